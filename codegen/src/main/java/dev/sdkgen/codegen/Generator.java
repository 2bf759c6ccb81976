package dev.sdkgen.codegen;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.go.GoEmitter;
import dev.sdkgen.codegen.java.JavaEmitter;
import dev.sdkgen.codegen.lang.ProjectFiles;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.python.PythonEmitter;
import dev.sdkgen.codegen.typescript.TypeScriptEmitter;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The code generator: IR in, SDK files out. Used by {@code bin/sdkgen generate} and by the
 * codegen-worker service alike, so both write identical SDKs.
 */
public final class Generator {
    private static final Map<Target, LanguageEmitter> EMITTERS = new EnumMap<>(Target.class);

    static {
        register(new TypeScriptEmitter());
        register(new PythonEmitter());
        register(new GoEmitter());
        register(new JavaEmitter());
    }

    private Generator() {
    }

    private static void register(LanguageEmitter emitter) {
        EMITTERS.put(emitter.target(), emitter);
    }

    /** The targets this build can generate: every target of the contract. */
    public static Set<Target> supportedTargets() {
        return Set.copyOf(EMITTERS.keySet());
    }

    public static boolean supports(Target target) {
        return EMITTERS.containsKey(target);
    }

    /** The emitter of a target, if this build has one. */
    public static Optional<LanguageEmitter> emitter(Target target) {
        return Optional.ofNullable(EMITTERS.get(target));
    }

    /**
     * Generates the SDK of one language.
     *
     * @throws UnsupportedOperationException for a target without an emitter yet
     */
    public static GeneratedSdk generate(SdkModel model, Target target) {
        return generate(Planner.plan(model), target);
    }

    /**
     * Generates the SDK of one language from a plan (plan once, then emit each language), with the files every
     * language shares ({@link ProjectFiles}: LICENSE, CHANGELOG.md).
     */
    public static GeneratedSdk generate(SdkPlan plan, Target target) {
        LanguageEmitter emitter = EMITTERS.get(target);
        if (emitter == null) {
            throw new UnsupportedOperationException("no " + target.id() + " emitter yet");
        }
        return emitter.emit(plan).plus(ProjectFiles.of(plan));
    }

    /**
     * The spec's examples ({@link dev.sdkgen.codegen.examples.SpecExamples#collect}) as typed snippets of one
     * language, for the examples gate; they import the SDK from the directory beside theirs.
     */
    public static ExampleSnippets exampleSnippets(SdkPlan plan, List<SpecExample> examples, Target target) {
        LanguageEmitter emitter = EMITTERS.get(target);
        if (emitter == null) {
            throw new UnsupportedOperationException("no " + target.id() + " emitter yet");
        }
        return emitter.exampleSnippets(plan, examples);
    }
}
