package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A property that became required or optional. Optional to required breaks callers when a request carries the type
 * (they must now set it), else readers only gain a guarantee (minor). Required to optional breaks readers when a
 * response carries the type (the value may now be absent), else writers only gain a choice (minor).
 */
public final class FieldRequiredRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.objects(old, now, (key, o, n) -> o.fields().forEach((name, of) -> {
            Surface.FieldSurface nf = n.fields().get(name);
            if (nf == null || of.required() == nf.required()) {
                return;
            }
            boolean breaks = nf.required() ? n.request() : !n.requestOnly();
            String reason = nf.required()
                    ? breaks ? "it became required in a request type: callers must set it" : "it became required (always present)"
                    : breaks ? "it became optional in a response type: readers must handle its absence" : "it became optional";
            out.add(new Change(breaks ? Change.Level.MAJOR : Change.Level.MINOR, "field", n.name() + "." + name,
                    Change.Kind.CHANGED, reason, ParameterRule.req(of.required()), ParameterRule.req(nf.required()),
                    Pairs.field(n, name)));
        }));
    }
}
