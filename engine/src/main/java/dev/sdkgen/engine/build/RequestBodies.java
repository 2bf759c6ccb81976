package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;

/**
 * Whether a method sends the request body its operation declares. Not on GET and HEAD (fetch refuses
 * one, and specs that declare one there — Stripe declares an empty form body on every GET — mean
 * nothing by it), nor on a DELETE whose optional body declares no field at all (Stripe again).
 * Decided in the model, so a body never sent gets no type and never takes the {@code …Params} name.
 */
final class RequestBodies {
    private RequestBodies() {
    }

    static boolean sent(Spec.Operation op, Spec spec) {
        String verb = op.method();
        JsonNode body = spec.resolve(op.node().get("requestBody"));
        if (!body.isObject() || verb.equals("get") || verb.equals("head")) {
            return false;
        }
        if (!verb.equals("delete") || body.path("required").asBoolean(false)) {
            return true;
        }
        for (JsonNode media : body.path("content")) {
            if (!declaresNothing(spec.resolve(media.get("schema")))) {
                return true;
            }
        }
        return false;
    }

    /** No schema, or an object schema without properties, members or typed extra properties. */
    private static boolean declaresNothing(JsonNode schema) {
        if (schema.isMissingNode()) {
            return true;
        }
        String type = schema.path("type").asText("object");
        JsonNode extra = schema.get("additionalProperties");
        boolean untypedExtra = extra == null || extra.isBoolean() || extra.isObject() && extra.isEmpty();
        return type.equals("object") && schema.path("properties").isEmpty() && !schema.has("allOf")
                && !schema.has("oneOf") && !schema.has("anyOf") && untypedExtra;
    }
}
