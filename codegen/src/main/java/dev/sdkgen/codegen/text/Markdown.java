package dev.sdkgen.codegen.text;

/**
 * Spec text in README.md and api.md: HTML-significant characters are entities (a description cannot
 * inject markup) and table separators are escaped; code spans use a fence longer than any backtick
 * run inside them.
 */
public final class Markdown {
    private Markdown() {
    }

    /** Plain text for a paragraph or a table cell (one line). */
    public static String text(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '|' -> sb.append("\\|");
                case '\n', '\r' -> sb.append(' ');
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** An inline code span safe inside a table cell. */
    public static String code(String s) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < s.length(); i++) {
            run = s.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        String body = s.replace("|", "\\|").replace('\n', ' ');
        boolean pad = body.startsWith("`") || body.endsWith("`");
        return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence;
    }
}
