package dev.sdkgen.codegen;

import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;

/**
 * Writes the SDK of one language from the IR. An emitter reads only the {@link SdkModel}; everything
 * language-specific (naming, type mapping, file layout, doc comments) lives in its own package.
 */
public interface LanguageEmitter {
    Target target();

    /** Every file of the SDK, runtime core included. Deterministic: the same model gives the same bytes. */
    GeneratedSdk emit(SdkModel model);
}
