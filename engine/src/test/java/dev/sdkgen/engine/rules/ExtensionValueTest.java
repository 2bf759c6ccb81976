package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class ExtensionValueTest extends EngineTest {
    @Test
    void wellFormedExtensionsApply() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml",
                edit(SPEC, "      operationId: createAccount\n", "      operationId: createAccount\n      x-sdkgen-retries: {enabled: false}\n"));
        var v = run();
        assertNone(v.report().diagnostics(), DiagnosticCode.SDKGEN305);
        Method create = v.model().root().subresources().get(0).methods().get(1);
        assertEquals("create", create.name());
        assertFalse(create.retriesEnabled());
        assertTrue(v.model().root().subresources().get(0).methods().get(0).retriesEnabled());
    }

    @Test
    void malformedExtensionsWarnAndAreNotApplied() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml",
                edit(SPEC, "      operationId: createAccount\n", "      operationId: createAccount\n      x-sdkgen-retries: false\n      x-sdkgen-ignore: 'yes'\n"));
        var v = run();
        var d = Blocks.of(v.report().diagnostics(), DiagnosticCode.SDKGEN305);
        assertEquals(2, d.size(), Blocks.render(d));
        assertEquals("""
                Warning: SDKGEN305 - Invalid extension value
                  Extension: x-sdkgen-retries
                  Operation: post /accounts
                  Reason: expected {enabled: true|false}, found false
                  File: openapi.yaml
                  Line: 20""", d.get(0).render());
        assertEquals("  Reason: expected true or false, found \"yes\"", d.get(1).render().lines().toList().get(3));
        Method create = v.model().root().subresources().get(0).methods().get(1);
        assertTrue(create.retriesEnabled());
    }
}
