package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;

import dev.sdkgen.events.BuildSource;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Small helpers over the orchestrator's internal API. */
final class Fixtures {

    static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";

    private Fixtures() {
    }

    static String newRepositoryUrl() {
        return "https://git.example.test/acme/" + UUID.randomUUID() + ".git";
    }

    static JsonPath createProject(String url, String branch, List<String> targets) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", "acme", "repository_url", url, "branch", branch, "targets", targets))
                .post("/internal/v1/projects")
                .then().statusCode(201).extract().jsonPath();
    }

    static JsonPath reserve(String projectId, String target) {
        return given().contentType(ContentType.JSON).body(Map.of("commit", COMMIT, "reason", "trigger"))
                .post("/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds", projectId, target)
                .then().statusCode(201).extract().jsonPath();
    }

    static JsonPath build(String projectId, String target, String buildId) {
        return given().get("/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds/{b}", projectId, target, buildId)
                .then().statusCode(200).extract().jsonPath();
    }

    static String log(String projectId, String target, String buildId) {
        return given().accept("text/plain")
                .get("/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds/{b}/logs", projectId, target, buildId)
                .then().statusCode(200).extract().asString();
    }

    static BuildSource source(String projectId, String target) {
        return new BuildSource(projectId, target, target, "https://git.example.test/x.git", "main", COMMIT);
    }
}
