package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class InvalidOpenApiVersionTest extends EngineTest {
    @Test
    void openApi30And31AreSupported() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN102);
        repo().file("openapi.yaml", edit(SPEC, "openapi: 3.0.3", "openapi: 3.1.0"));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN102);
    }

    @Test
    void swagger20() {
        repo().file("sdkgen.yaml", Repo.config("swagger.yaml", RESOURCES)).file("swagger.yaml", """
                swagger: "2.0"
                info:
                  title: Old
                  version: 1.0.0
                paths: {}
                """);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN102,
                "Error: SDKGEN102 - Invalid OpenAPI version",
                "  Found: 2.0",
                "  Supported: 3.0, 3.1",
                "  File: swagger.yaml",
                "  Line: 1");
    }

    @Test
    void openApi32IsNotSupported() {
        repo().file("sdkgen.yaml", Repo.config("openapi.json", RESOURCES))
                .file("openapi.json", "{\n  \"info\": {\"title\": \"x\", \"version\": \"1\"},\n  \"openapi\": \"3.2.0\",\n  \"paths\": {}\n}\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN102,
                "Error: SDKGEN102 - Invalid OpenAPI version",
                "  Found: 3.2.0",
                "  Supported: 3.0, 3.1",
                "  File: openapi.json",
                "  Line: 3");
    }

    @Test
    void noVersionAtAll() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", "info:\n  title: x\npaths: {}\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN102,
                "Error: SDKGEN102 - Invalid OpenAPI version",
                "  Found: (none: no 'openapi' field)",
                "  Supported: 3.0, 3.1",
                "  File: openapi.yaml",
                "  Line: 1");
    }
}
