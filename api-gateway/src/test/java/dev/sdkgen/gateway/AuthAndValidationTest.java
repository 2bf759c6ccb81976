package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import dev.sdkgen.testsupport.ConfigRepository;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Bearer authentication, project registration from a real Git repository, and JSON errors. */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class AuthAndValidationTest {

    @Test
    void missingOrWrongTokenIs401Json() {
        given().get("/api/v1/projects/prj_x").then().statusCode(401)
                .header("WWW-Authenticate", containsString("Bearer"))
                .body("error.code", equalTo("unauthorized"));
        given().header("Authorization", "Bearer test-token-1x").get("/api/v1/projects/prj_x").then().statusCode(401)
                .body("error.code", equalTo("unauthorized")).body("error.message", equalTo("invalid bearer token"));
        given().header("Authorization", "Basic dGVzdA==").get("/api/v1/projects/prj_x").then().statusCode(401);
        given().header("Authorization", "Bearer test-token-2").get("/api/v1/projects/prj_x").then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        given().contentType(ContentType.JSON).body(Map.of("name", "x"))
                .post("/api/v1/projects").then().statusCode(401);
        given().get("/q/health/ready").then().statusCode(200);
    }

    @Test
    void registrationCreatesOneTargetPerConfiguredLanguage() {
        ConfigRepository repo = Api.acmeRepository();
        var project = Api.register(repo, "main");
        String id = project.getString("project_id");
        authed().get("/api/v1/projects/{p}", id).then().statusCode(200)
                .body("name", equalTo("acme"))
                .body("config_repository.url", equalTo(repo.url()))
                .body("config_repository.branch", equalTo("main"));
        authed().get("/api/v1/projects/{p}/sdk-targets", id).then().statusCode(200)
                .body("id", equalTo(List.of("go", "java", "python", "typescript")));
        authed().get("/api/v1/projects/{p}/sdk-targets/go", id).then().statusCode(200).body("active", equalTo(true));
        authed().get("/api/v1/projects/{p}/sdk-targets/go/sdk-builds", id).then().statusCode(200).body("$", hasSize(0));
        authed().get("/api/v1/projects/{p}/sdk-targets/rust", id).then().statusCode(404).body("error.code", equalTo("not_found"));
    }

    @Test
    void invalidRegistrationsAreJsonErrors() {
        authed().contentType(ContentType.JSON).body("{oops").post("/api/v1/projects").then().statusCode(400)
                .body("error.code", equalTo("invalid_request"));
        authed().contentType(ContentType.JSON).body(Map.of("config_repository", Map.of("url", "x", "branch", "main")))
                .post("/api/v1/projects").then().statusCode(400).body("error.message", containsString("name"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "n", "config_repository", Map.of("url", "x")))
                .post("/api/v1/projects").then().statusCode(400).body("error.message", containsString("branch"));
        authed().contentType(ContentType.JSON).body("{\"name\": 123, \"config_repository\": {\"url\": \"x\", \"branch\": \"main\"}}")
                .post("/api/v1/projects").then().statusCode(400)
                .body("error.message", equalTo("name must be a string, not a number (123)"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "n", "config_repository", "https://x.example/a.git"))
                .post("/api/v1/projects").then().statusCode(400)
                .body("error.message", equalTo("config_repository must be an object {url, branch}, not a string"));
        authed().contentType(ContentType.TEXT).body("name=n").post("/api/v1/projects").then().statusCode(415)
                .body("error.code", equalTo("unsupported_media_type"))
                .body("error.message", startsWith("the request body must be application/json, not 'text/plain"));
        authed().get("/api/v1/nothing/here").then().statusCode(404).body("error.code", equalTo("not_found"))
                .body("error.message", equalTo("no endpoint GET /api/v1/nothing/here (see /api/v1 in docs/api.md)"));
        // under a resource's own prefix too (the framework's message there was "Unable to find matching target resource method")
        authed().get("/api/v1/tokens/x/y").then().statusCode(404).body("error.code", equalTo("not_found"))
                .body("error.message", equalTo("no endpoint GET /api/v1/tokens/x/y (see /api/v1 in docs/api.md)"));
        authed().get("/api/v1/projects/prj_x/nothing").then().statusCode(404)
                .body("error.message", equalTo("no endpoint GET /api/v1/projects/prj_x/nothing (see /api/v1 in docs/api.md)"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "n",
                        "config_repository", Map.of("url", Api.tempDir().resolve("missing.git").toString(), "branch", "main")))
                .post("/api/v1/projects").then().statusCode(422).body("error.code", equalTo("repository_unreachable"))
                .body("error.message", not(containsString("Exception")));
        ConfigRepository repo = Api.acmeRepository();
        authed().contentType(ContentType.JSON).body(Map.of("name", "n",
                        "config_repository", Map.of("url", repo.url(), "branch", "nope")))
                .post("/api/v1/projects").then().statusCode(422).body("error.code", equalTo("branch_not_found"));
    }

    @Test
    void unreadableConfigIs422WithTheDiagnosticCode() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String yaml = java.nio.file.Files.readString(ConfigRepository.example("acme").resolve("sdkgen.yaml"));
        repo.commit(Map.of("sdkgen.yaml", yaml.replace("targets: [typescript, python, go, java]", "targets: [rust]")), "bad");
        authed().contentType(ContentType.JSON)
                .body(Map.of("name", "n", "config_repository", Map.of("url", repo.url(), "branch", "main")))
                .post("/api/v1/projects").then().statusCode(422).body("error.code", equalTo("SDKGEN004"))
                .body("error.message", containsString("Target: rust"));
        repo.commit(java.util.Collections.singletonMap("sdkgen.yaml", null), "gone");
        authed().contentType(ContentType.JSON)
                .body(Map.of("name", "n", "config_repository", Map.of("url", repo.url(), "branch", "main")))
                .post("/api/v1/projects").then().statusCode(422).body("error.code", equalTo("SDKGEN001"));
    }
}
