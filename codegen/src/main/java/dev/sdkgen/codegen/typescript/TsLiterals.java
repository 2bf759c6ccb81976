package dev.sdkgen.codegen.typescript;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * TypeScript literals. Strings are single-quoted with every character that could end the literal,
 * the line or the file escaped ({@code \}, {@code '}, line terminators including U+2028/U+2029,
 * control characters). Generated code never puts spec text into template literals, so {@code `} and
 * {@code $}{@code {} are inert; they are escaped anyway so a literal can be pasted anywhere.
 */
final class TsLiterals {
    private TsLiterals() {
    }

    static String string(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('\'');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '\'' -> sb.append("\\'");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '`' -> sb.append("\\`");
                case '$' -> sb.append("\\$");
                case '\u2028' -> sb.append("\\u2028");
                case '\u2029' -> sb.append("\\u2029");
                default -> {
                    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || Character.isSurrogate(c) && !validSurrogate(s, i)) {
                        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('\'').toString();
    }

    private static boolean validSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /**
     * A JSON scalar as a TypeScript literal (also usable as a literal type); null for values that have
     * no literal form (objects, arrays).
     */
    static String json(JsonNode value) {
        if (value == null || value.isNull()) {
            return "null";
        }
        if (value.isTextual()) {
            return string(value.asText());
        }
        if (value.isBoolean()) {
            return value.asBoolean() ? "true" : "false";
        }
        if (value.isIntegralNumber()) {
            return value.bigIntegerValue().toString();
        }
        if (value.isNumber()) {
            double d = value.asDouble();
            if (Double.isFinite(d)) {
                return value.decimalValue().stripTrailingZeros().toPlainString();
            }
        }
        return null;
    }

    /** A JSON string value for package.json and similar files. */
    static String jsonString(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
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
