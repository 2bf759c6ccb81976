package dev.sdkgen.codegen.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PyNamesTest {
    @Test
    void namesBecomeSnakeCaseAndKeywordsGetAnUnderscore() {
        assertEquals("freeze_all", PyNames.snake("freezeAll"));
        assertEquals("x_request_id", PyNames.snake("X-Request-Id"));
        assertEquals("return_", PyNames.snake("return"));
        assertEquals("import_", PyNames.snake("import"));
        assertEquals("_2fa_required", PyNames.snake("2fa_required"));
        assertEquals("type", PyNames.snake("type"));
        assertEquals("BillingAccounts", PyNames.pascal("billing_accounts"));
        assertEquals("None_", PyNames.typeName("None"));
        assertEquals("Account", PyNames.typeName("Account"));
    }

    @Test
    void identifiersForClassSyntax() {
        assertTrue(PyNames.isIdentifier("created_at"));
        assertFalse(PyNames.isIdentifier("class"));
        assertFalse(PyNames.isIdentifier("+1"));
        assertFalse(PyNames.isIdentifier("2fa_required"));
        assertFalse(PyNames.isIdentifier("a-b"));
    }

    @Test
    void stringLiterals() {
        assertEquals("\"a\\\"b\"", PyLiterals.string("a\"b"));
        assertEquals("\"back\\\\slash\"", PyLiterals.string("back\\slash"));
        assertEquals("\"\\x00\\n\"", PyLiterals.string("\0\n"));
        assertEquals("\"it's\"", PyLiterals.string("it's"));
    }

    @Test
    void docstringTextCannotCloseTheDocstring() {
        assertEquals("\\\"\\\"\\\"", PyLiterals.docstringText("\"\"\"", false));
        assertEquals("say \"hi\" ", PyLiterals.docstringText("say \"hi\" ", true));
        assertEquals("ends with \\\"", PyLiterals.docstringText("ends with \"", true));
        assertEquals("ends with \"", PyLiterals.docstringText("ends with \"", false), "a closing on its own line is safe");
        assertEquals("\\\\n is not a newline", PyLiterals.docstringText("\\n is not a newline", false));
        assertEquals(List.of("    \"\"\"One line.\"\"\""), PyDocs.docstring("    ", List.of("One line.")));
        assertEquals(List.of("\"\"\"First", "", "Second", "\"\"\""), PyDocs.docstring("", List.of("First", "", "Second")));
    }

    @Test
    void tomlStrings() {
        assertEquals("\"a \\\"b\\\" \\\\ c\\n\"", PyLiterals.toml("a \"b\" \\ c\n"));
    }

    /**
     * {@code _params.py} is written whenever a module imports from it: {@code optional_body} for an optional body passed
     * as keyword arguments needs it without any header parameter (Stripe's resources failed pyright: import not resolved).
     */
    @Test
    void anOptionalKeywordBodyWithoutHeaderParametersStillGetsTheParamsModule(@org.junit.jupiter.api.io.TempDir java.nio.file.Path repo)
            throws java.io.IOException {
        java.nio.file.Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Accounts, version: "1"}
                servers: [{url: https://accounts.example}]
                paths:
                  /accounts:
                    post:
                      requestBody: {content: {application/json: {schema: {type: object, properties: {email: {type: string}}}}}}
                      responses: {'204': {description: ok}}
                """);
        java.nio.file.Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: accounts, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [python]
                resources:
                  accounts:
                    methods:
                      create: post /accounts
                """);
        var sdk = new PythonEmitter().emit(dev.sdkgen.codegen.plan.Planner.plan(dev.sdkgen.codegen.testing.Fixtures.model(repo)));
        String module = sdk.files().keySet().stream().filter(f -> f.endsWith("/resources/accounts.py")).findFirst().orElseThrow();
        assertTrue(sdk.text(module).contains("from .._params import optional_body"), sdk.text(module));
        assertTrue(sdk.files().containsKey(module.replace("resources/accounts.py", "_params.py")), sdk.files().keySet().toString());
    }
}
