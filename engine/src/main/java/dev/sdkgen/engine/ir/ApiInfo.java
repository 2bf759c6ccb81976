package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/** From the spec's {@code info}: title, API version, description; and the OpenAPI version read. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ApiInfo(String title, String version, String description, String openapiVersion) {
}
