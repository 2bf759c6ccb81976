package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.ResourcePlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Class names for resources, unique across the whole SDK so that any file can import any two of them:
 * {@code Pascal(name)} when no other resource has the same name ({@code Cards}); otherwise the Pascal
 * case of the dotted path ({@code AccountsCards}). A name the language reserves (the client's name, a
 * runtime class, a global the generated code uses) gets a {@code Resource} suffix.
 */
public final class ResourceClassNames {
    private ResourceClassNames() {
    }

    /**
     * @param pascal   the language's PascalCase for one config name
     * @param reserved names a resource class must not take
     * @return class name per resource path, in pre-order
     */
    public static Map<String, String> assign(ResourcePlan root, Function<String, String> pascal, Set<String> reserved) {
        List<ResourcePlan> all = new ArrayList<>();
        collect(root, all);
        Map<String, Integer> counts = new HashMap<>();
        for (ResourcePlan r : all) {
            counts.merge(pascal.apply(r.name()), 1, Integer::sum);
        }
        Set<String> taken = new HashSet<>(reserved);
        Map<String, String> names = new LinkedHashMap<>();
        for (ResourcePlan r : all) {
            String base = pascal.apply(r.name());
            if (counts.get(base) > 1) {
                StringBuilder sb = new StringBuilder();
                for (String segment : r.path().split("\\.")) {
                    sb.append(pascal.apply(segment));
                }
                base = sb.toString();
            }
            if (reserved.contains(base)) {
                base = base + "Resource";
            }
            String name = base;
            for (int n = 2; taken.contains(name); n++) {
                name = base + n;
            }
            taken.add(name);
            names.put(r.path(), name);
        }
        return names;
    }

    private static void collect(ResourcePlan r, List<ResourcePlan> out) {
        if (!r.isRoot()) {
            out.add(r);
        }
        for (ResourcePlan sub : r.subresources()) {
            collect(sub, out);
        }
    }
}
