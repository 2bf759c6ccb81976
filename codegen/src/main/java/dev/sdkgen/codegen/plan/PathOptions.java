package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.Resource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which path parameters with a default become client options: a parameter whose schema default is a non-empty
 * string, that does not keep {@code /} (not a proxy path), and whose name does not collide with a client option every
 * language already has ({@code api_key}, {@code base_url}, …). The first default of a name (in config order) is the
 * option's; a parameter of the same name with another default stays a positional argument.
 */
final class PathOptions {
    /**
     * The client options of every language, as lower-case letters and digits (a credential option of
     * {@link SdkPlan#credentials()} yields to a path option instead).
     */
    private static final Set<String> TAKEN = Set.of("apikey", "baseurl", "maxretries", "timeout", "defaultheaders",
            "fetch", "httpclient", "headers", "options", "config", "core", "self", "builder", "build", "defaultheader",
            "sleeper", "random", "pathvalue", "pathvalues", "credential", "credentials", "buildcore", "loglevel",
            "responsevalidation");

    private PathOptions() {
    }

    static List<PathOption> of(Resource root) {
        Map<String, PathOption> out = new LinkedHashMap<>();
        collect(root, out);
        return List.copyOf(out.values());
    }

    private static void collect(Resource r, Map<String, PathOption> out) {
        for (Method m : r.methods()) {
            for (Parameter p : m.pathParams()) {
                String dflt = defaultOf(p);
                if (dflt != null && !TAKEN.contains(p.name().replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT))) {
                    out.putIfAbsent(p.name(), new PathOption(p.name(), dflt, p.docs()));
                }
            }
        }
        r.subresources().forEach(sub -> collect(sub, out));
    }

    private static String defaultOf(Parameter p) {
        boolean text = p.defaultValue() != null && p.defaultValue().isTextual() && !p.defaultValue().asText().isEmpty();
        return text && !p.allowReserved() && p.name().matches("[A-Za-z_][A-Za-z0-9_.-]*") ? p.defaultValue().asText()
                : null;
    }

    /** The option a path parameter takes its value from, or null when it is a positional argument. */
    static PathOption optionOf(Parameter p, List<PathOption> options) {
        String dflt = defaultOf(p);
        for (PathOption o : options) {
            if (o.name().equals(p.name()) && o.defaultValue().equals(dflt)) {
                return o;
            }
        }
        return null;
    }
}
