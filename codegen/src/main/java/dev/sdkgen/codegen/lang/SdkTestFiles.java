package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.Templates;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.plan.SdkTests;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * What every language's own tests share (issue 25; docs/codegen.md "The SDKs' own tests"): the test cases of the
 * plan's {@link SdkTests} with each language's name and statements, and the scripts {@code scripts/mock} (a Prism
 * mock server of the spec) and {@code scripts/test} (waits for it, runs the language's test command).
 */
public final class SdkTestFiles {
    /**
     * The mock server the scripts start: Prism from npm, pinned so that every run validates alike; 5.14.2 is the last
     * version that runs on Node 18 to 22 (5.15 and later need Node 24).
     */
    public static final String PRISM = "@stoplight/prism-cli@5.14.2";
    /** The base URL the tests call when {@code TEST_API_BASE_URL} is not set: Prism's default address. */
    public static final String DEFAULT_BASE_URL = "http://127.0.0.1:4010";
    /** The API key the tests pass: a mock server checks that one is sent, not which. */
    public static final String DUMMY_API_KEY = "My API Key";

    private static final Templates TEMPLATES = new Templates("common");

    private SdkTestFiles() {
    }

    /**
     * One test as a language prints it.
     *
     * @param name  the test's name in the language ({@code test_accounts_create}, {@code TestAccountsCreate})
     * @param title the call it makes, as a string literal of the language
     * @param skip  why it is skipped, as a string literal of the language, or null
     * @param lines the test's statements, indented for its body; none when it is skipped (a skipped test still
     *              compiles, and its values would not)
     */
    public record Case(String name, String title, String skip, List<String> lines) {
    }

    /** The view of the scripts' templates. */
    public record Script(String header, String prism, List<String> commands) {
    }

    /** A README's "Running the tests" section, as lines (the README templates place them as {@code tests.lines}). */
    public record Readme(List<String> lines) {
    }

    /** The view of the section's template: where the tests are and the command scripts/test runs (Markdown). */
    public record ReadmeSection(String location, String command) {
    }

    /**
     * The client options the tests set besides the API key: every other security scheme's credential option (named by
     * the language's {@code option}), each given {@link #DUMMY_API_KEY}, so that an operation that requires only such a
     * scheme sends it too (a mock refuses a request without the credential its operation requires).
     */
    public static List<String> credentialOptions(SdkPlan plan, Function<SdkPlan.Credential, String> option) {
        return plan.credentials().stream().map(option).toList();
    }

    /** The plan's tests as cases of a language. */
    public static List<Case> cases(SdkPlan plan, UnaryOperator<String> name, UnaryOperator<String> literal,
            Function<ExampleCall, List<String>> statements) {
        List<Case> out = new ArrayList<>();
        for (SdkTests.MethodTest t : plan.tests().tests()) {
            out.add(new Case(name.apply(t.id()), literal.apply(t.title()), t.skip() == null ? null : literal.apply(t.skip()),
                    t.skip() == null ? statements.apply(t.call()) : List.of()));
        }
        return out;
    }

    /** {@code scripts/mock} and {@code scripts/test} (running {@code commands}), or none when the SDK has no tests. */
    public static Map<String, String> scripts(SdkPlan plan, List<String> commands) {
        Map<String, String> out = new LinkedHashMap<>();
        if (plan.tests().any()) {
            out.put("scripts/mock", TEMPLATES.render("mock", new Script(Headers.HASH, PRISM, List.of())));
            out.put("scripts/test", TEMPLATES.render("test", new Script(Headers.HASH, PRISM, commands)));
        }
        return out;
    }

    /**
     * The README's section, without lines when the SDK has no tests; {@code location} and {@code command} are plain text,
     * printed as code spans.
     */
    public static Readme readme(SdkPlan plan, String location, String command) {
        if (!plan.tests().any()) {
            return new Readme(List.of());
        }
        String text = TEMPLATES.render("readme-tests", new ReadmeSection(dev.sdkgen.codegen.text.Markdown.code(location),
                dev.sdkgen.codegen.text.Markdown.code(command)));
        return new Readme(List.of(text.strip().split("\n", -1)));
    }
}
