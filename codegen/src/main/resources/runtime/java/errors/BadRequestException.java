// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** 400: the server rejected the request as malformed. */
public class BadRequestException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a 400 response.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "400 <server message>"}
     */
    public BadRequestException(Map<String, String> headers, JsonNode body, String message) {
        super(400, headers, body, message);
    }
}
