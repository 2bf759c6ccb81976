// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.core.RetryPolicy;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** 429: too many requests. Thrown once retries (if any) are exhausted. */
public class RateLimitException extends ApiException {

    private static final long serialVersionUID = 1L;

    /** The wait the server asked for, or null. */
    private final Duration retryAfter;

    /**
     * An exception for a 429 response; its {@code Retry-After} header is read at once.
     *
     * @param headers the response headers
     * @param body    the parsed response body, or null when empty
     * @param message the message, or null for the default {@code "429 <server message>"}
     */
    public RateLimitException(Map<String, String> headers, JsonNode body, String message) {
        super(429, headers, body, message);
        this.retryAfter = RetryPolicy.parseRetryAfter(retryAfterHeader(headers)).orElse(null);
    }

    /**
     * How long the server asked to wait.
     *
     * @return the server's {@code Retry-After} (delta-seconds or an HTTP date, not capped), or empty when
     *         it did not send a readable one
     */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    private static String retryAfterHeader(Map<String, String> headers) {
        if (headers == null) {
            return null;
        }
        for (Map.Entry<String, String> header : headers.entrySet()) {
            if (header.getKey().toLowerCase(Locale.ROOT).equals("retry-after")) {
                return header.getValue();
            }
        }
        return null;
    }
}
