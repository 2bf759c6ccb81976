package dev.sdkgen.orchestrator.service;

import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.notify.Notifications;
import dev.sdkgen.orchestrator.api.ApiModel.BuildView;
import dev.sdkgen.orchestrator.api.ApiModel.CredentialRequest;
import dev.sdkgen.orchestrator.api.ApiModel.SdkRepositoryAccess;
import dev.sdkgen.orchestrator.api.ApiModel.SdkRepositoryRequest;
import dev.sdkgen.orchestrator.api.ApiModel.SdkRepositoryView;
import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.SdkRepository;
import dev.sdkgen.orchestrator.domain.SdkTarget;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * SDK repositories of targets, and the delivery state of builds (docs/services.md, "Delivery"):
 * {@code none | pending | delivered | failed} next to the build's own state, which a delivery
 * never changes (a build whose delivery failed is still {@code succeeded}).
 */
@ApplicationScoped
public class DeliveryService {

    public static final String NONE = "none";
    public static final String PENDING = "pending";
    public static final String DELIVERED = "delivered";
    public static final String FAILED = "failed";

    private final ProjectService projects;
    private final BuildService builds;
    private final OrchestratorConfig config;
    private final Notifications notifications;

    public DeliveryService(ProjectService projects, BuildService builds, OrchestratorConfig config,
                           Notifications notifications) {
        this.projects = projects;
        this.builds = builds;
        this.config = config;
        this.notifications = notifications;
    }

    /** Registers or replaces a target's SDK repository (the gateway checked and sealed it). */
    @Transactional
    public SdkRepositoryView put(String projectId, String targetId, SdkRepositoryRequest request) {
        target(projectId, targetId);
        if (request == null || blank(request.url()) || blank(request.branch())) {
            throw new ApiException(400, "invalid_request", "url and branch are required");
        }
        CredentialRequest c = request.credential();
        if (c != null && (!Set.of("token", "ssh_key").contains(String.valueOf(c.type())) || c.sealed() == null
                || !c.sealed().startsWith("v1:"))) {
            throw new ApiException(400, "invalid_request", "credential needs type token|ssh_key and a sealed secret");
        }
        Instant now = Instant.now();
        SdkRepository r = SdkRepository.of(projectId, targetId).orElseGet(() -> {
            SdkRepository created = new SdkRepository();
            created.projectId = projectId;
            created.targetId = targetId;
            created.createdAt = now;
            return created;
        });
        r.url = request.url().trim();
        r.branch = request.branch().trim();
        r.type = c == null ? null : c.type();
        r.username = c == null ? null : c.username();
        r.publicKey = c == null ? null : c.publicKey();
        r.fingerprint = c == null ? null : c.fingerprint();
        r.knownHosts = c == null ? null : c.knownHosts();
        r.sealed = c == null ? null : c.sealed();
        r.updatedAt = now;
        r.persist();
        return SdkRepositoryView.of(r);
    }

    public SdkRepositoryView get(String projectId, String targetId) {
        return SdkRepositoryView.of(repository(projectId, targetId));
    }

    @Transactional
    public void delete(String projectId, String targetId) {
        repository(projectId, targetId).delete();
    }

    /** Where to deliver and the sealed credentials, for the codegen-worker; 404 when the target has no SDK repository. */
    public SdkRepositoryAccess access(String projectId, String targetId, String buildId, Integer attempt) {
        SdkRepository r = repository(projectId, targetId);
        Build build = buildId == null ? null : Build.findById(buildId);
        if (build != null && build.state == BuildState.CANCELLED && (attempt == null || attempt == build.attempt)) {
            // an operator cancelled the attempt while it was generating: its SDK goes nowhere
            throw new ApiException(409, "build_cancelled", "build " + buildId + " attempt " + build.attempt
                    + " was cancelled: its SDK is not delivered");
        }
        return new SdkRepositoryAccess(r.url, r.branch, r.type, r.sealed);
    }

    /**
     * A deliver retry: the build's SDK delivered again without generating it. 404 unknown build;
     * 409 {@code build_not_succeeded} unless it succeeded, {@code no_sdk_repository} when the target
     * has none, {@code delivery_in_progress} while a delivery is pending (for less than
     * {@code stuck-after}: one pending longer, whose worker went away, may be replaced). The row lock makes two
     * concurrent requests one delivery and one 409.
     */
    @Transactional
    public BuildView reserve(String projectId, String targetId, String buildId) {
        Build build = Build.findById(buildId, LockModeType.PESSIMISTIC_WRITE);
        if (build == null || !build.projectId.equals(projectId) || !build.targetId.equals(targetId)) {
            throw ApiException.notFound("build " + buildId);
        }
        if (build.state != BuildState.SUCCEEDED || build.artifactId == null) {
            throw new ApiException(409, "build_not_succeeded", "build " + buildId + " is " + build.state.wire()
                    + "; only a succeeded build's SDK can be delivered (retry the build instead)");
        }
        if (SdkRepository.of(projectId, targetId).isEmpty()) {
            throw new ApiException(409, "no_sdk_repository", "sdk target " + targetId + " has no SDK repository; "
                    + "register one with PUT …/sdk-targets/" + targetId + "/repository");
        }
        if (PENDING.equals(build.deliveryState) && build.deliveryUpdatedAt != null
                && build.deliveryUpdatedAt.isAfter(Instant.now().minus(config.stuckAfter()))) {
            // a delivery pending for longer than stuck-after (its worker died) may be replaced
            throw new ApiException(409, "delivery_in_progress", "delivery " + build.deliveryAttempt + " of build "
                    + buildId + " is still pending");
        }
        build.deliveryAttempt += 1;
        build.deliveryState = PENDING;
        build.deliveryReason = null;
        build.deliveryUpdatedAt = Instant.now();
        builds.appendLines(build, build.attempt, BuildService.SOURCE, List.of("Delivery " + build.deliveryAttempt
                + " of the SDK of attempt " + build.attempt + " queued (deliver)"));
        return builds.view(build);
    }

    /** The gateway could not publish {@code DeliveryRequested}: the pending delivery fails with the reason (retryable). */
    @Transactional
    public void publishFailed(String projectId, String targetId, String buildId, int deliveryAttempt, String reason) {
        Build build = Build.findById(buildId, LockModeType.PESSIMISTIC_WRITE);
        if (build == null || !build.projectId.equals(projectId) || !build.targetId.equals(targetId)) {
            throw ApiException.notFound("build " + buildId);
        }
        builds.appendLines(build, build.attempt, "api-gateway", List.of("DeliveryRequested could not be published: "
                + reason));
        if (deliveryAttempt == build.deliveryAttempt && PENDING.equals(build.deliveryState)) {
            build.deliveryState = FAILED;
            build.deliveryReason = "the delivery could not be queued: " + reason;
            build.deliveryUpdatedAt = Instant.now();
        }
    }

    /** SdkGenerated of the current attempt: the SDK's identity, and whether a delivery follows. */
    void generated(Build build, SdkGenerated e, Instant now) {
        build.sdkName = e.sdkName();
        build.sdkVersion = e.sdkVersion();
        if (build.deliveryState == null) {
            build.deliveryState = e.delivery() ? PENDING : NONE;
            build.deliveryAttempt = e.delivery() ? 1 : 0;
            build.deliveryUpdatedAt = now;
        }
    }

    /**
     * SdkDelivered of the current attempt: the outcome of its newest delivery. An older delivery's
     * outcome only adds its lines (the caller logged them); one may arrive before SdkGenerated
     * (another topic), so it does not need a pending state.
     */
    void delivered(Build build, SdkDelivered e, Instant now) {
        if (e.deliveryAttempt() < build.deliveryAttempt) {
            return;
        }
        build.deliveryAttempt = e.deliveryAttempt();
        build.deliveryUrl = e.repositoryUrl();
        build.deliveryBranch = e.branch();
        if (e.delivered()) {
            build.deliveryState = DELIVERED;
            build.deliveryCommit = e.commit();
            build.deliveryCommitted = e.committed();
            build.deliveryTag = e.tag();
            build.deliveryReason = null;
        } else if (e.repositoryUrl() == null && SdkRepository.of(build.projectId, build.targetId).isEmpty()) {
            // the worker could not ask whether there is an SDK repository (this service was
            // unavailable), and there is none: nothing was to be delivered
            build.deliveryState = NONE;
            build.deliveryReason = null;
        } else {
            // the commit and tag of an earlier delivery of this attempt stay shown
            build.deliveryState = FAILED;
            build.deliveryReason = e.reason();
            notifications.notify(build, "delivery.failed", now);
        }
        build.deliveryUpdatedAt = now;
    }

    private static SdkTarget target(String projectId, String targetId) {
        return SdkTarget.find(projectId, targetId).orElseThrow(() -> ApiException.notFound("sdk target " + targetId));
    }

    private SdkRepository repository(String projectId, String targetId) {
        projects.find(projectId);
        target(projectId, targetId);
        return SdkRepository.of(projectId, targetId)
                .orElseThrow(() -> ApiException.notFound("SDK repository of sdk target " + targetId));
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
