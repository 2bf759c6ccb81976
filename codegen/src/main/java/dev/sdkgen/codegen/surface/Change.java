package dev.sdkgen.codegen.surface;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Comparator;

/**
 * One difference between two surfaces of a language, with the part of the version it calls for.
 *
 * @param level   what it asks of the version number
 * @param what    {@code method}, {@code parameter}, {@code type}, {@code field}, {@code enum value}, {@code variant},
 *                {@code client option}, {@code client}, {@code error}
 * @param name    which one ({@code accounts.create}, {@code Account.name}, {@code Status "closed"})
 * @param kind    added, removed or changed
 * @param reason  why it is at this level, in words a user of the SDK understands
 * @param before  the old spelling in the language, or null
 * @param after   the new spelling in the language, or null
 * @param pointer where the spec changed (JSON pointer into the new spec, else the old one), or null when it cannot be
 *                traced (a hoisted inline type)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Change(Level level, String what, String name, Kind kind, String reason, String before, String after,
        String pointer) {

    /** The part of a semantic version a change calls for. */
    public enum Level {
        PATCH, MINOR, MAJOR;

        /** {@code patch}, {@code minor}, {@code major}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** What happened to the thing. */
    public enum Kind {
        ADDED, REMOVED, CHANGED;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Most severe first, then by what and name: the order every listing uses. */
    public static final Comparator<Change> ORDER = Comparator.comparing(Change::level).reversed()
            .thenComparing(Change::what).thenComparing(Change::name).thenComparing(Change::kind)
            .thenComparing(Change::reason);

    /** One line: {@code major  field Account.name removed: <reason>}. */
    public String line() {
        StringBuilder sb = new StringBuilder(what).append(' ').append(name).append(' ').append(kind.label());
        if (before != null && after != null) {
            sb.append(" (").append(before).append(" -> ").append(after).append(')');
        }
        sb.append(": ").append(reason);
        if (pointer != null) {
            sb.append(" [").append(pointer).append(']');
        }
        return sb.toString();
    }
}
