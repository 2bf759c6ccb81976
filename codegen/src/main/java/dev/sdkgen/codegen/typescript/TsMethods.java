package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.RequestFields;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.BodyPlan;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.PaginationFields;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Prints one method of a resource or client class: its JSDoc, its signature and a body that is one
 * call into the runtime ({@code this._request} / {@code this._paginate}) with the request spec.
 */
final class TsMethods {
    static final String IND = "  ";

    private final Symbols symbols;
    private final TsTypes types;
    private final TypeTable typeTable;
    private final TsSignatures signatures;

    TsMethods(Symbols symbols, TsTypes types, TypeTable typeTable, TsSignatures signatures) {
        this.symbols = symbols;
        this.types = types;
        this.typeTable = typeTable;
        this.signatures = signatures;
    }

    /** Module-level constants of one file (pagination specs), with unique names. */
    static final class Constants {
        final List<String> lines = new ArrayList<>();
        final NameScope names = new NameScope();
    }

    TsView.Method method(ResourcePlan r, MethodPlan m, TsImports imports, Constants constants) {
        String name = symbols.member(r, m);
        LocalNames locals = symbols.locals(m);
        String returnType;
        String call;
        String result = signatures.resultType(m.response(), imports);
        if (m.pagination() != null) {
            String item = signatures.itemType(m, imports);
            String pageBody = m.response().kind() == ResponsePlan.Kind.JSON ? result : "unknown";
            returnType = imports.coreType("PagePromise") + "<" + item + ", " + pageBody + ">";
            call = "this._paginate<" + item + ", " + pageBody + ">";
        } else {
            if (m.streaming() != null) {
                result = TsTypes.union(List.of(result, signatures.resultType(m.streaming().response(), imports)), false);
            }
            returnType = imports.coreType("APIPromise") + "<" + result + ">";
            call = "this._request<" + result + ">";
        }
        List<String> body = new ArrayList<>();
        List<Layout.Node> headers = headerDestructuring(m.params(), locals, body, imports);
        List<Layout.Node> args = new ArrayList<>();
        args.add(Layout.braces("{", requestSpec(m, locals), "}"));
        List<String> signature = new ArrayList<>();
        if (m.streaming() != null) {
            signature.addAll(overloads(name, m, locals, imports));
        }
        if (m.pagination() != null) {
            String constant = constants.names.claim(Words.upperSnake(name) + "_PAGINATION");
            constants.lines.addAll(paginationConstant(constant, m.pagination(), imports));
            args.add(Layout.text(constant));
        }
        if (headers.isEmpty()) {
            args.add(Layout.text("options"));
        } else {
            headers.add(Layout.text("...options?.headers"));
            args.add(Layout.braces("{", List.of(Layout.text("...options"), Layout.braces("headers: {", headers, "}")), "}"));
        }
        body.addAll(Layout.render(Layout.list("return " + call + "(", args, ");"), IND + IND, IND));
        signature.addAll(Layout.render(Layout.list(name + "(", parameters(m, locals, imports), "): " + returnType + " {"), IND, IND));
        return new TsView.Method(doc(m, locals), signature, body);
    }

    /**
     * The overloads of a JSON-or-stream method: the body's flag {@code true} gives the stream, {@code false} or left
     * out the JSON result, a {@code boolean} either. Overloads take no default values, so an argument with one is
     * optional there.
     */
    private List<String> overloads(String name, MethodPlan m, LocalNames locals, TsImports imports) {
        String json = signatures.resultType(m.response(), imports);
        String stream = signatures.resultType(m.streaming().response(), imports);
        String flag = TsNames.propertyKey(m.streaming().flag());
        List<String> out = new ArrayList<>();
        out.addAll(overload(name, m, locals, imports, "{ " + flag + ": true }", true, stream));
        out.addAll(overload(name, m, locals, imports, "{ " + flag + "?: false | null | undefined }", false, json));
        out.addAll(overload(name, m, locals, imports, null, false, TsTypes.union(List.of(json, stream), false)));
        return out;
    }

    /** One overload: the body typed {@code T & flagType} (when given), required when {@code bodyRequired}. */
    private List<String> overload(String name, MethodPlan m, LocalNames locals, TsImports imports, String flagType,
            boolean bodyRequired, String result) {
        return Layout.render(Layout.list(name + "(", parameters(m, locals, imports, new Overload(flagType, bodyRequired)),
                "): " + imports.coreType("APIPromise") + "<" + result + ">;"), IND, IND);
    }

    /** How an overload declares its parameters (no default values); null for the implementation. */
    private record Overload(String flagType, boolean bodyRequired) {
    }

    private List<Layout.Node> parameters(MethodPlan m, LocalNames locals, TsImports imports) {
        return parameters(m, locals, imports, null);
    }

    private List<Layout.Node> parameters(MethodPlan m, LocalNames locals, TsImports imports, Overload overload) {
        List<Layout.Node> params = new ArrayList<>();
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                params.add(Layout.text(locals.of(p.parameter()) + ": " + types.print(p.type(), imports)));
            } else if (a instanceof Argument.Body b) {
                params.add(Layout.text(overload == null ? bodyParameter(b.body(), m.params(), imports)
                        : overloadBody(b.body(), m.params(), imports, overload)));
            } else if (a instanceof Argument.Params p) {
                boolean optional = !p.params().required();
                String type = imports.model(p.params().typeName());
                params.add(Layout.text(TsSignatures.paramsArgument(p.params()) + (optional && overload != null ? "?: " : ": ")
                        + type + (optional && overload == null ? " = {}" : "")));
            } else {
                params.add(Layout.text("options?: " + imports.coreType("RequestOptions")));
            }
        }
        return params;
    }

    /** The body in an overload: required, or optional unless a required params object follows. */
    private String overloadBody(BodyPlan body, ParamsPlan params, TsImports imports, Overload overload) {
        String type = types.print(body.type(), imports) + (overload.flagType() == null ? "" : " & " + overload.flagType());
        TsSignatures.OptionalBody shape = TsSignatures.bodyShape(body, params);
        if (overload.bodyRequired() || shape == TsSignatures.OptionalBody.REQUIRED) {
            return "body: " + type;
        }
        return shape == TsSignatures.OptionalBody.UNDEFINED_UNION ? "body: " + TsTypes.union(List.of(type, "undefined"), false)
                : "body?: " + type;
    }

    private String bodyParameter(BodyPlan body, ParamsPlan params, TsImports imports) {
        String type = switch (body.encoding()) {
            case BINARY -> imports.coreType("BinaryBody");
            case TEXT -> "string";
            default -> types.print(body.type(), imports);
        };
        return switch (TsSignatures.bodyShape(body, params)) {
            case REQUIRED -> "body: " + type;
            case UNDEFINED_UNION -> "body: " + TsTypes.union(List.of(type, "undefined"), false);
            case EMPTY_OBJECT_DEFAULT -> "body: " + type + " = {}";
            case OPTIONAL -> "body?: " + type;
        };
    }

    /**
     * Header and cookie parameters are taken out of the params object ({@code const { 'X-Id': xId, ...query } =
     * params;}, appended to {@code body}) and merged into the call's headers, the cookies as one {@code Cookie}
     * header ({@code Cookie: cookieHeader({ session_id: sessionId })}); returns the header entries.
     */
    private List<Layout.Node> headerDestructuring(ParamsPlan params, LocalNames locals, List<String> body, TsImports imports) {
        List<Layout.Node> entries = new ArrayList<>();
        if (params == null || params.headers().isEmpty() && params.cookies().isEmpty()) {
            return entries;
        }
        List<Layout.Node> destructure = new ArrayList<>();
        for (Parameter h : params.headers()) {
            String local = locals.of(h);
            String key = TsNames.propertyKey(h.name());
            destructure.add(Layout.text(key.equals(local) ? local : key + ": " + local));
            entries.add(Layout.text(key + ": " + headerValue(h, local)));
        }
        List<Layout.Node> cookies = new ArrayList<>();
        for (Parameter c : params.cookies()) {
            String local = locals.of(c);
            String key = TsNames.propertyKey(c.name());
            destructure.add(Layout.text(key.equals(local) ? local : key + ": " + local));
            cookies.add(Layout.text(key.equals(local) ? local : key + ": " + local));
        }
        if (!cookies.isEmpty()) {
            entries.add(Layout.braces("Cookie: " + imports.coreValue("cookieHeader") + "({", cookies, "})"));
        }
        boolean rest = !params.query().isEmpty();
        if (rest) {
            destructure.add(Layout.text("...query"));
        }
        // A rest element is never followed by a comma (TS1013), so a broken pattern ending in one has none.
        body.addAll(Layout.render(new Layout.Group("const {", destructure, "} = params;", true, !rest), IND + IND, IND));
        return entries;
    }

    /** A header parameter's value as the string the runtime sends (undefined leaves it out). */
    private String headerValue(Parameter h, String local) {
        boolean nullable = h.type() instanceof TypeRef.Nullable;
        if (typeTable.isStringLike(h.type()) && !nullable) {
            return local;
        }
        return h.required() && !nullable ? "String(" + local + ")" : local + " == null ? undefined : String(" + local + ")";
    }

    /** The request spec object's fields. */
    private static List<Layout.Node> requestSpec(MethodPlan m, LocalNames locals) {
        List<Layout.Node> spec = new ArrayList<>();
        spec.add(Layout.text("method: " + TsLiterals.string(m.httpMethod())));
        spec.add(Layout.text("path: " + TsLiterals.string(m.wire().path())));
        spec.addAll(RequestFields.of(m, locals, SPEC_SYNTAX));
        if (m.streaming() != null) {
            spec.add(Layout.text("streamFlag: " + TsLiterals.string(m.streaming().flag())));
            String eventData = m.streaming().response().eventData();
            if (eventData != null) {
                spec.add(Layout.text("eventData: " + TsLiterals.string(eventData)));
            }
        }
        return spec;
    }

    /** The runtime's {@code RequestSpec} fields in TypeScript ({@code query} and {@code body} are locals of the method). */
    private static final RequestFields.Syntax SPEC_SYNTAX = new RequestFields.Syntax(
            locals -> Layout.text("pathParams: [" + String.join(", ", locals) + "]"),
            (params, locals) -> params.query().isEmpty() ? null : Layout.text("query"),
            styles -> new Layout.Group("queryStyles: {", styles.stream()
                    .<Layout.Node>map(s -> Layout.text(TsNames.propertyKey(s.name()) + ": " + TsLiterals.string(s.style()))).toList(), "}", true, true),
            Layout.text("body"),
            (field, value) -> Layout.text(Words.camel(field.name()) + ": " + TsLiterals.string(value)),
            Layout.text("retryable: false"),
            security -> Layout.text("security: " + RequestFields.nested(security, "[", "[", "]", TsLiterals::string)));

    private List<String> doc(MethodPlan m, LocalNames locals) {
        List<String> tags = new ArrayList<>();
        for (Argument.Path a : m.pathArgs()) {
            String text = DocText.oneLine(a.parameter().docs());
            if (!text.isEmpty()) {
                tags.add("@param " + locals.of(a.parameter()) + " " + TsDocs.escape(text));
            }
        }
        if (m.deprecated()) {
            tags.add("@deprecated");
        }
        return TsDocs.block(IND, DocText.lines(m.docs()), tags);
    }

    private static List<String> paginationConstant(String name, Pagination p, TsImports imports) {
        List<Layout.Node> items = new ArrayList<>();
        items.add(Layout.text("type: " + TsLiterals.string(p.type().name().toLowerCase(Locale.ROOT))));
        for (PaginationFields.Field f : PaginationFields.of(p)) {
            items.add(Layout.text(Words.camel(f.key()) + ": " + TsLiterals.string(f.value())));
        }
        return Layout.render(Layout.braces("const " + name + ": " + imports.coreType("PaginationSpec") + " = {", items, "};"),
                "", IND);
    }
}
