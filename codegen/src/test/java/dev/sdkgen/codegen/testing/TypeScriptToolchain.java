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

    /** tsc with the snippets' own strict tsconfig; {@code file(line,col): error TSnnnn: message} lines. */
    @Override
    public List<CheckerError> checkExamples(Path examplesDir, Path sdkDir, SdkModel model) {
        Processes.Result tsc = Processes.run(examplesDir, java.time.Duration.ofMinutes(10), Toolchains.tsc().toString(), "-p",
                "tsconfig.json", "--pretty", "false");
        return ExamplesGate.errors(tsc, TSC_ERROR);
    }

    private static final java.util.regex.Pattern TSC_ERROR = java.util.regex.Pattern.compile("(?m)^(.+?)\\((\\d+),\\d+\\): error (.*)$");
}
