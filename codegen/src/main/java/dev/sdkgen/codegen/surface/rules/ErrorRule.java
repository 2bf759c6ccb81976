package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** An error class removed (major: code catching it breaks) or added (minor). They come from the runtime core. */
public final class ErrorRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.members(old.errors(), now.errors(), "error", null, "code catching it breaks", "a new error class", null, out);
    }
}
