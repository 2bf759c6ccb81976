// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A successful response returned as bytes (operations whose success response is {@code format: binary}):
 * status, headers and the body. The body has been read completely inside the request's timeout and
 * retries, so it is not a live stream: {@link #inputStream()} reads from memory.
 */
public final class BinaryResponse {

    private final int statusCode;
    private final Map<String, String> headers;
    private final byte[] body;

    BinaryResponse(int statusCode, Map<String, String> headers, byte[] body) {
        this.statusCode = statusCode;
        this.headers = headers;
        this.body = body;
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
     * @return an unmodifiable map with lower-cased names
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
     * The Content-Type header.
     *
     * @return its value, if present
     */
    public Optional<String> contentType() {
        return header("content-type");
    }

    /**
     * The body.
     *
     * @return a copy of the bytes (empty for no content)
     */
    public byte[] bytes() {
        return body.clone();
    }

    /**
     * The body as a stream.
     *
     * @return a new stream over the bytes
     */
    public InputStream inputStream() {
        return new ByteArrayInputStream(body);
    }

    /**
     * The body's size.
     *
     * @return the number of bytes
     */
    public int size() {
        return body.length;
    }

    /**
     * The body as text.
     *
     * @return the bytes decoded with the Content-Type's charset when it names a known one, else UTF-8
     */
    public String text() {
        Charset charset = ClientCore.charsetOf(headers);
        return new String(body, charset);
    }

    @Override
    public String toString() {
        return "BinaryResponse[" + statusCode + ", " + body.length + " bytes" + contentType().map(t -> ", " + t).orElse("")
                + "]";
    }
}
