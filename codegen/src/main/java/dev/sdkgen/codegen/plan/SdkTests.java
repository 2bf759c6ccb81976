package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tests a generated SDK carries of itself (issue 25, as Stainless's SDKs do): per method, one test that calls
 * it with its required arguments and, when it has optional ones, a second that passes all of them, against a mock
 * server of the spec. Decided once for every language; each prints the calls in its test framework. Empty when
 * {@code sdk.tests: false}.
 *
 * @param tests every test, in resource pre-order and method order
 */
public record SdkTests(List<MethodTest> tests) {
    public SdkTests {
        tests = List.copyOf(tests);
    }

    /**
     * One test.
     *
     * @param id    a name unique among the SDK's tests, in snake case ({@code accounts_cards_freeze},
     *              {@code accounts_create_with_all_params}); each language converts it to its case
     * @param title what the test calls, for reports ({@code accounts.cards.freeze (all params)})
     * @param call  the call with its values
     * @param skip  why the test cannot run (a required value that cannot be made), or null
     */
    public record MethodTest(String id, String title, ExampleCall call, String skip) {
    }

    /** Whether the SDK has any test. */
    public boolean any() {
        return !tests.isEmpty();
    }

    static SdkTests of(List<ResourcePlan> resources, Examples examples, boolean enabled) {
        List<MethodTest> out = new ArrayList<>();
        if (!enabled) {
            return new SdkTests(out);
        }
        Set<String> ids = new HashSet<>();
        for (ResourcePlan r : resources) {
            for (MethodPlan m : r.methods()) {
                List<String> words = new ArrayList<>(r.segments());
                words.add(m.name());
                String dotted = String.join(".", words);
                String base = unique(ids, Words.snake(String.join("_", words)));
                List<String> gaps = new ArrayList<>();
                ExampleCall required = examples.call(r, m, false, gaps);
                out.add(new MethodTest(base, dotted, required, skip(gaps)));
                List<String> allGaps = new ArrayList<>();
                ExampleCall all = examples.call(r, m, true, allGaps);
                if (addsArguments(required, all)) {
                    out.add(new MethodTest(unique(ids, base + "_with_all_params"), dotted + " (all params)", all, skip(allGaps)));
                }
            }
        }
        return new SdkTests(out);
    }

    /** Whether the call with every optional argument passes more than the one with the required ones. */
    private static boolean addsArguments(ExampleCall required, ExampleCall all) {
        boolean optionalBody = all.method().body() != null && !all.method().body().required();
        return optionalBody || !required.params().equals(all.params()) || !java.util.Objects.equals(required.body(), all.body());
    }

    private static String skip(List<String> gaps) {
        return gaps.isEmpty() ? null : "no example value can be made for the required field " + gaps.get(0)
                + " (a type nested deeper than the example depth)";
    }

    private static String unique(Set<String> ids, String id) {
        String candidate = id;
        for (int i = 2; !ids.add(candidate); i++) {
            candidate = id + "_" + i;
        }
        return candidate;
    }
}
