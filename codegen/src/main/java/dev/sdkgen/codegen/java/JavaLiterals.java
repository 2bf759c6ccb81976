package dev.sdkgen.codegen.java;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.lang.LiteralSyntax;
import dev.sdkgen.codegen.lang.ScalarLiterals;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Escaper;
import java.util.Map;

/**
 * Java literals and the pom's XML text. Strings are double-quoted with {@code \}, {@code "} and line breaks
 * escaped; other control characters use <em>octal</em> escapes, never {@code \u0000}: javac turns Unicode
 * escapes into characters before it reads the literal, so {@code \u000a} would end the line inside it.
 * A backslash is always doubled, so no spec text can form a Unicode escape of its own.
 */
final class JavaLiterals {
    private JavaLiterals() {
    }

    /** Double-quoted Java strings. */
    private static final Escaper.Style STRING = new Escaper.Style('"', Map.of('\\', "\\\\", '"', "\\\"", '\n', "\\n",
            '\r', "\\r", '\t', "\\t", '\b', "\\b", '\f', "\\f"), c -> c < 0x20 || c == 0x7f, "\\%03o", "\\u%04x");

    /** How README snippets write values; only strings and scalars are printed through it (see {@link JavaExamples}). */
    static final LiteralSyntax LITERALS = new LiteralSyntax(JavaLiterals::string, "true", "false", "null",
            "UploadFile.of(Path.of(\"file.txt\"))", "UploadFile.of(Path.of(\"file.bin\"))",
            text -> "UploadFile.ofText(" + string(text) + ")", a -> "List.of(", ")",
            o -> "Map.of(", ")", false, (o, name) -> string(name) + ", ");

    static String string(String s) {
        return Escaper.quote(s, STRING);
    }

    /** A JSON scalar as a Java literal of its boxed type ({@code "a"}, {@code 1L}, {@code 1.5}, {@code true}); null for others. */
    static String scalar(JsonNode value) {
        String literal = ScalarLiterals.of(value, LITERALS, true);
        if (literal == null || value == null || !value.isNumber()) {
            return literal;
        }
        return value.isIntegralNumber() ? literal + "L" : literal.contains(".") ? literal : literal + ".0";
    }

    /**
     * Text for an element of the pom: one line, XML-escaped, and {@code ${} broken up as {@code $ {} because
     * Maven interpolates {@code ${...}} in every element of a pom (a description could otherwise read properties).
     */
    static String xml(String text) {
        String line = DocText.oneLine(dev.sdkgen.engine.ir.Docs.of(text, null));
        StringBuilder sb = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                case '$' -> sb.append(i + 1 < line.length() && line.charAt(i + 1) == '{' ? "$ " : "$");
                default -> sb.append(Character.isSurrogate(c) && !validPair(line, i) ? '\uFFFD' : c);
            }
        }
        return sb.toString();
    }

    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
