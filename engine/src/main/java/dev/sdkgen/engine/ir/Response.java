package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A declared response.
 *
 * @param status      {@code 200}, {@code 2XX} or {@code default}
 * @param contentType the media type read, or null when the response has no body
 * @param type        the body type, or null when there is no body
 * @param stream      the events of a {@code text/event-stream} body the response declares (alone, or beside a JSON
 *                    body, which then stays {@code contentType} and {@code type}), or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Response(String status, String contentType, TypeRef type, Docs docs, EventStream stream) {

    /** A response without an event stream. */
    public Response(String status, String contentType, TypeRef type, Docs docs) {
        this(status, contentType, type, docs, null);
    }
}
