package dev.sdkgen.codegen.java;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The client's own members besides resources and root methods (docs/runtime-java.md "Per-request options" and
 * "Undocumented requests"): {@code withOptions(...)}, a copy sharing the HTTP client, and one generic method per HTTP
 * verb for endpoints the SDK has no method for, each one call into the core.
 */
final class JavaClientMembers {
    private static final String IND = JavaLines.IND;
    /** The verbs of the generic requests, and whether each takes a body. */
    private static final List<String> VERBS = List.of("get", "post", "put", "patch", "delete");
    private static final List<String> BODY_VERBS = List.of("post", "put", "patch");

    private final JavaPackages packages;

    JavaClientMembers(JavaPackages packages) {
        this.packages = packages;
    }

    List<String> members(String clientClass, JavaImports imports) {
        List<String> out = new ArrayList<>(List.of(""));
        out.addAll(JavaDocs.block(IND, List.of("A copy of this client with some options changed, sharing its HTTP client (and so its"
                + " connections): {@code client.withOptions(b -> b.maxRetries(5).timeout(Duration.ofSeconds(5)))}."),
                List.of("@param change sets the options to change on a builder holding this client's", "@return a new client")));
        out.add(IND + "public " + clientClass + " withOptions(" + imports.name("java.util.function.Consumer") + "<Builder> change) {");
        out.addAll(List.of(IND + IND + "Builder builder = new Builder(core);", IND + IND + "change.accept(builder);",
                IND + IND + "return builder.build();", IND + "}"));
        for (String verb : VERBS) {
            out.addAll(generic(verb, imports.lang("Class") + "<T>", true, imports));
            out.addAll(generic(verb, imports.name("com.fasterxml.jackson.core.type.TypeReference") + "<T>", true, imports));
            out.addAll(generic(verb, imports.lang("Class") + "<T>", false, imports));
        }
        return out;
    }

    /** {@code public <T> T post(String path, Object body, Class<T> type, RequestOptions options)}, or without the options. */
    private List<String> generic(String verb, String typeParam, boolean withOptions, JavaImports imports) {
        boolean body = BODY_VERBS.contains(verb);
        String options = imports.name(packages.core("RequestOptions"));
        List<String> tags = new ArrayList<>(List.of("@param path the path after the base URL, percent-encoded where it needs to be"));
        List<String> params = new ArrayList<>(List.of("String path"));
        if (body) {
            tags.add("@param body the request body, sent as JSON (a model, a map, a {@code JsonNode}), or null for none");
            params.add("Object body");
        }
        tags.add("@param type what the response becomes ({@code JsonNode.class} for any JSON)");
        params.add(typeParam + " type");
        if (withOptions) {
            tags.add("@param options per-request options: query parameters, headers, body properties, timeout, retries");
            params.add(options + " options");
        }
        tags.addAll(List.of("@param <T> the result type", "@return the response body as {@code type} (null when empty)"));
        List<String> out = new ArrayList<>(List.of(""));
        out.addAll(JavaDocs.block(IND, List.of("Sends a " + verb.toUpperCase(Locale.ROOT) + " request to an endpoint the SDK has no method"
                + " for, with the client's authentication, headers, retries, errors and logging."), tags));
        out.addAll(JavaLines.wrap(IND, "public <T> T " + verb + "(", params, ",", ") {"));
        out.add(IND + IND + "return core.request(" + imports.name(packages.core("RequestSpec")) + "." + verb + "(path)"
                + (body ? ".body(body)" : "") + ".build(), type, " + (withOptions ? "options" : "null") + ");");
        out.add(IND + "}");
        return out;
    }
}
