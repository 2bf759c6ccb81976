package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.lang.ShapedExampleWriter;
import dev.sdkgen.codegen.lang.LiteralSyntax;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.BodyPlan;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;

/** README snippets in TypeScript: {@code await client.accounts.create({ name: 'name' })}. */
final class TsExamples extends ShapedExampleWriter {
    private static final String IND = TsMethods.IND;
    private static final String BLOB = "new Blob(['file contents'])";
    /** The literal syntax (README values, enum values and constants). */
    static final LiteralSyntax LITERALS = new LiteralSyntax(TsLiterals::string, "true", "false", "null", BLOB, BLOB,
            text -> "new Blob([" + TsLiterals.string(text) + "])",
            a -> "[", "]", o -> "{", "}", true, (o, name) -> TsNames.propertyKey(name) + ": ");

    TsExamples(SdkPlan plan, Symbols symbols) {
        super(plan, symbols, LITERALS, IND);
    }

    /** Positional arguments: path values, the body when required (or when a required params object follows), params. */
    @Override
    protected List<Layout.Node> arguments(ExampleCall call) {
        List<Layout.Node> args = new ArrayList<>();
        call.pathValues().forEach(v -> args.add(value(v)));
        if (call.body() != null && (call.method().body().required() || !call.params().isEmpty() || call.passesOptionalBody())) {
            args.add(value(call.body()));
        }
        if (!call.params().isEmpty()) {
            args.add(value(new ExampleValue.Obj(new TypeRef.Unknown(), call.params())));
        }
        return args;
    }

    /** The client class the tests construct. */
    String clientClass() {
        return symbols.clientClass();
    }

    /**
     * A test's statements (tests/api.test.ts): the call awaited; a paginated one gives its first page, an event
     * stream is opened, its first event read and the stream closed (leaving the loop aborts the request), a binary
     * response's body is read.
     */
    List<String> testStatements(ExampleCall call, String indent) {
        List<Layout.Node> args = arguments(call);
        String callee = callee(call);
        List<String> out = new ArrayList<>();
        switch (call.method().pagination() != null ? ResponsePlan.Kind.JSON : call.method().response().kind()) {
            case STREAM -> {
                out.addAll(Layout.render(Layout.list("const stream = await " + callee, args, ");"), indent, IND));
                out.add(indent + "for await (const event of stream) {");
                out.add(indent + IND + "void event;");
                out.add(indent + IND + "break;");
                out.add(indent + "}");
            }
            case BINARY -> {
                out.addAll(Layout.render(Layout.list("const response = await " + callee, args, ");"), indent, IND));
                out.add(indent + "await response.arrayBuffer();");
            }
            default -> out.addAll(call(callee, args, indent));
        }
        return out;
    }

    /**
     * The call with per-request options last (the README's escape hatches): each argument before them written out (the
     * body, or {@code {}} when the method's optional body or params object was left out), then extra body fields (only
     * for a JSON, form or multipart body), query parameters and headers.
     */
    List<String> requestOptionsCall(ExampleCall call) {
        List<Layout.Node> args = new ArrayList<>();
        call.pathValues().forEach(v -> args.add(value(v)));
        BodyPlan body = call.method().body();
        if (body != null) {
            args.add(call.body() != null ? value(call.body()) : Layout.text(body.structured() ? "{}" : "undefined"));
        }
        if (call.method().params() != null) {
            args.add(call.params().isEmpty() ? Layout.text("{}")
                    : value(new ExampleValue.Obj(new TypeRef.Unknown(), call.params())));
        }
        List<Layout.Node> options = new ArrayList<>();
        if (body != null && body.structured()) {
            options.add(Layout.text("body: { beta_field: true }"));
        }
        options.add(Layout.text("query: { debug: 'true' }"));
        options.add(Layout.text("headers: { 'X-Feature': 'beta' }"));
        args.add(Layout.braces("{", options, "}"));
        return call(callee(call), args, "");
    }

    @Override
    protected List<String> loop(String item, String callee, List<Layout.Node> args, String indent) {
        List<String> out = new ArrayList<>(Layout.render(Layout.list("for await (const " + item + " of " + callee, args, ")) {"),
                indent, IND));
        out.add(indent + IND + "console.log(" + item + ");");
        out.add(indent + "}");
        return out;
    }

    @Override
    protected List<String> call(String callee, List<Layout.Node> args, String indent) {
        return Layout.render(Layout.list("await " + callee, args, ");"), indent, IND);
    }

    @Override
    protected List<String> assign(String variable, String callee, List<Layout.Node> args, String indent) {
        List<String> out = new ArrayList<>(Layout.render(Layout.list("const " + variable + " = await " + callee, args, ");"),
                indent, IND));
        out.add(indent + "console.log(" + variable + ");");
        return out;
    }

    @Override
    protected String binaryVariable() {
        return "response";
    }
}
