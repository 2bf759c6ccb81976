package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;

/**
 * A node of the bundled spec with the JSON pointer it stands at; a local {@code $ref} is followed, so the
 * pointer is the referenced node's ({@code /components/schemas/Pet}).
 */
record Located(JsonNode node, String pointer) {

    /** The node (its reference followed), or null when there is none. */
    static Located of(Spec spec, JsonNode node, String pointer) {
        if (node == null || node.isMissingNode() || node.isNull()) {
            return null;
        }
        String ref = Spec.ref(node);
        if (ref != null && ref.startsWith("#")) {
            JsonNode target = spec.resolve(node);
            return target.isMissingNode() ? null : new Located(target, ref.substring(1));
        }
        return new Located(node, pointer);
    }

    /** A field or array element of the node (by name or index), or null. */
    Located field(Spec spec, String name) {
        if (name == null) {
            return null;
        }
        JsonNode child = node.isArray() ? node.get(Integer.parseInt(name)) : node.get(name);
        return of(spec, child, pointer + "/" + PrecisionReport.escape(name));
    }
}
