package dev.sdkgen.codegen.testing;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.nio.file.Path;
import java.util.List;

/**
 * How the tests check, build and drive one language's generated SDKs. The golden, compile-gate and
 * behaviour suites run every language {@code Generator} supports through this interface, so adding a
 * language adds an implementation and its registration in {@link #of}, not test classes (docs/codegen.md,
 * "Adding a language").
 */
public interface LanguageToolchain {
    Target target();

    /**
     * The compile gate on a generated SDK: every check the language's own toolchain offers (compiler,
     * strict type checker, formatter, linters). Each must be clean.
     */
    List<Check> compileGate(Path sdkDir, SdkModel model);

    /**
     * Builds the SDK as its README says, then runs the behaviour tests of {@code testsDir} (this
     * language's copy of a fixture's scenarios) against the mock server.
     */
    Behaviour behaviour(Path sdkDir, Path testsDir, SdkModel model);

    /**
     * A runtime core file as the SDK holds it, turned back into the runtime's source by undoing the
     * language's documented rewrite (none by default; Go renames the package clause): the golden test
     * then proves that nothing else was changed.
     */
    default String runtimeSource(String coreFileInSdk) {
        return coreFileInSdk;
    }

    /**
     * The compile gate and the examples gate of one corpus row, with ONE strict checker run over the SDK and the
     * spec's examples where the language allows (docs/benchmarks.md, "The test command"): the snippets ({@code null}
     * when the spec gives no examples: then this is {@link #compileGate}) are written next to the SDK before the
     * checker runs, and its diagnostics are split by file — any in the SDK's files makes the SDK's check unclean,
     * those in the snippets' files are the examples' errors, with the file relative to the snippets' directory
     * ({@link ExamplesGate#examplesDir}).
     */
    Gates gates(Path sdkDir, ExampleSnippets snippets, SdkModel model);

    /**
     * The compile gate without its costliest checker, for a large corpus spec outside this run's rotation
     * (docs/codegen.md, "Which rows a run checks fully"): the checks that cost little next to the full gate, each of which
     * must be clean; the spec's examples are not checked. By default {@link #compileGate}, the SDK alone (TypeScript's
     * tsc, Java's javac: a large spec's examples cost about as much again); Python and Go leave out their costliest
     * checker as well.
     */
    default List<Check> lightGate(Path sdkDir, SdkModel model) {
        return compileGate(sdkDir, model);
    }

    /**
     * Runs the SDK's own tests (generated with it: one per method) against a mock server at {@code baseUrl}, given to them
     * as {@code TEST_API_BASE_URL}, for the runtime gate (docs/codegen.md, "Runtime gate"); each test's result. A language
     * whose runner the gate does not know yet says so.
     */
    default SdkTests.Run ownTests(Path sdkDir, String baseUrl) {
        throw new UnsupportedOperationException("the runtime gate cannot run " + target().id() + " SDK tests yet");
    }

    /** Whether {@link #ownTests} is implemented for this language. */
    default boolean runsOwnTests() {
        return false;
    }

    /** The outcome of {@link #gates}: the SDK's checks (each must be clean) and the checker's errors in the snippets. */
    record Gates(List<Check> sdk, List<CheckerError> snippets) {
    }

    /** An error of the checker: file (relative to the snippets directory), 1-based line, message. */
    record CheckerError(String file, int line, String message) {
    }

    /** One check of the compile gate. */
    record Check(String name, Processes.Result result, boolean clean) {
        public String describe() {
            return name + (clean ? " clean" : " FAILED") + "\n" + result.describe();
        }
    }

    /** The checks run before the behaviour tests, and the test run (null when a check failed first). */
    record Behaviour(List<Check> checks, SdkHarness.TestRun run) {
        public boolean ok() {
            return checks.stream().allMatch(Check::clean) && run != null && run.ok();
        }

        public String describe() {
            StringBuilder sb = new StringBuilder();
            for (Check c : checks) {
                if (!c.clean()) {
                    sb.append(c.describe()).append('\n');
                }
            }
            if (run != null) {
                sb.append(run.process().describe());
            }
            return sb.toString();
        }
    }

    /** The toolchain of a target; an error for a language the tests do not know yet. */
    static LanguageToolchain of(Target target) {
        return switch (target) {
            case TYPESCRIPT -> new TypeScriptToolchain();
            case PYTHON -> new PythonToolchain();
            case GO -> new GoLanguageToolchain();
            case JAVA -> new JavaToolchain();
            default -> throw new IllegalStateException("no test toolchain for " + target.id()
                    + ": add one to LanguageToolchain.of (docs/codegen.md, \"Adding a language\")");
        };
    }
}
