// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** 401: the API key is missing, wrong or expired. */
public class AuthenticationException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a 401 response.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "401 <server message>"}
     */
    public AuthenticationException(Map<String, String> headers, JsonNode body, String message) {
        super(401, headers, body, message);
    }
}
