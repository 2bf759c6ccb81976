package dev.sdkgen.codegen.testing;

import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.nio.file.Path;
import java.util.List;

/** TypeScript: {@code tsc} with the SDK's own strict tsconfig; behaviour tests with node:test. */
final class TypeScriptToolchain implements LanguageToolchain {
    @Override
    public Target target() {
        return Target.TYPESCRIPT;
    }

    @Override
    public List<Check> compileGate(Path sdkDir, SdkModel model) {
        Processes.Result tsc = SdkHarness.typeCheckTypeScript(sdkDir);
        return List.of(new Check("tsc --strict", tsc, tsc.ok() && tsc.output().isBlank()));
    }

    @Override
    public Behaviour behaviour(Path sdkDir, Path testsDir, SdkModel model) {
        Processes.Result build = SdkHarness.buildTypeScript(sdkDir);
        Check built = new Check("npm run build (tsc)", build, build.ok() && build.output().isBlank());
        return new Behaviour(List.of(built), built.clean() ? SdkHarness.runTypeScriptTests(sdkDir, testsDir) : null);
    }
}
