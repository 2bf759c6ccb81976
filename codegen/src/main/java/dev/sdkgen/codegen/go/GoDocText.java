package dev.sdkgen.codegen.go;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;

/**
 * What gofmt does to the text of a doc comment's paragraph (go/doc/comment since Go 1.19), reproduced on the
 * paragraph's UTF-8 bytes because gofmt works on bytes: two backquotes become {@code “} and two apostrophes
 * {@code ”} — except inside a run of three or more backquotes (Markdown fences) and inside a URL it links — and a
 * bracketed link reference ({@code [text]} of a link definition, or a doc link such as {@code [json]} or
 * {@code [a/b]}) splits the text where gofmt splits it. The splits matter: gofmt's skip over a backquote run
 * counts from the start of the piece it is in. {@link #convert} gives the paragraph as gofmt prints it and marks
 * the link definitions it uses.
 */
final class GoDocText {
    /** Single-element import paths of the standard library, which gofmt links as {@code [name]} (Go 1.26). */
    private static final Set<String> STD = Set.of("bufio", "bytes", "cmp", "context", "crypto", "embed", "encoding",
            "errors", "expvar", "flag", "fmt", "hash", "html", "image", "io", "iter", "log", "maps", "math", "mime", "net",
            "os", "path", "plugin", "reflect", "regexp", "runtime", "slices", "sort", "strconv", "strings", "structs", "sync",
            "syscall", "testing", "time", "unicode", "unique", "unsafe", "weak");
    private static final Set<String> SCHEMES = Set.of("file", "ftp", "gopher", "http", "https", "mailto", "nntp");
    private static final byte[] OPEN_QUOTE = "\u201c".getBytes(StandardCharsets.UTF_8);
    private static final byte[] CLOSE_QUOTE = "\u201d".getBytes(StandardCharsets.UTF_8);

    private GoDocText() {
    }

    /** A link definition of the comment ({@code [text]: url}); {@code used} once a paragraph refers to it. */
    static final class LinkDef {
        final String text;
        final String url;
        boolean used;

        LinkDef(String text, String url) {
            this.text = text;
            this.url = url;
        }
    }

    /** The paragraph as gofmt prints it; {@code links} maps a definition's text (bytes as Latin-1) to its first definition. */
    static String convert(String paragraph, Map<String, LinkDef> links) {
        byte[] text = paragraph.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int wrote = 0;
        int start = -1;
        ByteArrayOutputStream key = new ByteArrayOutputStream();
        for (int i = 0; i < text.length; i++) {
            byte c = text[i] == '\n' || text[i] == '\t' ? (byte) ' ' : text[i];
            if (c == '[') {
                start = i;
            } else if (c == ']') {
                if (start >= 0) {
                    LinkDef def = links.get(key.toString(StandardCharsets.ISO_8859_1));
                    if (def != null || docLink(text, start, i)) {
                        if (def != null) {
                            def.used = true;
                        }
                        plain(text, wrote, start, true, out);
                        out.write('[');
                        plain(text, start + 1, i, false, out);
                        out.write(']');
                        wrote = i + 1;
                    }
                }
                start = -1;
                key.reset();
            }
            if (start >= 0 && i != start) {
                key.write(c);
            }
        }
        plain(text, wrote, text.length, true, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** gofmt's conversion of plain text {@code s[from, to)}: quotes, with URLs and identifiers skipped when {@code autoLink}. */
    private static void plain(byte[] all, int from, int to, boolean autoLink, ByteArrayOutputStream out) {
        byte[] s = java.util.Arrays.copyOfRange(all, from, to);
        int i = 0;
        while (i < s.length) {
            int skip = autoLink ? Math.max(urlLength(s, i), identLength(s, i)) : 0;
            if (skip > 0) {
                out.write(s, i, skip);
                i += skip;
            } else if (at(s, i, '`') && at(s, i + 1, '`') && at(s, i + 2, '`')) {
                // gofmt steps over the run, testing the bytes from its own start at offsets counted from the
                // text's start: i < len(t) && t[i] == '`' with t = s[start:].
                int begin = i;
                i += 3;
                while (i < s.length - begin && s[begin + i] == '`') {
                    i++;
                }
                out.write(s, begin, i - begin);
            } else if (at(s, i, '`') && at(s, i + 1, '`')) {
                out.writeBytes(OPEN_QUOTE);
                i += 2;
            } else if (at(s, i, '\'') && at(s, i + 1, '\'')) {
                out.writeBytes(CLOSE_QUOTE);
                i += 2;
            } else {
                out.write(s[i]);
                i++;
            }
        }
    }

    private static boolean at(byte[] s, int i, char c) {
        return i < s.length && s[i] == c;
    }

    /** A Go identifier at {@code i} ({@code [\pL_][\pL_0-9]*}), which gofmt steps over whole; 0 if none. */
    static int identLength(byte[] s, int i) {
        int n = i;
        while (n < s.length) {
            int b = s[n] & 0xff;
            if (b < 0x80) {
                if (b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || n > i && b >= '0' && b <= '9') {
                    n++;
                    continue;
                }
                break;
            }
            String rest = new String(s, n, Math.min(4, s.length - n), StandardCharsets.UTF_8);
            int cp = rest.codePointAt(0);
            if (cp == 0xFFFD || !Character.isLetter(cp)) {
                break;
            }
            n += new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
        }
        return n - i;
    }

    /** The URL gofmt links at {@code i} (scheme://host then the longest path it accepts); 0 if none. */
    static int urlLength(byte[] s, int from) {
        int len = s.length - from;
        if (len < 7) {
            return 0;
        }
        int i = s[from + 3] == ':' ? 3 : s[from + 4] == ':' ? 4 : s[from + 5] == ':' ? 5 : s[from + 6] == ':' ? 6 : -1;
        if (i < 0 || i + 3 > len || s[from + i + 1] != '/' || s[from + i + 2] != '/'
                || !SCHEMES.contains(new String(s, from, i, StandardCharsets.ISO_8859_1))) {
            return 0;
        }
        i += 3;
        if (i >= len || !isHost(s[from + i]) || isPunct(s[from + i])) {
            return 0;
        }
        i++;
        int end = i;
        for (; i < len && isHost(s[from + i]); i++) {
            if (!isPunct(s[from + i])) {
                end = i + 1;
            }
        }
        return pathEnd(s, from, end);
    }

    /** The end of the URL's path from {@code i}: brackets only when they match, punctuation not at the end. */
    private static int pathEnd(byte[] s, int from, int i) {
        int len = s.length - from;
        StringBuilder stack = new StringBuilder();
        int end = i;
        for (; i < len; i++) {
            byte c = s[from + i];
            if (isPunct(c)) {
                continue;
            }
            if (!isPath(c)) {
                break;
            }
            if (c == '(' || c == '{' || c == '[') {
                stack.append(c == '(' ? ')' : c == '{' ? '}' : ']');
            } else if (c == ')' || c == '}' || c == ']') {
                if (stack.length() == 0 || stack.charAt(stack.length() - 1) != c) {
                    break;
                }
                stack.setLength(stack.length() - 1);
            }
            if (stack.length() == 0) {
                end = i + 1;
            }
        }
        return end;
    }

    private static boolean isHost(byte c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || "_@-.[]:".indexOf(c) >= 0 && c > 0;
    }

    private static boolean isPunct(byte c) {
        return c > 0 && ".,:;?!".indexOf(c) >= 0;
    }

    private static boolean isPath(byte c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c > 0 && "$'()*+&#=@~_/-[]{}%".indexOf(c) >= 0;
    }

    /**
     * Whether {@code text[start+1, end)} is a doc link gofmt recognises without knowing the package: it stands between
     * punctuation or spaces, and names a standard package with a single-element path ({@code [json]},
     * {@code [io.Reader]}) or an import path with a slash ({@code [a/b]}).
     */
    private static boolean docLink(byte[] text, int start, int end) {
        if (start > 0 && !linkBoundary(new String(text, 0, start, StandardCharsets.UTF_8), false)
                || end + 1 < text.length && !linkBoundary(new String(text, end + 1, text.length - end - 1,
                        StandardCharsets.UTF_8), true)) {
            return false;
        }
        String name = new String(text, start + 1, end - start - 1, StandardCharsets.UTF_8);
        name = name.startsWith("*") ? name.substring(1) : name;
        String[] split = splitName(name);
        String pkg = split == null ? name : splitName(split[0]) == null ? split[0] : splitName(split[0])[0];
        if (pkg.isEmpty()) {
            return false;
        }
        return pkg.contains("/") ? validImportPath(pkg) : STD.contains(pkg);
    }

    private static boolean linkBoundary(String side, boolean first) {
        int cp = first ? side.codePointAt(0) : side.codePointBefore(side.length());
        return cp == ' ' || cp == '\t' || cp == '\n' || isPunctuation(cp);
    }

    /** Go's unicode.IsPunct: the general categories P*. */
    static boolean isPunctuation(int cp) {
        return switch (Character.getType(cp)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                    Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                    Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }

    /** {@code before.Name} with a capitalised Go identifier as Name: {before, Name}; else null. */
    private static String[] splitName(String text) {
        int dot = text.lastIndexOf('.');
        String name = text.substring(dot + 1);
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        if (name.isEmpty() || identLength(bytes, 0) != bytes.length
                || Character.getType(name.codePointAt(0)) != Character.UPPERCASE_LETTER) {
            return null;
        }
        return new String[] {dot >= 0 ? text.substring(0, dot) : "", name};
    }

    /** golang.org/x/mod's import path check, as go/doc/comment applies it. */
    private static boolean validImportPath(String path) {
        if (path.isEmpty() || path.startsWith("-") || path.contains("//") || path.endsWith("/")) {
            return false;
        }
        for (String elem : path.split("/", -1)) {
            if (elem.isEmpty() || elem.startsWith(".") || elem.endsWith(".")) {
                return false;
            }
            for (int k = 0; k < elem.length(); k++) {
                char c = elem.charAt(k);
                if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || "-.~_+".indexOf(c) >= 0)) {
                    return false;
                }
            }
        }
        return true;
    }
}
