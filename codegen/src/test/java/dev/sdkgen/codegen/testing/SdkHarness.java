package dev.sdkgen.codegen.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Type-checks SDKs and runs behaviour tests (TypeScript with node:test, Python with unittest) against
 * the mock server. Used for the reference SDK here and meant for the generated-SDK behaviour suite and
 * compile gate: see docs/runtime.md, "Test harness".
 */
public final class SdkHarness {

    /** What a test run reported. */
    public record TestRun(Processes.Result process, int passed, int failed) {

        public boolean ok() {
            return process.ok() && failed == 0 && passed > 0;
        }
    }

    private static final Duration COMPILE_TIMEOUT = Duration.ofMinutes(5);
    private static final Duration TEST_TIMEOUT = Duration.ofMinutes(10);

    private SdkHarness() {
    }

    /** Copies the TypeScript runtime core into {@code <sdkDir>/src/core/} (what the emitter does). */
    public static void copyTypeScriptCore(Path sdkDir) {
        copyDirectory(Toolchains.runtimeDir("typescript"), sdkDir.resolve("src/core"));
    }

    /** Copies the Python runtime core into {@code <sdkDir>/src/<pythonPackage>/_core/} (what the emitter does). */
    public static void copyPythonCore(Path sdkDir, String pythonPackage) {
        copyDirectory(Toolchains.runtimeDir("python"), sdkDir.resolve("src").resolve(pythonPackage).resolve("_core"));
    }

    /** {@code tsc -p <sdkDir>/tsconfig.json --noEmit}. Clean means exit 0 and no output. */
    public static Processes.Result typeCheckTypeScript(Path sdkDir) {
        // An SDK with its own tests: its tsconfig.test.json (the SDK's strict options over src and tests).
        String config = Files.isRegularFile(sdkDir.resolve("tests/api.test.ts")) ? "tsconfig.test.json" : "tsconfig.json";
        return Processes.run(sdkDir, Map.of(), Duration.ofMinutes(5), Toolchains.tscCommand("-p", config, "--noEmit"));
    }

    /** {@code tsc -p <sdkDir>/tsconfig.json}: what {@code npm run build} does. */
    public static Processes.Result buildTypeScript(Path sdkDir) {
        return Processes.run(sdkDir, Map.of(), COMPILE_TIMEOUT, Toolchains.tscCommand("-p", "tsconfig.json"));
    }

    /**
     * {@code npm run build} in the SDK: the package's own build script (CommonJS to {@code dist/cjs}, ESM to
     * {@code dist/esm}), with the tools' {@code tsc} on the PATH instead of an installed devDependency.
     */
    public static Processes.Result npmBuildTypeScript(Path sdkDir) {
        String path = Toolchains.tsc().getParent() + java.io.File.pathSeparator + System.getenv().getOrDefault("PATH", "");
        return Processes.run(sdkDir, Map.of("PATH", path, "npm_config_update_notifier", "false"), COMPILE_TIMEOUT,
                List.of("npm", "run", "--silent", "build"));
    }

    /**
     * pyright over {@code <sdkDir>/src/<pythonPackage>} (and the SDK's own {@code tests}) with {@code pythonVersion 3.9} in the given mode
     * ({@code standard} or {@code strict}); the config is written to {@code <sdkDir>/pyrightconfig.json}
     * unless one exists. Clean means "0 errors".
     */
    public static Processes.Result typeCheckPython(Path sdkDir, String pythonPackage, String mode) {
        Path config = sdkDir.resolve("pyrightconfig.json");
        try {
            if (!Files.exists(config)) {
                Files.writeString(config, """
                        { "pythonVersion": "3.9", "typeCheckingMode": "%s", "include": ["src/%s"%s], "extraPaths": ["src"]%s }
                        """.formatted(mode, pythonPackage, checksOwnTests(sdkDir.resolve("tests/test_api.py")) ? ", \"tests\"" : "",
                        pythonCoreExclude(sdkDir, pythonPackage, "")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Processes.run(sdkDir, COMPILE_TIMEOUT, Toolchains.pyright().toString(), "-p", "pyrightconfig.json");
    }

    /**
     * pyright's {@code exclude} entry for the SDK's runtime core ({@code src/<package>/_core}, {@code prefix} put before
     * the path) when every file of it is the runtime's own, byte for byte, else nothing. {@code PythonRuntimeTest} checks
     * those files once with pyright strict for Python 3.9, and they import nothing of the SDK, so their diagnostics are
     * the same in every SDK; excluded, pyright still reads their types for the SDK's own code (whose diagnostics do not
     * change) but does not check their bodies again: about 4.5 CPU-seconds of every run, half of a small SDK's
     * (docs/benchmarks.md, "Cutting the suite's CPU"). A core that differs from the runtime is checked with the SDK.
     */
    public static String pythonCoreExclude(Path sdkDir, String pythonPackage, String prefix) {
        Path core = sdkDir.resolve("src").resolve(pythonPackage).resolve("_core");
        Path runtime = Toolchains.runtimeDir("python");
        try (Stream<Path> inSdk = Files.list(core); Stream<Path> inRuntime = Files.list(runtime)) {
            List<String> names = inSdk.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".py")).sorted().toList();
            if (!names.equals(inRuntime.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".py")).sorted().toList())) {
                return "";
            }
            for (String name : names) {
                if (Files.mismatch(core.resolve(name), runtime.resolve(name)) != -1) {
                    return "";
                }
            }
        } catch (java.nio.file.NoSuchFileException e) {
            return "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return ", \"exclude\": [\"%ssrc/%s/_core\"]".formatted(prefix, pythonPackage);
    }

    /** {@code python3 -m compileall -q <sdkDir>/src} (and the SDK's own {@code tests}). */
    public static Processes.Result compilePython(Path sdkDir) {
        List<String> command = new ArrayList<>(List.of(Toolchains.python(), "-m", "compileall", "-q", "src"));
        if (Files.isDirectory(sdkDir.resolve("tests"))) {
            command.add("tests"); // the SDK's own tests
        }
        return Processes.run(sdkDir, Map.of(), COMPILE_TIMEOUT, command);
    }

    /**
     * Runs TypeScript behaviour tests against an SDK: copies {@code testsDir/*.ts} and the mock server
     * helper ({@code mockServer.ts}) into {@code <sdkDir>/test/}, compiles SDK and tests to
     * {@code <sdkDir>/build-test/} (CommonJS, with Node types), and runs every {@code *.test.js} with
     * {@code node --test}. Tests import the SDK as {@code ../src/index.js} and the helper as
     * {@code ./mockServer.js}.
     */
    public static TestRun runTypeScriptTests(Path sdkDir, Path testsDir) {
        Path testDir = sdkDir.resolve("test");
        copyDirectory(testsDir, testDir);
        copyFile(Toolchains.codegenDir().resolve("src/test/typescript/mockServer.ts"), testDir.resolve("mockServer.ts"));
        try {
            Files.writeString(sdkDir.resolve("tsconfig.test.json"), """
                    {
                      "compilerOptions": {
                        "target": "ES2020", "lib": ["ES2020", "DOM", "DOM.Iterable"], "module": "commonjs",
                        "moduleResolution": "node", "strict": true, "types": ["node"], "typeRoots": ["%s"],
                        "rootDir": ".", "outDir": "build-test", "skipLibCheck": true
                      },
                      "include": ["src", "test"]
                    }
                    """.formatted(Toolchains.typeRoots()));
            Path out = Files.createDirectories(sdkDir.resolve("build-test"));
            // The SDK's package.json may say "type": "module"; the compiled tests are CommonJS.
            Files.writeString(out.resolve("package.json"), "{ \"type\": \"commonjs\" }\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Processes.Result compiled = Processes.run(sdkDir, Map.of(), COMPILE_TIMEOUT, Toolchains.tscCommand("-p",
                "tsconfig.test.json"));
        if (!compiled.ok()) {
            return new TestRun(compiled, 0, -1);
        }
        List<String> command = new ArrayList<>(List.of(Toolchains.node(), "--test", "--test-reporter=tap"));
        try (Stream<Path> files = Files.walk(sdkDir.resolve("build-test/test"))) {
            files.filter(f -> f.getFileName().toString().endsWith(".test.js")).sorted().map(Path::toString)
                    .forEach(command::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Processes.Result result = Processes.run(sdkDir, Toolchains.testEnvironment(), TEST_TIMEOUT, command);
        return new TestRun(result, tapCount(result.output(), "pass"), tapCount(result.output(), "fail"));
    }

    /**
     * Runs Python behaviour tests against an SDK: {@code python3 -m unittest discover} in
     * {@code testsDir}, with {@code <sdkDir>/src} and the mock server's directory on PYTHONPATH (tests
     * import the SDK package and {@code from mock_server import MockServer}).
     */
    public static TestRun runPythonTests(Path sdkDir, Path testsDir) {
        Map<String, String> env = new HashMap<>(Toolchains.testEnvironment());
        env.put("PYTHONPATH", sdkDir.resolve("src") + java.io.File.pathSeparator + Toolchains.mockServerScript().getParent());
        env.put("PYTHONDONTWRITEBYTECODE", "1");
        Processes.Result result = Processes.run(testsDir, env, TEST_TIMEOUT,
                List.of(Toolchains.python(), "-m", "unittest", "discover", "-s", ".", "-t", ".", "-v"));
        Matcher ran = Pattern.compile("(?m)^Ran (\\d+) tests? in").matcher(result.output());
        int count = ran.find() ? Integer.parseInt(ran.group(1)) : 0;
        if (result.ok()) {
            return new TestRun(result, count, 0);
        }
        int failed = 0;
        Matcher failures = Pattern.compile("(?m)^FAILED \\((?:failures=(\\d+))?(?:, )?(?:errors=(\\d+))?").matcher(result.output());
        if (failures.find()) {
            failed = (failures.group(1) == null ? 0 : Integer.parseInt(failures.group(1)))
                    + (failures.group(2) == null ? 0 : Integer.parseInt(failures.group(2)));
        }
        return new TestRun(result, count - failed, Math.max(1, failed));
    }

    /** Copies a directory tree (files overwritten). */
    public static void copyDirectory(Path from, Path to) {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : paths.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    copyFile(source, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from + " to " + to, e);
        }
    }

    private static void copyFile(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int tapCount(String tap, String label) {
        Matcher matcher = Pattern.compile("(?m)^# " + label + " (\\d+)$").matcher(tap);
        int last = -1;
        while (matcher.find()) {
            last = Integer.parseInt(matcher.group(1));
        }
        return last;
    }

    /**
     * Whether a gate's Go vet / staticcheck or pyright checks the SDK's own tests in {@code testFile}: when it is below
     * 200 KB (every small spec of the corpus and the fixtures), or with {@code -Dsdkgen.gate.sdkTests=all}. Stripe's
     * Go tests (450 KB) cost {@code go vet} 44 CPU-seconds more; TypeScript's and Java's are cheap and always checked
     * (docs/codegen.md "The SDKs' own tests").
     */
    public static boolean checksOwnTests(Path testFile) {
        try {
            return Files.isRegularFile(testFile)
                    && (Files.size(testFile) < 200_000 || "all".equals(System.getProperty("sdkgen.gate.sdkTests")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes a file or a directory tree, if it exists. */
    public static void deleteTree(Path path) {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(path)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + path, e);
        }
    }
}
