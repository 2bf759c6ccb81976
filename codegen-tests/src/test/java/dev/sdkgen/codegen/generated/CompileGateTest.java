package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.CheckerTimes;
import dev.sdkgen.codegen.testing.ExamplesGate;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.init.ConfigGuesser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
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
 * The two gates on EVERY spec of the corpus, in every language the generator supports, as CI runs them, one row per
 * spec and language with ONE generated SDK and one strict checker run (docs/benchmarks.md, "The test command"): a config
 * from {@code sdkgen init} (the engine's {@link ConfigGuesser}, which maps every operation), the SDK, the spec's own
 * examples written as typed snippets next to it, then {@link LanguageToolchain#gates}, whose diagnostics are split by
 * file. A Swagger 2.0 document is the only spec the validator may refuse.
 * <ol>
 * <li><b>Compile gate</b>: every check of the SDK is clean — TypeScript {@code tsc} with the SDK's strict tsconfig;
 * Python {@code compileall} and pyright strict; Go {@code gofmt}, {@code go vet}, staticcheck; Java javac
 * {@code -Xlint:all -Werror} with doclint — zero errors in the SDK's files.</li>
 * <li><b>Examples gate</b> (docs/codegen.md, "Examples gate"), asserted against
 * {@code src/test/resources/examples-gate.tsv}: the number of examples tried and passed, how many fail because the
 * example violates its own schema (the spec's error, computed by {@code SchemaCheck}, each named in the report), how
 * many fail for any other reason (a fault of sdkgen: the goal is zero); and no checker error in the snippets outside
 * any example. After an intended change, {@code -Dsdkgen.examples.update=true} rewrites the file (review its diff).
 * The report of every row is written to {@code target/examples-gate/report.txt}
 * ({@code -Dsdkgen.examples.report=FILE} adds another copy).</li>
 * </ol>
 * The four specs above 1 MB take turns at the full gate ({@link GateRotation}): the others of them get the light gate
 * ({@link LanguageToolchain#lightGate}) in this run, and their examples are not asserted; so do the style probes
 * ({@link GateRotation#TURNS}) among themselves; every other spec is checked fully in every run
 * ({@code -Dsdkgen.gate.full=true}: every spec).
 * A failing row names the gate that failed first in its message. {@code bench/compile-gate.sh} and
 * {@code bench/examples.sh} run the same rows from the command line.
 *
 * <p>The specs are the repository's corpus ({@code corpus/}, see corpus/SOURCES.md), or the folder in
 * {@code -Dsdkgen.specs.dir=<dir>}; a missing directory fails the test rather than skipping it. {@code -Dsdkgen.specs=a,b}
 * runs only those folders' rows.
 */
@Execution(ExecutionMode.CONCURRENT)
class CompileGateTest {
    /** Spec folders whose root document is not at the top (corpus/SOURCES.md, "Entry points"). */
    private static final Map<String, String> ENTRY_POINTS = Map.of("digitalocean", "specification/DigitalOcean-public.v2.yaml");
    private static final Path EXPECTED = Toolchains.repoRoot().resolve("codegen-tests/src/test/resources/examples-gate.tsv");
    private static final boolean UPDATE = Boolean.getBoolean("sdkgen.examples.update");
    /** Checked against the expectations only on the repository's corpus (a bench run on other specs reports). */
    private static final boolean CORPUS = Optional.ofNullable(System.getProperty("sdkgen.specs.dir")).orElse("").isBlank();
    /** {@code -Dsdkgen.specs=github,oai-petstore}: only these spec folders' rows (a quicker local run; the rotation is the corpus's). */
    private static final List<String> ONLY = Arrays.stream(System.getProperty("sdkgen.specs", "").split(",")).filter(s -> !s.isBlank()).toList();
    /** The validation (spec and model) of each spec, built once for all its languages (empty for a refused Swagger 2.0). */
    private static final Map<String, Optional<Engine.Validation>> VALIDATIONS = new ConcurrentHashMap<>();
    private static final Map<String, String> MEASURED = new ConcurrentHashMap<>();
    /** Rows still to run per spec: a spec's validation (GitHub's is large) is dropped after its last language. */
    private static final Map<String, Integer> PENDING = new ConcurrentHashMap<>();

    static Path specsDir() {
        String override = System.getProperty("sdkgen.specs.dir");
        Path dir = override == null || override.isBlank()
                ? Toolchains.repoRoot().resolve("corpus")
                : Path.of(override).toAbsolutePath();
        assertTrue(Files.isDirectory(dir), "the real specs are not at " + dir + " (set -Dsdkgen.specs.dir)");
        return dir;
    }

    @BeforeAll
    static void freshReport() throws IOException {
        Files.deleteIfExists(Toolchains.targetDir().resolve("examples-gate/report.txt"));
    }

    /**
     * Every spec folder with its root document, times every supported language (a bench run may give one of each); the
     * largest specs first, so that the two rows running at a time (junit-platform.properties) do not end on one big row.
     */
    static Stream<Arguments> cases() throws IOException {
        int minimum = CORPUS && ONLY.isEmpty() ? 4 : 1;
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> listed = Files.list(specsDir())) {
            Map<Path, Long> sizes = new TreeMap<>();
            listed.filter(Files::isDirectory).forEach(f -> sizes.put(f, size(f)));
            GateRotation rotation = GateRotation.of(sizes, CORPUS);
            for (Path folder : sizes.keySet().stream()
                    .sorted(Comparator.comparing((Path f) -> -sizes.get(f)).thenComparing(Path::getFileName)).toList()) {
                String name = folder.getFileName().toString();
                if (!ONLY.isEmpty() && !ONLY.contains(name)) {
                    continue;
                }
                String entry = entryPoint(folder);
                String gate = rotation.full(name) ? "full" : "light";
                for (Target target : entry == null ? List.<Target>of() : Fixtures.targets()) {
                    out.add(Arguments.of(name, entry, target, gate));
                }
            }
        }
        assertTrue(out.size() >= minimum, "expected the real specs in " + specsDir());
        return out.stream();
    }

    /** A spec folder's root document (corpus/SOURCES.md, "Entry points"): its only top-level YAML or JSON file; null when none. */
    static String entryPoint(Path folder) {
        String entry = ENTRY_POINTS.get(folder.getFileName().toString());
        if (entry != null) {
            return entry;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(f -> f.endsWith(".yaml") || f.endsWith(".yml") || f.endsWith(".json"))
                    .sorted().findFirst().orElse(null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of a spec folder's files. */
    private static long size(Path folder) {
        try (Stream<Path> files = Files.walk(folder, FileVisitOption.FOLLOW_LINKS)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0} {2} {3}")
    @MethodSource("cases")
    void sdkPassesItsCompilerAndTheSpecExamplesTypeCheck(String spec, String specFile, Target target, String gate) {
        Optional<Engine.Validation> validation = VALIDATIONS.computeIfAbsent(spec, s -> CheckerTimes.inJvm(
                Toolchains.targetDir().resolve("corpus-gates/repo/" + s), "validate (init, Engine.validate)", () -> validate(s, specFile)));
        if (validation.isEmpty()) {
            return; // the Swagger 2.0 document, refused as it must be (asserted in validate())
        }
        Path work = Toolchains.scratchDir("corpus-gates/" + target.id() + "/" + spec); // the SDK's parent names the spec (JavaToolchain)
        List<LanguageToolchain.Check> light = gate.equals("light")
                ? ExamplesGate.light(validation.get().model(), target, work) : null;
        ExamplesGate.Outcome outcome = light != null ? null
                : ExamplesGate.run(spec, validation.get().spec(), validation.get().model(), target, work);
        if (PENDING.merge(spec, 1, Integer::sum) == Fixtures.targets().size()) {
            VALIDATIONS.remove(spec);
        }
        if (light != null) {
            String unclean = light.stream().filter(c -> !c.clean()).map(LanguageToolchain.Check::describe)
                    .reduce("", (a, b) -> a + b + "\n");
            assertTrue(unclean.isEmpty(), () -> "compile gate (light: " + GateRotation.describe() + "): the SDK is not clean\n" + unclean);
            return;
        }
        String report = outcome.report(Integer.MAX_VALUE);
        write(Toolchains.targetDir().resolve("examples-gate/report.txt"), report);
        String extra = System.getProperty("sdkgen.examples.report");
        if (extra != null && !extra.isBlank()) {
            write(Path.of(extra), report);
        }
        String row = String.join("\t", spec, target.id(), String.valueOf(outcome.tried()), String.valueOf(outcome.passed()),
                String.valueOf(outcome.ownErrors()), String.valueOf(outcome.unexplained()));
        MEASURED.put(spec + "\t" + target.id(), row);
        assertTrue(outcome.uncleanSdk().isEmpty(), () -> "compile gate: the SDK is not clean\n" + outcome.uncleanSdk());
        assertTrue(outcome.stray().isEmpty(), () -> "examples gate: checker errors in the snippets outside any example:\n"
                + outcome.report(20));
        if (CORPUS && !UPDATE) {
            String expected = expected().get(spec + "\t" + target.id());
            assertNotNull(expected, () -> "examples gate: no expectation for " + spec + " " + target.id() + " in " + EXPECTED
                    + "; measured:\n" + row + "\n(run with -Dsdkgen.examples.update=true)\n" + outcome.report(20));
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
        List<String> lines = new ArrayList<>(List.of("# spec\tlanguage\ttried\tpassed\town-schema\tother   (CompileGateTest; "
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

    /** The spec's validation; empty for a Swagger 2.0 document, the only spec the validator may refuse (SDKGEN102). */
    /**
     * Whether the corpus rows generate and check the SDKs' own tests: opt-in ({@code -Dsdkgen.gate.sdkTests=small}:
     * test files under 200 KB, {@code =all}: every one) until the generated tests compile on every corpus spec — the
     * first full run with them failed on nine rows (docs/codegen.md "The SDKs' own tests", known defects). Without it
     * the corpus's configs say {@code sdk.tests: false}; the fixtures' SDKs and the runtime gate keep their tests.
     */
    private static final boolean OWN_TESTS = !System.getProperty("sdkgen.gate.sdkTests", "").isBlank();

    private static Optional<Engine.Validation> validate(String spec, String specFile) {
        try {
            Path repo = Toolchains.scratchDir("corpus-gates/repo/" + spec);
            SdkHarness.copyDirectory(specsDir().resolve(spec).toRealPath(), repo);
            ConfigGuesser.Init init = ConfigGuesser.init(repo, specFile, null);
            if (init.config() == null) {
                String head = Files.readString(repo.resolve(specFile)).substring(0, 200);
                assertTrue(head.contains("swagger") && init.problems().toText().contains("SDKGEN102"),
                        () -> spec + " was refused:\n" + init.problems().toText());
                return Optional.empty();
            }
            Files.writeString(repo.resolve("sdkgen.yaml"), OWN_TESTS ? init.config()
                    : init.config().replaceFirst("(?m)^sdk:\n", "sdk:\n  tests: false\n"));
            Engine.Validation v = Engine.validate(repo);
            assertTrue(v.ok(), () -> spec + " does not validate:\n" + v.report().toText());
            return Optional.of(v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
