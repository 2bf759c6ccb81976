package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;

/**
 * How one language spells the SDK's public names: a method's call and arguments, its result, a type. The same
 * source feeds api.md ({@link ApiDocBuilder}) and the SDK's public surface ({@code dev.sdkgen.codegen.surface}), so
 * the surface names exactly what the SDK prints.
 *
 * @param errors the error classes the runtime core exports, sorted
 */
public record LanguageSurface(Symbols symbols, SignatureStyle<?> style, ExampleWriter writer, List<String> errors) {
    public LanguageSurface {
        errors = errors.stream().sorted().toList();
    }

    /** The call without arguments ({@code client.accounts.cards.freeze}). */
    public String call(ResourcePlan r, MethodPlan m) {
        return writer.accessor(r) + "." + symbols.member(r, m);
    }

    /** The arguments as api.md lists them ({@code accountId, cardId, options?}). */
    public List<String> arguments(MethodPlan m) {
        return style.summary(m, symbols.locals(m));
    }

    /** The result type ({@code Promise<Account>}). */
    public String returns(MethodPlan m) {
        return style.returns(m);
    }

    /** A type as the language prints it outside any file. */
    public String type(TypeRef type) {
        return style.type(type);
    }

    /** A named type's name in the language. */
    public String typeName(String irName) {
        return style.type(new TypeRef.Named(irName));
    }
}
