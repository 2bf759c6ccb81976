package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.NullNode;
import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.IrJson;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code type-fidelity} fixture (issues 10 and 14): each schema shape gets the type the spec says, once
 * in the IR (language-neutral) and as printed by every language, whose SDK also passes its compile gate.
 */
class TypeFidelityTest {
    private static SdkModel model;

    @BeforeAll
    static void build() {
        model = Fixtures.model(Fixtures.codegen("type-fidelity"));
    }

    private static TypeDef.Property property(String type, String name) {
        TypeDef t = model.type(type);
        assertNotNull(t, type);
        return ((TypeDef.ObjectType) t).properties().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static Method method(String resource, String name) {
        Resource r = model.root().subresources().stream().filter(s -> s.name().equals(resource)).findFirst().orElseThrow();
        return r.methods().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow();
    }

    private static Parameter query(Method m, String name) {
        return m.queryParams().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void allOfThatIsNotAnObjectIsItsOneType() {
        assertEquals(TypeRef.string(), property("Widget", "label").type(), "allOf: [{type: string}, {nullable: false}]");
        assertEquals(new TypeRef.ArrayOf(TypeRef.string()), property("Widget", "tags").type(), "allOf: [{type: array}]");
        assertEquals(new TypeRef.Named("Color"), property("Widget", "color").type(), "allOf: [{$ref: enum}, {description}]");
        assertEquals(new TypeRef.Named("Shape"), property("Widget", "shape").type(), "allOf: [{$ref: oneOf}]");
        assertEquals(new TypeRef.Named("Shape"), property("Widget", "outline").type(), "allOf: [{$ref: oneOf}, {description}]");
        assertEquals(new TypeRef.Named("Owner"), property("Widget", "owner").type(), "allOf: [{$ref: object}, {description}]: no copy");
        for (String copy : List.of("WidgetLabel", "WidgetTags", "WidgetColor", "WidgetShape", "WidgetOutline", "WidgetOwner")) {
            assertNull(model.type(copy), copy + " is no type of its own");
        }
    }

    @Test
    void anObjectWhoseAnyOfOnlyRequiresKeysIsThatObject() {
        assertEquals(List.of("url", "file_id"), ((TypeDef.ObjectType) model.type("ImageRef")).properties().stream()
                .map(TypeDef.Property::name).toList(), "anyOf: [{required: [url]}, {required: [file_id]}] beside properties");
    }

    @Test
    void typeNullAloneIsTheNullLiteral() {
        TypeRef retired = property("Widget", "retired").type();
        assertEquals(new TypeRef.Literal(NullNode.getInstance()), retired);
        assertTrue(TypeRef.isNull(retired));
        assertEquals(retired, TypeRef.nullable(retired), "null or null is null");
        SdkModel again = IrJson.read(IrJson.write(model));
        assertEquals(retired, ((TypeDef.ObjectType) again.type("Widget")).properties().stream()
                .filter(p -> p.name().equals("retired")).findFirst().orElseThrow().type(), "the null literal survives IrJson");
    }

    @Test
    void docsFallBackToTheMembersAndToTheParameterSchema() {
        assertEquals("A free-form note.", property("Widget", "note").docs().description(), "anyOf: [{…, description}, {type: null}]");
        assertEquals(new TypeRef.Nullable(TypeRef.string()), property("Widget", "note").type());
        assertEquals("The colour of the widget.", property("Widget", "color").docs().description(), "a description in an allOf member");
        assertEquals("The label.", property("Widget", "label").docs().description(), "a description in the allOf's typed member");
        assertEquals("Only widgets with this label.", query(method("widgets", "list"), "label").docs().description(),
                "a parameter's description in its schema");
    }

    @Test
    void aPropertyInTwoAllOfMembersIsMergedDeeply() {
        TypeDef.Property id = property("Bucket", "id");
        assertEquals(TypeRef.string(), id.type(), "an overlay {readOnly: true} refines, it does not empty the type");
        assertTrue(id.readOnly() && id.required());
        TypeDef.Property acl = property("Bucket", "acl");
        assertEquals(new TypeRef.Named("BucketBaseAcl"), acl.type(), "the base's inline type, not a copy");
        assertTrue(acl.readOnly());
        assertEquals("Who may read the bucket.", acl.docs().description());
        assertEquals(new TypeRef.Named("FolderAcl"), property("Folder", "acl").type());
        assertEquals(List.of("owner", "group"), ((TypeDef.ObjectType) model.type("FolderAcl")).properties().stream()
                .map(TypeDef.Property::name).toList(), "both declarations' properties");
        assertTrue(property("Folder", "acl").readOnly());
        assertNull(model.type("FolderAcl2"), "no numbered copy");
    }

    @Test
    void identicalInlineTypesAreOneType() {
        TypeRef listVersion = query(method("widgets", "list"), "api_version").type();
        assertEquals(new TypeRef.Named("WidgetListParamsApiVersion"), listVersion);
        assertEquals(listVersion, query(method("widgets", "create"), "api_version").type());
        assertEquals(1, model.types().stream().filter(t -> t instanceof TypeDef.EnumType).filter(t -> t.schemaName() == null).count(),
                "one inline enum type");
        assertEquals(new TypeRef.Named("WidgetCreateParamsMetadata"), property("WidgetCreateParams", "metadata").type());
        assertEquals(new TypeRef.Named("WidgetCreateParamsMetadata"), property("WidgetUpdateParams", "metadata").type());
        assertNull(model.type("WidgetUpdateParamsMetadata"));
        assertNotNull(model.type("WidgetUpdateParams"), "a method's own body type keeps its name");
    }

    /** Per language: the file holding the models, and what it must say for each item. */
    private record Expected(String file, List<String> lines) {
    }

    private static final Map<Target, List<Expected>> PRINTED = Map.of(
            Target.TYPESCRIPT, List.of(new Expected("src/models.ts", List.of(
                    "/** The label. */\n label: string;", "tags?: string[];", "/** The colour of the widget. */\n color?: Color;",
                    "shape?: Shape;", "outline?: Shape;", "owner?: Owner;", "retired?: null;",
                    "/** A free-form note. */\n note?: string | null;", "/** Only widgets with this label. */\n label?: string;",
                    "acl?: BucketBaseAcl;", "export interface ImageRef {\n url?: string;", "export interface FolderAcl {\n owner?: string;\n group?: string;\n}",
                    "export interface WidgetUpdateParams {\n label?: string;\n metadata?: WidgetCreateParamsMetadata;\n}"))),
            Target.PYTHON, List.of(new Expected("src/fidelity/types.py", List.of(
                    "label: str\n \"\"\"The label.\"\"\"", "tags: Optional[List[str]] = None",
                    "color: Optional[Color] = None\n \"\"\"The colour of the widget.\"\"\"",
                    "shape: Optional[Shape] = None", "outline: Optional[Shape] = None", "owner: Optional[Owner] = None",
                    "retired: None = None", "note: Optional[str] = None\n \"\"\"A free-form note.\"\"\"",
                    "acl: Optional[BucketBaseAcl] = None", "class ImageRef(BaseModel):\n url: Optional[str] = None",
                    "WidgetListParamsApiVersion = Literal[\"v4\", \"v4beta\"]")),
                    new Expected("src/fidelity/resources/widgets.py", List.of("label: Only widgets with this label."))),
            Target.GO, List.of(new Expected("models.go", List.of(
                    "// The label.\n Label string `json:\"label\"`", "Tags Opt[[]string]", "// The colour of the widget.\n Color Opt[Color]",
                    "Shape Opt[Shape]", "Outline Opt[Shape]", "Owner Opt[Owner]", "Retired Opt[JSONNull]",
                    "// A free-form note.\n Note Opt[string]", "// Only widgets with this label.\n Label Opt[string]",
                    "ACL Opt[BucketBaseAcl]", "type ImageRef struct {\n URL Opt[string]", "type FolderAcl struct {\n Owner Opt[string] `json:\"owner\"`\n Group Opt[string]",
                    "Metadata Opt[WidgetCreateParamsMetadata]"))),
            Target.JAVA, List.of(new Expected("src/main/java/com/fidelity/models/Widget.java", List.of(
                    "public String label() {", "public Opt<List<String>> tags() {", "public Opt<Color> color() {",
                    "public Opt<Shape> shape() {", "public Opt<Shape> outline() {", "public Opt<Owner> owner() {",
                    "public Opt<JsonNull> retired() {", "public Opt<String> note() {", "* A free-form note.",
                    "* The colour of the widget.")),
                    new Expected("src/main/java/com/fidelity/models/Bucket.java", List.of("public Opt<BucketBaseAcl> acl() {")),
                    new Expected("src/main/java/com/fidelity/models/ImageRef.java", List.of("public Opt<String> url() {")),
                    new Expected("src/main/java/com/fidelity/models/WidgetListParams.java", List.of("* Only widgets with this label.")),
                    new Expected("src/main/java/com/fidelity/models/WidgetUpdateParams.java",
                            List.of("public Opt<WidgetCreateParamsMetadata> metadata() {"))));

    static List<Target> targets() {
        return Fixtures.targets();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void everyLanguagePrintsTheTypesAndCompiles(Target target) {
        GeneratedSdk sdk = Generator.generate(model, target);
        for (Expected e : PRINTED.get(target)) {
            byte[] bytes = sdk.files().get(e.file());
            assertNotNull(bytes, e.file());
            String text = squeeze(new String(bytes, StandardCharsets.UTF_8));
            for (String line : e.lines()) {
                assertTrue(text.contains(line), () -> target.id() + " " + e.file() + " lacks:\n" + line + "\n---\n" + text);
            }
        }
        for (Map.Entry<String, byte[]> f : sdk.files().entrySet()) {
            if (sdk.core().containsKey(f.getKey())) {
                continue;
            }
            String text = new String(f.getValue(), StandardCharsets.UTF_8);
            for (String copy : List.of("WidgetLabel", "WidgetColor", "WidgetOwner", "WidgetTags", "WidgetOutline", "FolderAcl2",
                    "WidgetUpdateParamsMetadata", "WidgetCreateQueryApiVersion", "{ [key: string]: unknown }", "Dict[str, Any]")) {
                assertFalse(text.contains(copy), target.id() + " " + f.getKey() + " has " + copy);
            }
        }
        Path dir = Toolchains.scratchDir("type-fidelity/" + target.id());
        sdk.writeTo(dir);
        for (LanguageToolchain.Check check : LanguageToolchain.of(target).compileGate(dir, model)) {
            assertTrue(check.clean(), check::describe);
        }
    }

    /** Runs of blanks become one (gofmt's alignment, indentation), so expectations read like the code. */
    private static String squeeze(String text) {
        return text.replaceAll("[ \\t]+", " ").replace("\n ", "\n ");
    }
}
