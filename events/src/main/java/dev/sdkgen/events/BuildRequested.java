package dev.sdkgen.events;

import java.time.Instant;
import java.util.UUID;

/**
 * A build attempt was reserved by the orchestrator and must now be validated.
 * Producer: api-gateway. Consumers: spec-validator, build-orchestrator.
 *
 * @param reason {@code trigger}, {@code retry} or {@code push}
 */
public record BuildRequested(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                             int attempt, BuildSource source, String reason) implements BuildEvent {

    public static BuildRequested of(String buildId, int attempt, BuildSource source, String reason) {
        return new BuildRequested(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(),
                buildId, attempt, source, reason);
    }

    @Override
    public BuildRequested withEventId(String eventId) {
        return new BuildRequested(eventId, schemaVersion, occurredAt, buildId, attempt, source, reason);
    }
}
