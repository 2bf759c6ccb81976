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

    /**
     * The texts normalised last, by text: every language prints the same descriptions, Java four times per method
     * (its plain, raw, async and async-raw views), so most calls find their lines here. Bounded, so that a
     * long-lived worker does not keep every spec's docs.
     */
    private static final int CACHED = 8192;
    private static final java.util.Map<String, List<String>> RECENT = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(CACHED, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(java.util.Map.Entry<String, List<String>> eldest) {
                    return size() > CACHED;
                }
            });

    /** The text as normalised lines (no leading or trailing blank lines); a new list the caller may change. */
    public static List<String> lines(String text) {
        if (text == null) {
            return new ArrayList<>();
        }
        List<String> known = RECENT.get(text);
        if (known == null) {
            known = List.copyOf(normalise(text));
            RECENT.put(text, known);
        }
        return new ArrayList<>(known);
    }

    private static List<String> normalise(String text) {
        List<String> out = new ArrayList<>();
        text = fromHtml(text);
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

    private static final java.util.regex.Pattern LIST_MARKER = java.util.regex.Pattern.compile("^([-*+]|\\d+[.)])\\s+");
    private static final java.util.regex.Pattern HTML_TAG = java.util.regex.Pattern.compile(
            "(?i)</?(p|code|a|br|strong|b|em|i|ul|ol|li)(\\s[^<>]*)?/?>");
    private static final java.util.regex.Pattern LINK = java.util.regex.Pattern.compile(
            "(?is)<a\\s[^<>]*?href=\"([^\"]*)\"[^<>]*>(.*?)</a>");

    /**
     * Descriptions written in HTML (Stripe's are) become the Markdown-ish plain text the rest of the
     * docs use: paragraphs, {@code `code`}, {@code [text](url)}, {@code **bold**}, list items, basic
     * entities. Only a small set of tags is converted, and only when the text uses them; anything else
     * stays as written (and is escaped for its comment syntax later).
     */
    static String fromHtml(String text) {
        if (!HTML_TAG.matcher(text).find()) {
            return text;
        }
        String s = text.replaceAll("(?is)</p>\\s*<p(\\s[^<>]*)?>", "\n\n");
        s = s.replaceAll("(?i)</?p(\\s[^<>]*)?>", "\n\n");
        s = s.replaceAll("(?i)<br\\s*/?>", "\n");
        s = s.replaceAll("(?i)</?(ul|ol)(\\s[^<>]*)?>", "\n");
        s = s.replaceAll("(?i)<li(\\s[^<>]*)?>\\s*", "\n- ");
        s = s.replaceAll("(?i)</li>", "");
        s = s.replaceAll("(?i)</?code>", "`");
        s = s.replaceAll("(?i)</?(strong|b)>", "**");
        s = s.replaceAll("(?i)</?(em|i)>", "_");
        s = LINK.matcher(s).replaceAll(m -> java.util.regex.Matcher.quoteReplacement("[" + m.group(2) + "](" + m.group(1) + ")"));
        s = s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&nbsp;", " ")
                .replace("&amp;", "&");
        return s.replaceAll("[ \t]*\n[ \t]*\n[\\s]*", "\n\n").strip();
    }

    /**
     * Wraps long prose lines at word boundaries to {@code width} columns. Lines inside fenced code
     * blocks, indented code, table rows and lines without spaces stay as they are; a list item's
     * continuation is indented under its text.
     */
    public static List<String> wrap(List<String> lines, int width) {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String line : lines) {
            String trimmed = line.stripLeading();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                fenced = !fenced;
                out.add(line);
                continue;
            }
            if (fenced || line.length() <= width || line.startsWith("    ") || trimmed.startsWith("|")) {
                out.add(line);
                continue;
            }
            String lead = line.substring(0, line.length() - trimmed.length());
            java.util.regex.Matcher marker = LIST_MARKER.matcher(trimmed);
            String hang = lead + (marker.find() ? " ".repeat(marker.end()) : "");
            out.addAll(wrapHanging(line, width, hang));
        }
        return out;
    }

    /**
     * Wraps one line; continuation lines start with {@code hang}. The words are the stripped line's runs of non-spaces,
     * appended from the line itself rather than cut out first (issue 26: wrapping was the largest part of the doc
     * comments, which are a fifth of the emitters' work on GitHub's spec).
     */
    public static List<String> wrapHanging(String line, int width, String hang) {
        List<String> out = new ArrayList<>();
        String stripped = line.strip();
        String lead = line.substring(0, line.length() - line.stripLeading().length());
        StringBuilder current = new StringBuilder(Math.max(width, lead.length()) + 16).append(lead);
        boolean empty = true;
        int n = stripped.length();
        int start = 0;
        int end;
        do {
            int space = stripped.indexOf(' ', start);
            end = space < 0 ? n : space;
            if (!empty && current.length() + 1 + (end - start) > width) {
                out.add(current.toString());
                current.setLength(0);
                current.append(hang);
                empty = true;
            }
            if (!empty) {
                current.append(' ');
            }
            current.append(stripped, start, end);
            empty = false;
            start = end + 1;
            while (start < n && stripped.charAt(start) == ' ') {
                start++;
            }
        } while (end < n);
        out.add(current.toString());
        return out;
    }

    /** The first line of the summary, else of the description; null when there is none. */
    public static String headline(Docs docs) {
        List<String> lines = lines(docs);
        return lines.isEmpty() ? null : lines.get(0);
    }

    /** All lines joined with spaces (for one-line contexts such as tables). */
    public static String oneLine(Docs docs) {
        String joined = String.join(" ", lines(docs));
        // String.replaceAll compiles its pattern on every call; most texts have no run of spaces at all (issue 26).
        return (joined.contains("  ") ? SPACES.matcher(joined).replaceAll(" ") : joined).strip();
    }

    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile(" +");
}
