package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.init.ConfigGuesser;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compile gate on EVERY spec of the corpus, in every language the generator supports, as CI runs
 * it: a config from {@code sdkgen init} (the engine's {@link ConfigGuesser}, which maps every operation),
 * then the SDK, then every check of the language's toolchain ({@link LanguageToolchain#compileGate}):
 * TypeScript {@code tsc} with the SDK's strict tsconfig; Python {@code compileall} and pyright strict;
 * each with zero errors. A Swagger 2.0 document is the only spec the validator may refuse.
 * {@code bench/compile-gate.sh} runs the same set from the command line and prints a table.
 *
 * <p>The specs are the repository's corpus ({@code corpus/}, see corpus/SOURCES.md), or the folder in
 * {@code -Dsdkgen.specs.dir=<dir>}; a missing directory fails the test rather than skipping it.
 */
@Execution(ExecutionMode.CONCURRENT)
class CompileGateTest {
    /** Spec folders whose root document is not at the top (corpus/SOURCES.md, "Entry points"). */
    private static final Map<String, String> ENTRY_POINTS = Map.of("digitalocean", "specification/DigitalOcean-public.v2.yaml");

    /** The model of each spec, built once for all its languages (null for a refused Swagger 2.0 document). */
    private static final Map<String, Model> MODELS = new ConcurrentHashMap<>();

    private record Model(SdkModel model) {
    }

    static Path specsDir() {
        String override = System.getProperty("sdkgen.specs.dir");
        Path dir = override == null || override.isBlank()
                ? Toolchains.repoRoot().resolve("corpus")
                : Path.of(override).toAbsolutePath();
        assertTrue(Files.isDirectory(dir), "the real specs are not at " + dir + " (set -Dsdkgen.specs.dir)");
        return dir;
    }

    /** Every spec folder with its root document, times every supported language. */
    static Stream<Arguments> cases() throws IOException {
        return cases(4);
    }

    /** The same, with at least {@code minimum} rows (a bench run may give one spec folder and one language). */
    static Stream<Arguments> cases(int minimum) throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> folders = Files.list(specsDir())) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                String name = folder.getFileName().toString();
                String entry = ENTRY_POINTS.get(name);
                if (entry == null) {
                    try (Stream<Path> files = Files.list(folder)) {
                        entry = files.map(f -> f.getFileName().toString())
                                .filter(f -> f.endsWith(".yaml") || f.endsWith(".yml") || f.endsWith(".json"))
                                .sorted().findFirst().orElse(null);
                    }
                }
                for (Target target : entry == null ? List.<Target>of() : Fixtures.targets()) {
                    out.add(Arguments.of(name, entry, target));
                }
            }
        }
        assertTrue(out.size() >= minimum, "expected the real specs in " + specsDir());
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("cases")
    void generatedSdkPassesItsCompilerWithZeroErrors(String spec, String specFile, Target target) {
        SdkModel model = MODELS.computeIfAbsent(spec, s -> new Model(model(s, specFile))).model();
        if (model == null) {
            return; // the Swagger 2.0 document, refused as it must be (asserted in model())
        }
        Path sdk = Toolchains.scratchDir("compile-gate/" + spec + "/" + target.id());
        Generator.generate(model, target).writeTo(sdk);
        List<LanguageToolchain.Check> checks = LanguageToolchain.of(target).compileGate(sdk, model);
        for (LanguageToolchain.Check check : checks) {
            assertTrue(check.clean(), check::describe);
        }
    }

    private static SdkModel model(String spec, String specFile) {
        try {
            Path repo = Toolchains.scratchDir("compile-gate/" + spec + "/repo");
            SdkHarness.copyDirectory(specsDir().resolve(spec), repo);
            ConfigGuesser.Init init = ConfigGuesser.init(repo, specFile, null);
            if (init.config() == null) {
                // Only a Swagger 2.0 document may be refused (SDKGEN102): the validator accepts every OpenAPI 3 spec here.
                String head = Files.readString(repo.resolve(specFile)).substring(0, 200);
                assertTrue(head.contains("swagger") && init.problems().toText().contains("SDKGEN102"),
                        () -> spec + " was refused:\n" + init.problems().toText());
                return null;
            }
            Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
            return Fixtures.model(repo);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
