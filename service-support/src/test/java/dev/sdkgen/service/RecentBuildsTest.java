package dev.sdkgen.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RecentBuildsTest {

    @Test
    void aRedeliveredAttemptIsNotFirstTimeAnotherAttemptIs() {
        RecentBuilds recent = new RecentBuilds();
        assertTrue(recent.firstTime("bld_a", 1));
        assertFalse(recent.firstTime("bld_a", 1));
        assertTrue(recent.firstTime("bld_a", 2));
        assertTrue(recent.firstTime("bld_b", 1));
    }

    @Test
    void onlyTheLatestAreRemembered() {
        RecentBuilds recent = new RecentBuilds(2);
        assertTrue(recent.firstTime("bld_a", 1));
        assertTrue(recent.firstTime("bld_b", 1));
        assertTrue(recent.firstTime("bld_c", 1));
        assertFalse(recent.firstTime("bld_c", 1));
        assertTrue(recent.firstTime("bld_a", 1), "the oldest was forgotten");
    }
}
