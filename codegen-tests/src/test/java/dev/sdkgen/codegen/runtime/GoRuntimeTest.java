package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.GoToolchain;
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
 * The Go runtime core: gofmt-clean, go vet-clean and staticcheck-clean under a {@code go 1.21} module,
 * both alone as an SDK holds it (package renamed, no generated code, so nothing may be unused) and with
 * its unit tests, which pass against the real mock HTTP server.
 *
 * <p>Staged under {@code target/go-runtime/}: {@code core/} is the runtime plus the tests
 * ({@code codegen/src/test/go/runtime/*_test.go}, package {@code core}, with the behaviour suite's mock server
 * handle {@code sdk-tests/go-support/support_test.go}); {@code sdk/} is the runtime
 * alone with its package line rewritten to {@code package acme}, exactly as the emitter copies it.
 */
class GoRuntimeTest {

    /** Fewer passing tests (subtests included) than this means tests were lost, not that they pass. */
    private static final int MIN_TESTS = 130;

    static final String HEADER = "// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.";

    private static final String GO_MOD = "module example.com/%s\n\ngo 1.21\n";

    private static final Duration TIMEOUT = Duration.ofMinutes(5);

    private static Path core;
    private static Path sdk;

    @BeforeAll
    static void stage() throws IOException {
        Path root = Toolchains.scratchDir("go-runtime");
        core = Files.createDirectories(root.resolve("core"));
        sdk = Files.createDirectories(root.resolve("sdk"));
        Files.writeString(core.resolve("go.mod"), GO_MOD.formatted("sdkgenruntime"));
        Files.writeString(sdk.resolve("go.mod"), GO_MOD.formatted("acme-go"));
        for (Path file : runtimeFiles()) {
            Files.copy(file, core.resolve(file.getFileName()));
            String text = Files.readString(file);
            Files.writeString(sdk.resolve(file.getFileName()), text.replaceFirst("(?m)^package core$", "package acme"));
        }
        try (Stream<Path> tests = Files.list(Toolchains.codegenDir().resolve("src/test/go/runtime"))) {
            for (Path test : tests.filter(f -> f.getFileName().toString().endsWith("_test.go")).toList()) {
                Files.copy(test, core.resolve(test.getFileName()));
            }
        }
        GoToolchain.copyMockServerSupport(core, "core");
    }

    private static List<Path> runtimeFiles() throws IOException {
        try (Stream<Path> files = Files.list(Toolchains.runtimeDir("go"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(".go")).sorted().toList();
        }
    }

    @Test
    void everyRuntimeFileStartsWithTheVerbatimHeaderAndPackageCore() throws IOException {
        List<Path> files = runtimeFiles();
        assertTrue(files.size() >= 6, "runtime files: " + files);
        for (Path file : files) {
            String text = Files.readString(file);
            assertTrue(text.startsWith(HEADER + "\n\npackage core\n"), file + " must start with the header line, a blank line and `package core`");
            assertEquals(1, Pattern.compile("(?m)^package ").matcher(text).results().count(), file + ": one package clause");
            assertTrue(!text.contains("\r") && text.endsWith("\n"), file + ": LF line endings and a final newline");
            Matcher imports = Pattern.compile("(?ms)^import \\((.*?)^\\)").matcher(text);
            if (imports.find()) {
                for (String line : imports.group(1).strip().split("\n")) {
                    String path = line.strip().replace("\"", "");
                    assertTrue(!path.contains("."), file + " imports " + path + ": standard library only");
                }
            }
        }
    }

    @Test
    void gofmtPrintsNothing() {
        for (Path dir : List.of(core, sdk)) {
            Processes.Result result = Processes.run(dir, GoToolchain.environment(), TIMEOUT, List.of(GoToolchain.gofmt().toString(), "-l", "."));
            assertTrue(result.ok() && result.output().isBlank(), "gofmt -l lists files that are not formatted:\n" + result.describe());
        }
    }

    @Test
    void goVetIsCleanForTheSdkAndTheTests() {
        for (Path dir : List.of(sdk, core)) {
            Processes.Result result = GoToolchain.run(dir, Map.of(), TIMEOUT, "vet", "./...");
            assertTrue(result.ok() && result.output().isBlank(), "go vet in " + dir.getFileName() + ":\n" + result.describe());
        }
    }

    @Test
    void staticcheckIsCleanForTheSdkAndTheTests() {
        for (Path dir : List.of(sdk, core)) {
            Processes.Result result = GoToolchain.staticcheck(dir, TIMEOUT);
            assertTrue(result.ok() && result.output().isBlank(), "staticcheck " + GoToolchain.STATICCHECK_VERSION + " in "
                    + dir.getFileName() + ":\n" + result.describe());
        }
    }

    @Test
    void unitTestsPassAgainstTheMockServer() {
        Processes.Result result = GoToolchain.run(core, Toolchains.testEnvironment(), TIMEOUT, "test", "-count=1", "-v", "./...");
        int passed = count(result.output(), "--- PASS: ");
        int failed = count(result.output(), "--- FAIL: ");
        assertEquals(0, failed, "failing Go runtime tests:\n" + lines(result.output(), "--- FAIL: ") + "\n" + result.describe());
        assertTrue(result.ok(), result.describe());
        assertTrue(passed >= MIN_TESTS, "only " + passed + " Go runtime tests passed\n" + result.describe());
        System.out.printf("Go runtime: %d tests passed in %d ms (%s)%n", passed, result.duration().toMillis(), GoToolchain.version());
    }

    private static int count(String output, String marker) {
        return (int) output.lines().filter(line -> line.strip().startsWith(marker)).count();
    }

    private static String lines(String output, String marker) {
        StringBuilder lines = new StringBuilder();
        output.lines().filter(line -> line.strip().startsWith(marker)).forEach(line -> lines.append(line).append('\n'));
        return lines.toString();
    }
}
