package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertContains;
import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class InvalidSpecSyntaxTest extends EngineTest {
    @Test
    void validSpecHasNoSyntaxProblem() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN103);
    }

    @Test
    void yamlSyntaxErrorGivesItsLine() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", "openapi: 3.0.3\ninfo:\n  title: x\n  version: 1\npaths:\n  /a: [unclosed\n");
        var d = diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("Error: SDKGEN103 - Invalid spec syntax", d.get(0).headline());
        assertEquals("  Line: 7", d.get(0).render().lines().toList().get(1));
        assertEquals("  File: openapi.yaml", d.get(0).render().lines().toList().get(3));
    }

    @Test
    void jsonSyntaxErrorGivesItsLine() {
        repo().file("sdkgen.yaml", Repo.config("openapi.json", RESOURCES))
                .file("openapi.json", "{\n  \"openapi\": \"3.0.3\",\n  \"info\": {\"title\": \"x\" \"version\": \"1\"}\n}\n");
        var d = diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("  Line: 3", d.get(0).render().lines().toList().get(1));
    }

    @Test
    void malformedReference() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, "$ref: '#/components/schemas/AccountList'", "$ref: '#components/schemas/AccountList'"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN103,
                "Error: SDKGEN103 - Invalid spec syntax",
                "  Line: 17",
                "  Reason: malformed $ref '#components/schemas/AccountList': the part after '#' must be a JSON pointer starting with '/', e.g. #/components/schemas/Pet",
                "  Location: #/paths/~1accounts/get/responses/200/content/application~1json/schema",
                "  File: openapi.yaml");
    }

    @Test
    void structurallyInvalidSpec() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, "    post:\n      operationId: createAccount\n", "    post: 42\n    put:\n      operationId: createAccount\n"));
        assertContains(diagnostics(), DiagnosticCode.SDKGEN103,
                "Error: SDKGEN103 - Invalid spec syntax",
                "  Line: 18",
                "  Reason: attribute paths.'/accounts'.post is not of type `object`",
                "  File: openapi.yaml");
    }

    @Test
    void brokenReferencedFileIsReportedInThatFile() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("schemas/account.yaml", "type: object\nproperties:\n  id: {type: string\n")
                .file("openapi.yaml", edit(SPEC, """
                    Account:
                      type: object
                      required: [id]
                      properties:
                        id:
                          type: string
                """, "    Account:\n      $ref: 'schemas/account.yaml'\n"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN103,
                "Error: SDKGEN103 - Invalid spec syntax",
                "  Line: 4",
                "  Reason: while parsing a flow mapping: expected ',' or '}', but got <stream end>",
                "  Referenced from: openapi.yaml at #/components/schemas/Account",
                "  File: schemas/account.yaml");
    }
}
