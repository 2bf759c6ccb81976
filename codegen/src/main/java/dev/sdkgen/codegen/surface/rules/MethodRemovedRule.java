package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** A method that is gone: every call of it stops compiling (major). */
public final class MethodRemovedRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        old.methods().forEach((key, m) -> {
            if (!now.methods().containsKey(key)) {
                out.add(new Change(Change.Level.MAJOR, "method", key, Change.Kind.REMOVED,
                        "callers of " + m.call() + " break", m.call(), null, m.pointer()));
            }
        });
    }
}
