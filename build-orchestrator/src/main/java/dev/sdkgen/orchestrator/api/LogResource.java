package dev.sdkgen.orchestrator.api;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.BuildLogLine;
import dev.sdkgen.orchestrator.service.Retention;
import dev.sdkgen.orchestrator.service.ApiException;
import dev.sdkgen.orchestrator.service.BuildService;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PreDestroy;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;

/**
 * An attempt's log: the full text, or ({@code Accept: text/event-stream}) a live stream that
 * sends every line as a {@code log} event (id = line number), and an {@code end} event carrying
 * the state once the attempt is over (succeeded, failed, stuck, or replaced by a newer attempt).
 */
@Path("/internal/v1/projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}/logs")
public class LogResource {

    private static final Logger LOG = Logger.getLogger(LogResource.class);

    private final BuildService builds;
    private final OrchestratorConfig config;
    private final ExecutorService streams = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "log-stream");
        t.setDaemon(true);
        return t;
    });

    public LogResource(BuildService builds, OrchestratorConfig config) {
        this.builds = builds;
        this.config = config;
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String text(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                       @PathParam("buildId") String buildId, @QueryParam("attempt") String attempt) {
        Build build = builds.find(projectId, targetId, buildId);
        int n = attemptOf(build, attempt);
        StringBuilder text = new StringBuilder();
        if (build.trimmed(n)) {
            text.append(Retention.removedLine(build)).append('\n');
        }
        for (BuildLogLine line : BuildLogLine.after(build.id, n, 0)) {
            text.append(line.line).append('\n');
        }
        return text.toString();
    }

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public void follow(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                       @PathParam("buildId") String buildId, @QueryParam("attempt") String attempt,
                       @Context SseEventSink sink, @Context Sse sse) {
        Build build = builds.find(projectId, targetId, buildId);
        int n = attemptOf(build, attempt);
        streams.execute(() -> stream(build.id, n, sink, sse));
    }

    private record Snapshot(List<BuildLogLine> lines, String state, boolean over) {
    }

    private void stream(String buildId, int attempt, SseEventSink sink, Sse sse) {
        int last = 0;
        boolean ending = false;
        boolean removedSent = false;
        try (sink) {
            while (!sink.isClosed()) {
                int after = last;
                boolean withRemoved = !removedSent;
                Snapshot s = QuarkusTransaction.requiringNew().call(() -> {
                    Build b = Build.findById(buildId);
                    List<BuildLogLine> lines = BuildLogLine.after(buildId, attempt, after);
                    if (b.trimmed(attempt) && withRemoved) {
                        lines = removedLog(b, lines);
                    }
                    boolean over = b.attempt > attempt || !b.state.isActive();
                    String state = b.attempt > attempt ? "superseded" : b.state.wire();
                    return new Snapshot(lines, state, over);
                });
                for (BuildLogLine line : s.lines()) {
                    sink.send(sse.newEventBuilder().name("log").id(Integer.toString(line.seq)).data(sseData(line.line)).build())
                            .toCompletableFuture().join();
                    last = Math.max(last, line.seq);
                }
                removedSent = true;
                if (s.over() && !ending) {
                    // events travel on several topics: give lines still in flight one grace period
                    ending = true;
                    Thread.sleep(config.logEndGrace().toMillis());
                    continue;
                }
                if (s.over()) {
                    sink.send(sse.newEventBuilder().name("end").data(sseData(s.state())).build()).toCompletableFuture().join();
                    return;
                }
                Thread.sleep(config.logPollInterval().toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            LOG.debugf("log stream of %s ended: %s", buildId, e.getMessage());
        }
    }

    /** The retention policy's line (line number 0) in front of what is left, sent once. */
    private static List<BuildLogLine> removedLog(Build b, List<BuildLogLine> lines) {
        BuildLogLine removed = new BuildLogLine();
        removed.seq = 0;
        removed.line = Retention.removedLine(b);
        List<BuildLogLine> all = new java.util.ArrayList<>(List.of(removed));
        all.addAll(lines);
        return all;
    }

    /**
     * The value of a {@code data} field as the SSE rule wants it: a client removes one space after
     * {@code data:}, so the line goes out as {@code data: } + line (Quarkus writes {@code data:} and
     * the value with nothing between). Without it a line's own leading space (the indented detail
     * lines of a diagnostic) would be taken away by every client on the way.
     */
    static String sseData(String text) {
        return " " + text;
    }

    private static int attemptOf(Build build, String attemptParam) {
        if (attemptParam == null) {
            return build.attempt;
        }
        int attempt = QueryParams.wholeNumber("attempt", attemptParam, 0);
        if (attempt < 1 || attempt > build.attempt) {
            throw ApiException.notFound("attempt " + attempt + " of build " + build.id);
        }
        return attempt;
    }

    @PreDestroy
    void shutdown() {
        streams.shutdownNow();
    }
}
