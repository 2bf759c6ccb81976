package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.RequestFields;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.PaginationFields;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Prints one method of a resource or client class: an overload per argument the caller may leave out (each
 * passing the default on), and the full method, whose body is one call into the core
 * ({@code core.request} / {@code requestVoid} / {@code paginate}) with the request built by {@code RequestSpec}.
 * The same method of the class's {@code withRawResponse()} view returns the core's {@code HttpResponseFor} of that
 * result instead, through the core call of the same name with {@code Raw} appended; of its {@code async()} view a
 * {@code CompletableFuture} of either, through the same call on {@code core.async()}.
 */
final class JavaMethods {
    private static final String IND = JavaLines.IND;
    private static final Set<String> VERBS = Set.of("get", "post", "put", "patch", "delete");

    private final Symbols symbols;
    private final JavaTypes types;
    private final JavaPackages packages;
    /**
     * Each method's doc text as its Javadoc prints it, wrapped: the same in its four views and in each of their
     * overloads, so it is made once (issue 26). Filled from several threads ({@link dev.sdkgen.codegen.ParallelFiles}).
     */
    private final Map<MethodPlan, List<String>> docs = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    JavaMethods(Symbols symbols, JavaTypes types, JavaPackages packages) {
        this.symbols = symbols;
        this.types = types;
        this.packages = packages;
    }

    /** The pagination constants of one class, with unique names; a method and its raw view share one. */
    static final class Constants {
        final List<String> lines = new ArrayList<>();
        final NameScope names = new NameScope();
        final Map<String, String> byMethod = new HashMap<>();
    }

    /**
     * The class a method is printed into: the resource itself, its {@code withRawResponse()} view, its {@code async()}
     * view, or that view's {@code withRawResponse()}.
     */
    enum View {
        PLAIN(false, false), RAW(true, false), ASYNC(false, true), ASYNC_RAW(true, true);

        final boolean raw;
        final boolean async;

        View(boolean raw, boolean async) {
            this.raw = raw;
            this.async = async;
        }
    }

    /** One argument: its Java type and name; an optional one can be dropped and is then passed as {@code fallback}. */
    private record Arg(String type, String name, boolean optional, String fallback, String doc) {
    }

    /**
     * What the method returns and the core call around the request spec: {@code core.<call>(spec<close>}.
     *
     * @param doc the {@code @return} text, null for none
     */
    private record Result(String type, String call, String close, String doc) {
        String open() {
            return (type.equals("void") ? "" : "return ") + "core." + call + "(";
        }
    }

    /** The method's overloads and full method, as {@code view} prints it (the caller indents it into that class). */
    List<String> method(ResourcePlan r, MethodPlan m, JavaImports imports, Constants constants, View view) {
        String name = symbols.member(r, m);
        LocalNames locals = symbols.locals(m);
        List<Arg> args = arguments(m, locals, imports);
        Result plain = result(m, name, imports, constants, view.async);
        Result raw = view.raw ? raw(plain, imports) : plain;
        Result result = view.async ? async(raw, imports) : raw;
        int required = args.size();
        while (required > 0 && args.get(required - 1).optional()) {
            required--;
        }
        List<String> out = new ArrayList<>();
        for (int count = required; count < args.size(); count++) {
            List<String> passed = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                passed.add(i < count ? args.get(i).name() : args.get(i).fallback());
            }
            List<String> body = JavaLines.wrap(IND + IND, (result.type().equals("void") ? "" : "return ") + name + "(", passed, ",", ");");
            out.addAll(declaration(m, name, args.subList(0, count), result, false, imports));
            out.addAll(body);
            out.add(IND + "}");
        }
        out.addAll(declaration(m, name, args, result, deprecatedParams(m), imports));
        out.addAll(new JavaLines.Chain(result.open() + requestHead(m, imports), calls(m, locals, imports), ".build()" + result.close())
                .render(IND + IND, false));
        out.add(IND + "}");
        return out;
    }

    private List<Arg> arguments(MethodPlan m, LocalNames locals, JavaImports imports) {
        List<Arg> args = new ArrayList<>();
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                String primitive = types.primitive(p.type());
                String doc = DocText.oneLine(p.parameter().docs());
                args.add(new Arg(primitive != null ? primitive : types.print(p.type(), imports, null), locals.of(p.parameter()), false,
                        null, doc.isEmpty() ? "the " + JavaDocs.code(p.parameter().name()) + " path parameter" : JavaDocs.escape(doc)));
            } else if (a instanceof Argument.Body b) {
                String type = switch (b.body().encoding()) {
                    case BINARY -> imports.name(packages.core("UploadFile"));
                    case TEXT -> imports.lang("String");
                    default -> types.print(b.body().type(), imports, null);
                };
                boolean optional = !b.body().required() && (m.params() == null || !m.params().required());
                String doc = DocText.oneLine(b.body().docs());
                args.add(new Arg(type, "body", optional, "null", "the request body" + (b.body().required() ? "" : ", or null to send none")
                        + (doc.isEmpty() ? "" : ": " + JavaDocs.escape(doc))));
            } else if (a instanceof Argument.Params p) {
                String type = imports.model(p.params().typeName());
                args.add(new Arg(type, "params", !p.params().required(), type + ".none()", "the " + kind(p.params()) + " parameters"));
            } else {
                String type = imports.name(packages.core("RequestOptions"));
                args.add(new Arg(type, "options", true, type + ".none()", "per-request options: timeout, retries, headers"));
            }
        }
        return args;
    }

    private static String kind(ParamsPlan p) {
        return p.kinds();
    }

    private Result result(MethodPlan m, String name, JavaImports imports, Constants constants, boolean async) {
        String tail = ", options);";
        if (m.pagination() != null) {
            String constant = constants.byMethod.computeIfAbsent(name, n -> {
                String claimed = constants.names.claim(Words.upperSnake(n) + "_PAGINATION");
                constants.lines.addAll(paginationConstant(claimed, m.pagination(), imports));
                return claimed;
            });
            String item = m.pagination().itemType() == null ? imports.name("com.fasterxml.jackson.databind.JsonNode")
                    : types.print(m.pagination().itemType(), imports, null);
            return new Result(imports.name(packages.core(async ? "AsyncPage" : "PagedIterable")) + "<" + item + ">", "paginate",
                    ", " + constant + ", " + typeArgument(m.pagination().itemType(), item, imports) + tail,
                    async ? "the first page; {@code nextPage()} and {@code forEach(...)} fetch the rest"
                            : "every item of every page, fetched as iteration reaches it (the first page at once)");
        }
        ResponsePlan response = m.response();
        return switch (response.kind()) {
            case NONE -> new Result("void", "requestVoid", tail, null);
            case TEXT -> new Result(imports.lang("String"), "request", ", " + imports.lang("String") + ".class" + tail,
                    "the response body");
            case BINARY -> {
                String binary = imports.name(packages.core("BinaryResponse"));
                yield new Result(binary, "request", ", " + binary + ".class" + tail, "the response: status, headers and bytes");
            }
            case STREAM -> {
                String item = types.print(response.type(), imports, null);
                String stream = imports.name(packages.core("StreamResponse"));
                yield new Result(stream + "<" + item + ">", "stream", ", " + typeArgument(response.type(), item, imports)
                        + tail, "the events, each read as it arrives; close it (try-with-resources) to close the connection");
            }
            case JSON -> {
                String type = types.print(response.type(), imports, null);
                yield new Result(type, "request", ", " + typeArgument(response.type(), type, imports) + tail,
                        "the " + JavaDocs.code(type));
            }
        };
    }

    /** The raw view's result: {@code HttpResponseFor<T>} ({@code Void} for none) from the core's {@code <call>Raw}. */
    private Result raw(Result plain, JavaImports imports) {
        String parsed = plain.type().equals("void") ? imports.lang("Void") : plain.type();
        return new Result(imports.name(packages.core("HttpResponseFor")) + "<" + parsed + ">", plain.call() + "Raw", plain.close(),
                "the response: its status, headers and request id; {@code parse()} gives "
                        + (plain.doc() == null ? "null" : plain.doc()));
    }

    /** The async view's result: a {@code CompletableFuture} of it ({@code Void} for none) from {@code core.async()}. */
    private Result async(Result sync, JavaImports imports) {
        String value = sync.type().equals("void") ? imports.lang("Void") : sync.type();
        return new Result(imports.name("java.util.concurrent.CompletableFuture") + "<" + value + ">", "async()." + sync.call(),
                sync.close(), "a future of " + (sync.doc() == null ? "null, completed when the call succeeded" : sync.doc()));
    }

    /** {@code X.class}, or a {@code TypeReference} for a generic type. */
    private String typeArgument(TypeRef type, String printed, JavaImports imports) {
        return type != null && types.generic(type)
                ? "new " + imports.name("com.fasterxml.jackson.core.type.TypeReference") + "<" + printed + ">() { }"
                : printed + ".class";
    }

    private List<String> declaration(MethodPlan m, String name, List<Arg> args, Result result, boolean suppress, JavaImports imports) {
        List<String> tags = new ArrayList<>();
        args.forEach(a -> tags.add("@param " + a.name() + " " + a.doc()));
        if (result.doc() != null) {
            tags.add("@return " + result.doc());
        }
        List<String> out = new ArrayList<>(JavaDocs.wrappedMember(IND, docs.computeIfAbsent(m, JavaMethods::docText), tags,
                m.deprecated() ? "operation" : null, imports));
        if (suppress) {
            out.add(IND + "@" + imports.lang("SuppressWarnings") + "(\"deprecation\")");
        }
        out.addAll(JavaLines.wrap(IND, "public " + result.type() + " " + name + "(", args.stream().map(a -> a.type() + " " + a.name()).toList(),
                ",", ") {"));
        return out;
    }

    /** The method's doc text as HTML lines, wrapped: the spec's docs (else its HTTP line) and whether it retries. */
    private static List<String> docText(MethodPlan m) {
        List<String> html = new ArrayList<>(JavaDocs.htmlOr(m.docs(), JavaDocs.code(m.httpLine()) + "."));
        if (!m.retryable()) {
            html.add("");
            html.add("<p>Never retried: the API marks the operation as not safe to repeat.");
        }
        return List.copyOf(JavaDocs.wrapped(IND, html));
    }

    /** Whether the method reads a deprecated parameter's accessor. */
    private static boolean deprecatedParams(MethodPlan m) {
        return m.params() != null && m.params().all().stream().anyMatch(Parameter::deprecated);
    }

    private String requestHead(MethodPlan m, JavaImports imports) {
        String spec = imports.name(packages.core("RequestSpec"));
        String path = JavaLiterals.string(m.wire().path());
        return VERBS.contains(m.httpMethod()) ? spec + "." + m.httpMethod() + "(" + path + ")"
                : spec + ".builder(" + imports.name(packages.core("HttpMethod")) + "." + m.httpMethod().toUpperCase(Locale.ROOT) + ", " + path + ")";
    }

    /** The request's builder calls: {@link RequestFields} in their order, then the header parameters. */
    private List<JavaLines.Chain> calls(MethodPlan m, LocalNames locals, JavaImports imports) {
        List<String> members = m.params() == null ? List.of()
                : JavaProperty.of(m.params().all(), types).stream().map(JavaProperty::member).toList();
        RequestFields.Syntax syntax = new RequestFields.Syntax(
                values -> Layout.text(".pathParams(" + String.join(", ", values) + ")"),
                (params, l) -> params.query().isEmpty() ? null
                        : new Layout.Group("", Layout.texts(paramCalls(".query(", params.query(), members, 0)), "", false, false),
                styles -> new Layout.Group("", styles.stream().<Layout.Node>map(s -> Layout.text(".queryStyle(" + JavaLiterals.string(s.name())
                        + ", " + JavaLiterals.string(s.style()) + ")")).toList(), "", false, false),
                Layout.text(".body(body)"),
                (field, value) -> Layout.text(textField(field, value, imports)),
                Layout.text(".retryable(false)"),
                security -> Layout.text(".security(" + RequestFields.nested(security, imports.name("java.util.List") + ".of(", imports.name("java.util.List") + ".of(", ")", JavaLiterals::string) + ")"));
        List<JavaLines.Chain> calls = new ArrayList<>();
        for (Layout.Node node : RequestFields.of(m, locals, syntax)) {
            List<Layout.Node> spliced = node instanceof Layout.Group g ? g.items() : List.of(node);
            spliced.forEach(n -> calls.add(JavaLines.Chain.of(n.flat())));
        }
        if (m.params() != null) {
            paramCalls(".header(", m.params().headers(), members, m.params().query().size()).forEach(c -> calls.add(JavaLines.Chain.of(c)));
            paramCalls(".cookie(", m.params().cookies(), members, m.params().query().size() + m.params().headers().size())
                    .forEach(c -> calls.add(JavaLines.Chain.of(c)));
        }
        return calls;
    }

    /** {@code .query("limit", params.limit())} for each parameter; {@code offset}: the first one's index in the params class. */
    private static List<String> paramCalls(String call, List<Parameter> params, List<String> members, int offset) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            out.add(call + JavaLiterals.string(params.get(i).name()) + ", params." + members.get(offset + i) + "())");
        }
        return out;
    }

    private String textField(RequestFields.Text field, String value, JavaImports imports) {
        return switch (field) {
            case ENCODING -> ".encoding(" + imports.name(packages.core("BodyEncoding")) + "." + value.toUpperCase(Locale.ROOT) + ")";
            case RESPONSE_TYPE -> ".responseType(" + imports.name(packages.core("ResponseType")) + "." + value.toUpperCase(Locale.ROOT) + ")";
            case CONTENT_TYPE -> ".contentType(" + JavaLiterals.string(value) + ")";
            case SERVER_URL -> ".serverUrl(" + JavaLiterals.string(value) + ")";
            case ACCEPT -> ".accept(" + JavaLiterals.string(value) + ")";
            case EVENT_DATA -> ".eventData(" + imports.name(packages.core("EventData")) + "." + value.toUpperCase(Locale.ROOT) + ")";
            case STREAM_FLAG -> ".streamFlag(" + JavaLiterals.string(value) + ")";
        };
    }

    private List<String> paginationConstant(String name, Pagination p, JavaImports imports) {
        String spec = imports.name(packages.core("PaginationSpec"));
        List<JavaLines.Chain> calls = new ArrayList<>();
        for (PaginationFields.Field f : PaginationFields.of(p)) {
            calls.add(JavaLines.Chain.of("." + Words.camel(f.key()) + "(" + JavaLiterals.string(f.value()) + ")"));
        }
        return new JavaLines.Chain("private static final " + spec + " " + name + " = " + spec + "."
                + p.type().name().toLowerCase(Locale.ROOT) + "()", calls, ".build();").render(IND, false);
    }
}
