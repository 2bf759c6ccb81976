package dev.sdkgen.orchestrator.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildState;
import org.junit.jupiter.api.Test;

/** The pure rules behind webhook matching and state changes (no Quarkus needed). */
class RulesTest {

    @Test
    void theUrlsOfOneRepositoryShareAKey() {
        String key = "github.com/Acme/api";
        assertEquals(key, RepositoryUrls.key("https://github.com/Acme/api.git"));
        assertEquals(key, RepositoryUrls.key("https://GitHub.com/Acme/api/"));
        assertEquals(key, RepositoryUrls.key("git@github.com:Acme/api.git"));
        assertEquals(key, RepositoryUrls.key("ssh://git@github.com:22/Acme/api"));
        assertEquals(key, RepositoryUrls.key("https://token@github.com/Acme/api"));
        assertEquals("/srv/git/acme", RepositoryUrls.key("file:///srv/git/acme.git"));
        assertEquals("/srv/git/acme", RepositoryUrls.key("/srv/git/acme.git"));
        assertFalse(RepositoryUrls.key("https://github.com/Acme/api2").equals(key));
    }

    @Test
    void statesOnlyMoveForwardAndFinalStatesStay() {
        assertTrue(EventProcessor.canAdvance(BuildState.QUEUED, BuildState.VALIDATING));
        assertTrue(EventProcessor.canAdvance(BuildState.QUEUED, BuildState.GENERATING));
        assertTrue(EventProcessor.canAdvance(BuildState.VALIDATING, BuildState.FAILED));
        assertTrue(EventProcessor.canAdvance(BuildState.GENERATING, BuildState.SUCCEEDED));
        assertFalse(EventProcessor.canAdvance(BuildState.GENERATING, BuildState.VALIDATING));
        assertFalse(EventProcessor.canAdvance(BuildState.SUCCEEDED, BuildState.FAILED));
        assertFalse(EventProcessor.canAdvance(BuildState.FAILED, BuildState.SUCCEEDED));
        assertFalse(EventProcessor.canAdvance(BuildState.FAILED, BuildState.VALIDATING));
        // late progress of a stuck attempt continues it
        assertTrue(EventProcessor.canAdvance(BuildState.STUCK, BuildState.GENERATING));
        assertTrue(EventProcessor.canAdvance(BuildState.STUCK, BuildState.SUCCEEDED));
        // cancelled is final: no late event of the attempt moves it (issue 24, item 2)
        for (BuildState to : BuildState.values()) {
            assertFalse(EventProcessor.canAdvance(BuildState.CANCELLED, to), "cancelled -> " + to);
        }
        assertFalse(EventProcessor.canAdvance(BuildState.STUCK, BuildState.QUEUED));
    }
}
