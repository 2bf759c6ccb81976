package dev.sdkgen.engine.diag;

/** One {@code Label: value} line of a diagnostic block. */
public record Detail(String label, String value) {
}
