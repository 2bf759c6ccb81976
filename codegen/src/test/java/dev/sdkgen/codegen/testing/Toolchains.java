package dev.sdkgen.codegen.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * The tools the tests use to compile, type-check and run TypeScript and Python, and where things are.
 *
 * <p>TypeScript ({@code tsc}), {@code pyright} and {@code @types/node} live in the git-ignored
 * {@code .tools/} directory at the repository root; the first call that needs them installs them there
 * with npm ({@value #NPM_PACKAGES_TEXT}), so {@code ./mvnw -B verify} works on a fresh machine that has
 * only {@code node}, {@code npm} and {@code python3}. An install is guarded by a file lock, so parallel
 * test JVMs do not race.
 */
public final class Toolchains {

    /** The npm packages installed into {@code .tools/}; versions pinned so every machine checks alike. */
    public static final List<String> NPM_PACKAGES = List.of("typescript@5.9.3", "pyright@1.1.414", "@types/node@20.19.43");

    static final String NPM_PACKAGES_TEXT = "typescript@5.9.3 pyright@1.1.414 @types/node@20.19.43";

    /**
     * The mock server of the runtime gate (docs/codegen.md, "Runtime gate"), installed on first use into its own prefix
     * {@code .tools/prism/} so that the other tools' install is not redone for it. 5.14.2 is the newest release that runs
     * on Node 20 (5.15 and later require Node 24).
     */
    public static final String PRISM_PACKAGE = "@stoplight/prism-cli@5.14.2";

    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(10);

    private static final Map<String, String> CHECKED_PROGRAMS = new ConcurrentHashMap<>();

    private Toolchains() {
    }

    /** The repository root: the nearest directory at or above the working directory with {@code mvnw} and {@code codegen/}. */
    public static Path repoRoot() {
        Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath().normalize();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("mvnw")) && Files.isDirectory(dir.resolve("codegen"))) {
                return dir;
            }
        }
        throw new IllegalStateException("repository root (with mvnw and codegen/) not found above " + start);
    }

    /** The {@code codegen} module directory. */
    public static Path codegenDir() {
        return repoRoot().resolve("codegen");
    }

    /** The hand-written runtime sources for a language ({@code typescript} or {@code python}). */
    public static Path runtimeDir(String language) {
        return codegenDir().resolve("src/main/resources/runtime").resolve(language);
    }

    /** The mock HTTP server script. */
    public static Path mockServerScript() {
        return codegenDir().resolve("src/test/mockserver/mock_server.py");
    }

    /**
     * The {@code target} directory of the module whose tests run ({@code codegen-tests} for the toolchain suites,
     * {@code codegen} for the golden tests): surefire's {@code basedir}, or codegen's when run elsewhere (an IDE).
     */
    public static Path targetDir() {
        String basedir = System.getProperty("basedir");
        return (basedir == null || basedir.isBlank() ? codegenDir() : Path.of(basedir).toAbsolutePath()).resolve("target");
    }

    /** A scratch directory under the running module's {@link #targetDir()}, emptied first. */
    public static Path scratchDir(String name) {
        Path dir = targetDir().resolve(name);
        deleteRecursively(dir);
        try {
            return Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code node}, checked to be on the PATH. */
    public static String node() {
        return requireOnPath("node");
    }

    /** The Python interpreter: {@code $SDKGEN_PYTHON}, else {@code python3}, checked to be runnable. */
    public static String python() {
        String fromEnv = System.getenv("SDKGEN_PYTHON");
        return requireOnPath(fromEnv == null || fromEnv.isBlank() ? "python3" : fromEnv);
    }

    /** The TypeScript compiler in {@code .tools/}, installed on first use. */
    public static Path tsc() {
        ensureInstalled();
        return toolsDir().resolve("node_modules/.bin/tsc");
    }

    /**
     * A {@code tsc} command: the tools' compiler with {@code arguments} and {@value #SKIP_DEFAULT_LIB_CHECK}. Every run of
     * the suites goes through here, so that TypeScript's own {@code lib.*.d.ts} (ES2020, DOM: 50,000 lines) is not
     * type-checked again in every run: about 2 CPU-seconds of each run, half of a small SDK's. The program's own files are
     * checked exactly as without it, with the SDK's options, and a declaration of theirs that clashes with the lib is
     * still reported in their file (docs/benchmarks.md, "Cutting the suite's CPU").
     */
    public static List<String> tscCommand(String... arguments) {
        List<String> command = new ArrayList<>(List.of(tsc().toString()));
        command.addAll(List.of(arguments));
        command.add(SKIP_DEFAULT_LIB_CHECK);
        return command;
    }

    /** tsc's flag that leaves TypeScript's own default library files unchecked. */
    public static final String SKIP_DEFAULT_LIB_CHECK = "--skipDefaultLibCheck";

    /** pyright in {@code .tools/}, installed on first use. */
    public static Path pyright() {
        ensureInstalled();
        return toolsDir().resolve("node_modules/.bin/pyright");
    }

    /** Prism's command ({@value #PRISM_PACKAGE}) in {@code .tools/prism/}, installed on first use. */
    public static Path prism() {
        Path prefix = toolsDir().resolve("prism");
        Path bin = prefix.resolve("node_modules/.bin/prism");
        install(prefix, List.of(PRISM_PACKAGE), () -> Files.isExecutable(bin), "Prism");
        return bin;
    }

    /** The {@code @types} directory in {@code .tools/} (for {@code typeRoots}), installed on first use. */
    public static Path typeRoots() {
        ensureInstalled();
        return toolsDir().resolve("node_modules/@types");
    }

    /** {@code .tools/} at the repository root, or the directory in the system property {@code sdkgen.tools.dir}. */
    public static Path toolsDir() {
        String override = System.getProperty("sdkgen.tools.dir");
        return override == null || override.isBlank() ? repoRoot().resolve(".tools") : Path.of(override).toAbsolutePath();
    }

    /** Environment for processes that run tests against the mock server. */
    public static Map<String, String> testEnvironment() {
        return Map.of("SDKGEN_MOCK_SERVER", mockServerScript().toString(), "SDKGEN_PYTHON", python());
    }

    private static boolean installed() {
        Path modules = toolsDir().resolve("node_modules");
        return Files.isExecutable(modules.resolve(".bin/tsc"))
                && Files.isExecutable(modules.resolve(".bin/pyright"))
                && Files.isRegularFile(modules.resolve("@types/node/package.json"));
    }

    private static void ensureInstalled() {
        install(toolsDir(), NPM_PACKAGES, Toolchains::installed, "the TypeScript/pyright toolchain");
    }

    /**
     * {@code npm install} of pinned packages into {@code prefix} unless {@code installed} says they are there, under a file
     * lock in the tools directory (parallel test JVMs wait for one install).
     */
    private static synchronized void install(Path prefix, List<String> packages, BooleanSupplier installed, String what) {
        if (installed.getAsBoolean()) {
            return;
        }
        Path tools = toolsDir();
        try {
            Files.createDirectories(prefix);
            try (FileChannel channel = FileChannel.open(tools.resolve(".install.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
                    FileLock ignored = channel.lock()) {
                if (installed.getAsBoolean()) {
                    return; // another JVM installed them while this one waited
                }
                List<String> command = new ArrayList<>(List.of(requireOnPath("npm"), "install", "--no-audit", "--no-fund",
                        "--prefix", prefix.toString()));
                command.addAll(packages);
                Processes.Result result = Processes.run(repoRoot(), Map.of(), INSTALL_TIMEOUT, command);
                if (!result.ok() || !installed.getAsBoolean()) {
                    throw new IllegalStateException("installing " + what + " failed:\n" + result.describe());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot install tools into " + prefix, e);
        }
    }

    private static String requireOnPath(String program) {
        return CHECKED_PROGRAMS.computeIfAbsent(program, Toolchains::checkOnPath);
    }

    private static String checkOnPath(String program) {
        Processes.Result result;
        try {
            result = Processes.run(Path.of(System.getProperty("user.dir")), Duration.ofSeconds(30), program, "--version");
        } catch (UncheckedIOException e) {
            throw new IllegalStateException(program + " is required by the runtime tests but is not on the PATH", e);
        }
        if (!result.ok()) {
            throw new IllegalStateException(program + " --version failed:\n" + result.describe());
        }
        return program;
    }

    private static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path path : paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot empty " + dir, e);
        }
    }
}
