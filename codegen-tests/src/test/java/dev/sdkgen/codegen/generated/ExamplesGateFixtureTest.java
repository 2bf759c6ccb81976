package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.ExamplesGate;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * builder may leave it out), so for them that example passes. A multipart body's file fields (required, optional,
 * a list of files, a file or a list of files) given as text are written as files of that text (TypeScript
 * {@code new Blob([…])}, Python {@code "…".encode()}, Go {@code strings.NewReader("…")}, Java
 * {@code UploadFile.ofText("…")}) and pass; a file given as a number is the spec's error, and the writers refuse it
 * as unsupported.
 */
@Execution(ExecutionMode.CONCURRENT)
class ExamplesGateFixtureTest {
    private static final String BODY = "spec/openapi.yaml#/paths/~1animals/post/requestBody/content/application~1json/examples/";
    private static final String PHOTOS = "spec/openapi.yaml#/paths/~1animals~1{animal_id}~1photos/post/requestBody/content/"
            + "multipart~1form-data/examples/";
    /** Where each language's snippets write the {@code text} example's optional file ({@code thumbnail}). */
    private static final Map<Target, List<String>> TEXT_FILE = Map.of(
            Target.TYPESCRIPT, List.of("examples.ts", "thumbnail: new Blob(['PNG thumb'])"),
            Target.PYTHON, List.of("examples.py", "\"thumbnail\": \"PNG thumb\".encode()"),
            Target.GO, List.of("_examples/examples.go", "Thumbnail: zoo.Value[io.Reader](strings.NewReader(\"PNG thumb\"))"),
            Target.JAVA, List.of("src/examples/Examples0.java", ".thumbnail(UploadFile.ofText(\"PNG thumb\"))"));

    static Stream<Target> targets() {
        return Fixtures.targets().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void everyValidExamplePassesAndEveryBadOneIsNamedWithTheSpecsError(Target target) throws IOException {
        Engine.Validation v = Engine.validate(Fixtures.codegen("examples"));
        assertTrue(v.ok(), () -> v.report().toText());
        Path work = Toolchains.scratchDir("examples-gate-fixture/" + target.id());
        ExamplesGate.Outcome outcome = ExamplesGate.run("examples", v.spec(), v.model(), target, work);
        String report = outcome.report(50);
        assertEquals(16, outcome.tried(), report);
        assertTrue(outcome.stray().isEmpty(), report);
        assertTrue(outcome.uncleanSdk().isEmpty(), outcome.uncleanSdk());
        Map<String, String> failures = new TreeMap<>();
        outcome.failures().forEach(f -> failures.put(f.example().location(), f.cause()));
        Map<String, String> expected = new TreeMap<>(Map.of(
                BODY + "undeclared/value", ExamplesGate.OWN_SCHEMA + "property the schema does not declare",
                BODY + "wrongAge/value", ExamplesGate.OWN_SCHEMA + "wrong type",
                PHOTOS + "numberPhoto/value", ExamplesGate.OWN_SCHEMA + "wrong type"));
        if (List.of(Target.TYPESCRIPT, Target.PYTHON).contains(target)) {
            expected.put(BODY + "missingName/value", ExamplesGate.OWN_SCHEMA + "missing required field");
        }
        assertEquals(expected, failures, report);
        assertEquals(0, outcome.unexplained(), report);
        String numberPhoto = outcome.failures().stream().filter(f -> f.example().location().equals(PHOTOS + "numberPhoto/value"))
                .findFirst().orElseThrow().detail();
        assertTrue(numberPhoto.contains("a file to upload (binary string) given as a number"),
                numberPhoto);
        Path dir = work.resolve(target == Target.GO ? "go" : target.id() + "-examples");
        String snippets = Files.readString(dir.resolve(TEXT_FILE.get(target).get(0)));
        assertTrue(snippets.contains(TEXT_FILE.get(target).get(1)), snippets);
    }
}
