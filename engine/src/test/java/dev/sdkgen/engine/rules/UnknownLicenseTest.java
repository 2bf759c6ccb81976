package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.ir.Sdk;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

/** {@code sdk.license}, {@code sdk.author}, {@code sdk.repository}: read into the IR, checked (SDKGEN002), SDKGEN308. */
class UnknownLicenseTest extends EngineTest {
    private void config(String sdkLines) {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml",
                Repo.config("openapi.yaml", RESOURCES).replace("  version: 1.0.0\n", "  version: 1.0.0\n" + sdkLines));
    }

    @Test
    void aKnownLicenceWithAuthorAndRepositoryReachesTheModelWithoutADiagnostic() {
        config("  license: Apache-2.0\n  author: Acme Inc.\n  repository: https://github.com/acme/sdks\n");
        var v = run();
        assertTrue(v.ok(), () -> v.report().diagnostics().toString());
        assertNone(v.report().diagnostics(), DiagnosticCode.SDKGEN308);
        Sdk sdk = v.model().sdk();
        assertEquals("Apache-2.0", sdk.license());
        assertEquals("Acme Inc.", sdk.author());
        assertEquals("https://github.com/acme/sdks", sdk.repository());
    }

    @Test
    void withoutTheKeysTheModelHasNone() {
        validRepo();
        Sdk sdk = run().model().sdk();
        assertNull(sdk.license());
        assertNull(sdk.author());
        assertNull(sdk.repository());
    }

    @Test
    void anUnknownSpdxIdIsAWarningAndStillGenerates() {
        config("  license: LicenseRef-Acme\n");
        var v = run();
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN308,
                "Warning: SDKGEN308 - Unknown licence",
                "  License: LicenseRef-Acme",
                "  Known: Apache-2.0, BSD-3-Clause, ISC, MIT",
                "  Reason: the SDKs' LICENSE names the licence without its text: replace it with the text",
                "  File: sdkgen.yaml",
                "  Line: 4");
        assertTrue(v.ok());
        assertEquals("LicenseRef-Acme", v.model().sdk().license());
    }

    @Test
    void aKnownIdInAnotherCaseIsNoWarning() {
        config("  license: mit\n");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN308);
    }

    @Test
    void malformedValuesAreConfigErrors() {
        config("  license: MIT License\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 4",
                "  Key: sdk.license",
                "  Reason: 'MIT License' is not an SPDX licence id such as MIT or Apache-2.0",
                "  File: sdkgen.yaml");
        config("  repository: git@github.com:acme/sdks.git\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 4",
                "  Key: sdk.repository",
                "  Reason: 'git@github.com:acme/sdks.git' is not an http(s) URL",
                "  File: sdkgen.yaml");
    }
}
