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
            Pairs.members(o.variants(), n.variants(), "variant", n.name(), "code building or matching it breaks",
                    "a new variant", n.pointer(), out);
        });
    }
}
