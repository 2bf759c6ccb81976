package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import dev.sdkgen.testsupport.EventPublisher;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Trigger and retry through the real chain: gateway → orchestrator reservation (real PostgreSQL)
 * → BuildRequested on the real broker → consumed by the orchestrator.
 */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class TriggerAndRetryTest {

    @Test
    void triggerQueuesABuildAtTheBranchHeadAndPublishesBuildRequested() {
        ConfigRepository repo = Api.acmeRepository();
        String head = repo.commit(Map.of("README.md", "head\n"), "move head");
        String project = Api.register(repo, "main").getString("project_id");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            JsonPath build = authed().post(Api.buildPath(project, "typescript") + "/trigger")
                    .then().statusCode(202).extract().jsonPath();
            String buildId = build.getString("build_id");
            assertEquals("queued", build.getString("state"));
            assertEquals(head, build.getString("commit"));
            assertEquals(1, build.getInt("attempt"));

            EventProbe.Seen seen = probe.await(s -> s.event() instanceof BuildRequested && buildId.equals(s.key()),
                    Duration.ofSeconds(20));
            BuildRequested event = (BuildRequested) seen.event();
            assertEquals(head, event.source().commit());
            assertEquals("typescript", event.source().language());
            assertEquals(repo.url(), event.source().repositoryUrl());
            assertEquals("trigger", event.reason());
            assertEquals(1, event.attempt());

            // the orchestrator consumed it from the topic: its log says so; the build is still queued
            await().atMost(Duration.ofSeconds(20)).until(() -> authed().accept("text/plain")
                    .get(Api.buildPath(project, "typescript") + "/" + buildId + "/logs").asString()
                    .contains("BuildRequested published (trigger)"));
            authed().get(Api.buildPath(project, "typescript") + "/" + buildId).then().statusCode(200)
                    .body("state", equalTo("queued"));
            authed().get(Api.buildPath(project, "typescript")).then().statusCode(200)
                    .body("build_id", equalTo(java.util.List.of(buildId)));
        }
    }

    @Test
    void triggerOnUnknownProjectOrTargetIs404() {
        authed().post(Api.buildPath("prj_nope", "go") + "/trigger").then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        authed().post(Api.buildPath(project, "rust") + "/trigger").then().statusCode(404)
                .body("error.code", equalTo("not_found"));
    }

    @Test
    void retryIs404Unknown409WhileRunningAndANewAttemptOnceFinished() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "go");
        authed().post(builds + "/bld_0000/retry").then().statusCode(404).body("error.code", equalTo("not_found"));
        JsonPath build = authed().post(builds + "/trigger").then().statusCode(202).extract().jsonPath();
        String buildId = build.getString("build_id");
        authed().post(builds + "/" + buildId + "/retry").then().statusCode(409)
                .body("error.code", equalTo("build_in_progress"));

        try (EventPublisher publisher = EventPublisher.onSharedBroker();
             EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            publisher.publish(BuildFailed.of(buildId, 1, "spec-validator", "SDKGEN101", "Spec file not found", "x"));
            await().atMost(Duration.ofSeconds(20)).until(() ->
                    authed().get(builds + "/" + buildId).jsonPath().getString("state").equals("failed"));
            JsonPath retried = authed().post(builds + "/" + buildId + "/retry").then().statusCode(202).extract().jsonPath();
            assertEquals(buildId, retried.getString("build_id"));
            assertEquals(2, retried.getInt("attempt"));
            assertEquals("queued", retried.getString("state"));
            assertEquals(build.getString("commit"), retried.getString("commit"));
            BuildRequested again = (BuildRequested) probe.await(s -> s.event() instanceof BuildRequested
                    && buildId.equals(s.key()), Duration.ofSeconds(20)).event();
            assertEquals(2, again.attempt());
            assertEquals("retry", again.reason());
            assertTrue(again.source().commit().equals(build.getString("commit")));
            authed().post(builds + "/" + buildId + "/retry").then().statusCode(409);
        }
    }

    /**
     * Issue 24, item 8a through the public API: a retry while the build is validating or generating
     * is 409 and publishes nothing; the build keeps its attempt.
     */
    @Test
    void retryIs409WhileValidatingAndWhileGeneratingAndPublishesNothing() {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String builds = Api.buildPath(project, "java");
        JsonPath build = authed().post(builds + "/trigger").then().statusCode(202).extract().jsonPath();
        String buildId = build.getString("build_id");
        BuildSource source = new BuildSource(project, "java", "java", repo.url(), "main", build.getString("commit"));
        try (EventPublisher publisher = EventPublisher.onSharedBroker();
             EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching")));
            awaitState(builds + "/" + buildId, "validating");
            authed().post(builds + "/" + buildId + "/retry").then().statusCode(409)
                    .body("error.code", equalTo("build_in_progress"));

            publisher.publish(BuildValidated.of(buildId, 1, source,
                    new ArtifactRef("55ee", "55ee", 10, "application/json", "ir.json"), 0));
            awaitState(builds + "/" + buildId, "generating");
            authed().post(builds + "/" + buildId + "/retry").then().statusCode(409)
                    .body("error.code", equalTo("build_in_progress"));

            authed().get(builds + "/" + buildId).then().statusCode(200).body("state", equalTo("generating"))
                    .body("attempt", equalTo(1)).body("attempts", hasSize(1));
            long published = probe.drain(Duration.ofSeconds(2)).stream()
                    .filter(s -> s.event() instanceof BuildRequested && buildId.equals(s.key())).count();
            assertEquals(0, published, "a refused retry publishes no BuildRequested");
        }
    }

    private static void awaitState(String buildPath, String state) {
        await().atMost(Duration.ofSeconds(20)).until(() -> authed().get(buildPath).jsonPath().getString("state").equals(state));
    }

    /**
     * Issue 24, items 1 and 2 through the public API: registering starts one build per target (and
     * {@code start_builds: false} none), Trigger all, Cancel (200, then 409), and a retry of the
     * cancelled build at the latest commit (a new build there) or at its own (a new attempt).
     */
    @Test
    void registrationStartsBuildsTriggerAllCancelAndRetryAtTheLatestCommit() {
        ConfigRepository repo = Api.acmeRepository();
        String first = repo.commit(Map.of("README.md", "one\n"), "one");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            JsonPath registered = authed().contentType("application/json")
                    .body(Map.of("name", "acme", "config_repository", Map.of("url", repo.url(), "branch", "main")))
                    .post("/api/v1/projects").then().statusCode(201).extract().jsonPath();
            String project = registered.getString("project_id");
            // one per target, in the project's target order
            assertEquals(List.of("go", "java", "python", "typescript"), registered.getList("builds.sdk_target_id"));
            assertEquals(List.of(first, first, first, first), registered.getList("builds.commit"));
            assertEquals(List.of("queued", "queued", "queued", "queued"), registered.getList("builds.state"));
            List<String> ids = registered.getList("builds.build_id");
            for (String id : ids) {
                probe.await(s -> s.event() instanceof BuildRequested && id.equals(s.key()), Duration.ofSeconds(20));
            }

            JsonPath all = authed().post("/api/v1/projects/" + project + "/sdk-builds/trigger").then().statusCode(202)
                    .body("commit", equalTo(first)).extract().jsonPath();
            assertEquals(List.of("go", "java", "python", "typescript"), all.getList("builds.sdk_target_id"));
            authed().post("/api/v1/projects/prj_nope/sdk-builds/trigger").then().statusCode(404);

            String builds = Api.buildPath(project, "go");
            String goId = ids.get(0);
            authed().post(builds + "/" + goId + "/cancel").then().statusCode(200).body("state", equalTo("cancelled"));
            authed().post(builds + "/" + goId + "/cancel").then().statusCode(409).body("error.code", equalTo("build_finished"));
            authed().post(builds + "/bld_0000/cancel").then().statusCode(404);
            authed().get("/api/v1/builds?project=" + project + "&state=cancelled").then().statusCode(200)
                    .body("build_id", equalTo(List.of(goId)));
            authed().get("/api/v1/builds?superseded=maybe").then().statusCode(400);
            authed().post(builds + "/" + goId + "/retry?commit=newest").then().statusCode(400);

            String second = repo.commit(Map.of("README.md", "two\n"), "two");
            JsonPath latest = authed().post(builds + "/" + goId + "/retry?commit=latest").then().statusCode(202).extract().jsonPath();
            String newId = latest.getString("build_id");
            assertTrue(!newId.equals(goId), latest.prettify());
            assertEquals(second, latest.getString("commit"));
            assertEquals(1, latest.getInt("attempt"));
            probe.await(s -> s.event() instanceof BuildRequested && newId.equals(s.key()), Duration.ofSeconds(20));
            // the head is now the new build's own commit: retry?commit=latest of it while queued is refused like a retry
            authed().post(builds + "/" + newId + "/retry?commit=latest").then().statusCode(409);
            authed().get(builds + "/" + goId).then().body("state", equalTo("cancelled")).body("attempt", equalTo(1));
            authed().post(builds + "/" + goId + "/retry?commit=same").then().statusCode(202)
                    .body("build_id", equalTo(goId)).body("attempt", equalTo(2)).body("commit", equalTo(first));
        }
    }
}
