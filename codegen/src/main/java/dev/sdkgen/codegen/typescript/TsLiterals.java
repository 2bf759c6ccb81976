package dev.sdkgen.codegen.typescript;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.lang.ScalarLiterals;
import dev.sdkgen.codegen.text.Escaper;
import java.util.Map;

/**
 * TypeScript literals. Strings are single-quoted with every character that could end the literal,
 * the line or the file escaped ({@code \}, {@code '}, line terminators including U+2028/U+2029,
 * control characters). Generated code never puts spec text into template literals, so {@code `} and
 * {@code $}{@code {} are inert; they are escaped anyway so a literal can be pasted anywhere.
 */
final class TsLiterals {
    private TsLiterals() {
    }

    /** Single-quoted TypeScript strings: safe in any source position (also inside template literals). */
    private static final Escaper.Style STRING = new Escaper.Style('\'', Map.of('\\', "\\\\", '\'', "\\'", '\n', "\\n",
            '\r', "\\r", '\t', "\\t", '`', "\\`", '$', "\\$", '\u2028', "\\u2028", '\u2029', "\\u2029"),
            c -> c < 0x20 || c == 0x7f || c >= 0x80 && c < 0xa0, "\\u%04x", "\\u%04x");

    /** JSON strings (package.json). */
    private static final Escaper.Style JSON = new Escaper.Style('"', Map.of('"', "\\\"", '\\', "\\\\", '\n', "\\n",
            '\r', "\\r", '\t', "\\t"), c -> c < 0x20 || c == '\u2028' || c == '\u2029', "\\u%04x", null);

    static String string(String s) {
        return Escaper.quote(s, STRING);
    }

    /**
     * A JSON scalar as a TypeScript literal (also usable as a literal type); null for values that have
     * no literal form (objects, arrays).
     */
    static String json(JsonNode value) {
        return ScalarLiterals.of(value, TsExamples.LITERALS, true);
    }

    /** A JSON string value for package.json and similar files. */
    static String jsonString(String s) {
        return Escaper.quote(s, JSON);
    }
}
