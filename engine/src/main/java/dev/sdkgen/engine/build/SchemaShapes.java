package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How schemas combine, read from the spec alone: what an {@code allOf} stands for, and the merge of
 * several declarations of one property. A member is <em>weak</em> when it only annotates or constrains
 * ({@code description}, {@code nullable: false}, {@code readOnly}, {@code minLength}, a bare
 * {@code type}, …); a <em>strong</em> member brings structure ({@code $ref}, {@code enum}, {@code items},
 * {@code properties}, {@code oneOf}, …).
 */
final class SchemaShapes {
    /** Keywords that annotate or constrain a schema without giving it a structure. */
    private static final Set<String> WEAK_KEYS = Set.of("description", "title", "nullable", "readOnly", "writeOnly",
            "deprecated", "default", "example", "examples", "externalDocs", "$comment", "xml", "format", "type",
            "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
            "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "contentEncoding",
            "contentMediaType");
    /** Keywords of a oneOf/anyOf member that only constrains an object's keys. */
    private static final Set<String> CONSTRAINT_KEYS = Set.of("required", "not", "description", "title", "$comment",
            "minProperties", "maxProperties");
    private static final int MAX_DEPTH = 32;

    private final Spec spec;

    SchemaShapes(Spec spec) {
        this.spec = spec;
    }

    /** Whether a schema only annotates or constrains (its keys are all weak, or {@code x-} extensions). */
    static boolean isWeak(JsonNode schema) {
        if (!schema.isObject()) {
            return false;
        }
        for (Iterator<String> it = schema.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!WEAK_KEYS.contains(key) && !key.startsWith("x-")) {
                return false;
            }
        }
        return true;
    }

    /**
     * The one schema an {@code allOf} stands for when it does not build an object: its only strong member
     * (a {@code $ref} gives the referenced type itself), or its weak members merged when none is strong; the
     * first strong member when several strong members describe no object (an intersection of scalars or
     * unions, approximated by its first member). Null when the {@code allOf} builds an object (an object-like
     * strong member next to others, an inline object, or properties beside the {@code allOf}).
     */
    JsonNode allOfTarget(JsonNode s) {
        return allOfTarget(s, 0);
    }

    private JsonNode allOfTarget(JsonNode s, int depth) {
        JsonNode all = s.get("allOf");
        if (all == null || !all.isArray() || contributesObject(s)) {
            return null;
        }
        List<JsonNode> strong = new ArrayList<>();
        List<JsonNode> weak = new ArrayList<>();
        for (JsonNode m : all) {
            if (m.isObject()) {
                (isWeak(m) ? weak : strong).add(m);
            }
        }
        if (strong.isEmpty()) {
            return merge(weak);
        }
        if (strong.size() == 1) {
            JsonNode only = strong.get(0);
            return Spec.ref(only) == null && isObjectLike(only, depth) ? null : only;
        }
        for (JsonNode m : strong) {
            if (isObjectLike(m, depth)) {
                return null;
            }
        }
        return strong.get(0);
    }

    /** Whether every member of a oneOf/anyOf only names required keys (or excludes some with {@code not}). */
    static boolean onlyConstrainKeys(JsonNode members) {
        for (JsonNode m : members) {
            if (!m.isObject() || m.isEmpty()) {
                return false;
            }
            for (Iterator<String> it = m.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (!CONSTRAINT_KEYS.contains(key) && !key.startsWith("x-")) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether any weak member of an {@code allOf} (or the schema itself) says {@code nullable: true}. */
    static boolean weakNullable(JsonNode s) {
        JsonNode all = s.get("allOf");
        if (all != null && all.isArray()) {
            for (JsonNode m : all) {
                if (isWeak(m) && Spec.isNullable(m)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether values of a schema are objects with a structure (properties, a map, required keys, or such an allOf). */
    boolean isObjectLike(JsonNode schema, int depth) {
        JsonNode s = spec.resolve(schema);
        if (!s.isObject() || depth > MAX_DEPTH) {
            return false;
        }
        if (contributesObject(s) || "object".equals(s.path("type").asText())) {
            return true;
        }
        return s.has("allOf") && s.get("allOf").isArray() && allOfTarget(s, depth + 1) == null;
    }

    private static boolean contributesObject(JsonNode s) {
        JsonNode props = s.get("properties");
        JsonNode required = s.get("required");
        return props != null && props.isObject() && props.size() > 0 || s.has("additionalProperties")
                || required != null && required.isArray() && required.size() > 0;
    }

    /** Schemas merged key by key, later ones winning (children are shared, not copied). */
    static ObjectNode merge(List<JsonNode> schemas) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (JsonNode s : schemas) {
            for (Iterator<Map.Entry<String, JsonNode>> it = s.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                out.set(e.getKey(), e.getValue());
            }
        }
        return out;
    }

    /**
     * The schema of one property declared in several {@code allOf} members, in order: the later
     * declarations refine. The weak ones (an overlay such as {@code {readOnly: true}}) never replace a
     * structure; a single strong declaration is the type itself (so an inline type keeps its one name);
     * several strong ones are their intersection, an {@code allOf} merged like any other.
     */
    static JsonNode typeOfDeclarations(List<JsonNode> declarations) {
        List<JsonNode> strong = new ArrayList<>();
        for (JsonNode d : declarations) {
            if (!isWeak(d)) {
                strong.add(d);
            }
        }
        if (strong.isEmpty()) {
            return merge(declarations);
        }
        if (strong.size() == 1) {
            return strong.get(0);
        }
        ObjectNode all = JsonNodeFactory.instance.objectNode();
        all.putArray("allOf").addAll(strong);
        return all;
    }

    /** The last declaration's value of an annotation (later declarations refine earlier ones), or null. */
    static JsonNode annotation(List<JsonNode> declarations, String key) {
        JsonNode out = null;
        for (JsonNode d : declarations) {
            if (d.has(key)) {
                out = d.get(key);
            }
        }
        return out;
    }
}
