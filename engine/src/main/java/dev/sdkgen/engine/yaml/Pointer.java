package dev.sdkgen.engine.yaml;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** JSON pointers (RFC 6901): escaping, splitting, joining. The root pointer is the empty string. */
public final class Pointer {
    private Pointer() {
    }

    public static String escape(String token) {
        if (token.indexOf('~') < 0 && token.indexOf('/') < 0) {
            return token;
        }
        return token.replace("~", "~0").replace("/", "~1");
    }

    public static String unescape(String token) {
        if (token.indexOf('~') < 0) {
            return token;
        }
        return token.replace("~1", "/").replace("~0", "~");
    }

    /** {@code parent} + one more token. */
    public static String child(String parent, String token) {
        return parent + "/" + escape(token);
    }

    public static String child(String parent, int index) {
        return parent + "/" + index;
    }

    /** Tokens of a pointer (unescaped); the root gives an empty list. */
    public static List<String> tokens(String pointer) {
        List<String> out = new ArrayList<>();
        if (pointer.isEmpty()) {
            return out;
        }
        if (pointer.charAt(0) != '/') {
            throw new IllegalArgumentException("A JSON pointer starts with '/': " + pointer);
        }
        int start = 1;
        while (true) {
            int slash = pointer.indexOf('/', start);
            String raw = slash < 0 ? pointer.substring(start) : pointer.substring(start, slash);
            if (badEscape(raw)) {
                throw new IllegalArgumentException("Bad escape in JSON pointer: " + pointer);
            }
            out.add(unescape(raw));
            if (slash < 0) {
                return out;
            }
            start = slash + 1;
        }
    }

    /** A {@code ~} not followed by {@code 0} or {@code 1} (the only escapes RFC 6901 has). */
    private static boolean badEscape(String raw) {
        for (int i = raw.indexOf('~'); i >= 0; i = raw.indexOf('~', i + 1)) {
            if (i + 1 >= raw.length() || (raw.charAt(i + 1) != '0' && raw.charAt(i + 1) != '1')) {
                return true;
            }
        }
        return false;
    }

    public static String of(List<String> tokens) {
        StringBuilder sb = new StringBuilder();
        for (String t : tokens) {
            sb.append('/').append(escape(t));
        }
        return sb.toString();
    }

    /** The parent pointer, or null for the root. */
    public static String parent(String pointer) {
        if (pointer.isEmpty()) {
            return null;
        }
        return pointer.substring(0, pointer.lastIndexOf('/'));
    }

    /** The last token (unescaped), or null for the root. */
    public static String last(String pointer) {
        if (pointer.isEmpty()) {
            return null;
        }
        return unescape(pointer.substring(pointer.lastIndexOf('/') + 1));
    }

    /**
     * Decodes a URI fragment ({@code /components/schemas/Pet%20Owner}) into a JSON pointer. Returns null
     * when the fragment is not a valid pointer.
     */
    public static String fromFragment(String fragment) {
        String decoded;
        try {
            decoded = fragment.indexOf('%') >= 0 ? URLDecoder.decode(fragment.replace("+", "%2B"), StandardCharsets.UTF_8)
                    : fragment;
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (!decoded.isEmpty() && decoded.charAt(0) != '/') {
            return null;
        }
        try {
            tokens(decoded);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return decoded;
    }

    /** As a URI fragment with '#', for display: {@code #/paths/~1accounts/get}. */
    public static String display(String pointer) {
        return "#" + pointer;
    }
}
