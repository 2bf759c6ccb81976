package dev.sdkgen.events;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A worker reports progress: optionally a new state ({@code validating} or {@code generating}),
 * and log lines to append to the attempt's log, in order.
 * Producers: spec-validator, codegen-worker. Consumer: build-orchestrator.
 *
 * @param producer the reporting service
 * @param state    the state the build entered, or {@code null} for log lines only
 * @param lines    log lines, without line terminators
 * @param commitMessage the subject line of the build's commit, once the spec-validator has read it
 *                 (null otherwise; added within schema version 1, older events read as null)
 */
public record BuildProgress(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                            int attempt, String producer, BuildState state, List<String> lines,
                            String commitMessage)
        implements BuildEvent {

    public BuildProgress {
        lines = lines == null ? List.of() : List.copyOf(lines);
    }

    public static BuildProgress of(String buildId, int attempt, String producer, BuildState state,
                                   List<String> lines) {
        return new BuildProgress(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, producer, state, lines, null);
    }

    /** The same event, also reporting the commit's subject line. */
    public BuildProgress withCommitMessage(String message) {
        return new BuildProgress(eventId, schemaVersion, occurredAt, buildId, attempt, producer, state, lines, message);
    }

    @Override
    public BuildProgress withEventId(String eventId) {
        return new BuildProgress(eventId, schemaVersion, occurredAt, buildId, attempt, producer, state, lines, commitMessage);
    }
}
