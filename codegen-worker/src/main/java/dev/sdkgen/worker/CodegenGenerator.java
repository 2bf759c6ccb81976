package dev.sdkgen.worker;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.file.Path;

/**
 * The codegen module's {@link Generator} — the same emitters {@code bin/sdkgen generate} runs, so
 * the service and the CLI write identical SDKs. A language without an emitter yet is reported as
 * {@link GeneratorUnavailableException} (the build fails with {@code GENERATOR_UNAVAILABLE}).
 */
@ApplicationScoped
public class CodegenGenerator implements SdkGenerator {

    @Override
    public void generate(SdkPlan plan, String language, Path outDir) throws GeneratorUnavailableException {
        Target target = Target.byId(language)
                .orElseThrow(() -> new GeneratorUnavailableException("unknown target language " + language));
        if (!Generator.supports(target)) {
            throw new GeneratorUnavailableException("this codegen-worker has no " + language
                    + " emitter yet (it generates: " + Generator.supportedTargets().stream().map(Target::id).sorted()
                    .toList() + ")");
        }
        Generator.generate(plan, target).writeTo(outDir);
    }
}
