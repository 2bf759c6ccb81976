package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class NamingConflictTest extends EngineTest {
    @Test
    void distinctTypeNamesPass() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", SPEC + "    PetOwner:\n      type: object\n    Pet:\n      type: object\n");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN203);
    }

    @Test
    void namesThatGiveTheSameTypeName() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", SPEC + """
                    pet_owner:
                      type: object
                    pet-owner:
                      type: object
                    PetOwner:
                      type: object
                """);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN203,
                "Error: SDKGEN203 - Naming conflict",
                "  Name: PetOwner",
                "  Schemas: pet_owner, pet-owner, PetOwner",
                "  Hint: give a schema its own type name in sdkgen.yaml, without editing the spec: "
                        + "type_names: {pet-owner: PetOwnerAlt}",
                "  File: openapi.yaml",
                "  Line: 63");
    }

    private static final String CASE_ONLY = """
                NullString:
                  type: object
                  properties:
                    value:
                      type: string
                nullString:
                  type: string
                  nullable: true
            """;

    @Test
    void namesThatDifferOnlyInCaseConflict() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", SPEC + CASE_ONLY);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN203,
                "Error: SDKGEN203 - Naming conflict",
                "  Name: NullString",
                "  Schemas: NullString, nullString",
                "  Hint: give a schema its own type name in sdkgen.yaml, without editing the spec: "
                        + "type_names: {nullString: NullStringAlt}",
                "  File: openapi.yaml",
                "  Line: 66");
    }

    @Test
    void typeNamesAreTheWayOut() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES) + "type_names:\n  nullString: NullStringNonNull\n")
                .file("openapi.yaml", SPEC + CASE_ONLY);
        var v = run();
        assertNone(v.report().diagnostics(), DiagnosticCode.SDKGEN203);
        assertEquals(0, v.report().count(dev.sdkgen.engine.diag.Severity.ERROR), v.report().toText());
    }

    @Test
    void aTypeNameThatMeetsAnotherSchemasNameConflicts() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                        + "type_names:\n  nullString: Account\n  NullString: Account\n")
                .file("openapi.yaml", SPEC + CASE_ONLY);
        var d = dev.sdkgen.engine.testing.Blocks.of(diagnostics(), DiagnosticCode.SDKGEN203);
        assertEquals(1, d.size(), d.toString());
        assertEquals("  Name: Account", d.get(0).render().lines().toList().get(1));
        assertEquals("  Schemas: Account, NullString, nullString", d.get(0).render().lines().toList().get(2));
    }
}
