package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class OperationNotFoundTest extends EngineTest {
    @Test
    void mappedOperationsExist() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN201);
    }

    @Test
    void missingOperationInANestedResource() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  methods:
                    list: get /accounts
                  subresources:
                    cards:
                      methods:
                        freeze: post /accounts/{account_id}/cards/{card_id}/freeze
                """));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN201,
                "Error: SDKGEN201 - Operation not found",
                "  Resource: accounts.cards",
                "  Method: freeze",
                "  Operation: post /accounts/{account_id}/cards/{card_id}/freeze",
                "  File: sdkgen.yaml",
                "  Line: 14");
    }

    @Test
    void pathMustMatchExactlyAndTheNearMissIsNamed() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                $client:
                  methods:
                    account: get /accounts/{id}
                accounts:
                  methods:
                    remove: delete /accounts
                """));
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN201);
        assertEquals(2, d.size());
        assertEquals("""
                Error: SDKGEN201 - Operation not found
                  Resource: $client
                  Method: account
                  Operation: get /accounts/{id}
                  Hint: the spec has get /accounts/{account_id}
                  File: sdkgen.yaml
                  Line: 10""", d.get(0).render());
        assertEquals("""
                Error: SDKGEN201 - Operation not found
                  Resource: accounts
                  Method: remove
                  Operation: delete /accounts
                  Hint: the spec has get /accounts
                  File: sdkgen.yaml
                  Line: 13""", d.get(1).render());
    }
}
