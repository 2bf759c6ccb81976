package dev.sdkgen.engine.yaml;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;

/**
 * A file's content as kept for finding lines ({@link LineLocator}): its decoded text, or — for a JSON file that
 * {@link SafeLoader#read} parsed straight from its bytes — those UTF-8 bytes, which are then walked by the same byte
 * parser and never decoded (issue 26: GitHub's 13 MB of JSON would be 26 MB of UTF-16 text, decoded for the few
 * diagnostics that need a line).
 */
public final class FileText {
    private final String text;
    private final byte[] json;

    private FileText(String text, byte[] json) {
        this.text = text;
        this.json = json;
    }

    /** Decoded text. */
    public static FileText of(String text) {
        return new FileText(text, null);
    }

    /** The valid UTF-8 bytes of a JSON document that Jackson's byte parser read without error. */
    static FileText json(byte[] utf8) {
        return new FileText(null, utf8);
    }

    /** The text, as {@link SafeLoader#decode} gives it (decoded now when only the bytes were kept). */
    public String text() {
        if (text != null) {
            return text;
        }
        String decoded = new String(json, StandardCharsets.UTF_8);
        return decoded.startsWith("\uFEFF") ? decoded.substring(1) : decoded;
    }

    /** {@link LineLocator#locate}: the same lines from the bytes as from the text. */
    public Map<String, Integer> locate(Collection<String> pointers, Limits limits) {
        return json == null ? LineLocator.locate(text, pointers, limits) : LineLocator.locateJson(json, pointers, limits);
    }
}
