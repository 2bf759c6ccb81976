package dev.sdkgen.events;

import java.time.Instant;
import java.util.UUID;

/**
 * The Config Repository at the build's commit is valid. The IR is NOT in the event: {@code ir}
 * is a claim check for the IR JSON kept by the artifact-store.
 * Producer: spec-validator. Consumers: codegen-worker (the group of {@code source.language}),
 * build-orchestrator.
 *
 * @param warnings number of warning diagnostics (their text went to the log as progress lines)
 */
public record BuildValidated(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                             int attempt, BuildSource source, ArtifactRef ir, int warnings)
        implements BuildEvent {

    public static BuildValidated of(String buildId, int attempt, BuildSource source, ArtifactRef ir,
                                    int warnings) {
        return new BuildValidated(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, source, ir, warnings);
    }

    @Override
    public BuildValidated withEventId(String eventId) {
        return new BuildValidated(eventId, schemaVersion, occurredAt, buildId, attempt, source, ir, warnings);
    }
}
