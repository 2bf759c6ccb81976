package dev.sdkgen.orchestrator.domain;

import dev.sdkgen.events.BuildState;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One run of one SDK target at one commit; its current attempt's state is kept here. */
@Entity
@Table(name = "build")
public class Build extends PanacheEntityBase {

    @Id
    public String id;

    @Column(name = "project_id")
    public String projectId;

    @Column(name = "target_id")
    public String targetId;

    public String language;

    @Column(name = "repository_url")
    public String repositoryUrl;

    public String branch;

    @Column(name = "commit_sha")
    public String commit;

    /** The commit's subject line, once a producer reported it (null before). */
    @Column(name = "commit_message")
    public String commitMessage;

    @Enumerated(EnumType.STRING)
    public BuildState state;

    public int attempt;

    public String reason;

    /** The webhook delivery ({@code github:<id>}) that reserved this build; null for a trigger or a registration. */
    @Column(name = "webhook_delivery_id")
    public String webhookDeliveryId;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "updated_at")
    public Instant updatedAt;

    /** Last time anything happened to the current attempt; the stuck detector watches this. */
    @Column(name = "last_progress_at")
    public Instant lastProgressAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    @Column(name = "error_code")
    public String errorCode;

    @Column(name = "error_title")
    public String errorTitle;

    @Column(name = "error_message")
    public String errorMessage;

    @Column(name = "ir_id")
    public String irId;

    @Column(name = "artifact_id")
    public String artifactId;

    @Column(name = "artifact_sha256")
    public String artifactSha256;

    @Column(name = "artifact_size")
    public Long artifactSize;

    @Column(name = "artifact_media_type")
    public String artifactMediaType;

    @Column(name = "artifact_file_name")
    public String artifactFileName;

    /** The config's sdk.name and sdk.version, from SdkGenerated (null before, and for older events). */
    @Column(name = "sdk_name")
    public String sdkName;

    @Column(name = "sdk_version")
    public String sdkVersion;

    /** null before the attempt succeeded; none | pending | delivered | failed. */
    @Column(name = "delivery_state")
    public String deliveryState;

    /** The current delivery's number (1: the worker's own, after generating; +1 per deliver retry). */
    @Column(name = "delivery_attempt")
    public int deliveryAttempt;

    @Column(name = "delivery_url")
    public String deliveryUrl;

    @Column(name = "delivery_branch")
    public String deliveryBranch;

    @Column(name = "delivery_commit")
    public String deliveryCommit;

    /** False when the branch had exactly this SDK already (no commit was made). */
    @Column(name = "delivery_committed")
    public Boolean deliveryCommitted;

    @Column(name = "delivery_tag")
    public String deliveryTag;

    @Column(name = "delivery_reason")
    public String deliveryReason;

    @Column(name = "delivery_updated_at")
    public Instant deliveryUpdatedAt;

    /** The current attempt's surface.json in the artifact-store (null until it succeeded with one). */
    @Column(name = "surface_id")
    public String surfaceId;

    @Column(name = "surface_sha256")
    public String surfaceSha256;

    /** Its diff document against {@link #surfaceAgainst} (the shape of {@code sdkgen diff --format json}). */
    @Column(name = "surface_diff_id")
    public String surfaceDiffId;

    @Column(name = "surface_diff_sha256")
    public String surfaceDiffSha256;

    /** major | minor | patch | none | initial (nothing compared). */
    @Column(name = "surface_verdict")
    public String surfaceVerdict;

    /** The build compared with: the target's previous succeeded build (null: initial). */
    @Column(name = "surface_against")
    public String surfaceAgainst;

    @Column(name = "surface_changes")
    public Integer surfaceChanges;

    @Column(name = "surface_warnings")
    public Integer surfaceWarnings;

    /** Forgets the surface of the previous attempt (a retry generates again). */
    public void clearSurface() {
        surfaceId = null;
        surfaceSha256 = null;
        surfaceDiffId = null;
        surfaceDiffSha256 = null;
        surfaceVerdict = null;
        surfaceAgainst = null;
        surfaceChanges = null;
        surfaceWarnings = null;
    }

    /** Forgets the delivery of the previous attempt (a retry generates again). */
    public void clearDelivery() {
        deliveryState = null;
        deliveryAttempt = 0;
        deliveryUrl = null;
        deliveryBranch = null;
        deliveryCommit = null;
        deliveryCommitted = null;
        deliveryTag = null;
        deliveryReason = null;
        deliveryUpdatedAt = null;
    }
    /** The later succeeded build of the same target that resolved this failed or stuck one (null: unresolved). */
    @Column(name = "superseded_by")
    public String supersededBy;

    /** The service instance ({@code codegen-worker@host/pid}) whose heartbeat the current attempt last had. */
    @Column(name = "worker_instance")
    public String workerInstance;

    @Column(name = "worker_seen_at")
    public Instant workerSeenAt;

    /** When that instance was reported lost (no heartbeat for {@code worker-lost-after}); null while it beats. */
    @Column(name = "worker_lost_at")
    public Instant workerLostAt;

    /** Attempts 1..trimmedAttempt had their log removed by the retention policy (null: nothing removed). */
    @Column(name = "trimmed_attempt")
    public Integer trimmedAttempt;

    @Column(name = "trimmed_at")
    public Instant trimmedAt;

    /** How many log lines the retention policy removed (all trims of this build together). */
    @Column(name = "trimmed_log_lines")
    public Integer trimmedLogLines;

    /** True until the artifact-store confirmed that the row's archive and IR document are gone. */
    @Column(name = "blobs_pending")
    public boolean blobsPending;

    /** Whether the retention policy removed this attempt's log (and, for the current attempt, its archive). */
    public boolean trimmed(int attemptNumber) {
        return trimmedAttempt != null && attemptNumber <= trimmedAttempt;
    }
}
