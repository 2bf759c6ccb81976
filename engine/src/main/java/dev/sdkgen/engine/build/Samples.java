package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The value the SDKs' own tests pass for a scalar parameter or property (issue 25; docs/codegen.md "The SDKs' own
 * tests"): the spec's example when it fits the schema ({@code example}, else the first of {@code examples}, on the
 * parameter, then on its schema), else a bound of a numeric range that leaves 0 out ({@code minimum: 1} gives 1); null
 * otherwise, and then the plan makes a value from the type. Only scalars: an object's or array's example is left to
 * the plan, which builds one field by field.
 */
final class Samples {
    private static final Pattern RFC_3339 = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})");

    private Samples() {
    }

    /** The sample of a value whose examples stand on {@code holders} (in order of precedence) and whose schema is {@code schema} (resolved). */
    static JsonNode of(List<JsonNode> holders, JsonNode schema) {
        if (schema == null || !schema.isObject()) {
            return null;
        }
        for (JsonNode candidate : examples(holders)) {
            if (candidate.isValueNode() && !candidate.isNull() && SchemaValues.mismatch(candidate, schema) == null
                    && strictDateTime(candidate, schema)) {
                return candidate;
            }
        }
        return bound(schema);
    }

    /**
     * Whether a {@code date-time} example is one as RFC 3339 (and so a validating server) reads it: with seconds and an
     * offset. {@link SchemaValues} accepts {@code 2020-12-10T01:22:00.0000000} without a warning (the SDKs read such
     * values); sent by a test, a validating server refuses it.
     */
    private static boolean strictDateTime(JsonNode value, JsonNode schema) {
        return !value.isTextual() || !schema.path("format").asText("").equals("date-time")
                || RFC_3339.matcher(value.asText()).matches();
    }

    private static List<JsonNode> examples(List<JsonNode> holders) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode h : holders) {
            if (h == null || !h.isObject()) {
                continue;
            }
            if (h.has("example")) {
                out.add(h.get("example"));
            }
            JsonNode examples = h.get("examples");
            if (examples != null && examples.isArray() && !examples.isEmpty()) {
                out.add(examples.get(0));
            } else if (examples != null && examples.isObject()) {
                examples.elements().forEachRemaining(e -> {
                    if (e.has("value")) {
                        out.add(e.get("value"));
                    }
                });
            }
        }
        return out;
    }

    /** The lower bound when it is above 0, else the upper bound when it is below 0 (exclusive bounds moved by 1). */
    private static JsonNode bound(JsonNode schema) {
        String type = schema.path("type").asText("");
        if (!type.equals("integer") && !type.equals("number")) {
            return null;
        }
        BigDecimal min = limit(schema, "minimum", "exclusiveMinimum", BigDecimal.ONE);
        if (min != null && min.signum() > 0) {
            return number(min, type);
        }
        BigDecimal max = limit(schema, "maximum", "exclusiveMaximum", BigDecimal.ONE.negate());
        return max != null && max.signum() < 0 ? number(max, type) : null;
    }

    /** A bound: 3.1's numeric exclusive bound, or 3.0's inclusive one with its boolean exclusive flag, moved by {@code step}. */
    private static BigDecimal limit(JsonNode schema, String inclusive, String exclusive, BigDecimal step) {
        JsonNode ex = schema.get(exclusive);
        if (ex != null && ex.isNumber()) {
            return ex.decimalValue().add(step);
        }
        JsonNode in = schema.get(inclusive);
        if (in == null || !in.isNumber()) {
            return null;
        }
        return ex != null && ex.asBoolean(false) ? in.decimalValue().add(step) : in.decimalValue();
    }

    /** The node JSON text of the value reads back as (an int when it fits, a double), so the IR survives a round trip. */
    private static JsonNode number(BigDecimal value, String type) {
        if (type.equals("integer")) {
            BigDecimal whole = value.setScale(0, value.signum() > 0 ? java.math.RoundingMode.CEILING : java.math.RoundingMode.FLOOR);
            long n = whole.longValueExact();
            return n == (int) n ? IntNode.valueOf((int) n) : LongNode.valueOf(n);
        }
        return DoubleNode.valueOf(value.doubleValue());
    }
}
