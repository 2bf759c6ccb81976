package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which request body media types an operation's methods send (docs/codegen.md "Several request content types").
 * The method of the config name sends the preferred one ({@link #primary}); a few others get a method of their
 * own, named {@code <name>_<suffix>} ({@link #variants}):
 *
 * <ul>
 *   <li>on a PATCH, each patch format the spec offers beside the preferred one: {@code json_patch}
 *       ({@code application/json-patch+json}), {@code merge_patch} ({@code application/merge-patch+json}),
 *       {@code strategic_merge_patch} ({@code application/strategic-merge-patch+json});</li>
 *   <li>{@code multipart} ({@code multipart/form-data}) beside a JSON or form body, when the multipart schema has
 *       a file field: the way to upload.</li>
 * </ul>
 *
 * Other alternatives (XML, form beside JSON, several JSON spellings of the same schema) add nothing a caller needs
 * and get no method.
 */
final class BodyChoices {
    /** One more method for an operation: its name suffix and the media type it sends. */
    record Variant(String suffix, String mediaType) {
    }

    private static final List<String> PATCH_FORMATS = List.of("application/json-patch+json",
            "application/merge-patch+json", "application/strategic-merge-patch+json");

    /** RFC 6902: a JSON Patch document is an array of these operations. */
    private static final JsonNode JSON_PATCH_OPERATION = parse("""
            {"type": "object", "required": ["op", "path"],
             "description": "One operation of a JSON Patch document (RFC 6902).",
             "properties": {
               "op": {"type": "string", "enum": ["add", "remove", "replace", "move", "copy", "test"],
                      "description": "The operation to perform."},
               "path": {"type": "string", "description": "A JSON Pointer to the location the operation acts on."},
               "value": {"description": "The value to add, replace with or test against (add, replace, test)."},
               "from": {"type": "string", "description": "A JSON Pointer to the location to move or copy from."}}}
            """);

    private BodyChoices() {
    }

    /**
     * The media type the method of the config name sends, or null when no runtime can send any: the best
     * encoding (JSON, form, multipart, binary, text); among JSON ones {@code application/json}, then
     * {@code application/merge-patch+json} (the resource's own shape), then the first in spec order.
     */
    static String primary(JsonNode content) {
        String best = null;
        RequestBody.Encoding bestEncoding = null;
        for (Iterator<String> it = content.fieldNames(); it.hasNext();) {
            String mediaType = it.next();
            RequestBody.Encoding e = MediaTypes.encoding(mediaType);
            if (e != null && (bestEncoding == null || MediaTypes.rank(e) < MediaTypes.rank(bestEncoding)
                    || e == bestEncoding && e == RequestBody.Encoding.JSON && jsonRank(mediaType) < jsonRank(best))) {
                best = mediaType;
                bestEncoding = e;
            }
        }
        return best;
    }

    private static int jsonRank(String mediaType) {
        String m = MediaTypes.base(mediaType);
        return m.equals("application/json") ? 0 : m.equals("application/merge-patch+json") ? 1 : 2;
    }

    /** The media types that get a method of their own beside the primary one, in spec order. */
    static List<Variant> variants(String httpMethod, JsonNode content, String primary, Spec spec) {
        List<Variant> out = new ArrayList<>();
        if (primary == null) {
            return out;
        }
        String primaryBase = MediaTypes.base(primary);
        RequestBody.Encoding primaryEncoding = MediaTypes.encoding(primary);
        Set<String> suffixes = new LinkedHashSet<>();
        for (Iterator<String> it = content.fieldNames(); it.hasNext();) {
            String mediaType = it.next();
            String base = MediaTypes.base(mediaType);
            String suffix = null;
            if (httpMethod.equals("patch") && PATCH_FORMATS.contains(base) && !base.equals(primaryBase)) {
                suffix = base.substring("application/".length(), base.length() - "+json".length())
                        .replace('-', '_');
            } else if (base.equals("multipart/form-data") && primaryEncoding != RequestBody.Encoding.MULTIPART
                    && hasFile(spec.resolve(content.get(mediaType).get("schema")), spec, 0)) {
                suffix = "multipart";
            }
            if (suffix != null && suffixes.add(suffix)) {
                out.add(new Variant(suffix, mediaType));
            }
        }
        return out;
    }

    /** Whether a schema is, or holds (in its properties, items or members), a file: binary or base64 content. */
    private static boolean hasFile(JsonNode schema, Spec spec, int depth) {
        if (!schema.isObject() || depth > 4) {
            return false;
        }
        String format = schema.path("format").asText("");
        if (format.equals("binary") || format.equals("base64") || schema.has("contentMediaType")
                || schema.has("contentEncoding")) {
            return true;
        }
        for (String key : List.of("allOf", "anyOf", "oneOf")) {
            for (JsonNode member : schema.path(key)) {
                if (hasFile(spec.resolve(member), spec, depth + 1)) {
                    return true;
                }
            }
        }
        for (JsonNode property : schema.path("properties")) {
            if (hasFile(spec.resolve(property), spec, depth + 1)) {
                return true;
            }
        }
        return schema.has("items") && hasFile(spec.resolve(schema.get("items")), spec, depth + 1);
    }

    /**
     * The schema of one operation of a JSON Patch body, or null for any other body: a JSON Patch whose schema says
     * nothing precise (absent, or an object without properties, as Kubernetes writes it) is an array of
     * {@link #JSON_PATCH_OPERATION}s, which the spec cannot mean otherwise.
     */
    static JsonNode jsonPatchOperation(String mediaType, JsonNode declared, Spec spec) {
        boolean jsonPatch = MediaTypes.base(mediaType).equals("application/json-patch+json");
        return jsonPatch && !precise(declared == null ? null : spec.resolve(declared)) ? JSON_PATCH_OPERATION : null;
    }

    private static boolean precise(JsonNode schema) {
        if (schema == null || !schema.isObject()) {
            return false;
        }
        String type = schema.path("type").asText("object");
        return !type.equals("object") || schema.path("properties").size() > 0 || schema.has("allOf")
                || schema.has("oneOf") || schema.has("anyOf") || schema.path("additionalProperties").isObject()
                && schema.path("additionalProperties").size() > 0;
    }

    /** A sentence for the docs of a method that sends a particular media type. */
    static String note(String mediaType) {
        return "Sends the body as `" + MediaTypes.base(mediaType).toLowerCase(Locale.ROOT) + "`.";
    }

    private static JsonNode parse(String json) {
        try {
            return new ObjectMapper().readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
