package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.init.ConfigGuesser;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compile gate on EVERY real spec (petstores, OpenAI, Stripe, GitHub, DigitalOcean, the OpenAPI
 * examples), as CI runs it: a config from {@code sdkgen init} (the engine's {@link ConfigGuesser},
 * which maps every operation), then both SDKs; the TypeScript SDK must pass {@code tsc} with its strict
 * tsconfig (strict plus noUnused*, exactOptionalPropertyTypes, noUncheckedIndexedAccess), the Python
 * SDK {@code compileall} and pyright in strict mode, with zero errors. A Swagger 2.0 document is the
 * only spec the validator may refuse. {@code bench/compile-gate.sh} runs the same set from the command
 * line and prints a table.
 *
 * <p>The specs are read from {@code ../shared/specs} next to the repository, or from
 * {@code -Dsdkgen.specs.dir=<dir>}; a missing directory fails the test rather than skipping it.
 */
class CompileGateTest {

    static Path specsDir() {
        String override = System.getProperty("sdkgen.specs.dir");
        Path dir = override == null || override.isBlank()
                ? Toolchains.repoRoot().getParent().resolve("shared/specs")
                : Path.of(override).toAbsolutePath();
        assertTrue(Files.isDirectory(dir), "the real specs are not at " + dir + " (set -Dsdkgen.specs.dir)");
        return dir;
    }

    /** Every spec folder, with its root document (the only top-level YAML/JSON file, or a known entry point). */
    static Stream<Arguments> specs() throws IOException {
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
                if (entry != null) {
                    out.add(Arguments.of(name, entry));
                }
            }
        }
        assertTrue(out.size() >= 4, "expected the real specs in " + specsDir());
        return out.stream();
    }

    /** Spec folders whose root document is not at the top. */
    private static final Map<String, String> ENTRY_POINTS = Map.of("digitalocean", "specification/DigitalOcean-public.v2.yaml");

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void generatedSdksCompileWithZeroErrors(String spec, String specFile) throws IOException {
        Path repo = Toolchains.scratchDir("compile-gate/" + spec + "/repo");
        SdkHarness.copyDirectory(specsDir().resolve(spec), repo);
        ConfigGuesser.Init init = ConfigGuesser.init(repo, specFile, null);
        if (init.config() == null) {
            // Only a Swagger 2.0 document may be refused (SDKGEN102): the validator accepts every OpenAPI 3 spec here.
            String head = Files.readString(repo.resolve(specFile)).substring(0, 200);
            assertTrue(head.contains("swagger") && init.problems().toText().contains("SDKGEN102"),
                    () -> spec + " was refused:\n" + init.problems().toText());
            return;
        }
        Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
        SdkModel model = Fixtures.model(repo);

        Path ts = Toolchains.scratchDir("compile-gate/" + spec + "/typescript");
        Generator.generate(model, Target.TYPESCRIPT).writeTo(ts);
        Processes.Result tsc = SdkHarness.typeCheckTypeScript(ts);
        assertTrue(tsc.ok() && tsc.output().isBlank(), tsc.describe());

        Path py = Toolchains.scratchDir("compile-gate/" + spec + "/python");
        Generator.generate(model, Target.PYTHON).writeTo(py);
        Processes.Result compiled = SdkHarness.compilePython(py);
        assertTrue(compiled.ok() && compiled.output().isBlank(), compiled.describe());
        Processes.Result pyright = SdkHarness.typeCheckPython(py, model.sdk().packages().python(), "strict");
        assertTrue(pyright.ok() && pyright.output().contains("0 errors"), pyright.describe());
    }
}
