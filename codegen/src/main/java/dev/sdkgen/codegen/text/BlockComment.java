package dev.sdkgen.codegen.text;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code /** … *}{@code /} doc comment (JSDoc, Javadoc) around lines that are already escaped for it:
 * one line when allowed and it fits {@link Layout#WIDTH}, else one {@code  * } line per body line. No body
 * gives no lines.
 */
public final class BlockComment {
    private BlockComment() {
    }

    public static List<String> lines(String indent, List<String> body, boolean oneLine) {
        List<String> out = new ArrayList<>();
        if (body.isEmpty()) {
            return out;
        }
        if (oneLine && body.size() == 1 && indent.length() + body.get(0).length() + 7 <= Layout.WIDTH) {
            out.add(indent + "/** " + body.get(0) + " */");
            return out;
        }
        out.add(indent + "/**");
        for (String line : body) {
            out.add(line.isEmpty() ? indent + " *" : indent + " * " + line);
        }
        out.add(indent + " */");
        return out;
    }
}
