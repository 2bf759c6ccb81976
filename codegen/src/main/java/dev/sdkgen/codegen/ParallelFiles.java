package dev.sdkgen.codegen;

import java.util.List;
import java.util.concurrent.ForkJoinTask;
import java.util.function.Function;

/**
 * Renders the independent files of one SDK side by side when the caller runs in a fork-join pool (issue 26: the CLI
 * emits its languages in one, so a core that has finished its languages takes files of the longest one), one after
 * another otherwise (the services, the tests: their threads and stacks stay as they are). The results keep the order
 * of the items, and each file depends on its item alone, so the output is the same either way.
 */
public final class ParallelFiles {
    private ParallelFiles() {
    }

    /** {@code render} of every item, in the items' order. */
    public static <T, R> List<R> map(List<T> items, Function<T, R> render) {
        if (items.size() < 2 || !ForkJoinTask.inForkJoinPool()) {
            return items.stream().map(render).toList();
        }
        return items.parallelStream().map(render).toList();
    }
}
