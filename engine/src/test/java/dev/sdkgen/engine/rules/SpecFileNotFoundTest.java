package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

class SpecFileNotFoundTest extends EngineTest {
    @Test
    void specInASubdirectoryIsFound() {
        repo().file("openapi/acme.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi/acme.yaml", RESOURCES));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN101);
    }

    @Test
    void missingSpec() {
        repo().file("sdkgen.yaml", Repo.config("openapi/missing.yaml", RESOURCES));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN101,
                "Error: SDKGEN101 - Spec file not found",
                "  Path: openapi/missing.yaml",
                "  Reason: no such file in the repository",
                "  File: sdkgen.yaml",
                "  Line: 5");
    }

    @Test
    void specPathLeavingTheRepositoryIsRefused() throws Exception {
        Files.writeString(dir.getParent().resolve("outside.yaml"), SPEC);
        repo().file("sdkgen.yaml", Repo.config("../outside.yaml", RESOURCES));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN101,
                "Error: SDKGEN101 - Spec file not found",
                "  Path: ../outside.yaml",
                "  Reason: the path leaves the repository; it must be relative to the repository root and stay inside it",
                "  File: sdkgen.yaml",
                "  Line: 5");
    }

    @Test
    void absolutePathIsRefused() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config(dir.resolve("openapi.yaml").toString(), RESOURCES));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN101,
                "Error: SDKGEN101 - Spec file not found",
                "  Path: " + dir.resolve("openapi.yaml"),
                "  Reason: the path leaves the repository; it must be relative to the repository root and stay inside it",
                "  File: sdkgen.yaml",
                "  Line: 5");
    }

    @Test
    void symbolicLinkOutOfTheRepositoryIsRefused() throws Exception {
        java.nio.file.Path outside = dir.getParent().resolve("secret-spec.yaml");
        Files.writeString(outside, SPEC);
        repo().file("sdkgen.yaml", Repo.config("link.yaml", RESOURCES));
        Files.createSymbolicLink(dir.resolve("link.yaml"), outside);
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN101,
                "Error: SDKGEN101 - Spec file not found",
                "  Path: link.yaml",
                "  Reason: the path leaves the repository; it must be relative to the repository root and stay inside it",
                "  File: sdkgen.yaml",
                "  Line: 5");
    }

    @Test
    void directoryIsNotASpec() {
        repo().file("openapi/acme.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi", RESOURCES));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN101,
                "Error: SDKGEN101 - Spec file not found",
                "  Path: openapi",
                "  Reason: not a regular file",
                "  File: sdkgen.yaml",
                "  Line: 5");
    }
}
