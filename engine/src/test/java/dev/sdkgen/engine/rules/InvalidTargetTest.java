package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class InvalidTargetTest extends EngineTest {
    @Test
    void theFourTargetsAreValid() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", edit(Repo.config("openapi.yaml", RESOURCES), "[typescript, python]", "[typescript, python, go, java]"));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN004);
    }

    @Test
    void unknownTarget() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", edit(Repo.config("openapi.yaml", RESOURCES), "[typescript, python]", "[typescript, rust]"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN004,
                "Error: SDKGEN004 - Invalid target language",
                "  Target: rust",
                "  Valid targets: typescript, python, go, java",
                "  File: sdkgen.yaml",
                "  Line: 6");
    }

    @Test
    void everyUnknownTargetIsReportedAndTheCaseMatters() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", edit(Repo.config("openapi.yaml", RESOURCES), "targets: [typescript, python]", "targets:\n  - TypeScript\n  - kotlin\n  - go"));
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN004);
        assertEquals(2, d.size());
        assertEquals("""
                Error: SDKGEN004 - Invalid target language
                  Target: TypeScript
                  Valid targets: typescript, python, go, java
                  File: sdkgen.yaml
                  Line: 7""", d.get(0).render());
        assertEquals("  Target: kotlin", d.get(1).render().lines().toList().get(1));
    }
}
