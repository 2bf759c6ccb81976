package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertContains;
import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import org.junit.jupiter.api.Test;

class MissingRequiredFieldTest extends EngineTest {
    @Test
    void completeConfigMissesNothing() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN003);
    }

    @Test
    void everyMissingFieldIsReported() {
        repo().file("sdkgen.yaml", """
                sdk:
                  description: no name, no version
                spec: {}
                """);
        var d = diagnostics();
        assertEquals(5, Blocks.of(d, DiagnosticCode.SDKGEN003).size(), Blocks.render(d));
        assertContains(d, DiagnosticCode.SDKGEN003,
                "Error: SDKGEN003 - Missing required field",
                "  Field: sdk.name",
                "  File: sdkgen.yaml",
                "  Line: 1");
        assertContains(d, DiagnosticCode.SDKGEN003,
                "Error: SDKGEN003 - Missing required field",
                "  Field: sdk.version",
                "  File: sdkgen.yaml",
                "  Line: 1");
        assertContains(d, DiagnosticCode.SDKGEN003,
                "Error: SDKGEN003 - Missing required field",
                "  Field: spec.path",
                "  File: sdkgen.yaml",
                "  Line: 3");
        assertContains(d, DiagnosticCode.SDKGEN003,
                "Error: SDKGEN003 - Missing required field",
                "  Field: targets",
                "  File: sdkgen.yaml",
                "  Line: 1");
        assertContains(d, DiagnosticCode.SDKGEN003,
                "Error: SDKGEN003 - Missing required field",
                "  Field: resources",
                "  File: sdkgen.yaml",
                "  Line: 1");
    }

    @Test
    void resourceWithoutMethodsOrSubresources() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", """
                sdk:
                  name: acme
                  version: 1.0.0
                spec:
                  path: openapi.yaml
                targets: [go]
                resources:
                  accounts:
                    models: [Account]
                """);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN003,
                "Error: SDKGEN003 - Missing required field",
                "  Field: resources.accounts.methods",
                "  Reason: a resource needs 'methods' or 'subresources' (or both)",
                "  File: sdkgen.yaml",
                "  Line: 8");
    }
}
