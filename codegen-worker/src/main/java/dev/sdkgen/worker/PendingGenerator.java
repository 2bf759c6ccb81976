package dev.sdkgen.worker;

import dev.sdkgen.engine.ir.SdkModel;
import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.file.Path;

/**
 * The generator in use until the codegen module's emitters exist: it generates nothing and says
 * so, so a build ends {@code failed} with {@code GENERATOR_UNAVAILABLE} rather than pretending to
 * succeed with a placeholder archive. Replacing this bean with one that calls the emitters is the
 * only change the worker needs (see docs/services.md).
 */
@ApplicationScoped
@DefaultBean
public class PendingGenerator implements SdkGenerator {

    @Override
    public void generate(SdkModel model, String language, Path outDir) throws GeneratorUnavailableException {
        throw new GeneratorUnavailableException("SDK generation for " + language
                + " is not available in this version of the codegen-worker (the emitters are not wired in yet)");
    }
}
