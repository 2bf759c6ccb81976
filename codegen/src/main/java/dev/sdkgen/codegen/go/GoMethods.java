package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.RequestFields;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.PaginationFields;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints one method of a service (or of the client): its doc comment, its signature and one call into
 * the runtime ({@code call}, {@code callPointer}, {@code do}, {@code newIter}/{@code getPage}) with the
 * request description. A paginated method is two: the iterator and the one-page-at-a-time form.
 */
final class GoMethods {
    private final Symbols symbols;
    private final GoPackageNames names;
    private final GoTypes types;
    private final GoSignatures signatures;

    GoMethods(Symbols symbols, GoPackageNames names, GoTypes types, GoSignatures signatures) {
        this.symbols = symbols;
        this.names = names;
        this.types = types;
        this.signatures = signatures;
    }

    /** The method's functions; {@code receiver} is {@code s *AccountsService} or {@code c *Client}. */
    List<String> method(ResourcePlan r, MethodPlan m, String receiver, GoImports imports) {
        String name = symbols.member(r, m);
        LocalNames locals = symbols.locals(m);
        String core = receiver.substring(0, receiver.indexOf(' ')) + ".core";
        String parameters = String.join(", ", parameters(m, locals, imports));
        String spec = "&requestSpec{" + String.join(", ", requestFields(m, locals).stream().map(Layout.Node::flat).toList())
                + "}";
        List<String> out = new ArrayList<>(GoDocs.comment("", doc(m, name)));
        if (m.pagination() != null) {
            String item = signatures.itemType(m, imports);
            String pagination = "&" + names.pagination(r, m);
            out.addAll(function(receiver, name, parameters, "*Iter[" + item + "]",
                    "newIter[" + item + "](ctx, " + core + ", " + spec + ", " + pagination + ", options)"));
            out.add("");
            String page = names.pageMethod(r, m);
            out.addAll(GoDocs.comment("", List.of(page + " fetches the first page of " + name
                    + ": its Items, and GetNextPage for the next one.")));
            out.addAll(function(receiver, page, parameters, "(*Page[" + item + "], error)",
                    "getPage[" + item + "](ctx, " + core + ", " + spec + ", " + pagination + ", options)"));
            return out;
        }
        ResponsePlan response = m.response();
        String result = signatures.resultType(response, imports);
        if (response.kind() == ResponsePlan.Kind.STREAM) {
            String item = types.type(response.type(), imports);
            out.addAll(function(receiver, name, parameters, result, "newStream[" + item + "](ctx, " + core + ", " + spec + ", options)"));
        } else if (response.kind() == ResponsePlan.Kind.NONE) {
            out.addAll(function(receiver, name, parameters, "error", core + ".do(ctx, " + spec + ", nil, options)"));
        } else if (response.kind() == ResponsePlan.Kind.JSON && types.isStruct(response.type())) {
            out.addAll(function(receiver, name, parameters, "(*" + result + ", error)",
                    "callPointer[" + result + "](ctx, " + core + ", " + spec + ", options)"));
        } else {
            if (response.kind() == ResponsePlan.Kind.BINARY) {
                imports.use("net/http");
            }
            out.addAll(function(receiver, name, parameters, "(" + result + ", error)",
                    "call[" + result + "](ctx, " + core + ", " + spec + ", options)"));
        }
        return out;
    }

    private static List<String> function(String receiver, String name, String parameters, String results, String call) {
        return List.of("func (" + receiver + ") " + name + "(" + parameters + ") " + results + " {", "\treturn " + call, "}");
    }

    private List<String> parameters(MethodPlan m, LocalNames locals, GoImports imports) {
        List<String> out = new ArrayList<>();
        out.add("ctx " + imports.use("context") + ".Context");
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                out.add(locals.of(p.parameter()) + " " + types.type(p.type(), imports));
            } else if (a instanceof Argument.Body b) {
                out.add("body " + signatures.bodyType(b.body(), imports));
            } else if (a instanceof Argument.Params p) {
                out.add("params " + signatures.paramsType(p.params(), names));
            } else {
                out.add("options ...RequestOption");
            }
        }
        return out;
    }

    private static final Map<String, String> ENCODINGS = Map.of("form", "encodingForm", "multipart", "encodingMultipart",
            "binary", "encodingBinary", "text", "encodingText");

    /** The runtime's {@code requestSpec} fields in Go. */
    private static final RequestFields.Syntax SPEC_SYNTAX = new RequestFields.Syntax(
            locals -> Layout.text("pathParams: []any{" + String.join(", ", locals) + "}"),
            (params, locals) -> Layout.text("params: params"),
            styles -> null,
            Layout.text("body: body"),
            (field, value) -> Layout.text((field == RequestFields.Text.SERVER_URL ? "serverURL" : Words.camel(field.name())) + ": " + switch (field) {
                case ENCODING -> ENCODINGS.get(value);
                case RESPONSE_TYPE -> "response" + Words.capitalize(value);
                default -> GoLiterals.string(value);
            }),
            Layout.text("noRetries: true"),
            security -> Layout.text("security: " + RequestFields.nested(security, "[][]string{", "{", "}", GoLiterals::string)));

    private static List<Layout.Node> requestFields(MethodPlan m, LocalNames locals) {
        List<Layout.Node> fields = new ArrayList<>();
        fields.add(Layout.text("method: " + GoLiterals.string(m.httpMethod().toUpperCase(Locale.ROOT))));
        fields.add(Layout.text("path: " + GoLiterals.string(m.wire().path())));
        fields.addAll(RequestFields.of(m, locals, SPEC_SYNTAX));
        return fields;
    }

    /** The doc: the spec's text, else what the method sends; never-retried and deprecated notes. */
    private static List<String> doc(MethodPlan m, String name) {
        List<String> lines = new ArrayList<>(DocText.lines(m.docs()));
        if (lines.isEmpty()) {
            lines.add(name + " sends " + m.httpLine() + ".");
        }
        if (m.pagination() != null) {
            lines.add("");
            lines.add("It returns an iterator over every item of every page; pages are fetched as the iteration goes.");
        }
        if (!m.retryable()) {
            lines.add("");
            lines.add("This operation is never retried.");
        }
        if (m.deprecated()) {
            lines.add("");
            lines.add("Deprecated: the API marks this operation as deprecated.");
        }
        return lines;
    }

    /** A paginated method's pagination spec, as a package-level variable. */
    static String paginationVariable(String variable, Pagination p) {
        List<String> fields = new ArrayList<>();
        fields.add("kind: pagination" + Words.capitalize(p.type().name().toLowerCase(Locale.ROOT)));
        for (PaginationFields.Field f : PaginationFields.of(p)) {
            fields.add(Words.camel(f.key()) + ": " + GoLiterals.string(f.value()));
        }
        return "var " + variable + " = paginationSpec{" + String.join(", ", fields) + "}";
    }
}
