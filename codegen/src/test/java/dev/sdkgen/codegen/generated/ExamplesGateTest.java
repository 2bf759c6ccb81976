package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.ExamplesGate;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.init.ConfigGuesser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples gate on every spec of the corpus in every language (docs/codegen.md, "Examples gate"): the spec's
 * own examples, written as typed snippets next to the generated SDK, checked by one strict checker run per spec
 * and language ({@link ExamplesGate}). Asserted per row, against {@code src/test/resources/examples-gate.tsv}:
 * the number of examples tried and passed, how many fail because the example violates its own schema (the
 * spec's error, computed by {@code SchemaCheck}, each named in the report), how many fail for any other reason
 * (a fault of sdkgen: the goal is zero); and no checker error outside the snippets. After an intended change,
 * {@code -Dsdkgen.examples.update=true} rewrites the file (review its diff). The report of every row is written
 * to {@code target/examples-gate/report.txt} ({@code -Dsdkgen.examples.report=FILE} adds another copy);
 * {@code bench/examples.sh} runs this test on any spec folder.
 */
@Execution(ExecutionMode.CONCURRENT)
class ExamplesGateTest {
    private static final Path EXPECTED = Toolchains.codegenDir().resolve("src/test/resources/examples-gate.tsv");
    private static final boolean UPDATE = Boolean.getBoolean("sdkgen.examples.update");
    /** Checked against the expectations only on the repository's corpus (a bench run on other specs reports). */
    private static final boolean CORPUS = Optional.ofNullable(System.getProperty("sdkgen.specs.dir")).orElse("").isBlank();
    private static final Map<String, Optional<Engine.Validation>> VALIDATIONS = new ConcurrentHashMap<>();
    private static final Map<String, String> MEASURED = new ConcurrentHashMap<>();
    /** Rows still to run per spec: a spec's validation (GitHub's is large) is dropped after its last language. */
    private static final Map<String, Integer> PENDING = new ConcurrentHashMap<>();

    @BeforeAll
    static void freshReport() throws IOException {
        Files.deleteIfExists(Toolchains.codegenDir().resolve("target/examples-gate/report.txt"));
    }

    static Stream<Arguments> cases() throws IOException {
        return CompileGateTest.cases(CORPUS ? 4 : 1);
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("cases")
    void specExamplesTypeCheckAgainstTheGeneratedTypes(String spec, String specFile, Target target) {
        Optional<Engine.Validation> validation = VALIDATIONS.computeIfAbsent(spec, s -> validate(s, specFile));
        if (validation.isEmpty()) {
            return; // the Swagger 2.0 document, refused (CompileGateTest asserts it is the only one)
        }
        Path work = Toolchains.scratchDir("examples-gate/" + spec + "/" + target.id());
        ExamplesGate.Outcome outcome = ExamplesGate.run(spec, validation.get().spec(), validation.get().model(), target, work);
        if (PENDING.merge(spec, 1, Integer::sum) == Fixtures.targets().size()) {
            VALIDATIONS.remove(spec);
        }
        String report = outcome.report(Integer.MAX_VALUE);
        write(Toolchains.codegenDir().resolve("target/examples-gate/report.txt"), report);
        String extra = System.getProperty("sdkgen.examples.report");
        if (extra != null && !extra.isBlank()) {
            write(Path.of(extra), report);
        }
        String row = String.join("\t", spec, target.id(), String.valueOf(outcome.tried()), String.valueOf(outcome.passed()),
                String.valueOf(outcome.ownErrors()), String.valueOf(outcome.unexplained()));
        MEASURED.put(spec + "\t" + target.id(), row);
        assertTrue(outcome.stray().isEmpty(), () -> "checker errors outside the snippets:\n" + outcome.report(20));
        if (CORPUS && !UPDATE) {
            String expected = expected().get(spec + "\t" + target.id());
            assertNotNull(expected, () -> "no expectation for " + spec + " " + target.id() + " in " + EXPECTED + "; measured:\n"
                    + row + "\n(run with -Dsdkgen.examples.update=true)\n" + outcome.report(20));
            assertEquals(expected, row, () -> "examples gate counts changed (spec, language, tried, passed, own-schema, other); "
                    + "if intended, run with -Dsdkgen.examples.update=true\n" + outcome.report(20));
        }
    }

    @AfterAll
    static void updateExpectations() throws IOException {
        if (!UPDATE || !CORPUS || MEASURED.isEmpty()) {
            return;
        }
        Map<String, String> rows = new TreeMap<>(expected());
        rows.putAll(MEASURED);
        List<String> lines = new ArrayList<>(List.of("# spec\tlanguage\ttried\tpassed\town-schema\tother   (ExamplesGateTest; "
                + "update with -Dsdkgen.examples.update=true)"));
        lines.addAll(rows.values());
        Files.writeString(EXPECTED, String.join("\n", lines) + "\n");
    }

    private static Map<String, String> expected() {
        Map<String, String> out = new TreeMap<>();
        try {
            if (Files.exists(EXPECTED)) {
                for (String line : Files.readAllLines(EXPECTED)) {
                    String[] cells = line.split("\t");
                    if (!line.startsWith("#") && cells.length >= 2) {
                        out.put(cells[0] + "\t" + cells[1], line);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static synchronized void write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Engine.Validation> validate(String spec, String specFile) {
        try {
            Path repo = Toolchains.scratchDir("examples-gate/" + spec + "/repo");
            SdkHarness.copyDirectory(CompileGateTest.specsDir().resolve(spec).toRealPath(), repo);
            ConfigGuesser.Init init = ConfigGuesser.init(repo, specFile, null);
            if (init.config() == null) {
                return Optional.empty();
            }
            Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
            Engine.Validation v = Engine.validate(repo);
            assertTrue(v.ok(), () -> spec + " does not validate:\n" + v.report().toText());
            return Optional.of(v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
