package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.EventStream;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Reads a response's {@code text/event-stream} content (Server-Sent Events). The schema is OpenAPI 3.2's
 * {@code itemSchema} when the media type has one, else its {@code schema}. It describes either the data of each
 * event (OpenAI: {@code schema: {$ref: ChatCompletionChunk}}), or whole events, the way OpenAPI 3.2 documents
 * SSE: an object (or a {@code oneOf}/{@code anyOf} of objects) with a {@code data} property and an {@code event}
 * property that is one constant, the event's name. Events named so are typed by their name.
 */
final class EventStreams {
    static final String MEDIA_TYPE = "text/event-stream";

    private EventStreams() {
    }

    /** The media-type key of the content's event stream, or null. */
    static String key(JsonNode content) {
        for (Iterator<String> it = content.fieldNames(); it.hasNext();) {
            String mt = it.next();
            if (MediaTypes.base(mt).equals(MEDIA_TYPE)) {
                return mt;
            }
        }
        return null;
    }

    /**
     * The event stream of a response's content, or null when it offers none.
     *
     * @param configured the schema sdkgen.yaml's {@code event_schemas} names for the events' data (it wins over the
     *                   spec's), or null
     */
    static EventStream read(JsonNode content, Spec spec, TypeBuilder types, String hint, String configured) {
        String key = key(content);
        if (key == null) {
            return null;
        }
        if (configured != null && spec.schemas().has(configured)) {
            return new EventStream(types.component(configured), List.of());
        }
        JsonNode media = content.get(key);
        JsonNode schema = media.has("itemSchema") ? media.get("itemSchema") : media.get("schema");
        if (schema == null || !schema.isObject()) {
            return new EventStream(TypeRef.string(), List.of());
        }
        List<JsonNode> variants = eventObjects(spec, schema);
        TypeRef type = types.root(schema, hint);
        List<EventStream.NamedEvent> events = new ArrayList<>();
        for (JsonNode v : variants) {
            JsonNode props = v.path("properties");
            events.add(new EventStream.NamedEvent(eventName(spec.resolve(props.get("event"))),
                    types.ref(props.get("data"), hint + "_data")));
        }
        return new EventStream(type, events);
    }

    /** The whole-event objects the schema consists of, or an empty list when it describes data. */
    private static List<JsonNode> eventObjects(Spec spec, JsonNode schema) {
        JsonNode s = spec.resolve(schema);
        JsonNode union = s.has("oneOf") ? s.get("oneOf") : s.get("anyOf");
        List<JsonNode> candidates = new ArrayList<>();
        if (union != null && union.isArray()) {
            union.forEach(v -> candidates.add(spec.resolve(v)));
        } else {
            candidates.add(s);
        }
        for (JsonNode c : candidates) {
            JsonNode props = c.path("properties");
            if (!props.has("data") || !props.has("event") || eventName(spec.resolve(props.get("event"))) == null) {
                return List.of();
            }
        }
        return candidates;
    }

    /** The one name an {@code event} property allows ({@code const}, or an {@code enum} of one string), or null. */
    private static String eventName(JsonNode event) {
        if (event.path("const").isTextual()) {
            return event.get("const").asText();
        }
        JsonNode e = event.path("enum");
        return e.isArray() && e.size() == 1 && e.get(0).isTextual() ? e.get(0).asText() : null;
    }
}
