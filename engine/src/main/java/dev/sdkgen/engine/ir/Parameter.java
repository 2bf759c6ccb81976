package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A path, query or header parameter.
 *
 * @param name         the name on the wire, as in the spec
 * @param style        the OpenAPI serialisation style (form, simple, deepObject, …)
 * @param explode      whether arrays/objects explode into repeated parameters
 * @param defaultValue  the schema default, or null
 * @param allowReserved a path parameter whose value may hold {@code /} and other reserved characters, sent
 *                      unencoded ({@code allowReserved: true}); false for other parameters
 * @param sample        the value the SDKs' own tests pass for a scalar parameter (the spec's example when it fits,
 *                      else a bound of a range without 0), or null (engine {@code Samples})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Parameter(String name, Location in, TypeRef type, boolean required, Docs docs, boolean deprecated,
        String style, boolean explode, JsonNode defaultValue, boolean allowReserved, JsonNode sample) {
    /** Where a parameter goes. */
    public enum Location { PATH, QUERY, HEADER, COOKIE }
}
