package dev.sdkgen.codegen.surface;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.sdkgen.codegen.surface.rules.SurfaceRule;
import dev.sdkgen.codegen.surface.rules.SurfaceRules;
import java.util.ArrayList;
import java.util.List;

/**
 * What changed in one language's public surface between two builds, each change classified by a rule of
 * {@link SurfaceRules}, and the verdict: the highest level among them ({@code none} without changes).
 *
 * @param language   the target id
 * @param oldVersion {@code sdk.version} of the old surface
 * @param newVersion {@code sdk.version} of the new surface
 * @param changes    sorted by {@link Change#ORDER}: breaking first
 */
public record SurfaceDiff(String language, String oldVersion, String newVersion, List<Change> changes) {
    /** The verdict when nothing in the surface changed. */
    public static final String NONE = "none";

    public SurfaceDiff {
        changes = changes.stream().sorted(Change.ORDER).toList();
    }

    /** Compares two surfaces of one language. */
    public static SurfaceDiff diff(Surface old, Surface now) {
        if (!old.language().equals(now.language())) {
            throw new IllegalArgumentException("surfaces of " + old.language() + " and " + now.language());
        }
        List<Change> changes = new ArrayList<>();
        for (SurfaceRule rule : SurfaceRules.ALL) {
            rule.check(old, now, changes);
        }
        return new SurfaceDiff(now.language(), old.version(), now.version(), changes);
    }

    /** The highest level of a change, or null without changes. */
    @JsonIgnore
    public Change.Level level() {
        return changes.isEmpty() ? null : changes.get(0).level();
    }

    /** {@code major}, {@code minor}, {@code patch} or {@link #NONE}. */
    @JsonProperty("verdict")
    public String verdict() {
        return changes.isEmpty() ? NONE : level().label();
    }

    /** The changes of one level. */
    public List<Change> at(Change.Level level) {
        return changes.stream().filter(c -> c.level() == level).toList();
    }

    /** As the CLI prints it: a heading line with the verdict, then one line per change. */
    public String toText() {
        StringBuilder sb = new StringBuilder(language).append(": ").append(verdict()).append(" (")
                .append(oldVersion).append(" -> ").append(newVersion).append(", ").append(changes.size())
                .append(changes.size() == 1 ? " change)" : " changes)").append('\n');
        for (Change c : changes) {
            sb.append("  ").append(String.format("%-6s", c.level().label())).append("  ").append(c.line()).append('\n');
        }
        return sb.toString();
    }
}
