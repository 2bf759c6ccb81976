package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A declared response.
 *
 * @param status      {@code 200}, {@code 2XX} or {@code default}
 * @param contentType the media type read, or null when the response has no body
 * @param type        the body type, or null when there is no body
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Response(String status, String contentType, TypeRef type, Docs docs) {
}
