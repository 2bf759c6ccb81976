package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * A method's result changed type, or started or stopped paginating or streaming: code reading the result breaks
 * (major). A streaming overload ({@code stream: true}, TypeScript and Python) added is minor (calls without it return
 * what they did), removed major. The result type's fields are compared as the type's.
 */
public final class ResultRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.methods(), now.methods(), (key, o, n) -> {
            if (o.paginated() != n.paginated()) {
                out.add(new Change(Change.Level.MAJOR, "result", key, Change.Kind.CHANGED,
                        n.paginated() ? "it now returns pages to iterate" : "it no longer paginates",
                        o.returns(), n.returns(), n.pointer()));
            } else if (o.streaming() != n.streaming()) {
                out.add(new Change(Change.Level.MAJOR, "result", key, Change.Kind.CHANGED,
                        n.streaming() ? "it now returns a stream of events" : "it no longer streams",
                        o.returns(), n.returns(), n.pointer()));
            } else if (o.streamOverload() != n.streamOverload()) {
                out.add(new Change(n.streamOverload() ? Change.Level.MINOR : Change.Level.MAJOR, "result", key,
                        n.streamOverload() ? Change.Kind.ADDED : Change.Kind.REMOVED, n.streamOverload()
                                ? "it now also streams events when asked (stream: true)" : "it no longer streams when asked",
                        null, null, n.pointer()));
            } else if (Pairs.differ(o.returns(), n.returns())) {
                out.add(new Change(Change.Level.MAJOR, "result", key, Change.Kind.CHANGED,
                        "the result's type changed: code reading it breaks", o.returns(), n.returns(), n.pointer()));
            }
        });
    }
}
