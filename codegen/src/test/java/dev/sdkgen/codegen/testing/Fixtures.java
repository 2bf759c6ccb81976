package dev.sdkgen.codegen.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** Config Repositories the emitter tests generate from, and generating them into scratch directories. */
public final class Fixtures {
    private Fixtures() {
    }

    /** {@code examples/acme} — the contract's example. */
    public static Path acme() {
        return Toolchains.repoRoot().resolve("examples/acme");
    }

    /** {@code fixtures/kitchen-sink} — every feature of the generator. */
    public static Path kitchenSink() {
        return Toolchains.repoRoot().resolve("fixtures/kitchen-sink");
    }

    /** A fixture of the codegen tests ({@code codegen/src/test/fixtures/<name>}). */
    public static Path codegen(String name) {
        return Toolchains.codegenDir().resolve("src/test/fixtures").resolve(name);
    }

    /** A fixture by name: {@code acme}, {@code kitchen-sink}, or a codegen fixture. */
    public static Path byName(String name) {
        return switch (name) {
            case "acme" -> acme();
            case "kitchen-sink" -> kitchenSink();
            default -> codegen(name);
        };
    }

    /**
     * The targets the SDK suites run for, in the contract's order: every target this build generates,
     * or those listed in {@code -Dsdkgen.targets=go,python} (to split the suites across CI jobs).
     */
    public static List<Target> targets() {
        String only = System.getProperty("sdkgen.targets", "");
        return Arrays.stream(Target.values()).filter(Generator::supports)
                .filter(t -> only.isBlank() || Arrays.asList(only.split(",")).contains(t.id())).toList();
    }

    /** The IR of a Config Repository, which must validate without errors. */
    public static SdkModel model(Path repo) {
        Engine.Validation v = Engine.validate(repo);
        assertFalse(v.report().hasErrors(), () -> repo + " has errors:\n" + v.report().toText());
        assertNotNull(v.model(), "no model for " + repo);
        return v.model();
    }

    /** Generates one SDK into {@code <module>/target/<scratch>/<language>} (emptied first) and returns that directory. */
    public static Path generate(Path repo, Target target, String scratch) {
        GeneratedSdk sdk = Generator.generate(model(repo), target);
        Path dir = Toolchains.scratchDir(scratch + "/" + target.id());
        sdk.writeTo(dir);
        return dir;
    }
}
