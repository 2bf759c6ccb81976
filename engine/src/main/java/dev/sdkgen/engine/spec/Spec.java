package dev.sdkgen.engine.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.sdkgen.engine.diag.Location;
import dev.sdkgen.engine.yaml.Pointer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A bundled spec (one tree, local references only) with the lookups the rules and the IR builder
 * share: operations by {@code <method> <path>}, component schemas, reference resolution, and the
 * original location of any pointer.
 */
public final class Spec {
    /** HTTP methods of a path item, in the order OpenAPI lists them. */
    public static final List<String> METHODS = List.of("get", "put", "post", "delete", "options", "head", "patch", "trace");
    private static final String SCHEMAS = "/components/schemas/";

    /** One operation: {@code pointer} is where it stands in the bundle ({@code /paths/~1accounts/get}). */
    public record Operation(String method, String path, String pointer, JsonNode node, JsonNode pathItem) {
        /** As the contract prints it: {@code get /accounts}. */
        public String key() {
            return method + " " + path;
        }

        public String operationId() {
            JsonNode id = node.get("operationId");
            return id != null && id.isTextual() ? id.asText() : null;
        }

        /** {@code x-sdkgen-ignore: true}. */
        public boolean ignored() {
            return node.path("x-sdkgen-ignore").asBoolean(false) && node.path("x-sdkgen-ignore").isBoolean();
        }

        /**
         * A protocol upgrade (a WebSocket, typically): the operation answers {@code 101 Switching Protocols} and
         * has no 2xx response, so a plain HTTP call could only wait for a response that never comes.
         */
        public boolean upgradeOnly() {
            JsonNode responses = node.path("responses");
            if (!responses.has("101")) {
                return false;
            }
            for (Iterator<String> it = responses.fieldNames(); it.hasNext();) {
                String status = it.next();
                if (status.startsWith("2")) {
                    return false;
                }
            }
            return true;
        }

        /** Whether the SDKs get a method for the operation when it is mapped: neither ignored nor an upgrade. */
        public boolean generated() {
            return !ignored() && !upgradeOnly();
        }
    }

    private final JsonNode root;
    private final OriginMap origins;
    private final List<SpecFile> files;
    private final String openapiVersion;
    private final Map<String, Operation> operations = new LinkedHashMap<>();

    public Spec(JsonNode root, OriginMap origins, List<SpecFile> files, String openapiVersion) {
        this.root = root;
        this.origins = origins;
        this.files = List.copyOf(files);
        this.openapiVersion = openapiVersion;
        indexOperations();
    }

    private void indexOperations() {
        JsonNode paths = root.path("paths");
        for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String itemPointer = Pointer.child("/paths", e.getKey());
            JsonNode item = resolve(e.getValue());
            if (!item.isObject()) {
                continue;
            }
            for (String m : METHODS) {
                JsonNode op = item.get(m);
                if (op != null && op.isObject()) {
                    Operation o = new Operation(m, e.getKey(), Pointer.child(itemPointer, m), op, item);
                    operations.putIfAbsent(o.key(), o);
                }
            }
        }
    }

    public JsonNode root() {
        return root;
    }

    public List<SpecFile> files() {
        return files;
    }

    public String openapiVersion() {
        return openapiVersion;
    }

    public boolean is31() {
        return openapiVersion != null && openapiVersion.startsWith("3.1");
    }

    /** Every operation, in spec order. */
    public Collection<Operation> operations() {
        return Collections.unmodifiableCollection(operations.values());
    }

    /** The operation for {@code get /accounts}, or null. */
    public Operation operation(String method, String path) {
        return operations.get(method + " " + path);
    }

    /** The {@code components/schemas} map (empty when absent). */
    public JsonNode schemas() {
        JsonNode s = root.path("components").path("schemas");
        return s.isObject() ? s : MissingNode.getInstance();
    }

    /** Schema names in spec order. */
    public List<String> schemaNames() {
        List<String> names = new ArrayList<>();
        schemas().fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** The schema name a reference names ({@code #/components/schemas/Pet} → {@code Pet}), or null. */
    public static String schemaName(String ref) {
        if (ref == null || !ref.startsWith("#" + SCHEMAS)) {
            return null;
        }
        String rest = ref.substring(SCHEMAS.length() + 1);
        if (rest.indexOf('/') >= 0) {
            return null;
        }
        String pointer = Pointer.fromFragment("/" + rest);
        return pointer == null ? null : Pointer.unescape(pointer.substring(1));
    }

    /** The reference string of a {@code {$ref: ...}} node, or null. */
    public static String ref(JsonNode node) {
        JsonNode r = node == null ? null : node.get("$ref");
        return r != null && r.isTextual() ? r.asText() : null;
    }

    /** Follows local references (up to a bound, so a reference loop ends) to the referenced node. */
    public JsonNode resolve(JsonNode node) {
        if (node == null) {
            return MissingNode.getInstance();
        }
        JsonNode current = node;
        for (int hops = 0; hops < 64; hops++) {
            String ref = ref(current);
            if (ref == null) {
                return current;
            }
            String pointer = ref.startsWith("#") ? Pointer.fromFragment(ref.substring(1)) : null;
            if (pointer == null) {
                return MissingNode.getInstance();
            }
            current = root.at(pointer);
        }
        return MissingNode.getInstance();
    }

    /** The original file and pointer of a pointer into the bundle, as a diagnostic location. */
    public Location locate(String bundledPointer) {
        OriginMap.Origin o = origins.locate(bundledPointer);
        return Location.pointer(o.file(), o.pointer());
    }

    /** The names of a schema's required properties. */
    public static Set<String> required(JsonNode schema) {
        Set<String> out = new java.util.LinkedHashSet<>();
        JsonNode req = schema.get("required");
        if (req != null && req.isArray()) {
            req.forEach(r -> out.add(r.asText()));
        }
        return out;
    }

    /** Whether a schema admits null: 3.0 {@code nullable}, 3.1 {@code type: [..., "null"]}, or {@code type: "null"}. */
    public static boolean isNullable(JsonNode schema) {
        if (schema.path("nullable").asBoolean(false)) {
            return true;
        }
        JsonNode type = schema.get("type");
        if (type != null && type.isArray()) {
            for (JsonNode t : type) {
                if ("null".equals(t.asText())) {
                    return true;
                }
            }
        }
        return type != null && "null".equals(type.asText());
    }
}
