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
    private static final List<String> PROBES = List.of("exoscale", "keycloak", "mistral", "temporal", "tinvest");

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
    void theStyleProbesTakeTurnsBesideTheLargeSpecs() {
        Map<Path, Long> sizes = new TreeMap<>(SIZES);
        // kubernetes-apps is no probe: checked fully in every run; exoscale to tinvest are (0.3-0.8 MB each)
        for (String probe : List.of("exoscale", "keycloak", "mistral", "temporal", "tinvest", "kubernetes-apps")) {
            sizes.put(Path.of("corpus/" + probe), 500_000L);
        }
        List<String> picks = new ArrayList<>();
        for (long commit = 100; commit < 105; commit++) {
            GateRotation rotation = GateRotation.of(sizes, true, commit, "");
            List<String> full = PROBES.stream().filter(rotation::full).toList();
            assertEquals(1, full.size(), () -> "one style probe fully per run, the others light, not " + full);
            assertEquals(1, fullLarge(rotation).size(), "the large specs keep their own turns");
            assertTrue(rotation.full("kubernetes-apps") && rotation.full("oai-petstore"));
            picks.add(full.get(0));
        }
        assertEquals(PROBES, picks, "five consecutive commits check each probe once, in name order (100 % 5 = 0)");
        assertTrue(GateRotation.describe().contains("(commit 104) checks digitalocean fully; of the style probes "
                + "[exoscale, keycloak, mistral, temporal, tinvest] it checks tinvest fully"), GateRotation::describe);
        GateRotation named = GateRotation.of(sizes, true, 100, "mistral");
        assertEquals(List.of("exoscale", "mistral"), PROBES.stream().filter(named::full).toList());
        assertTrue(GateRotation.describe().contains("by -Dsdkgen.gate.full, [mistral] as well"), GateRotation::describe);
        assertEquals(PROBES, PROBES.stream().filter(GateRotation.of(sizes, true, 100, "true")::full).toList());
        assertEquals(PROBES, PROBES.stream().filter(GateRotation.of(sizes, true, -1, "")::full).toList());
        Map<Path, Long> probesOnly = new TreeMap<>(Map.of(Path.of("corpus/mistral"), 1L, Path.of("corpus/temporal"), 1L,
                Path.of("corpus/oai-petstore"), 1L));
        GateRotation noLarge = GateRotation.of(probesOnly, true, 7, "");
        assertEquals(List.of(false, true, true), List.of(noLarge.full("mistral"), noLarge.full("temporal"), noLarge.full("oai-petstore")),
                "without large specs the probes still take turns (7 % 2 = 1: temporal)");
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
