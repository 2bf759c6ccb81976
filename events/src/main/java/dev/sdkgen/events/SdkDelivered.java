package dev.sdkgen.events;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The outcome of one delivery of a build's SDK to its SDK repository: {@code delivered} true with
 * the branch's commit ({@code committed} false when the branch already had exactly this SDK and no
 * commit was made) and the tag created (or null); or {@code delivered} false with {@code reason}
 * (rejected push, refused credentials, unreachable server: the message says which). {@code lines}
 * go to the build's log. Producer: codegen-worker. Consumer: build-orchestrator.
 */
public record SdkDelivered(String eventId, int schemaVersion, Instant occurredAt, String buildId, int attempt,
                           int deliveryAttempt, boolean delivered, String repositoryUrl, String branch, String commit,
                           boolean committed, String tag, String reason, List<String> lines) implements BuildEvent {

    public static SdkDelivered of(String buildId, int attempt, int deliveryAttempt, boolean delivered,
                                  String repositoryUrl, String branch, String commit, boolean committed, String tag,
                                  String reason, List<String> lines) {
        return new SdkDelivered(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId, attempt,
                deliveryAttempt, delivered, repositoryUrl, branch, commit, committed, tag, reason, List.copyOf(lines));
    }

    @Override
    public SdkDelivered withEventId(String eventId) {
        return new SdkDelivered(eventId, schemaVersion, occurredAt, buildId, attempt, deliveryAttempt, delivered,
                repositoryUrl, branch, commit, committed, tag, reason, lines);
    }
}
