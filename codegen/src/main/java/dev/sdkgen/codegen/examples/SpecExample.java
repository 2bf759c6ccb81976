package dev.sdkgen.codegen.examples;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.TypeRef;

/**
 * One example the spec gives, where the generated SDK must accept it: a request body, a parameter or a
 * response, with the generated type the example is written against.
 *
 * @param pointer   JSON pointer of the example value in the bundled spec ({@code /paths/~1pets/post/requestBody/content/application~1json/example})
 * @param location  where that is in the spec's own files ({@code spec.yaml#/paths/...}), for people
 * @param operation the operation it belongs to ({@code post /pets})
 * @param subject   what it is an example of ({@code request body}, {@code query parameter limit}, {@code response 200})
 * @param type      the generated type the value must fit
 * @param value     the example value
 * @param schema    the spec's schema for the value (may be a {@code $ref}), or null when the spec gives none
 */
public record SpecExample(String pointer, String location, String operation, String subject, TypeRef type, JsonNode value,
        JsonNode schema) {
}
