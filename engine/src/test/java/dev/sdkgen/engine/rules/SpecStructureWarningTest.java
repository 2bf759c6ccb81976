package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class SpecStructureWarningTest extends EngineTest {
    @Test
    void cleanSpecHasNoWarning() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN304);
    }

    @Test
    void unexpectedAttributeIsAWarning() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, "      operationId: getAccount\n", "      operationId: getAccount\n      colour: blue\n"));
        var v = run();
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN304,
                "Warning: SDKGEN304 - Spec structure warning",
                "  Message: attribute paths.'/accounts/{account_id}'(get).colour is unexpected",
                "  File: openapi.yaml",
                "  Line: 31");
        assertTrue(v.ok());
    }
}
