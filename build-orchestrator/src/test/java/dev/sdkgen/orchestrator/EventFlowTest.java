package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Events published on the real broker drive the state kept in real PostgreSQL. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(PostgresTestResource.class)
class EventFlowTest {

    private static EventPublisher publisher;

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @BeforeAll
    static void connect() {
        publisher = EventPublisher.onSharedBroker();
    }

    @AfterAll
    static void disconnect() {
        publisher.close();
    }

    private static void awaitState(String project, String target, String buildId, String state) {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertEquals(state, Fixtures.build(project, target, buildId).getString("state")));
    }

    @Test
    void buildRunsThroughEveryStateToSucceededWithItsArtifact() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(BuildRequested.of(buildId, 1, Fixtures.source(project, "go"), "trigger"));
        // different topics are consumed independently: wait before publishing on the next one
        await().atMost(Duration.ofSeconds(20)).until(() ->
                Fixtures.log(project, "go", buildId).contains("BuildRequested published"));
        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching"))
                .withCommitMessage("Add the accounts resource"));
        awaitState(project, "go", buildId, "validating");
        ArtifactRef ir = new ArtifactRef("11aa", "11aa", 10, "application/json", "ir.json");
        publisher.publish(BuildValidated.of(buildId, 1, Fixtures.source(project, "go"), ir, 0));
        awaitState(project, "go", buildId, "generating");
        ArtifactRef zip = new ArtifactRef("22bb", "22bb", 99, "application/zip", "acme-go.zip");
        publisher.publish(SdkGenerated.of(buildId, 1, "go", zip));
        awaitState(project, "go", buildId, "succeeded");
        JsonPath b = Fixtures.build(project, "go", buildId);
        assertEquals("22bb", b.getString("artifact.sha256"));
        assertEquals("acme-go.zip", b.getString("artifact.file_name"));
        assertTrue(b.getString("finished_at") != null);
        assertEquals("Add the accounts resource", b.getString("commit_message"));
        // the attempt's timeline: queued <= validating <= generating <= finished
        List<java.time.Instant> timeline = List.of("created_at", "validating_at", "generating_at", "finished_at").stream()
                .map(f -> java.time.Instant.parse(b.getString("attempts[0]." + f))).toList();
        for (int i = 1; i < timeline.size(); i++) {
            assertTrue(!timeline.get(i).isBefore(timeline.get(i - 1)), timeline.toString());
        }
        String log = Fixtures.log(project, "go", buildId);
        assertTrue(log.indexOf("BuildRequested published") < log.indexOf("Fetching"), log);
        assertTrue(log.indexOf("Fetching") < log.indexOf("Validated: 0 warning(s)"), log);
        assertTrue(log.contains("SDK archive stored: acme-go.zip"), log);
    }

    @Test
    void replayedEventsLeaveStateAndLogUnchanged() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("python")).getString("project_id");
        String buildId = Fixtures.reserve(project, "python").getString("build_id");
        BuildProgress progress = BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING,
                List.of("line one", "line two"));
        BuildFailed failed = BuildFailed.of(buildId, 1, "spec-validator", "SDKGEN004", "Invalid target language", "rust");
        publisher.publish(progress);
        publisher.publish(failed);
        awaitState(project, "python", buildId, "failed");
        String logBefore = Fixtures.log(project, "python", buildId);
        JsonPath before = Fixtures.build(project, "python", buildId);

        // retry, then replay every old event: attempt 2 must stay queued, logs must not grow
        given().post("/internal/v1/projects/{p}/sdk-targets/python/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(201).body("attempt", equalTo(2)).body("state", equalTo("queued"));
        publisher.publish(progress);
        publisher.publish(failed);
        publisher.publish(progress);
        // a marker published after the replays: once it is applied, the replays were consumed too
        publisher.publish(BuildProgress.of(buildId, 2, "spec-validator", null, List.of("marker")));
        await().atMost(Duration.ofSeconds(20)).until(() -> given().accept("text/plain")
                .get("/internal/v1/projects/{p}/sdk-targets/python/sdk-builds/{b}/logs", project, buildId)
                .asString().contains("marker"));
        JsonPath after = Fixtures.build(project, "python", buildId);
        assertEquals("queued", after.getString("state"));
        assertEquals(2, after.getInt("attempt"));
        assertEquals(null, after.getString("error"));
        assertEquals("failed", after.getString("attempts[0].state"));
        assertEquals("SDKGEN004", after.getString("attempts[0].error_code"));
        String attempt1Log = given().accept("text/plain").queryParam("attempt", 1)
                .get("/internal/v1/projects/{p}/sdk-targets/python/sdk-builds/{b}/logs", project, buildId).asString();
        assertEquals(logBefore, attempt1Log);
        assertEquals("SDKGEN004", before.getString("error.code"));
        assertEquals("Invalid target language", before.getString("error.title"));
    }

    @Test
    void eventsOfAnOlderAttemptDoNotChangeTheCurrentOne() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("java")).getString("project_id");
        String buildId = Fixtures.reserve(project, "java").getString("build_id");
        publisher.publish(BuildFailed.of(buildId, 1, "spec-validator", "SDKGEN101", "Spec file not found", ""));
        awaitState(project, "java", buildId, "failed");
        given().post("/internal/v1/projects/{p}/sdk-targets/java/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(201);
        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("late")));
        publisher.publish(BuildProgress.of(buildId, 2, "spec-validator", BuildState.VALIDATING, List.of("current")));
        awaitState(project, "java", buildId, "validating");
        // the late attempt-1 line went to attempt 1's log, not to attempt 2's
        String log2 = Fixtures.log(project, "java", buildId);
        assertTrue(log2.contains("current") && !log2.contains("late"), log2);
        publisher.publish(BuildProgress.of(buildId, 2, "codegen-worker", BuildState.GENERATING, List.of()));
        publisher.publish(BuildProgress.of(buildId, 2, "spec-validator", BuildState.VALIDATING, List.of("out of order")));
        publisher.publish(BuildProgress.of(buildId, 2, "x", null, List.of("marker")));
        await().atMost(Duration.ofSeconds(20)).until(() -> Fixtures.log(project, "java", buildId).contains("marker"));
        assertEquals("generating", Fixtures.build(project, "java", buildId).getString("state"));
    }

    @Test
    void unreadableRecordsAreSkippedAndConsumptionGoesOn() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("typescript")).getString("project_id");
        String buildId = Fixtures.reserve(project, "typescript").getString("build_id");
        publisher.publishRaw(Topics.BUILD_PROGRESS, buildId, "{this is not an event");
        publisher.publishRaw(Topics.BUILD_PROGRESS, buildId, "{\"type\":\"BuildProgress\",\"schemaVersion\":99,"
                + "\"eventId\":\"e\",\"buildId\":\"" + buildId + "\",\"attempt\":1}");
        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("fine")));
        awaitState(project, "typescript", buildId, "validating");
        given().get("/q/health/ready").then().statusCode(200);
    }

    @Test
    void liveLogStreamFollowsLinesUntilTheBuildEnds() throws Exception {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        URL url = new URL("http://127.0.0.1:" + port + "/internal/v1/projects/" + project + "/sdk-targets/go/sdk-builds/"
                + buildId + "/logs");
        CompletableFuture<List<String>> received = CompletableFuture.supplyAsync(() -> {
            List<String> lines = new ArrayList<>();
            try {
                HttpURLConnection c = (HttpURLConnection) url.openConnection();
                c.setRequestProperty("Accept", "text/event-stream");
                c.setReadTimeout(30_000);
                try (BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = r.readLine(); line != null; line = r.readLine()) {
                        lines.add(line);
                    }
                }
            } catch (Exception e) {
                lines.add("ERROR " + e);
            }
            return lines;
        });
        Thread.sleep(500);
        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("streamed line")));
        publisher.publish(BuildFailed.of(buildId, 1, "spec-validator", "SDKGEN001", "Config file not found", ""));
        List<String> lines = received.get(30, java.util.concurrent.TimeUnit.SECONDS);
        String all = String.join("\n", lines);
        assertTrue(all.contains("event:log"), all);
        assertTrue(all.contains("data: Build queued (trigger)"), all);
        assertTrue(all.contains("data: streamed line"), all);
        assertTrue(all.contains("event:end\ndata: failed"), all);
    }
}
