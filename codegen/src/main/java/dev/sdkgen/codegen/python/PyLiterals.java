package dev.sdkgen.codegen.python;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Python literals. Strings are double-quoted with backslashes, quotes, line breaks and control
 * characters escaped. Docstrings keep text readable but can never be closed early: backslashes are
 * doubled (no escape sequence in spec text takes effect) and quotes are escaped wherever three meet or
 * one would touch the closing {@code """}.
 */
final class PyLiterals {
    private PyLiterals() {
    }

    static String string(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '"' -> sb.append("\\\"");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> appendSafe(sb, s, i);
            }
        }
        return sb.append('"').toString();
    }

    /** One docstring line's text (the docstring's quotes are added by {@link PyDocs}). */
    static String docstringText(String s, boolean last) {
        StringBuilder sb = new StringBuilder(s.length());
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c == '"') {
                int start = i;
                while (i < n && s.charAt(i) == '"') {
                    i++;
                }
                int run = i - start;
                boolean atEnd = last && i == n;
                String q = run >= 3 || atEnd ? "\\\"" : "\"";
                sb.append(q.repeat(run));
                i--;
            } else {
                appendSafe(sb, s, i);
            }
        }
        return sb.toString();
    }

    private static void appendSafe(StringBuilder sb, String s, int i) {
        char c = s.charAt(i);
        if (c < 0x20 || c == 0x7f) {
            sb.append(String.format(java.util.Locale.ROOT, "\\x%02x", (int) c));
        } else if (Character.isSurrogate(c) && !validSurrogate(s, i)) {
            sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
        } else {
            sb.append(c);
        }
    }

    private static boolean validSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /** A JSON scalar as a Python literal usable inside {@code Literal[...]}; null when it has none (floats, objects). */
    static String literal(JsonNode value) {
        if (value == null || value.isNull()) {
            return "None";
        }
        if (value.isTextual()) {
            return string(value.asText());
        }
        if (value.isBoolean()) {
            return value.asBoolean() ? "True" : "False";
        }
        if (value.isIntegralNumber()) {
            return value.bigIntegerValue().toString();
        }
        return null;
    }

    /** A TOML basic string (pyproject.toml). */
    static String toml(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '"' -> sb.append("\\\"");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
