package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.testsupport.EventPublisher;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
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
        assertTrue(sse.contains("data:emitting python"), sse);
        assertTrue(sse.contains("event:end") && sse.contains("data:succeeded"), sse);

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
}
