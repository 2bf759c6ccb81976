// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

/**
 * No response arrived: the connection was refused or dropped, or the request timed out
 * ({@link ConnectionTimeoutException}).
 *
 * <p>It is an {@link ApiException} (so catching {@code ApiException} handles every failure of a call)
 * without a response: {@link #statusCode()} is 0, {@link #headers()} is empty and {@link #body()} is a
 * missing node. The cause is the I/O failure.
 */
public class ConnectionException extends ApiException {

    private static final long serialVersionUID = 1L;

    /** The requested URL, API key masked. */
    private final String url;

    /**
     * An exception for a request that got no response.
     *
     * @param url     the requested URL (an API key sent as a query parameter must already be masked)
     * @param message the message, or null for {@code "Connection error: no response from <url>"}
     * @param cause   the I/O failure, or null
     */
    public ConnectionException(String url, String message, Throwable cause) {
        super(0, null, null, message != null ? message : "Connection error: no response from " + url, cause);
        this.url = url;
    }

    /**
     * The URL that was requested.
     *
     * @return the full URL with its query; an API key sent as a query parameter is shown as {@code ***}
     */
    public String url() {
        return url;
    }
}
