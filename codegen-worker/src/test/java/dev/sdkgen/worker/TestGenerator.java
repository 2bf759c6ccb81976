package dev.sdkgen.worker;

import dev.sdkgen.engine.ir.SdkModel;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Test stand-in for the (not yet written) emitters, to prove the worker's wiring around a
 * generator: it writes a small tree for every language except java, for which it reports
 * "unavailable" exactly like the production {@link PendingGenerator}.
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class TestGenerator implements SdkGenerator {

    @Override
    public void generate(SdkModel model, String language, Path outDir) throws IOException, GeneratorUnavailableException {
        if (language.equals("java")) {
            new PendingGenerator().generate(model, language, outDir);
        }
        Files.writeString(outDir.resolve("README.md"), "# " + model.sdk().name() + " (" + language + ")\n");
        Files.createDirectories(outDir.resolve("src"));
        Files.writeString(outDir.resolve("src/client.txt"), "client " + model.sdk().clientName() + "\n");
    }
}
