package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.text.BlockComment;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Docs;
import java.util.ArrayList;
import java.util.List;

/**
 * Javadoc comments. Spec text is HTML text here, escaped so it can neither end the comment nor form a tag,
 * an element or a Unicode escape: {@code &}, {@code <}, {@code >} become entities, {@code @} is
 * {@code &#64;} (no invented block or inline tags), {@code \} is {@code &#92;} (javac reads Unicode escapes
 * even inside comments), and {@code *}{@code /} becomes {@code *&#47;}. Doclint, which the generated pom runs
 * with warnings as errors, then finds nothing to complain about in spec text. A blank line in the text starts
 * a new paragraph ({@code <p>}).
 */
final class JavaDocs {
    private JavaDocs() {
    }

    /** Escapes one line of spec text for a Javadoc comment. */
    static String escape(String line) {
        if (!needsEscape(line)) {
            return line; // most lines: no copy, character by character, of what stays the same (issue 26)
        }
        StringBuilder sb = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '@' -> sb.append("&#64;");
                case '\\' -> sb.append("&#92;");
                case '/' -> sb.append(i > 0 && line.charAt(i - 1) == '*' ? "&#47;" : "/");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    private static boolean needsEscape(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '&' || c == '<' || c == '>' || c == '@' || c == '\\' || (c == '/' && i > 0 && line.charAt(i - 1) == '*')) {
                return true;
            }
        }
        return false;
    }

    /** Spec text in {@code <code>} (names and values as the spec writes them); the empty string shows as {@code ""}. */
    static String code(String text) {
        return "<code>" + (text.isEmpty() ? "\"\"" : escape(text)) + "</code>";
    }

    /** The text of spec docs on one line, escaped; empty when there is none. */
    static String oneLine(Docs docs) {
        return escape(DocText.oneLine(docs));
    }

    /** Spec text lines as Javadoc HTML: each escaped; a line after a blank line starts a paragraph ({@code <p>}). */
    static List<String> html(List<String> plain) {
        List<String> out = new ArrayList<>();
        boolean paragraph = false;
        for (String line : plain) {
            out.add(line.isEmpty() ? "" : (paragraph ? "<p>" : "") + escape(line));
            paragraph = line.isEmpty();
        }
        return out;
    }

    /**
     * A Javadoc block at an indentation: HTML lines (escaped already; long ones wrapped here), then the tags
     * (escaped already). {@code /** text *}{@code /} on one line when it is one short line without tags;
     * nothing when both are empty.
     */
    static List<String> block(String indent, List<String> html, List<String> tags) {
        return wrappedBlock(indent, wrapped(indent, html), tags);
    }

    /** HTML lines wrapped as {@link #block} wraps them at {@code indent}: for a text printed several times (issue 26). */
    static List<String> wrapped(String indent, List<String> html) {
        return DocText.wrap(html, width(indent));
    }

    /** {@link #block} of HTML lines {@link #wrapped} already at the same indentation. */
    static List<String> wrappedBlock(String indent, List<String> wrapped, List<String> tags) {
        int width = width(indent);
        List<String> body = new ArrayList<>(wrapped);
        if (!body.isEmpty() && !tags.isEmpty()) {
            body.add("");
        }
        for (String tag : tags) {
            body.addAll(DocText.wrapHanging(tag, width, "    "));
        }
        return BlockComment.lines(indent, body, tags.isEmpty());
    }

    private static int width(String indent) {
        return Math.max(40, Layout.WIDTH - indent.length() - 3);
    }

    /** Spec docs as Javadoc HTML lines, or the (HTML) {@code fallback} line when the spec has none. */
    static List<String> htmlOr(Docs docs, String fallback) {
        List<String> lines = DocText.lines(docs);
        return lines.isEmpty() ? List.of(fallback) : html(lines);
    }

    /**
     * A member's preamble: a blank line, its Javadoc (with a {@code @deprecated} tag for a property or operation the
     * API deprecates) and the matching {@code @Deprecated} annotation, which javac's {@code dep-ann} lint requires.
     */
    static List<String> member(String indent, List<String> html, List<String> tags, String deprecated, JavaImports imports) {
        return wrappedMember(indent, wrapped(indent, html), tags, deprecated, imports);
    }

    /** {@link #member} of HTML lines {@link #wrapped} already at the same indentation. */
    static List<String> wrappedMember(String indent, List<String> wrapped, List<String> tags, String deprecated, JavaImports imports) {
        List<String> all = new ArrayList<>(tags);
        if (deprecated != null) {
            all.add("@deprecated the API marks this " + deprecated + " as deprecated");
        }
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(wrappedBlock(indent, wrapped, all));
        if (deprecated != null) {
            out.add(indent + "@" + imports.lang("Deprecated"));
        }
        return out;
    }
}
