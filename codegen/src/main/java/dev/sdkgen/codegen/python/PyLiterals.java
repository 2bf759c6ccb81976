package dev.sdkgen.codegen.python;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.lang.ScalarLiterals;
import dev.sdkgen.codegen.text.Escaper;
import java.util.Map;

/**
 * Python literals. Strings are double-quoted with backslashes, quotes, line breaks and control
 * characters escaped. Docstrings keep text readable but can never be closed early: backslashes are
 * doubled (no escape sequence in spec text takes effect) and quotes are escaped wherever three meet or
 * one would touch the closing {@code """}.
 */
final class PyLiterals {
    private PyLiterals() {
    }

    /** Double-quoted Python strings. */
    private static final Escaper.Style STRING = new Escaper.Style('"', Map.of('\\', "\\\\", '"', "\\\"", '\n', "\\n",
            '\r', "\\r", '\t', "\\t"), c -> c < 0x20 || c == 0x7f, "\\x%02x", "\\u%04x");

    /** Docstring text: like strings, except that quotes are handled by {@link #docstringText}. */
    private static final Escaper.Style DOCSTRING = new Escaper.Style('"', Map.of('\\', "\\\\"), c -> c < 0x20 || c == 0x7f,
            "\\x%02x", "\\u%04x");

    /** TOML basic strings (pyproject.toml). */
    private static final Escaper.Style TOML = new Escaper.Style('"', Map.of('\\', "\\\\", '"', "\\\"", '\n', "\\n",
            '\r', "\\r", '\t', "\\t"), c -> c < 0x20 || c == 0x7f, "\\u%04x", null);

    static String string(String s) {
        return Escaper.quote(s, STRING);
    }

    /** One docstring line's text (the docstring's quotes are added by {@link PyDocs}). */
    static String docstringText(String s, boolean last) {
        StringBuilder sb = new StringBuilder(s.length());
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '"') {
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
                Escaper.append(sb, s, i, DOCSTRING);
            }
        }
        return sb.toString();
    }

    /** A JSON scalar as a Python literal usable inside {@code Literal[...]}; null when it has none (floats, objects). */
    static String literal(JsonNode value) {
        return ScalarLiterals.of(value, PyExamples.LITERALS, false);
    }

    /** A TOML basic string (pyproject.toml). */
    static String toml(String s) {
        return Escaper.quote(s, TOML);
    }
}
