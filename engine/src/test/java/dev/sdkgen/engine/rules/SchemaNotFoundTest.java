package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class SchemaNotFoundTest extends EngineTest {
    @Test
    void listedModelsExist() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  models: [Account, AccountList]
                  methods:
                    list: get /accounts
                """));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN202);
    }

    @Test
    void missingModelsAreCaseSensitive() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", """
                accounts:
                  models: [account, Invoice]
                  methods:
                    list: get /accounts
                """));
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN202);
        assertEquals(2, d.size());
        assertEquals("""
                Error: SDKGEN202 - Schema not found
                  Resource: accounts
                  Model: account
                  Hint: names are case-sensitive; did you mean 'Account'?
                  File: sdkgen.yaml
                  Line: 9""", d.get(0).render());
        assertEquals("""
                Error: SDKGEN202 - Schema not found
                  Resource: accounts
                  Model: Invoice
                  File: sdkgen.yaml
                  Line: 9""", d.get(1).render());
    }

    @Test
    void typeNamesEntriesMustNameASchema() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "type_names:\n  Account: AccountModel\n  accountList: Accounts\n  Invoice: InvoiceModel\n");
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN202);
        assertEquals(2, d.size(), d.toString());
        assertEquals("""
                Error: SDKGEN202 - Schema not found
                  Resource: type_names
                  Model: accountList
                  Hint: names are case-sensitive; did you mean 'AccountList'?
                  File: sdkgen.yaml
                  Line: 15""", d.get(0).render());
        assertEquals("""
                Error: SDKGEN202 - Schema not found
                  Resource: type_names
                  Model: Invoice
                  File: sdkgen.yaml
                  Line: 16""", d.get(1).render());
    }
}
