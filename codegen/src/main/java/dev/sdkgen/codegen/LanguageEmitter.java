package dev.sdkgen.codegen;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.LanguageSurface;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import java.util.List;

/**
 * Prints the SDK of one language from the {@link SdkPlan}. Every decision that is the same in all
 * languages is already in the plan; an emitter only applies its language's conventions (naming, type
 * syntax, file layout, doc comments) and renders its templates. See docs/codegen.md, "Adding a language".
 */
public interface LanguageEmitter {
    Target target();

    /**
     * How this language spells the SDK's public names (calls, arguments, results, types, errors), for api.md and the
     * public surface ({@link dev.sdkgen.codegen.surface.Surfaces}).
     */
    LanguageSurface surface(SdkPlan plan);

    /** Every file of the SDK, runtime core included. Deterministic: the same plan gives the same bytes. */
    GeneratedSdk emit(SdkPlan plan);

    /**
     * The spec's examples as typed snippets of this language, for the examples gate (docs/codegen.md,
     * "Examples gate"): files for a directory next to the SDK, never part of it.
     */
    ExampleSnippets exampleSnippets(SdkPlan plan, List<SpecExample> examples);
}
