package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.GeneratedSdk;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The compile gate on real specs, as CI runs it: a config from {@code sdkgen init} (the engine's
 * {@link ConfigGuesser}, which maps every operation), then both SDKs; the TypeScript SDK must pass
 * {@code tsc} with its strict tsconfig (strict plus noUnused*, exactOptionalPropertyTypes,
 * noUncheckedIndexedAccess), the Python SDK {@code compileall} and pyright in strict mode, with zero
 * errors. The full set of specs runs in {@code bench/compile-gate.sh}.
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

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "swagger-petstore, openapi.yaml",
        "oai-petstore, petstore.yaml",
        "openai, openapi.yaml",
        "stripe, spec3.yaml",
    })
    void generatedSdksCompileWithZeroErrors(String spec, String specFile) throws IOException {
        Path repo = Toolchains.scratchDir("compile-gate/" + spec + "/repo");
        SdkHarness.copyDirectory(specsDir().resolve(spec), repo);
        ConfigGuesser.Init init = ConfigGuesser.init(repo, specFile, null);
        assertNotNull(init.config(), () -> "init failed:\n" + init.problems().toText());
        Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
        SdkModel model = Fixtures.model(repo);

        Path ts = Toolchains.scratchDir("compile-gate/" + spec + "/typescript");
        GeneratedSdk typescript = Generator.generate(model, Target.TYPESCRIPT);
        typescript.writeTo(ts);
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
