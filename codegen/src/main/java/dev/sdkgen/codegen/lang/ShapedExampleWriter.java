package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import java.util.List;

/**
 * README snippets whose statements have the common shape (TypeScript, Python): a paginated call is a
 * loop over its items; a call without a result (or whose result is not printed) a plain call; any
 * other call assigns its result to a variable named after its type and prints it. The language
 * supplies the syntax of each.
 */
public abstract class ShapedExampleWriter extends ExampleWriter {
    protected ShapedExampleWriter(SdkPlan plan, Symbols symbols, LiteralSyntax literals, String indent) {
        super(plan, symbols, literals, indent);
    }

    @Override
    public final List<String> statement(ExampleCall call, String indent, boolean print) {
        String callee = callee(call);
        List<Layout.Node> args = arguments(call);
        ResponsePlan response = call.method().response();
        if (call.method().pagination() != null) {
            return loop(variable(call.method().pagination().itemType(), "item"), callee, args, indent);
        }
        if (response.kind() == ResponsePlan.Kind.NONE || !print) {
            return call(callee, args, indent);
        }
        String variable = switch (response.kind()) {
            case JSON -> variable(response.type(), "result");
            case BINARY -> binaryVariable();
            default -> "text";
        };
        return assign(variable, callee, args, indent);
    }

    /** A loop over the items of a paginated call, printing each. */
    protected abstract List<String> loop(String item, String callee, List<Layout.Node> args, String indent);

    /** A call whose result is not used. */
    protected abstract List<String> call(String callee, List<Layout.Node> args, String indent);

    /** A call whose result is assigned to {@code variable} and printed. */
    protected abstract List<String> assign(String variable, String callee, List<Layout.Node> args, String indent);

    /** The variable a binary response goes into. */
    protected abstract String binaryVariable();
}
