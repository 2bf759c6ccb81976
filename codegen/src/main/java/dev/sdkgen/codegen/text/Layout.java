package dev.sdkgen.codegen.text;

import java.util.ArrayList;
import java.util.List;

/**
 * A tiny pretty-printer for bracketed lists (parameter lists, call arguments, object literals, import
 * lists): a group is printed on one line when it fits the width, otherwise with one item per line and
 * a trailing comma, the way prettier and black lay code out. Groups nest; an inner group breaks only
 * when it does not fit on its own line. Language-neutral: each emitter chooses the brackets.
 */
public final class Layout {

    /** Line width of generated code (prettier/black settings of the Stainless-style SDKs). */
    public static final int WIDTH = 120;

    private Layout() {
    }

    /** A piece of code. */
    public sealed interface Node permits Text, Group {
        /** The one-line form. */
        String flat();
    }

    /** Code that never breaks. */
    public record Text(String text) implements Node {
        @Override
        public String flat() {
            return text;
        }
    }

    /**
     * {@code open item, item close}. {@code spaced} puts a space inside the brackets of the one-line
     * form ({@code { a, b }}); {@code trailingComma} adds a comma after the last item of the broken form.
     */
    public record Group(String open, List<Node> items, String close, boolean spaced, boolean trailingComma)
            implements Node {
        public Group {
            items = List.copyOf(items);
        }

        @Override
        public String flat() {
            if (items.isEmpty()) {
                return open + close;
            }
            StringBuilder sb = new StringBuilder(open);
            if (spaced) {
                sb.append(' ');
            }
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(items.get(i).flat());
            }
            if (spaced) {
                sb.append(' ');
            }
            return sb.append(close).toString();
        }
    }

    public static Text text(String text) {
        return new Text(text);
    }

    /** A call or parameter list: {@code open(a, b)close}, broken with a trailing comma. */
    public static Group list(String open, List<? extends Node> items, String close) {
        return new Group(open, List.copyOf(items), close, false, true);
    }

    /** An object literal or brace list: {@code open{ a, b }close}. */
    public static Group braces(String open, List<? extends Node> items, String close) {
        return new Group(open, List.copyOf(items), close, true, true);
    }

    /** Texts as nodes. */
    public static List<Node> texts(List<String> texts) {
        List<Node> nodes = new ArrayList<>(texts.size());
        for (String t : texts) {
            nodes.add(new Text(t));
        }
        return nodes;
    }

    /** Renders a node at an indentation; every line is prefixed with {@code indent}. */
    public static List<String> render(Node node, String indent, String step) {
        List<String> out = new ArrayList<>();
        render(node, indent, step, "", out);
        return out;
    }

    private static void render(Node node, String indent, String step, String suffix, List<String> out) {
        String flat = node.flat();
        if (node instanceof Text || indent.length() + flat.length() + suffix.length() <= WIDTH || !(node instanceof Group)) {
            out.add(indent + flat + suffix);
            return;
        }
        Group g = (Group) node;
        if (g.items().isEmpty()) {
            out.add(indent + flat + suffix);
            return;
        }
        out.add(indent + g.open());
        String inner = indent + step;
        for (int i = 0; i < g.items().size(); i++) {
            boolean last = i == g.items().size() - 1;
            render(g.items().get(i), inner, step, last && !g.trailingComma() ? "" : ",", out);
        }
        out.add(indent + g.close() + suffix);
    }
}
