package dev.sdkgen.codegen.text;

import dev.sdkgen.engine.ir.Docs;
import java.util.ArrayList;
import java.util.List;

/**
 * Documentation text from the spec, normalised before any language escapes it: line breaks of every
 * kind ({@code \r\n}, {@code \r}, U+2028, U+2029, U+0085) become {@code \n}, other control characters
 * become spaces, trailing blanks go, and runs of blank lines shrink to one. The result is plain text
 * lines; each emitter escapes them for its comment syntax.
 */
public final class DocText {
    private DocText() {
    }

    /** Summary, a blank line, then the description; empty when the docs are empty. */
    public static List<String> lines(Docs docs) {
        if (docs == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>(lines(docs.summary()));
        List<String> description = lines(docs.description());
        if (!out.isEmpty() && !description.isEmpty()) {
            out.add("");
        }
        out.addAll(description);
        return out;
    }

    /** The text as normalised lines (no leading or trailing blank lines). */
    public static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                out.add(line.toString());
                line.setLength(0);
            } else if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                out.add(line.toString());
                line.setLength(0);
            } else if (c == '\t') {
                line.append("    ");
            } else if (Character.isISOControl(c) || c == '\uFEFF') {
                line.append(' ');
            } else {
                line.append(c);
            }
        }
        out.add(line.toString());
        List<String> result = new ArrayList<>();
        for (String l : out) {
            String stripped = l.stripTrailing();
            if (stripped.isEmpty() && (result.isEmpty() || result.get(result.size() - 1).isEmpty())) {
                continue;
            }
            result.add(stripped);
        }
        while (!result.isEmpty() && result.get(result.size() - 1).isEmpty()) {
            result.remove(result.size() - 1);
        }
        return result;
    }

    /** The first line of the summary, else of the description; null when there is none. */
    public static String headline(Docs docs) {
        List<String> lines = lines(docs);
        return lines.isEmpty() ? null : lines.get(0);
    }

    /** All lines joined with spaces (for one-line contexts such as tables). */
    public static String oneLine(Docs docs) {
        return String.join(" ", lines(docs)).replaceAll(" +", " ").strip();
    }
}
