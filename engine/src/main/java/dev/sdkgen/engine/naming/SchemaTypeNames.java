package dev.sdkgen.engine.naming;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The generated type name of every schema of {@code components/schemas}, decided once for the checks
 * (SDKGEN203) and the SDK model alike:
 *
 * <ol>
 *   <li>an entry of sdkgen.yaml's {@code type_names} names the schema's type outright;</li>
 *   <li>otherwise the contract's rule ({@link TypeNames#of}); schemas whose names give the same type name
 *       are a naming conflict (SDKGEN203) — the {@code type_names} entries are applied first, so they are
 *       the way out of one;</li>
 *   <li>a reverse-DNS schema name ({@code io.k8s.api.core.v1.Pod}: at least two lower-case package
 *       segments, then a capitalised name) that is not in a conflict gets the shortest type name made
 *       of its last segments that no other schema has ({@code Pod}; {@code V1Scale} beside
 *       {@code V2Scale}), else keeps the full one. A short name never equals another schema's type name.</li>
 * </ol>
 */
public final class SchemaTypeNames {
    private static final Pattern REVERSE_DNS = Pattern.compile("([a-z][a-z0-9_-]*\\.){2,}[A-Z][A-Za-z0-9_]*");

    private final Map<String, String> bySchema;
    private final Map<String, List<String>> conflicts;

    private SchemaTypeNames(Map<String, String> bySchema, Map<String, List<String>> conflicts) {
        this.bySchema = bySchema;
        this.conflicts = conflicts;
    }

    /**
     * @param schemaNames the schema names in spec order
     * @param overrides   {@code type_names}: schema name → type name (entries naming no schema are ignored)
     */
    public static SchemaTypeNames of(List<String> schemaNames, Map<String, String> overrides) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, List<String>> byType = new LinkedHashMap<>();
        for (String schema : schemaNames) {
            String type = overrides.getOrDefault(schema, TypeNames.of(schema));
            names.put(schema, type);
            byType.computeIfAbsent(type, k -> new ArrayList<>()).add(schema);
        }
        Map<String, List<String>> conflicts = new LinkedHashMap<>();
        byType.forEach((type, schemas) -> {
            if (schemas.size() > 1) {
                conflicts.put(type, List.copyOf(schemas));
            }
        });
        List<String> candidates = schemaNames.stream().filter(s -> !overrides.containsKey(s))
                .filter(s -> REVERSE_DNS.matcher(s).matches()).filter(s -> byType.get(names.get(s)).size() == 1).toList();
        shorten(candidates, names);
        return new SchemaTypeNames(names, conflicts);
    }

    private static void shorten(List<String> candidates, Map<String, String> names) {
        Set<String> taken = new HashSet<>(names.values());
        for (String schema : candidates) {
            String[] segments = schema.split("\\.");
            for (int k = 1; k < segments.length; k++) {
                String name = suffixName(segments, k);
                if (!taken.contains(name) && uniqueAmong(candidates, schema, k, name)) {
                    taken.add(name);
                    names.put(schema, name);
                    break;
                }
            }
        }
    }

    /** Whether no other candidate gives {@code name} from its last {@code k} segments. */
    private static boolean uniqueAmong(List<String> candidates, String schema, int k, String name) {
        for (String other : candidates) {
            String[] segments = other.split("\\.");
            if (!other.equals(schema) && k < segments.length && suffixName(segments, k).equals(name)) {
                return false;
            }
        }
        return true;
    }

    private static String suffixName(String[] segments, int k) {
        return TypeNames.of(String.join(".", List.of(segments).subList(segments.length - k, segments.length)));
    }

    /** The type name of a schema ({@link TypeNames#of} for a name that is not a schema). */
    public String of(String schema) {
        String name = bySchema.get(schema);
        return name != null ? name : TypeNames.of(schema);
    }

    /** Type names that several schemas give (SDKGEN203), with those schemas in spec order. */
    public Map<String, List<String>> conflicts() {
        return conflicts;
    }
}
