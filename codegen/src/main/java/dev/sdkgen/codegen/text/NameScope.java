package dev.sdkgen.codegen.text;

import java.util.HashSet;
import java.util.Set;

/**
 * Names taken in one scope (a method's parameters, a class's members, a directory's files). A name
 * that is taken gets {@code _} appended, then {@code _2}, {@code _3}, … — deterministic, because
 * callers claim names in IR order.
 */
public final class NameScope {
    /**
     * The names taken before the first claim, shared rather than copied: a scope is made for every method and model,
     * and copying a language's reserved words into each was a sizeable share of the emitters' garbage (issue 26).
     * {@code Set.copyOf} returns an immutable set as it is and copies any other once.
     */
    private final Set<String> reserved;
    private final Set<String> taken = new HashSet<>();

    public NameScope(Set<String> reserved) {
        this.reserved = Set.copyOf(reserved);
    }

    public NameScope() {
        this(Set.of());
    }

    /** Claims {@code preferred}, or the first free variant of it. */
    public String claim(String preferred) {
        String name = preferred;
        if (isTaken(name)) {
            name = preferred + "_";
            for (int n = 2; isTaken(name); n++) {
                name = preferred + "_" + n;
            }
        }
        taken.add(name);
        return name;
    }

    public boolean isTaken(String name) {
        return reserved.contains(name) || taken.contains(name);
    }

    /** Marks a name taken (no variant). */
    public void reserve(String name) {
        taken.add(name);
    }
}
