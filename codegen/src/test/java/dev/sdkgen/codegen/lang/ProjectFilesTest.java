package dev.sdkgen.codegen.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.engine.config.Licenses;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** LICENSE and CHANGELOG.md: the same in every language, the licence's standard text with its holder. */
class ProjectFilesTest {
    @Test
    void everyKnownLicenceHasItsStandardTextWithTheHolder() {
        assertTrue(ProjectFiles.license("MIT", "Acme Inc.").startsWith("MIT License\n\nCopyright (c) Acme Inc.\n\n"
                + "Permission is hereby granted, free of charge,"));
        assertTrue(ProjectFiles.license("ISC", "Acme").contains("Permission to use, copy, modify, and/or distribute this software"));
        assertTrue(ProjectFiles.license("BSD-3-Clause", "Acme").contains("3. Neither the name of the copyright holder"));
        String apache = ProjectFiles.license("Apache-2.0", "Acme");
        assertTrue(apache.startsWith("Copyright Acme\n\n"));
        assertTrue(apache.contains("Version 2.0, January 2004") && apache.contains("END OF TERMS AND CONDITIONS"));
        for (String id : Licenses.KNOWN) {
            String text = ProjectFiles.license(id, "The Holder");
            assertTrue(text.contains("The Holder"), id);
            assertFalse(text.contains("<holder>"), id);
            assertTrue(text.endsWith("\n"), id);
        }
        assertEquals(ProjectFiles.license("MIT", "x"), ProjectFiles.license("mit", "x"), "SPDX ids match in any case");
    }

    @Test
    void anUnknownIdGetsAFileThatNamesIt() {
        String text = ProjectFiles.license("LicenseRef-Acme", "Acme");
        assertEquals("Copyright (c) Acme\n\nThis software is licensed under LicenseRef-Acme (SPDX licence identifier).\n"
                + "The licence's text: https://spdx.org/licenses/\n", text);
    }

    @Test
    void theSameFilesInEveryLanguageWithTheMetadataNamingTheLicence() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.kitchenSink()));
        Map<String, String> files = ProjectFiles.of(plan);
        assertEquals(List.of("LICENSE", "CHANGELOG.md"), List.copyOf(files.keySet()));
        assertTrue(files.get("LICENSE").contains("Copyright (c) Kitchen Sink Authors"));
        assertTrue(files.get("CHANGELOG.md").contains("\n## 0.3.0\n"));
        for (Target target : Target.values()) {
            GeneratedSdk sdk = Generator.generate(plan, target);
            assertEquals(files.get("LICENSE"), sdk.text("LICENSE"), target.id());
            assertEquals(files.get("CHANGELOG.md"), sdk.text("CHANGELOG.md"), target.id());
        }
        assertTrue(Generator.generate(plan, Target.TYPESCRIPT).text("package.json").contains("\"license\": \"MIT\","));
        assertTrue(Generator.generate(plan, Target.PYTHON).text("pyproject.toml").contains("license = { text = \"MIT\" }"));
        String pom = Generator.generate(plan, Target.JAVA).text("pom.xml");
        assertTrue(pom.contains("<name>MIT</name>") && pom.contains("<url>https://spdx.org/licenses/MIT.html</url>"));
        assertTrue(pom.contains("<name>Kitchen Sink Authors</name>") && pom.contains("<url>https://github.com/kitchen-sink/sdks</url>"));
    }

    @Test
    void withoutALicenceThereIsNoLicenseFileButAChangelog() {
        SdkPlan plan = Planner.plan(Fixtures.model(Fixtures.acme()));
        assertNull(plan.sdk().license());
        assertEquals(List.of("CHANGELOG.md"), List.copyOf(ProjectFiles.of(plan).keySet()));
        assertFalse(Generator.generate(plan, Target.TYPESCRIPT).text("package.json").contains("\"license\""));
        assertFalse(Generator.generate(plan, Target.JAVA).text("pom.xml").contains("<licenses>"));
    }
}
