package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** A new method: new functionality, no caller breaks (minor). */
public final class MethodAddedRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        now.methods().forEach((key, m) -> {
            if (!old.methods().containsKey(key)) {
                out.add(new Change(Change.Level.MINOR, "method", key, Change.Kind.ADDED,
                        "new " + m.http(), null, m.call(), m.pointer()));
            }
        });
    }
}
