package dev.sdkgen.codegen.testing;

import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.nio.file.Path;
import java.util.List;

/** Python: {@code compileall} and pyright in strict mode (Python 3.9); behaviour tests with unittest. */
final class PythonToolchain implements LanguageToolchain {
    @Override
    public Target target() {
        return Target.PYTHON;
    }

    @Override
    public List<Check> compileGate(Path sdkDir, SdkModel model) {
        Processes.Result compiled = SdkHarness.compilePython(sdkDir);
        Check compileall = new Check("compileall", compiled, compiled.ok() && compiled.output().isBlank());
        Processes.Result pyright = SdkHarness.typeCheckPython(sdkDir, model.sdk().packages().get(Target.PYTHON), "strict");
        return List.of(compileall, new Check("pyright strict", pyright, pyright.ok() && pyright.output().contains("0 errors")));
    }

    @Override
    public Behaviour behaviour(Path sdkDir, Path testsDir, SdkModel model) {
        List<Check> checks = compileGate(sdkDir, model);
        boolean clean = checks.stream().allMatch(Check::clean);
        return new Behaviour(checks, clean ? SdkHarness.runPythonTests(sdkDir, testsDir) : null);
    }

    /** pyright strict (the snippets' pyrightconfig.json) with JSON output; each error diagnostic. */
    @Override
    public List<CheckerError> checkExamples(Path examplesDir, Path sdkDir, SdkModel model) {
        Processes.Result pyright = Processes.run(examplesDir, java.time.Duration.ofMinutes(10), Toolchains.pyright().toString(),
                "-p", "pyrightconfig.json", "--outputjson");
        return ExamplesGate.pyrightErrors(examplesDir, pyright);
    }
}
