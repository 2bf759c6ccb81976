package dev.sdkgen.orchestrator.service;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.api.ApiModel.RetentionRunView;
import dev.sdkgen.orchestrator.domain.Build;
import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * The retention job (docs/services.md, "Retention"). This service is the system of record, so it alone
 * decides what goes: per SDK target it keeps the newest {@code keep-last} builds, every build younger
 * than {@code keep-days}, every build whose SDK was delivered (or is being delivered), the latest
 * succeeded build and every running one. Each other finished build loses its log lines (the row stays,
 * with {@code trimmed_*} saying what was removed), and its SDK archive, IR document and surface documents (the
 * surface and its diff) are deleted from
 * the artifact-store through its internal API — unless a build that is kept names the same blob (blobs
 * are content-addressed: an identical SDK of a later build is the same blob).
 */
@ApplicationScoped
public class Retention {

    private static final Logger LOG = Logger.getLogger(Retention.class);
    private static final Pattern BYTES = Pattern.compile("\"bytes\"\\s*:\\s*(\\d+)");
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final OrchestratorConfig config;
    private final Database database;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    public Retention(OrchestratorConfig config, Database database) {
        this.config = config;
        this.database = database;
    }

    @Scheduled(every = "${sdkgen.orchestrator.retention.interval}", delayed = "60s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void scheduled() {
        if (database.isDown() || config.retention().keepLast() == 0) {
            return;
        }
        try {
            run(null);
        } catch (RuntimeException e) {
            LOG.warnf("retention run failed: %s", Database.describe(e));
        }
    }

    /** Trims now (every project, or only {@code projectId}) and records the run; one run at a time. */
    public synchronized RetentionRunView run(String projectId) {
        Instant started = Instant.now();
        Trimmed trimmed = config.retention().keepLast() == 0 ? new Trimmed(0, 0)
                : QuarkusTransaction.requiringNew().call(() -> trim(projectId, started));
        Removal removal = removeBlobs(started);
        return QuarkusTransaction.requiringNew().call(() -> record(projectId, started, trimmed, removal));
    }

    /** The last run recorded, or null. */
    public RetentionRunView last() {
        List<?> rows = Panache.getEntityManager().createNativeQuery("select id, started_at, finished_at, project_id,"
                + " builds_trimmed, log_lines_removed, blobs_removed, bytes_removed, blobs_pending, note"
                + " from retention_run order by id desc limit 1").getResultList();
        return rows.isEmpty() ? null : RetentionRunView.of((Object[]) rows.get(0));
    }

    private record Trimmed(int builds, long logLines) {
    }

    private record Removal(int removed, long bytes, int pending, String note) {
    }

    /** The finished builds beyond the policy, oldest first; a running build is never a candidate. */
    @SuppressWarnings("unchecked")
    private List<String> candidates(String projectId, Instant now) {
        OrchestratorConfig.Retention policy = config.retention();
        String sql = "select id from (select b.id, b.state, b.delivery_state, b.created_at, b.attempt, b.trimmed_attempt,"
                + " row_number() over (partition by b.project_id, b.target_id order by b.created_at desc, b.id desc) as rn,"
                + " row_number() over (partition by b.project_id, b.target_id, b.state = 'SUCCEEDED'"
                + "   order by b.created_at desc, b.id desc) as srn"
                + " from build b" + (projectId == null ? "" : " where b.project_id = :project") + ") r"
                + " where r.rn > :keepLast and r.state in ('SUCCEEDED', 'FAILED', 'STUCK', 'CANCELLED')"
                + " and coalesce(r.trimmed_attempt, 0) < r.attempt"
                + " and not (r.state = 'SUCCEEDED' and r.srn = 1)"
                + " and r.delivery_state is distinct from 'pending'"
                + (policy.keepDelivered() ? " and r.delivery_state is distinct from 'delivered'" : "")
                + (policy.keepDays() > 0 ? " and r.created_at < :youngest" : "")
                + " order by r.created_at limit :batch";
        var query = Panache.getEntityManager().createNativeQuery(sql)
                .setParameter("keepLast", policy.keepLast()).setParameter("batch", policy.batchSize());
        if (projectId != null) {
            query.setParameter("project", projectId);
        }
        if (policy.keepDays() > 0) {
            query.setParameter("youngest", now.minus(policy.keepDays(), ChronoUnit.DAYS));
        }
        return (List<String>) query.getResultList();
    }

    private Trimmed trim(String projectId, Instant now) {
        int builds = 0;
        long lines = 0;
        for (String id : candidates(projectId, now)) {
            Build b = Build.findById(id, LockModeType.PESSIMISTIC_WRITE);
            // re-checked under the row's lock: a retry may have started it again since the selection
            if (b == null || b.state.isActive() || "pending".equals(b.deliveryState) || b.trimmed(b.attempt)) {
                continue;
            }
            long removed = Panache.getEntityManager().createQuery("delete from BuildLogLine l where l.buildId = ?1")
                    .setParameter(1, b.id).executeUpdate();
            b.trimmedAttempt = b.attempt;
            b.trimmedAt = now;
            b.trimmedLogLines = (b.trimmedLogLines == null ? 0 : b.trimmedLogLines) + (int) removed;
            b.blobsPending = !blobsOf(b).isEmpty();
            builds++;
            lines += removed;
        }
        return new Trimmed(builds, lines);
    }

    /** Deletes the blobs of trimmed builds that no kept build names; what fails stays pending for the next run. */
    private Removal removeBlobs(Instant started) {
        List<Build> pending = QuarkusTransaction.requiringNew().call(() -> Build.<Build>list("blobsPending = true"));
        Set<String> kept = QuarkusTransaction.requiringNew().call(Retention::blobsOfKeptBuilds);
        Set<String> done = new HashSet<>(kept);
        Instant writtenBefore = started.minus(config.retention().uploadGrace());
        int removed = 0;
        long bytes = 0;
        List<String> notes = new ArrayList<>();
        for (Build b : pending) {
            for (String blob : blobsOf(b)) {
                if (done.contains(blob)) {
                    continue;
                }
                long size = delete(blob, writtenBefore, notes);
                if (size >= 0) {
                    done.add(blob);
                    removed++;
                    bytes += size;
                }
            }
        }
        List<String> cleared = pending.stream().filter(b -> done.containsAll(blobsOf(b))).map(b -> b.id).toList();
        if (!cleared.isEmpty()) {
            QuarkusTransaction.requiringNew().run(() -> Panache.getEntityManager()
                    .createQuery("update Build b set b.blobsPending = false where b.id in ?1")
                    .setParameter(1, cleared).executeUpdate());
        }
        return new Removal(removed, bytes, pending.size() - cleared.size(), notes.isEmpty() ? null : String.join("; ", notes));
    }

    private static List<String> blobsOf(Build b) {
        List<String> ids = new ArrayList<>();
        if (b.artifactId != null) {
            ids.add(b.artifactId);
        }
        if (b.irId != null) {
            ids.add(b.irId);
        }
        // the worker's surface document and its diff (docs/services.md, "Surface and SemVer verdict")
        if (b.surfaceId != null) {
            ids.add(b.surfaceId);
        }
        if (b.surfaceDiffId != null) {
            ids.add(b.surfaceDiffId);
        }
        return ids;
    }

    /** Blobs named by a build whose current attempt was not trimmed: never deleted. */
    @SuppressWarnings("unchecked")
    private static Set<String> blobsOfKeptBuilds() {
        List<String> ids = Panache.getEntityManager().createNativeQuery(
                "select blob from (select artifact_id as blob, trimmed_attempt, attempt from build"
                        + " union all select ir_id, trimmed_attempt, attempt from build"
                        + " union all select surface_id, trimmed_attempt, attempt from build"
                        + " union all select surface_diff_id, trimmed_attempt, attempt from build) kept"
                        + " where blob is not null and coalesce(trimmed_attempt, 0) < attempt")
                .getResultList();
        return new HashSet<>(ids);
    }

    /** {@code DELETE} of one blob: its size when removed (0 when it was already gone), -1 when it stays pending. */
    private long delete(String blob, Instant writtenBefore, List<String> notes) {
        String url = config.artifactStoreUrl() + "/internal/v1/artifacts/" + blob + "?written-before="
                + URLEncoder.encode(writtenBefore.toString(), StandardCharsets.UTF_8);
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).DELETE().build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 200) {
                Matcher m = BYTES.matcher(r.body());
                return m.find() ? Long.parseLong(m.group(1)) : 0;
            }
            if (r.statusCode() == 404) {
                return 0;
            }
            if (r.statusCode() != 409) {
                notes.add("the artifact-store answered " + r.statusCode() + " for " + blob);
            }
            return -1;
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            String note = "the artifact-store (" + config.artifactStoreUrl() + ") cannot be reached";
            if (!notes.contains(note)) {
                notes.add(note);
            }
            return -1;
        }
    }

    private RetentionRunView record(String projectId, Instant started, Trimmed t, Removal r) {
        Instant finished = Instant.now();
        Panache.getEntityManager().createNativeQuery("insert into retention_run (started_at, finished_at, project_id,"
                        + " builds_trimmed, log_lines_removed, blobs_removed, bytes_removed, blobs_pending, note)"
                        + " values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
                .setParameter(1, started).setParameter(2, finished).setParameter(3, projectId)
                .setParameter(4, t.builds()).setParameter(5, t.logLines()).setParameter(6, r.removed())
                .setParameter(7, r.bytes()).setParameter(8, r.pending()).setParameter(9, r.note()).executeUpdate();
        if (t.builds() > 0 || r.removed() > 0) {
            LOG.infof("retention: %d builds trimmed (%d log lines), %d blobs removed (%d bytes), %d builds' blobs pending",
                    t.builds(), t.logLines(), r.removed(), r.bytes(), r.pending());
        }
        return last();
    }

    /** The line a trimmed attempt's log consists of. */
    public static String removedLine(Build b) {
        return "Log removed by the retention policy on " + b.trimmedAt.truncatedTo(ChronoUnit.SECONDS)
                + (b.trimmedAttempt == b.attempt && b.artifactId != null ? ", with the SDK archive" : "")
                + "; the build itself is kept (retry it to build it again)";
    }
}
