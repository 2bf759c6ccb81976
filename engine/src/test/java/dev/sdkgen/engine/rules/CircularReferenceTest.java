package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class CircularReferenceTest extends EngineTest {
    /** Node ↔ Edge through an optional property and a required one. */
    private static final String GRAPH = """
                Node:
                  type: object
                  required: [id]
                  properties:
                    id:
                      type: string
                    edge:
                      $ref: '#/components/schemas/Edge'
                Edge:
                  type: object
                  required: [to]
                  properties:
                    to:
                      $ref: '#/components/schemas/Node'
            """;

    private void spec(String extraSchemas, boolean allowRecursion) {
        String config = Repo.config("openapi.yaml", RESOURCES);
        if (allowRecursion) {
            config = edit(config, "  path: openapi.yaml\n", "  path: openapi.yaml\n  allow_recursion: true\n");
        }
        repo().file("sdkgen.yaml", config).file("openapi.yaml", SPEC + extraSchemas);
    }

    @Test
    void acyclicSchemasPass() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN105);
    }

    @Test
    void cycleIsAnErrorByDefault() {
        spec(GRAPH, false);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN105,
                "Error: SDKGEN105 - Circular reference",
                "  Path: Node -> Edge -> Node",
                "  Hint: replace an embedded reference with an identifier field, or set spec.allow_recursion: true if a link of the cycle is optional, nullable or an array",
                "  File: openapi.yaml",
                "  Line: 61");
    }

    @Test
    void allowRecursionAcceptsACycleWithAnOptionalLink() {
        spec(GRAPH, true);
        var v = run();
        assertNone(v.report().diagnostics(), DiagnosticCode.SDKGEN105);
        assertTrue(v.ok(), v.report().toText());
    }

    @Test
    void allowRecursionAcceptsSelfReferenceThroughAnArray() {
        spec("""
                    Tree:
                      type: object
                      required: [children]
                      properties:
                        children:
                          type: array
                          items:
                            $ref: '#/components/schemas/Tree'
                """, true);
        assertNone(diagnostics(), DiagnosticCode.SDKGEN105);
    }

    @Test
    void requiredNonNullableCycleStaysAnErrorWithAllowRecursion() {
        spec("""
                    Chicken:
                      type: object
                      required: [egg]
                      properties:
                        egg:
                          $ref: '#/components/schemas/Egg'
                    Egg:
                      allOf:
                        - $ref: '#/components/schemas/Chicken'
                """, true);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN105,
                "Error: SDKGEN105 - Circular reference",
                "  Path: Chicken -> Egg -> Chicken",
                "  Hint: every link of this cycle is a required, non-nullable object, so no finite value exists; make one link optional or nullable",
                "  File: openapi.yaml",
                "  Line: 61");
    }

    @Test
    void nullableLinkBreaksTheCycle() {
        spec("""
                    Person:
                      type: object
                      required: [manager]
                      properties:
                        manager:
                          allOf:
                            - $ref: '#/components/schemas/Person'
                          nullable: true
                """, true);
        assertNone(diagnostics(), DiagnosticCode.SDKGEN105);
    }
}
