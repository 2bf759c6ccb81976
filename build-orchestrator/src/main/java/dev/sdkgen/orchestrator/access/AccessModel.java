package dev.sdkgen.orchestrator.access;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/** Request and response records of the internal access API (JSON in snake_case). */
public final class AccessModel {

    private AccessModel() {
    }

    /** A token as the gateway made it: the hash of the secret and what may be shown. */
    public record TokenRequest(String name, String tokenHash, String prefix, String role, List<String> projects,
                               Instant expiresAt, String createdBy) {
    }

    /** A token as shown: never the hash or the secret. {@code projects} is null for every project. */
    public record TokenView(String id, String name, String prefix, String role, List<String> projects,
                            String createdBy, Instant createdAt, Instant expiresAt, Instant revokedAt) {
        static TokenView of(ApiToken t) {
            return new TokenView(t.id, t.name, t.prefix, t.role,
                    t.projects == null ? null : Arrays.asList(t.projects.split(" ")),
                    t.createdBy, t.createdAt, t.expiresAt, t.revokedAt);
        }
    }

    /** One write to record. */
    public record AuditRequest(String actorId, String actorName, String action, String targetType, String targetId,
                               String projectId, int status, String detail) {
    }

    public record AuditView(long id, Instant at, String actorId, String actorName, String action, String targetType,
                            String targetId, String projectId, int status, String detail) {
        static AuditView of(AuditEntry e) {
            return new AuditView(e.id, e.at, e.actorId, e.actorName, e.action, e.targetType, e.targetId, e.projectId,
                    e.status, e.detail);
        }
    }

    /** A new webhook secret (sealed by the gateway); the current one stays accepted for {@code graceSeconds}. */
    public record WebhookSecretRequest(String sealed, long graceSeconds) {
    }

    /** The sealed secrets a delivery may be signed with; {@code previousSealed} only while in its grace period. */
    public record WebhookSecretView(String projectId, String sealed, Instant createdAt, String previousSealed,
                                    Instant previousValidUntil) {
    }
}
