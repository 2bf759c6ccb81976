package dev.sdkgen.orchestrator.api;

import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.BuildAttempt;
import dev.sdkgen.orchestrator.domain.Project;
import dev.sdkgen.orchestrator.domain.RepositoryCredential;
import dev.sdkgen.orchestrator.domain.SdkRepository;
import dev.sdkgen.orchestrator.domain.SdkTarget;
import java.time.Instant;
import java.util.List;

/**
 * Request and response records of the orchestrator's internal API (JSON in snake_case). Entities
 * never leave the service: they are mapped here.
 */
public final class ApiModel {

    private ApiModel() {
    }

    /** {@code auth} is null for a public repository. */
    public record ConfigRepositoryView(String url, String branch, AuthView auth) {
    }

    /**
     * What is shown of a private repository's credentials: never the token or the private key.
     * {@code username} for a token; {@code publicKey}, {@code fingerprint} and {@code knownHosts}
     * for a deploy key.
     */
    public record AuthView(String type, String username, String publicKey, String fingerprint, String knownHosts) {
        public static AuthView of(RepositoryCredential c) {
            return c == null ? null : new AuthView(c.type, c.username, c.publicKey, c.fingerprint, c.knownHosts);
        }
    }

    /**
     * Credentials as the gateway registers them: what may be shown, and the secret already sealed
     * (this service cannot open it).
     */
    public record CredentialRequest(String type, String username, String publicKey, String fingerprint,
                                    String knownHosts, String sealed) {
    }

    /**
     * A project's new settings, as the gateway checked them: every field is the new value (the gateway
     * merges what the caller left out). {@code credentialChange}: {@code keep} the stored credential,
     * {@code replace} it with {@code credential} (sealed for the new URL), or {@code remove} it.
     */
    public record UpdateProjectRequest(String name, String repositoryUrl, String branch, List<String> targets,
                                       CredentialRequest credential, String credentialChange) {
    }

    /** What deleting a project removed, said plainly. */
    public record DeletedProjectView(String projectId, boolean deleted, long buildsRemoved, String message) {
    }

    /** The internal credential endpoint's answer to the workers: the sealed secret, for services that hold the key. */
    public record SealedCredentialView(String type, String sealed) {
    }

    /**
     * The SDK repository of a target as shown: URL, branch and what may be shown of its credentials
     * ({@code auth} null without credentials).
     */
    public record SdkRepositoryView(String url, String branch, AuthView auth, Instant createdAt, Instant updatedAt) {
        public static SdkRepositoryView of(SdkRepository r) {
            AuthView auth = r.type == null ? null
                    : new AuthView(r.type, r.username, r.publicKey, r.fingerprint, r.knownHosts);
            return new SdkRepositoryView(r.url, r.branch, auth, r.createdAt, r.updatedAt);
        }
    }

    /** Registration or change of a target's SDK repository; {@code credential} null for none. */
    public record SdkRepositoryRequest(String url, String branch, CredentialRequest credential) {
    }

    /** What the codegen-worker needs to deliver: where, and the sealed secret (null without credentials). */
    public record SdkRepositoryAccess(String url, String branch, String type, String sealed) {
    }

    /** {@code sdkRepository} is null when the target has none. */
    public record TargetView(String id, String projectId, String language, boolean active, Instant createdAt,
                             Instant updatedAt, SdkRepositoryView sdkRepository) {
        public static TargetView of(SdkTarget t, SdkRepository repository) {
            return new TargetView(t.targetId, t.projectId, t.language, t.active, t.createdAt, t.updatedAt,
                    repository == null ? null : SdkRepositoryView.of(repository));
        }
    }

    public record ProjectView(String projectId, String name, ConfigRepositoryView configRepository,
                              Instant createdAt, List<TargetView> sdkTargets) {
        public static ProjectView of(Project p, List<SdkTarget> targets, RepositoryCredential credential,
                                     List<SdkRepository> repositories) {
            return new ProjectView(p.id, p.name, new ConfigRepositoryView(p.repositoryUrl, p.branch,
                    AuthView.of(credential)), p.createdAt, targets.stream().map(t -> TargetView.of(t, repositories.stream()
                    .filter(r -> r.targetId.equals(t.targetId)).findFirst().orElse(null))).toList());
        }
    }

    /** A target with its newest build (null when it has none): the projects view of the Builds console. */
    public record TargetOverview(String id, String projectId, String language, boolean active, Instant createdAt,
                                 Instant updatedAt, SdkRepositoryView sdkRepository, BuildView latestBuild) {
    }

    /**
     * The delivery of a succeeded attempt's SDK to the target's SDK repository: {@code state}
     * {@code none} (the target has no SDK repository), {@code pending}, {@code delivered} or
     * {@code failed} (with {@code reason}); {@code commit} is the branch's commit that holds the SDK
     * ({@code committed} false when it was there already and no commit was made), {@code tag} the tag
     * created with it.
     */
    public record DeliveryView(String state, int attempt, String repositoryUrl, String branch, String commit,
                               Boolean committed, String tag, String reason, String sdkName, String sdkVersion,
                               Instant updatedAt) {
        public static DeliveryView of(Build b) {
            return b.deliveryState == null ? null : new DeliveryView(b.deliveryState, b.deliveryAttempt, b.deliveryUrl,
                    b.deliveryBranch, b.deliveryCommit, b.deliveryCommitted, b.deliveryTag, b.deliveryReason,
                    b.sdkName, b.sdkVersion, b.deliveryUpdatedAt);
        }
    }

    /**
     * The build's public surface compared with the target's previous succeeded build: {@code verdict} {@code major},
     * {@code minor}, {@code patch}, {@code none}, or {@code initial} (nothing to compare with); {@code againstBuildId}
     * the build compared with (null: initial); {@code changes} how many. Null until the attempt succeeded with one.
     */
    public record SurfaceView(String verdict, String againstBuildId, int changes) {
        public static SurfaceView of(Build b) {
            return b.surfaceVerdict == null ? null : new SurfaceView(b.surfaceVerdict, b.surfaceAgainst,
                    b.surfaceChanges == null ? 0 : b.surfaceChanges);
        }
    }

    /** For the codegen-worker: the surface of the target's previous succeeded build. */
    public record PreviousSurfaceView(String buildId, String surfaceId, String surfaceSha256) {
    }

    /** For the gateway and the codegen-worker: what a build's current attempt recorded, in the artifact-store. */
    public record SurfaceRecordView(String buildId, int attempt, String surfaceId, String surfaceSha256, String diffId,
                                    String diffSha256, String verdict, String againstBuildId, int changes,
                                    int warnings) {
        public static SurfaceRecordView of(Build b) {
            return new SurfaceRecordView(b.id, b.attempt, b.surfaceId, b.surfaceSha256, b.surfaceDiffId,
                    b.surfaceDiffSha256, b.surfaceVerdict, b.surfaceAgainst, b.surfaceChanges == null ? 0 : b.surfaceChanges,
                    b.surfaceWarnings == null ? 0 : b.surfaceWarnings);
        }
    }

    /** A project with its targets' newest builds. */
    public record ProjectOverview(String projectId, String name, ConfigRepositoryView configRepository,
                                  Instant createdAt, List<TargetOverview> sdkTargets) {
    }

    public record ErrorView(String code, String title, String message) {
    }

    public record ArtifactView(String id, String sha256, Long size, String mediaType, String fileName) {
    }

    /**
     * One attempt; {@code validatingAt} and {@code generatingAt} are when it entered those states
     * (null when it never did), which with {@code createdAt} and {@code finishedAt} make its timeline.
     */
    public record AttemptView(int attempt, String state, String reason, Instant createdAt, Instant validatingAt,
                              Instant generatingAt, Instant finishedAt, String errorCode, String errorTitle) {
        public static AttemptView of(BuildAttempt a) {
            return new AttemptView(a.attempt, a.state.wire(), a.reason, a.createdAt, a.validatingAt, a.generatingAt,
                    a.finishedAt, a.errorCode, a.errorTitle);
        }
    }

    public record BuildView(String buildId, String projectId, String sdkTargetId, String language,
                            String repositoryUrl, String branch, String commit, String commitMessage,
                            String state, int attempt,
                            String reason, Instant createdAt, Instant updatedAt, Instant finishedAt,
                            ErrorView error, ArtifactView artifact, SurfaceView surface, DeliveryView delivery,
                            List<AttemptView> attempts,
                            String supersededBy, List<String> supersedes, String workerInstance,
                            Instant workerLostAt, TrimmedView trimmed) {
        /**
         * {@code supersedes}: the earlier failed or stuck builds of the target that this one's success
         * resolved (each names this build in its {@code supersededBy}).
         */
        public static BuildView of(Build b, List<BuildAttempt> attempts, List<String> supersedes) {
            ErrorView error = b.errorCode == null ? null : new ErrorView(b.errorCode, b.errorTitle, b.errorMessage);
            ArtifactView artifact = b.artifactId == null ? null
                    : new ArtifactView(b.artifactId, b.artifactSha256, b.artifactSize, b.artifactMediaType,
                            b.artifactFileName);
            return new BuildView(b.id, b.projectId, b.targetId, b.language, b.repositoryUrl, b.branch, b.commit,
                    b.commitMessage, b.state.wire(), b.attempt, b.reason, b.createdAt, b.updatedAt, b.finishedAt, error, artifact,
                    SurfaceView.of(b), DeliveryView.of(b), attempts.stream().map(AttemptView::of).toList(), b.supersededBy, supersedes,
                    b.workerInstance, b.workerLostAt, TrimmedView.of(b));
        }
    }

    /**
     * What the retention policy removed from a build (null: nothing): the logs of attempts
     * 1..{@code attempts}, and — when {@code artifactRemoved} — the current attempt's SDK archive.
     */
    public record TrimmedView(Instant at, int attempts, int logLines, boolean artifactRemoved, String message) {
        static TrimmedView of(Build b) {
            if (b.trimmedAttempt == null) {
                return null;
            }
            return new TrimmedView(b.trimmedAt, b.trimmedAttempt, b.trimmedLogLines == null ? 0 : b.trimmedLogLines,
                    b.trimmedAttempt == b.attempt && b.artifactId != null,
                    dev.sdkgen.orchestrator.service.Retention.removedLine(b));
        }
    }

    /** One run of the retention job. */
    public record RetentionRunView(long id, Instant startedAt, Instant finishedAt, String projectId, int buildsTrimmed,
                                   long logLinesRemoved, int blobsRemoved, long bytesRemoved, int blobsPending,
                                   String note) {
        public static RetentionRunView of(Object[] row) {
            return new RetentionRunView(((Number) row[0]).longValue(), instant(row[1]), instant(row[2]), (String) row[3],
                    ((Number) row[4]).intValue(), ((Number) row[5]).longValue(), ((Number) row[6]).intValue(),
                    ((Number) row[7]).longValue(), ((Number) row[8]).intValue(), (String) row[9]);
        }

        private static Instant instant(Object value) {
            if (value instanceof Instant i) {
                return i;
            }
            if (value instanceof java.time.OffsetDateTime o) {
                return o.toInstant();
            }
            return ((java.sql.Timestamp) value).toInstant();
        }
    }

    /**
     * Registration of a project; {@code targets} were read from the config by the gateway;
     * {@code credential} is null for a public repository.
     */
    public record CreateProjectRequest(String name, String repositoryUrl, String branch, List<String> targets,
                                       CredentialRequest credential) {
    }

    /** Reservation of a new build of a target at a commit. */
    public record ReserveBuildRequest(String commit, String reason) {
    }

    /**
     * Reservation for a Git push. {@code targets} is the config's {@code targets} at the pushed
     * commit, or {@code null} when the config could not be read there (targets are then kept).
     */
    /**
     * {@code projectIds}: only these of the following projects build (the ones whose own webhook secret
     * signed the delivery); null for every following project (the global secret signed it).
     */
    public record PushRequest(String deliveryId, String provider, List<String> repositoryUrls, String branch,
                              String commit, List<String> targets, List<String> projectIds) {
    }

    /** Why the gateway could not publish an attempt's {@code BuildRequested}. */
    public record PublishFailure(String reason) {
    }

    /**
     * {@code duplicate}: the delivery id was seen before and nothing was reserved.
     * {@code alreadyBuilt}: for each target whose pushed commit had already succeeded, that build
     * (no new build for it). {@code redelivered}: the delivery id was seen before, and {@code builds} are its
     * builds whose requests could not be published then, each queued again as a new attempt (issue 27).
     */
    public record PushResult(boolean duplicate, List<BuildView> builds, List<BuildView> alreadyBuilt, boolean redelivered) {
    }

    public record ErrorBody(Error error) {
        public record Error(String code, String message) {
        }

        public static ErrorBody of(String code, String message) {
            return new ErrorBody(new Error(code, message));
        }
    }
}
