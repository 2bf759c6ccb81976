package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A named type that became another kind of type (an object became a union, an enum a string alias) or an alias whose
 * type changed: code using it breaks (major).
 */
public final class TypeShapeRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.types(), now.types(), (key, o, n) -> {
            if (!o.kind().equals(n.kind())) {
                out.add(new Change(Change.Level.MAJOR, "type", n.name(), Change.Kind.CHANGED,
                        "it is now a " + n.kind() + ", no longer a " + o.kind(), o.kind(), n.kind(), n.pointer()));
            } else if (Pairs.differ(o.target(), n.target())) {
                out.add(new Change(Change.Level.MAJOR, "type", n.name(), Change.Kind.CHANGED, "the type it names changed",
                        o.target(), n.target(), n.pointer()));
            }
        });
    }
}
