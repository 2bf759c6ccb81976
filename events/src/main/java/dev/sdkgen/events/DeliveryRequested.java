package dev.sdkgen.events;

import java.time.Instant;
import java.util.UUID;

/**
 * A succeeded build's SDK must be delivered to its target's SDK repository again, without
 * generating it again: {@code artifact} is the archive of the build's current attempt (claim
 * check), {@code deliveryAttempt} the delivery's number (the worker's own delivery right after
 * generating is 1). Producer: api-gateway (the {@code deliver} action, after the orchestrator
 * reserved it). Consumers: codegen-worker ({@code sdk-delivery}), build-orchestrator.
 */
public record DeliveryRequested(String eventId, int schemaVersion, Instant occurredAt, String buildId, int attempt,
                                BuildSource source, ArtifactRef artifact, String sdkName, String sdkVersion,
                                int deliveryAttempt) implements BuildEvent {

    public static DeliveryRequested of(String buildId, int attempt, BuildSource source, ArtifactRef artifact,
                                       String sdkName, String sdkVersion, int deliveryAttempt) {
        return new DeliveryRequested(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId, attempt,
                source, artifact, sdkName, sdkVersion, deliveryAttempt);
    }

    @Override
    public DeliveryRequested withEventId(String eventId) {
        return new DeliveryRequested(eventId, schemaVersion, occurredAt, buildId, attempt, source, artifact, sdkName,
                sdkVersion, deliveryAttempt);
    }
}
