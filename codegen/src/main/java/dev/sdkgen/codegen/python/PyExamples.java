package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.ShapedExampleWriter;
import dev.sdkgen.codegen.lang.LiteralSyntax;
import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.BodyFields;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** README snippets in Python: {@code client.accounts.create(name="name")}. */
final class PyExamples extends ShapedExampleWriter {
    private static final String IND = PyMethods.IND;
    /** The literal syntax (README values, enum values and constants). */
    static final LiteralSyntax LITERALS = new LiteralSyntax(PyLiterals::string, "True", "False", "None",
            "(\"file.txt\", b\"file contents\")", "b\"file contents\"",
            text -> PyLiterals.string(text) + ".encode()", a -> "[", "]", o -> "{", "}", false,
            (o, name) -> PyLiterals.string(name) + ": ");

    PyExamples(SdkPlan plan, Symbols symbols) {
        super(plan, symbols, LITERALS, IND);
    }

    /**
     * Path values positionally; a required body's fields as keyword arguments ({@code name="name"}), or the whole
     * body positionally when its fields are not arguments of their own; then the required keyword parameters.
     */
    @Override
    protected List<Layout.Node> arguments(ExampleCall call) {
        List<Layout.Node> args = new ArrayList<>();
        call.pathValues().forEach(v -> args.add(value(v)));
        LocalNames locals = symbols.locals(call.method());
        List<TypeDef.Property> fields = BodyFields.of(call.method(), plan.types());
        if (call.body() != null && (call.method().body().required() || call.passesOptionalBody())) {
            if (!fields.isEmpty() && call.body() instanceof ExampleValue.Obj obj) {
                for (TypeDef.Property f : fields) {
                    ExampleValue v = obj.fields().get(f.name());
                    if (v != null) {
                        args.add(ExampleValues.prefixed(locals.ofField(f) + "=", value(v)));
                    }
                }
            } else if (fields.isEmpty()) {
                args.add(value(call.body()));
            }
        }
        if (call.method().params() != null) {
            for (Parameter p : call.method().params().all()) {
                ExampleValue v = call.params().get(p.name());
                if ((p.required() || call.allParams()) && v != null) {
                    args.add(ExampleValues.prefixed(locals.of(p) + "=", value(v)));
                }
            }
        }
        return args;
    }

    /**
     * A test's statements (tests/test_api.py): the call; a paginated one gives its first page, an event stream is
     * opened in a {@code with} block and its first event read, a binary response arrives as bytes.
     */
    List<String> testStatements(ExampleCall call, String indent) {
        List<Layout.Node> args = arguments(call);
        if (call.method().pagination() == null && call.method().response().kind() == ResponsePlan.Kind.STREAM) {
            List<String> out = new ArrayList<>(Layout.render(Layout.list("with " + testCallee(call), args, ") as stream:"), indent, IND));
            out.add(indent + IND + "next(iter(stream), None)");
            return out;
        }
        return call(testCallee(call), args, indent);
    }

    /** The callee from the test case's client, {@code self.client.accounts.create(}. */
    private String testCallee(ExampleCall call) {
        return accessor(call.resource(), "self.client") + "." + symbols.member(call.resource(), call.method()) + "(";
    }

    /** The client class the tests construct. */
    String clientClass() {
        return symbols.clientClass();
    }

    @Override
    protected List<String> loop(String item, String callee, List<Layout.Node> args, String indent) {
        List<String> out = new ArrayList<>(Layout.render(Layout.list("for " + item + " in " + callee, args, "):"), indent, IND));
        out.add(indent + IND + "print(" + item + ")");
        return out;
    }

    @Override
    protected List<String> call(String callee, List<Layout.Node> args, String indent) {
        return Layout.render(Layout.list(callee, args, ")"), indent, IND);
    }

    @Override
    protected List<String> assign(String variable, String callee, List<Layout.Node> args, String indent) {
        List<String> out = new ArrayList<>(Layout.render(Layout.list(variable + " = " + callee, args, ")"), indent, IND));
        out.add(indent + "print(" + variable + ")");
        return out;
    }

    @Override
    protected String binaryVariable() {
        return "content";
    }

    @Override
    protected Set<String> snippetNames() {
        return Set.of("client", "os");
    }
}
