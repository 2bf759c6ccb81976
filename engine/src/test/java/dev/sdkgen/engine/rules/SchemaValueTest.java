package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertContains;
import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.diag.Severity;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * SDKGEN307: defaults and examples that do not fit their schema, arrays without items — warnings with the JSON
 * path, file and line, and a model that is still built (before: seven SDKGEN103 errors refused a real
 * 732-operation identity API).
 */
class SchemaValueTest extends EngineTest {
    private static final String BAD = edit(edit(SPEC, """
                    id:
                      type: string
            """, """
                    id:
                      type: string
                    since:
                      type: string
                      format: date-time
                      default: Assigned
                    label:
                      type: string
                      default: {a: 1}
                      example: 5
                    tags:
                      type: array
                    count:
                      type: integer
                      default: 3
                      example: 4
            """), """
                    - name: account_id
                      in: path
                      required: true
                      schema:
                        type: string
            """, """
                    - name: account_id
                      in: path
                      required: true
                      schema:
                        type: string
                    - name: kind
                      in: query
                      schema:
                        type: string
                        enum: [a, b]
                        default: c
            """);

    @Test
    void cleanSpecHasNoWarning() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN307);
    }

    @Test
    void mismatchedDefaultsExamplesAndArraysWithoutItemsAreWarningsWithTheirPlace() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", BAD);
        var v = run();
        List<Diagnostic> all = v.report().diagnostics();
        assertContains(all, DiagnosticCode.SDKGEN307,
                "Warning: SDKGEN307 - Schema value mismatch",
                "  Location: #/components/schemas/Account/properties/since/default",
                "  Problem: the default does not fit the schema (\"Assigned\" is not a date-time): left out of the SDK",
                "  File: openapi.yaml",
                "  Line: 61");
        assertContains(all, DiagnosticCode.SDKGEN307,
                "Warning: SDKGEN307 - Schema value mismatch",
                "  Location: #/components/schemas/Account/properties/tags",
                "  Problem: type: array without items: an array of values of unknown type",
                "  File: openapi.yaml",
                "  Line: 66");
        assertContains(all, DiagnosticCode.SDKGEN307,
                "Warning: SDKGEN307 - Schema value mismatch",
                "  Location: #/paths/~1accounts~1{account_id}/get/parameters/1/schema/default",
                "  Problem: the default does not fit the schema (\"c\" is not one of the schema's enum values): left out of the SDK",
                "  File: openapi.yaml",
                "  Line: 42");
        assertEquals(5, all.stream().filter(d -> d.code() == DiagnosticCode.SDKGEN307).count(),
                "since and label defaults, label example, tags, the kind default; count's default and example fit: " + all);
        assertNone(all, DiagnosticCode.SDKGEN103);
        assertTrue(all.stream().noneMatch(d -> d.code().severity() == Severity.ERROR), all.toString());
        assertTrue(v.ok());
    }

    @Test
    void theModelIsBuiltWithoutTheMisfitDefaultsAndWithUnknownItems() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", BAD);
        SdkModel model = run().model();
        TypeDef.ObjectType account = (TypeDef.ObjectType) model.type("Account");
        assertNull(property(account, "since").defaultValue(), "a default that is no date-time is left out");
        assertNull(property(account, "label").defaultValue(), "an object default of a string is left out");
        assertEquals(3, property(account, "count").defaultValue().asInt(), "a default that fits stays");
        TypeRef tags = property(account, "tags").type();
        TypeRef items = ((TypeRef.ArrayOf) TypeRef.nonNull(tags)).items();
        assertInstanceOf(TypeRef.Unknown.class, items);
        Parameter kind = method(model, "get").queryParams().stream().filter(p -> p.name().equals("kind")).findFirst()
                .orElseThrow();
        assertNull(kind.defaultValue(), "a default outside the enum is left out");
    }

    private static TypeDef.Property property(TypeDef.ObjectType o, String name) {
        return o.properties().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }
}
