package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether a value the spec gives for a schema (its {@code default}, an {@code example}) fits the schema's own
 * {@code type}, {@code format} (date and date-time) and {@code enum}. Shallow on purpose: the members of an array
 * or object value are not checked. A null value always fits (a null default is how many specs say "no default").
 */
public final class SchemaValues {
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern DATE_TIME = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?([Zz]|[+-]\\d{2}:?\\d{2})?");

    private SchemaValues() {
    }

    /** Why the value does not fit the schema (already resolved), or null when it does. */
    public static String mismatch(JsonNode value, JsonNode schema) {
        if (value == null || value.isNull() || schema == null || !schema.isObject()) {
            return null;
        }
        List<String> types = types(schema);
        if (!types.isEmpty() && types.stream().noneMatch(t -> kind(value, t))) {
            return kindOf(value) + " where the schema says " + String.join(" or ", types);
        }
        String format = schema.path("format").asText("");
        if (value.isTextual() && types.contains("string")) {
            if (format.equals("date-time") && !DATE_TIME.matcher(value.asText()).matches()) {
                return "\"" + value.asText() + "\" is not a date-time";
            }
            if (format.equals("date") && !DATE.matcher(value.asText()).matches()) {
                return "\"" + value.asText() + "\" is not a date";
            }
        }
        JsonNode values = schema.get("enum");
        if (values != null && values.isArray() && !values.isEmpty() && !contains(values, value)) {
            return value + " is not one of the schema's enum values";
        }
        return null;
    }

    private static List<String> types(JsonNode schema) {
        JsonNode type = schema.get("type");
        List<String> out = new ArrayList<>();
        if (type != null && type.isTextual()) {
            out.add(type.asText());
        } else if (type != null && type.isArray()) {
            type.forEach(t -> out.add(t.asText()));
        }
        return out;
    }

    private static boolean kind(JsonNode value, String type) {
        return switch (type) {
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber() || value.isNumber() && value.asDouble() == Math.rint(value.asDouble());
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            case "array" -> value.isArray();
            case "object" -> value.isObject();
            case "null" -> value.isNull();
            default -> true;
        };
    }

    private static String kindOf(JsonNode value) {
        if (value.isTextual()) {
            return "a string";
        }
        if (value.isNumber()) {
            return "a number";
        }
        if (value.isBoolean()) {
            return "a boolean";
        }
        return value.isArray() ? "an array" : "an object";
    }

    private static boolean contains(JsonNode values, JsonNode value) {
        for (JsonNode v : values) {
            if (v.equals(value) || v.isNumber() && value.isNumber() && v.decimalValue().compareTo(value.decimalValue()) == 0) {
                return true;
            }
        }
        return false;
    }
}
