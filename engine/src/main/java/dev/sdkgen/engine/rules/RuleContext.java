package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.Location;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.List;

/**
 * What rules look at: the config (never null) and the bundled spec (null when it could not be
 * loaded; rules that need it then do nothing).
 */
public record RuleContext(SdkgenConfig config, Spec spec) {

    /** A mapped method with the dotted path of its resource ({@code $client} for the root). */
    public record Mapped(String resource, SdkgenConfig.Resource owner, SdkgenConfig.Method method) {
    }

    /** Every method mapping of the config, depth-first in config order. */
    public List<Mapped> mappings() {
        List<Mapped> out = new ArrayList<>();
        if (config.root() != null) {
            walk(config.root(), out);
        }
        return out;
    }

    private static void walk(SdkgenConfig.Resource r, List<Mapped> out) {
        for (SdkgenConfig.Method m : r.methods()) {
            out.add(new Mapped(r.isRoot() ? SdkgenConfig.CLIENT_RESOURCE : r.path(), r, m));
        }
        for (SdkgenConfig.Resource sub : r.subresources()) {
            walk(sub, out);
        }
    }

    /** Every resource with its models, depth-first. */
    public List<SdkgenConfig.Resource> resources() {
        List<SdkgenConfig.Resource> out = new ArrayList<>();
        if (config.root() != null) {
            collect(config.root(), out);
        }
        return out;
    }

    private static void collect(SdkgenConfig.Resource r, List<SdkgenConfig.Resource> out) {
        out.add(r);
        r.subresources().forEach(s -> collect(s, out));
    }

    /** A line of sdkgen.yaml. */
    public static Location configLine(int line) {
        return Location.line(ConfigLoader.FILE, line);
    }
}
