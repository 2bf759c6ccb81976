package dev.sdkgen.codegen.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** SDKGEN309: a major change needs a major version step (the second number below 1.0.0). */
class VersionBumpCheckTest {
    private static final Change MAJOR = new Change(Change.Level.MAJOR, "field", "Account.name", Change.Kind.REMOVED,
            "code reading or setting it breaks", "string", null, "#/components/schemas/Account/properties/name");
    private static final Change MINOR = new Change(Change.Level.MINOR, "method", "accounts.search", Change.Kind.ADDED,
            "new GET /accounts/search", null, "client.accounts.search", null);

    @Test
    void majorStepRules() {
        assertTrue(VersionBumpCheck.isMajorStep("1.4.0", "2.0.0"));
        assertFalse(VersionBumpCheck.isMajorStep("1.4.0", "1.5.0"));
        assertFalse(VersionBumpCheck.isMajorStep("1.4.0", "1.4.0"));
        assertTrue(VersionBumpCheck.isMajorStep("0.3.1", "0.4.0"));
        assertFalse(VersionBumpCheck.isMajorStep("0.3.1", "0.3.2"));
        assertTrue(VersionBumpCheck.isMajorStep("0.3.1", "1.0.0"));
        assertFalse(VersionBumpCheck.isMajorStep("2.0.0", "1.9.0"));
    }

    @Test
    void warnsOnAMajorChangeWithoutAMajorStepOnly() {
        assertEquals("""
                Warning: SDKGEN309 - Breaking change without a major version
                  Target: java
                  Version: 1.5.0
                  Previous version: 1.4.0
                  Breaking changes: 1, first: field Account.name removed (string -> ...): code reading or setting it breaks [#/components/schemas/Account/properties/name]
                  Hint: set sdk.version to 2.0.0 or later, or keep the API compatible""".replace(" (string -> ...)", ""),
                VersionBumpCheck.check(new SurfaceDiff("java", "1.4.0", "1.5.0", List.of(MAJOR, MINOR))).orElseThrow().render());
        assertTrue(VersionBumpCheck.check(new SurfaceDiff("java", "1.4.0", "2.0.0", List.of(MAJOR))).isEmpty());
        assertTrue(VersionBumpCheck.check(new SurfaceDiff("java", "1.4.0", "1.4.0", List.of(MINOR))).isEmpty());
        assertEquals("0.4.0", VersionBumpCheck.nextMajor("0.3.9"));
    }
}
