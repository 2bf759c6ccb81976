package dev.sdkgen.codegen.testing;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Go: {@code gofmt -l} prints nothing, {@code go vet ./...} (which type-checks and so builds every
 * package) and {@code staticcheck ./...} are clean, with the SDK's own go.mod (Go 1.21). Behaviour tests
 * are {@code *_test.go} files of an external test package, copied into the SDK with the support files
 * of {@code codegen/src/test/sdk-tests/go-support/} and run with {@code go test}: {@code support_test.go}
 * (the mock server; package renamed to the tests' package) and {@code hooks_test.go} (a test-only hook in
 * the SDK's own package, renamed to it). Passed tests are the top-level {@code --- PASS} lines (subtests are
 * not counted, as one unittest / node:test case is one test); every {@code --- FAIL} line counts as failed.
 */
final class GoLanguageToolchain implements LanguageToolchain {
    private static final Duration TIMEOUT = Duration.ofMinutes(10);

    @Override
    public Target target() {
        return Target.GO;
    }

    @Override
    public List<Check> compileGate(Path sdkDir, SdkModel model) {
        List<Check> checks = new ArrayList<>(formatAndVet(sdkDir));
        Processes.Result staticcheck = GoToolchain.staticcheck(sdkDir, TIMEOUT);
        checks.add(new Check("staticcheck (and build)", staticcheck, staticcheck.ok() && staticcheck.output().isBlank()));
        return checks;
    }

    /**
     * {@code gofmt -l} and {@code go vet} (which type-checks every package): staticcheck, which compiles the SDK with
     * {@code go list -export} before its own analysis, is the row's cost (Stripe's SDK about 65 CPU-seconds).
     */
    @Override
    public List<Check> lightGate(Path sdkDir, SdkModel model) {
        SdkHarness.deleteTree(sdkDir.resolve(OWN_TESTS)); // the light gate leaves the SDK's own tests out
        return formatAndVet(sdkDir);
    }

    /** The SDK's own tests (docs/codegen.md "The SDKs' own tests"). */
    static final String OWN_TESTS = "api_test.go";

    private static List<Check> formatAndVet(Path sdkDir) {
        if (!SdkHarness.checksOwnTests(sdkDir.resolve(OWN_TESTS))) {
            SdkHarness.deleteTree(sdkDir.resolve(OWN_TESTS)); // a large spec's: -Dsdkgen.gate.sdkTests=all checks them
        }
        Processes.Result gofmt = Processes.run(sdkDir, GoToolchain.environment(), TIMEOUT,
                List.of(GoToolchain.gofmt().toString(), "-l", "."));
        Processes.Result vet = GoToolchain.run(sdkDir, Map.of(), TIMEOUT, "vet", "./...");
        return List.of(new Check("gofmt -l", gofmt, gofmt.ok() && gofmt.output().isBlank()),
                new Check("go vet (type-checks)", vet, vet.ok() && vet.output().isBlank()));
    }

    @Override
    public Behaviour behaviour(Path sdkDir, Path testsDir, SdkModel model) {
        List<Check> checks = compileGate(sdkDir, model);
        if (!checks.stream().allMatch(Check::clean)) {
            return new Behaviour(checks, null);
        }
        // The SDK's own tests (api_test.go) call a mock server of the spec, not the fixture's: they are not run here.
        SdkHarness.deleteTree(sdkDir.resolve(OWN_TESTS));
        String testPackage = copyTests(sdkDir, testsDir);
        copySupport(sdkDir, testPackage);
        Processes.Result result = GoToolchain.run(sdkDir, Toolchains.testEnvironment(), TIMEOUT,
                "test", "-count=1", "-v", "./...");
        return new Behaviour(checks, new SdkHarness.TestRun(result, topLevel(result.output(), "--- PASS"),
                count(result.output(), "--- FAIL")));
    }

    /** {@code go test -json -count=1 ./...} in the SDK: its {@code *_test.go} files. */
    @Override
    public SdkTests.Run ownTests(Path sdkDir, String baseUrl) {
        Processes.Result result = GoToolchain.run(sdkDir, Map.of("TEST_API_BASE_URL", baseUrl), TIMEOUT,
                "test", "-json", "-count=1", "./...");
        return new SdkTests.Run(result, SdkTests.fromGoTestJson(result.output()));
    }

    @Override
    public boolean runsOwnTests() {
        return true;
    }

    private static final Pattern PACKAGE = Pattern.compile("(?m)^package (\\w+)$");

    /** The SDK's copy of a core file names the SDK's package; the runtime's source says {@code package core}. */
    @Override
    public String runtimeSource(String coreFileInSdk) {
        return PACKAGE.matcher(coreFileInSdk).replaceFirst("package core");
    }

    /** Copies the fixture's tests into the SDK; returns their package name. */
    private static String copyTests(Path sdkDir, Path testsDir) {
        String testPackage = null;
        try (Stream<Path> files = Files.list(testsDir)) {
            for (Path f : files.filter(p -> p.toString().endsWith("_test.go")).sorted().toList()) {
                String text = Files.readString(f);
                Matcher m = PACKAGE.matcher(text);
                if (m.find()) {
                    testPackage = m.group(1);
                }
                Files.writeString(sdkDir.resolve(f.getFileName().toString()), text);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (testPackage == null) {
            throw new IllegalStateException("no Go tests in " + testsDir);
        }
        return testPackage;
    }

    /**
     * The support files: the mock server's in the tests' package, the hooks in the SDK's package (the
     * tests' package without {@code _test}).
     */
    private static void copySupport(Path sdkDir, String testPackage) {
        if (!testPackage.endsWith("_test")) {
            throw new IllegalStateException("Go behaviour tests must be an external test package (<sdk>_test), not " + testPackage);
        }
        GoToolchain.copyMockServerSupport(sdkDir, testPackage);
        GoToolchain.copyWithPackage(GoToolchain.SUPPORT_DIR.resolve("hooks_test.go"), sdkDir.resolve("sdkgen_hooks_test.go"),
                testPackage.substring(0, testPackage.length() - "_test".length()));
    }

    /** Lines starting with the marker: go test -v indents the lines of subtests. */
    private static int topLevel(String output, String marker) {
        return (int) output.lines().filter(l -> l.startsWith(marker)).count();
    }

    private static int count(String output, String marker) {
        return (int) output.lines().filter(l -> l.strip().startsWith(marker)).count();
    }

    /** The package the snippets are written to inside the SDK's module: a directory {@code ./...} leaves out. */
    static final String EXAMPLES_PACKAGE = "_examples";

    /**
     * {@code gofmt -l} and {@code go vet ./...} on the SDK as the compile gate, then ONE staticcheck run over the SDK's
     * packages and the snippets, written (without their own go.mod) as the package {@code _examples} of the SDK's module:
     * staticcheck compiles both with {@code go list -export} (here with {@code -gcflags=-e}: every compile error, as the
     * examples gate's former {@code go build -gcflags=-e}); a finding outside {@code _examples/} makes the SDK unclean,
     * a compile error inside it is an example's error, and staticcheck's own findings there (an unused snippet
     * variable, U1000) are not errors of any example.
     */
    @Override
    public Gates gates(Path sdkDir, ExampleSnippets snippets, SdkModel model) {
        if (snippets == null) {
            return new Gates(compileGate(sdkDir, model), List.of());
        }
        List<Check> before = formatAndVet(sdkDir);
        Path dir = sdkDir.resolve(EXAMPLES_PACKAGE);
        snippets.files().forEach((file, text) -> {
            if (file.endsWith(".go")) {
                write(dir.resolve(file), text);
            }
        });
        Map<String, String> env = new HashMap<>(GoToolchain.environment());
        env.put("GOFLAGS", env.getOrDefault("GOFLAGS", "") + " -gcflags=-e"); // every compile error, not the first ten
        Processes.Result staticcheck = Processes.run(sdkDir, env, TIMEOUT,
                List.of(GoToolchain.staticcheck().toString(), "./...", "./" + EXAMPLES_PACKAGE));
        List<CheckerError> errors = new ArrayList<>();
        Matcher unpositioned = UNPOSITIONED.matcher(staticcheck.output());
        while (unpositioned.find()) {
            if (!unpositioned.group(1).endsWith("/" + EXAMPLES_PACKAGE)) { // "-: # <module>/_examples" heads its compile errors
                errors.add(new CheckerError("?", 0, unpositioned.group(1)));
            }
        }
        for (CheckerError e : ExamplesGate.errors(staticcheck, GO_ERROR)) {
            String file = e.file().startsWith(EXAMPLES_PACKAGE + "/") ? e.file().substring(EXAMPLES_PACKAGE.length() + 1)
                    : e.file().equals("?") ? "?" : "../" + e.file();
            if (!file.startsWith("../") && !file.equals("?")) {
                if (CHECK_CODE.matcher(e.message()).find()) {
                    continue; // a finding of staticcheck's own (U1000 on a snippet variable), not a type error
                }
                String message = e.message().endsWith(COMPILE) ? e.message().substring(0, e.message().length() - COMPILE.length()) : e.message();
                errors.add(new CheckerError(file, e.line(), message));
            } else {
                errors.add(new CheckerError(file, e.line(), e.message()));
            }
        }
        return ExamplesGate.split("staticcheck (SDK and snippets in one run)", staticcheck, errors, before);
    }

    private static final String COMPILE = " (compile)";

    /** The check a staticcheck finding ends with ({@code (U1000)}, {@code (SA4006)}); compile errors have none or {@code (compile)}. */
    private static final Pattern CHECK_CODE = Pattern.compile(" \\([A-Z]+[0-9]+\\)$");

    /** A finding of staticcheck without a position ({@code -: message}): the SDK's. */
    private static final Pattern UNPOSITIONED = Pattern.compile("(?m)^-: (.*)$");

    /** {@code file:line:col: message}, as go build and staticcheck print them. */
    private static final Pattern GO_ERROR = Pattern.compile("(?m)^(?:\\./)?([^\\s:]+\\.go):(\\d+)(?::\\d+)?: (.*)$");

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
