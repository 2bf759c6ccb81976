package dev.sdkgen.engine.build;

import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.naming.TypeNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The base name of each method's own types ({@code <base>_params}, {@code <base>_query},
 * {@code <base>_response}), decided for all methods at once so that no method's types need a number
 * when a resource-qualified name is unique, and no name depends on which method came first:
 *
 * <ol>
 *   <li>the singular resource and the method ({@code account_create}) when no other method gives it;</li>
 *   <li>else the resource path with every segment singular ({@code apple_pay_session_create} beside
 *       {@code checkout_session_create});</li>
 *   <li>else the resource path as written ({@code accounts_retrieve} beside {@code account_retrieve});</li>
 *   <li>else that with the smallest number that makes it unique.</li>
 * </ol>
 *
 * A candidate is also passed over when its {@code …Params} or {@code …Response} type name is a
 * component schema's. {@code $client} methods use the method name alone.
 */
final class MethodTypeNames {
    private final Map<SdkgenConfig.Method, String> bases = new IdentityHashMap<>();

    /** One method to name: its resource path (config names, outermost first) and its name. */
    record Entry(List<String> resourcePath, SdkgenConfig.Method method) {
        String candidate(int tier) {
            String m = method.name();
            if (resourcePath.isEmpty()) {
                return m;
            }
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < resourcePath.size(); i++) {
                boolean last = i == resourcePath.size() - 1;
                String segment = resourcePath.get(i);
                if (tier == 0 && !last) {
                    continue;
                }
                parts.add(tier < 2 ? Singular.of(segment) : segment);
            }
            return String.join("_", parts) + "_" + m;
        }
    }

    /**
     * @param entries        every method that will be built, in config order
     * @param componentTaken whether a type name is a component schema's
     */
    MethodTypeNames(List<Entry> entries, Predicate<String> componentTaken) {
        Set<String> used = new HashSet<>();
        List<Entry> open = new ArrayList<>(entries);
        for (int tier = 0; tier < 3 && !open.isEmpty(); tier++) {
            Map<String, List<Entry>> byName = new LinkedHashMap<>();
            for (Entry e : open) {
                byName.computeIfAbsent(TypeNames.of(e.candidate(tier)), k -> new ArrayList<>()).add(e);
            }
            Set<Entry> named = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            for (List<Entry> group : byName.values()) {
                Entry e = group.get(0);
                String candidate = e.candidate(tier);
                if (group.size() == 1 && free(candidate, used, componentTaken)) {
                    accept(e, candidate, used);
                    named.add(e);
                }
            }
            // By identity, once per tier: ArrayList.remove(e) per method compared records field by field, n² times.
            open.removeIf(named::contains);
        }
        for (Entry e : open) {
            String candidate = e.candidate(2);
            String numbered = candidate;
            for (int n = 2; !free(numbered, used, componentTaken); n++) {
                numbered = candidate + n;
            }
            accept(e, numbered, used);
        }
    }

    private static boolean free(String candidate, Set<String> used, Predicate<String> componentTaken) {
        String name = TypeNames.of(candidate);
        return !used.contains(name) && !componentTaken.test(TypeNames.of(candidate + "_params"))
                && !componentTaken.test(TypeNames.of(candidate + "_response"));
    }

    private void accept(Entry e, String candidate, Set<String> used) {
        used.add(TypeNames.of(candidate));
        bases.put(e.method(), candidate);
    }

    /** The base name of a method's types (snake_case hint for {@link NameAllocator}). */
    String base(SdkgenConfig.Method method) {
        return bases.get(method);
    }
}
