package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The behaviour suite: SDKs GENERATED from fixtures (not hand-written) are type-checked and driven by
 * TypeScript (node:test) and Python (unittest) tests against the mock server. The tests live in
 * {@code codegen/src/test/sdk-tests/<fixture>/<language>/}: the kitchen-sink fixture covers nested
 * path parameters, bodies, {@code $client} methods, the three pagination types, retries (listed
 * status, Retry-After, unlisted status, retries-disabled operation), every error class, connection
 * errors and the API key variable; the no-retries fixture covers a config without {@code retries};
 * the bodies fixture covers form, multipart, binary and text bodies and responses and basic auth.
 */
class GeneratedSdkBehaviourTest {
    private static final Path TESTS = Toolchains.codegenDir().resolve("src/test/sdk-tests");

    private static void typeScript(Path repo, String fixture, int expectedTests) {
        Path sdk = Fixtures.generate(repo, Target.TYPESCRIPT, "behaviour/" + fixture);
        Processes.Result build = SdkHarness.buildTypeScript(sdk);
        assertTrue(build.ok() && build.output().isBlank(), build.describe());
        SdkHarness.TestRun run = SdkHarness.runTypeScriptTests(sdk, TESTS.resolve(fixture).resolve("typescript"));
        assertTrue(run.ok() && run.passed() >= expectedTests, run.process().describe());
    }

    private static void python(Path repo, String fixture, String pythonPackage, int expectedTests) {
        Path sdk = Fixtures.generate(repo, Target.PYTHON, "behaviour/" + fixture);
        Processes.Result compiled = SdkHarness.compilePython(sdk);
        assertTrue(compiled.ok() && compiled.output().isBlank(), compiled.describe());
        Processes.Result checked = SdkHarness.typeCheckPython(sdk, pythonPackage, "strict");
        assertTrue(checked.ok() && checked.output().contains("0 errors"), checked.describe());
        SdkHarness.TestRun run = SdkHarness.runPythonTests(sdk, TESTS.resolve(fixture).resolve("python"));
        assertTrue(run.ok() && run.passed() >= expectedTests, run.process().describe());
    }

    @Test
    void kitchenSinkTypeScript() {
        typeScript(Fixtures.kitchenSink(), "kitchen-sink", 15);
    }

    @Test
    void kitchenSinkPython() {
        python(Fixtures.kitchenSink(), "kitchen-sink", "kitchen_sink", 15);
    }

    @Test
    void nonJsonBodiesTypeScript() {
        typeScript(Fixtures.codegen("bodies"), "bodies", 7);
    }

    @Test
    void nonJsonBodiesPython() {
        python(Fixtures.codegen("bodies"), "bodies", "bodies", 7);
    }

    @Test
    void noRetriesTypeScript() {
        typeScript(Fixtures.codegen("no-retries"), "no-retries", 3);
    }

    @Test
    void noRetriesPython() {
        python(Fixtures.codegen("no-retries"), "no-retries", "plain_widgets", 3);
    }
}
