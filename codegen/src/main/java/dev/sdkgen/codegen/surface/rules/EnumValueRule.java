package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * An enum value removed (major: code naming its constant breaks, and a request carrying it is refused) or added
 * (minor in every language — docs/codegen.md "Public surface" gives the reasons: the generated SDKs read unknown
 * values without failing, and a switch over the values of a response must have a default case in any case).
 */
public final class EnumValueRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Pairs.common(old.types(), now.types(), (key, o, n) -> {
            if (!o.kind().equals("enum") || !n.kind().equals("enum")) {
                return;
            }
            for (String v : o.values()) {
                if (!n.values().contains(v)) {
                    out.add(new Change(Change.Level.MAJOR, "enum value", n.name() + " " + v, Change.Kind.REMOVED,
                            "code naming it breaks" + (n.request() ? ", and requests sending it are refused" : ""),
                            v, null, n.pointer()));
                }
            }
            for (String v : n.values()) {
                if (!o.values().contains(v)) {
                    out.add(new Change(Change.Level.MINOR, "enum value", n.name() + " " + v, Change.Kind.ADDED,
                            !n.requestOnly() ? "a new value; a switch over " + n.name() + " meets it in responses" : "a new value",
                            null, v, n.pointer()));
                }
            }
        });
    }
}
