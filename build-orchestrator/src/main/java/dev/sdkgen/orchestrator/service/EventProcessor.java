package dev.sdkgen.orchestrator.service;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.DeliveryRequested;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.BuildAttempt;
import dev.sdkgen.orchestrator.notify.Notifications;
import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Applies one event to the build it names, exactly once: the event id is recorded in
 * {@code processed_event} in the same transaction as the change, so a replayed event finds its id
 * there and changes nothing. Events of an older attempt only add log lines to that attempt.
 */
@ApplicationScoped
public class EventProcessor {

    private static final Logger LOG = Logger.getLogger(EventProcessor.class);

    private final BuildService builds;
    private final DeliveryService deliveries;
    private final SurfaceService surfaces;
    private final Notifications notifications;

    public EventProcessor(BuildService builds, DeliveryService deliveries, SurfaceService surfaces, Notifications notifications) {
        this.builds = builds;
        this.deliveries = deliveries;
        this.surfaces = surfaces;
        this.notifications = notifications;
    }

    /** Returns false when the event had been processed before (and was ignored now). */
    @Transactional
    public boolean apply(String topic, BuildEvent event) {
        int inserted = Panache.getEntityManager().createNativeQuery(
                        "insert into processed_event (event_id, topic, processed_at) values (?1, ?2, ?3) "
                                + "on conflict (event_id) do nothing")
                .setParameter(1, event.eventId()).setParameter(2, topic).setParameter(3, Instant.now())
                .executeUpdate();
        if (inserted == 0) {
            LOG.debugf("event %s already processed", event.eventId());
            return false;
        }
        Build build = Build.findById(event.buildId(), LockModeType.PESSIMISTIC_WRITE);
        if (build == null) {
            LOG.warnf("%s %s names unknown build %s; ignored", event.getClass().getSimpleName(), event.eventId(),
                    event.buildId());
            return true;
        }
        if (event.attempt() < 1 || event.attempt() > build.attempt) {
            LOG.warnf("%s %s names attempt %d of build %s which has %d; ignored", event.getClass().getSimpleName(),
                    event.eventId(), event.attempt(), build.id, build.attempt);
            return true;
        }
        boolean current = event.attempt() == build.attempt;
        Instant now = Instant.now();
        if (event instanceof BuildRequested e) {
            builds.appendLines(build, e.attempt(), "api-gateway",
                    List.of("BuildRequested published (" + e.reason() + ")"));
        } else if (event instanceof BuildProgress e && e.isHeartbeat()) {
            if (current && build.state.isActive()) {
                builds.heartbeat(build, e.instance(), now);
            }
            touch(build, current, now);
        } else if (event instanceof BuildProgress e) {
            builds.appendLines(build, e.attempt(), e.producer(), e.lines());
            if (e.commitMessage() != null && !e.commitMessage().isBlank()) {
                String subject = e.commitMessage().strip();
                build.commitMessage = subject.length() > 1000 ? subject.substring(0, 999) + "…" : subject;
            }
            if (current && e.state() != null) {
                advance(build, e.state(), now);
            }
            touch(build, current, now);
        } else if (event instanceof BuildValidated e) {
            builds.appendLines(build, e.attempt(), "spec-validator", List.of("Validated: "
                    + e.warnings() + " warning(s); IR stored as " + (e.ir() == null ? "-" : e.ir().id())));
            if (current) {
                build.irId = e.ir() == null ? null : e.ir().id();
                advance(build, BuildState.GENERATING, now);
                // the validator is done with the attempt; until a codegen-worker beats, nobody holds it
                // (waiting in the topic is not a lost worker: the stuck detector watches that)
                build.workerInstance = null;
                build.workerSeenAt = null;
                build.workerLostAt = null;
            }
            touch(build, current, now);
        } else if (event instanceof BuildFailed e) {
            builds.appendLines(build, e.attempt(), e.producer(), List.of("Failed: " + e.errorCode() + " - "
                    + e.errorTitle() + (e.message() == null || e.message().isBlank() ? "" : ": " + e.message())));
            if (current && advance(build, BuildState.FAILED, now)) {
                build.errorCode = e.errorCode();
                build.errorTitle = e.errorTitle();
                build.errorMessage = e.message();
                BuildAttempt attempt = BuildAttempt.find(build.id, build.attempt);
                if (attempt != null) {
                    attempt.errorCode = e.errorCode();
                    attempt.errorTitle = e.errorTitle();
                }
                notifications.notify(build, "build.failed", now);
            }
            touch(build, current, now);
        } else if (event instanceof SdkGenerated e) {
            builds.appendLines(build, e.attempt(), "codegen-worker", List.of("SDK archive stored: "
                    + e.artifact().fileName() + " (" + e.artifact().size() + " bytes, sha256 " + e.artifact().sha256() + ")"));
            if (current && advance(build, BuildState.SUCCEEDED, now)) {
                build.artifactId = e.artifact().id();
                build.artifactSha256 = e.artifact().sha256();
                build.artifactSize = e.artifact().size();
                build.artifactMediaType = e.artifact().mediaType();
                build.artifactFileName = e.artifact().fileName();
                deliveries.generated(build, e, now);
                surfaces.generated(build, e.surface());
                notifications.notify(build, "build.succeeded", now);
                builds.supersedeEarlier(build);
            }
            touch(build, current, now);
        } else if (event instanceof DeliveryRequested e) {
            builds.appendLines(build, e.attempt(), "api-gateway",
                    List.of("DeliveryRequested published (delivery " + e.deliveryAttempt() + ")"));
        } else if (event instanceof SdkDelivered e) {
            List<String> lines = new java.util.ArrayList<>(e.lines() == null ? List.of() : e.lines());
            lines.add(e.delivered() ? "Delivered to " + e.repositoryUrl() + " (" + e.branch() + "): " + (e.committed()
                    ? "commit " + e.commit() : "no commit, the branch has this SDK at " + e.commit())
                    + (e.tag() == null ? "" : ", tag " + e.tag())
                    : "Delivery " + e.deliveryAttempt() + " failed: " + e.reason());
            builds.appendLines(build, e.attempt(), "codegen-worker", lines);
            if (current && build.state != BuildState.CANCELLED) {
                deliveries.delivered(build, e, now);
            }
        }
        if (current && build.state == BuildState.CANCELLED && !(event instanceof BuildRequested)
                && !(event instanceof BuildProgress p && p.isHeartbeat())) {
            builds.appendLines(build, event.attempt(), BuildService.SOURCE, List.of(event.getClass().getSimpleName()
                    + " arrived after the build was cancelled: ignored, the build stays cancelled"));
        }
        return true;
    }

    /**
     * Moves the current attempt forward: states only advance ({@code queued < validating <
     * generating < succeeded|failed}); {@code succeeded}, {@code failed} and {@code cancelled} are
     * final for an attempt (a worker finishing a cancelled attempt changes nothing); a {@code stuck}
     * attempt that reports late progress continues from where it was.
     */
    static boolean canAdvance(BuildState from, BuildState to) {
        if (from == BuildState.SUCCEEDED || from == BuildState.FAILED || from == BuildState.CANCELLED) {
            return false;
        }
        if (to == BuildState.SUCCEEDED || to == BuildState.FAILED) {
            return true;
        }
        if (from == BuildState.STUCK) {
            return to == BuildState.VALIDATING || to == BuildState.GENERATING;
        }
        return rank(to) > rank(from);
    }

    private static int rank(BuildState state) {
        return switch (state) {
            case QUEUED -> 0;
            case VALIDATING -> 1;
            case GENERATING -> 2;
            case SUCCEEDED, FAILED, CANCELLED -> 3;
            case STUCK -> -1;
        };
    }

    private static boolean advance(Build build, BuildState to, Instant now) {
        if (!canAdvance(build.state, to)) {
            return false;
        }
        build.state = to;
        build.updatedAt = now;
        BuildAttempt attempt = BuildAttempt.find(build.id, build.attempt);
        if (attempt != null) {
            attempt.state = to;
            if (to == BuildState.VALIDATING && attempt.validatingAt == null) {
                attempt.validatingAt = now;
            } else if (to == BuildState.GENERATING && attempt.generatingAt == null) {
                attempt.generatingAt = now;
            }
        }
        if (to == BuildState.SUCCEEDED || to == BuildState.FAILED) {
            build.finishedAt = now;
            if (attempt != null) {
                attempt.finishedAt = now;
            }
        }
        return true;
    }

    private static void touch(Build build, boolean current, Instant now) {
        if (current && build.state.isActive()) {
            build.lastProgressAt = now;
        }
    }
}
