package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A request body.
 *
 * @param contentType the media type sent: {@code application/json} when the spec offers it, else
 *                    form-urlencoded, multipart, octet-stream or text
 * @param encoding    how the body is encoded on the wire
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RequestBody(String contentType, Encoding encoding, TypeRef type, boolean required, Docs docs) {
    /** Body encodings the runtimes implement. */
    public enum Encoding { JSON, FORM, MULTIPART, BINARY, TEXT }
}
