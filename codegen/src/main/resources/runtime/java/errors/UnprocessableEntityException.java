// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** 422: the request was well-formed but its content was rejected. */
public class UnprocessableEntityException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a 422 response.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "422 <server message>"}
     */
    public UnprocessableEntityException(Map<String, String> headers, JsonNode body, String message) {
        super(422, headers, body, message);
    }
}
