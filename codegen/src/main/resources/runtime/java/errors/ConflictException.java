// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** 409: the request conflicts with the current state of the resource. */
public class ConflictException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a 409 response.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "409 <server message>"}
     */
    public ConflictException(Map<String, String> headers, JsonNode body, String message) {
        super(409, headers, body, message);
    }
}
