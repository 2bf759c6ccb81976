package dev.sdkgen.engine.spec;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.yaml.FileText;

/**
 * One loaded file of a spec: its repository-relative path ({@code openapi/acme.yaml}), its text
 * (kept for line lookups; a JSON file's as its bytes) and its tree.
 */
public record SpecFile(String path, FileText text, JsonNode root) {
}
