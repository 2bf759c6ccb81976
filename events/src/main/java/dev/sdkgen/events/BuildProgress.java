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
 * @param instance the service instance handling the attempt ({@code codegen-worker@host/pid}), set on
 *                 heartbeats only (null otherwise; added within schema version 1)
 */
public record BuildProgress(String eventId, int schemaVersion, Instant occurredAt, String buildId,
                            int attempt, String producer, BuildState state, List<String> lines,
                            String commitMessage, String instance)
        implements BuildEvent {

    public BuildProgress {
        lines = lines == null ? List.of() : List.copyOf(lines);
    }

    public static BuildProgress of(String buildId, int attempt, String producer, BuildState state,
                                   List<String> lines) {
        return new BuildProgress(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, producer, state, lines, null, null);
    }

    /**
     * "Still working on it": no state, no lines, the instance that handles the attempt, a random id
     * (heartbeats are not part of the handling's deterministic ids: a redelivery's heartbeats are
     * new events, and they are how the orchestrator learns who took the attempt over).
     */
    public static BuildProgress heartbeat(String buildId, int attempt, String producer, String instance) {
        return new BuildProgress(UUID.randomUUID().toString(), SCHEMA_VERSION, Instant.now(), buildId,
                attempt, producer, null, List.of(), null, instance);
    }

    /** A heartbeat carries the instance and nothing else. */
    public boolean isHeartbeat() {
        return instance != null;
    }

    /** The same event, also reporting the commit's subject line. */
    public BuildProgress withCommitMessage(String message) {
        return new BuildProgress(eventId, schemaVersion, occurredAt, buildId, attempt, producer, state, lines, message,
                instance);
    }

    @Override
    public BuildProgress withEventId(String eventId) {
        return new BuildProgress(eventId, schemaVersion, occurredAt, buildId, attempt, producer, state, lines, commitMessage,
                instance);
    }
}
