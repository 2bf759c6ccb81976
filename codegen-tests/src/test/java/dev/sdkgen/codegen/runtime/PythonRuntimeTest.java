package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.Toolchains;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Python runtime core: it byte-compiles, type-checks with pyright (strict, Python 3.9) with zero
 * errors, and its unit tests (unittest, against the real mock HTTP server) pass.
 *
 * <p>The runtime is staged as the package {@code sdkgen_runtime} under {@code target/py-runtime/site},
 * the way an SDK holds it as {@code <package>/_core}.
 */
class PythonRuntimeTest {

    /** Fewer tests than this means tests were lost, not that they pass. */
    private static final int MIN_TESTS = 85;

    private static Path stage;

    @BeforeAll
    static void stageRuntime() throws IOException {
        stage = Toolchains.scratchDir("py-runtime");
        Path pkg = Files.createDirectories(stage.resolve("site/sdkgen_runtime"));
        try (Stream<Path> files = Files.list(Toolchains.runtimeDir("python"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".py")).toList()) {
                Files.copy(file, pkg.resolve(file.getFileName()));
            }
        }
    }

    @Test
    void compilesWithCompileall() {
        Processes.Result result = Processes.run(stage, Duration.ofMinutes(1), Toolchains.python(), "-m", "compileall", "-q",
                "site/sdkgen_runtime");
        assertTrue(result.ok() && result.output().isBlank(), result.describe());
    }

    @Test
    void runtimePassesPyrightStrictForPython39() throws IOException {
        Files.writeString(stage.resolve("pyrightconfig.json"), """
                { "pythonVersion": "3.9", "typeCheckingMode": "strict", "include": ["site"] }
                """);
        Processes.Result result = Processes.run(stage, Duration.ofMinutes(3), Toolchains.pyright().toString(), "-p",
                "pyrightconfig.json");
        assertTrue(result.ok() && result.output().contains("0 errors, 0 warnings"), result.describe());
    }

    @Test
    void testsAndMockServerPassPyrightStandard() throws IOException {
        Path dir = Files.createDirectories(stage.resolve("tests-check"));
        Files.writeString(dir.resolve("pyrightconfig.json"), """
                { "pythonVersion": "3.9", "typeCheckingMode": "standard",
                  "include": ["../../../src/test/python", "../../../src/test/mockserver"],
                  "extraPaths": ["../site", "../../../src/test/mockserver", "../../../src/test/python"] }
                """);
        Processes.Result result = Processes.run(dir, Duration.ofMinutes(3), Toolchains.pyright().toString(), "-p",
                "pyrightconfig.json");
        assertTrue(result.ok() && result.output().contains("0 errors, 0 warnings"), result.describe());
    }

    @Test
    void unitTestsPassAgainstTheMockServer() {
        Path tests = Toolchains.codegenDir().resolve("src/test/python");
        Map<String, String> env = new java.util.HashMap<>(Toolchains.testEnvironment());
        env.put("PYTHONPATH", stage.resolve("site").toString());
        env.put("PYTHONDONTWRITEBYTECODE", "1");
        Processes.Result result = Processes.run(tests, env, Duration.ofMinutes(5),
                List.of(Toolchains.python(), "-m", "unittest", "discover", "-s", ".", "-t", ".", "-v"));
        assertTrue(result.ok(), result.describe());
        Matcher ran = Pattern.compile("(?m)^Ran (\\d+) tests? in").matcher(result.output());
        assertTrue(ran.find(), result.describe());
        int count = Integer.parseInt(ran.group(1));
        assertTrue(count >= MIN_TESTS, "only " + count + " Python runtime tests ran\n" + result.describe());
        System.out.printf("Python runtime: %d tests passed in %d ms%n", count, result.duration().toMillis());
    }
}
