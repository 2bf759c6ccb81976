package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A card.
 *
 * @param id     the id
 * @param frozen whether it is frozen
 */
public record Card(@JsonProperty("id") String id, @JsonProperty("frozen") boolean frozen) {
}
