package dev.sdkgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sdkgen diff}: verdicts per language, SDKGEN309 and its exit code 3, JSON, errors and bad usage. */
class DiffCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static Path pair(String name) {
        Path here = Path.of("").toAbsolutePath();
        return (Files.exists(here.resolve("corpus-diffs")) ? here : here.getParent()).resolve("corpus-diffs").resolve(name);
    }

    @Test
    void aBreakingChangeWithoutAMajorVersionIsSdkgen309AndExitThree() {
        Path pair = pair("oai-petstore-create-body");
        assertEquals(3, run("diff", pair.resolve("old").toString(), pair.resolve("new").toString(), "--target", "go"));
        assertTrue(out().startsWith("go: major (1.0.0 -> 1.0.0, 1 change)\n"
                + "  major   body pets.create added: a new required request body: every call must pass it [#/paths/~1pets/post]\n"), out());
        assertTrue(out().contains("Warning: SDKGEN309 - Breaking change without a major version\n  Target: go\n  Version: 1.0.0\n"
                + "  Previous version: 1.0.0\n"), out());
        assertTrue(!out().contains("typescript:"), "--target limits the languages");
    }

    @Test
    void aMajorVersionStepSilencesTheWarning() throws IOException {
        Path pair = pair("oai-petstore-create-body");
        Path bumped = dir.resolve("new");
        Files.createDirectories(bumped);
        Files.copy(pair.resolve("new/petstore.yaml"), bumped.resolve("petstore.yaml"));
        Files.writeString(bumped.resolve("sdkgen.yaml"), Files.readString(pair.resolve("new/sdkgen.yaml"))
                .replace("version: 1.0.0", "version: 2.0.0"));
        assertEquals(0, run("diff", pair.resolve("old").toString(), bumped.toString(), "--target", "java"));
        assertTrue(out().startsWith("java: major (1.0.0 -> 2.0.0, 1 change)"), out());
        assertTrue(!out().contains("SDKGEN309"), out());
    }

    @Test
    void documentationOnlyIsPatchAndJsonCarriesEveryLanguage() throws IOException {
        Path pair = pair("museum-ticket-date-docs");
        assertEquals(0, run("diff", pair.resolve("old").toString(), pair.resolve("new").toString(), "--format", "json"));
        JsonNode root = new ObjectMapper().readTree(out());
        assertEquals(4, root.get("targets").size());
        for (JsonNode t : root.get("targets")) {
            assertEquals("patch", t.get("verdict").asText(), t.toString());
            assertEquals("PATCH", t.get("changes").get(0).get("level").asText());
            assertEquals("documentation", t.get("changes").get(0).get("reason").asText());
        }
        assertEquals(0, root.get("diagnostics").size());
    }

    @Test
    void aCheckoutWithErrorsIsExitOneAndBadUsageTwo() throws IOException {
        Path broken = Files.createDirectories(dir.resolve("broken"));
        Path pair = pair("museum-object-types");
        assertEquals(1, run("diff", broken.toString(), pair.resolve("new").toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("SDKGEN001"));
        assertEquals(2, run("diff", pair.resolve("old").toString()));
        assertEquals(2, run("diff", pair.resolve("old").toString(), pair.resolve("new").toString(), "--format", "yaml"));
        assertEquals(2, run("diff", pair.resolve("old").toString(), pair.resolve("new").toString(), "--target", "rust"));
    }
}
