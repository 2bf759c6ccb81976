package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.ExamplesGate;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples gate on its own fixture ({@code codegen/src/test/fixtures/examples}), in every language: the
 * typed writers print every shape the fixture's examples have (optional and nullable fields, enums, a
 * discriminated union, an eleven-entry map, free-form JSON, a recursive model, a 3.1 {@code examples} list,
 * named examples through {@code components/examples}, additional properties beside named ones, an {@code anyOf}
 * value that only a nested {@code oneOf} variant takes whole, another that only a free-form variant takes whole)
 * so that the strict checker accepts the valid ones, and the gate catches the three bad ones and names each with
 * the spec's own error. Go and Java cannot see a missing required field at compile time (a struct literal or
 * builder may leave it out), so for them that example passes.
 */
@Execution(ExecutionMode.CONCURRENT)
class ExamplesGateFixtureTest {
    private static final String BODY = "spec/openapi.yaml#/paths/~1animals/post/requestBody/content/application~1json/examples/";

    static Stream<Target> targets() {
        return Fixtures.targets().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void everyValidExamplePassesAndEveryBadOneIsNamedWithTheSpecsError(Target target) {
        Engine.Validation v = Engine.validate(Fixtures.codegen("examples"));
        assertTrue(v.ok(), () -> v.report().toText());
        ExamplesGate.Outcome outcome = ExamplesGate.run("examples", v.spec(), v.model(), target,
                Toolchains.scratchDir("examples-gate-fixture/" + target.id()));
        String report = outcome.report(50);
        assertEquals(14, outcome.tried(), report);
        assertTrue(outcome.stray().isEmpty(), report);
        assertTrue(outcome.uncleanSdk().isEmpty(), outcome.uncleanSdk());
        Map<String, String> failures = new TreeMap<>();
        outcome.failures().forEach(f -> failures.put(f.example().location(), f.cause()));
        Map<String, String> expected = new TreeMap<>(Map.of(
                BODY + "undeclared/value", ExamplesGate.OWN_SCHEMA + "property the schema does not declare",
                BODY + "wrongAge/value", ExamplesGate.OWN_SCHEMA + "wrong type"));
        if (List.of(Target.TYPESCRIPT, Target.PYTHON).contains(target)) {
            expected.put(BODY + "missingName/value", ExamplesGate.OWN_SCHEMA + "missing required field");
        }
        assertEquals(expected, failures, report);
        assertEquals(0, outcome.unexplained(), report);
    }
}
