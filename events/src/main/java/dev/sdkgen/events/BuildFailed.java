package dev.sdkgen.events;

import java.time.Instant;
import java.util.UUID;

/**
 * The attempt failed. {@code errorCode}/{@code errorTitle} are the first error (an SDKGEN
 * diagnostic code and its title, or an internal code such as {@code INTERNAL_ERROR}); the full
 * detail is in the log lines sent before this event.
 * Producers: spec-validator, codegen-worker. Consumer: build-orchestrator.
 */
public record BuildFailed(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                          int attempt, String producer, String errorCode, String errorTitle,
                          String message) implements BuildEvent {

    public static BuildFailed of(String buildId, int attempt, String producer, String errorCode,
                                 String errorTitle, String message) {
        return new BuildFailed(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, producer, errorCode, errorTitle, message);
    }

    @Override
    public BuildFailed withEventId(String eventId) {
        return new BuildFailed(eventId, schemaVersion, occurredAt, buildId, attempt, producer, errorCode, errorTitle,
                message);
    }
}
