package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.text.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * Java's two line-breaking shapes, at {@link Layout#WIDTH} columns: a list (parameters, arguments) packed
 * greedily with continuation lines indented by eight spaces, never with a trailing comma; and a method chain
 * ({@code RequestSpec.get("/x").pathParams(id).build()}) on one line when it fits, else one call per line.
 */
final class JavaLines {
    /** One level of indentation. */
    static final String IND = "    ";
    /** A continuation line's extra indentation. */
    static final String CONT = IND + IND;

    private JavaLines() {
    }

    /**
     * {@code head}, the items each followed by {@code separator} ({@code ","}, {@code " &&"}, {@code " +"}) but the
     * last, {@code tail}: on one line when it fits, else packed greedily, each continuation line at {@code indent}
     * plus {@link #CONT}.
     */
    static List<String> wrap(String indent, String head, List<String> items, String separator, String tail) {
        List<String> out = new ArrayList<>();
        // sized for a full line: growing builders step by step was a sizeable share of the Java emitter's garbage
        StringBuilder line = new StringBuilder(Layout.WIDTH + 32).append(indent).append(head);
        boolean empty = true;
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i);
            String end = i < items.size() - 1 ? separator : tail;
            int piece = item.length() + end.length();
            if (!empty && line.length() + 1 + piece > Layout.WIDTH) {
                out.add(line.toString());
                line.setLength(0);
                line.append(indent).append(CONT);
            } else if (!empty) {
                line.append(' ');
            }
            line.append(item).append(end);
            empty = false;
        }
        if (items.isEmpty()) {
            line.append(tail);
        }
        out.add(line.toString());
        return out;
    }

    /**
     * A method chain: {@code head}, then each call, then {@code tail}. A call may be a chain itself (a builder
     * passed as an argument). Broken, the head keeps the first line and every call, and the tail, gets a line
     * of its own.
     */
    record Chain(String head, List<Chain> calls, String tail) {
        Chain {
            calls = List.copyOf(calls);
        }

        /** A call that never breaks. */
        static Chain of(String text) {
            return new Chain(text, List.of(), "");
        }

        String flat() {
            StringBuilder sb = new StringBuilder(head);
            calls.forEach(c -> sb.append(c.flat()));
            return sb.append(tail).toString();
        }

        /** The chain at an indentation; {@code broken} forces one call per line. */
        List<String> render(String indent, boolean broken) {
            String flat = flat();
            if (calls.isEmpty() && tail.isEmpty() || !broken && indent.length() + flat.length() <= Layout.WIDTH) {
                return List.of(indent + flat);
            }
            List<String> out = new ArrayList<>();
            out.add(indent + head);
            for (Chain call : calls) {
                out.addAll(call.render(indent + CONT, false));
            }
            if (!tail.isEmpty()) {
                out.add(indent + CONT + tail);
            }
            return out;
        }

        /** The same chain with {@code prefix} before its head and {@code suffix} after its tail. */
        Chain around(String prefix, String suffix) {
            return new Chain(prefix + head, calls, tail + suffix);
        }
    }
}
