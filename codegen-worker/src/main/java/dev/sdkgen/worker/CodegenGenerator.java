package dev.sdkgen.worker;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The codegen module's {@link Generator} — the same emitters {@code bin/sdkgen generate} runs, so
 * the service and the CLI write identical SDKs. A language without an emitter yet is reported as
 * {@link GeneratorUnavailableException} (the build fails with {@code GENERATOR_UNAVAILABLE}).
 * <p>
 * The SDKs are rendered in one fork-join pool of as many threads as cores, shared by the language groups: a
 * language that renders its files side by side ({@link dev.sdkgen.codegen.ParallelFiles}: Java) then lends its files
 * to the threads the other languages have finished with, as in the CLI, instead of ending alone on one core (issue
 * 26; docs/services.md, "One plan per IR"). The files and their order do not depend on it.
 */
@ApplicationScoped
public class CodegenGenerator implements SdkGenerator {

    private final AtomicInteger threads = new AtomicInteger();
    private final ForkJoinPool pool = new ForkJoinPool(Runtime.getRuntime().availableProcessors(), p -> {
        ForkJoinWorkerThread t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
        t.setName("codegen-emit-" + threads.getAndIncrement());
        return t;
    }, null, false);

    @Override
    public GeneratedSdk generate(SdkPlan plan, String language) throws GeneratorUnavailableException {
        Target target = Target.byId(language)
                .orElseThrow(() -> new GeneratorUnavailableException("unknown target language " + language));
        if (!Generator.supports(target)) {
            throw new GeneratorUnavailableException("this codegen-worker has no " + language
                    + " emitter yet (it generates: " + Generator.supportedTargets().stream().map(Target::id).sorted()
                    .toList() + ")");
        }
        try {
            return pool.submit(() -> Generator.generate(plan, target)).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while generating the " + language + " SDK", e);
        } catch (ExecutionException e) {
            // as if rendered on this thread: an engine's Error (a StackOverflowError) fails the build visibly
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }
}
