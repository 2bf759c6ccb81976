// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

/** How a request body is put on the wire (the IR's {@code RequestBody.encoding}). */
public enum BodyEncoding {
    /** JSON written by the shared {@link Json#mapper() ObjectMapper}; {@code application/json}. */
    JSON("application/json"),
    /**
     * {@code application/x-www-form-urlencoded} in Stripe's style: {@code a[b]=v}, arrays with indices
     * ({@code a[0]=x}); the body must serialise to a JSON object.
     */
    FORM("application/x-www-form-urlencoded"),
    /**
     * {@code multipart/form-data}: one part per field; {@link UploadFile} and {@code byte[]} values are
     * files; the body must serialise to a JSON object.
     */
    MULTIPART("multipart/form-data"),
    /** Raw bytes: an {@link UploadFile}, {@code byte[]}, {@code InputStream}, {@code Path} or a String (UTF-8). */
    BINARY("application/octet-stream"),
    /** A String, sent UTF-8 encoded. */
    TEXT("text/plain; charset=utf-8");

    private final String defaultContentType;

    BodyEncoding(String defaultContentType) {
        this.defaultContentType = defaultContentType;
    }

    /**
     * The Content-Type sent when the operation does not name one.
     *
     * @return the default content type (multipart adds its boundary)
     */
    public String defaultContentType() {
        return defaultContentType;
    }
}
