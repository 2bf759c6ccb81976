package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Retry in the states between {@code queued} and the end (issue 24, item 8a): the other 409 tests
 * retry a build that is still {@code queued}; here it is {@code validating}, then {@code generating}
 * (409, nothing changes), then {@code succeeded} (a new attempt, the old artifact no longer the build's).
 * Also the other actions on builds in between (issue 24, items 1 and 2): Cancel while generating and
 * while queued, with the worker's late result arriving after it; a success superseding the target's
 * earlier failed and stuck builds; a push of a commit that already succeeded.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(PostgresTestResource.class)
class RetryWhileRunningTest {

    private static EventPublisher publisher;

    @BeforeAll
    static void connect() {
        publisher = EventPublisher.onSharedBroker();
    }

    @AfterAll
    static void disconnect() {
        publisher.close();
    }

    private static void awaitState(String project, String buildId, String state) {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertEquals(state, Fixtures.build(project, "go", buildId).getString("state")));
    }

    /** A retry refused while the build is {@code state}: 409, and the build, its attempts and its log stay as they were. */
    private static void assertRetryRefused(String project, String buildId, String state) {
        JsonPath before = Fixtures.build(project, "go", buildId);
        String logBefore = Fixtures.log(project, "go", buildId);
        given().post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(409).body("error.code", equalTo("build_in_progress"))
                .body("error.message", containsString(" is " + state + ";"));
        JsonPath after = Fixtures.build(project, "go", buildId);
        assertEquals(state, after.getString("state"));
        assertEquals(1, after.getInt("attempt"));
        assertEquals(1, after.getList("attempts").size());
        assertEquals(before.getString("reason"), after.getString("reason"));
        assertEquals(logBefore, Fixtures.log(project, "go", buildId));
    }

    @Test
    void retryIs409WhileValidatingAndGeneratingAndANewAttemptOnceSucceeded() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String buildId = Fixtures.reserve(project, "go").getString("build_id");

        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching")));
        awaitState(project, buildId, "validating");
        assertRetryRefused(project, buildId, "validating");

        ArtifactRef ir = new ArtifactRef("33cc", "33cc", 10, "application/json", "ir.json");
        publisher.publish(BuildValidated.of(buildId, 1, Fixtures.source(project, "go"), ir, 0));
        awaitState(project, buildId, "generating");
        assertRetryRefused(project, buildId, "generating");

        ArtifactRef zip = new ArtifactRef("44dd", "44dd", 99, "application/zip", "acme-go.zip");
        publisher.publish(SdkGenerated.of(buildId, 1, "go", zip));
        awaitState(project, buildId, "succeeded");
        assertEquals("44dd", Fixtures.build(project, "go", buildId).getString("artifact.sha256"));

        // succeeded is retryable: attempt 2, queued, same commit, and attempt 1's archive is no longer the build's
        given().post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(201).body("attempt", equalTo(2)).body("state", equalTo("queued"))
                .body("commit", equalTo(Fixtures.COMMIT)).body("reason", equalTo("retry"));
        JsonPath retried = Fixtures.build(project, "go", buildId);
        assertNull(retried.get("artifact"), retried.prettify());
        assertNull(retried.get("finished_at"), retried.prettify());
        assertEquals(List.of("succeeded", "queued"), retried.getList("attempts.state"));
        assertTrue(Fixtures.log(project, "go", buildId).startsWith("Attempt 2 queued (retry) at commit " + Fixtures.COMMIT));
        // and the new attempt, queued, is refused in turn
        given().post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(409).body("error.code", equalTo("build_in_progress"));
    }

    private static final String BUILDS = "/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds/{b}";

    private static void awaitLog(String project, String target, String buildId, String text) {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertTrue(Fixtures.log(project, target, buildId).contains(text), Fixtures.log(project, target, buildId)));
    }

    @Test
    void cancelStopsAGeneratingOrQueuedBuildForGoodAndTheBuildCanBeRetried() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String access = "/internal/v1/projects/{p}/sdk-targets/go/sdk-repository/access?build={b}&attempt={n}";
        given().contentType(io.restassured.http.ContentType.JSON).body(java.util.Map.of("url",
                        "https://git.example.test/acme/acme-go.git", "branch", "main"))
                .put("/internal/v1/projects/{p}/sdk-targets/go/sdk-repository", project).then().statusCode(200);
        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching")));
        publisher.publish(BuildValidated.of(buildId, 1, Fixtures.source(project, "go"),
                new ArtifactRef("55ee", "55ee", 10, "application/json", "ir.json"), 0));
        awaitState(project, buildId, "generating");
        // the worker asks where to deliver before it publishes SdkGenerated: a running attempt is delivered
        given().get(access, project, buildId, 1).then().statusCode(200).body("branch", equalTo("main"));

        given().post(BUILDS + "/cancel", project, "go", buildId).then().statusCode(200)
                .body("state", equalTo("cancelled")).body("attempt", equalTo(1))
                .body("attempts[0].state", equalTo("cancelled")).body("finished_at", org.hamcrest.Matchers.notNullValue());
        assertTrue(Fixtures.log(project, "go", buildId).contains("Cancelled while generating"));
        given().post(BUILDS + "/cancel", project, "go", buildId).then().statusCode(409)
                .body("error.code", equalTo("build_finished")).body("error.message", containsString(" is cancelled;"));
        given().post(BUILDS + "/cancel", project, "go", "bld_00000000000000000000").then().statusCode(404);

        // a cancelled attempt is never delivered: the worker asking for the SDK repository is refused
        given().get(access, project, buildId, 1).then().statusCode(409).body("error.code", equalTo("build_cancelled"));
        // the worker did not hear of it and finishes the attempt: logged, and the build stays cancelled, without archive
        publisher.publish(SdkGenerated.of(buildId, 1, "go", new ArtifactRef("66ff", "66ff", 9, "application/zip", "x.zip")));
        awaitLog(project, "go", buildId, "SdkGenerated arrived after the build was cancelled");
        // a delivery outcome that raced the cancel adds its lines; the cancelled build shows no delivery
        publisher.publish(dev.sdkgen.events.SdkDelivered.of(buildId, 1, 1, true, "https://git.example.test/acme/acme-go.git",
                "main", "c0ffee", true, null, null, List.of("Delivering the SDK")));
        awaitLog(project, "go", buildId, "SdkDelivered arrived after the build was cancelled");
        JsonPath after = Fixtures.build(project, "go", buildId);
        assertEquals("cancelled", after.getString("state"));
        assertNull(after.get("artifact"), after.prettify());
        assertNull(after.get("delivery"), after.prettify());
        given().get("/internal/v1/builds?project={p}&state=cancelled", project).then().body("build_id", equalTo(List.of(buildId)));

        // retryable like failed; the new attempt is cancelled while queued, and the validator starting it late changes nothing
        given().post(BUILDS + "/attempts", project, "go", buildId).then().statusCode(201).body("attempt", equalTo(2));
        given().get(access, project, buildId, 2).then().statusCode(200);
        given().post(BUILDS + "/cancel", project, "go", buildId).then().statusCode(200).body("state", equalTo("cancelled"));
        publisher.publish(BuildProgress.of(buildId, 2, "spec-validator", BuildState.VALIDATING, List.of("Validating late")));
        awaitLog(project, "go", buildId, "BuildProgress arrived after the build was cancelled");
        JsonPath late = Fixtures.build(project, "go", buildId);
        assertEquals("cancelled", late.getString("state"));
        assertEquals(List.of("cancelled", "cancelled"), late.getList("attempts.state"));
        assertNull(late.get("attempts[1].validating_at"), late.prettify());
    }

    @Test
    void aSuccessSupersedesTheTargetsEarlierFailedAndStuckBuildsAndAPushOfItsCommitBuildsNothingNew() {
        String url = Fixtures.newRepositoryUrl();
        String project = Fixtures.createProject(url, "main", List.of("go", "python")).getString("project_id");
        String failed = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(BuildFailed.of(failed, 1, "spec-validator", "SDKGEN101", "Spec file not found", "x"));
        awaitState(project, failed, "failed");
        String stuck = Fixtures.reserve(project, "go").getString("build_id");
        given().contentType(ContentType.JSON).body(Map.of("reason", "broker away"))
                .post(BUILDS + "/attempts/1/publish-failure", project, "go", stuck).then().statusCode(204);
        String cancelled = Fixtures.reserve(project, "go").getString("build_id");
        given().post(BUILDS + "/cancel", project, "go", cancelled).then().statusCode(200);
        String otherTarget = Fixtures.reserve(project, "python").getString("build_id");
        publisher.publish(BuildFailed.of(otherTarget, 1, "spec-validator", "SDKGEN101", "Spec file not found", "x"));
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertEquals("failed", Fixtures.build(project, "python", otherTarget).getString("state")));
        given().get("/internal/v1/builds?project={p}&state=failed&superseded=false", project).then()
                .body("build_id", equalTo(List.of(otherTarget, failed)));

        String fixed = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(SdkGenerated.of(fixed, 1, "go", new ArtifactRef("77aa", "77aa", 9, "application/zip", "x.zip")));
        awaitState(project, fixed, "succeeded");
        given().get(BUILDS, project, "go", fixed).then().body("supersedes", equalTo(List.of(failed, stuck)))
                .body("superseded_by", nullValue());
        given().get(BUILDS, project, "go", failed).then().body("superseded_by", equalTo(fixed)).body("state", equalTo("failed"));
        given().get(BUILDS, project, "go", stuck).then().body("superseded_by", equalTo(fixed));
        given().get(BUILDS, project, "go", cancelled).then().body("superseded_by", nullValue());
        given().get(BUILDS, project, "python", otherTarget).then().body("superseded_by", nullValue());
        String fixedLog = Fixtures.log(project, "go", fixed);
        assertTrue(fixedLog.contains("Supersedes " + failed + " (failed), " + stuck + " (stuck)"), fixedLog);
        // the unresolved failures are the other target's only; all of them are still there
        given().get("/internal/v1/builds?project={p}&state=failed&superseded=false", project).then()
                .body("build_id", equalTo(List.of(otherTarget)));
        given().get("/internal/v1/builds?project={p}&superseded=true", project).then()
                .body("build_id", equalTo(List.of(stuck, failed)));
        given().get("/internal/v1/builds?project={p}&state=failed", project).then()
                .body("build_id", equalTo(List.of(otherTarget, failed)));
        given().get("/internal/v1/builds?superseded=yes").then().statusCode(400).body("error.message", containsString("superseded"));

        // a push of the commit that succeeded for go (a new delivery id): python builds, go does not
        Map<String, Object> push = Map.of("delivery_id", "gh-again-" + project, "provider", "github",
                "repository_urls", List.of(url), "branch", "main", "commit", Fixtures.COMMIT);
        JsonPath pushed = given().contentType(ContentType.JSON).body(push).post("/internal/v1/pushes")
                .then().statusCode(200).extract().jsonPath();
        assertEquals(List.of("python"), pushed.getList("builds.sdk_target_id"));
        assertEquals(List.of(fixed), pushed.getList("already_built.build_id"));
        given().get("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds", project).then().body("build_id",
                equalTo(List.of(fixed, cancelled, stuck, failed)));

        // a retried superseded build is unresolved again until it or a later build succeeds
        given().post(BUILDS + "/attempts", project, "go", failed).then().statusCode(201).body("superseded_by", nullValue());
        given().get(BUILDS, project, "go", fixed).then().body("supersedes", equalTo(List.of(stuck)));
    }

    /**
     * Issue 24, item 3: a worker whose heartbeats stop is reported lost in the build's log within
     * {@code worker-lost-after} (3 s in tests) plus a check interval; beats that keep coming are never
     * reported; the validator handing over to the worker is no redelivery; the next instance's beat
     * names the redelivery before that instance's own lines.
     */
    @Test
    void aWorkerWhoseHeartbeatsStopIsReportedLostAndItsRedeliveryNamed() throws Exception {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(BuildProgress.heartbeat(buildId, 1, "spec-validator", "spec-validator@v/7"));
        publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching")));
        publisher.publish(BuildValidated.of(buildId, 1, Fixtures.source(project, "go"),
                new ArtifactRef("88bb", "88bb", 10, "application/json", "ir.json"), 0));
        awaitState(project, buildId, "generating");
        // beats of one instance for longer than worker-lost-after: never reported
        for (int i = 0; i < 6; i++) {
            Thread.sleep(i == 0 ? 0 : 1000);
            publisher.publish(BuildProgress.heartbeat(buildId, 1, "codegen-worker", "codegen-worker@a/1"));
        }
        long stopped = System.nanoTime();
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertEquals("codegen-worker@a/1", Fixtures.build(project, "go", buildId).getString("worker_instance")));
        String log = Fixtures.log(project, "go", buildId);
        assertTrue(!log.contains("Worker lost") && !log.contains("edelivered"), log);

        awaitLog(project, "go", buildId, "Worker lost: no heartbeat from codegen-worker@a/1 since ");
        long detectedMs = (System.nanoTime() - stopped) / 1_000_000;
        System.out.printf("worker lost reported %d ms after its last heartbeat (limit 3 s, checked every 1 s)%n", detectedMs);
        assertTrue(detectedMs < 3000 + 2000 + 3000, "reported after " + detectedMs + " ms");
        JsonPath lost = Fixtures.build(project, "go", buildId);
        assertEquals("generating", lost.getString("state"));
        org.junit.jupiter.api.Assertions.assertNotNull(lost.get("worker_lost_at"), lost.prettify());
        // reported once, not every check
        Thread.sleep(2500);
        String once = Fixtures.log(project, "go", buildId);
        assertEquals(once.indexOf("Worker lost:"), once.lastIndexOf("Worker lost:"), once);

        // the same instance beats again (it was paused, or cut off from the broker): back, not lost
        publisher.publish(BuildProgress.heartbeat(buildId, 1, "codegen-worker", "codegen-worker@a/1"));
        awaitLog(project, "go", buildId, "Worker codegen-worker@a/1 is back: its heartbeats had stopped since ");
        await().atMost(Duration.ofSeconds(20)).until(() -> {
            String l = Fixtures.log(project, "go", buildId);
            return l.indexOf("Worker lost:") != l.lastIndexOf("Worker lost:");
        });
        publisher.publish(BuildProgress.heartbeat(buildId, 1, "codegen-worker", "codegen-worker@b/2"));
        publisher.publish(BuildProgress.of(buildId, 1, "codegen-worker", null, List.of("Generating again")));
        publisher.publish(SdkGenerated.of(buildId, 1, "go", new ArtifactRef("99cc", "99cc", 9, "application/zip", "x.zip")));
        awaitState(project, buildId, "succeeded");
        String end = Fixtures.log(project, "go", buildId);
        int lostAt = end.indexOf("Worker lost: no heartbeat");
        int redelivered = end.indexOf("Worker lost; redelivered to codegen-worker@b/2 (was codegen-worker@a/1)");
        int again = end.indexOf("Generating again");
        assertTrue(lostAt >= 0 && lostAt < redelivered && redelivered < again, end);
        assertNull(Fixtures.build(project, "go", buildId).get("worker_lost_at"));
        assertTrue(!end.contains("Redelivered to codegen-worker") && !end.contains("redelivered to spec-validator"), end);

        // the worker beats on while it delivers the succeeded build's SDK, then stops: no worker is lost
        publisher.publish(BuildProgress.heartbeat(buildId, 1, "codegen-worker", "codegen-worker@b/2"));
        Thread.sleep(3000 + 1000 + 1500);
        String delivered = Fixtures.log(project, "go", buildId);
        assertEquals(2, delivered.split("Worker lost:", -1).length - 1, delivered);
        assertNull(Fixtures.build(project, "go", buildId).get("worker_lost_at"));
    }
}
