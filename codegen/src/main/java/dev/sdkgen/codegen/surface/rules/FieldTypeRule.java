package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A property whose type changed as the language prints it (so {@code format: date-time} dropped is major in Go
 * and Java, where the type was {@code time.Time} / {@code OffsetDateTime}, and nothing where it was a string
 * anyway), or which now or no longer takes null. A new type breaks code (major). Null newly allowed breaks readers
 * when a response carries the type, else nobody (minor); null no longer allowed breaks writers when a request
 * carries it, else nobody (minor).
 */
public final class FieldTypeRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.objects(old, now, (key, o, n) -> o.fields().forEach((name, of) -> {
            Surface.FieldSurface nf = n.fields().get(name);
            if (nf == null) {
                return;
            }
            String id = n.name() + "." + name;
            if (Pairs.differ(of.type(), nf.type())) {
                out.add(new Change(Change.Level.MAJOR, "field", id, Change.Kind.CHANGED, "its type changed",
                        of.type(), nf.type(), Pairs.field(n, name)));
            }
            if (of.nullable() != nf.nullable()) {
                boolean breaks = nf.nullable() ? !n.requestOnly() : n.request();
                String reason = nf.nullable() ? "it may now be null" + (breaks ? ": readers must handle null" : "")
                        : "it may no longer be null" + (breaks ? ": callers sending null break" : "");
                out.add(new Change(breaks ? Change.Level.MAJOR : Change.Level.MINOR, "field", id, Change.Kind.CHANGED,
                        reason, of.nullable() ? "nullable" : "not null", nf.nullable() ? "nullable" : "not null",
                        Pairs.field(n, name)));
            }
        }));
    }
}
