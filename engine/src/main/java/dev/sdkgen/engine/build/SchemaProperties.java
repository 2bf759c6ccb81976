package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The properties of an object schema, following references and {@code allOf} members. */
public final class SchemaProperties {
    private SchemaProperties() {
    }

    public static Map<String, JsonNode> of(Spec spec, JsonNode schema) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        collect(spec, schema, out, new HashSet<>());
        return out;
    }

    private static void collect(Spec spec, JsonNode schema, Map<String, JsonNode> out, Set<JsonNode> seen) {
        JsonNode s = spec.resolve(schema);
        if (!s.isObject() || !seen.add(s)) {
            return;
        }
        JsonNode all = s.get("allOf");
        if (all != null && all.isArray()) {
            all.forEach(m -> collect(spec, m, out, seen));
        }
        JsonNode props = s.get("properties");
        if (props != null && props.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = props.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                out.put(e.getKey(), e.getValue());
            }
        }
    }
}
