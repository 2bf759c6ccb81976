package dev.sdkgen.engine.build;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * English singular of a resource name's last word, for type names such as {@code AccountCreateParams}
 * from {@code accounts.create}. Conservative: a word it does not recognise as plural stays as it is.
 */
final class Singular {
    private static final Map<String, String> IRREGULAR = Map.of("people", "person", "children", "child",
            "men", "man", "women", "woman", "data", "data", "media", "media", "indices", "index", "analyses", "analysis");
    private static final Set<String> UNCHANGED = Set.of("news", "series", "species", "status", "address", "access",
            "process", "alias", "canvas", "bus", "campus", "chassis", "corpus", "virus", "gas", "lens", "analysis",
            "basis", "axis", "this", "is", "was", "has", "always", "settings");

    private Singular() {
    }

    /** Singular of the last word of a snake_case name ({@code billing_accounts} → {@code billing_account}). */
    static String of(String name) {
        int cut = name.lastIndexOf('_');
        String head = cut < 0 ? "" : name.substring(0, cut + 1);
        String last = cut < 0 ? name : name.substring(cut + 1);
        return head + word(last);
    }

    static String word(String w) {
        String lower = w.toLowerCase(Locale.ROOT);
        if (lower.length() < 3 || UNCHANGED.contains(lower) || lower.endsWith("ss") || lower.endsWith("us")
                || lower.endsWith("is")) {
            return w;
        }
        String irregular = IRREGULAR.get(lower);
        if (irregular != null) {
            return w.substring(0, 1) + irregular.substring(1);
        }
        if (lower.endsWith("ies") && lower.length() > 4) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (lower.endsWith("sses") || lower.endsWith("shes") || lower.endsWith("ches") || lower.endsWith("xes")
                || lower.endsWith("zzes") || lower.endsWith("uses")) {
            return w.substring(0, w.length() - 2);
        }
        if (lower.endsWith("s")) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
