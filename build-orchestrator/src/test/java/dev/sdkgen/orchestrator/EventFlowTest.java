package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
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
import dev.sdkgen.events.SurfaceReport;
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
        assertEquals(null, b.getString("surface"), "an SdkGenerated without a surface (an older worker): none shown");
    }

    /**
     * The surface of builds (issue 23): kept from SdkGenerated, shown as the build's {@code surface}; the previous
     * succeeded build of the target with a surface is what the worker compares with; a retry forgets its surface.
     */
    @Test
    void theSurfaceOfASucceededBuildIsShownAndIsThePreviousSurfaceOfTheTargetsNextBuild() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String builds = "/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds/{b}";
        String first = Fixtures.reserve(project, "go").getString("build_id");
        given().get(builds + "/surface-record", project, "go", first).then().statusCode(404)
                .body("error.code", equalTo("surface_not_available"));
        given().get(builds + "/previous-surface", project, "go", first).then().statusCode(404)
                .body("error.code", equalTo("no_previous_surface"));
        given().get(builds + "/previous-surface", project, "go", "bld_unknown").then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        ArtifactRef zip = new ArtifactRef("44dd", "44dd", 99, "application/zip", "acme-go-1.4.0.zip");
        ArtifactRef surface1 = new ArtifactRef("aa01", "aa01", 10, "application/json", "acme-go-1.4.0.surface.json");
        ArtifactRef diff1 = new ArtifactRef("dd01", "dd01", 10, "application/json", "acme-go-1.4.0.surface-diff.json");
        publisher.publish(SdkGenerated.of(first, 1, "go", zip, "acme", "1.4.0", false,
                new SurfaceReport(surface1, diff1, "initial", null, 0, 0)));
        awaitState(project, "go", first, "succeeded");
        JsonPath b1 = Fixtures.build(project, "go", first);
        assertEquals("initial", b1.getString("surface.verdict"));
        assertEquals(null, b1.getString("surface.against_build_id"));
        assertEquals(0, b1.getInt("surface.changes"));
        assertEquals(java.util.Set.of("verdict", "against_build_id", "changes"), b1.getMap("surface").keySet());
        given().get(builds + "/surface-record", project, "go", first).then().statusCode(200)
                .body("surface_id", equalTo("aa01")).body("diff_id", equalTo("dd01")).body("verdict", equalTo("initial"));

        String second = Fixtures.reserve(project, "go").getString("build_id");
        assertEquals(null, Fixtures.build(project, "go", second).getString("surface"), "null while not generated");
        given().get(builds + "/previous-surface", project, "go", second).then().statusCode(200)
                .body("build_id", equalTo(first)).body("surface_id", equalTo("aa01")).body("surface_sha256", equalTo("aa01"));
        given().get(builds + "/previous-surface", project, "go", first).then().statusCode(404);
        ArtifactRef surface2 = new ArtifactRef("aa02", "aa02", 10, "application/json", "acme-go-1.5.0.surface.json");
        ArtifactRef diff2 = new ArtifactRef("dd02", "dd02", 10, "application/json", "acme-go-1.5.0.surface-diff.json");
        publisher.publish(SdkGenerated.of(second, 1, "go", zip, "acme", "1.5.0", false,
                new SurfaceReport(surface2, diff2, "major", first, 3, 1)));
        awaitState(project, "go", second, "succeeded");
        JsonPath b2 = Fixtures.build(project, "go", second);
        assertEquals("major", b2.getString("surface.verdict"));
        assertEquals(first, b2.getString("surface.against_build_id"));
        assertEquals(3, b2.getInt("surface.changes"));

        // the newest succeeded build created before it is what the next one is compared with; a retried one is not
        String third = Fixtures.reserve(project, "go").getString("build_id");
        given().get(builds + "/previous-surface", project, "go", third).then().statusCode(200)
                .body("build_id", equalTo(second));
        given().post(builds + "/attempts", project, "go", second).then().statusCode(201);
        assertEquals(null, Fixtures.build(project, "go", second).getString("surface"), "a retry forgets the surface");
        given().get(builds + "/surface-record", project, "go", second).then().statusCode(404);
        given().get(builds + "/previous-surface", project, "go", third).then().statusCode(200)
                .body("build_id", equalTo(first));
    }

    /**
     * One previous succeeded build (issue 23): the newest created before a build, whatever order builds finish in, and
     * once a build recorded its surface, the build that surface was compared with — what {@code previous-surface}
     * gives the worker and {@code previous-build} the gateway's files diff, the same build.
     */
    @Test
    void thePreviousSucceededBuildIsByCreationAndTheSameForTheSurfaceAndTheFiles() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String builds = "/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds/{b}";
        ArtifactRef zip = new ArtifactRef("45dd", "45dd", 99, "application/zip", "acme-go-1.4.0.zip");
        String first = Fixtures.reserve(project, "go").getString("build_id");
        given().get(builds + "/previous-build", project, "go", first).then().statusCode(404)
                .body("error.code", equalTo("no_previous_build"));
        succeed(project, first, zip, "initial", null);
        String second = Fixtures.reserve(project, "go").getString("build_id");
        String third = Fixtures.reserve(project, "go").getString("build_id");

        // the third finishes before the second: the second is not succeeded yet, so both compare with the first
        given().get(builds + "/previous-surface", project, "go", third).then().statusCode(200).body("build_id", equalTo(first));
        succeed(project, third, zip, "minor", first);
        given().get(builds + "/previous-surface", project, "go", second).then().statusCode(200).body("build_id", equalTo(first));
        succeed(project, second, zip, "minor", first);
        // the third keeps the build its surface was compared with, though the second succeeded since and is older
        given().get(builds + "/previous-build", project, "go", third).then().statusCode(200)
                .body("build_id", equalTo(first)).body("artifact.id", equalTo("45dd"));
        given().get(builds + "/previous-build", project, "go", second).then().statusCode(200).body("build_id", equalTo(first));
        assertEquals(first, Fixtures.build(project, "go", third).getString("surface.against_build_id"));

        // a new build compares with the newest created before it (the third), not the last to finish (the second)
        String fourth = Fixtures.reserve(project, "go").getString("build_id");
        given().get(builds + "/previous-surface", project, "go", fourth).then().statusCode(200).body("build_id", equalTo(third));
        given().get(builds + "/previous-build", project, "go", fourth).then().statusCode(200).body("build_id", equalTo(third));
        // a retry of an older build compares with what came before it, not with the newer builds
        given().post(builds + "/attempts", project, "go", second).then().statusCode(201);
        given().get(builds + "/previous-surface", project, "go", second).then().statusCode(200).body("build_id", equalTo(first));
        given().get(builds + "/previous-build", project, "go", second).then().statusCode(200).body("build_id", equalTo(first));
        // a succeeded build that recorded no surface is still the previous one: the surface then compares nothing
        succeed(project, fourth, zip, null, null);
        String fifth = Fixtures.reserve(project, "go").getString("build_id");
        given().get(builds + "/previous-build", project, "go", fifth).then().statusCode(200).body("build_id", equalTo(fourth));
        given().get(builds + "/previous-surface", project, "go", fifth).then().statusCode(404)
                .body("error.code", equalTo("no_previous_surface")).body("error.message", containsString(fourth));
    }

    /** The build's SdkGenerated as the worker sends it: a surface of this verdict compared with {@code against}; none: null. */
    private static void succeed(String project, String buildId, ArtifactRef zip, String verdict, String against) {
        ArtifactRef surface = new ArtifactRef("ab" + buildId, "ab", 10, "application/json", "acme-go-1.4.0.surface.json");
        ArtifactRef diff = new ArtifactRef("cd" + buildId, "cd", 10, "application/json", "acme-go-1.4.0.surface-diff.json");
        publisher.publish(SdkGenerated.of(buildId, 1, "go", zip, "acme", "1.4.0", false, verdict == null ? null
                : new SurfaceReport(surface, diff, verdict, against, against == null ? 0 : 1, 0)));
        awaitState(project, "go", buildId, "succeeded");
    }

    @Test
    void deliveryStateFollowsTheWorkersEventsAndTheDeliverRetryWithoutChangingTheBuildsState() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go", "python"))
                .getString("project_id");
        String target = "/internal/v1/projects/{p}/sdk-targets/{t}";
        given().get(target + "/sdk-repository", project, "go").then().statusCode(404);
        given().contentType(io.restassured.http.ContentType.JSON).body(java.util.Map.of("url",
                        "https://git.example.test/acme/acme-go.git", "branch", "main", "credential", java.util.Map.of(
                                "type", "token", "username", "x-access-token", "sealed", "v1:c2VhbGVk")))
                .put(target + "/sdk-repository", project, "go").then().statusCode(200)
                .body("url", equalTo("https://git.example.test/acme/acme-go.git"))
                .body("auth.type", equalTo("token")).body("auth.sealed", org.hamcrest.Matchers.nullValue());
        assertTrue(!given().get(target, project, "go").asString().contains("v1:c2VhbGVk"));
        given().get(target, project, "go").then().body("sdk_repository.branch", equalTo("main"));
        given().get(target + "/sdk-repository/access", project, "go").then().statusCode(200)
                .body("sealed", equalTo("v1:c2VhbGVk")).body("type", equalTo("token"));

        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        String deliveries = target + "/sdk-builds/{b}/deliveries";
        given().post(deliveries, project, "go", buildId).then().statusCode(409).body("error.code",
                equalTo("build_not_succeeded"));
        ArtifactRef zip = new ArtifactRef("33cc", "33cc", 99, "application/zip", "acme-go-1.5.0.zip");
        publisher.publish(SdkGenerated.of(buildId, 1, "go", zip, "acme", "1.5.0", true));
        awaitState(project, "go", buildId, "succeeded");
        JsonPath pending = Fixtures.build(project, "go", buildId);
        assertEquals("pending", pending.getString("delivery.state"));
        assertEquals(1, pending.getInt("delivery.attempt"));
        assertEquals("1.5.0", pending.getString("delivery.sdk_version"));
        given().post(deliveries, project, "go", buildId).then().statusCode(409).body("error.code",
                equalTo("delivery_in_progress"));

        publisher.publish(dev.sdkgen.events.SdkDelivered.of(buildId, 1, 1, false, "https://git.example.test/acme/acme-go.git",
                "main", null, false, null, "cannot push to https://git.example.test/acme/acme-go.git: authentication "
                        + "failed", List.of("Delivering to https://git.example.test/acme/acme-go.git (main)")));
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "failed".equals(Fixtures.build(project, "go", buildId).getString("delivery.state")));
        JsonPath failed = Fixtures.build(project, "go", buildId);
        assertEquals("succeeded", failed.getString("state"), "a failed delivery leaves the build succeeded");
        assertTrue(failed.getString("delivery.reason").contains("authentication failed"));

        given().post(deliveries, project, "go", buildId).then().statusCode(201)
                .body("delivery.state", equalTo("pending")).body("delivery.attempt", equalTo(2))
                .body("delivery.reason", org.hamcrest.Matchers.nullValue()).body("attempt", equalTo(1));
        publisher.publish(dev.sdkgen.events.SdkDelivered.of(buildId, 1, 2, true, "https://git.example.test/acme/acme-go.git",
                "main", "89abcdef0123456789abcdef0123456789abcdef", true, "v1.5.0", null, List.of("Pushed")));
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(Fixtures.build(project, "go", buildId).getString("delivery.state")));
        // the first delivery's outcome, delivered late, changes nothing
        publisher.publish(dev.sdkgen.events.SdkDelivered.of(buildId, 1, 1, false, "https://git.example.test/acme/acme-go.git",
                "main", null, false, null, "late", List.of("late line")));
        await().atMost(Duration.ofSeconds(20)).until(() -> Fixtures.log(project, "go", buildId).contains("late line"));
        JsonPath delivered = Fixtures.build(project, "go", buildId);
        assertEquals("delivered", delivered.getString("delivery.state"));
        assertEquals("89abcdef0123456789abcdef0123456789abcdef", delivered.getString("delivery.commit"));
        assertEquals("v1.5.0", delivered.getString("delivery.tag"));
        assertEquals(true, delivered.getBoolean("delivery.committed"));
        String log = Fixtures.log(project, "go", buildId);
        assertTrue(log.contains("Delivery 1 failed: cannot push to"), log);
        assertTrue(log.contains("Delivery 2 of the SDK of attempt 1 queued (deliver)"), log);
        assertTrue(log.contains("commit 89abcdef0123456789abcdef0123456789abcdef, tag v1.5.0"), log);

        // a retry generates again: the new attempt has no delivery until it succeeds
        given().post(target + "/sdk-builds/{b}/attempts", project, "go", buildId).then().statusCode(201)
                .body("delivery", org.hamcrest.Matchers.nullValue());

        // a target without an SDK repository: delivery none, and nothing to deliver to
        String other = Fixtures.reserve(project, "python").getString("build_id");
        publisher.publish(SdkGenerated.of(other, 1, "python", zip, "acme", "1.5.0", false));
        awaitState(project, "python", other, "succeeded");
        assertEquals("none", Fixtures.build(project, "python", other).getString("delivery.state"));
        given().post(deliveries, project, "python", other).then().statusCode(409)
                .body("error.code", equalTo("no_sdk_repository"));
        // the worker could not ask for the SDK repository (this service was unavailable): with none, it is none
        String asked = Fixtures.reserve(project, "python").getString("build_id");
        publisher.publish(SdkGenerated.of(asked, 1, "python", zip, "acme", "1.5.0", true));
        awaitState(project, "python", asked, "succeeded");
        publisher.publish(dev.sdkgen.events.SdkDelivered.of(asked, 1, 1, false, null, null, null, false, null,
                "the SDK repository could not be asked for: the build-orchestrator was unavailable", List.of()));
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "none".equals(Fixtures.build(project, "python", asked).getString("delivery.state")));
        given().delete(target + "/sdk-repository", project, "go").then().statusCode(204);
        given().get(target + "/sdk-repository/access", project, "go").then().statusCode(404);
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
