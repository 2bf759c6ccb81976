package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** A new named type (minor). */
public final class TypeAddedRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        now.types().forEach((key, t) -> {
            if (!old.types().containsKey(key)) {
                out.add(new Change(Change.Level.MINOR, "type", t.name(), Change.Kind.ADDED, "a new " + t.kind(),
                        null, t.name(), t.pointer()));
            }
        });
    }
}
