package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Which specs a run of the compile gate checks fully (docs/codegen.md, "Which rows a run checks fully"). */
class GateRotationTest {
    private static final Map<Path, Long> SIZES = new TreeMap<>(Map.of(
            Path.of("corpus/github"), 13_000_000L, Path.of("corpus/stripe"), 4_000_000L, Path.of("corpus/openai"), 2_900_000L,
            Path.of("corpus/digitalocean"), 14_000_000L, Path.of("corpus/oai-petstore"), 8_000L, Path.of("corpus/big-enough"), 1_000_000L));
    private static final List<String> LARGE = List.of("digitalocean", "github", "openai", "stripe");

    private static List<String> fullLarge(GateRotation rotation) {
        return LARGE.stream().filter(rotation::full).toList();
    }

    @Test
    void everySmallSpecIsCheckedFullyAndOneLargeSpecPerCommitInNameOrder() {
        List<String> picks = new ArrayList<>();
        for (long commit = 100; commit < 104; commit++) {
            GateRotation rotation = GateRotation.of(SIZES, true, commit, "");
            assertTrue(rotation.full("oai-petstore"));
            assertTrue(rotation.full("big-enough"), "1,000,000 bytes is not above the limit");
            List<String> full = fullLarge(rotation);
            assertEquals(1, full.size(), () -> "one large spec per run, not " + full);
            picks.add(full.get(0));
        }
        assertEquals(List.of("digitalocean", "github", "openai", "stripe"), picks, "commit 100: 100 % 4 = 0, the first in name order");
        assertTrue(GateRotation.describe().contains("(commit 103) checks stripe fully"), GateRotation::describe);
    }

    @Test
    void thePropertyChecksEverySpecOrTheNamedOnesFully() {
        assertEquals(LARGE, fullLarge(GateRotation.of(SIZES, true, 100, "true")));
        assertEquals(List.of("digitalocean", "stripe"), fullLarge(GateRotation.of(SIZES, true, 100, "stripe")));
        assertFalse(GateRotation.of(SIZES, true, 100, "stripe").full("openai"));
        assertEquals(List.of("digitalocean", "github", "stripe"), fullLarge(GateRotation.of(SIZES, true, 100, "github,stripe")));
    }

    @Test
    void withoutGitOrOnOtherSpecsEverySpecIsCheckedFully() {
        assertEquals(LARGE, fullLarge(GateRotation.of(SIZES, true, -1, "")));
        assertEquals(LARGE, fullLarge(GateRotation.of(SIZES, false, 100, "")));
    }
}
