package dev.sdkgen.codegen.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * What each checker run of the SDK suites costs, for docs/benchmarks.md ("The SDK gates, per checker"): with
 * {@code -Dsdkgen.checker.times=FILE} every external tool {@link Processes} starts runs under {@code /usr/bin/time}
 * (its CPU-seconds, children included) and the work done in the test JVM (generation, validation, in-process javac)
 * is measured by the thread's CPU time; each is appended to FILE as one tab-separated line: directory, what,
 * CPU-seconds, wall seconds. Off by default: then nothing is wrapped or written.
 */
public final class CheckerTimes {
    private static final String FILE = System.getProperty("sdkgen.checker.times", "");
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CheckerTimes() {
    }

    /** Whether times are recorded in this run. */
    public static boolean on() {
        return !FILE.isBlank();
    }

    /** The command wrapped in {@code /usr/bin/time} writing to {@code out}, or the command itself when off. */
    static List<String> wrap(List<String> command, Path out) {
        if (!on()) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of("/usr/bin/time", "-q", "-f", "%U %S", "-o", out.toString()));
        wrapped.addAll(command);
        return wrapped;
    }

    /** Records a wrapped command's time (read from {@code out}, then deleted). */
    static void recordProcess(Path directory, List<String> command, Path out, double wallSeconds) {
        if (!on()) {
            return;
        }
        try {
            String[] times = Files.readString(out).strip().split("\\s+");
            Files.deleteIfExists(out);
            double cpu = Double.parseDouble(times[times.length - 2]) + Double.parseDouble(times[times.length - 1]);
            append(directory.toString(), label(command), cpu, wallSeconds);
        } catch (IOException | RuntimeException e) {
            append(directory.toString(), label(command) + " (time unreadable: " + e + ")", -1, wallSeconds);
        }
    }

    /** Runs work done in this JVM's current thread and records its thread CPU time. */
    public static <T> T inJvm(Path directory, String what, Supplier<T> work) {
        if (!on()) {
            return work.get();
        }
        long cpu = THREADS.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        try {
            return work.get();
        } finally {
            append(directory.toString(), what, (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9, (System.nanoTime() - wall) / 1e9);
        }
    }

    private static String label(List<String> command) {
        List<String> words = new ArrayList<>();
        for (String word : command) {
            words.add(word.contains("/") ? Path.of(word).getFileName().toString() : word);
        }
        return String.join(" ", words);
    }

    private static synchronized void append(String directory, String what, double cpu, double wall) {
        try {
            Files.writeString(Path.of(FILE), String.format(Locale.ROOT, "%s\t%s\t%.2f\t%.2f%n", directory, what, cpu, wall),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
