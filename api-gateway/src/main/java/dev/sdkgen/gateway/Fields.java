package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;

/** Fields of a JSON request body, each refusal naming the field, the type expected and what is accepted. */
final class Fields {

    private Fields() {
    }

    /** A required, non-blank string of at most {@code maxLength} characters, trimmed. */
    static String text(JsonNode body, String field, int maxLength) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) {
            throw ApiException.badRequest(field + " is required (a non-empty string)");
        }
        if (!value.isTextual()) {
            throw ApiException.badRequest(field + " must be a string, not " + ProjectsResource.kind(value));
        }
        String text = value.asText().trim();
        if (text.isEmpty()) {
            throw ApiException.badRequest(field + " must not be empty");
        }
        if (text.length() > maxLength) {
            throw ApiException.badRequest(field + " is longer than " + maxLength + " characters");
        }
        return text;
    }

    /** An optional whole number from {@code min} to {@code max} ({@code absent} when missing). */
    static long wholeNumber(JsonNode body, String field, long absent, long min, long max) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) {
            return absent;
        }
        if (!value.isIntegralNumber() || value.asLong() < min || value.asLong() > max) {
            throw ApiException.badRequest(field + " must be a whole number from " + min + " to " + max + ", not "
                    + (value.isNumber() ? value.toString() : ProjectsResource.kind(value)));
        }
        return value.asLong();
    }
}
