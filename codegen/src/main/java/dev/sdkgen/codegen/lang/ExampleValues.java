package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.text.Layout;
import java.util.ArrayList;
import java.util.List;

/** Prints {@link ExampleValue}s as layout nodes in a language's {@link LiteralSyntax}. */
public final class ExampleValues {
    private ExampleValues() {
    }

    public static Layout.Node print(ExampleValue v, LiteralSyntax syntax) {
        if (v instanceof ExampleValue.Str s) {
            return Layout.text(syntax.string().apply(s.value()));
        }
        if (v instanceof ExampleValue.Num n) {
            return Layout.text(n.literal());
        }
        if (v instanceof ExampleValue.Bool b) {
            return Layout.text(b.value() ? syntax.trueValue() : syntax.falseValue());
        }
        if (v instanceof ExampleValue.Null) {
            return Layout.text(syntax.nullValue());
        }
        if (v instanceof ExampleValue.File) {
            return Layout.text(syntax.file());
        }
        if (v instanceof ExampleValue.TextFile f) {
            return Layout.text(syntax.textFile().apply(f.text()));
        }
        if (v instanceof ExampleValue.Bytes) {
            return Layout.text(syntax.bytes());
        }
        if (v instanceof ExampleValue.Arr a) {
            List<Layout.Node> items = new ArrayList<>();
            for (ExampleValue item : a.items()) {
                items.add(print(item, syntax));
            }
            return new Layout.Group(syntax.arrayOpen().apply(a), items, syntax.arrayClose(), false, true);
        }
        ExampleValue.Obj o = (ExampleValue.Obj) v;
        List<Layout.Node> entries = new ArrayList<>();
        o.fields().forEach((name, value) -> entries.add(prefixed(syntax.entryPrefix().apply(o, name), print(value, syntax))));
        return new Layout.Group(syntax.objectOpen().apply(o), entries, syntax.objectClose(), syntax.spaced(), true);
    }

    /** {@code prefix} before a node: joined to a group's opening bracket so the group can still break. */
    public static Layout.Node prefixed(String prefix, Layout.Node node) {
        return node instanceof Layout.Group g ? new Layout.Group(prefix + g.open(), g.items(), g.close(), g.spaced(), g.trailingComma())
                : Layout.text(prefix + node.flat());
    }

    /** {@code suffix} after a node ({@code ;}): joined to a group's closing bracket. */
    public static Layout.Node suffixed(Layout.Node node, String suffix) {
        return node instanceof Layout.Group g ? new Layout.Group(g.open(), g.items(), g.close() + suffix, g.spaced(), g.trailingComma())
                : Layout.text(node.flat() + suffix);
    }

    /** The value as JSON text (for languages that build values of unknown shape by parsing JSON). */
    public static String json(ExampleValue v) {
        if (v instanceof ExampleValue.Str s) {
            return com.fasterxml.jackson.databind.node.TextNode.valueOf(s.value()).toString();
        }
        if (v instanceof ExampleValue.Num n) {
            return n.literal();
        }
        if (v instanceof ExampleValue.Bool b) {
            return String.valueOf(b.value());
        }
        if (v instanceof ExampleValue.Arr a) {
            return "[" + String.join(",", a.items().stream().map(ExampleValues::json).toList()) + "]";
        }
        if (v instanceof ExampleValue.Obj o) {
            List<String> entries = new ArrayList<>();
            o.fields().forEach((k, f) -> entries.add(com.fasterxml.jackson.databind.node.TextNode.valueOf(k) + ":" + json(f)));
            return "{" + String.join(",", entries) + "}";
        }
        return "null";
    }
}
