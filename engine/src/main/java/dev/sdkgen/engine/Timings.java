package dev.sdkgen.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * Opt-in phase timings for measuring the engine (issue 26): with {@code SDKGEN_TIMINGS=1} in the environment, each
 * timed phase prints one line to stderr — when it ended (since the process started), its wall time, the CPU time of
 * the thread that ran it, and that thread's name. Off by default: nothing is measured and nothing is printed, so no
 * output and no service log changes.
 */
public final class Timings {
    /** True when {@code SDKGEN_TIMINGS=1}. */
    public static final boolean ON = "1".equals(System.getenv("SDKGEN_TIMINGS"));

    /** The start of a phase; null when timings are off. */
    public record Mark(long nanos, long cpuNanos) {
    }

    private Timings() {
    }

    /** Marks the start of a phase on the current thread (null, and free, when timings are off). */
    public static Mark start() {
        return ON ? new Mark(System.nanoTime(), Cpu.now()) : null;
    }

    /** Prints the phase begun at {@code mark} (on this thread) as ended now; does nothing when timings are off. */
    public static void end(String phase, Mark mark) {
        if (mark == null) {
            return;
        }
        long wall = System.nanoTime() - mark.nanos();
        long cpu = Cpu.now() - mark.cpuNanos();
        long at = ProcessHandle.current().info().startInstant()
                .map(s -> Duration.between(s, Instant.now()).toMillis()).orElse(-1L);
        System.err.println(String.format(Locale.ROOT, "sdkgen timing: %-28s %6d ms wall %6d ms cpu  at %6d ms  [%s]",
                phase, wall / 1_000_000, cpu / 1_000_000, at, Thread.currentThread().getName()));
    }

    /** The management classes are loaded only when timings are on. */
    private static final class Cpu {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

        static long now() {
            return THREADS.getCurrentThreadCpuTime();
        }
    }
}
