package dev.sdkgen.codegen.examples;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.yaml.Pointer;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * Whether an example obeys its own schema: a small JSON-Schema-style check of what OpenAPI specs use —
 * {@code $ref}, {@code type} (3.1 lists and {@code "null"}), {@code nullable}, {@code enum}, {@code const},
 * {@code required}, {@code properties}, {@code additionalProperties: false} (and a schema), {@code items},
 * {@code allOf} (each), {@code oneOf}/{@code anyOf} (at least one). One rule is stricter than JSON Schema, as
 * an SDK's types are: an object schema that declares properties (itself or through {@code allOf}) and says
 * nothing of {@code additionalProperties} does not declare a key the example has — the example documents a
 * property the schema lacks (a typo, or an incomplete schema), which no generated type can know; and a schema
 * that declares {@code properties} without a {@code type} describes an object (as the IR reads it), so a string
 * example there is the spec's error, not the SDK's. Formats, lengths, patterns and ranges
 * are not checked: SDK types do not carry them, so they never explain a type check's failure.
 * The first violation found is the answer, so an exclusion is named with the spec's own error.
 */
public final class SchemaCheck {
    /** Schema nesting followed at most (a recursive schema with a deep example stops here: valid). */
    private static final int MAX_DEPTH = 64;

    private static final JsonNode OBJECT = com.fasterxml.jackson.databind.node.TextNode.valueOf("object");

    private final Spec spec;

    public SchemaCheck(Spec spec) {
        this.spec = spec;
    }

    /** A violation: its kind (the cause a report groups by) and where in the example it is. */
    public record Violation(String kind, String at, String detail) {
        public String describe() {
            return kind + " at " + (at.isEmpty() ? "/" : at) + (detail.isEmpty() ? "" : " (" + detail + ")");
        }
    }

    /** The first violation of the example against the schema, or null when it obeys it (or no schema is given). */
    public Violation check(JsonNode value, JsonNode schema) {
        return schema == null ? null : check(value, schema, "", 0, Set.of());
    }

    private Violation check(JsonNode value, JsonNode raw, String at, int depth) {
        return check(value, raw, at, depth, Set.of());
    }

    /** {@code inherited}: properties declared around a member of {@code allOf}/{@code oneOf}/{@code anyOf} (not undeclared there). */
    private Violation check(JsonNode value, JsonNode raw, String at, int depth, Set<String> inherited) {
        JsonNode schema = spec.resolve(raw);
        if (depth > MAX_DEPTH || !schema.isObject()) {
            return null;
        }
        if (value.isNull()) {
            return nullAllowed(schema) ? null : new Violation("null where the schema does not allow it", at, "");
        }
        Violation v = type(value, schema, at);
        if (v == null) {
            v = values(value, schema, at);
        }
        if (v == null) {
            v = composition(value, schema, at, depth, inherited);
        }
        if (v == null && value.isObject()) {
            v = object(value, schema, at, depth, inherited);
        }
        if (v == null && value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size() && v == null; i++) {
                v = check(value.get(i), schema.get("items"), Pointer.child(at, i), depth + 1);
            }
        }
        return v;
    }

    private boolean nullAllowed(JsonNode schema) {
        if (Spec.isNullable(schema) || schema.has("enum") && hasNull(schema.get("enum"))
                || schema.has("const") && schema.get("const").isNull()) {
            return true;
        }
        for (String key : new String[] {"oneOf", "anyOf"}) {
            for (JsonNode variant : schema.path(key)) {
                if (nullAllowed(spec.resolve(variant))) {
                    return true;
                }
            }
        }
        for (JsonNode member : schema.path("allOf")) {
            if (!nullAllowed(spec.resolve(member))) {
                return false;
            }
        }
        return schema.has("allOf") || !schema.has("type") && !schema.has("oneOf") && !schema.has("anyOf")
                && !schema.has("properties") && !schema.has("enum") && !schema.has("items");
    }

    private static boolean hasNull(JsonNode values) {
        for (JsonNode v : values) {
            if (v.isNull()) {
                return true;
            }
        }
        return false;
    }

    private Violation type(JsonNode value, JsonNode schema, String at) {
        JsonNode type = schema.get("type");
        if (type == null && schema.has("properties")) {
            type = OBJECT; // read as sdkgen's IR reads it (and OpenAPI tools do): declared properties make an object
        } else if (type == null) {
            return null;
        }
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (is(value, t.asText())) {
                    return null;
                }
            }
            return new Violation("wrong type", at, "expected " + type + ", got " + kind(value));
        }
        return is(value, type.asText()) ? null : new Violation("wrong type", at, "expected " + type.asText() + ", got " + kind(value));
    }

    private static boolean is(JsonNode value, String type) {
        return switch (type) {
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber() || value.isNumber() && value.decimalValue().stripTrailingZeros().scale() <= 0;
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            case "array" -> value.isArray();
            case "object" -> value.isObject();
            case "null" -> value.isNull();
            default -> true;
        };
    }

    private static String kind(JsonNode value) {
        return value.isTextual() ? "string" : value.isIntegralNumber() ? "integer" : value.isNumber() ? "number"
                : value.isBoolean() ? "boolean" : value.isArray() ? "array" : value.isObject() ? "object" : "null";
    }

    private Violation values(JsonNode value, JsonNode schema, String at) {
        JsonNode constant = schema.get("const");
        if (constant != null && !same(constant, value)) {
            return new Violation("value differs from const", at, value + " is not " + constant);
        }
        JsonNode values = schema.get("enum");
        if (values != null && values.isArray()) {
            for (JsonNode v : values) {
                if (same(v, value)) {
                    return null;
                }
            }
            return new Violation("value not in enum", at, String.valueOf(value));
        }
        return null;
    }

    private static boolean same(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        return a.equals(b);
    }

    private Violation composition(JsonNode value, JsonNode schema, String at, int depth, Set<String> inherited) {
        Set<String> around = new HashSet<>(inherited);
        around.addAll(declared(schema, 0));
        for (JsonNode member : schema.path("allOf")) {
            Violation v = check(value, member, at, depth + 1, around);
            if (v != null) {
                return v;
            }
        }
        for (String key : new String[] {"oneOf", "anyOf"}) {
            JsonNode variants = schema.get(key);
            if (variants == null || !variants.isArray() || variants.isEmpty()) {
                continue;
            }
            Violation first = null;
            for (JsonNode variant : variants) {
                Violation v = check(value, variant, at, depth + 1, around);
                if (v == null) {
                    first = null;
                    break;
                }
                first = first == null ? v : first;
            }
            if (first != null) {
                return new Violation("matches no variant of " + key, at, first.describe());
            }
        }
        return null;
    }

    private Violation object(JsonNode value, JsonNode schema, String at, int depth, Set<String> inherited) {
        for (String name : Spec.required(schema)) {
            if (!value.has(name)) {
                return new Violation("missing required field", at, name);
            }
        }
        JsonNode properties = schema.path("properties");
        JsonNode additional = schema.get("additionalProperties");
        Set<String> declared = declared(schema, 0);
        declared.addAll(inherited);
        boolean closed = additional == null && !declared.isEmpty() && !schema.has("oneOf") && !schema.has("anyOf");
        for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String path = Pointer.child(at, e.getKey());
            if (properties.has(e.getKey())) {
                Violation v = check(e.getValue(), properties.get(e.getKey()), path, depth + 1);
                if (v != null) {
                    return v;
                }
            } else if (additional != null && additional.isBoolean() && !additional.asBoolean() && !declared.contains(e.getKey())) {
                return new Violation("property not in the schema (additionalProperties: false)", at, e.getKey());
            } else if (closed && !declared.contains(e.getKey())) {
                return new Violation("property the schema does not declare", at, e.getKey());
            } else if (additional != null && additional.isObject()) {
                Violation v = check(e.getValue(), additional, path, depth + 1);
                if (v != null) {
                    return v;
                }
            }
        }
        return null;
    }

    /** The properties a schema declares: its own and those of its {@code allOf} members, through {@code $ref}s. */
    private Set<String> declared(JsonNode raw, int depth) {
        Set<String> names = new HashSet<>();
        JsonNode schema = spec.resolve(raw);
        if (depth > MAX_DEPTH || !schema.isObject()) {
            return names;
        }
        schema.path("properties").fieldNames().forEachRemaining(names::add);
        for (JsonNode member : schema.path("allOf")) {
            names.addAll(declared(member, depth + 1));
        }
        return names;
    }
}
