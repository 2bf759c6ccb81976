package dev.sdkgen.events;

import java.time.Instant;
import java.util.UUID;

/**
 * The SDK of one language was generated and its archive stored; {@code artifact} is the claim
 * check. Producer: codegen-worker. Consumer: build-orchestrator.
 */
public record SdkGenerated(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                           int attempt, String language, ArtifactRef artifact) implements BuildEvent {

    public static SdkGenerated of(String buildId, int attempt, String language, ArtifactRef artifact) {
        return new SdkGenerated(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, language, artifact);
    }

    @Override
    public SdkGenerated withEventId(String eventId) {
        return new SdkGenerated(eventId, schemaVersion, occurredAt, buildId, attempt, language, artifact);
    }
}
