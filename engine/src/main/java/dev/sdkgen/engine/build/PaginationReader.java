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
    static final String EXTENSION = "x-sdkgen-pagination";
    private static final Set<String> KEYS = Set.of("type", "items", "limit_param", "offset_param", "page_param",
            "cursor_param", "cursor_field", "has_more", "total");

    /** Settings as written (defaults applied), the success schema's item schema, and the problems. */
    public record Result(Pagination.Kind kind, String items, String limitParam, String offsetParam,
            String pageParam, String cursorParam, String cursorField, String hasMore, String total,
            JsonNode itemSchema, List<String> missing) {
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
            return new Result(null, null, null, null, null, null, null, null, null, null, missing);
        }
        for (Iterator<String> it = ext.fieldNames(); it.hasNext();) {
            String k = it.next();
            if (!KEYS.contains(k)) {
                missing.add(k + " (unknown key of " + EXTENSION + ")");
            }
        }
        Pagination.Kind kind = null;
        String type = ext.path("type").asText("");
        try {
            kind = type.isEmpty() ? null : Pagination.Kind.valueOf(type.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            kind = null;
        }
        if (kind == null) {
            missing.add("type (one of offset, page, cursor; found '" + type + "')");
        }
        String items = text(ext, "items", "data");
        String limit = text(ext, "limit_param", null);
        String offset = kind == Pagination.Kind.OFFSET ? text(ext, "offset_param", "offset") : null;
        String page = kind == Pagination.Kind.PAGE ? text(ext, "page_param", "page") : null;
        String cursor = kind == Pagination.Kind.CURSOR ? text(ext, "cursor_param", "starting_after") : null;
        String cursorField = kind == Pagination.Kind.CURSOR ? text(ext, "cursor_field", "id") : null;
        String hasMore = text(ext, "has_more", null);
        String total = text(ext, "total", null);

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
        if (hasMore == null && total == null) {
            if (props.containsKey("has_more")) {
                hasMore = "has_more";
            } else if (props.containsKey("total")) {
                total = "total";
            } else {
                missing.add("has_more or total property in the response");
            }
        }
        if (hasMore != null && !props.containsKey(hasMore)) {
            missing.add("has_more property '" + hasMore + "' in the response");
        }
        if (total != null && !props.containsKey(total)) {
            missing.add("total property '" + total + "' in the response");
        }
        if (cursorField != null && itemSchema != null) {
            Map<String, JsonNode> itemProps = SchemaProperties.of(spec, itemSchema);
            if (!itemProps.isEmpty() && !itemProps.containsKey(cursorField)) {
                missing.add("cursor field '" + cursorField + "' in the items");
            }
        }
        return new Result(kind, items, limit, offset, page, cursor, cursorField, hasMore, total, itemSchema, missing);
    }

    private static String text(JsonNode ext, String key, String dflt) {
        JsonNode v = ext.get(key);
        return v != null && v.isTextual() && !v.asText().isBlank() ? v.asText() : dflt;
    }

    private static boolean isArray(Spec spec, JsonNode schema) {
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
    static Set<String> queryParams(Spec spec, Spec.Operation op) {
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
    static JsonNode successSchema(Spec spec, Spec.Operation op) {
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
