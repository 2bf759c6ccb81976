package dev.sdkgen.codegen.testing;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

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

    /** {@code python3 -m unittest discover -s tests -v} in the SDK, the package from {@code src/}. */
    @Override
    public SdkTests.Run ownTests(Path sdkDir, String baseUrl) {
        Map<String, String> env = Map.of("PYTHONPATH", sdkDir.resolve("src").toString(), "PYTHONDONTWRITEBYTECODE", "1",
                "TEST_API_BASE_URL", baseUrl);
        Processes.Result result = Processes.run(sdkDir, env, Duration.ofMinutes(10),
                List.of(Toolchains.python(), "-m", "unittest", "discover", "-s", "tests", "-v"));
        return new SdkTests.Run(result, SdkTests.fromUnittest(result.output()));
    }

    @Override
    public boolean runsOwnTests() {
        return true;
    }

    /** {@code compileall} alone: pyright strict is the row's cost (GitHub's SDK about 50 CPU-seconds). */
    @Override
    public List<Check> lightGate(Path sdkDir, SdkModel model) {
        Processes.Result compiled = SdkHarness.compilePython(sdkDir);
        return List.of(new Check("compileall", compiled, compiled.ok() && compiled.output().isBlank()));
    }

    /**
     * {@code compileall} of the SDK, then one pyright strict run over the SDK's package and the snippets together (a
     * config next to the snippets including both); errors in {@code ../python/} are the SDK's.
     */
    @Override
    public Gates gates(Path sdkDir, ExampleSnippets snippets, SdkModel model) {
        if (snippets == null) {
            return new Gates(compileGate(sdkDir, model), List.of());
        }
        Processes.Result compiled = SdkHarness.compilePython(sdkDir);
        Check compileall = new Check("compileall", compiled, compiled.ok() && compiled.output().isBlank());
        Path dir = ExamplesGate.examplesDir(sdkDir);
        snippets.writeTo(dir);
        String src = "../" + sdkDir.getFileName() + "/src";
        String include = snippets.files().keySet().stream().filter(f -> f.endsWith(".py")).map(f -> "\"" + f + "\", ").collect(Collectors.joining());
        try {
            Files.writeString(dir.resolve("pyrightconfig.gate.json"), """
                    { "pythonVersion": "3.9", "typeCheckingMode": "strict", "extraPaths": ["%s"],
                      "include": [%s"%s/%s"%s]%s }
                    """.formatted(src, include, src, model.sdk().packages().get(Target.PYTHON),
                    SdkHarness.checksOwnTests(sdkDir.resolve("tests/test_api.py")) ? ", \"../" + sdkDir.getFileName() + "/tests\"" : "",
                    SdkHarness.pythonCoreExclude(sdkDir, model.sdk().packages().get(Target.PYTHON), "../" + sdkDir.getFileName() + "/")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Processes.Result pyright = Processes.run(dir, Duration.ofMinutes(10), Toolchains.pyright().toString(), "-p",
                "pyrightconfig.gate.json", "--outputjson");
        return ExamplesGate.split("pyright strict (SDK and snippets in one run)", pyright, ExamplesGate.pyrightErrors(dir, pyright),
                List.of(compileall));
    }
}
