package dev.sdkgen.engine.rules;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.build.SchemaValues;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.yaml.PointerPath;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SDKGEN307: a schema that says something the generator cannot honour but can work around — a {@code default}
 * or {@code example} that does not fit the schema's type (left out of the SDK), an array without {@code items}
 * (an array of values of unknown type). Real specs have these by the hundred (a {@code default: Assigned} on a
 * date-time); they are warnings, and generation goes on.
 */
public final class SchemaValueRule implements Rule {
    /** Keys under which the spec holds values, not schemas: never searched for schemas. */
    private static final Set<String> VALUES = Set.of("example", "examples", "default", "enum", "const");
    /** Keys whose object value is a map of schemas. */
    private static final Set<String> SCHEMA_MAPS = Set.of("schemas", "properties", "patternProperties");
    /** Keys whose value is a schema, or a list of schemas. */
    private static final Set<String> SCHEMA_KEYS = Set.of("schema", "items", "additionalProperties", "not", "allOf",
            "anyOf", "oneOf", "prefixItems", "contains", "if", "then", "else");

    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN307;
    }

    @Override
    public boolean concurrent() {
        return true;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        Spec spec = context.spec();
        if (spec != null) {
            walk(spec, spec.root(), PointerPath.ROOT, false, out);
        }
    }

    /** Only containers are walked into, and a pointer is made into a string only for a warning (issue 26). */
    private void walk(Spec spec, JsonNode node, PointerPath pointer, boolean schema, List<Diagnostic> out) {
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                JsonNode item = node.get(i);
                if (item.isContainerNode()) {
                    walk(spec, item, pointer.child(i), schema, out);
                }
            }
            return;
        }
        if (!node.isObject()) {
            return;
        }
        if (schema && !node.has("$ref")) {
            checkSchema(spec, node, pointer, out);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            JsonNode value = e.getValue();
            if (VALUES.contains(key) || key.startsWith("x-") || !value.isContainerNode()) {
                continue;
            }
            PointerPath child = pointer.child(key);
            if (SCHEMA_MAPS.contains(key) && value.isObject()) {
                value.fields().forEachRemaining(s -> walk(spec, s.getValue(), child.child(s.getKey()), true, out));
            } else {
                walk(spec, value, child, SCHEMA_KEYS.contains(key), out);
            }
        }
    }

    private void checkSchema(Spec spec, JsonNode s, PointerPath pointer, List<Diagnostic> out) {
        if (isArray(s) && !s.has("items") && !s.has("prefixItems")) {
            out.add(warning(spec, pointer.toString(), "type: array without items: an array of values of unknown type"));
        }
        for (String key : List.of("default", "example")) {
            String why = SchemaValues.mismatch(s.get(key), s);
            if (why != null) {
                out.add(warning(spec, pointer + "/" + key, "the " + key + " does not fit the schema (" + why
                        + "): left out of the SDK"));
            }
        }
    }

    private static boolean isArray(JsonNode s) {
        JsonNode type = s.get("type");
        if (type != null && type.isArray()) {
            for (JsonNode t : type) {
                if ("array".equals(t.asText())) {
                    return true;
                }
            }
        }
        return type != null && "array".equals(type.asText());
    }

    private static Diagnostic warning(Spec spec, String pointer, String problem) {
        return Diagnostic.of(DiagnosticCode.SDKGEN307).detail("Location", "#" + pointer).detail("Problem", problem)
                .at(spec.locate(pointer)).build();
    }
}
