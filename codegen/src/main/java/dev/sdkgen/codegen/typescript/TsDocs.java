package dev.sdkgen.codegen.typescript;

import java.util.ArrayList;
import java.util.List;

/**
 * JSDoc comments. Spec text is plain text here: {@code *}{@code /} is broken up as {@code *\/} so it
 * cannot close the comment, and {@code @} at the start of a line is escaped so a description cannot
 * invent tags. Line terminators were normalised by {@link dev.sdkgen.codegen.text.DocText} (a U+2028
 * in a comment is harmless, but in a line comment it would end it, so spec text never goes there).
 */
final class TsDocs {
    private TsDocs() {
    }

    /** Escapes one line of text for a block comment. */
    static String escape(String line) {
        String s = line.replace("*/", "*\\/");
        if (s.startsWith("@")) {
            s = "\\" + s;
        }
        return s;
    }

    /**
     * A JSDoc block at an indentation: one line {@code /** text *}{@code /} when the text is one short
     * line and there are no tags, else a multi-line block. Empty text and no tags → no lines.
     *
     * @param text plain text lines (already normalised)
     * @param tags tag lines ({@code @deprecated}, {@code @param x ...}), already escaped
     */
    static List<String> block(String indent, List<String> text, List<String> tags) {
        return block(indent, text, tags, false);
    }

    /** Like {@link #block(String, List, List)}; {@code compact} allows the one-line form (for properties). */
    static List<String> block(String indent, List<String> text, List<String> tags, boolean compact) {
        int width = Math.max(40, dev.sdkgen.codegen.text.Layout.WIDTH - indent.length() - 3);
        List<String> body = new ArrayList<>();
        for (String line : dev.sdkgen.codegen.text.DocText.wrap(text, width)) {
            body.add(escape(line));
        }
        if (!body.isEmpty() && !tags.isEmpty()) {
            body.add("");
        }
        for (String tag : tags) {
            body.addAll(dev.sdkgen.codegen.text.DocText.wrapHanging(tag, width, "  "));
        }
        return dev.sdkgen.codegen.text.BlockComment.lines(indent, body, compact);
    }
}
