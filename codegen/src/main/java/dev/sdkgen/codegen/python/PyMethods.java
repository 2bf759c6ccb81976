package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.RequestFields;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.BodyFields;
import dev.sdkgen.codegen.plan.BodyPlan;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.PaginationFields;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Prints one method of a resource or client class: signature, docstring (Google style {@code Args:}),
 * and one call into the runtime ({@code self._request} / {@code self._paginate}).
 */
final class PyMethods {
    static final String IND = "    ";
    /** The module of the {@code with_headers} helper, generated when some method has header parameters. */
    static final String PARAMS_MODULE = "_params";

    private final Symbols symbols;
    private final PyTypes types;
    private final PyTypes requests;
    private final PySignatures signatures;
    private final PyLayout layout;

    PyMethods(Symbols symbols, PyTypes types, PySignatures signatures, PyLayout layout) {
        this.symbols = symbols;
        this.types = types.responses();
        this.requests = types.requests();
        this.signatures = signatures;
        this.layout = layout;
    }

    /** Every name types.py binds. */
    Set<String> modelNames() {
        return types.names().all();
    }

    /** Module-level constants of one file (pagination specs), with unique names; one per method for both flavors. */
    static final class Constants {
        final List<String> lines = new ArrayList<>();
        final NameScope names = new NameScope();
        private final Map<MethodPlan, String> byMethod = new IdentityHashMap<>();
    }

    /** The method as {@code flavor} prints it: {@code async def} and {@code await} in the async client. */
    List<String> method(ResourcePlan r, MethodPlan m, PyImports imports, Constants constants, String file, PyFlavor flavor) {
        String name = symbols.member(r, m);
        LocalNames locals = symbols.locals(m);
        List<Layout.Node> args = new ArrayList<>();
        args.add(Layout.text(PyLiterals.string(m.httpMethod())));
        args.add(Layout.text(PyLiterals.string(m.wire().path())));
        String result = result(m.response(), imports, flavor);
        String returns;
        String call;
        String def = flavor.def;
        List<Layout.Node> casts = new ArrayList<>();
        if (m.pagination() != null) {
            String item = signatures.itemType(m, imports);
            String pageBody = m.response().kind() == ResponsePlan.Kind.JSON ? result : imports.typing("Any");
            returns = imports.core(flavor.page) + "[" + item + ", " + pageBody + "]";
            call = "self._paginate(";
            def = PyFlavor.SYNC.def; // the async pager sends its first request when awaited or iterated
            args.add(Layout.text("pagination=" + paginationConstant(name, m, imports, constants)));
            if (m.response().kind() == ResponsePlan.Kind.JSON && converts(m.response().type())) {
                casts.add(Layout.text("page_type=" + result));
            }
            if (m.pagination().itemType() != null && converts(m.pagination().itemType())) {
                casts.add(Layout.text("item_type=" + item));
            }
        } else {
            returns = m.streaming() == null ? result
                    : imports.typing("Union") + "[" + result + ", " + result(m.streaming().response(), imports, flavor) + "]";
            call = flavor.await + "self._request(";
            casts.addAll(casts(m, imports));
        }
        args.addAll(requestArguments(m, locals, imports, file, casts));
        List<String> out = new ArrayList<>(overloads(name, m, locals, imports, flavor));
        out.addAll(Layout.render(Layout.list(def + name + "(", parameters(m, locals, imports, null),
                ") -> " + returns + ":"), IND, IND));
        out.addAll(PyDocs.docstring(IND + IND, docstring(m, locals, BodyFields.of(m, types.table()))));
        out.addAll(Layout.render(Layout.list("return " + call, args, ")"), IND + IND, IND));
        return out;
    }

    /** What a call of the response returns: the async client's event streams are {@code AsyncStream}. */
    private String result(ResponsePlan response, PyImports imports, PyFlavor flavor) {
        if (response.kind() == ResponsePlan.Kind.STREAM) {
            return imports.core(flavor.stream) + "[" + types.annotation(response.type(), imports) + "]";
        }
        return signatures.resultType(response, imports);
    }

    /**
     * The runtime's conversions of a method that does not paginate: {@code cast_to} (a JSON body's type, an event's
     * item type) when the type holds a model; for a JSON-or-stream method also its flag, how its events are read, and
     * their type ({@code stream_cast_to}).
     */
    private List<Layout.Node> casts(MethodPlan m, PyImports imports) {
        List<Layout.Node> out = new ArrayList<>();
        ResponsePlan response = m.response();
        if ((response.kind() == ResponsePlan.Kind.JSON || response.kind() == ResponsePlan.Kind.STREAM) && converts(response.type())) {
            out.add(Layout.text("cast_to=" + types.annotation(response.type(), imports)));
        }
        if (m.streaming() != null) {
            ResponsePlan stream = m.streaming().response();
            out.add(Layout.text("stream_flag=" + PyLiterals.string(m.streaming().flag())));
            if (stream.eventData() != null) {
                out.add(Layout.text("event_data=" + PyLiterals.string(stream.eventData())));
            }
            if (converts(stream.type())) {
                out.add(Layout.text("stream_cast_to=" + types.annotation(stream.type(), imports)));
            }
        }
        return out;
    }

    /** How an overload of a JSON-or-stream method declares the body's flag field. */
    private enum Flag { TRUE, FALSE, BOOL }

    /**
     * The {@code @overload}s of a JSON-or-stream method whose body fields are keyword arguments (openai-python's
     * shape): the flag {@code Literal[True]} gives the stream, {@code Literal[False]} or left out the JSON result, a
     * {@code bool} either. None for any other method.
     */
    private List<String> overloads(String name, MethodPlan m, LocalNames locals, PyImports imports, PyFlavor flavor) {
        List<String> out = new ArrayList<>();
        if (m.streaming() == null || flagField(m) == null) {
            return out;
        }
        String json = result(m.response(), imports, flavor);
        String stream = result(m.streaming().response(), imports, flavor);
        Map<Flag, String> results = Map.of(Flag.TRUE, stream, Flag.FALSE, json,
                Flag.BOOL, imports.typing("Union") + "[" + json + ", " + stream + "]");
        for (Flag flag : Flag.values()) {
            out.add(IND + "@" + imports.typing("overload"));
            out.addAll(Layout.render(Layout.list(flavor.def + name + "(", parameters(m, locals, imports, flag),
                    ") -> " + results.get(flag) + ": ..."), IND, IND));
            out.add("");
        }
        return out;
    }

    /** The body field that is the JSON-or-stream method's flag, or null when the body's fields are not arguments. */
    private TypeDef.Property flagField(MethodPlan m) {
        return BodyFields.of(m, types.table()).stream().filter(f -> f.name().equals(m.streaming().flag()))
                .findFirst().orElse(null);
    }

    /** The flag field in an overload: {@code stream: Literal[True]}, {@code Union[Literal[False], Omit] = omit}, {@code bool}. */
    private Layout.Node flagParameter(String local, TypeDef.Property f, boolean required, Flag flag, PyImports imports) {
        boolean nullable = f.type() instanceof TypeRef.Nullable;
        String literal = imports.typing("Literal");
        return switch (flag) {
            case TRUE -> Layout.text(local + ": " + literal + "[True]");
            case BOOL -> Layout.text(local + ": " + requests.annotation(f.type(), imports));
            case FALSE -> {
                String no = literal + "[False]" + (nullable ? ", None" : "");
                yield Layout.text(required ? local + ": " + (nullable ? imports.typing("Optional") + "[" + literal + "[False]]" : no)
                        : local + ": " + imports.typing("Union") + "[" + no + ", " + imports.core("Omit") + "] = " + imports.core("omit"));
            }
        };
    }

    /** The name of the method's pagination spec constant, declared with the first flavor that prints the method. */
    private static String paginationConstant(String name, MethodPlan m, PyImports imports, Constants constants) {
        return constants.byMethod.computeIfAbsent(m, k -> {
            String constant = constants.names.claim("_" + Words.upperSnake(name) + "_PAGINATION");
            constants.lines.addAll(paginationConstant(constant, m.pagination(), imports));
            return constant;
        });
    }

    /** The method's parameters; {@code flag}, when not null, says how an overload declares the stream flag field. */
    private List<Layout.Node> parameters(MethodPlan m, LocalNames locals, PyImports imports, Flag flag) {
        String optional = imports.typing("Optional");
        List<TypeDef.Property> fields = BodyFields.of(m, types.table());
        List<Layout.Node> params = new ArrayList<>();
        params.add(Layout.text("self"));
        for (Argument.Path p : m.pathArgs()) {
            params.add(Layout.text(locals.of(p.parameter()) + ": " + requests.annotation(p.type(), imports)));
        }
        if (m.body() != null && fields.isEmpty()) {
            params.add(Layout.text(bodyParameter(m.body(), imports, optional)));
        }
        params.add(Layout.text("*"));
        for (TypeDef.Property f : fields) {
            boolean required = m.body().required() && f.required();
            params.add(flag != null && f.name().equals(m.streaming().flag())
                    ? flagParameter(locals.ofField(f), f, required, flag, imports)
                    : fieldParameter(locals.ofField(f), f, required, imports));
        }
        if (m.params() != null) {
            for (Parameter param : m.params().all()) {
                params.add(keywordParameter(locals.of(param), param, imports, optional));
            }
        }
        params.add(Layout.text("extra_headers: " + optional + "[" + imports.core("Headers") + "] = None"));
        params.add(Layout.text("extra_query: " + optional + "[" + imports.core("Query") + "] = None"));
        if (takesExtraBody(m)) {
            params.add(Layout.text("extra_body: " + optional + "[" + imports.core("Body") + "] = None"));
        }
        params.add(Layout.text("timeout: " + optional + "[float] = None"));
        params.add(Layout.text("options: " + optional + "[" + imports.core("RequestOptions") + "] = None"));
        return params;
    }

    /** Extra body fields go to a method with a JSON, form or multipart body, or without a body on POST/PUT/PATCH. */
    static boolean takesExtraBody(MethodPlan m) {
        return m.body() != null ? m.body().structured() : List.of("post", "put", "patch").contains(m.httpMethod());
    }

    /** A body field as a keyword parameter: {@code name: str}, or {@code email: Union[str, Omit] = omit}. */
    private Layout.Node fieldParameter(String local, TypeDef.Property f, boolean required, PyImports imports) {
        String type = requests.annotation(f.type(), imports);
        if (required) {
            return Layout.text(local + ": " + type);
        }
        return Layout.text(local + ": " + imports.typing("Union") + "[" + type + ", " + imports.core("Omit") + "] = "
                + imports.core("omit"));
    }

    private String bodyParameter(BodyPlan body, PyImports imports, String optional) {
        String type = switch (body.encoding()) {
            case BINARY -> imports.core("BinaryBody");
            case TEXT -> "str";
            default -> requests.annotation(body.type(), imports);
        };
        return body.required() ? "body: " + type : "body: " + optionalOf(type, body.type(), () -> optional) + " = None";
    }

    private Layout.Node keywordParameter(String local, Parameter p, PyImports imports, String optional) {
        String type = requests.annotation(p.type(), imports);
        return Layout.text(p.required() ? local + ": " + type : local + ": " + optionalOf(type, p.type(), () -> optional) + " = None");
    }

    /**
     * {@code Optional[T]} of a printed type, or the type itself when it already holds None; {@code optional} gives
     * the local name of {@code typing.Optional}, asked for (so imported) only when the type may need it.
     */
    static String optionalOf(String printed, TypeRef type, Supplier<String> optional) {
        if (type instanceof TypeRef.Nullable || type instanceof TypeRef.Unknown || TypeRef.isNull(type)) {
            return printed;
        }
        String name = optional.get();
        return printed.startsWith(name + "[") ? printed : name + "[" + printed + "]";
    }

    /** Whether a response of the type is converted by the runtime: it holds a model somewhere. */
    private boolean converts(TypeRef type) {
        return type != null && types.names().splitRef(type);
    }

    /** The keyword arguments of the runtime call after method and path (and pagination). */
    private List<Layout.Node> requestArguments(MethodPlan m, LocalNames locals, PyImports imports, String file,
            List<Layout.Node> casts) {
        List<Layout.Node> args = new ArrayList<>(RequestFields.of(m, locals, syntax(bodyArgument(m, locals,
                () -> imports.value(layout.fromRoot(file, PARAMS_MODULE), "optional_body")))));
        args.addAll(casts);
        List<Layout.Node> headers = entries(m.params() == null ? List.of() : m.params().headers(), locals);
        if (m.params() != null && !m.params().cookies().isEmpty()) {
            headers.add(Layout.list("\"Cookie\": " + imports.core("cookie_header") + "(", List.of(
                    new Layout.Group("{", entries(m.params().cookies(), locals), "}", false, true)), ")"));
        }
        Layout.Node merged = Layout.list(imports.core("merge_options") + "(", Layout.texts(List.of("options",
                "extra_headers", "extra_query", takesExtraBody(m) ? "extra_body" : "None", "timeout")), ")");
        if (headers.isEmpty()) {
            args.add(ExampleValues.prefixed("options=", merged));
        } else {
            String helper = imports.value(layout.fromRoot(file, PARAMS_MODULE), "with_headers");
            args.add(Layout.list("options=" + helper + "(", List.of(merged,
                    new Layout.Group("{", headers, "}", false, true)), ")"));
        }
        return args;
    }

    /**
     * {@code body=body}, or a dict of the body's fields when they are keyword arguments; an optional body's dict goes
     * through {@code optional_body} (from {@code helper}), so that a call that sets none of its fields sends no body
     * (as TypeScript's does) rather than {@code {}}, which a body schema with required properties refuses.
     */
    private Layout.Node bodyArgument(MethodPlan m, LocalNames locals, java.util.function.Supplier<String> helper) {
        List<TypeDef.Property> fields = BodyFields.of(m, types.table());
        if (fields.isEmpty()) {
            return Layout.text("body=body");
        }
        List<Layout.Node> entries = new ArrayList<>();
        for (TypeDef.Property f : fields) {
            entries.add(Layout.text(PyLiterals.string(f.name()) + ": " + locals.ofField(f)));
        }
        boolean optional = m.body() != null && !m.body().required();
        return new Layout.Group(optional ? "body=" + helper.get() + "({" : "body={", entries, optional ? "})" : "}", false, true);
    }

    /** The runtime's {@code _request} keyword arguments in Python. */
    private static RequestFields.Syntax syntax(Layout.Node body) {
        return new RequestFields.Syntax(
            locals -> Layout.text("path_params=[" + String.join(", ", locals) + "]"),
            (params, locals) -> params.query().isEmpty() ? null
                    : new Layout.Group("query={", entries(params.query(), locals), "}", false, true),
            styles -> new Layout.Group("query_styles={", styles.stream()
                    .<Layout.Node>map(s -> Layout.text(PyLiterals.string(s.name()) + ": " + PyLiterals.string(s.style()))).toList(), "}", false, true),
            body,
            PyMethods::textArgument,
            Layout.text("retryable=False"),
            security -> Layout.text("security=" + RequestFields.nested(security, "[", "[", "]", PyLiterals::string)));
    }

    /** A string-valued {@code _request} argument: {@code response_type="stream"}, {@code event_data="named"}… */
    private static Layout.Node textArgument(RequestFields.Text field, String value) {
        return Layout.text(field.name().toLowerCase(Locale.ROOT) + "=" + PyLiterals.string(value));
    }

    /** {@code "wire_name": local} entries of a dict literal. */
    private static List<Layout.Node> entries(List<Parameter> params, LocalNames locals) {
        List<Layout.Node> out = new ArrayList<>();
        for (Parameter p : params) {
            out.add(Layout.text(PyLiterals.string(p.name()) + ": " + locals.of(p)));
        }
        return out;
    }

    private static List<String> docstring(MethodPlan m, LocalNames locals, List<TypeDef.Property> fields) {
        List<String> argDocs = new ArrayList<>();
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                addArgDoc(argDocs, locals.of(p.parameter()), p.parameter().docs());
            } else if (a instanceof Argument.Body b && fields.isEmpty()) {
                addArgDoc(argDocs, "body", b.body().docs());
            } else if (a instanceof Argument.Body) {
                fields.forEach(f -> addArgDoc(argDocs, locals.ofField(f), f.docs()));
            } else if (a instanceof Argument.Params p) {
                p.params().all().forEach(param -> addArgDoc(argDocs, locals.of(param), param.docs()));
            }
        }
        List<String> doc = new ArrayList<>(DocText.lines(m.docs()));
        if (!argDocs.isEmpty()) {
            if (!doc.isEmpty()) {
                doc.add("");
            }
            doc.add("Args:");
            doc.addAll(argDocs);
        }
        if (m.deprecated()) {
            if (!doc.isEmpty()) {
                doc.add("");
            }
            doc.add("Deprecated.");
        }
        return doc;
    }

    /** One {@code Args:} entry of a method docstring, wrapped with a hanging indent (Google style). */
    private static void addArgDoc(List<String> argDocs, String name, Docs docs) {
        String text = DocText.oneLine(docs);
        if (!text.isEmpty()) {
            argDocs.addAll(DocText.wrapHanging("    " + name + ": " + text, Layout.WIDTH - 2 * IND.length() - 3, "        "));
        }
    }

    private static List<String> paginationConstant(String name, Pagination p, PyImports imports) {
        List<Layout.Node> items = new ArrayList<>();
        items.add(Layout.text("type=" + PyLiterals.string(p.type().name().toLowerCase(Locale.ROOT))));
        for (PaginationFields.Field f : PaginationFields.of(p)) {
            items.add(Layout.text(f.key() + "=" + PyLiterals.string(f.value())));
        }
        return Layout.render(Layout.list(name + " = " + imports.core("PaginationSpec") + "(", items, ")"), "", IND);
    }
}
