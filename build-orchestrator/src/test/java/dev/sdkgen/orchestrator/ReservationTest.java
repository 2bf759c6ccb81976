package dev.sdkgen.orchestrator;

import static dev.sdkgen.orchestrator.Fixtures.COMMIT;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Projects, targets and the reservations the gateway asks for, on real PostgreSQL. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(PostgresTestResource.class)
class ReservationTest {

    @Test
    void projectGetsOneTargetPerConfiguredLanguage() {
        String url = Fixtures.newRepositoryUrl();
        JsonPath p = Fixtures.createProject(url, "main", List.of("typescript", "go"));
        String id = p.getString("project_id");
        assertTrue(id.startsWith("prj_"));
        given().get("/internal/v1/projects/{p}", id).then().statusCode(200)
                .body("name", equalTo("acme"))
                .body("config_repository.url", equalTo(url))
                .body("config_repository.branch", equalTo("main"))
                .body("sdk_targets.id", equalTo(List.of("go", "typescript")));
        given().get("/internal/v1/projects/{p}/sdk-targets/go", id).then().statusCode(200).body("active", equalTo(true));
        given().get("/internal/v1/projects/{p}/sdk-targets/rust", id).then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        given().get("/internal/v1/projects/nope").then().statusCode(404).body("error.code", equalTo("not_found"));
    }

    @Test
    void credentialsAreStoredSealedAndOnlyTheSealedFormLeavesOnTheCredentialEndpoint() {
        Map<String, Object> credential = Map.of("type", "token", "username", "oauth2", "sealed", "v1:c2VhbGVk");
        String id = given().contentType(ContentType.JSON)
                .body(Map.of("name", "acme", "repository_url", Fixtures.newRepositoryUrl(), "branch", "main",
                        "targets", List.of("go"), "credential", credential))
                .post("/internal/v1/projects").then().statusCode(201)
                .body("config_repository.auth.type", equalTo("token"))
                .body("config_repository.auth.username", equalTo("oauth2"))
                .extract().path("project_id");
        String project = given().get("/internal/v1/projects/{p}", id).then().statusCode(200).extract().asString();
        assertTrue(!project.contains("v1:c2VhbGVk"), project);
        given().get("/internal/v1/projects/{p}/repository-credential", id).then().statusCode(200)
                .body("type", equalTo("token")).body("sealed", equalTo("v1:c2VhbGVk"));
        String publicProject = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        given().get("/internal/v1/projects/{p}/repository-credential", publicProject).then().statusCode(404);
        given().get("/internal/v1/projects/{p}", publicProject).then().body("config_repository.auth", org.hamcrest.Matchers.nullValue());
        given().contentType(ContentType.JSON)
                .body(Map.of("name", "acme", "repository_url", Fixtures.newRepositoryUrl(), "branch", "main",
                        "targets", List.of("go"), "credential", Map.of("type", "token", "sealed", "ghp_in_clear")))
                .post("/internal/v1/projects").then().statusCode(400);
    }

    @Test
    void badRequestsAreJsonErrors() {
        given().contentType(ContentType.JSON).body("{not json").post("/internal/v1/projects")
                .then().statusCode(400).body("error.code", equalTo("invalid_request"));
        given().contentType(ContentType.JSON).body(Map.of("name", "x", "repository_url", "u", "branch", "main",
                        "targets", List.of("rust")))
                .post("/internal/v1/projects").then().statusCode(400).body("error.code", equalTo("invalid_request"));
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        given().contentType(ContentType.JSON).body(Map.of("commit", "not-a-commit"))
                .post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds", project)
                .then().statusCode(400).body("error.code", equalTo("invalid_request"));
        // a field the endpoint does not know is named, not ignored
        given().contentType(ContentType.JSON).body(Map.of("commit", COMMIT, "reason", "trigger", "priority", "high"))
                .post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds", project)
                .then().statusCode(400).body("error.code", equalTo("invalid_request"))
                .body("error.message", org.hamcrest.Matchers.containsString("unknown field \"priority\""));
        String build = Fixtures.reserve(project, "go").getString("build_id");
        given().get("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/logs?attempt=abc", project, build)
                .then().statusCode(400).body("error.code", equalTo("invalid_request"));
        given().get("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds?limit=abc", project)
                .then().statusCode(400).body("error.code", equalTo("invalid_request"));
    }

    @Test
    void reservedBuildIsQueuedAttemptOneWithALogLine() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("python")).getString("project_id");
        JsonPath b = Fixtures.reserve(project, "python");
        assertEquals("queued", b.getString("state"));
        assertEquals(1, b.getInt("attempt"));
        assertEquals(COMMIT, b.getString("commit"));
        String buildId = b.getString("build_id");
        given().get("/internal/v1/projects/{p}/sdk-targets/python/sdk-builds", project).then().statusCode(200)
                .body("build_id", equalTo(List.of(buildId)));
        assertTrue(Fixtures.log(project, "python", buildId).startsWith("Build queued (trigger) for python"));
        given().get("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}", project, buildId).then().statusCode(404);
    }

    @Test
    void retryIs404ForUnknownAnd409WhileQueued() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("java")).getString("project_id");
        given().post("/internal/v1/projects/{p}/sdk-targets/java/sdk-builds/bld_unknown/attempts", project)
                .then().statusCode(404).body("error.code", equalTo("not_found"));
        String buildId = Fixtures.reserve(project, "java").getString("build_id");
        given().post("/internal/v1/projects/{p}/sdk-targets/java/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(409).body("error.code", equalTo("build_in_progress"));
    }

    @Test
    void pushReservesOneBuildPerActiveTargetOnceAndSyncsTargets() {
        String url = Fixtures.newRepositoryUrl();
        String project = Fixtures.createProject(url, "main", List.of("typescript", "python")).getString("project_id");
        String other = Fixtures.createProject(url, "release", List.of("go")).getString("project_id");
        String sshForm = url.replace("https://", "git@").replaceFirst("\\.test/", ".test:");
        Map<String, Object> push = Map.of("delivery_id", "gh-" + project, "provider", "github",
                "repository_urls", List.of(sshForm), "branch", "main", "commit", COMMIT,
                "targets", List.of("python", "go"));
        JsonPath first = given().contentType(ContentType.JSON).body(push).post("/internal/v1/pushes")
                .then().statusCode(200).extract().jsonPath();
        assertEquals(false, first.getBoolean("duplicate"));
        assertEquals(List.of("go", "python"), first.getList("builds.sdk_target_id"));
        assertEquals(List.of("push", "push"), first.getList("builds.reason"));
        given().get("/internal/v1/projects/{p}/sdk-targets", project).then()
                .body("findAll { it.active }.id", equalTo(List.of("go", "python")))
                .body("findAll { !it.active }.id", equalTo(List.of("typescript")));
        given().get("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds", other).then().body("$", hasSize(0));

        JsonPath again = given().contentType(ContentType.JSON).body(push).post("/internal/v1/pushes")
                .then().statusCode(200).extract().jsonPath();
        assertEquals(true, again.getBoolean("duplicate"));
        assertEquals(0, again.getList("builds").size());
        given().get("/internal/v1/projects/{p}/sdk-targets/python/sdk-builds", project).then().body("$", hasSize(1));

        given().contentType(ContentType.JSON).body(Map.of("commit", COMMIT))
                .post("/internal/v1/projects/{p}/sdk-targets/typescript/sdk-builds", project)
                .then().statusCode(409).body("error.code", equalTo("target_inactive"));
    }

    @Test
    void pushWithoutReadableConfigKeepsTargetsAndNobodyFollowingReservesNothing() {
        String url = Fixtures.newRepositoryUrl();
        String project = Fixtures.createProject(url, "main", List.of("go")).getString("project_id");
        JsonPath r = given().contentType(ContentType.JSON).body(Map.of("delivery_id", "d-" + project,
                        "provider", "gitlab", "repository_urls", List.of(url), "branch", "main", "commit", COMMIT))
                .post("/internal/v1/pushes").then().statusCode(200).extract().jsonPath();
        assertEquals(List.of("go"), r.getList("builds.sdk_target_id"));
        JsonPath none = given().contentType(ContentType.JSON).body(Map.of("delivery_id", "d2-" + project,
                        "provider", "gitlab", "repository_urls", List.of(url), "branch", "other", "commit", COMMIT))
                .post("/internal/v1/pushes").then().statusCode(200).extract().jsonPath();
        assertEquals(0, none.getList("builds").size());
        assertNotEquals(null, project);
    }
}
