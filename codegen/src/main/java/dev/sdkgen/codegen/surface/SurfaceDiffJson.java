package dev.sdkgen.codegen.surface;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.Report;
import java.util.List;

/**
 * The diff document: {@code {"targets": [<SurfaceDiff>...], "diagnostics": [...]}}, what {@code sdkgen diff --format
 * json} prints and what the build service stores per build (one target, plus {@code against_build_id}). A target
 * that had nothing to be compared with has the verdict {@code initial}, no old version and no changes.
 */
public final class SurfaceDiffJson {
    /** The verdict of a surface with no earlier one to compare with. */
    public static final String INITIAL = "initial";

    private static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private SurfaceDiffJson() {
    }

    /** The document of these diffs and the diagnostics they gave (SDKGEN309). */
    public static ObjectNode document(List<SurfaceDiff> diffs, List<Diagnostic> diagnostics) {
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode targets = root.putArray("targets");
        diffs.forEach(d -> targets.add(MAPPER.valueToTree(d)));
        root.set("diagnostics", new Report(diagnostics).toJsonNode().get("diagnostics"));
        return root;
    }

    /** The document of a surface that had nothing to be compared with: verdict {@code initial}, never a fake diff. */
    public static ObjectNode initial(Surface surface) {
        ObjectNode root = MAPPER.createObjectNode();
        ObjectNode target = root.putArray("targets").addObject();
        target.put("language", surface.language());
        target.putNull("oldVersion");
        target.put("newVersion", surface.version());
        target.putArray("changes");
        target.put("verdict", INITIAL);
        root.putArray("diagnostics");
        return root;
    }

    /** Two-space indented, one final newline. */
    public static String write(JsonNode document) {
        try {
            return MAPPER.writeValueAsString(document).replace("\r\n", "\n") + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the diff document", e);
        }
    }

    /**
     * The first target's diff of a document written by {@link #write}; null for an {@code initial} one.
     *
     * @throws IllegalArgumentException when it is no diff document
     */
    public static SurfaceDiff first(String json) {
        try {
            JsonNode target = MAPPER.readTree(json).path("targets").path(0);
            if (!target.isObject()) {
                throw new IllegalArgumentException("not a diff document: no targets");
            }
            return INITIAL.equals(target.path("verdict").asText()) ? null : MAPPER.treeToValue(target, SurfaceDiff.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a diff document: " + e.getOriginalMessage(), e);
        }
    }
}
