// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** 404: the addressed resource does not exist. */
public class NotFoundException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a 404 response.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "404 <server message>"}
     */
    public NotFoundException(Map<String, String> headers, JsonNode body, String message) {
        super(404, headers, body, message);
    }
}
