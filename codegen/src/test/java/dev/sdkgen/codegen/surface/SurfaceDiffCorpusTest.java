package dev.sdkgen.codegen.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The surface-diff corpus ({@code corpus-diffs/}, SOURCES.md there): before/after pairs of real public specs, each
 * with its expected verdict, number of changes and SDKGEN309 per language. No compiler runs: the plans only.
 */
class SurfaceDiffCorpusTest {

    static Stream<Path> pairs() throws IOException {
        try (Stream<Path> list = Files.list(Toolchains.repoRoot().resolve("corpus-diffs"))) {
            List<Path> pairs = list.filter(p -> Files.isRegularFile(p.resolve("expected.txt"))).sorted().toList();
            assertTrue(pairs.size() >= 4, "the corpus has at least four pairs: " + pairs);
            return pairs.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void verdictPerLanguageIsTheExpectedOne(Path pair) throws IOException {
        SdkPlan old = Planner.plan(Fixtures.model(pair.resolve("old")));
        SdkPlan now = Planner.plan(Fixtures.model(pair.resolve("new")));
        List<String> actual = new ArrayList<>();
        for (Target t : Target.values()) {
            SurfaceDiff d = SurfaceDiff.diff(Surfaces.of(old, t), Surfaces.of(now, t));
            actual.add(t.id() + " " + d.verdict() + " " + d.changes().size() + " "
                    + VersionBumpCheck.check(d).map(w -> w.code().name()).orElse("-"));
        }
        List<String> expected = Files.readAllLines(pair.resolve("expected.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        assertEquals(expected, actual, () -> pair.getFileName() + ": " + String.join("\n", actual));
    }
}
