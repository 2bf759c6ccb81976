package dev.sdkgen.orchestrator.api;

import dev.sdkgen.orchestrator.service.ApiException;

/**
 * Query parameters are read as text and parsed here: a JAX-RS parameter of type {@code Integer}
 * that does not parse makes a 404 (the spec's rule for query parameters), where the client
 * deserves a 400 that says what is wrong.
 */
public final class QueryParams {

    private QueryParams() {
    }

    /** A positive whole number, or {@code absent} when the parameter is missing; 400 otherwise. */
    public static int wholeNumber(String name, String value, int absent) {
        if (value == null || value.isEmpty()) {
            return absent;
        }
        if (!value.matches("[0-9]{1,9}") || Integer.parseInt(value) < 1) {
            throw new ApiException(400, "invalid_request", name + " must be a positive whole number, not '"
                    + (value.length() > 40 ? value.substring(0, 40) + "..." : value) + "'");
        }
        return Integer.parseInt(value);
    }

    /** {@code true} or {@code false}, or null when the parameter is missing; 400 otherwise. */
    static Boolean bool(String name, String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        if (!value.equals("true") && !value.equals("false")) {
            throw new ApiException(400, "invalid_request", name + " must be true or false, not '"
                    + (value.length() > 40 ? value.substring(0, 40) + "..." : value) + "'");
        }
        return Boolean.valueOf(value);
    }
}
