package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Walks what two surfaces have in common. */
final class Pairs {
    private Pairs() {
    }

    /** Each key both maps have, with its two values, in key order. */
    static <V> void common(Map<String, V> old, Map<String, V> now, Both<V> each) {
        old.forEach((k, v) -> {
            V n = now.get(k);
            if (n != null) {
                each.accept(k, v, n);
            }
        });
    }

    /** A key with its old and new value. */
    @FunctionalInterface
    interface Both<V> {
        void accept(String key, V old, V now);
    }

    /** Each object type both surfaces have (as objects), with its key. */
    static void objects(Surface old, Surface now, ObjectPair each) {
        old.types().forEach((k, o) -> {
            Surface.TypeSurface n = now.types().get(k);
            if (n != null && o.kind().equals("object") && n.kind().equals("object")) {
                each.accept(k, o, n);
            }
        });
    }

    /** The pointer of a property of a type, when the type has one. */
    static String field(Surface.TypeSurface type, String field) {
        return type.pointer() == null ? null : type.pointer() + "/properties/" + field.replace("~", "~0").replace("/", "~1");
    }

    /**
     * Members of a list that are gone (major: {@code removed} says why) or new (minor: {@code added}), named
     * {@code <owner> <member>} (the member alone without an owner).
     */
    static void members(List<String> old, List<String> now, String what, String owner, String removed, String added,
            String pointer, List<Change> out) {
        for (String x : old) {
            if (!now.contains(x)) {
                out.add(new Change(Change.Level.MAJOR, what, owner == null ? x : owner + " " + x, Change.Kind.REMOVED,
                        removed, x, null, pointer));
            }
        }
        for (String x : now) {
            if (!old.contains(x)) {
                out.add(new Change(Change.Level.MINOR, what, owner == null ? x : owner + " " + x, Change.Kind.ADDED,
                        added, null, x, pointer));
            }
        }
    }

    static boolean differ(Object a, Object b) {
        return !Objects.equals(a, b);
    }

    /** An object type present in both surfaces. */
    @FunctionalInterface
    interface ObjectPair {
        void accept(String key, Surface.TypeSurface old, Surface.TypeSurface now);
    }
}
