package dev.sdkgen.codegen.surface.rules;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.List;

/**
 * The client: a renamed class, a removed option or another API-key variable break users (major); a new option, a new
 * default base URL or another default retry behaviour changes what an unchanged program does without breaking its
 * build (minor).
 */
public final class ClientRule implements SurfaceRule {
    @Override
    public void check(Surface old, Surface now, List<Change> out) {
        Surface.ClientSurface o = old.client();
        Surface.ClientSurface n = now.client();
        if (Pairs.differ(o.name(), n.name())) {
            out.add(change(Change.Level.MAJOR, "client", n.name(), "the client class was renamed", o.name(), n.name()));
        }
        if (Pairs.differ(o.apiKeyEnv(), n.apiKeyEnv())) {
            out.add(change(Change.Level.MAJOR, "client", "api_key_env", "the client reads its key from another variable",
                    o.apiKeyEnv(), n.apiKeyEnv()));
        }
        if (Pairs.differ(o.baseUrl(), n.baseUrl())) {
            out.add(change(Change.Level.MINOR, "client", "base_url", "the default base URL changed", o.baseUrl(), n.baseUrl()));
        }
        if (o.retries() != n.retries()) {
            out.add(change(Change.Level.MINOR, "client", "retries", n.retries() ? "the client now retries by default"
                    : "the client no longer retries by default", Boolean.toString(o.retries()), Boolean.toString(n.retries())));
        }
        Pairs.members(o.options(), n.options(), "client option", null, "code setting it breaks", "a new client option", null,
                out);
    }

    private static Change change(Change.Level level, String what, String name, String reason, String before, String after) {
        return new Change(level, what, name, Change.Kind.CHANGED, reason, before, after, null);
    }
}
