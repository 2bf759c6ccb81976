package dev.sdkgen.engine.build;

import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Path parameters that may hold {@code /} although the spec does not say {@code allowReserved: true}: a documented
 * proxy or file path. The rule is conservative (docs/codegen.md "Path parameters that may hold /"): the parameter is
 * the path's LAST segment ({@code /proxy/{path}}, {@code /repos/{owner}/{repo}/contents/{path}}), its type is a plain
 * string, and either its name is {@code path} or ends in {@code _path}, {@code -path} or {@code Path}
 * ({@code file_path}, {@code filePath}), or its description says it may contain slashes. Such a parameter is sent
 * like one with {@code allowReserved: true}: {@code /} stays, everything else is percent-encoded.
 */
final class ProxyPaths {
    private static final Pattern NAME = Pattern.compile("(?:path|.*[_-]path|.*[a-z0-9]Path)");
    private static final Pattern SLASHES = Pattern.compile(
            "(?i)\\b(?:may|can|could|might)\\s+(?:contain|include|hold|have)\\s+(?:one\\s+or\\s+more\\s+|multiple\\s+)?"
                    + "(?:slashes|forward\\s+slashes|`/`|'/'|\"/\"|/)");

    private ProxyPaths() {
    }

    /** Replaces, in place, the last path parameter with one that keeps {@code /} when the rule says so. */
    static void mark(List<Parameter> pathParams, String path) {
        if (pathParams.isEmpty()) {
            return;
        }
        int last = pathParams.size() - 1;
        Parameter p = pathParams.get(last);
        if (!p.allowReserved() && mayHoldSlashes(p, path)) {
            pathParams.set(last, new Parameter(p.name(), p.in(), p.type(), p.required(), p.docs(), p.deprecated(),
                    p.style(), p.explode(), p.defaultValue(), true, p.sample()));
        }
    }

    static boolean mayHoldSlashes(Parameter p, String path) {
        int hash = path.indexOf('#');
        String bare = hash < 0 ? path : path.substring(0, hash);
        if (!bare.endsWith("/{" + p.name() + "}") || !isPlainString(p)) {
            return false;
        }
        String description = p.docs() == null || p.docs().description() == null ? "" : p.docs().description();
        return NAME.matcher(p.name()).matches() || SLASHES.matcher(description).find()
                || description.toLowerCase(Locale.ROOT).contains("slashes are allowed");
    }

    private static boolean isPlainString(Parameter p) {
        return p.type() instanceof TypeRef.Primitive prim && prim.type() == TypeRef.Scalar.STRING
                && prim.format() == null;
    }
}
