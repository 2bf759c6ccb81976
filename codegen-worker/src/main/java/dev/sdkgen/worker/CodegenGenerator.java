package dev.sdkgen.worker;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;

/**
 * The codegen module's {@link Generator} — the same emitters {@code bin/sdkgen generate} runs, so
 * the service and the CLI write identical SDKs. A language without an emitter yet is reported as
 * {@link GeneratorUnavailableException} (the build fails with {@code GENERATOR_UNAVAILABLE}).
 * <p>
 * The SDKs are rendered on the worker's {@link RenderPool}: a language that renders its files side by side
 * ({@link dev.sdkgen.codegen.ParallelFiles}: Java) lends its files to the threads the other languages have finished
 * with, as in the CLI. The files and their order do not depend on it.
 */
@ApplicationScoped
public class CodegenGenerator implements SdkGenerator {

    private final ForkJoinPool pool;

    public CodegenGenerator(RenderPool pool) {
        this.pool = pool.pool();
    }

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
}
