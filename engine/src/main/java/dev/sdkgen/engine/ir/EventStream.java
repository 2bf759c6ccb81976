package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A {@code text/event-stream} response (Server-Sent Events): what each event of the stream is.
 *
 * @param type   the type of one item of the stream: the event's {@code data} when the spec describes the data
 *               (decoded as JSON unless it is a string), or, when the spec describes whole events (objects with an
 *               {@code event} name and a {@code data} property, one per event name), the event object itself
 * @param events the event names the spec declares with the type of each one's {@code data}, in spec order; empty
 *               when the spec describes the data only
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record EventStream(TypeRef type, List<NamedEvent> events) {

    public EventStream {
        events = events == null ? List.of() : List.copyOf(events);
    }

    /** Whether each item is a whole event object ({@code event} + {@code data}), chosen by its event name. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean named() {
        return !events.isEmpty();
    }

    /** One event the spec names: {@code event: <name>} and the type of its {@code data}. */
    public record NamedEvent(String name, TypeRef data) {
    }
}
