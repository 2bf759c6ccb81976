package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;

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
                "  File: openapi.yaml",
                "  Line: 63");
    }
}
