package dev.sdkgen.engine.init;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code event_schemas} entries {@code sdkgen init} writes: for an operation whose success response is a
 * {@code text/event-stream} without a schema, the component schema its events carry when the names tell it — exactly
 * one schema named after the operationId with {@code StreamEvent}, {@code Event}, {@code Chunk},
 * {@code StreamChunk} or {@code StreamResponse} after it (case and {@code _}/{@code -} ignored). Nothing is written
 * when no schema, or more than one, fits.
 */
final class EventSchemaGuesser {
    private static final List<String> SUFFIXES = List.of("streamevent", "event", "chunk", "streamchunk", "streamresponse");

    private EventSchemaGuesser() {
    }

    /** Operation key ({@code post /chat}) → schema name, in spec order. */
    static Map<String, String> guess(Spec spec) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Spec.Operation op : spec.operations()) {
            if (op.ignored() || op.operationId() == null || !untypedEventStream(spec, op.node())) {
                continue;
            }
            String base = squash(op.operationId());
            List<String> fits = new ArrayList<>();
            for (String schema : spec.schemaNames()) {
                String name = squash(schema);
                if (SUFFIXES.stream().anyMatch(s -> name.equals(base + s))) {
                    fits.add(schema);
                }
            }
            if (fits.size() == 1) {
                out.put(op.key(), fits.get(0));
            }
        }
        return out;
    }

    /** Whether the operation's first success response has an event stream with no schema. */
    private static boolean untypedEventStream(Spec spec, JsonNode operation) {
        JsonNode responses = operation.path("responses");
        for (Iterator<String> it = responses.fieldNames(); it.hasNext();) {
            String code = it.next();
            if (!code.startsWith("2")) {
                continue;
            }
            JsonNode content = spec.resolve(responses.get(code)).path("content");
            for (Iterator<String> types = content.fieldNames(); types.hasNext();) {
                String type = types.next();
                if (type.toLowerCase(Locale.ROOT).startsWith("text/event-stream")) {
                    JsonNode media = content.get(type);
                    return !media.has("schema") && !media.has("itemSchema");
                }
            }
            return false;
        }
        return false;
    }

    private static String squash(String name) {
        return name.replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT);
    }
}
