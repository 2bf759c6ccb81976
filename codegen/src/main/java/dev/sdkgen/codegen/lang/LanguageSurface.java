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
 * @param errors          the error classes the runtime core exports, sorted
 * @param pathArgsByName whether callers may pass a path parameter by its name (Python's keyword arguments), so
 *                        renaming one breaks them; elsewhere path parameters are positional only
 */
public record LanguageSurface(Symbols symbols, SignatureStyle<?> style, ExampleWriter writer, List<String> errors,
        boolean pathArgsByName) {
    public LanguageSurface {
        errors = errors.stream().sorted().toList();
    }

    /** A language whose path parameters are positional only. */
    public LanguageSurface(Symbols symbols, SignatureStyle<?> style, ExampleWriter writer, List<String> errors) {
        this(symbols, style, writer, errors, false);
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
