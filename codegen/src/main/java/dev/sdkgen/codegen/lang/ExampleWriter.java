package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * README snippets in one language; {@link ReadmeBuilder} places them. Languages whose statements have
 * the common shape (loop over a paginated call, print a result, or just call) extend
 * {@link ShapedExampleWriter}.
 */
public abstract class ExampleWriter {
    protected final SdkPlan plan;
    protected final Symbols symbols;
    private final LiteralSyntax literals;
    private final String indent;

    /** @param indent one level of indentation in the language's snippets */
    protected ExampleWriter(SdkPlan plan, Symbols symbols, LiteralSyntax literals, String indent) {
        this.plan = plan;
        this.symbols = symbols;
        this.literals = literals;
        this.indent = indent;
    }

    /** How code reaches a resource from the client variable ({@code client.accounts.cards}). */
    public String accessor(ResourcePlan r) {
        return accessor(r, "client");
    }

    /** How code reaches a resource from {@code root}, the client or a view of it. */
    protected final String accessor(ResourcePlan r, String root) {
        StringBuilder sb = new StringBuilder(root);
        for (String member : symbols.memberPath(r)) {
            sb.append('.').append(member).append(accessorCall());
        }
        return sb.toString();
    }

    /** What follows each member of an accessor: nothing for properties, {@code ()} for accessor methods. */
    protected String accessorCall() {
        return "";
    }

    /** One level of indentation in the language's snippets. */
    public final String indent() {
        return indent;
    }

    /** A string literal of the language. */
    public final String stringLiteral(String value) {
        return literals.string().apply(value);
    }

    /** The error example's call: one level indented (inside the language's try block), its result not printed. */
    public List<String> lookupStatement(ExampleCall call) {
        return statement(call, indent, false);
    }

    /** The call as an expression on one line ({@code client.accounts.list()}). */
    public String expression(ExampleCall call) {
        return Layout.list(callee(call), arguments(call), ")").flat();
    }

    /**
     * The README's raw-response example: the call as an expression on one line that also gives the HTTP response, in
     * the language's way (docs/runtime*.md "Raw responses and request ids"); by default the plain call, which the
     * template extends ({@code .withResponse()}).
     */
    public String rawCall(ExampleCall call) {
        return expression(call);
    }

    /** The call as an expression on one line, reached from {@code root} and with {@code extra} arguments last. */
    protected final String expression(ExampleCall call, String root, List<String> extra) {
        List<Layout.Node> args = new ArrayList<>(arguments(call));
        extra.forEach(e -> args.add(Layout.text(e)));
        return Layout.list(accessor(call.resource(), root) + "." + symbols.member(call.resource(), call.method()) + "(", args, ")").flat();
    }

    /** A statement (or loop) that makes the call and prints its result. */
    public List<String> statement(ExampleCall call) {
        return statement(call, "", true);
    }

    /** The statement at an indentation; {@code print} false leaves its result unused. */
    public abstract List<String> statement(ExampleCall call, String indent, boolean print);

    /** {@code client.accounts.list(}: the call up to its arguments. */
    protected String callee(ExampleCall call) {
        return accessor(call.resource()) + "." + symbols.member(call.resource(), call.method()) + "(";
    }

    /** The call's arguments, in the language's call style. */
    protected abstract List<Layout.Node> arguments(ExampleCall call);

    /** Names the snippets use for other things ({@code client}): a result variable never takes them. */
    protected Set<String> snippetNames() {
        return Set.of("client");
    }

    /** A variable named after a model ({@code account}), else the fallback. */
    protected final String variable(TypeRef type, String fallback) {
        TypeRef t = type == null ? null : TypeRef.nonNull(type);
        if (t instanceof TypeRef.Named n) {
            String name = symbols.naming().local(n.name());
            return snippetNames().contains(name) || name.endsWith("_") ? fallback : name;
        }
        return fallback;
    }

    /**
     * A value the spec gives as an example, as a literal of the type it must fit (the examples gate). Languages
     * whose literals name their type print it from {@code type}; the others print the value as it is, and the
     * checker compares it with the type it is assigned to.
     */
    public Layout.Node literal(ExampleValue v, TypeRef type) {
        return value(v);
    }

    /** An example value in the language's literal syntax. */
    protected Layout.Node value(ExampleValue v) {
        return ExampleValues.print(v, literals);
    }
}
