package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * Documentation of a method, parameter, type or field changed, or one was newly marked deprecated (patch: nothing a
 * program does changes). Deprecation lifted is documentation too.
 */
public final class DocsRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.methods(), now.methods(), (key, o, n) -> {
            docs(out, "method", key, o.docs(), n.docs(), o.deprecated(), n.deprecated(), n.pointer());
            Pairs.common(o.parameters(), n.parameters(), (p, op, np) ->
                    docs(out, "parameter", key + " " + p, op.docs(), np.docs(), false, false, n.pointer()));
        });
        Pairs.common(old.types(), now.types(), (key, o, n) -> {
            docs(out, "type", n.name(), o.docs(), n.docs(), o.deprecated(), n.deprecated(), n.pointer());
            Pairs.common(o.fields(), n.fields(), (f, of, nf) -> docs(out, "field", n.name() + "." + f, of.docs(), nf.docs(),
                    of.deprecated(), nf.deprecated(), Pairs.field(n, f)));
        });
    }

    private static void docs(List<Change> out, String what, String name, String oldDocs, String newDocs, boolean oldDeprecated,
            boolean newDeprecated, String pointer) {
        if (oldDeprecated != newDeprecated) {
            out.add(new Change(Change.Level.PATCH, what, name, Change.Kind.CHANGED,
                    newDeprecated ? "deprecated" : "no longer deprecated", null, null, pointer));
        }
        if (Pairs.differ(oldDocs, newDocs)) {
            out.add(new Change(Change.Level.PATCH, what, name, Change.Kind.CHANGED, "documentation", null, null, pointer));
        }
    }
}
