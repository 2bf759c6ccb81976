package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A path parameter renamed at the same position ({@code {id}} → {@code {account_id}}): major where callers may pass it
 * by name (Python's {@code retrieve(account_id="a1")} breaks), patch where path parameters are positional only
 * (TypeScript, Go, Java: every call still compiles and sends the same request).
 */
public final class PathArgumentNameRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.methods(), now.methods(), (key, om, nm) -> Pairs.common(om.parameters(), nm.parameters(), (p, o, n) -> {
            if (o.argument() != null && n.argument() != null && !o.argument().equals(n.argument())) {
                boolean breaks = now.pathArgsByName();
                out.add(new Change(breaks ? Change.Level.MAJOR : Change.Level.PATCH, "parameter", key + " " + p,
                        Change.Kind.CHANGED, breaks ? "renamed: calls passing it by name break"
                                : "renamed (documentation: calls pass it by position)", o.argument(), n.argument(), nm.pointer()));
            }
        }));
    }
}
