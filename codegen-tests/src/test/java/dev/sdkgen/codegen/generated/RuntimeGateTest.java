package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.testing.CheckerTimes;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.codegen.testing.PrismMock;
import dev.sdkgen.codegen.testing.SdkHarness;
import dev.sdkgen.codegen.testing.SdkTests;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.init.ConfigGuesser;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The runtime gate (docs/codegen.md, "Runtime gate"; issue 25 item 6): a generated SDK's OWN tests (one per method,
 * written by the generator) run against Prism in validating mode ({@link PrismMock}), which refuses any request the spec
 * does not allow. Per row (spec, language): {@code sdkgen init}'s config, the SDK, Prism on the spec, the SDK's tests
 * with {@code TEST_API_BASE_URL}, each test's result; the row fails on a failed test that {@code runtime-gate-known-limits.tsv}
 * does not list ({@link KnownLimits}: the mock's limits, the spec's own errors, open findings), and on a listed failure it
 * did not see.
 *
 * <p>Rows: the specs of {@link #SPECS}, each in ONE language per run, in turn ({@link #rows}): any four consecutive commits
 * run every spec in every language. {@code -Dsdkgen.runtime.full=true} runs every language for each spec,
 * {@code -Dsdkgen.runtime.specs=a,b} other corpus specs. Each row appends its counts and seconds to
 * {@code target/runtime-gate/table.tsv} (docs/benchmarks.md, "The runtime gate").
 */
@Execution(ExecutionMode.CONCURRENT)
class RuntimeGateTest {
    /**
     * The specs: small ones (OpenAPI 3.0) that between them cover path, query and header parameters, two security schemes,
     * JSON, octet-stream and multipart bodies (docs/codegen.md, "Runtime gate": why these; the 3.1 specs resend and
     * redocly-museum wait for their findings to be fixed).
     */
    static final List<String> SPECS = List.of("oai-petstore-expanded", "swagger-petstore", "xero-assets", "xero-files");

    /** Languages whose generator writes no tests yet, with the reason: their rows are skipped with it, never passed. */
    private static final Map<Target, String> NOT_YET = Map.of();

    private static final Path LIMITS = Toolchains.repoRoot().resolve("codegen-tests/src/test/resources/runtime-gate-known-limits.tsv");
    private static final Path SELF_TEST = Toolchains.repoRoot().resolve("codegen-tests/src/test/resources/runtime-gate/oai-petstore/python");

    static Stream<Arguments> cases() {
        String only = System.getProperty("sdkgen.runtime.specs", "");
        List<String> specs = only.isBlank() ? SPECS : Arrays.stream(only.split(",")).filter(s -> !s.isBlank()).toList();
        boolean full = Boolean.getBoolean("sdkgen.runtime.full");
        return rows(specs, Fixtures.targets(), full ? -1 : GateRotation.commitCount()).stream();
    }

    /**
     * The rows of a run: spec {@code i} in the language {@code (commits + i) mod n} of the {@code n} targets, so that a run
     * covers every language when there are as many specs, and {@code n} consecutive commits every pair; every pair when
     * {@code commits} is negative (a full run, or Git cannot say).
     */
    static List<Arguments> rows(List<String> specs, List<Target> targets, long commits) {
        List<Arguments> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            for (int t = 0; t < targets.size(); t++) {
                if (commits < 0 || (commits + i) % targets.size() == t) {
                    out.add(Arguments.of(specs.get(i), targets.get(t)));
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void sdkTestsPassAgainstTheValidatingMock(String spec, Target target) {
        String notYet = NOT_YET.get(target);
        Assumptions.assumeTrue(notYet == null, () -> "not in the runtime gate yet: " + notYet);
        Row row = run(spec, target, null);
        KnownLimits.Verdict verdict = KnownLimits.load(LIMITS).judge(spec, target.id(), row.tests().results());
        row.record(verdict.limited().size());
        assertTrue(row.tests().count(SdkTests.Status.PASSED) > 0 || !verdict.limited().isEmpty(),
                () -> "no test of the SDK passed\n" + row.tests().process().describe());
        assertTrue(verdict.unexpected().isEmpty() && (row.tests().process().ok() || !row.tests().results().isEmpty()),
                () -> row.describe(verdict));
        assertTrue(verdict.unseen().isEmpty(), () -> "known limits not seen in this row (remove them from " + LIMITS.getFileName()
                + "): " + verdict.unseen());
    }

    /** One language per spec in a run, each spec in another; four consecutive commits run every pair once; a full run all. */
    @Test
    void rotationRunsEveryPairOnceInFourCommits() {
        List<Target> targets = List.of(Target.TYPESCRIPT, Target.PYTHON, Target.GO, Target.JAVA);
        List<String> specs = List.of("a", "b", "c");
        assertEquals(List.of("a go", "b java", "c typescript"), names(rows(specs, targets, 6)));
        List<String> four = new ArrayList<>();
        for (long commit = 41; commit < 45; commit++) {
            four.addAll(names(rows(specs, targets, commit)));
        }
        assertEquals(12, four.size());
        assertEquals(names(rows(specs, targets, -1)).stream().sorted().toList(), four.stream().sorted().toList());
    }

    private static List<String> names(List<Arguments> rows) {
        return rows.stream().map(a -> a.get()[0] + " " + ((Target) a.get()[1]).id()).toList();
    }

    /**
     * The gate's own proof, on hand-written tests in the shape of an SDK's own ({@code runtime-gate/oai-petstore/python}):
     * the three methods called as the spec allows pass; a call with {@code limit} above the spec's maximum, which the SDK
     * sends as given, is refused by Prism and fails its test, whose failure names the status, and Prism's log names the
     * violation; a skipped test is skipped, not passed. Judged against a list, the refused call is a failure no limit
     * names and a limit on a passing test was not seen.
     */
    @Test
    void gateFailsARequestThePrismMockRefuses() {
        Row row = run("oai-petstore", Target.PYTHON, SELF_TEST);
        Map<String, SdkTests.Status> statuses = row.tests().results().stream()
                .collect(Collectors.toMap(r -> r.name().substring(r.name().lastIndexOf('.') + 1), SdkTests.Result::status));
        assertEquals(Map.of("test_list", SdkTests.Status.PASSED, "test_list_with_all_params", SdkTests.Status.PASSED,
                "test_create", SdkTests.Status.PASSED, "test_retrieve", SdkTests.Status.PASSED,
                "test_list_limit_over_maximum", SdkTests.Status.FAILED, "test_skipped", SdkTests.Status.SKIPPED), statuses,
                () -> row.tests().process().describe());
        SdkTests.Result refused = row.tests().results().stream().filter(r -> r.status() == SdkTests.Status.FAILED).findFirst().orElseThrow();
        assertTrue(refused.detail().contains("UnprocessableEntityError: 422"), refused::detail);
        assertTrue(row.violations().stream().anyMatch(v -> v.startsWith("get /pets: request.query.limit")),
                () -> "Prism's violations: " + row.violations() + "\n" + row.log());
        KnownLimits limits = new KnownLimits(List.of(new KnownLimits.Limit("oai-petstore", "*", "*TEST_RETRIEVE", "open: a passing test", 1)));
        KnownLimits.Verdict verdict = limits.judge("oai-petstore", "python", row.tests().results());
        assertEquals(List.of(refused), verdict.unexpected());
        assertEquals(limits.limits(), verdict.unseen());
        assertTrue(!verdict.ok() && row.describe(verdict).contains("request.query.limit"), () -> row.describe(verdict));
    }

    /** One row's outcome: the SDK's tests, Prism's violations and log, seconds (wall) and Prism's CPU-seconds. */
    private record Row(String spec, Target target, SdkTests.Run tests, List<String> violations, String log, double seconds,
            double prismCpu) {
        String describe(KnownLimits.Verdict verdict) {
            StringBuilder sb = new StringBuilder(spec + " " + target.id() + ": " + verdict.unexpected().size()
                    + " failed test(s) the known limits do not list (a request Prism refused is the SDK's fault)\n");
            verdict.unexpected().forEach(r -> sb.append("  ").append(r.name()).append(": ").append(r.summary()).append('\n'));
            sb.append("Prism's violations (each under the last request received before it):\n");
            violations.forEach(v -> sb.append("  ").append(v).append('\n'));
            if (tests.results().isEmpty()) {
                sb.append(tests.process().describe());
            }
            sb.append("The runner's full output: ").append(report()).append('\n');
            return sb.toString();
        }

        /** The test run's output, written next to the row's SDK; its path. */
        Path report() {
            Path file = Toolchains.targetDir().resolve("runtime-gate/" + spec + "/" + target.id() + "/tests-output.txt");
            try {
                Files.writeString(file, tests.process().describe());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return file;
        }

        /** Appends the row to {@code target/runtime-gate/table.tsv}: spec, language, tests, passed, known-limit, failed, skipped, seconds, Prism CPU-s. */
        void record(int limited) {
            report();
            long failed = tests.count(SdkTests.Status.FAILED);
            String line = String.format(Locale.ROOT, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%.1f\t%.1f%n", spec, target.id(), tests.results().size(),
                    tests.count(SdkTests.Status.PASSED), limited, failed - limited, tests.count(SdkTests.Status.SKIPPED), seconds, prismCpu);
            try {
                Path table = Toolchains.targetDir().resolve("runtime-gate/table.tsv");
                Files.createDirectories(table.getParent());
                Files.writeString(table, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }


    /**
     * Generates the SDK of a corpus spec (config from {@code sdkgen init}) in one language, starts Prism on the spec and runs
     * the SDK's tests against it; {@code tests} (the self-test's) replaces the SDK's own tests when given.
     */
    private static Row run(String spec, Target target, Path tests) {
        long started = System.nanoTime();
        Path work = Toolchains.scratchDir("runtime-gate/" + spec + "/" + target.id());
        Path repo = work.resolve("repo");
        String specFile = CompileGateTest.entryPoint(CompileGateTest.specsDir().resolve(spec));
        Path sdk = work.resolve(target.id());
        CheckerTimes.inJvm(sdk, "generate (init, validate, plan, SDK)", () -> generate(spec, specFile, repo, target, sdk));
        if (tests != null) {
            Toolchains.scratchDir(Toolchains.targetDir().relativize(sdk.resolve("tests")).toString()); // the generated tests out
            SdkHarness.copyDirectory(tests, sdk);
        }
        try (PrismMock prism = PrismMock.start(repo.resolve(specFile), work.resolve("prism.log"))) {
            SdkTests.Run run = LanguageToolchain.of(target).ownTests(sdk, prism.baseUrl());
            return new Row(spec, target, run, prism.violations(), prism.log(), (System.nanoTime() - started) / 1e9, prism.cpuSeconds());
        }
    }

    private static Path generate(String spec, String specFile, Path repo, Target target, Path sdk) {
        try {
            SdkHarness.copyDirectory(CompileGateTest.specsDir().resolve(spec).toRealPath(), repo);
            ConfigGuesser.Init init = ConfigGuesser.init(repo, specFile, null);
            assertTrue(init.config() != null, () -> spec + " was refused:\n" + init.problems().toText());
            Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
            Engine.Validation v = Engine.validate(repo);
            assertTrue(v.ok(), () -> spec + " does not validate:\n" + v.report().toText());
            SdkModel model = v.model();
            Generator.generate(Planner.plan(model), target).writeTo(sdk);
            return sdk;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
