package dev.sdkgen.worker;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Work offered to a pool that the offering thread does itself if no pool thread has started it by the time it needs
 * the result: a free core helps, a busy pool never makes the caller wait behind other work queued there (the worker's
 * pool is shared by four languages; issue 26). Runs exactly once, on whichever thread claims it first.
 */
final class Offered<T> {

    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<T> result = new CompletableFuture<>();
    private final Supplier<T> work;

    private Offered(Supplier<T> work) {
        this.work = work;
    }

    static <T> Offered<T> to(Executor pool, Supplier<T> work) {
        Offered<T> offered = new Offered<>(work);
        pool.execute(offered::runIfUnclaimed);
        return offered;
    }

    /** The result: computed here if no pool thread has claimed the work, else waited for. */
    T get() {
        runIfUnclaimed();
        try {
            return result.join();
        } catch (CompletionException e) { // as if it had run on this thread
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    private void runIfUnclaimed() {
        if (claimed.compareAndSet(false, true)) {
            try {
                result.complete(work.get());
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }
    }
}
