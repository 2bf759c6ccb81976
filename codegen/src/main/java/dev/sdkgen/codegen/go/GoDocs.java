package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.text.DocText;
import java.util.ArrayList;
import java.util.List;

/**
 * Go doc comments ({@code // text}), written in the canonical form gofmt prints, so gofmt leaves them
 * alone. Since Go 1.19 gofmt reformats doc comments: indented lines become code blocks or lists,
 * {@code #  Title} becomes {@code # Title}, and an "old-style heading" (a one-line paragraph between
 * paragraphs, capitalised, without most punctuation) becomes {@code # Heading}. Spec text is written
 * as plain paragraphs: leading indentation is dropped, and headings are written as gofmt would.
 * Nothing in spec text can end a line comment once line breaks are normalised.
 */
final class GoDocs {
    /** Doc lines wrap at this width (Go has no line limit; this keeps comments readable). */
    private static final int WIDTH = 100;

    private GoDocs() {
    }

    /** Comment lines at an indentation; no text gives no lines. */
    static List<String> comment(String indent, List<String> text) {
        List<String> lines = canonical(text);
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            out.add(line.isEmpty() ? indent + "//" : indent + "// " + line);
        }
        return out;
    }

    /** The text as gofmt would keep it: unindented paragraphs, canonical headings, one blank line between blocks. */
    static List<String> canonical(List<String> text) {
        List<String> flat = new ArrayList<>();
        for (String line : text) {
            String stripped = line.strip();
            if (!(stripped.isEmpty() && (flat.isEmpty() || flat.get(flat.size() - 1).isEmpty()))) {
                flat.add(stripped);
            }
        }
        while (!flat.isEmpty() && flat.get(flat.size() - 1).isEmpty()) {
            flat.remove(flat.size() - 1);
        }
        List<String> lines = new ArrayList<>();
        for (String line : flat) {
            lines.addAll(line.length() > WIDTH ? DocText.wrapHanging(line, WIDTH, "") : List.of(line));
        }
        List<String> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            boolean alone = (i == 0 || lines.get(i - 1).isEmpty()) && (i + 1 == lines.size() || lines.get(i + 1).isEmpty());
            if (alone && isHeading(line)) {
                out.add("# " + line.substring(1).strip());
            } else if (isOldHeading(lines, i)) {
                out.add("# " + line);
            } else {
                out.add(line);
            }
        }
        return out;
    }

    /** go/doc/comment's new-style heading: {@code #} and a blank, then text. */
    private static boolean isHeading(String line) {
        return line.length() >= 2 && line.charAt(0) == '#' && (line.charAt(1) == ' ' || line.charAt(1) == '\t')
                && !line.strip().equals("#");
    }

    /**
     * go/doc/comment's old-style heading: a one-line paragraph after a paragraph and before another,
     * starting with an upper-case letter and ending with a letter or digit, with no punctuation but
     * {@code ( ) ,}, an {@code 's} and dots inside words.
     */
    static boolean isOldHeading(List<String> lines, int i) {
        if (i <= 0 || !lines.get(i - 1).isEmpty() || i + 2 >= lines.size() || !lines.get(i + 1).isEmpty()) {
            return false;
        }
        String line = lines.get(i).strip();
        if (line.isEmpty()) {
            return false;
        }
        int first = line.codePointAt(0);
        int last = line.codePointBefore(line.length());
        if (!Character.isLetter(first) || !Character.isUpperCase(first) || !Character.isLetterOrDigit(last)) {
            return false;
        }
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (";:!?+*/=[]{}_^°&§~%#@<\">\\".indexOf(c) >= 0) {
                return false;
            }
            String rest = line.substring(k + 1);
            if (c == '\'' && !(rest.equals("s") || rest.startsWith("s "))) {
                return false;
            }
            if (c == '.' && (rest.isEmpty() || rest.startsWith(" "))) {
                return false;
            }
        }
        return true;
    }
}
