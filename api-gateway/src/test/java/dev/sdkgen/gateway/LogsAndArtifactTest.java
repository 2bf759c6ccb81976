package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventPublisher;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.stream.Stream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** Logs (text and live SSE through the gateway) and the artifact download from the real artifact-store. */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class LogsAndArtifactTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void liveLogAndArtifactOfASucceededBuild() throws Exception {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "python");
        String buildId = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        authed().get(builds + "/" + buildId + "/artifact").then().statusCode(409)
                .body("error.code", equalTo("build_in_progress"));

        CompletableFuture<String> stream = CompletableFuture.supplyAsync(() -> {
            List<String> lines = new ArrayList<>();
            try {
                HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + builds + "/" + buildId
                        + "/logs").openConnection();
                c.setRequestProperty("Accept", "text/event-stream");
                c.setRequestProperty("Authorization", "Bearer " + Api.TOKEN);
                c.setReadTimeout(30_000);
                try (BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = r.readLine(); line != null; line = r.readLine()) {
                        lines.add(line);
                    }
                }
            } catch (Exception e) {
                lines.add("ERROR " + e);
            }
            return String.join("\n", lines);
        });

        byte[] archive = ("not a real SDK archive: test bytes " + buildId).getBytes(StandardCharsets.UTF_8);
        ArtifactRef ref = given().contentType("application/zip").header("X-File-Name", "acme-python.zip").body(archive)
                .post(PlatformTestResource.artifactStoreUrl() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            publisher.publish(BuildProgress.of(buildId, 1, "codegen-worker", BuildState.GENERATING, List.of("emitting python")));
            await().atMost(Duration.ofSeconds(10)).until(() ->
                    "generating".equals(authed().get(builds + "/" + buildId).jsonPath().getString("state")));
            publisher.publish(SdkGenerated.of(buildId, 1, "python", ref));
        }
        String sse = stream.get(30, TimeUnit.SECONDS);
        assertTrue(sse.contains("event:log"), sse);
        assertTrue(sse.contains("data: emitting python"), sse);
        assertTrue(sse.contains("event:end") && sse.contains("data: succeeded"), sse);

        await().atMost(Duration.ofSeconds(10)).until(() ->
                "succeeded".equals(authed().get(builds + "/" + buildId).jsonPath().getString("state")));
        byte[] downloaded = authed().get(builds + "/" + buildId + "/artifact").then().statusCode(200)
                .header("X-Checksum-SHA256", ref.sha256())
                .header("Content-Disposition", containsString("acme-python.zip"))
                .extract().asByteArray();
        assertArrayEquals(archive, downloaded);

        String text = authed().get(builds + "/" + buildId + "/logs").then().statusCode(200)
                .contentType(containsString("text/plain")).extract().asString();
        assertTrue(text.contains("emitting python") && text.contains("SDK archive stored"), text);
        authed().get(builds + "/bld_nope/logs").then().statusCode(404).body("error.code", equalTo("not_found"));
    }

    /**
     * The validator's log of a Config Repository with a diagnostic, sent as the validator sends it,
     * followed live through the orchestrator and the gateway: a client that reads the stream by the
     * SSE rules gets exactly the lines {@code bin/sdkgen validate} prints, indented detail lines
     * included.
     */
    @Test
    void theLiveLogCarriesTheValidatorsLinesExactlyIndentationIncluded() throws Exception {
        Path acme = ConfigRepository.example("acme");
        String yaml = Files.readString(acme.resolve("sdkgen.yaml")).replace("list: get /accounts", "list: get /nope");
        ConfigRepository repo = Api.acmeRepository();
        repo.commit(Map.of("sdkgen.yaml", yaml), "map a method to an operation that does not exist");
        Path checkout = Files.createTempDirectory("sdkgen-gw-sse-");
        try (Stream<Path> files = Files.walk(acme)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = checkout.resolve(acme.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        Files.writeString(checkout.resolve("sdkgen.yaml"), yaml);
        Engine.Validation validation = Engine.validate(checkout);
        List<String> engineLog = validation.log();
        Diagnostic diagnostic = validation.report().diagnostics().get(0);
        List<String> block = diagnostic.render().lines().toList();
        assertTrue(block.stream().anyMatch(l -> l.startsWith("  ")), "a diagnostic with indented detail lines: " + block);
        assertTrue(validation.report().toText().contains(diagnostic.render()), "bin/sdkgen validate prints the block");

        String project = Api.register(repo, "main").getString("project_id");
        String builds = Api.buildPath(project, "typescript");
        String buildId = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        CompletableFuture<String> stream = CompletableFuture.supplyAsync(() -> {
            try {
                HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + builds + "/" + buildId
                        + "/logs").openConnection();
                c.setRequestProperty("Accept", "text/event-stream");
                c.setRequestProperty("Authorization", "Bearer " + Api.TOKEN);
                c.setReadTimeout(30_000);
                try (var in = c.getInputStream()) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            } catch (Exception e) {
                return "ERROR " + e;
            }
        });
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, engineLog));
            publisher.publish(BuildFailed.of(buildId, 1, "spec-validator", diagnostic.code().name(),
                    diagnostic.code().title(), validation.report().summary()));
        }
        String raw = stream.get(30, TimeUnit.SECONDS);
        List<String> received = sseData(raw, "log");
        assertTrue(Collections.indexOfSubList(received, engineLog) >= 0,
                "the engine's lines, in order and unchanged:\n" + String.join("\n", engineLog) + "\n--- got:\n"
                        + String.join("\n", received));
        assertTrue(Collections.indexOfSubList(received, block) >= 0, raw);
        assertEquals(List.of("failed"), sseData(raw, "end"));
        // on the wire: "data: " and then the line with its own two spaces
        String detail = block.stream().filter(l -> l.startsWith("  ")).findFirst().orElseThrow();
        assertTrue(raw.contains("\ndata: " + detail + "\n"), raw);
    }

    /** The data of every event of a type, parsed as the SSE rules say (one space after the colon is dropped). */
    private static List<String> sseData(String stream, String type) {
        List<String> out = new ArrayList<>();
        String event = "message";
        List<String> data = new ArrayList<>();
        for (String line : stream.split("\r\n|\r|\n", -1)) {
            if (line.isEmpty()) {
                if (!data.isEmpty() && event.equals(type)) {
                    out.add(String.join("\n", data));
                }
                event = "message";
                data.clear();
                continue;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) {
                value = value.substring(1);
            }
            if (field.equals("event")) {
                event = value;
            } else if (field.equals("data")) {
                data.add(value);
            }
        }
        return out;
    }
}
