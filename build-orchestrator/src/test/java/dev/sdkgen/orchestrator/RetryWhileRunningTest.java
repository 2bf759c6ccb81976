package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Retry in the states between {@code queued} and the end (issue 24, item 8a): the other 409 tests
 * retry a build that is still {@code queued}; here it is {@code validating}, then {@code generating}
 * (409, nothing changes), then {@code succeeded} (a new attempt, the old artifact no longer the build's).
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
}
