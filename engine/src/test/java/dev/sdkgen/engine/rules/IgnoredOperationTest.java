package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class IgnoredOperationTest extends EngineTest {
    @Test
    void operationsWithoutTheExtensionAreGenerated() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN302);
        assertEquals(3, run().model().root().subresources().get(0).methods().size());
    }

    @Test
    void ignoredMappedOperationIsSkippedWithAnInfo() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml",
                edit(SPEC, "      operationId: createAccount\n", "      operationId: createAccount\n      x-sdkgen-ignore: true\n"));
        var v = run();
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN302,
                "Info: SDKGEN302 - Operation ignored",
                "  Operation: post /accounts",
                "  Resource: accounts",
                "  Method: create",
                "  Reason: the operation has x-sdkgen-ignore: true",
                "  File: sdkgen.yaml",
                "  Line: 11");
        assertTrue(v.ok());
        assertEquals(2, v.model().root().subresources().get(0).methods().size());
        assertTrue(v.model().root().subresources().get(0).methods().stream().noneMatch(m -> m.name().equals("create")));
    }
}
