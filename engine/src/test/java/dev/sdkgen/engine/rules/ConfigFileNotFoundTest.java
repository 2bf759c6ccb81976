package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import org.junit.jupiter.api.Test;

class ConfigFileNotFoundTest extends EngineTest {
    @Test
    void presentConfigIsFound() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN001);
    }

    @Test
    void missingConfigIsReportedWithItsPath() {
        repo().file("openapi.yaml", SPEC);
        var v = run();
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN001,
                "Error: SDKGEN001 - Config file not found",
                "  Path: sdkgen.yaml");
        assertNull(v.model());
    }

    @Test
    void configInASubdirectoryDoesNotCountAndIsPointedOut() {
        repo().file("config/sdkgen.yaml", "sdk: {}\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN001,
                "Error: SDKGEN001 - Config file not found",
                "  Path: sdkgen.yaml",
                "  Hint: found config/sdkgen.yaml; sdkgen.yaml must be at the repository root");
    }

    @Test
    void ymlExtensionIsPointedOut() {
        repo().file("sdkgen.yml", "sdk: {}\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN001,
                "Error: SDKGEN001 - Config file not found",
                "  Path: sdkgen.yaml",
                "  Hint: found sdkgen.yml; the file must be named sdkgen.yaml");
        assertEquals(1, diagnostics().size());
    }
}
