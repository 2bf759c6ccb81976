package dev.sdkgen.codegen.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.sdkgen.codegen.lang.Naming;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Java package's own decisions: names, literals, Javadoc escaping, imports, type resolution, layout. */
class JavaNamesTest {
    @Test
    void configAndWireNamesBecomeJavaIdentifiers() {
        assertEquals("freezeAll", JavaNames.camel("freeze_all"));
        assertEquals("BillingAccounts", JavaNames.pascal("billing_accounts"));
        assertEquals("xRequestId", JavaNames.camel("X-Request-Id"));
        assertEquals("_1", JavaNames.camel("+1"));
        assertEquals("_2faRequired", JavaNames.camel("2fa_required"));
        assertEquals("class_", JavaNames.camel("class"));
        assertEquals("import_", JavaNames.camel("import"));
        assertEquals("record_", JavaNames.camel("record"), "contextual keywords too");
        assertEquals("value", JavaNames.camel("+"));
        assertEquals("TASK_CREATED", JavaNames.constant("task.created"));
        assertEquals("_1_5", JavaNames.constant("1.5"));
        assertEquals("EMPTY", JavaNames.constant(""));
        assertEquals("VALUE", JavaNames.constant("*/"));
        assertEquals("Class", JavaNames.capitalized("class_"));
        assertEquals("plain-widgets", JavaNames.artifactId("com.plain_widgets"));
        assertEquals("com/acme/sdk", JavaNames.packagePath("com.acme.sdk"));
    }

    @Test
    void membersAvoidObjectsMethodsAndTheClassesOwnNames() {
        Naming naming = JavaNames.NAMING;
        assertEquals("getClass_", new NameScope(naming.resourceMembers()).claim(naming.member("get_class")));
        assertEquals("builder_", new NameScope(naming.clientMembers()).claim(naming.member("builder")));
        assertEquals("core_", new NameScope(naming.resourceMembers()).claim(naming.member("core")));
        assertEquals("delete", new NameScope(naming.resourceMembers()).claim(naming.member("delete")));
        assertTrue(naming.reservedClassNames().contains("Opt"), "a resource called opt gets the Resource suffix");
        assertTrue(naming.reservedLocals().containsAll(Set.of("core", "options", "params", "body", "int")));
    }

    @Test
    void stringLiteralsUseOctalEscapesSoNoUnicodeEscapeCanBeFormed() {
        assertEquals("\"it's\"", JavaLiterals.string("it's"));
        assertEquals("\"a\\\"b\"", JavaLiterals.string("a\"b"));
        assertEquals("\"\\\\u000a\"", JavaLiterals.string("\\u000a"), "a backslash is doubled: no Unicode escape");
        assertEquals("\"\\n\\r\\t\\000\\177\"", JavaLiterals.string("\n\r\t\0\u007f"));
        assertEquals("\"\u2028\"", JavaLiterals.string("\u2028"), "U+2028 ends no line in Java");
        assertEquals("\"\\ud800\"", JavaLiterals.string("\ud800"), "a lone surrogate cannot be written as UTF-8");
        assertEquals("1L", JavaLiterals.scalar(IntNode.valueOf(1)));
        assertEquals("\"x\"", JavaLiterals.scalar(TextNode.valueOf("x")));
    }

    @Test
    void javadocTextCannotCloseTheCommentOrFormTagsOrEscapes() {
        assertEquals("*&#47; and /* and a/b", JavaDocs.escape("*/ and /* and a/b"));
        assertEquals("&#64;deprecated {&#64;code x}", JavaDocs.escape("@deprecated {@code x}"));
        assertEquals("&#92;u002a&#92;u002f", JavaDocs.escape("\\u002a\\u002f"));
        assertEquals("&lt;/script&gt; &amp;amp;", JavaDocs.escape("</script> &amp;"));
        assertEquals("<code>\"\"</code>", JavaDocs.code(""));
        assertEquals(List.of("/** One line. */"), JavaDocs.block("", List.of("One line."), List.of()));
        assertEquals(List.of("    /**", "     * First.", "     *", "     * <p>Second.", "     *", "     * @return x", "     */"),
                JavaDocs.block("    ", JavaDocs.html(List.of("First.", "", "Second.")), List.of("@return x")));
    }

    @Test
    void pomTextIsEscapedAndMavenCannotInterpolateIt() {
        assertEquals("a &amp; &lt;x&gt; $ {env.HOME} $5 &quot;q&quot; &apos;s", JavaLiterals.xml("a & <x> ${env.HOME} $5 \"q\" 's"));
        assertEquals("one two", JavaLiterals.xml("one\ntwo"));
    }

    @Test
    void listsWrapGreedilyAndChainsBreakOneCallPerLine() {
        assertEquals(List.of("f(a, b);"), JavaLines.wrap("", "f(", List.of("a", "b"), ",", ");"));
        List<String> items = List.of("x".repeat(50), "y".repeat(50), "z".repeat(50));
        assertEquals(List.of("f(" + "x".repeat(50) + ", " + "y".repeat(50) + ",", "        " + "z".repeat(50) + ");"),
                JavaLines.wrap("", "f(", items, ",", ");"));
        JavaLines.Chain chain = new JavaLines.Chain("a()", List.of(JavaLines.Chain.of(".b()")), ".c();");
        assertEquals(List.of("a().b().c();"), chain.render("", false));
        assertEquals(List.of("a()", "        .b()", "        .c();"), chain.render("", true));
    }

    @Test
    void importsAreDecidedFromNamesOnly() {
        JavaImports models = new JavaImports("com.x.models", "com.x.models", Set.of("Page", "Builder"), Set.of("Page", "List", "String"), Set.of());
        assertEquals("List", models.name("java.util.List"), "a model file imports java.util.List...");
        assertEquals("com.x.models.List", models.model("List"), "...so the model List is written in full");
        assertEquals("String", models.lang("String"));
        assertEquals(List.of("import java.lang.String;", "import java.util.List;"), models.lines(),
                "a model called String would shadow java.lang.String");
        JavaImports own = new JavaImports("com.x.models", "com.x.models", Set.of("List"), Set.of("List"), Set.of());
        assertEquals("java.util.List", own.name("java.util.List"), "List.java spells java.util.List in full");
        JavaImports client = new JavaImports("com.x", "com.x.models", Set.of("X", "Builder"), Set.of("X"), Set.of("Cards"));
        assertEquals("com.x.models.Cards", client.model("Cards"), "a model named like an imported resource class");
        assertEquals("Card", client.model("Card"));
        assertEquals(List.of("import com.x.models.Card;"), client.lines());
    }

    @Test
    void unionsAreNormalisedBeforeTheyAreTyped() {
        TypeDef.EnumType status = new TypeDef.EnumType("Status", "Status", Docs.NONE, false, TypeRef.Scalar.STRING,
                List.of(TextNode.valueOf("a")));
        TypeDef.AliasType ids = new TypeDef.AliasType("Ids", "Ids", Docs.NONE, false, new TypeRef.ArrayOf(TypeRef.string()));
        TypeDef.UnionType one = new TypeDef.UnionType("One", "One", Docs.NONE, false, List.of(new TypeRef.Named("Status")), true, null);
        TypeDef.AliasType loop = new TypeDef.AliasType("Loop", "Loop", Docs.NONE, false, new TypeRef.ArrayOf(new TypeRef.Named("Loop")));
        JavaTypes types = new JavaTypes(TypeTable.of(List.of(status, ids, one, loop)), "com.x.core");
        TypeRef integer = new TypeRef.Primitive(TypeRef.Scalar.INTEGER, null);
        assertEquals(TypeRef.string(), types.resolve(new TypeRef.Union(List.of(TypeRef.string(), new TypeRef.Literal(TextNode.valueOf(""))))),
                "string | \"\" is a string");
        assertEquals(new TypeRef.Named("Status"), types.resolve(new TypeRef.Union(List.of(TypeRef.string(), new TypeRef.Named("Status")))),
                "string | enum is the enum, which keeps unknown values");
        assertEquals(TypeRef.string(), types.resolve(new TypeRef.Union(List.of(new TypeRef.Literal(TextNode.valueOf("a")),
                new TypeRef.Literal(TextNode.valueOf("b"))))));
        assertEquals(new TypeRef.Unknown(), types.resolve(new TypeRef.Union(List.of(integer, new TypeRef.Unknown()))));
        assertEquals(new TypeRef.Union(List.of(TypeRef.string(), integer)), types.resolve(new TypeRef.Union(List.of(TypeRef.string(), integer))));
        assertEquals(new TypeRef.ArrayOf(TypeRef.string()), types.resolve(new TypeRef.Named("Ids")), "an alias is its target");
        assertEquals(new TypeRef.Named("Status"), types.resolve(new TypeRef.Named("One")), "a one-variant union is its variant");
        assertEquals(new TypeRef.ArrayOf(new TypeRef.Unknown()), types.resolve(new TypeRef.Named("Loop")), "an alias cycle ends in JSON");
        JavaImports plain = JavaImports.plain();
        assertEquals("List<String>", types.print(new TypeRef.Named("Ids"), plain, null));
        assertEquals("Map<String, JsonNode>", types.print(new TypeRef.MapOf(new TypeRef.Unknown()), plain, null));
        assertEquals("OffsetDateTime", types.print(new TypeRef.Primitive(TypeRef.Scalar.STRING, "date-time"), plain, null));
        assertEquals("Integer", types.print(new TypeRef.Primitive(TypeRef.Scalar.INTEGER, "int32"), plain, null));
        assertEquals("long", types.primitive(new TypeRef.Primitive(TypeRef.Scalar.INTEGER, "int64")));
        assertEquals("List<Score>", types.print(new TypeRef.ArrayOf(new TypeRef.Union(List.of(TypeRef.string(), integer))), plain, "Score"));
    }

    /**
     * The SDK's own tests upload a binary body of known content, {@code UploadFile.ofText("file contents")}, never a path
     * that must exist (Swagger Petstore's uploadImage failed at run time reading {@code file.bin}).
     */
    @Test
    void theSdksOwnTestsSendABinaryBodyOfKnownContent(@org.junit.jupiter.api.io.TempDir java.nio.file.Path repo) throws java.io.IOException {
        java.nio.file.Files.writeString(repo.resolve("openapi.yaml"), """
                openapi: 3.0.3
                info: {title: Pets, version: "1"}
                servers: [{url: https://pets.example}]
                paths:
                  /pets/{id}/image:
                    post:
                      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
                      requestBody: {content: {application/octet-stream: {schema: {type: string, format: binary}}}}
                      responses: {'204': {description: ok}}
                """);
        java.nio.file.Files.writeString(repo.resolve("sdkgen.yaml"), """
                sdk: {name: pets, version: 1.0.0}
                spec: {path: openapi.yaml}
                targets: [java]
                resources:
                  pets:
                    methods:
                      upload: post /pets/{id}/image
                """);
        var sdk = new JavaEmitter().emit(dev.sdkgen.codegen.plan.Planner.plan(dev.sdkgen.codegen.testing.Fixtures.model(repo)));
        String tests = sdk.text(sdk.files().keySet().stream().filter(f -> f.endsWith("/ApiTest.java")).findFirst().orElseThrow());
        // No file on disk: the runtime gate's swagger-petstore row failed with "cannot read the upload file.bin".
        assertTrue(tests.contains("client.pets().upload(0L, UploadFile.ofText(\"file contents\"));"), tests);
        assertFalse(tests.contains("Path.of("), tests);
    }
}
