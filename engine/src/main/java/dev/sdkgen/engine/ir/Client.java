package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How the client reaches the API.
 *
 * @param baseUrl   {@code client.base_url}, else the spec's first server URL (variables substituted
 *                  with their defaults); may be null when neither gives one
 * @param apiKeyEnv the environment variable read when no API key is passed
 * @param auth      where the API key goes
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Client(String baseUrl, String apiKeyEnv, Auth auth) {
}
