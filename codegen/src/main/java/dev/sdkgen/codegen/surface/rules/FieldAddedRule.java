package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A new property of an object type: required in a type some request carries, every caller building one must set it
 * (major); else new data or a new option (minor).
 */
public final class FieldAddedRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.objects(old, now, (key, o, n) -> n.fields().forEach((name, f) -> {
            if (!o.fields().containsKey(name)) {
                boolean breaks = f.required() && n.request();
                out.add(new Change(breaks ? Change.Level.MAJOR : Change.Level.MINOR, "field", n.name() + "." + name,
                        Change.Kind.ADDED, breaks ? "a new required field in a request type: every caller must set it"
                                : f.required() ? "a new field" : "a new optional field",
                        null, f.type(), Pairs.field(n, name)));
            }
        }));
    }
}
