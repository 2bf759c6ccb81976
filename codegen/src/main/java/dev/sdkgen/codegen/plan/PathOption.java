package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Docs;

/**
 * A path parameter with a default that is a client option instead of a positional argument (docs/codegen.md
 * "Path parameters with a default"): an API-version segment such as {@code /{apiVersion}/widgets} with default
 * {@code v4}. Every method whose path has a parameter of this name and default takes it from the client.
 *
 * @param name         the parameter's name on the wire ({@code apiVersion}); each language converts it to its case
 * @param defaultValue the spec's default, the value sent unless the client sets another
 * @param docs         the parameter's description, for the option's doc comment
 */
public record PathOption(String name, String defaultValue, Docs docs) {
}
