// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * A successful (2xx) response whose body could not be read as the type the method returns, for example
 * a body that is not JSON, or JSON of another shape. The status, headers and body are those of the
 * response; the cause is the decoding failure.
 */
public class InvalidResponseException extends ApiException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for an unreadable successful response.
     *
     * @param statusCode the HTTP status
     * @param headers    the response headers
     * @param body       the body as far as it could be parsed (a text node when it is not JSON)
     * @param message    what could not be decoded
     * @param cause      the decoding failure
     */
    public InvalidResponseException(int statusCode, Map<String, String> headers, JsonNode body, String message,
            Throwable cause) {
        super(statusCode, headers, body, message, cause);
    }
}
