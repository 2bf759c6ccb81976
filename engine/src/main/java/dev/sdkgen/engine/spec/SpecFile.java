package dev.sdkgen.engine.spec;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One loaded file of a spec: its repository-relative path ({@code openapi/acme.yaml}), its text
 * (kept for line lookups) and its tree.
 */
public record SpecFile(String path, String text, JsonNode root) {
}
