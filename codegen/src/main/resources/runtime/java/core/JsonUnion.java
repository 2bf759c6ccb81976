// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

/**
 * What every generated union ({@code oneOf}/{@code anyOf}) is: one variant's value, or — for a value that fits
 * none of the variants the SDK knows, such as one an API newer than the SDK sends — the JSON as received.
 * {@link JsonModel#validate()} and the client's {@code responseValidation(true)} report the latter.
 */
public interface JsonUnion {

    /**
     * The value as sent: the variant's value, or a {@code JsonNode} for a value of no known variant.
     *
     * @return the value
     */
    Object value();

    /**
     * Whether the value is one of the variants the SDK knows.
     *
     * @return false for a value kept as received because no variant fits it
     */
    boolean isKnown();
}
