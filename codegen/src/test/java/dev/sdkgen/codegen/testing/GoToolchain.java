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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Go tools the tests use: {@code go} and {@code gofmt} from the machine (checked to be there, with a
 * clear message when not), and {@code staticcheck}, installed on first use from the Go module proxy into
 * {@code .tools/go/bin} ({@value #STATICCHECK_PACKAGE}@{@value #STATICCHECK_VERSION}), guarded by a file
 * lock so parallel test JVMs do not race.
 *
 * <p>Every Go command runs with {@code GOTOOLCHAIN=local} (never download another toolchain) and
 * {@code GOFLAGS=-buildvcs=false}; the build cache is Go's default. Only the staticcheck install needs the
 * network.
 */
public final class GoToolchain {

    /** The staticcheck command's package. */
    public static final String STATICCHECK_PACKAGE = "honnef.co/go/tools/cmd/staticcheck";

    /** The pinned staticcheck module version: release 2026.2.2, built for (and requiring) Go 1.26. */
    public static final String STATICCHECK_VERSION = "v0.8.2";

    /** The Go test support files ({@code support_test.go}: the mock server handle; {@code hooks_test.go}). */
    public static final Path SUPPORT_DIR = Toolchains.codegenDir().resolve("src/test/sdk-tests/go-support");

    private static final Pattern PACKAGE_CLAUSE = Pattern.compile("(?m)^package (\\w+)$");

    private static final Duration CHECK_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(10);

    private static String goVersion;

    private GoToolchain() {
    }

    /** {@code go}, checked to be on the PATH and runnable. */
    public static synchronized String go() {
        if (goVersion == null) {
            Processes.Result result;
            try {
                result = Processes.run(Toolchains.repoRoot(), environment(), CHECK_TIMEOUT, List.of("go", "version"));
            } catch (UncheckedIOException e) {
                throw new IllegalStateException("the Go runtime tests need `go` (1.21 or later; staticcheck "
                        + STATICCHECK_VERSION + " needs 1.26) on the PATH, and it is not there", e);
            }
            if (!result.ok()) {
                throw new IllegalStateException("`go version` failed:\n" + result.describe());
            }
            goVersion = result.output().strip();
        }
        return "go";
    }

    /** What {@code go version} printed, e.g. {@code go version go1.26.8 linux/amd64}. */
    public static String version() {
        go();
        return goVersion;
    }

    /** {@code gofmt} of the Go installation that {@code go} belongs to. */
    public static Path gofmt() {
        Processes.Result result = Processes.run(Toolchains.repoRoot(), environment(), CHECK_TIMEOUT, List.of(go(), "env", "GOROOT"));
        if (!result.ok()) {
            throw new IllegalStateException("`go env GOROOT` failed:\n" + result.describe());
        }
        Path gofmt = Path.of(result.output().strip(), "bin", "gofmt");
        if (!Files.isExecutable(gofmt)) {
            throw new IllegalStateException("gofmt not found at " + gofmt);
        }
        return gofmt;
    }

    /** staticcheck in {@code .tools/go/bin}, installed on first use. */
    public static synchronized Path staticcheck() {
        Path binary = binDir().resolve("staticcheck");
        if (installed(binary)) {
            return binary;
        }
        Path dir = Toolchains.toolsDir().resolve("go");
        try {
            Files.createDirectories(dir);
            try (FileChannel channel = FileChannel.open(dir.resolve(".install.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
                    FileLock ignored = channel.lock()) {
                if (installed(binary)) {
                    return binary; // another JVM installed it while this one waited
                }
                Map<String, String> env = new HashMap<>(environment());
                env.put("GOBIN", binDir().toString());
                Processes.Result result = Processes.run(Toolchains.repoRoot(), env, INSTALL_TIMEOUT,
                        List.of(go(), "install", STATICCHECK_PACKAGE + "@" + STATICCHECK_VERSION));
                if (!result.ok() || !installed(binary)) {
                    throw new IllegalStateException("installing staticcheck " + STATICCHECK_VERSION + " with " + version()
                            + " failed (it needs Go 1.26 and the Go module proxy):\n" + result.describe());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot install staticcheck into " + dir, e);
        }
        return binary;
    }

    /** The environment of every Go command: no toolchain download, no VCS stamping. */
    public static Map<String, String> environment() {
        return Map.of("GOTOOLCHAIN", "local", "GOFLAGS", "-buildvcs=false");
    }

    /** Runs {@code go <arguments>} in {@code dir} with {@link #environment()} plus {@code extra}. */
    public static Processes.Result run(Path dir, Map<String, String> extra, Duration timeout, String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(go());
        command.addAll(List.of(arguments));
        return Processes.run(dir, merged(extra), timeout, command);
    }

    /** Runs staticcheck on {@code ./...} in {@code dir}. */
    public static Processes.Result staticcheck(Path dir, Duration timeout) {
        return Processes.run(dir, environment(), timeout, List.of(staticcheck().toString(), "./..."));
    }

    private static Map<String, String> merged(Map<String, String> extra) {
        Map<String, String> env = new HashMap<>(environment());
        env.putAll(extra);
        return env;
    }

    private static Path binDir() {
        return Toolchains.toolsDir().resolve("go/bin");
    }

    private static boolean installed(Path binary) {
        if (!Files.isExecutable(binary)) {
            return false;
        }
        Processes.Result result = Processes.run(Toolchains.repoRoot(), environment(), CHECK_TIMEOUT,
                List.of(binary.toString(), "-version"));
        return result.ok() && result.output().contains("(" + STATICCHECK_VERSION.substring(1) + ")");
    }

    /**
     * Copies the Go handle on the mock server ({@code support_test.go}: TestMain, {@code mock}, {@code setup}, the
     * assertions) into {@code dir} as {@code sdkgen_support_test.go} in package {@code packageName} — for the
     * behaviour suite (an SDK's external test package) and {@code GoRuntimeTest} (package {@code core}) alike.
     */
    public static void copyMockServerSupport(Path dir, String packageName) {
        copyWithPackage(SUPPORT_DIR.resolve("support_test.go"), dir.resolve("sdkgen_support_test.go"), packageName);
    }

    /** Copies a Go file with its package clause set to {@code packageName}. */
    public static void copyWithPackage(Path from, Path to, String packageName) {
        try {
            Files.writeString(to, PACKAGE_CLAUSE.matcher(Files.readString(from)).replaceFirst("package " + packageName));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
