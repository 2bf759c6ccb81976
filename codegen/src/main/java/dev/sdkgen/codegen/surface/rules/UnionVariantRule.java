package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** A union's variant removed (major: code building or matching it breaks) or added (minor, as an enum value). */
public final class UnionVariantRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.types(), now.types(), (key, o, n) -> {
            if (!o.kind().equals("union") || !n.kind().equals("union")) {
                return;
            }
            o.variants().stream().filter(v -> !n.variants().contains(v)).forEach(v -> out.add(new Change(Change.Level.MAJOR,
                    "variant", n.name() + " " + v, Change.Kind.REMOVED, "code building or matching it breaks", v, null,
                    n.pointer())));
            n.variants().stream().filter(v -> !o.variants().contains(v)).forEach(v -> out.add(new Change(Change.Level.MINOR,
                    "variant", n.name() + " " + v, Change.Kind.ADDED, "a new variant", null, v, n.pointer())));
        });
    }
}
