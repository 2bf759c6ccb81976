// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An incremental decoder of the {@code text/event-stream} format (WHATWG HTML, "Server-sent events"): lines end
 * with CRLF, LF or CR (also split across reads); a leading byte order mark is skipped; {@code data:} lines
 * accumulate, {@code event:}, {@code id:} (without NUL) and {@code retry:} (digits only) set their fields; lines
 * starting with {@code :} are comments; one space after the colon is dropped; a blank line dispatches the event
 * unless it has no data. Unlike a browser, an event left without a blank line at the end is still dispatched
 * ({@link #flush()}). Lines are split on bytes and decoded as UTF-8 whole, so a character split between reads is
 * read correctly.
 */
public final class SseDecoder {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /**
     * One event as the decoder dispatches it.
     *
     * @param event the {@code event:} field, {@code message} when the event names none
     * @param data  the {@code data:} lines joined with a line feed
     * @param id    the last {@code id:} seen so far, or null
     * @param retry the event's {@code retry:} field in milliseconds, or null
     */
    public record Event(String event, String data, String id, Long retry) {
    }

    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private int bomSeen;
    private boolean started;
    private boolean pendingCr;
    private String eventType = "";
    private final StringBuilder data = new StringBuilder();
    private boolean hasData;
    private String lastId;
    private Long retry;

    /** Creates a decoder at the start of a stream. */
    public SseDecoder() {
    }

    /**
     * Decodes the next bytes of the stream.
     *
     * @param bytes  the buffer
     * @param length how many of its bytes were read
     * @return the events they complete
     */
    public List<Event> decode(byte[] bytes, int length) {
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (!started) {
                if (b == BOM[bomSeen]) {
                    if (++bomSeen == BOM.length) {
                        started = true;
                    }
                    continue;
                }
                started = true;
                line.write(BOM, 0, bomSeen);
            }
            if (pendingCr) {
                pendingCr = false;
                if (b == '\n') {
                    continue;
                }
            }
            if (b == '\r' || b == '\n') {
                pendingCr = b == '\r';
                line(events);
            } else {
                line.write(b);
            }
        }
        return events;
    }

    /**
     * Ends the stream.
     *
     * @return the last event when no blank line followed it
     */
    public List<Event> flush() {
        List<Event> events = new ArrayList<>();
        if (!started) {
            line.write(BOM, 0, bomSeen);
            started = true;
        }
        if (line.size() > 0) {
            line(events);
        }
        Event last = dispatch();
        if (last != null) {
            events.add(last);
        }
        return events;
    }

    private void line(List<Event> events) {
        String text = line.toString(StandardCharsets.UTF_8);
        line.reset();
        if (text.isEmpty()) {
            Event event = dispatch();
            if (event != null) {
                events.add(event);
            }
            return;
        }
        if (text.startsWith(":")) {
            return;
        }
        int colon = text.indexOf(':');
        String field = colon < 0 ? text : text.substring(0, colon);
        String value = colon < 0 ? "" : text.substring(colon + 1);
        if (value.startsWith(" ")) {
            value = value.substring(1);
        }
        switch (field) {
            case "event" -> eventType = value;
            case "data" -> {
                if (hasData) {
                    data.append('\n');
                }
                data.append(value);
                hasData = true;
            }
            case "id" -> {
                if (value.indexOf('\0') < 0) {
                    lastId = value;
                }
            }
            case "retry" -> {
                if (!value.isEmpty() && value.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    try {
                        retry = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        retry = null;
                    }
                }
            }
            default -> {
                // Unknown fields are ignored.
            }
        }
    }

    private Event dispatch() {
        Event event = hasData ? new Event(eventType.isEmpty() ? "message" : eventType, data.toString(), lastId, retry) : null;
        eventType = "";
        data.setLength(0);
        hasData = false;
        retry = null;
        return event;
    }
}
