package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A method's request body added, removed, retyped, or made required or optional. A body is input: removing it,
 * adding a required one, a new type or making it required breaks callers (major); an optional new body or one that
 * became optional breaks nobody (minor). The body type's fields are compared as the type's ({@link FieldAddedRule}…).
 */
public final class BodyRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.methods(), now.methods(), (key, o, n) -> compare(key, o, n, out));
    }

    private static void compare(String method, Surface.MethodSurface o, Surface.MethodSurface n, List<Change> out) {
        if (o.body() == null && n.body() == null) {
            return;
        }
        if (o.body() == null) {
            out.add(new Change(n.bodyRequired() ? Change.Level.MAJOR : Change.Level.MINOR, "body", method, Change.Kind.ADDED,
                    n.bodyRequired() ? "a new required request body: every call must pass it" : "a new optional request body",
                    null, n.body(), n.pointer()));
        } else if (n.body() == null) {
            out.add(new Change(Change.Level.MAJOR, "body", method, Change.Kind.REMOVED, "callers passing a body break",
                    o.body(), null, n.pointer()));
        } else if (Pairs.differ(o.body(), n.body())) {
            out.add(new Change(Change.Level.MAJOR, "body", method, Change.Kind.CHANGED, "the request body's type changed",
                    o.body(), n.body(), n.pointer()));
        } else if (o.bodyRequired() != n.bodyRequired()) {
            out.add(new Change(n.bodyRequired() ? Change.Level.MAJOR : Change.Level.MINOR, "body", method, Change.Kind.CHANGED,
                    n.bodyRequired() ? "the body became required: calls without it break" : "the body became optional",
                    ParameterRule.req(o.bodyRequired()), ParameterRule.req(n.bodyRequired()), n.pointer()));
        }
    }
}
