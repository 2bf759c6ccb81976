// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** 403: the API key is valid but not allowed to do this. */
public class PermissionDeniedException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a 403 response.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "403 <server message>"}
     */
    public PermissionDeniedException(Map<String, String> headers, JsonNode body, String message) {
        super(403, headers, body, message);
    }
}
