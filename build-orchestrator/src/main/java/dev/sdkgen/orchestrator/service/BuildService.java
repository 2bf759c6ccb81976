package dev.sdkgen.orchestrator.service;

import dev.sdkgen.events.BuildState;
import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.api.ApiModel.BuildView;
import dev.sdkgen.orchestrator.api.ApiModel.ProjectOverview;
import dev.sdkgen.orchestrator.api.ApiModel.ProjectView;
import dev.sdkgen.orchestrator.api.ApiModel.TargetOverview;
import dev.sdkgen.orchestrator.api.ApiModel.PushRequest;
import dev.sdkgen.orchestrator.api.ApiModel.PushResult;
import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.BuildAttempt;
import dev.sdkgen.orchestrator.domain.BuildLogLine;
import dev.sdkgen.orchestrator.domain.Project;
import dev.sdkgen.orchestrator.domain.SdkTarget;
import dev.sdkgen.orchestrator.notify.Notifications;
import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Builds and attempts: the reservations the gateway asks for (each one transaction, the build row
 * locked where an existing build changes), the read side, logs, and the stuck detector.
 */
@ApplicationScoped
public class BuildService {

    private static final Logger LOG = Logger.getLogger(BuildService.class);
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{7,64}");
    static final String SOURCE = "build-orchestrator";

    private final ProjectService projects;
    private final OrchestratorConfig config;
    private final Notifications notifications;

    public BuildService(ProjectService projects, OrchestratorConfig config, Notifications notifications) {
        this.projects = projects;
        this.config = config;
        this.notifications = notifications;
    }

    /** A new build of an active target at a commit, state {@code queued}, attempt 1. */
    @Transactional
    public BuildView reserve(String projectId, String targetId, String commit, String reason) {
        Project project = projects.find(projectId);
        SdkTarget target = activeTarget(projectId, targetId);
        if (commit == null || !COMMIT.matcher(commit).matches()) {
            throw new ApiException(400, "invalid_request", "commit must be a hexadecimal commit id");
        }
        Build build = newBuild(project, target, commit, reason == null ? "trigger" : reason, Instant.now());
        return view(build);
    }

    /**
     * The next attempt of a finished build at the same commit: 404 for an unknown build, 409 while
     * it is {@code queued|validating|generating}. The row lock makes two concurrent retries
     * produce one attempt and one 409.
     */
    @Transactional
    public BuildView retry(String projectId, String targetId, String buildId) {
        Build build = Build.findById(buildId, LockModeType.PESSIMISTIC_WRITE);
        if (build == null || !build.projectId.equals(projectId) || !build.targetId.equals(targetId)) {
            throw ApiException.notFound("build " + buildId);
        }
        if (build.state.isActive()) {
            throw new ApiException(409, "build_in_progress",
                    "build " + buildId + " is " + build.state.wire() + "; retry is allowed once it is succeeded, failed, stuck or cancelled");
        }
        Instant now = Instant.now();
        build.attempt += 1;
        build.state = BuildState.QUEUED;
        build.reason = "retry";
        build.updatedAt = now;
        build.lastProgressAt = now;
        build.finishedAt = null;
        build.errorCode = null;
        build.errorTitle = null;
        build.errorMessage = null;
        build.irId = null;
        build.artifactId = null;
        build.artifactSha256 = null;
        build.artifactSize = null;
        build.artifactMediaType = null;
        build.artifactFileName = null;
        build.clearDelivery();
        build.clearSurface();
        build.supersededBy = null;
        build.workerInstance = null;
        build.workerSeenAt = null;
        build.workerLostAt = null;
        newAttempt(build, now);
        appendLines(build, build.attempt, SOURCE, List.of("Attempt " + build.attempt + " queued (retry) at commit " + build.commit));
        return view(build);
    }

    /**
     * Stops a {@code queued|validating|generating} build: its current attempt becomes
     * {@code cancelled} (final: what its worker still reports only adds log lines), and it can be
     * retried. 404 for an unknown build, 409 {@code build_finished} once it has finished.
     */
    @Transactional
    public BuildView cancel(String projectId, String targetId, String buildId) {
        Build build = Build.findById(buildId, LockModeType.PESSIMISTIC_WRITE);
        if (build == null || !build.projectId.equals(projectId) || !build.targetId.equals(targetId)) {
            throw ApiException.notFound("build " + buildId);
        }
        if (!build.state.isActive()) {
            throw new ApiException(409, "build_finished",
                    "build " + buildId + " is " + build.state.wire() + "; cancel is possible while it is queued, validating or generating");
        }
        Instant now = Instant.now();
        BuildState was = build.state;
        build.state = BuildState.CANCELLED;
        build.updatedAt = now;
        build.finishedAt = now;
        BuildAttempt attempt = BuildAttempt.find(build.id, build.attempt);
        if (attempt != null) {
            attempt.state = BuildState.CANCELLED;
            attempt.finishedAt = now;
        }
        appendLines(build, build.attempt, SOURCE, List.of("Cancelled while " + was.wire()
                + ": what this attempt's services still report is logged and ignored; the build can be retried"));
        notifications.notify(build, "build.cancelled", now);
        return view(build);
    }

    /**
     * A heartbeat of the current, running attempt from {@code instance}. Another instance of the same
     * service than the last one heard from means the attempt was handed to it (Kafka redelivered the
     * record after the first went away): the log says so, before that instance's own lines. The caller
     * holds the build's row lock.
     */
    void heartbeat(Build build, String instance, Instant now) {
        String was = build.workerInstance;
        if (was != null && !was.equals(instance) && service(was).equals(service(instance))) {
            appendLines(build, build.attempt, SOURCE, List.of((build.workerLostAt != null ? "Worker lost; redelivered to "
                    : "Redelivered to ") + instance + " (was " + was + ")"));
        } else if (instance.equals(was) && build.workerLostAt != null) {
            appendLines(build, build.attempt, SOURCE, List.of("Worker " + instance + " is back: its heartbeats had stopped"
                    + " since " + build.workerSeenAt + " (paused, or cut off from the message broker), not lost"));
        }
        build.workerInstance = instance;
        build.workerSeenAt = now;
        build.workerLostAt = null;
    }

    private static String service(String instance) {
        int at = instance.indexOf('@');
        return at < 0 ? instance : instance.substring(0, at);
    }

    /**
     * Reports every running attempt whose worker sent no heartbeat since {@code cutoff} as lost, once:
     * a line in its log (the build stays as it is: Kafka hands the record to another instance once the
     * lost one's session times out, or to the same service when it is restarted). Returns how many.
     */
    @Transactional
    public int markWorkersLost(Instant cutoff, java.time.Duration limit) {
        List<Build> lost = Build.<Build>find("state in ?1 and workerInstance is not null and workerLostAt is null"
                        + " and workerSeenAt < ?2", List.of(BuildState.QUEUED, BuildState.VALIDATING, BuildState.GENERATING), cutoff)
                .withLock(LockModeType.PESSIMISTIC_WRITE).list();
        Instant now = Instant.now();
        for (Build build : lost) {
            build.workerLostAt = now;
            appendLines(build, build.attempt, SOURCE, List.of("Worker lost: no heartbeat from " + build.workerInstance
                    + " since " + build.workerSeenAt + " (limit " + limit.toSeconds() + " s) while " + build.state.wire()
                    + " (it died, or cannot reach the message broker); the attempt goes on when Kafka redelivers it to"
                    + " another instance or the service restarts"));
            LOG.warnf("build %s attempt %d: worker %s lost", build.id, build.attempt, build.workerInstance);
        }
        return lost.size();
    }

    /**
     * A build has just succeeded: every earlier {@code failed} or {@code stuck} build of its target
     * that nothing resolved yet is now superseded by it. The caller holds the build's row lock.
     */
    void supersedeEarlier(Build successor) {
        List<Build> resolved = Build.<Build>find("projectId = ?1 and targetId = ?2 and state in ?3 and supersededBy is null"
                        + " and (createdAt < ?4 or (createdAt = ?4 and id < ?5)) order by createdAt, id", successor.projectId, successor.targetId,
                List.of(BuildState.FAILED, BuildState.STUCK), successor.createdAt, successor.id)
                .withLock(LockModeType.PESSIMISTIC_WRITE).list();
        for (Build earlier : resolved) {
            earlier.supersededBy = successor.id;
            earlier.updatedAt = Instant.now();
            notifications.notify(earlier, "build.superseded", earlier.updatedAt);
        }
        if (!resolved.isEmpty()) {
            appendLines(successor, successor.attempt, SOURCE, List.of("Supersedes "
                    + resolved.stream().map(b -> b.id + " (" + b.state.wire() + ")").collect(java.util.stream.Collectors.joining(", "))));
        }
    }

    /**
     * A Git push: records the delivery id (a redelivery is reported as duplicate and reserves
     * nothing), syncs the targets of every project following the repository and branch, and
     * reserves one build per active target at the pushed commit.
     */
    @Transactional
    public PushResult push(PushRequest request) {
        if (request.deliveryId() == null || request.deliveryId().isBlank() || request.branch() == null
                || request.commit() == null || !COMMIT.matcher(request.commit()).matches()
                || request.repositoryUrls() == null || request.repositoryUrls().isEmpty()) {
            throw new ApiException(400, "invalid_request", "delivery_id, repository_urls, branch and commit are required");
        }
        int inserted = Panache.getEntityManager().createNativeQuery(
                        "insert into webhook_delivery (delivery_id, provider, branch, commit_sha, builds, received_at) "
                                + "values (?1, ?2, ?3, ?4, 0, ?5) on conflict (delivery_id) do nothing")
                .setParameter(1, request.deliveryId()).setParameter(2, String.valueOf(request.provider()))
                .setParameter(3, request.branch()).setParameter(4, request.commit()).setParameter(5, Instant.now())
                .executeUpdate();
        if (inserted == 0) {
            return new PushResult(true, List.of(), List.of());
        }
        Instant now = Instant.now();
        List<String> keys = request.repositoryUrls().stream().map(RepositoryUrls::key).distinct().toList();
        List<BuildView> builds = new ArrayList<>();
        List<BuildView> alreadyBuilt = new ArrayList<>();
        for (Project project : Project.following(keys, request.branch())) {
            if (request.projectIds() != null && !request.projectIds().contains(project.id)) {
                continue;
            }
            if (request.targets() != null && !request.targets().isEmpty()) {
                projects.syncTargets(project.id, request.targets(), now);
            }
            for (SdkTarget target : SdkTarget.ofProject(project.id)) {
                Build built = target.active ? succeededAt(project.id, target.targetId, request.commit()) : null;
                if (built != null) {
                    alreadyBuilt.add(view(built));
                } else if (target.active) {
                    builds.add(view(newBuild(project, target, request.commit(), "push", now)));
                }
            }
        }
        Panache.getEntityManager().createNativeQuery("update webhook_delivery set builds = ?1 where delivery_id = ?2")
                .setParameter(1, builds.size()).setParameter(2, request.deliveryId()).executeUpdate();
        return new PushResult(false, builds, alreadyBuilt);
    }

    /** The newest succeeded build of a target at a commit, or null: a push of that commit builds nothing new for it. */
    private static Build succeededAt(String projectId, String targetId, String commit) {
        return Build.<Build>find("projectId = ?1 and targetId = ?2 and commit = ?3 and state = ?4 order by createdAt desc",
                projectId, targetId, commit, BuildState.SUCCEEDED).firstResult();
    }

    public BuildView get(String projectId, String targetId, String buildId) {
        return view(find(projectId, targetId, buildId));
    }

    /**
     * The previous succeeded build of {@code build}, the one build it is compared with — its surface diff's
     * {@code against_build_id} and its files diff's base (docs/services.md, "The previous succeeded build"): the newest
     * build of the target created before it (creation time, then id: the order builds are listed in) whose current
     * attempt succeeded. Once the current attempt recorded a surface, the build that surface was compared with (none
     * for {@code initial}), so that a build succeeding later in between changes neither.
     */
    public Optional<Build> previousSucceeded(Build build) {
        if (build.surfaceVerdict != null) {
            return Optional.ofNullable(build.surfaceAgainst).map(id -> Build.<Build>findById(id));
        }
        return Build.<Build>find("projectId = ?1 and targetId = ?2 and state = ?3 and (createdAt < ?4 or (createdAt = ?4"
                        + " and id < ?5)) order by createdAt desc, id desc", build.projectId, build.targetId,
                BuildState.SUCCEEDED, build.createdAt, build.id).firstResultOptional();
    }

    /** The build's {@link #previousSucceeded}; 404 {@code no_previous_build} when it has none. */
    public BuildView previous(String projectId, String targetId, String buildId) {
        Build build = find(projectId, targetId, buildId);
        return view(previousSucceeded(build).orElseThrow(() -> new ApiException(404, "no_previous_build", "build "
                + buildId + " has no earlier succeeded build of sdk target " + targetId + " to be compared with")));
    }

    public Build find(String projectId, String targetId, String buildId) {
        Build build = Build.findById(buildId);
        if (build == null || !build.projectId.equals(projectId) || !build.targetId.equals(targetId)) {
            throw ApiException.notFound("build " + buildId);
        }
        return build;
    }

    /** One page of a target's builds, newest first, and the cursor of the next page (null on the last). */
    public record Page(List<BuildView> builds, String nextCursor) {
    }

    /**
     * A target's builds, newest first, at most {@code limit} (1 to {@code list-limit}), starting
     * after {@code cursor} (null: from the newest).
     */
    public Page list(String projectId, String targetId, int limit, String cursor) {
        projects.find(projectId);
        if (SdkTarget.find(projectId, targetId).isEmpty()) {
            throw ApiException.notFound("sdk target " + targetId);
        }
        if (limit < 1 || limit > config.listLimit()) {
            throw new ApiException(400, "invalid_request", "limit must be a whole number from 1 to " + config.listLimit());
        }
        List<Build> found;
        if (cursor == null) {
            found = Build.<Build>find("projectId = ?1 and targetId = ?2 order by createdAt desc, id desc",
                    projectId, targetId).page(0, limit + 1).list();
        } else {
            BuildCursor after = BuildCursor.decode(cursor);
            found = Build.<Build>find("projectId = ?1 and targetId = ?2 and (createdAt < ?3 or (createdAt = ?3 and id < ?4))"
                            + " order by createdAt desc, id desc", projectId, targetId, after.createdAt(), after.buildId())
                    .page(0, limit + 1).list();
        }
        List<Build> page = found.size() > limit ? found.subList(0, limit) : found;
        String next = found.size() > limit
                ? new BuildCursor(page.get(page.size() - 1).createdAt, page.get(page.size() - 1).id).encode() : null;
        return new Page(page.stream().map(this::view).toList(), next);
    }

    /** What a list of builds across all projects is narrowed to; null fields do not narrow. */
    public record Filter(String projectId, String targetId, String state, String reason, Boolean superseded, String commit) {
    }

    /**
     * Builds of every project, newest first, narrowed by {@code filter}, at most {@code limit}
     * (1 to {@code list-limit}), starting after {@code cursor} (null: from the newest). An unknown
     * state or reason is 400; an unknown project or target simply matches nothing.
     */
    public Page search(Filter filter, int limit, String cursor) {
        if (limit < 1 || limit > config.listLimit()) {
            throw new ApiException(400, "invalid_request", "limit must be a whole number from 1 to " + config.listLimit());
        }
        StringBuilder where = new StringBuilder("1 = 1");
        java.util.Map<String, Object> params = new java.util.HashMap<>();
        if (filter.projectId() != null) {
            where.append(" and projectId = :project");
            params.put("project", filter.projectId());
        }
        if (filter.targetId() != null) {
            where.append(" and targetId = :target");
            params.put("target", filter.targetId());
        }
        if (filter.state() != null) {
            where.append(" and state = :state");
            params.put("state", java.util.Arrays.stream(BuildState.values()).filter(v -> v.wire().equals(filter.state()))
                    .findFirst().orElseThrow(() -> new ApiException(400, "invalid_request",
                            "state must be one of queued, validating, generating, succeeded, failed, stuck, cancelled")));
        }
        if (filter.superseded() != null) {
            where.append(filter.superseded() ? " and supersededBy is not null" : " and supersededBy is null");
        }
        if (filter.commit() != null) {
            if (!filter.commit().matches("[0-9a-f]{4,64}")) {
                throw new ApiException(400, "invalid_request", "commit must be a commit SHA (4 to 64 lower-case hex digits)");
            }
            // a full SHA or the prefix a console shows
            where.append(" and commit like :commit");
            params.put("commit", filter.commit() + "%");
        }
        if (filter.reason() != null) {
            if (!List.of("trigger", "retry", "push").contains(filter.reason())) {
                throw new ApiException(400, "invalid_request", "reason must be one of trigger, retry, push");
            }
            where.append(" and reason = :reason");
            params.put("reason", filter.reason());
        }
        if (cursor != null) {
            BuildCursor after = BuildCursor.decode(cursor);
            where.append(" and (createdAt < :after or (createdAt = :after and id < :afterId))");
            params.put("after", after.createdAt());
            params.put("afterId", after.buildId());
        }
        List<Build> found = Build.<Build>find(where + " order by createdAt desc, id desc", params)
                .page(0, limit + 1).list();
        List<Build> page = found.size() > limit ? found.subList(0, limit) : found;
        String next = found.size() > limit
                ? new BuildCursor(page.get(page.size() - 1).createdAt, page.get(page.size() - 1).id).encode() : null;
        return new Page(page.stream().map(this::view).toList(), next);
    }

    /** Every project, oldest first, each target with its newest build (the Builds console's projects view). */
    public List<ProjectOverview> overview() {
        List<ProjectOverview> result = new ArrayList<>();
        for (Project p : Project.<Project>list("order by createdAt, id")) {
            ProjectView v = projects.view(p);
            result.add(new ProjectOverview(v.projectId(), v.name(), v.configRepository(), v.createdAt(),
                    v.sdkTargets().stream().map(t -> new TargetOverview(t.id(), t.projectId(), t.language(), t.active(),
                            t.createdAt(), t.updatedAt(), t.sdkRepository(), latest(p.id, t.id()))).toList()));
        }
        return result;
    }

    /** The newest build of a target, or null when it has none. */
    public BuildView latest(String projectId, String targetId) {
        Build build = Build.<Build>find("projectId = ?1 and targetId = ?2 order by createdAt desc, id desc",
                projectId, targetId).firstResult();
        return build == null ? null : view(build);
    }

    /** Marks every active build without progress since {@code cutoff} as stuck; returns how many. */
    @Transactional
    public int markStuck(Instant cutoff) {
        List<Build> stale = Build.<Build>find(
                        "state in ?1 and lastProgressAt < ?2",
                        List.of(BuildState.QUEUED, BuildState.VALIDATING, BuildState.GENERATING), cutoff)
                .withLock(LockModeType.PESSIMISTIC_WRITE).list();
        Instant now = Instant.now();
        for (Build build : stale) {
            BuildState was = build.state;
            build.state = BuildState.STUCK;
            build.updatedAt = now;
            BuildAttempt attempt = BuildAttempt.find(build.id, build.attempt);
            if (attempt != null) {
                attempt.state = BuildState.STUCK;
            }
            appendLines(build, build.attempt, SOURCE, List.of("No progress since " + build.lastProgressAt + " while "
                    + was.wire() + " (limit " + config.stuckAfter() + "): the build is stuck and can be retried"));
            notifications.notify(build, "build.stuck", now);
            LOG.infof("build %s attempt %d is stuck (was %s)", build.id, build.attempt, was.wire());
        }
        return stale.size();
    }

    /**
     * The gateway could not publish {@code BuildRequested} for an attempt: the attempt's log says
     * why, and a still-queued attempt becomes {@code stuck} at once, so it can be retried as soon as
     * the broker is back instead of after {@code stuck-after}. (Should the event still arrive, a
     * stuck attempt that reports progress continues.)
     */
    @Transactional
    public void publishFailed(String projectId, String targetId, String buildId, int attempt, String reason) {
        Build build = Build.findById(buildId, LockModeType.PESSIMISTIC_WRITE);
        if (build == null || !build.projectId.equals(projectId) || !build.targetId.equals(targetId)) {
            throw ApiException.notFound("build " + buildId);
        }
        if (attempt < 1 || attempt > build.attempt) {
            throw ApiException.notFound("attempt " + attempt + " of build " + buildId);
        }
        boolean stuck = attempt == build.attempt && build.state == BuildState.QUEUED;
        appendLines(build, attempt, "api-gateway", List.of("BuildRequested could not be published: " + reason,
                stuck ? "The build is stuck: retry it once the message broker is back."
                        : "The build had moved on meanwhile; nothing else changes."));
        if (stuck) {
            build.state = BuildState.STUCK;
            build.updatedAt = Instant.now();
            BuildAttempt a = BuildAttempt.find(build.id, build.attempt);
            if (a != null) {
                a.state = BuildState.STUCK;
            }
            notifications.notify(build, "build.stuck", build.updatedAt);
        }
    }

    /** Appends lines to an attempt's log; the caller holds the build row lock. */
    public void appendLines(Build build, int attempt, String source, List<String> lines) {
        int seq = BuildLogLine.lastSeq(build.id, attempt);
        Instant now = Instant.now();
        for (String text : lines) {
            BuildLogLine line = new BuildLogLine();
            line.buildId = build.id;
            line.attempt = attempt;
            line.seq = ++seq;
            line.loggedAt = now;
            line.source = source == null ? "unknown" : source;
            line.line = text == null ? "" : text;
            line.persist();
        }
    }

    private Build newBuild(Project project, SdkTarget target, String commit, String reason, Instant now) {
        Build build = new Build();
        build.id = Ids.newId("bld");
        build.projectId = project.id;
        build.targetId = target.targetId;
        build.language = target.language;
        build.repositoryUrl = project.repositoryUrl;
        build.branch = project.branch;
        build.commit = commit;
        build.state = BuildState.QUEUED;
        build.attempt = 1;
        build.reason = reason;
        build.createdAt = now;
        build.updatedAt = now;
        build.lastProgressAt = now;
        build.persist();
        newAttempt(build, now);
        appendLines(build, 1, SOURCE, List.of("Build queued (" + reason + ") for " + target.language
                + " at commit " + commit + " of " + project.repositoryUrl + " (" + project.branch + ")"));
        return build;
    }

    private static void newAttempt(Build build, Instant now) {
        BuildAttempt a = new BuildAttempt();
        a.buildId = build.id;
        a.attempt = build.attempt;
        a.state = BuildState.QUEUED;
        a.reason = build.reason;
        a.createdAt = now;
        a.persist();
    }

    private static SdkTarget activeTarget(String projectId, String targetId) {
        SdkTarget target = SdkTarget.find(projectId, targetId)
                .orElseThrow(() -> ApiException.notFound("sdk target " + targetId));
        if (!target.active) {
            throw new ApiException(409, "target_inactive",
                    "sdk target " + targetId + " is no longer in the config's targets");
        }
        return target;
    }

    public BuildView view(Build build) {
        List<String> supersedes = Panache.getEntityManager()
                .createQuery("select b.id from Build b where b.supersededBy = ?1 order by b.createdAt, b.id", String.class)
                .setParameter(1, build.id).getResultList();
        return BuildView.of(build, BuildAttempt.ofBuild(build.id), supersedes);
    }
}
