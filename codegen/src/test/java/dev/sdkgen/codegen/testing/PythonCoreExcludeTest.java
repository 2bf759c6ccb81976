package dev.sdkgen.codegen.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * pyright leaves an SDK's runtime core unchecked only while it is the runtime's own, byte for byte (PythonRuntimeTest
 * checks those files): a core edited, missing a file or holding one more is checked with the SDK.
 */
class PythonCoreExcludeTest {

    @TempDir
    Path sdk;

    private Path core() throws IOException {
        Path core = Files.createDirectories(sdk.resolve("src/acme_sdk/_core"));
        SdkHarness.copyPythonCore(sdk, "acme_sdk");
        return core;
    }

    @Test
    void aVerbatimCoreIsExcludedWithThePrefix() throws IOException {
        core();
        assertEquals(", \"exclude\": [\"src/acme_sdk/_core\"]", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", ""));
        assertEquals(", \"exclude\": [\"../python/src/acme_sdk/_core\"]", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", "../python/"));
        Files.writeString(core().resolve("py.typed"), ""); // not Python source: not the core's code
        assertEquals(", \"exclude\": [\"src/acme_sdk/_core\"]", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", ""));
    }

    @Test
    void anEditedCoreIsChecked() throws IOException {
        Path client = core().resolve("client.py");
        Files.writeString(client, Files.readString(client) + "\nx: int = \"not an int\"\n");
        assertEquals("", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", ""));
    }

    @Test
    void aCoreWithAFileMoreOrLessIsChecked() throws IOException {
        Files.writeString(core().resolve("extra.py"), "X = 1\n");
        assertEquals("", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", ""));
        Files.delete(core().resolve("extra.py"));
        Files.delete(core().resolve("retries.py"));
        assertEquals("", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", ""));
    }

    @Test
    void anSdkWithoutCoreIsChecked() {
        assertEquals("", SdkHarness.pythonCoreExclude(sdk, "acme_sdk", ""));
    }
}
