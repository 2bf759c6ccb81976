package dev.sdkgen.codegen.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs external tools (tsc, node, python3, pyright, npm) from tests, with a timeout and captured output. */
public final class Processes {

    /** What a finished process left behind: exit code, stdout and stderr interleaved, and how long it ran. */
    public record Result(List<String> command, int exitCode, String output, Duration duration) {

        public boolean ok() {
            return exitCode == 0;
        }

        /** A failure message that shows what ran and everything it printed. */
        public String describe() {
            return String.join(" ", command) + "\nexit code " + exitCode + " after " + duration.toMillis() + " ms\n"
                    + output;
        }
    }

    /**
     * Every timeout given to {@link #run} is multiplied by this ({@code -Dsdkgen.test.timeout-factor}, default
     * 3). The timeouts only guard against a hung tool; they are sized for an idle 2-core machine, and CI
     * may run on one several times as loaded (a 600 s staticcheck row of the Stripe SDK, 185 s at load 20,
     * was killed at load 30). Performance is measured by the scripts in bench/, never by these limits.
     */
    static final int TIMEOUT_FACTOR = Math.max(1, Integer.getInteger("sdkgen.test.timeout-factor", 3));

    private Processes() {
    }

    /**
     * Runs {@code command} in {@code directory} with extra environment variables, merging stderr into
     * stdout. A process still running after {@code limit} times {@link #TIMEOUT_FACTOR} is killed (with its
     * children) and reported with exit code -1.
     */
    public static Result run(Path directory, Map<String, String> environment, Duration limit, List<String> command) {
        Duration timeout = limit.multipliedBy(TIMEOUT_FACTOR);
        Path times = CheckerTimes.on() ? temporaryFile() : null;
        ProcessBuilder builder = new ProcessBuilder(CheckerTimes.wrap(command, times)).directory(directory.toFile()).redirectErrorStream(true);
        builder.environment().putAll(environment);
        long started = System.nanoTime();
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + String.join(" ", command), e);
        }
        try {
            process.getOutputStream().close();
        } catch (IOException ignored) {
            // the child may already have exited
        }
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        Thread reader = new Thread(() -> copy(process.getInputStream(), output), "output of " + command.get(0));
        reader.setDaemon(true);
        reader.start();
        int exitCode;
        try {
            if (process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                exitCode = process.exitValue();
            } else {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
                exitCode = -1;
            }
            reader.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + String.join(" ", command), e);
        }
        String text;
        synchronized (output) {
            text = output.toString(StandardCharsets.UTF_8);
        }
        if (exitCode == -1) {
            text += "\n[killed after " + timeout.toSeconds() + " s]";
        }
        Duration duration = Duration.ofNanos(System.nanoTime() - started);
        if (times != null) {
            CheckerTimes.recordProcess(directory, command, times, duration.toMillis() / 1000.0);
        }
        return new Result(List.copyOf(command), exitCode, text, duration);
    }

    /** {@link #run(Path, Map, Duration, List)} without extra environment variables. */
    public static Result run(Path directory, Duration timeout, String... command) {
        return run(directory, Map.of(), timeout, List.of(command));
    }

    private static Path temporaryFile() {
        try {
            return Files.createTempFile("sdkgen-time", ".txt");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        byte[] buffer = new byte[8192];
        try (in) {
            int read;
            while ((read = in.read(buffer)) != -1) {
                synchronized (out) {
                    out.write(buffer, 0, read);
                }
            }
        } catch (IOException ignored) {
            // the process went away; what was read so far is kept
        }
    }
}
