package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.Toolchains;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A hand-written "Acme" SDK in each language, written exactly as generated code should look (one call
 * into the core per method), proves the runtime API is enough for generated code: it type-checks
 * strictly and behaves per the contract against the mock server. It is also the worked example of the
 * harness the generated-SDK behaviour suite uses.
 */
class ReferenceSdkTest {

    private static final Path REFERENCE = Toolchains.codegenDir().resolve("src/test/reference-sdk");

    @Test
    void typeScriptReferenceSdkBuildsStrictlyAndBehaves() {
        Path sdk = Toolchains.scratchDir("reference-sdk/typescript");
        SdkHarness.copyDirectory(REFERENCE.resolve("typescript"), sdk.resolve("."));
        SdkHarness.copyTypeScriptCore(sdk);

        Processes.Result build = SdkHarness.buildTypeScript(sdk);
        assertTrue(build.ok() && build.output().isBlank(), build.describe());
        assertTrue(Files.isRegularFile(sdk.resolve("dist/index.d.ts")), "no declarations built");
        assertTrue(Files.isRegularFile(sdk.resolve("dist/core/client.js")), "core not built");

        Path tests = sdk.resolve("test");
        SdkHarness.TestRun run = SdkHarness.runTypeScriptTests(sdk, tests);
        assertTrue(run.ok() && run.passed() >= 10, run.process().describe());
    }

    @Test
    void pythonReferenceSdkTypeChecksStrictlyAndBehaves() {
        Path sdk = Toolchains.scratchDir("reference-sdk/python");
        SdkHarness.copyDirectory(REFERENCE.resolve("python"), sdk);
        SdkHarness.copyPythonCore(sdk, "acme");

        Processes.Result compiled = SdkHarness.compilePython(sdk);
        assertTrue(compiled.ok() && compiled.output().isBlank(), compiled.describe());
        Processes.Result checked = SdkHarness.typeCheckPython(sdk, "acme", "strict");
        assertTrue(checked.ok() && checked.output().contains("0 errors"), checked.describe());

        SdkHarness.TestRun run = SdkHarness.runPythonTests(sdk, sdk.resolve("tests"));
        assertTrue(run.ok() && run.passed() >= 10, run.process().describe());
    }
}
