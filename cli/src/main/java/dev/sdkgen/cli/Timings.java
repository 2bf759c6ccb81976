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
    private Timings() {
    }

    /** Runs {@code work} as the phase {@code name}, timed (the engine's line format) when timings are on. */
    static <T> T phase(String name, Supplier<T> work) {
        dev.sdkgen.engine.Timings.Mark mark = dev.sdkgen.engine.Timings.start();
        try {
            return work.get();
        } finally {
            dev.sdkgen.engine.Timings.end(name, mark);
        }
    }

    /** The process's totals so far, when timings are on. */
    static void totals(PrintStream err) {
        if (!dev.sdkgen.engine.Timings.ON) {
            return;
        }
        long gc = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
        long processCpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
        err.println(String.format(Locale.ROOT, "sdkgen timing: %-28s %6d ms wall %6.0f ms cpu  (gc %d ms, jit %d ms)", "process",
                ManagementFactory.getRuntimeMXBean().getUptime(), processCpu / 1e6, gc,
                ManagementFactory.getCompilationMXBean().getTotalCompilationTime()));
    }
}
