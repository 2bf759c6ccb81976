package dev.sdkgen.codegen.go;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.text.Escaper;
import java.util.Map;

/**
 * Go literals. Strings are interpreted string literals: backslash, quote and line breaks escaped,
 * control characters, DEL and U+FEFF (which the compiler refuses inside a source file) as {@code \\u};
 * an unpaired surrogate, which no Go string can hold, becomes U+FFFD. Struct tags are raw strings of
 * {@code key:"value"} pairs; a value that cannot be written there is refused by {@link #isTagValue}.
 */
final class GoLiterals {
    private GoLiterals() {
    }

    private static final Escaper.Style STRING = new Escaper.Style('"', Map.of('\\', "\\\\", '"', "\\\"", '\n', "\\n",
            '\r', "\\r", '\t', "\\t"), c -> c < 0x20 || c == 0x7f || c == 0xfeff, "\\u%04x", "\\ufffd");

    static String string(String s) {
        return Escaper.quote(s, STRING);
    }

    /**
     * Whether a wire name can be a struct tag value that encoding/json (and the runtime's query and
     * header tags) read back as written: not empty, letters, digits, spaces and the punctuation
     * encoding/json allows in a tag name; no quote, backslash, comma or backquote.
     */
    static boolean isTagValue(String name) {
        if (name.isEmpty()) {
            return false;
        }
        return name.codePoints().allMatch(c -> Character.isLetterOrDigit(c) || "!#$%&()*+-./:;<=>?@[]^_{|}~ ".indexOf(c) >= 0);
    }

    /** A struct tag: {@code `json:"name"`}. */
    static String tag(String key, String value) {
        return "`" + key + ":\"" + value + "\"`";
    }

    /** A JSON scalar (an enum value) as a Go constant; null when it has no constant form. */
    static String constant(JsonNode value) {
        if (value == null || value.isNull() || value.isContainerNode()) {
            return null;
        }
        if (value.isTextual()) {
            return string(value.asText());
        }
        if (value.isBoolean()) {
            return String.valueOf(value.asBoolean());
        }
        if (value.isIntegralNumber()) {
            return value.bigIntegerValue().toString();
        }
        return Double.isFinite(value.asDouble()) ? value.decimalValue().stripTrailingZeros().toPlainString() : null;
    }
}
