package dev.sdkgen.worker;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The wall and CPU time of each stage of one build on the thread that runs it, for the build's one timing line in
 * the service log ({@code build … stages: fetch 80/60 ms, …}: wall/CPU; docs/benchmarks.md, "The service path").
 * CPU is the thread's own, so it holds when other processes share the cores; wall includes waiting for them.
 */
final class Stages {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final StringBuilder text = new StringBuilder();
    private final long wallStart = System.nanoTime();
    private final long cpuStart = cpu();
    private long wall = wallStart;
    private long cpu = cpuStart;

    /** Ends the stage begun at the previous call (or at construction). */
    void end(String stage) {
        long wallNow = System.nanoTime();
        long cpuNow = cpu();
        append(stage, wallNow - wall, cpuNow - cpu);
        wall = wallNow;
        cpu = cpuNow;
    }

    /** The stages so far and their total. */
    String summary() {
        StringBuilder all = new StringBuilder(text);
        long total = System.nanoTime() - wallStart;
        return all.append(String.format(Locale.ROOT, "; total %d/%d ms", total / 1_000_000,
                (cpu() - cpuStart) / 1_000_000)).toString();
    }

    private void append(String stage, long wallNanos, long cpuNanos) {
        if (!text.isEmpty()) {
            text.append(", ");
        }
        text.append(String.format(Locale.ROOT, "%s %d/%d ms", stage, wallNanos / 1_000_000, cpuNanos / 1_000_000));
    }

    private static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
    }
}
