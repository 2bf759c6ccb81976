package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.RuntimeCore;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The package-level names the Go runtime core declares, read from its sources: generated code shares
 * the core's package, so no generated declaration may take one, and no local a method body uses may
 * shadow one. Read from the files themselves, the list cannot fall behind the runtime.
 */
final class GoRuntimeNames {
    private static final Pattern SINGLE = Pattern.compile("(?m)^(?:func|type|var|const) ([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern GROUP = Pattern.compile("(?ms)^(?:var|const) \\((.*?)^\\)");
    private static final Pattern GROUP_MEMBER = Pattern.compile("(?m)^\\t([A-Za-z_][A-Za-z0-9_]*)");
    private static final Set<String> NAMES = read();

    private GoRuntimeNames() {
    }

    /** Every package-level name of the core, exported or not. */
    static Set<String> all() {
        return NAMES;
    }

    private static Set<String> read() {
        Set<String> names = new TreeSet<>();
        RuntimeCore.files("go").values().forEach(bytes -> {
            String text = new String(bytes, StandardCharsets.UTF_8);
            Matcher single = SINGLE.matcher(text);
            while (single.find()) {
                names.add(single.group(1));
            }
            Matcher group = GROUP.matcher(text);
            while (group.find()) {
                Matcher member = GROUP_MEMBER.matcher(group.group(1));
                while (member.find()) {
                    names.add(member.group(1));
                }
            }
        });
        names.remove("_");
        return Collections.unmodifiableSet(names);
    }
}
