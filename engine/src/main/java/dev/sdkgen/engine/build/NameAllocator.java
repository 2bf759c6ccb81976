package dev.sdkgen.engine.build;

import dev.sdkgen.engine.naming.TypeNames;
import java.util.HashSet;
import java.util.Set;

/**
 * Hands out unique type names for types that have no schema name of their own (inline schemas,
 * parameter types). Every component schema's type name is reserved up front, so those never move.
 */
final class NameAllocator {
    private final Set<String> used = new HashSet<>();

    void reserve(String typeName) {
        used.add(typeName);
    }

    boolean isFree(String typeName) {
        return !used.contains(typeName);
    }

    /** The type name of {@code hint}, or with the smallest number ≥ 2 appended that makes it unique. */
    String allocate(String hint) {
        String base = TypeNames.of(hint);
        String name = base;
        for (int n = 2; used.contains(name); n++) {
            name = base + n;
        }
        used.add(name);
        return name;
    }

    /** Gives a name back (a hoisted type that turned out identical to one named before). */
    void release(String typeName) {
        used.remove(typeName);
    }

    /** The first free type name among {@code hints}, else {@link #allocate} of the first. */
    String allocateFirstFree(String... hints) {
        for (String h : hints) {
            String name = TypeNames.of(h);
            if (!used.contains(name)) {
                used.add(name);
                return name;
            }
        }
        return allocate(hints[0]);
    }
}
