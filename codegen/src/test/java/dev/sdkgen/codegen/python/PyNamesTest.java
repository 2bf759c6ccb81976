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
}
