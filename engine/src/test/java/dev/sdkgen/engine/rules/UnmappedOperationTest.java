package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class UnmappedOperationTest extends EngineTest {
    @Test
    void everyOperationMapped() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN303);
    }

    @Test
    void unmappedOperationIsListed() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  methods:
                    list: get /accounts
                    get: get /accounts/{account_id}
                """));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN303,
                "Info: SDKGEN303 - Operation not mapped",
                "  Operation: post /accounts",
                "  Operation ID: createAccount",
                "  File: openapi.yaml",
                "  Line: 18");
    }

    @Test
    void deliberatelyIgnoredOperationIsNotListed() {
        repo().file("openapi.yaml", edit(SPEC, "      operationId: createAccount\n", "      operationId: createAccount\n      x-sdkgen-ignore: true\n"))
                .file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  methods:
                    list: get /accounts
                    get: get /accounts/{account_id}
                """));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN303);
    }
}
