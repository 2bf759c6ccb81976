package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the spec for {@link PrecisionReport}: whether a schema is precise (says more than "any value" or
 * "any object"), and where the schema of a property, an item, a map value or a union variant stands.
 */
final class PrecisionJudge {
    private static final int MAX_DEPTH = 24;
    private final Spec spec;
    private final SchemaShapes shapes;

    PrecisionJudge(Spec spec) {
        this.spec = spec;
        this.shapes = new SchemaShapes(spec);
    }

    /**
     * Whether a schema is precise: a scalar type, an enum or constant, an array, an object with properties
     * or with precise values; an allOf, oneOf or anyOf whose parts are. Open: no schema, {@code {}}, only
     * annotations, {@code type: object} without properties and with any values.
     */
    boolean precise(JsonNode schema) {
        return precise(schema, 0);
    }

    private boolean precise(JsonNode schema, int depth) {
        JsonNode s = spec.resolve(schema);
        if (!s.isObject() || depth > MAX_DEPTH) {
            return false;
        }
        if (s.has("enum") || s.has("const") || s.has("items") || hasProperties(s)) {
            return true;
        }
        if (s.has("allOf") && s.get("allOf").isArray()) {
            JsonNode target = shapes.allOfTarget(s);
            if (target != null) {
                return precise(target, depth + 1);
            }
            for (JsonNode m : s.get("allOf")) {
                if (precise(m, depth + 1)) {
                    return true;
                }
            }
            return false;
        }
        JsonNode members = s.has("oneOf") ? s.get("oneOf") : s.get("anyOf");
        if (members != null && members.isArray() && members.size() > 0) {
            for (JsonNode m : members) {
                if (!isNull(m) && !precise(m, depth + 1)) {
                    return false;
                }
            }
            return true;
        }
        JsonNode ap = s.get("additionalProperties");
        if (ap != null && ap.isObject() && precise(ap, depth + 1)) {
            return true;
        }
        return preciseType(s.get("type"));
    }

    /** A scalar or array type (object alone is open); {@code "null"} alone is the null type, precise too. */
    private static boolean preciseType(JsonNode type) {
        if (type == null) {
            return false;
        }
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (!"null".equals(t.asText()) && !preciseType(t)) {
                    return false;
                }
            }
            return type.size() > 0;
        }
        return !"object".equals(type.asText());
    }

    private static boolean isNull(JsonNode m) {
        return "null".equals(m.path("type").asText()) && !m.path("type").isArray();
    }

    private static boolean hasProperties(JsonNode s) {
        return s.path("properties").isObject() && s.get("properties").size() > 0;
    }

    /**
     * Where a part ({@code items}, {@code additionalProperties}) of a schema stands: its own, else that of
     * the one type an allOf stands for, or of the one non-null anyOf/oneOf member.
     */
    Located part(Located schema, String key) {
        for (int depth = 0; schema != null && depth < MAX_DEPTH; depth++) {
            Located own = schema.field(spec, key);
            if (own != null) {
                return own;
            }
            schema = inner(schema);
        }
        return null;
    }

    private Located inner(Located schema) {
        JsonNode s = schema.node();
        if (s.has("allOf")) {
            JsonNode target = shapes.allOfTarget(s);
            JsonNode all = s.get("allOf");
            for (int i = 0; target != null && i < all.size(); i++) {
                if (all.get(i) == target) {
                    return schema.field(spec, "allOf").field(spec, Integer.toString(i));
                }
            }
            return null;
        }
        List<Located> variants = variants(schema);
        return variants.size() == 1 ? variants.get(0) : null;
    }

    /** The non-null members of a oneOf/anyOf, in order. */
    List<Located> variants(Located schema) {
        List<Located> out = new ArrayList<>();
        String key = schema.node().has("oneOf") ? "oneOf" : "anyOf";
        Located members = schema.field(spec, key);
        for (int i = 0; members != null && members.node().isArray() && i < members.node().size(); i++) {
            if (!isNull(members.node().get(i))) {
                out.add(members.field(spec, Integer.toString(i)));
            }
        }
        return out;
    }

    /**
     * Where a property of an object schema is declared: the last strong declaration among the schema and
     * its allOf members (the one whose type the model took), else the last one.
     */
    Located property(Located schema, String name) {
        List<Located> found = new ArrayList<>();
        declarations(schema, name, found, 0);
        Located last = null;
        for (Located d : found) {
            if (last == null || !SchemaShapes.isWeak(d.node())) {
                last = d;
            }
        }
        return last;
    }

    private void declarations(Located schema, String name, List<Located> found, int depth) {
        if (schema == null || depth > MAX_DEPTH) {
            return;
        }
        Located all = schema.field(spec, "allOf");
        for (int i = 0; all != null && all.node().isArray() && i < all.node().size(); i++) {
            declarations(all.field(spec, Integer.toString(i)), name, found, depth + 1);
        }
        Located props = schema.field(spec, "properties");
        Located p = props == null ? null : props.field(spec, name);
        if (p != null) {
            found.add(p);
        }
    }
}
