// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

/** What a successful response is turned into. */
public enum ResponseType {
    /** The body read as JSON into the requested type ({@code Accept: application/json}). */
    JSON("application/json"),
    /** The body as a String, decoded with the response's charset, else UTF-8 (Accept: any type). */
    TEXT("*/*"),
    /** A {@link BinaryResponse} over the body's bytes (Accept: any type). */
    BINARY("*/*"),
    /** A {@link StreamResponse} of the body's Server-Sent Events, read as they arrive. */
    STREAM("text/event-stream");

    private final String defaultAccept;

    ResponseType(String defaultAccept) {
        this.defaultAccept = defaultAccept;
    }

    /**
     * The Accept header sent when the operation does not name one.
     *
     * @return the default Accept value
     */
    public String defaultAccept() {
        return defaultAccept;
    }
}
