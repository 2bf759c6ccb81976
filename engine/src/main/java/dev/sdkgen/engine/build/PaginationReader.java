package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code x-sdkgen-pagination} of an operation and checks it against the operation: the success
 * response must have the {@code items} array and a {@code has_more} or {@code total} property, and
 * the named query parameters must exist. The rule SDKGEN301 reports the problems; the IR builder
 * uses the settings only when there are none.
 */
public final class PaginationReader {
    public static final String EXTENSION = "x-sdkgen-pagination";
    private static final Set<String> KEYS = Set.of("type", "items", "limit_param", "offset_param", "page_param",
            "cursor_param", "cursor_field", "next_cursor", "cursor_body", "has_more", "done", "total");

    /** Settings as written (defaults applied), the success schema's item schema, and the problems. */
    public record Result(Pagination.Kind kind, String items, String limitParam, String offsetParam,
            String pageParam, String cursorParam, String cursorField, String nextCursor, String hasMore, String done,
            String total, String cursorBody, JsonNode itemSchema, List<String> missing) {
        public boolean usable() {
            return missing.isEmpty();
        }
    }

    private PaginationReader() {
    }

    /** Null when the operation has no {@code x-sdkgen-pagination}. */
    public static Result read(Spec spec, Spec.Operation op) {
        JsonNode ext = op.node().get(EXTENSION);
        if (ext == null) {
            return null;
        }
        List<String> missing = new ArrayList<>();
        if (!ext.isObject()) {
            missing.add("type (the extension must be a mapping)");
            return new Result(null, null, null, null, null, null, null, null, null, null, null, null, null, missing);
        }
        Map<String, String> settings = new java.util.LinkedHashMap<>();
        for (Iterator<String> it = ext.fieldNames(); it.hasNext();) {
            String k = it.next();
            if (!KEYS.contains(k)) {
                missing.add(k + " (unknown key of " + EXTENSION + ")");
            }
            JsonNode v = ext.get(k);
            if (v.isTextual() && !v.asText().isBlank()) {
                settings.put(k, v.asText());
            }
        }
        return check(spec, op, settings, missing);
    }

    /**
     * Checks pagination settings (the keys of {@code x-sdkgen-pagination} or of a {@code pagination} scheme of
     * sdkgen.yaml) against an operation.
     */
    public static Result check(Spec spec, Spec.Operation op, Map<String, String> settings) {
        return check(spec, op, settings, new ArrayList<>());
    }

    private static Result check(Spec spec, Spec.Operation op, Map<String, String> ext, List<String> missing) {
        Pagination.Kind kind = kind(ext.getOrDefault("type", ""), missing);
        boolean cursorKind = kind == Pagination.Kind.CURSOR;
        String limit = ext.get("limit_param");
        String offset = kind == Pagination.Kind.OFFSET ? ext.getOrDefault("offset_param", "offset") : null;
        String page = kind == Pagination.Kind.PAGE ? ext.getOrDefault("page_param", "page") : null;
        String cursorBody = cursorKind ? ext.get("cursor_body") : null;
        String cursor = cursorKind && cursorBody == null ? ext.getOrDefault("cursor_param", "starting_after") : null;
        String nextCursor = cursorKind ? ext.get("next_cursor") : null;
        String cursorField = cursorKind && nextCursor == null ? ext.getOrDefault("cursor_field", "id") : null;

        Set<String> query = queryParams(spec, op);
        for (String p : new String[] {limit, offset, page, cursor}) {
            if (p != null && !query.contains(p)) {
                missing.add("query parameter '" + p + "'");
            }
        }
        if (cursorBody != null && !SchemaProperties.of(spec, requestSchema(spec, op)).containsKey(cursorBody)) {
            missing.add("cursor_body property '" + cursorBody + "' in the JSON request body");
        }
        JsonNode response = successSchema(spec, op);
        Map<String, JsonNode> props = SchemaProperties.of(spec, response);
        Items items = items(spec, kind, ext.get("items"), response, props, missing);
        String[] stops = stops(kind, ext, props, nextCursor, missing);
        if (nextCursor != null && !hasPath(spec, props, nextCursor)) {
            missing.add("next_cursor property '" + nextCursor + "' in the response");
        }
        if (cursorField != null && items.schema() != null) {
            Map<String, JsonNode> itemProps = SchemaProperties.of(spec, items.schema());
            if (!itemProps.isEmpty() && !itemProps.containsKey(cursorField)) {
                missing.add("cursor field '" + cursorField + "' in the items");
            }
        }
        return new Result(kind, items.name(), limit, offset, page, cursor, cursorField, nextCursor, stops[0], stops[1],
                stops[2], cursorBody, items.schema(), missing);
    }

    /** Where a page's items are: a response property, or (LINK, no {@code items} set) the response array itself. */
    private record Items(String name, JsonNode schema) {
    }

    private static Items items(Spec spec, Pagination.Kind kind, String named, JsonNode response,
            Map<String, JsonNode> props, List<String> missing) {
        if (kind == Pagination.Kind.LINK && named == null && isArray(spec, response)) {
            return new Items(null, spec.resolve(response).get("items"));
        }
        String items = named == null ? "data" : named;
        JsonNode itemsProp = props.get(items);
        if (itemsProp == null || !isArray(spec, itemsProp)) {
            missing.add(kind == Pagination.Kind.LINK && named == null ? "an array response or items array '" + items
                    + "' in the response" : "items array '" + items + "' in the response");
            return new Items(items, null);
        }
        return new Items(items, spec.resolve(itemsProp).get("items"));
    }

    /**
     * The stop properties {@code has_more}, {@code done}, {@code total}: as set, each checked against the response;
     * when none is set (and no next cursor), {@code has_more} or {@code total} found in the response. LINK needs none:
     * the missing {@code rel="next"} link ends the list.
     */
    private static String[] stops(Pagination.Kind kind, Map<String, String> ext, Map<String, JsonNode> props,
            String nextCursor, List<String> missing) {
        String hasMore = ext.get("has_more");
        String done = ext.get("done");
        String total = ext.get("total");
        if (hasMore == null && total == null && done == null && nextCursor == null && kind != Pagination.Kind.LINK) {
            if (props.containsKey("has_more")) {
                hasMore = "has_more";
            } else if (props.containsKey("total")) {
                total = "total";
            } else {
                missing.add("has_more or total property in the response");
            }
        }
        for (String[] named : new String[][] {{"has_more", hasMore}, {"done", done}, {"total", total}}) {
            if (named[1] != null && !props.containsKey(named[1])) {
                missing.add(named[0] + " property '" + named[1] + "' in the response");
            }
        }
        return new String[] {hasMore, done, total};
    }

    private static Pagination.Kind kind(String type, List<String> missing) {
        try {
            return Pagination.Kind.valueOf(type.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            missing.add("type (one of offset, page, cursor, link; found '" + type + "')");
            return null;
        }
    }

    /** Whether a dotted property path ({@code meta.next_cursor}) exists in the response's properties. */
    private static boolean hasPath(Spec spec, Map<String, JsonNode> props, String path) {
        String[] parts = path.split("\\.", -1);
        Map<String, JsonNode> level = props;
        for (int i = 0; i < parts.length; i++) {
            JsonNode p = level.get(parts[i]);
            if (p == null) {
                return false;
            }
            level = i + 1 < parts.length ? SchemaProperties.of(spec, p) : level;
        }
        return true;
    }

    public static boolean isArray(Spec spec, JsonNode schema) {
        JsonNode s = spec.resolve(schema);
        JsonNode type = s.get("type");
        if (type != null && type.isArray()) {
            for (JsonNode t : type) {
                if ("array".equals(t.asText())) {
                    return true;
                }
            }
        }
        return (type != null && "array".equals(type.asText())) || (type == null && s.has("items"));
    }

    /** Names of the operation's query parameters (path-level ones included). */
    public static Set<String> queryParams(Spec spec, Spec.Operation op) {
        Set<String> out = new HashSet<>();
        for (JsonNode params : new JsonNode[] {op.pathItem().get("parameters"), op.node().get("parameters")}) {
            if (params != null && params.isArray()) {
                for (JsonNode p : params) {
                    JsonNode r = spec.resolve(p);
                    if ("query".equals(r.path("in").asText())) {
                        out.add(r.path("name").asText());
                    }
                }
            }
        }
        return out;
    }

    /** The schema of the operation's JSON request body, or a missing node. */
    public static JsonNode requestSchema(Spec spec, Spec.Operation op) {
        JsonNode content = spec.resolve(op.node().path("requestBody")).path("content");
        for (Iterator<Map.Entry<String, JsonNode>> it = content.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            if (MediaTypes.isJson(e.getKey())) {
                return e.getValue().path("schema");
            }
        }
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** Whether the operation's lowest 2xx response documents a {@code Link} header (GitHub's lists do). */
    public static boolean documentsLinkHeader(Spec spec, Spec.Operation op) {
        JsonNode responses = op.node().path("responses");
        for (Iterator<String> it = responses.fieldNames(); it.hasNext();) {
            String code = it.next();
            if (code.startsWith("2")) {
                for (Iterator<String> h = spec.resolve(responses.get(code)).path("headers").fieldNames(); h.hasNext();) {
                    if (h.next().equalsIgnoreCase("Link")) {
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }

    /** The schema of the lowest 2xx JSON response, or a missing node. */
    public static JsonNode successSchema(Spec spec, Spec.Operation op) {
        JsonNode responses = op.node().path("responses");
        String best = null;
        for (Iterator<String> it = responses.fieldNames(); it.hasNext();) {
            String code = it.next();
            if (code.matches("2\\d\\d") && (best == null || code.compareTo(best) < 0)) {
                best = code;
            }
        }
        if (best == null && responses.has("2XX")) {
            best = "2XX";
        }
        if (best == null) {
            return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
        }
        JsonNode content = spec.resolve(responses.get(best)).path("content");
        for (Iterator<Map.Entry<String, JsonNode>> it = content.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            if (MediaTypes.isJson(e.getKey())) {
                return e.getValue().path("schema");
            }
        }
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }
}
