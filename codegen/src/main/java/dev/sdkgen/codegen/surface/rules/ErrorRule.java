package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** An error class removed (major: code catching it breaks) or added (minor). They come from the runtime core. */
public final class ErrorRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        old.errors().stream().filter(e -> !now.errors().contains(e)).forEach(e -> out.add(new Change(Change.Level.MAJOR,
                "error", e, Change.Kind.REMOVED, "code catching it breaks", e, null, null)));
        now.errors().stream().filter(e -> !old.errors().contains(e)).forEach(e -> out.add(new Change(Change.Level.MINOR,
                "error", e, Change.Kind.ADDED, "a new error class", null, e, null)));
    }
}
