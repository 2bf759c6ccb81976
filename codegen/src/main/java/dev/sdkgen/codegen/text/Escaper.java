package dev.sdkgen.codegen.text;

import java.util.Locale;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Quoted string literals for every output context, each described by a {@link Style}: characters with a
 * named escape ({@code \n}), characters escaped by code ({@code \u0000}), and whether a lone surrogate
 * (not valid UTF-16 text) is escaped. Each language declares one style per context it writes, next to
 * its other literal rules; this class only applies them.
 */
public final class Escaper {
    private Escaper() {
    }

    /**
     * One kind of quoted literal.
     *
     * @param quote          the quote character around the literal
     * @param named          characters with an escape of their own ({@code '\n'} → {@code \n})
     * @param byCode         characters escaped by their code
     * @param codeFormat     the format of such an escape ({@code \\u%04x}, {@code \\x%02x})
     * @param loneSurrogate  the format an unpaired surrogate (not valid text) is written in ({@code \\u%04x}),
     *                       or null to keep it as it is
     */
    public record Style(char quote, Map<Character, String> named, IntPredicate byCode, String codeFormat,
            String loneSurrogate, String[] asciiNamed) {
        public Style(char quote, Map<Character, String> named, IntPredicate byCode, String codeFormat, String loneSurrogate) {
            this(quote, Map.copyOf(named), byCode, codeFormat, loneSurrogate, asciiTable(named));
        }

        /** The named escapes of ASCII characters as an array: literals are written a character at a time. */
        private static String[] asciiTable(Map<Character, String> named) {
            String[] table = new String[128];
            named.forEach((c, escape) -> {
                if (c < 128) {
                    table[c] = escape;
                }
            });
            return table;
        }
    }

    /** The text as a literal of the style, quotes included. */
    public static String quote(String s, Style style) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append(style.quote());
        for (int i = 0; i < s.length(); i++) {
            append(sb, s, i, style);
        }
        return sb.append(style.quote()).toString();
    }

    /** Appends the character at {@code i}, escaped as the style says. */
    public static void append(StringBuilder sb, String s, int i, Style style) {
        char c = s.charAt(i);
        String named = c < 128 ? style.asciiNamed()[c] : style.named().get(c);
        if (named != null) {
            sb.append(named);
        } else if (style.byCode().test(c)) {
            sb.append(String.format(Locale.ROOT, style.codeFormat(), (int) c));
        } else if (style.loneSurrogate() != null && Character.isSurrogate(c) && !pairedSurrogate(s, i)) {
            sb.append(String.format(Locale.ROOT, style.loneSurrogate(), (int) c));
        } else {
            sb.append(c);
        }
    }

    private static boolean pairedSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
