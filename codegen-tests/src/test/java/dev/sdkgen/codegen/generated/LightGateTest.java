package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The light gate that a large corpus spec outside this run's rotation gets ({@link GateRotation},
 * {@code LanguageToolchain#lightGate}) passes a generated SDK and fails a broken one, naming the check and the file:
 * Go's {@code go vet} on a type error, Python's {@code compileall} on a syntax error, TypeScript's tsc and Java's
 * javac (the SDK alone, without the spec's examples) on a type error. The small {@code no-servers}
 * fixture keeps it cheap.
 */
class LightGateTest {
    @Test
    void lightGatePassesTheSdkAndFailsABrokenOne() throws IOException {
        for (Target target : Fixtures.targets()) {
            check(target);
        }
    }

    private static void check(Target target) throws IOException {
        Path repo = Fixtures.byName("no-servers");
        SdkModel model = Fixtures.model(repo);
        Path sdk = Fixtures.generate(repo, target, "light-gate");
        LanguageToolchain toolchain = LanguageToolchain.of(target);
        List<LanguageToolchain.Check> clean = toolchain.lightGate(sdk, model);
        assertTrue(clean.stream().allMatch(LanguageToolchain.Check::clean), () -> describe(clean));

        String javaPackage = model.sdk().packages().get(Target.JAVA);
        String broken = switch (target) {
            case GO -> "sdkgen_broken.go";
            case PYTHON -> "src/" + model.sdk().packages().get(Target.PYTHON) + "/sdkgen_broken.py";
            case TYPESCRIPT -> "src/sdkgen_broken.ts";
            case JAVA -> "src/main/java/" + javaPackage.replace('.', '/') + "/sdkgen_broken.java";
        };
        String content = switch (target) {
            case GO -> Files.readString(sdk.resolve("doc.go")).lines().filter(l -> l.startsWith("package ")).findFirst()
                    .orElseThrow() + "\n\nfunc sdkgenBroken() int {\n\treturn \"not an int\"\n}\n";
            case PYTHON -> "def broken(:\n";
            case TYPESCRIPT -> "export const sdkgenBroken: number = 'not a number';\n";
            case JAVA -> "package " + javaPackage + ";\n\n/** Broken. */\nfinal class sdkgen_broken {\n    int broken = \"not an int\";\n}\n";
        };
        Files.writeString(sdk.resolve(broken), content, StandardOpenOption.CREATE_NEW);
        List<LanguageToolchain.Check> checks = toolchain.lightGate(sdk, model);
        List<LanguageToolchain.Check> failed = checks.stream().filter(c -> !c.clean()).toList();
        assertEquals(1, failed.size(), () -> describe(checks));
        String expected = switch (target) {
            case GO -> "go vet";
            case PYTHON -> "compileall";
            case TYPESCRIPT -> "tsc";
            case JAVA -> "javac";
        };
        assertTrue(failed.get(0).name().startsWith(expected), () -> describe(checks));
        assertTrue(failed.get(0).describe().contains("sdkgen_broken"), () -> describe(checks));
        assertFalse(failed.get(0).describe().isBlank());
    }

    private static String describe(List<LanguageToolchain.Check> checks) {
        return String.join("\n", checks.stream().map(LanguageToolchain.Check::describe).toList());
    }
}
