package dev.sdkgen.cli;

import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Opt-in phase timings for the idle measurements of issue 26: with {@code SDKGEN_TIMINGS=1} each phase prints one
 * line to stderr — its wall time, the CPU time of the thread that ran it, and that thread's name — and the process
 * ends with a line of its totals (wall since the JVM started, process CPU, garbage collection, JIT compilation).
 * Off by default: then a phase is only its work, and stdout is never touched.
 */
final class Timings {
    private static final boolean ON = "1".equals(System.getenv("SDKGEN_TIMINGS"));

    private Timings() {
    }

    /** Runs {@code work} as the phase {@code name}, timed when timings are on. */
    static <T> T phase(PrintStream err, String name, Supplier<T> work) {
        if (!ON) {
            return work.get();
        }
        var threads = ManagementFactory.getThreadMXBean();
        long wall = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        try {
            return work.get();
        } finally {
            err.println(String.format(Locale.ROOT, "sdkgen: timing %-20s %7.0f ms wall %7.0f ms cpu  (%s)", name,
                    (System.nanoTime() - wall) / 1e6, (threads.getCurrentThreadCpuTime() - cpu) / 1e6,
                    Thread.currentThread().getName()));
        }
    }

    /** The process's totals so far, when timings are on. */
    static void totals(PrintStream err) {
        if (!ON) {
            return;
        }
        long gc = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
        long processCpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
        err.println(String.format(Locale.ROOT, "sdkgen: timing %-20s %7d ms wall %7.0f ms cpu  (gc %d ms, jit %d ms)", "process",
                ManagementFactory.getRuntimeMXBean().getUptime(), processCpu / 1e6, gc,
                ManagementFactory.getCompilationMXBean().getTotalCompilationTime()));
    }
}
