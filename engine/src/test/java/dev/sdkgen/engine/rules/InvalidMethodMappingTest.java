package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class InvalidMethodMappingTest extends EngineTest {
    @Test
    void wellFormedMappingsAndCaseInsensitiveMethods() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  methods:
                    list: GET /accounts
                    create: Post /accounts
                """));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN204);
        assertEquals(0, run().report().count(dev.sdkgen.engine.diag.Severity.ERROR));
    }

    @Test
    void malformedMappings() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  methods:
                    list: get  /accounts
                    create: fetch /accounts
                    get: /accounts/{account_id}
                    nested: {method: get}
                """));
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN204);
        assertEquals(4, d.size(), Blocks.render(d));
        assertEquals("""
                Error: SDKGEN204 - Invalid method mapping
                  Method: list
                  Expected format: <http-method> <path>
                  Resource: accounts
                  Found: get  /accounts
                  File: sdkgen.yaml
                  Line: 10""", d.get(0).render());
        assertEquals("  Found: fetch /accounts", d.get(1).render().lines().toList().get(4));
        assertEquals("  Found: /accounts/{account_id}", d.get(2).render().lines().toList().get(4));
        assertEquals("  Found: {\"method\":\"get\"}", d.get(3).render().lines().toList().get(4));
    }

    @Test
    void rootMethodsNameTheClientResource() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                $client:
                  methods:
                    ping: get/accounts
                """));
        assertEquals("  Resource: $client", Blocks.of(diagnostics(), DiagnosticCode.SDKGEN204).get(0).render().lines().toList().get(3));
    }
}
