package dev.sdkgen.events;

import java.time.Instant;
import java.util.UUID;

/**
 * The SDK of one language was generated and its archive stored; {@code artifact} is the claim
 * check. {@code sdkName} and {@code sdkVersion} are the config's {@code sdk.name} and
 * {@code sdk.version}; {@code delivery} is true when the worker goes on to deliver the SDK to the
 * target's SDK repository ({@link SdkDelivered} follows). The three were added within schema
 * version 1: older events read as null, null, false. {@code surface} is the SDK's public surface and its
 * comparison with the previous succeeded build (null when it could not be recorded; added within schema
 * version 1, older events read as null). Producer: codegen-worker. Consumer: build-orchestrator.
 */
public record SdkGenerated(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                           int attempt, String language, ArtifactRef artifact, String sdkName, String sdkVersion,
                           boolean delivery, SurfaceReport surface) implements BuildEvent {

    public static SdkGenerated of(String buildId, int attempt, String language, ArtifactRef artifact) {
        return of(buildId, attempt, language, artifact, null, null, false);
    }

    public static SdkGenerated of(String buildId, int attempt, String language, ArtifactRef artifact, String sdkName,
                                  String sdkVersion, boolean delivery) {
        return of(buildId, attempt, language, artifact, sdkName, sdkVersion, delivery, null);
    }

    public static SdkGenerated of(String buildId, int attempt, String language, ArtifactRef artifact, String sdkName,
                                  String sdkVersion, boolean delivery, SurfaceReport surface) {
        return new SdkGenerated(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, language, artifact, sdkName, sdkVersion, delivery, surface);
    }

    @Override
    public SdkGenerated withEventId(String eventId) {
        return new SdkGenerated(eventId, schemaVersion, occurredAt, buildId, attempt, language, artifact, sdkName,
                sdkVersion, delivery, surface);
    }
}
