package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The health check's answer.
 *
 * @param status {@code ok} when healthy
 */
public record Health(@JsonProperty("status") String status) {
}
