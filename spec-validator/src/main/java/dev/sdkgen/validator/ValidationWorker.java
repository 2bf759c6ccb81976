package dev.sdkgen.validator;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.diag.Detail;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.Severity;
import dev.sdkgen.engine.ir.IrJson;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.EventIds;
import dev.sdkgen.service.ArtifactStoreApi;
import dev.sdkgen.service.Heartbeat;
import dev.sdkgen.service.InfrastructureUnavailableException;
import dev.sdkgen.service.RecentBuilds;
import dev.sdkgen.service.Retries;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * One build request: {@code validating} → check out the commit → {@link Engine#validate} → the
 * IR to the artifact-store → {@code BuildValidated} (claim check), or {@code BuildFailed} with the
 * first error's code and title. Every engine log line goes to the build log.
 */
@ApplicationScoped
public class ValidationWorker {

    static final String PRODUCER = "spec-validator";
    private static final Logger LOG = Logger.getLogger(ValidationWorker.class);
    private static final int MAX_LINE = 4000;

    private final Checkouts checkouts;
    private final EventSender events;
    private final ArtifactStoreClient artifacts;
    private final ValidatorConfig config;
    private final RecentBuilds recent;
    private final String artifactStoreUrl;
    private final Heartbeat heartbeat;
    private final ValidatedCommits validated;

    public ValidationWorker(Checkouts checkouts, EventSender events, @RestClient ArtifactStoreClient artifacts,
                            ValidatorConfig config, RecentBuilds recent,
                            @ConfigProperty(name = ArtifactStoreApi.URL_PROPERTY) String artifactStoreUrl, Heartbeat heartbeat,
                            ValidatedCommits validated) {
        this.validated = validated;
        this.heartbeat = heartbeat;
        this.checkouts = checkouts;
        this.events = events;
        this.artifacts = artifacts;
        this.config = config;
        this.recent = recent;
        this.artifactStoreUrl = artifactStoreUrl;
    }

    @Incoming(Channels.BUILD_REQUESTED)
    @Blocking
    public void onBuildRequested(String json) {
        BuildRequested request;
        try {
            request = EventCodec.decode(json, BuildRequested.class);
        } catch (EventCodec.EventFormatException e) {
            LOG.errorf("skipping unreadable BuildRequested: %s", e.getMessage());
            return;
        }
        if (!recent.firstTime(request.buildId(), request.attempt())) {
            LOG.infof("build %s attempt %d was delivered again; it was validated already", request.buildId(),
                    request.attempt());
            return;
        }
        try (Heartbeat.Beating beating = heartbeat.start("build " + request.buildId(), () -> events.send(
                BuildProgress.heartbeat(request.buildId(), request.attempt(), PRODUCER, heartbeat.instance())))) {
            validate(request);
        } catch (Throwable e) {
            // never fail the channel: a failed channel stops consuming until someone restarts the service
            LOG.errorf(e, "build %s attempt %d: unexpected failure", request.buildId(), request.attempt());
        }
    }

    void validate(BuildRequested r) {
        String buildId = r.buildId();
        int attempt = r.attempt();
        var source = r.source();
        EventIds ids = new EventIds(buildId, attempt, PRODUCER);
        Path dir = null;
        LOG.infof("build %s attempt %d: validating %s at %s", buildId, attempt, source.repositoryUrl(), source.commit());
        try {
            Optional<ValidatedCommits.Result> earlier = validated.get(source);
            if (earlier.isPresent()) {
                reuse(ids, r, earlier.get());
                return;
            }
            log(ids, r, BuildState.VALIDATING, List.of("Validating the " + source.language() + " build at commit "
                    + source.commit(), "Fetching " + source.repositoryUrl()));
            long t0 = System.nanoTime();
            Checkouts.Checkout checkout = checkouts.checkout(source, buildId);
            dir = checkout.directory();
            LOG.infof("build %s attempt %d: checked out %s in %d ms", buildId, attempt, source.commit(),
                    (System.nanoTime() - t0) / 1_000_000);
            events.send(ids.next(BuildProgress.of(r.buildId(), r.attempt(), PRODUCER, null, List.of(checkout.note()))
                    .withCommitMessage(checkout.subject())));
            long t1 = System.nanoTime();
            Engine.Validation result = Engine.validate(dir);
            LOG.infof("build %s attempt %d: validated in %d ms: %s", buildId, attempt,
                    (System.nanoTime() - t1) / 1_000_000, result.report().summary());
            log(ids, r, null, result.log());
            List<Diagnostic> errors = result.report().diagnostics().stream()
                    .filter(d -> d.severity() == Severity.ERROR).toList();
            if (!errors.isEmpty() || result.model() == null) {
                Diagnostic first = errors.isEmpty() ? null : errors.get(0);
                events.send(ids.next(BuildFailed.of(buildId, attempt, PRODUCER,
                        first == null ? "SDKGEN900" : first.code().name(),
                        first == null ? "Internal error" : first.code().title(),
                        first == null ? result.report().summary() : firstErrorMessage(first, errors.size()))));
                return;
            }
            ValidatedCommits.Result done = new ValidatedCommits.Result(buildId, checkout.subject(), result.log(),
                    result.config().targets().stream().map(Target::id).toList(),
                    IrJson.bytes(result.model()), (int) result.report().count(Severity.WARNING),
                    null);
            validated.put(source, done);
            store(ids, r, done);
        } catch (Checkouts.CheckoutException e) {
            LOG.warnf("build %s attempt %d: %s", buildId, attempt, e.getMessage());
            fail(ids, r, List.of("Error: " + e.getMessage()), "REPOSITORY_UNAVAILABLE", "Config Repository unavailable",
                    e.getMessage());
        } catch (InfrastructureUnavailableException e) {
            LOG.errorf("build %s attempt %d: %s", buildId, attempt, e.getMessage());
            // when the broker is what failed, more log lines would only wait for it again: the
            // failure event alone carries the reason
            fail(ids, r, e.broker() ? List.of() : List.of("Error: " + e.getMessage()), InfrastructureUnavailableException.CODE,
                    InfrastructureUnavailableException.TITLE, e.getMessage());
        } catch (Throwable e) { // also Errors (e.g. a StackOverflowError in the engine): the build must fail visibly
            LOG.errorf(e, "validation of build %s attempt %d failed", buildId, attempt);
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            List<String> lines = new ArrayList<>(List.of("Internal failure:"));
            trace.toString().lines().forEach(lines::add);
            fail(ids, r, lines, "SDKGEN900", "Internal error", e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            checkouts.delete(dir);
        }
    }

    /** A build of a commit validated before: that validation's log and IR, without a checkout (ValidatedCommits). */
    private void reuse(EventIds ids, BuildRequested r, ValidatedCommits.Result earlier) {
        var source = r.source();
        LOG.infof("build %s attempt %d: reusing the validation of build %s (%s at %s)", r.buildId(), r.attempt(),
                earlier.buildId(), source.repositoryUrl(), source.commit());
        log(ids, r, BuildState.VALIDATING, List.of("Validating the " + source.language() + " build at commit " + source.commit()));
        events.send(ids.next(BuildProgress.of(r.buildId(), r.attempt(), PRODUCER, null, List.of("Reusing the validation of build "
                + earlier.buildId() + ": the same commit of the same repository")).withCommitMessage(earlier.subject())));
        log(ids, r, null, earlier.log());
        store(ids, r, earlier);
    }

    /** A validated commit's IR to the artifact-store and {@code BuildValidated}, if the config has this build's target. */
    private void store(EventIds ids, BuildRequested r, ValidatedCommits.Result done) {
        String buildId = r.buildId();
        int attempt = r.attempt();
        var source = r.source();
        if (!done.targets().contains(source.language())) {
            log(ids, r, null, List.of("Error: the config's targets at this commit do not include " + source.language()));
            events.send(ids.next(BuildFailed.of(buildId, attempt, PRODUCER, "TARGET_NOT_CONFIGURED",
                    "Target not in the config", source.language() + " is not in targets at " + source.commit())));
            return;
        }
        Instant now = Instant.now();
        Optional<ValidatedCommits.Upload> recent = done.storedAfter(now.minus(config.reuseIrUpload()));
        ArtifactRef ref;
        if (recent.isPresent()) {
            ref = recent.get().ref();
            LOG.infof("build %s attempt %d: the IR %s was stored by build %s %d ms ago", buildId, attempt, ref.id(),
                    recent.get().buildId(), Duration.between(recent.get().at(), now).toMillis());
        } else {
            byte[] ir = done.ir();
            LOG.infof("build %s attempt %d: storing the IR (%d bytes)", buildId, attempt, ir.length);
            ref = Retries.call(config.retry(), ArtifactStoreApi.describe(artifactStoreUrl),
                    () -> artifacts.upload("ir-" + buildId + "-" + attempt + ".json", ir));
            LOG.infof("build %s attempt %d: IR stored as %s", buildId, attempt, ref.id());
            validated.put(source, done.storedAs(buildId, ref, now));
        }
        log(ids, r, null, List.of("IR stored in the artifact-store: " + ref.id() + " (" + ref.size() + " bytes"
                + recent.map(u -> ", by build " + u.buildId()).orElse("") + ")"));
        events.send(ids.next(BuildValidated.of(buildId, attempt, source, ref, done.warnings())));
    }

    /**
     * Reports a failed attempt: its log lines, then {@code BuildFailed}. If the broker cannot take
     * even that, the failure is logged here and the attempt is left to the orchestrator, which marks
     * it {@code stuck} (retryable) once {@code stuck-after} has passed without progress.
     */
    private void fail(EventIds ids, BuildRequested r, List<String> lines, String code, String title, String message) {
        try {
            if (!lines.isEmpty()) {
                log(ids, r, null, lines);
            }
            events.send(ids.next(BuildFailed.of(r.buildId(), r.attempt(), PRODUCER, code, title, message)));
        } catch (InfrastructureUnavailableException e) {
            LOG.errorf("build %s attempt %d failed with %s (%s) and the failure could not be published either: %s;"
                    + " the orchestrator will mark it stuck", r.buildId(), r.attempt(), code, message, e.getMessage());
        }
    }

    /** Sends log lines in chunks of {@code lines-per-event}; the first chunk carries the state. */
    private void log(EventIds ids, BuildRequested r, BuildState state, List<String> lines) {
        int size = Math.max(1, config.linesPerEvent());
        List<String> clipped = lines.stream().map(l -> l.length() > MAX_LINE ? l.substring(0, MAX_LINE) + " [...]" : l).toList();
        for (int from = 0; from < Math.max(1, clipped.size()); from += size) {
            List<String> chunk = clipped.subList(Math.min(from, clipped.size()), Math.min(from + size, clipped.size()));
            events.send(ids.next(BuildProgress.of(r.buildId(), r.attempt(), PRODUCER, from == 0 ? state : null, chunk)));
        }
    }

    /**
     * A failed build's message: the first error's detail lines ({@code Path: openapi/missing.yaml}, one per line),
     * then how many more errors the log holds — what the Builds page shows under the code and title.
     */
    static String firstErrorMessage(Diagnostic first, int errors) {
        StringBuilder sb = new StringBuilder();
        for (Detail d : first.lines()) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(d.label()).append(": ").append(d.value());
        }
        if (errors > 1) {
            sb.append('\n').append("and ").append(errors - 1).append(errors == 2 ? " more error" : " more errors")
                    .append(" in the log");
        }
        return sb.toString();
    }
}
