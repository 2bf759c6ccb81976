package dev.sdkgen.events;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Event ids for the events one worker publishes while it handles one build attempt: the n-th event
 * gets a name-based UUID of {@code <buildId>/<attempt>/<producer>/<n>}, so handling the same
 * attempt again — the record redelivered to another instance after a rebalance, a worker killed
 * before it committed its offset, a restart — publishes the same ids, and the orchestrator, which
 * applies each event id once, ignores the repeat instead of logging the step twice
 * (docs/events.md, "Idempotent consumers"). Not thread-safe: one per handling.
 */
public final class EventIds {

    private final String scope;
    private int next;

    public EventIds(String buildId, int attempt, String producer) {
        this.scope = buildId + "/" + attempt + "/" + producer + "/";
    }

    /** The event under the next id of this handling. */
    @SuppressWarnings("unchecked")
    public <E extends BuildEvent> E next(E event) {
        String id = UUID.nameUUIDFromBytes((scope + next++).getBytes(StandardCharsets.UTF_8)).toString();
        return (E) event.withEventId(id);
    }
}
