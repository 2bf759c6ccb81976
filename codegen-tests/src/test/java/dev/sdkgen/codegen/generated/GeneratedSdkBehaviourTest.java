package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The behaviour suite: SDKs GENERATED from fixtures (not hand-written) are built and driven by tests in
 * each language against the mock server, for every language the generator supports. The tests live in
 * {@code codegen/src/test/sdk-tests/<fixture>/<language>/}, one copy of the same scenarios per language:
 * the kitchen-sink fixture covers nested path parameters, bodies, {@code $client} methods, the three
 * pagination types, retries (listed status, Retry-After, unlisted status, retries-disabled operation),
 * every error class, connection errors and the API key variable; the no-retries fixture covers a config
 * without {@code retries}; the bodies fixture covers form, multipart, binary and text bodies and
 * responses and basic auth; the security fixture covers which credentials each operation sends (schemes sent
 * together, alternatives, {@code security: []}, operations without security, one option and variable per scheme, a
 * path option beside them in the same client options); the retries fixture covers the retry policy {@code sdkgen init}
 * writes (409 and dropped connections retried), {@code retry-after-ms}, {@code x-should-retry} and idempotency keys.
 * The kitchen-sink TypeScript copy also covers the request escape hatches, generic requests, {@code withOptions},
 * logging and the ESM/CommonJS packaging (its {@code consumers/} projects; docs/codegen.md "Tests").
 */
@Execution(ExecutionMode.CONCURRENT)
class GeneratedSdkBehaviourTest {
    private static final Path TESTS = Toolchains.codegenDir().resolve("src/test/sdk-tests");

    /** Each fixture, with the number of tests every language's copy of its scenarios must pass at least. */
    private static final Map<String, Integer> FIXTURES = new LinkedHashMap<>();

    static {
        FIXTURES.put("kitchen-sink", 15);
        FIXTURES.put("bodies", 7);
        FIXTURES.put("no-retries", 3);
        FIXTURES.put("wire", 12);
        FIXTURES.put("no-servers", 2);
        FIXTURES.put("extra-properties", 1);
        FIXTURES.put("security", 5);
        FIXTURES.put("streaming", 8);
        FIXTURES.put("retries", 8);
    }

    /**
     * Fixture × language pairs whose scenarios are not written yet, with the reason. Each shows as a skipped (aborted)
     * test with that reason, never as a pass.
     */
    private static final Map<String, String> NOT_YET = Map.of();

    /** {@code -Dsdkgen.behaviour.fixtures=wire,bodies} narrows the suite to some fixtures for a quicker local run. */
    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        String only = System.getProperty("sdkgen.behaviour.fixtures", "");
        for (String fixture : FIXTURES.keySet()) {
            if (!only.isBlank() && !List.of(only.split(",")).contains(fixture)) {
                continue;
            }
            for (Target target : Fixtures.targets()) {
                out.add(Arguments.of(fixture, target));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void generatedSdkBehavesAsTheContractSays(String fixture, Target target) {
        String notYet = NOT_YET.get(fixture + " " + target.id());
        Assumptions.assumeTrue(notYet == null, () -> "not written yet: " + notYet);
        Path repo = Fixtures.byName(fixture);
        Path tests = TESTS.resolve(fixture).resolve(target.id());
        assertTrue(Files.isDirectory(tests), "no " + target.id() + " behaviour tests for " + fixture + " in " + tests);
        SdkModel model = Fixtures.model(repo);
        Path sdk = Fixtures.generate(repo, target, "behaviour/" + fixture);
        LanguageToolchain.Behaviour result = LanguageToolchain.of(target).behaviour(sdk, tests, model);
        assertTrue(result.ok(), result::describe);
        assertTrue(result.run().passed() >= FIXTURES.get(fixture),
                () -> result.run().passed() + " tests passed, expected at least " + FIXTURES.get(fixture) + "\n" + result.describe());
    }
}
