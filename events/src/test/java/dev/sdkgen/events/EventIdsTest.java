package dev.sdkgen.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 12: handling the same attempt again gives its events the same ids, in the same order. */
class EventIdsTest {

    private static List<String> handle(String buildId, int attempt, String producer) {
        EventIds ids = new EventIds(buildId, attempt, producer);
        return List.of(
                ids.next(BuildProgress.of(buildId, attempt, producer, BuildState.GENERATING, List.of("a"))).eventId(),
                ids.next(BuildProgress.of(buildId, attempt, producer, null, List.of("b"))).eventId(),
                ids.next(BuildFailed.of(buildId, attempt, producer, "X", "t", "m")).eventId());
    }

    @Test
    void theSameHandlingGetsTheSameIdsAndAnythingElseOthers() {
        List<String> first = handle("bld_1", 1, "codegen-worker");
        assertEquals(first, handle("bld_1", 1, "codegen-worker"));
        assertEquals(3, first.stream().distinct().count());
        assertNotEquals(first.get(0), handle("bld_1", 2, "codegen-worker").get(0));
        assertNotEquals(first.get(0), handle("bld_2", 1, "codegen-worker").get(0));
        assertNotEquals(first.get(0), handle("bld_1", 1, "spec-validator").get(0));
    }

    @Test
    void withEventIdKeepsEverythingElse() {
        BuildProgress p = BuildProgress.of("bld_1", 1, "spec-validator", BuildState.VALIDATING, List.of("line"))
                .withCommitMessage("Add pets");
        BuildProgress renamed = new EventIds("bld_1", 1, "spec-validator").next(p);
        assertEquals(p, new BuildProgress(p.eventId(), renamed.schemaVersion(), renamed.occurredAt(), renamed.buildId(),
                renamed.attempt(), renamed.producer(), renamed.state(), renamed.lines(), renamed.commitMessage(),
                renamed.instance()));
        assertNotEquals(p.eventId(), renamed.eventId());
    }
}
