package dev.sdkgen.codegen.text;

import java.util.List;

/**
 * Lines printed as one value: a template writes {@code {#if view.body}}, {@code {view.bodyText}}, {@code {/if}} where it
 * would loop over the lines (the same output: every line followed by a newline, nothing for none). Each iteration of a
 * Qute loop is a resolution of its own, and a model's body is hundreds of lines: one value per file is cheaper
 * (issue 26, docs/codegen.md "Lines as one value").
 */
public final class Block {
    private Block() {
    }

    /** The lines joined by newlines, without a newline after the last (the template's line end prints it). */
    public static String of(List<String> lines) {
        return String.join("\n", lines);
    }

    /**
     * Groups of lines printed as one value, each group after {@code before} (blank lines between declarations): what
     * {@code {#for group in groups}}, {@code before}'s lines, {@code {#for line in group}} printed, without its last
     * newline (the template's line end prints it; a template prints this inside {@code {#if groups}}).
     */
    public static String groups(List<List<String>> groups, String before) {
        int length = 0;
        for (List<String> group : groups) {
            length += before.length();
            for (String line : group) {
                length += line.length() + 1;
            }
        }
        if (length == 0) {
            return "";
        }
        // sized once: a model's body is tens of kilobytes, and growing the builder step by step was a tenth of the
        // Java emitter's garbage (issue 26)
        StringBuilder out = new StringBuilder(length);
        for (List<String> group : groups) {
            out.append(before);
            for (String line : group) {
                out.append(line).append('\n');
            }
        }
        out.setLength(length - 1);
        return out.toString();
    }
}
