package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/** One rule of the surface diff: finds one kind of difference between two surfaces of a language and classifies it. */
public interface SurfaceRule {
    void check(Surface old, Surface now, List<Change> out);
}
