package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Documentation text from the spec, as written (emitters escape it for their comment syntax).
 * Either part may be null.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Docs(String summary, String description) {
    public static final Docs NONE = new Docs(null, null);

    public static Docs of(String summary, String description) {
        String s = blankToNull(summary);
        String d = blankToNull(description);
        if (s != null && s.equals(d)) {
            d = null;
        }
        return s == null && d == null ? NONE : new Docs(s, d);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() {
        return summary == null && description == null;
    }
}
