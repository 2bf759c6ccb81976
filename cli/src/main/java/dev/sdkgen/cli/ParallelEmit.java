package dev.sdkgen.cli;

import dev.sdkgen.engine.config.Target;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.Future;

/**
 * Runs one task per language in a fork-join pool of as many threads as there are cores (issue 26: the languages of
 * one {@code generate} used to run one after another, leaving the second core idle). Each language's SDK is
 * generated from the same immutable plan and written to its own directory, so the output does not depend on the
 * order. Java renders its files side by side ({@link dev.sdkgen.codegen.ParallelFiles}), the others one after
 * another, so Java starts last: the other languages go first, longest first (Go, Python, TypeScript: their measured
 * shares on GitHub's spec), and the thread that finishes them joins the one rendering Java's files, so the cores
 * finish together. Started first (as before), Java left the end of the run to whichever language was last on the
 * other thread, with the first thread idle (issue 26).
 * The pool's threads have the JVM's default stack ({@code -Xss8m} in {@code bin/sdkgen}, as the main thread's).
 */
final class ParallelEmit {
    /** The languages rendered one file after another, longest first; then Java, which both threads can share. */
    private static final List<Target> ORDER = List.of(Target.GO, Target.PYTHON, Target.TYPESCRIPT, Target.JAVA);

    private ParallelEmit() {
    }

    /** A task of one language, which may fail like any code of the generator. */
    @FunctionalInterface
    interface Task<R> {
        R run(Target target) throws Exception;
    }

    /**
     * Runs {@code task} for every target and returns the results by target.
     *
     * @throws RuntimeException the first failure in {@code targets}' order (its cause when it is unchecked)
     */
    static <R> Map<Target, R> run(List<Target> targets, Task<R> task) {
        return run(targets, task, Runtime.getRuntime().availableProcessors());
    }

    /** {@link #run(List, Task)} on {@code threads} threads (one: the caller's, one language after another). */
    static <R> Map<Target, R> run(List<Target> targets, Task<R> task, int threads) {
        if (threads <= 1 || targets.isEmpty()) {
            return sequential(targets, task);
        }
        AtomicInteger started = new AtomicInteger();
        ForkJoinPool pool = new ForkJoinPool(threads, p -> {
            ForkJoinWorkerThread t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
            t.setName("sdkgen-emit-" + started.getAndIncrement()); // the pool index is assigned only when it runs
            return t;
        }, null, false);
        try {
            Map<Target, Future<R>> futures = new EnumMap<>(Target.class);
            List<Target> order = new ArrayList<>(targets);
            order.sort(Comparator.comparingInt(ORDER::indexOf));
            for (Target target : order) {
                futures.put(target, pool.submit(() -> task.run(target)));
            }
            Map<Target, R> results = new EnumMap<>(Target.class);
            for (Target target : targets) {
                results.put(target, await(futures.get(target)));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private static <R> Map<Target, R> sequential(List<Target> targets, Task<R> task) {
        Map<Target, R> results = new EnumMap<>(Target.class);
        for (Target target : targets) {
            results.put(target, call(target, task));
        }
        return results;
    }

    private static <R> R call(Target target, Task<R> task) {
        try {
            return task.run(target);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static <R> R await(Future<R> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while generating", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
