package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.text.DocText;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Go doc comments ({@code // text}), written in the canonical form gofmt prints, so gofmt leaves them
 * alone. Since Go 1.19 gofmt reformats doc comments (go/doc/comment): indented lines become code blocks or
 * lists, {@code #  Title} becomes {@code # Title}, an "old-style heading" (a one-line paragraph between
 * paragraphs, capitalised, without most punctuation) becomes {@code # Heading}, a paragraph of link
 * definitions ({@code [text]: url}) moves to the end, and in paragraphs two backquotes become {@code “} and two
 * apostrophes {@code ”} ({@link GoDocText}). Spec text is written as plain paragraphs (leading indentation
 * dropped), and everything else as gofmt would write it: the reformatting is applied until it changes nothing
 * (gofmt's own output is not always stable: a heading can appear once link definitions moved away).
 * Nothing in spec text can end a line comment once line breaks are normalised.
 */
final class GoDocs {
    /**
     * An RST inline literal ({@code ``code``}, as Python projects write): a code span in Go ({@code `code`}), where
     * gofmt would make each pair of backquotes an opening quote ({@code “code“}).
     */
    private static final Pattern RST_LITERAL = Pattern.compile("(?<!`)``([^`]+)``(?!`)");

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
        List<String> lines = new ArrayList<>();
        for (String line : trimmed(text)) {
            lines.addAll(line.length() > WIDTH ? DocText.wrapHanging(line, WIDTH, "") : List.of(line));
        }
        lines = trimmed(lines);
        for (int pass = 0; pass < 10; pass++) {
            List<String> next = reformat(lines);
            if (next.equals(lines)) {
                break;
            }
            lines = next;
        }
        return lines;
    }

    /** Lines without Go's white space at either end, no blank line first or last, no two blank lines together. */
    private static List<String> trimmed(List<String> text) {
        List<String> flat = new ArrayList<>();
        for (String line : text) {
            String stripped = trimSpace(line);
            if (!(stripped.isEmpty() && (flat.isEmpty() || flat.get(flat.size() - 1).isEmpty()))) {
                flat.add(stripped);
            }
        }
        while (!flat.isEmpty() && flat.get(flat.size() - 1).isEmpty()) {
            flat.remove(flat.size() - 1);
        }
        return flat;
    }

    /**
     * One gofmt pass over unindented lines: blocks are the runs of lines between blank lines; a one-line block is a
     * heading when it reads as one; a block of link definitions goes to the end (the used ones first, then the
     * others, each group after a blank line); paragraph text is converted as {@link GoDocText} says.
     */
    static List<String> reformat(List<String> input) {
        List<String> lines = trimmed(input);
        while (!lines.isEmpty() && lines.get(0).isEmpty()) {
            lines.remove(0);
        }
        List<Block> blocks = new ArrayList<>();
        List<GoDocText.LinkDef> defs = new ArrayList<>();
        Map<String, GoDocText.LinkDef> links = new HashMap<>();
        for (int start = 0; start < lines.size(); start++) {
            int end = start;
            while (end < lines.size() && !lines.get(end).isEmpty()) {
                end++;
            }
            List<String> span = lines.subList(start, end);
            if (span.size() == 1 && isHeading(span.get(0))) {
                blocks.add(new Block("# " + trimSpace(span.get(0).substring(1)), false));
            } else if (span.size() == 1 && isOldHeading(lines, start)) {
                blocks.add(new Block("# " + trimSpace(span.get(0)), false));
            } else if (!linkDefinitions(span, defs, links)) {
                String text = String.join("\n", span);
                blocks.add(new Block(text.contains("``") ? RST_LITERAL.matcher(text).replaceAll("`$1`") : text, true));
            }
            start = end;
        }
        List<String> out = new ArrayList<>();
        for (Block block : blocks) {
            if (!out.isEmpty()) {
                out.add("");
            }
            out.addAll(List.of((block.paragraph() ? GoDocText.convert(block.text(), links) : block.text()).split("\n", -1)));
        }
        for (boolean used : new boolean[] {true, false}) {
            List<String> group = defs.stream().filter(d -> d.used == used).map(d -> "[" + d.text + "]: " + d.url).toList();
            if (!group.isEmpty()) {
                out.add("");
                out.addAll(group);
            }
        }
        return out;
    }

    /** A heading (its one line, printed as it is) or a paragraph (its lines joined by line breaks, text to convert). */
    private record Block(String text, boolean paragraph) {
    }

    /** A block whose every line is a link definition: the definitions are recorded (the first of a text is the one used). */
    private static boolean linkDefinitions(List<String> span, List<GoDocText.LinkDef> defs, Map<String, GoDocText.LinkDef> links) {
        List<GoDocText.LinkDef> found = new ArrayList<>();
        for (String line : span) {
            GoDocText.LinkDef def = linkDefinition(line);
            if (def == null) {
                return false;
            }
            found.add(def);
        }
        for (GoDocText.LinkDef def : found) {
            defs.add(def);
            links.putIfAbsent(new String(def.text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1), def);
        }
        return true;
    }

    /** go/doc/comment's link definition line: {@code [text]: scheme://…} with a known scheme. */
    private static GoDocText.LinkDef linkDefinition(String line) {
        int i = line.indexOf("]:");
        if (!line.startsWith("[") || i < 0 || i + 3 >= line.length() || line.charAt(i + 2) != ' ' && line.charAt(i + 2) != '\t') {
            return null;
        }
        String url = trimSpace(line.substring(i + 3));
        int j = url.indexOf("://");
        if (j < 0 || !List.of("file", "ftp", "gopher", "http", "https", "mailto", "nntp").contains(url.substring(0, j))) {
            return null;
        }
        return new GoDocText.LinkDef(line.substring(1, i), url);
    }

    /** Go's strings.TrimSpace: Unicode white space (NBSP, U+2007 and U+202F included) off both ends. */
    static String trimSpace(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(start, end);
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c >= '\t' && c <= '\r' || c == '\u0085' || c == '\u00a0' || c == '\u1680'
                || c >= '\u2000' && c <= '\u200a' || c == '\u2028' || c == '\u2029' || c == '\u202f' || c == '\u205f'
                || c == '\u3000';
    }

    /** go/doc/comment's new-style heading: {@code #} and a blank, then text. */
    private static boolean isHeading(String line) {
        return line.length() >= 2 && line.charAt(0) == '#' && (line.charAt(1) == ' ' || line.charAt(1) == '\t')
                && !trimSpace(line).equals("#");
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
        String line = trimSpace(lines.get(i));
        if (line.isEmpty()) {
            return false;
        }
        int first = line.codePointAt(0);
        int last = line.codePointBefore(line.length());
        if (Character.getType(first) != Character.UPPERCASE_LETTER || !Character.isLetter(last) && !Character.isDigit(last)) {
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
