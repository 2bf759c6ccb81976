// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A successful response of a method of the {@code withRawResponse()} view: the status and headers of the call's
 * final attempt, its request id, and the body the plain method returns, parsed on {@link #parse()}.
 *
 * <pre>{@code
 * HttpResponseFor<Account> response = client.withRawResponse().accounts().get("acc_1");
 * int status = response.statusCode();
 * String requestId = response.requestId().orElse("");
 * Account account = response.parse();
 * }</pre>
 *
 * <p>A failed call throws, as the plain method does; {@link ApiException#requestId()} gives its request id.
 *
 * @param <T> what {@link #parse()} returns: the plain method's result ({@link Void} for a method without one)
 */
public final class HttpResponseFor<T> {

    private final int statusCode;
    private final Map<String, String> headers;
    private final String requestId;
    private final Supplier<T> parser;
    private T parsed;
    private boolean isParsed;

    HttpResponseFor(int statusCode, Map<String, String> headers, String requestIdHeader, Supplier<T> parser) {
        this.statusCode = statusCode;
        this.headers = headers;
        this.requestId = ApiException.requestIdOf(headers, requestIdHeader);
        this.parser = parser;
    }

    /**
     * The HTTP status.
     *
     * @return a 2xx status
     */
    public int statusCode() {
        return statusCode;
    }

    /**
     * The response headers.
     *
     * @return an unmodifiable map with lower-cased names (several values of one header joined with {@code ", "})
     */
    public Map<String, String> headers() {
        return headers;
    }

    /**
     * One response header.
     *
     * @param name the header name, in any case
     * @return its value, if present
     */
    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name.toLowerCase(Locale.ROOT)));
    }

    /**
     * The request id, for a support request: the header {@code client.request_id_header} names in sdkgen.yaml, else
     * {@code x-request-id}, else {@code request-id}.
     *
     * @return the request id, or empty when the response sent none
     */
    public Optional<String> requestId() {
        return Optional.ofNullable(requestId);
    }

    /**
     * The body, as the plain method returns it; parsed on the first call, the same value after.
     *
     * @return the parsed body (null for {@link Void}, or for an empty JSON body)
     * @throws InvalidResponseException when the body cannot be read as the method's type
     */
    public synchronized T parse() {
        if (!isParsed) {
            parsed = parser.get();
            isParsed = true;
        }
        return parsed;
    }

    @Override
    public String toString() {
        return "HttpResponseFor[" + statusCode + (requestId == null ? "" : ", requestId=" + requestId) + "]";
    }
}
