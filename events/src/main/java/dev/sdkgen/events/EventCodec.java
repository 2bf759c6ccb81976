package dev.sdkgen.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * JSON form of the events. Unknown properties are ignored (a newer producer may add fields
 * within the same schema version); an event of a newer schema version, or one that is not
 * valid JSON for its type, is an {@link EventFormatException}.
 */
public final class EventCodec {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private EventCodec() {
    }

    public static String encode(BuildEvent event) {
        try {
            return MAPPER.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new EventFormatException("cannot encode " + event.getClass().getSimpleName(), e);
        }
    }

    public static BuildEvent decode(String json) {
        return decode(json, BuildEvent.class);
    }

    public static <T extends BuildEvent> T decode(String json, Class<T> type) {
        if (json == null) {
            throw new EventFormatException("empty record", null);
        }
        T event;
        try {
            event = MAPPER.readValue(json, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new EventFormatException("not a valid " + type.getSimpleName() + ": " + e.getMessage(), e);
        }
        if (event == null || event.eventId() == null || event.buildId() == null) {
            throw new EventFormatException(type.getSimpleName() + " without eventId or buildId", null);
        }
        if (event.schemaVersion() > BuildEvent.SCHEMA_VERSION || event.schemaVersion() < 1) {
            throw new EventFormatException("unsupported schemaVersion " + event.schemaVersion()
                    + " (this code reads up to " + BuildEvent.SCHEMA_VERSION + ")", null);
        }
        return event;
    }

    /** An event that cannot be read; consumers log and skip it instead of blocking the partition. */
    public static final class EventFormatException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public EventFormatException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
