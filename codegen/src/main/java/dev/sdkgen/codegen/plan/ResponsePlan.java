package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.EventStream;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;

/**
 * What a method's success response becomes.
 *
 * @param kind   how the body is read
 * @param type   the JSON body's type ({@link Kind#JSON}), the type of one item of an event stream ({@link Kind#STREAM}),
 *               else null
 * @param accept the Accept header a text, binary or event-stream method sends (its response media type), else null
 * @param events how the events of a {@link Kind#STREAM} response are read, else null
 */
public record ResponsePlan(Kind kind, TypeRef type, String accept, Events events) {
    /** The media type of Server-Sent Events. */
    public static final String EVENT_STREAM = "text/event-stream";

    /** How a success response is read. */
    public enum Kind {
        /** Parsed JSON, typed {@link #type}. */
        JSON,
        /** A {@code text/*} body, as a string. */
        TEXT,
        /** Bytes (a binary string schema). */
        BINARY,
        /** No body. */
        NONE,
        /** Server-Sent Events ({@code text/event-stream}), read one event at a time as they arrive. */
        STREAM
    }

    /** What one item of an event stream is made of. */
    public enum Data {
        /** The event's {@code data}, decoded as JSON. */
        JSON,
        /** The event's {@code data} as a string (the spec types it as a string). */
        TEXT,
        /** The whole event ({@code event}, {@code data} decoded as JSON when it is JSON, {@code id}), typed by its name. */
        NAMED
    }

    /**
     * The events of a stream.
     *
     * @param data  what an item is made of
     * @param named the event names the spec declares and their data types (empty unless {@link Data#NAMED})
     */
    public record Events(Data data, List<EventStream.NamedEvent> named) {
        public Events {
            named = List.copyOf(named);
        }
    }

    /** A response that is not an event stream. */
    public ResponsePlan(Kind kind, TypeRef type, String accept) {
        this(kind, type, accept, null);
    }

    /** The runtime's name of a non-JSON response type ({@code text}, {@code binary}, {@code stream}), else null. */
    public String runtimeType() {
        return switch (kind) {
            case TEXT -> "text";
            case BINARY -> "binary";
            case STREAM -> "stream";
            default -> null;
        };
    }

    /**
     * The runtime's name of how an event stream's items are read when not the default (the data as JSON):
     * {@code text} or {@code named}; else null.
     */
    public String eventData() {
        return events == null || events.data() == Data.JSON ? null : events.data().name().toLowerCase(java.util.Locale.ROOT);
    }
}
