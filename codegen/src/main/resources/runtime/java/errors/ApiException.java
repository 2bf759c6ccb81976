// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Base class of every exception the SDK throws for a request.
 *
 * <p>A status exception (a subclass named after the status, or a plain {@code ApiException} for other
 * statuses) when the server answered with a non-2xx status; a {@link ConnectionException} when no
 * response arrived (then {@link #statusCode()} is 0). Catch {@code ApiException} to handle every failure
 * of a call. All SDK exceptions are unchecked.
 */
public class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Server messages longer than this are cut in exception messages. */
    private static final int MAX_DETAIL_LENGTH = 1000;

    /** The HTTP status, or 0 when there was no response. */
    private final int statusCode;
    /** Response headers; transient (as is the body) because the declared type is not serializable. */
    private final transient Map<String, String> headers;
    /** The parsed response body. */
    private final transient JsonNode body;
    /** The header with the request id ({@code client.request_id_header}), or null for the default lookup. */
    private String requestIdHeader;

    /**
     * An exception for a response.
     *
     * @param statusCode the HTTP status, or 0 when there was no response
     * @param headers    the response headers (names are lower-cased here); null for none
     * @param body       the response body: parsed JSON, a text node for other bodies, or null / a missing
     *                   node when there was none
     * @param message    the message, or null for the default {@code "<status> <server message>"}
     */
    public ApiException(int statusCode, Map<String, String> headers, JsonNode body, String message) {
        this(statusCode, headers, body, message, null);
    }

    /**
     * An exception for a response, or for a request without one, with a cause.
     *
     * @param statusCode the HTTP status, or 0 when there was no response
     * @param headers    the response headers (names are lower-cased here); null for none
     * @param body       the response body, or null when there was none
     * @param message    the message, or null for the default {@code "<status> <server message>"}
     * @param cause      the underlying failure, or null
     */
    protected ApiException(int statusCode, Map<String, String> headers, JsonNode body, String message,
            Throwable cause) {
        super(message != null ? message : errorMessage(statusCode, body), cause);
        this.statusCode = statusCode;
        this.headers = lowerCased(headers);
        this.body = body == null ? MissingNode.getInstance() : body;
    }

    /**
     * The exception for a response status: one class per common status, {@link InternalServerException}
     * for any status of 500 or above, a plain {@code ApiException} for the others.
     *
     * @param statusCode the HTTP status
     * @param headers    the response headers
     * @param body       the parsed response body, or null when empty
     * @param message    the message, or null for the default
     * @return the exception (not thrown)
     */
    public static ApiException fromResponse(int statusCode, Map<String, String> headers, JsonNode body,
            String message) {
        switch (statusCode) {
            case 400:
                return new BadRequestException(headers, body, message);
            case 401:
                return new AuthenticationException(headers, body, message);
            case 403:
                return new PermissionDeniedException(headers, body, message);
            case 404:
                return new NotFoundException(headers, body, message);
            case 409:
                return new ConflictException(headers, body, message);
            case 422:
                return new UnprocessableEntityException(headers, body, message);
            case 429:
                return new RateLimitException(headers, body, message);
            default:
                return statusCode >= 500
                        ? new InternalServerException(statusCode, headers, body, message)
                        : new ApiException(statusCode, headers, body, message);
        }
    }

    /**
     * The HTTP status of the response.
     *
     * @return the status, or 0 when no response arrived ({@link ConnectionException})
     */
    public int statusCode() {
        return statusCode;
    }

    /**
     * The response headers.
     *
     * @return an unmodifiable map with lower-cased names (several values of one header joined with
     *         {@code ", "}); empty when there was no response
     */
    public Map<String, String> headers() {
        return headers == null ? Map.of() : headers;
    }

    /**
     * One response header.
     *
     * @param name the header name, in any case
     * @return its value, if the response had it
     */
    public Optional<String> header(String name) {
        return Optional.ofNullable(headers().get(name.toLowerCase(Locale.ROOT)));
    }

    /**
     * The response body.
     *
     * @return the parsed JSON of a JSON body, a text node holding any other body, or a missing node
     *         ({@link JsonNode#isMissingNode()}) when the body was empty or there was no response; never
     *         null, so {@code body().path("error").path("code").asText()} is safe
     */
    public JsonNode body() {
        return body == null ? MissingNode.getInstance() : body;
    }

    /**
     * The response's request id, for a support request: the header {@code client.request_id_header} names in
     * sdkgen.yaml, else {@code x-request-id}, else {@code request-id}.
     *
     * @return the request id, or empty when the response sent none or there was no response
     */
    public Optional<String> requestId() {
        return Optional.ofNullable(requestIdOf(headers(), requestIdHeader));
    }

    /**
     * Names the header {@link #requestId()} reads; the SDK's core calls it before throwing.
     *
     * @param name the header name ({@code client.request_id_header}), or null for the default lookup
     * @return this exception
     */
    public ApiException requestIdHeader(String name) {
        this.requestIdHeader = name;
        return this;
    }

    /**
     * The request id in response headers.
     *
     * @param headers the headers, with lower-cased names
     * @param name    the header to read, in any case, or null for {@code x-request-id}, then {@code request-id}
     * @return the value, or null when absent or empty
     */
    public static String requestIdOf(Map<String, String> headers, String name) {
        List<String> names = name == null ? List.of("x-request-id", "request-id") : List.of(name.toLowerCase(Locale.ROOT));
        for (String key : names) {
            String value = headers.get(key);
            if (value != null && !value.isEmpty()) {
                return value;
            }
        }
        return null;
    }

    /**
     * A one-line description of a failed response: the status and the server's message, if it sent one.
     * The message is taken from {@code error.message}, {@code message}, {@code error} or {@code detail}
     * of a JSON object body, else the whole body, cut at 1000 characters.
     *
     * @param statusCode the HTTP status, or 0 for no response
     * @param body       the parsed body, or null
     * @return for example {@code "404 No such account"}
     */
    public static String errorMessage(int statusCode, JsonNode body) {
        if (statusCode == 0) {
            return "Connection error";
        }
        String detail = describeBody(body);
        return detail == null ? statusCode + " status code (no body)" : statusCode + " " + detail;
    }

    private static String describeBody(JsonNode body) {
        if (body == null || body.isMissingNode() || body.isNull()) {
            return null;
        }
        if (body.isTextual()) {
            return body.textValue().isEmpty() ? null : truncate(body.textValue());
        }
        if (body.isObject()) {
            JsonNode nested = body.path("error").path("message");
            if (nested.isTextual() && !nested.textValue().isEmpty()) {
                return truncate(nested.textValue());
            }
            for (String key : new String[] {"message", "error", "detail"}) {
                JsonNode value = body.path(key);
                if (value.isTextual() && !value.textValue().isEmpty()) {
                    return truncate(value.textValue());
                }
            }
        }
        return truncate(body.toString());
    }

    private static String truncate(String text) {
        return text.length() > MAX_DETAIL_LENGTH ? text.substring(0, MAX_DETAIL_LENGTH) + "\u2026" : text;
    }

    private static Map<String, String> lowerCased(Map<String, String> headers) {
        if (headers == null || headers.isEmpty()) {
            return Map.of();
        }
        Map<String, String> copy = new LinkedHashMap<>();
        headers.forEach((name, value) -> copy.put(name.toLowerCase(Locale.ROOT), value));
        return Collections.unmodifiableMap(copy);
    }
}
