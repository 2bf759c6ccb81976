package dev.sdkgen.engine.yaml;

/**
 * Bounds on what a loaded document may cost. A document over any bound is rejected as a syntax
 * problem instead of exhausting memory or time ("billion laughs", huge files, deep nesting).
 *
 * @param maxBytes       size of the file on disk
 * @param maxNodes       values in the loaded tree, after alias expansion
 * @param maxAliases     alias references to collections (YAML)
 * @param maxDepth       nesting depth
 */
public record Limits(long maxBytes, int maxNodes, int maxAliases, int maxDepth) {
    /** For {@code sdkgen.yaml}: small. */
    public static final Limits CONFIG = new Limits(1L << 20, 200_000, 100, 64);
    /** For one file of a spec: Stripe's and GitHub's full specs are 4–13 MB. */
    public static final Limits SPEC_FILE = new Limits(96L << 20, 12_000_000, 1_000, 256);
}
