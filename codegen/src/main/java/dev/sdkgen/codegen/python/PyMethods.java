package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.RequestFields;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
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
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
    private final PySignatures signatures;
    private final PyLayout layout;

    PyMethods(Symbols symbols, PyTypes types, PySignatures signatures, PyLayout layout) {
        this.symbols = symbols;
        this.types = types;
        this.signatures = signatures;
        this.layout = layout;
    }

    /** Module-level constants of one file (pagination specs), with unique names. */
    static final class Constants {
        final List<String> lines = new ArrayList<>();
        final NameScope names = new NameScope();
    }

    List<String> method(ResourcePlan r, MethodPlan m, PyImports imports, Constants constants, String file) {
        String name = symbols.member(r, m);
        LocalNames locals = symbols.locals(m);
        List<Layout.Node> args = new ArrayList<>();
        args.add(Layout.text(PyLiterals.string(m.httpMethod())));
        args.add(Layout.text(PyLiterals.string(m.wire().path())));
        String result = signatures.resultType(m.response(), imports);
        String returns;
        String call;
        if (m.pagination() != null) {
            String item = signatures.itemType(m, imports);
            String pageBody = m.response().kind() == ResponsePlan.Kind.JSON ? result : imports.typing("Any");
            returns = imports.core("Page") + "[" + item + ", " + pageBody + "]";
            call = "self._paginate(";
            String constant = constants.names.claim("_" + Words.upperSnake(name) + "_PAGINATION");
            constants.lines.addAll(paginationConstant(constant, m.pagination(), imports));
            args.add(Layout.text("pagination=" + constant));
        } else {
            returns = result;
            call = "self._request(";
        }
        args.addAll(requestArguments(m, locals, imports, file));
        List<String> out = new ArrayList<>(Layout.render(Layout.list("def " + name + "(", parameters(m, locals, imports),
                ") -> " + returns + ":"), IND, IND));
        out.addAll(PyDocs.docstring(IND + IND, docstring(m, locals)));
        out.addAll(Layout.render(Layout.list("return " + call, args, ")"), IND + IND, IND));
        return out;
    }

    private List<Layout.Node> parameters(MethodPlan m, LocalNames locals, PyImports imports) {
        String optional = imports.typing("Optional");
        List<Layout.Node> params = new ArrayList<>();
        params.add(Layout.text("self"));
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                params.add(Layout.text(locals.of(p.parameter()) + ": " + types.annotation(p.type(), imports)));
            } else if (a instanceof Argument.Body b) {
                params.add(Layout.text(bodyParameter(b.body(), imports, optional)));
            } else if (a instanceof Argument.Params p) {
                params.add(Layout.text("*"));
                for (Parameter param : p.params().all()) {
                    params.add(keywordParameter(locals.of(param), param, imports, optional));
                }
            } else {
                if (m.params() == null) {
                    params.add(Layout.text("*"));
                }
                params.add(Layout.text("options: " + optional + "[" + imports.core("RequestOptions") + "] = None"));
            }
        }
        return params;
    }

    private String bodyParameter(BodyPlan body, PyImports imports, String optional) {
        String type = switch (body.encoding()) {
            case BINARY -> imports.core("BinaryBody");
            case TEXT -> "str";
            default -> types.annotation(body.type(), imports);
        };
        return body.required() ? "body: " + type : "body: " + optionalOf(type, body.type(), optional) + " = None";
    }

    private Layout.Node keywordParameter(String local, Parameter p, PyImports imports, String optional) {
        String type = types.annotation(p.type(), imports);
        return Layout.text(p.required() ? local + ": " + type : local + ": " + optionalOf(type, p.type(), optional) + " = None");
    }

    private static String optionalOf(String printed, TypeRef type, String optional) {
        if (type instanceof TypeRef.Nullable || type instanceof TypeRef.Unknown || printed.startsWith(optional + "[")) {
            return printed;
        }
        return optional + "[" + printed + "]";
    }

    /** The keyword arguments of the runtime call after method and path (and pagination). */
    private List<Layout.Node> requestArguments(MethodPlan m, LocalNames locals, PyImports imports, String file) {
        List<Layout.Node> args = new ArrayList<>(RequestFields.of(m, locals, ARGUMENT_SYNTAX));
        List<Layout.Node> headers = entries(m.params() == null ? List.of() : m.params().headers(), locals);
        if (m.params() != null && !m.params().cookies().isEmpty()) {
            headers.add(Layout.list("\"Cookie\": " + imports.core("cookie_header") + "(", List.of(
                    new Layout.Group("{", entries(m.params().cookies(), locals), "}", false, true)), ")"));
        }
        if (headers.isEmpty()) {
            args.add(Layout.text("options=options"));
        } else {
            String helper = imports.value(layout.fromRoot(file, PARAMS_MODULE), "with_headers");
            args.add(Layout.list("options=" + helper + "(", List.of(Layout.text("options"),
                    new Layout.Group("{", headers, "}", false, true)), ")"));
        }
        return args;
    }

    /** The runtime's {@code _request} keyword arguments in Python. */
    private static final RequestFields.Syntax ARGUMENT_SYNTAX = new RequestFields.Syntax(
            locals -> Layout.text("path_params=[" + String.join(", ", locals) + "]"),
            (params, locals) -> params.query().isEmpty() ? null
                    : new Layout.Group("query={", entries(params.query(), locals), "}", false, true),
            styles -> new Layout.Group("query_styles={", styles.stream()
                    .<Layout.Node>map(s -> Layout.text(PyLiterals.string(s.name()) + ": " + PyLiterals.string(s.style()))).toList(), "}", false, true),
            Layout.text("body=body"),
            PyMethods::textArgument,
            Layout.text("retryable=False"),
            security -> Layout.text("security=" + RequestFields.nested(security, "[", "[", "]", PyLiterals::string)));

    /**
     * A string-valued {@code _request} argument. Until the Python runtime streams, an event-stream response is read
     * as one text (as before streaming was planned): {@code response_type="text"}, and how its events would be read is
     * left out.
     */
    private static Layout.Node textArgument(RequestFields.Text field, String value) {
        if (field == RequestFields.Text.EVENT_DATA || field == RequestFields.Text.STREAM_FLAG) {
            return null;
        }
        String v = field == RequestFields.Text.RESPONSE_TYPE && value.equals("stream") ? "text" : value;
        return Layout.text(field.name().toLowerCase(Locale.ROOT) + "=" + PyLiterals.string(v));
    }

    /** {@code "wire_name": local} entries of a dict literal. */
    private static List<Layout.Node> entries(List<Parameter> params, LocalNames locals) {
        List<Layout.Node> out = new ArrayList<>();
        for (Parameter p : params) {
            out.add(Layout.text(PyLiterals.string(p.name()) + ": " + locals.of(p)));
        }
        return out;
    }

    private static List<String> docstring(MethodPlan m, LocalNames locals) {
        List<String> argDocs = new ArrayList<>();
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                addArgDoc(argDocs, locals.of(p.parameter()), p.parameter().docs());
            } else if (a instanceof Argument.Body b) {
                addArgDoc(argDocs, "body", b.body().docs());
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
