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
            "cursor_param", "cursor_field", "next_cursor", "has_more", "done", "total");

    /** Settings as written (defaults applied), the success schema's item schema, and the problems. */
    public record Result(Pagination.Kind kind, String items, String limitParam, String offsetParam,
            String pageParam, String cursorParam, String cursorField, String nextCursor, String hasMore, String done,
            String total, JsonNode itemSchema, List<String> missing) {
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
            return new Result(null, null, null, null, null, null, null, null, null, null, null, null, missing);
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
        String items = ext.getOrDefault("items", "data");
        String limit = ext.get("limit_param");
        String offset = kind == Pagination.Kind.OFFSET ? ext.getOrDefault("offset_param", "offset") : null;
        String page = kind == Pagination.Kind.PAGE ? ext.getOrDefault("page_param", "page") : null;
        String cursor = kind == Pagination.Kind.CURSOR ? ext.getOrDefault("cursor_param", "starting_after") : null;
        String nextCursor = kind == Pagination.Kind.CURSOR ? ext.get("next_cursor") : null;
        String cursorField = kind == Pagination.Kind.CURSOR && nextCursor == null ? ext.getOrDefault("cursor_field", "id")
                : null;
        String hasMore = ext.get("has_more");
        String done = ext.get("done");
        String total = ext.get("total");

        Set<String> query = queryParams(spec, op);
        for (String p : new String[] {limit, offset, page, cursor}) {
            if (p != null && !query.contains(p)) {
                missing.add("query parameter '" + p + "'");
            }
        }

        JsonNode response = successSchema(spec, op);
        Map<String, JsonNode> props = SchemaProperties.of(spec, response);
        JsonNode itemSchema = null;
        JsonNode itemsProp = props.get(items);
        if (itemsProp == null || !isArray(spec, itemsProp)) {
            missing.add("items array '" + items + "' in the response");
        } else {
            itemSchema = spec.resolve(itemsProp).get("items");
        }
        if (hasMore == null && total == null && done == null && nextCursor == null) {
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
        if (nextCursor != null && !hasPath(spec, props, nextCursor)) {
            missing.add("next_cursor property '" + nextCursor + "' in the response");
        }
        if (cursorField != null && itemSchema != null) {
            Map<String, JsonNode> itemProps = SchemaProperties.of(spec, itemSchema);
            if (!itemProps.isEmpty() && !itemProps.containsKey(cursorField)) {
                missing.add("cursor field '" + cursorField + "' in the items");
            }
        }
        return new Result(kind, items, limit, offset, page, cursor, cursorField, nextCursor, hasMore, done, total,
                itemSchema, missing);
    }

    private static Pagination.Kind kind(String type, List<String> missing) {
        try {
            return Pagination.Kind.valueOf(type.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            missing.add("type (one of offset, page, cursor; found '" + type + "')");
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
