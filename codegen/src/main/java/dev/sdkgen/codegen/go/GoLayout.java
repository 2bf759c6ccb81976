package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.naming.Words;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where each file of the Go SDK goes: everything in the module's root directory (one package) —
 * {@code go.mod}, {@code doc.go}, {@code client.go}, {@code models.go}, one file per top-level resource
 * holding its service and its subresources' ({@code billing_accounts.go}), and the runtime core as
 * {@code core_<file>.go}. A resource whose file name would clash, or that Go would read as a test or
 * as limited to one OS or architecture ({@code app_js.go}), gets {@code _api} appended.
 */
final class GoLayout {
    static final String CLIENT = "client.go";
    static final String MODELS = "models.go";
    static final String DOC = "doc.go";
    static final String GO_MOD = "go.mod";
    static final String CORE_PREFIX = "core_";

    /** GOOS and GOARCH values: a {@code _<value>} file name suffix restricts the file to them. */
    private static final Pattern CONSTRAINED = Pattern.compile(".*_(test|aix|android|darwin|dragonfly|freebsd|hurd|illumos"
            + "|ios|js|linux|nacl|netbsd|openbsd|plan9|solaris|wasip1|windows|zos|386|amd64|amd64p32|arm|armbe|arm64|arm64be"
            + "|loong64|mips|mipsle|mips64|mips64le|mips64p32|mips64p32le|ppc|ppc64|ppc64le|riscv|riscv64|s390|s390x|sparc"
            + "|sparc64|wasm)");

    private final Map<String, String> files = new HashMap<>();

    GoLayout(ResourcePlan root) {
        NameScope stems = new NameScope(Set.of("client", "models", "doc"));
        for (ResourcePlan r : root.subresources()) {
            String stem = String.join("_", Words.split(r.name(), true)).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "");
            if (stem.isEmpty() || stem.startsWith(CORE_PREFIX) || stem.startsWith("_") || CONSTRAINED.matcher(stem).matches()) {
                stem = stem + "_api";
            }
            files.put(r.path(), stems.claim(stem) + ".go");
        }
    }

    /** The file holding a top-level resource's services (and its subresources'). */
    String file(ResourcePlan topLevel) {
        return topLevel.isRoot() ? CLIENT : files.get(topLevel.path());
    }
}
