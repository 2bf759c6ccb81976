package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** A property gone from an object type: code reading or setting it stops compiling (major). */
public final class FieldRemovedRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.objects(old, now, (key, o, n) -> o.fields().forEach((name, f) -> {
            if (!n.fields().containsKey(name)) {
                out.add(new Change(Change.Level.MAJOR, "field", n.name() + "." + name, Change.Kind.REMOVED,
                        "code reading or setting it breaks", f.type(), null, Pairs.field(o, name)));
            }
        }));
    }
}
