package dev.sdkgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Exit codes and output of {@code sdkgen validate} and {@code sdkgen init}. */
class CliTest {
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

    private static Path example() {
        Path here = Path.of("").toAbsolutePath();
        return (Files.exists(here.resolve("examples")) ? here : here.getParent()).resolve("examples/acme");
    }

    @Test
    void validExampleExitsZero() {
        assertEquals(0, run("validate", example().toString()));
        assertEquals("0 errors, 0 warnings, 0 info messages\n", out());
    }

    @Test
    void errorsExitOneAndPrintEveryBlock() throws Exception {
        Files.writeString(dir.resolve("sdkgen.yaml"), "sdk:\n  name: acme\n  version: 1.0.0\nspec:\n  path: missing.yaml\ntargets: [rust]\nresources: {}\n");
        assertEquals(1, run("validate", dir.toString()));
        assertTrue(out().startsWith("""
                Error: SDKGEN101 - Spec file not found
                  Path: missing.yaml
                  Reason: no such file in the repository
                  File: sdkgen.yaml
                  Line: 5

                Error: SDKGEN004 - Invalid target language
                  Target: rust
                  Valid targets: typescript, python, go, java
                  File: sdkgen.yaml
                  Line: 6
                """), out());
        assertTrue(out().endsWith("2 errors, 0 warnings, 0 info messages\n"), out());
    }

    @Test
    void jsonFormat() throws Exception {
        Files.writeString(dir.resolve("sdkgen.yaml"), "sdk: {name: acme}\n");
        assertEquals(1, run("validate", dir.toString(), "--format", "json"));
        JsonNode json = new ObjectMapper().readTree(out());
        assertEquals("SDKGEN003", json.at("/diagnostics/0/code").asText());
        assertEquals("error", json.at("/diagnostics/0/severity").asText());
        assertEquals("Field", json.at("/diagnostics/0/details/0/label").asText());
        assertEquals("sdk.version", json.at("/diagnostics/0/details/0/value").asText());
        assertEquals(4, json.at("/summary/errors").asInt());
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, run());
        assertEquals(2, run("frobnicate"));
        assertEquals(2, run("validate", "--format", "xml", example().toString()));
        assertEquals(2, run("validate", dir.resolve("nope").toString()));
        assertEquals(2, run("validate", "a", "b"));
        assertEquals(2, run("init"));
        assertEquals(0, run("--help"));
    }

    @Test
    void initWritesAConfigThatValidates() throws Exception {
        Files.createDirectories(dir.resolve("openapi"));
        Files.copy(example().resolve("openapi/acme.yaml"), dir.resolve("openapi/acme.yaml"));
        Path config = dir.resolve("sdkgen.yaml");
        assertEquals(0, run("init", dir.resolve("openapi/acme.yaml").toString(), "--out", config.toString(), "--name", "acme"));
        assertTrue(out().contains("6 methods for 6 operations"), out());
        String text = Files.readString(config);
        assertTrue(text.contains("  path: \"openapi/acme.yaml\""), text);
        assertTrue(text.contains("freeze: \"post /accounts/{account_id}/cards/{card_id}/freeze\""), text);
        assertEquals(0, run("validate", dir.toString()));
        assertEquals(2, run("init", dir.resolve("openapi/acme.yaml").toString(), "--out", config.toString()), "no overwrite without --force");
        assertEquals(0, run("init", dir.resolve("openapi/acme.yaml").toString(), "--out", config.toString(), "--force"));
    }

    @Test
    void initOnASpecWithErrorsWritesTheConfigItCanAndExitsOne() throws Exception {
        Files.createDirectories(dir.resolve("openapi"));
        String spec = Files.readString(example().resolve("openapi/acme.yaml"))
                .replaceFirst("\\$ref: '#/components/schemas/AccountList'", "\\$ref: '#/components/schemas/AccountLists'");
        Files.writeString(dir.resolve("openapi/acme.yaml"), spec);
        Path config = dir.resolve("sdkgen.yaml");
        assertEquals(1, run("init", dir.resolve("openapi/acme.yaml").toString(), "--out", config.toString(), "--name", "acme"));
        assertTrue(out().contains("Error: SDKGEN104 - Unresolved reference"), out());
        assertTrue(out().contains("6 methods for 6 operations"), out());
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("the spec has errors"), err.toString(StandardCharsets.UTF_8));
        assertTrue(Files.readString(config).contains("freeze: \"post /accounts/{account_id}/cards/{card_id}/freeze\""));
        assertEquals(1, run("validate", dir.toString()), "the spec's error is still an error");
    }

    @Test
    void initRefusesASpecOutsideTheRepository() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        Files.copy(example().resolve("openapi/acme.yaml"), dir.resolve("acme.yaml"));
        assertEquals(2, run("init", dir.resolve("acme.yaml").toString(), "--out", repo.resolve("sdkgen.yaml").toString()));
    }

    /** {@code sdkgen init .} named the directory as the spec and answered SDKGEN101 with an empty path. */
    @Test
    void initOnADirectoryMapsItsOneSpecAndWritesTheConfigThere() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo/openapi"));
        Files.copy(example().resolve("openapi/acme.yaml"), repo.resolve("acme.yaml"));
        Files.writeString(dir.resolve("repo/package.json"), "{\"name\": \"not-a-spec\"}\n");
        Files.createDirectories(dir.resolve("repo/node_modules/x"));
        Files.writeString(dir.resolve("repo/node_modules/x/openapi.json"), "{\"openapi\": \"3.0.0\"}\n");
        assertEquals(0, run("init", dir.resolve("repo").toString(), "--name", "acme"));
        assertTrue(out().startsWith("Found the spec: openapi/acme.yaml\n"), out());
        assertTrue(Files.readString(dir.resolve("repo/sdkgen.yaml")).contains("  path: \"openapi/acme.yaml\""));
        assertEquals(0, run("validate", dir.resolve("repo").toString()));
    }

    @Test
    void initOnADirectoryWithNoneOrSeveralSpecsIsBadUsageNamingThem() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        assertEquals(2, run("init", repo.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no OpenAPI spec in " + repo), err.toString(StandardCharsets.UTF_8));
        Files.copy(example().resolve("openapi/acme.yaml"), repo.resolve("a.yaml"));
        Files.writeString(repo.resolve("b.json"), "{\n  \"openapi\": \"3.1.0\",\n  \"paths\": {}\n}\n");
        assertEquals(2, run("init", repo.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("several OpenAPI specs in " + repo + ": a.yaml, b.json"),
                err.toString(StandardCharsets.UTF_8));
        assertTrue(Files.notExists(repo.resolve("sdkgen.yaml")));
    }
}
