package dev.sdkgen.codegen.typescript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.text.NameScope;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TsNamesTest {
    @Test
    void configNamesBecomeCamelCaseMembersAndPascalCaseClasses() {
        assertEquals("freezeAll", TsNames.camel("freeze_all"));
        assertEquals("billingAccounts", TsNames.camel("billing_accounts"));
        assertEquals("BillingAccounts", TsNames.pascal("billing_accounts"));
        assertEquals("billing-accounts", TsNames.fileStem("billing_accounts"));
    }

    @Test
    void wireNamesBecomeSafeLocals() {
        assertEquals("projectId", TsNames.local("project_id"));
        assertEquals("xRequestId", TsNames.local("X-Request-Id"));
        assertEquals("_1", TsNames.local("+1"));
        assertEquals("_2faRequired", TsNames.local("2fa_required"));
        assertEquals("default_", TsNames.local("default"));
        assertEquals("class_", TsNames.local("class"));
        assertEquals("type", TsNames.local("type"));
        assertEquals("value", TsNames.local("+"));
    }

    @Test
    void membersAvoidTheRuntimesNames() {
        dev.sdkgen.codegen.lang.Naming naming = TsNames.NAMING;
        assertEquals("timeout_", new NameScope(naming.clientMembers()).claim(naming.member("timeout")));
        assertEquals("constructor_", new NameScope(naming.clientMembers()).claim(naming.member("constructor")));
        assertEquals("delete", new NameScope(naming.resourceMembers()).claim(naming.member("delete")));
        assertEquals("freezeAll", new NameScope(Set.of()).claim(naming.member("freeze_all")));
    }

    @Test
    void propertyKeysAreQuotedOnlyWhenNeeded() {
        assertEquals("name", TsNames.propertyKey("name"));
        assertEquals("class", TsNames.propertyKey("class"));
        assertEquals("'+1'", TsNames.propertyKey("+1"));
        assertEquals("'2fa_required'", TsNames.propertyKey("2fa_required"));
        assertEquals("'it\\'s'", TsNames.propertyKey("it's"));
        assertTrue(TsNames.isIdentifierName("$ref_1"));
        assertFalse(TsNames.isIdentifierName("a-b"));
    }

    @Test
    void stringLiteralsEscapeEverythingThatCouldEndThem() {
        assertEquals("'it\\'s'", TsLiterals.string("it's"));
        assertEquals("'a\\\\b'", TsLiterals.string("a\\b"));
        assertEquals("'\\n\\r\\u2028\\u2029'", TsLiterals.string("\n\r\u2028\u2029"));
        assertEquals("'\\`\\${x}'", TsLiterals.string("`${x}"));
        assertEquals("'\\u0000'", TsLiterals.string("\0"));
        assertEquals("'\\ud800'", TsLiterals.string("\ud800"), "a lone surrogate cannot be written as UTF-8");
        assertEquals("\"a\\\"b\\u2028\"", TsLiterals.jsonString("a\"b\u2028"));
    }

    @Test
    void docCommentsCannotBeClosedOrTagged() {
        assertEquals("*\\/ x", TsDocs.escape("*/ x"));
        assertEquals("\\@deprecated", TsDocs.escape("@deprecated"));
        assertEquals("a @b", TsDocs.escape("a @b"));
    }

    @Test
    void unionsAreFlattenedAndDeduplicated() {
        assertEquals("string | null", TsTypes.union(java.util.List.of("string", "string | null"), false));
        assertEquals("(A | B)", TsTypes.union(java.util.List.of("A", "B"), true));
        assertEquals(java.util.List.of("'a|b'", "{ x: A | B }"), TsTypes.splitTopLevelUnion("'a|b' | { x: A | B }"));
    }
}
