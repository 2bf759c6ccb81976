package dev.sdkgen.worker;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker's one fork-join pool, of as many threads as cores, shared by the language groups: the SDKs render on it
 * ({@link CodegenGenerator}) and their archives' entries are deflated on it ({@link Archives}), so that work one
 * language splits goes to the cores the other languages have finished with instead of ending alone on one core
 * (issue 26; docs/services.md, "One plan per IR"). What runs on it does not change what it makes.
 */
@ApplicationScoped
public class RenderPool {

    private final AtomicInteger threads = new AtomicInteger();
    private final ForkJoinPool pool = new ForkJoinPool(Runtime.getRuntime().availableProcessors(), p -> {
        ForkJoinWorkerThread t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
        t.setName("codegen-emit-" + threads.getAndIncrement());
        // the application's class loader, not the system's: work on the pool (a surface) calls beans and reads config
        t.setContextClassLoader(RenderPool.class.getClassLoader());
        return t;
    }, null, false);

    public ForkJoinPool pool() {
        return pool;
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }
}
