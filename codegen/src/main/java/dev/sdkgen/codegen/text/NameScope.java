package dev.sdkgen.codegen.text;

import java.util.HashSet;
import java.util.Set;

/**
 * Names taken in one scope (a method's parameters, a class's members, a directory's files). A name
 * that is taken gets {@code _} appended, then {@code _2}, {@code _3}, … — deterministic, because
 * callers claim names in IR order.
 */
public final class NameScope {
    private final Set<String> taken = new HashSet<>();

    public NameScope(Set<String> reserved) {
        taken.addAll(reserved);
    }

    public NameScope() {
    }

    /** Claims {@code preferred}, or the first free variant of it. */
    public String claim(String preferred) {
        String name = preferred;
        if (taken.contains(name)) {
            name = preferred + "_";
            for (int n = 2; taken.contains(name); n++) {
                name = preferred + "_" + n;
            }
        }
        taken.add(name);
        return name;
    }

    public boolean isTaken(String name) {
        return taken.contains(name);
    }

    /** Marks a name taken (no variant). */
    public void reserve(String name) {
        taken.add(name);
    }
}
