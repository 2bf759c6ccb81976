package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A method's path, query, header or cookie parameter added, removed or changed. Parameters are input: a removed one,
 * a new required one, one that became required, a changed type and one that no longer takes null break callers
 * (major); a new optional one, one that became optional and one that now takes null break nobody (minor).
 */
public final class ParameterRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.methods(), now.methods(), (key, om, nm) -> compare(key, om, nm, out));
    }

    private static void compare(String method, Surface.MethodSurface om, Surface.MethodSurface nm, List<Change> out) {
        om.parameters().forEach((name, o) -> {
            Surface.ParamSurface n = nm.parameters().get(name);
            String id = method + " " + name;
            if (n == null) {
                out.add(new Change(Change.Level.MAJOR, "parameter", id, Change.Kind.REMOVED,
                        "callers passing it break", o.type(), null, nm.pointer()));
            } else {
                changed(id, o, n, nm.pointer(), out);
            }
        });
        nm.parameters().forEach((name, n) -> {
            if (!om.parameters().containsKey(name)) {
                out.add(new Change(n.required() ? Change.Level.MAJOR : Change.Level.MINOR, "parameter", method + " " + name,
                        Change.Kind.ADDED, n.required() ? "a new required parameter: every call must pass it"
                                : "a new optional parameter", null, n.type(), nm.pointer()));
            }
        });
    }

    private static void changed(String id, Surface.ParamSurface o, Surface.ParamSurface n, String pointer, List<Change> out) {
        if (Pairs.differ(o.type(), n.type())) {
            out.add(new Change(Change.Level.MAJOR, "parameter", id, Change.Kind.CHANGED, "its type changed",
                    o.type(), n.type(), pointer));
        }
        if (o.required() != n.required()) {
            out.add(new Change(n.required() ? Change.Level.MAJOR : Change.Level.MINOR, "parameter", id, Change.Kind.CHANGED,
                    n.required() ? "it became required: calls without it break" : "it became optional",
                    req(o.required()), req(n.required()), pointer));
        }
        if (o.nullable() != n.nullable()) {
            out.add(new Change(n.nullable() ? Change.Level.MINOR : Change.Level.MAJOR, "parameter", id, Change.Kind.CHANGED,
                    n.nullable() ? "it now also takes null" : "it no longer takes null", null, null, pointer));
        }
    }

    static String req(boolean required) {
        return required ? "required" : "optional";
    }
}
