// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

/** The request got no complete response within the timeout of one attempt. */
public class ConnectionTimeoutException extends ConnectionException {

    private static final long serialVersionUID = 1L;

    /**
     * An exception for a request that timed out.
     *
     * @param url     the requested URL (API key masked)
     * @param message the message, or null for the default
     * @param cause   the underlying timeout, or null
     */
    public ConnectionTimeoutException(String url, String message, Throwable cause) {
        super(url, message, cause);
    }
}
