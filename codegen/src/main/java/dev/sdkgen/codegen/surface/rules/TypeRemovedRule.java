package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** A named type that is gone (or renamed): code naming it stops compiling (major). */
public final class TypeRemovedRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        old.types().forEach((key, t) -> {
            if (!now.types().containsKey(key)) {
                out.add(new Change(Change.Level.MAJOR, "type", t.name(), Change.Kind.REMOVED,
                        "code naming " + t.name() + " breaks", t.name(), null, t.pointer()));
            }
        });
    }
}
