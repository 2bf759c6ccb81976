package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import java.util.List;

/**
 * One diagnostic rule that runs after the config and the spec are loaded. The loaders themselves
 * raise the loading problems (SDKGEN001–004 in {@code ConfigLoader}, SDKGEN101–104 in
 * {@code SpecBundler}); everything checked across config and spec is a rule.
 */
public interface Rule {
    /** The code this rule reports. */
    DiagnosticCode code();

    /** Adds this rule's findings to {@code out}. Never throws for bad input. */
    void check(RuleContext context, List<Diagnostic> out);

    /**
     * True for a slow rule that the engine runs on another thread, beside the others and the
     * model build. Such a rule must not change anything it reads.
     */
    default boolean concurrent() {
        return false;
    }

    /**
     * One-time work that needs no input (a cache of the JDK or of a library filled on first use), run once per JVM on
     * a background thread when the first validation starts, beside reading the config and the spec, so that the rule's
     * own thread does not pay for it later. Must not change anything the rule's findings depend on.
     */
    default void warmUp() {
    }
}
