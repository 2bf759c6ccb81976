// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** Any status of 500 or above: the server failed. */
public class InternalServerException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a response with a status of 500 or above.
     *
     * @param statusCode the HTTP status (500 or above)
     * @param headers    the response headers
     * @param body       the parsed response body, or null when empty
     * @param message    the message, or null for the default {@code "<status> <server message>"}
     */
    public InternalServerException(int statusCode, Map<String, String> headers, JsonNode body, String message) {
        super(statusCode, headers, body, message);
    }
}
