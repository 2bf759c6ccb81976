package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The list of builds across projects (filters, paging) and the projects overview the Builds console reads. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(PostgresTestResource.class)
class BuildListTest {

    @Test
    void buildsOfEveryProjectAreFilteredAndPagedNewestFirst() {
        String a = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go", "typescript")).getString("project_id");
        String b = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String a1 = Fixtures.reserve(a, "go").getString("build_id");
        String a2 = Fixtures.reserve(a, "typescript").getString("build_id");
        String a3 = Fixtures.reserve(a, "go").getString("build_id");
        String a4 = Fixtures.reserve(a, "go").getString("build_id");
        String b1 = Fixtures.reserve(b, "go").getString("build_id");
        stuck(a, "go", a1);
        given().post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/attempts", a, a1).then().statusCode(201);
        stuck(b, "go", b1);

        assertEquals(List.of(a4, a3, a2, a1), ids(list(Map.of("project", a))));
        assertEquals(List.of(a4, a3, a1), ids(list(Map.of("project", a, "target", "go"))));
        assertEquals(List.of(a1), ids(list(Map.of("project", a, "reason", "retry"))));
        assertEquals(List.of(a4, a3, a2), ids(list(Map.of("project", a, "state", "queued", "reason", "trigger"))));
        assertEquals(List.of(b1), ids(list(Map.of("project", b, "state", "stuck"))));
        assertEquals(List.of(), ids(list(Map.of("project", "prj_unknown"))));
        // every project, newest first: b1 is the newest build of all
        assertEquals(b1, ids(list(Map.of())).get(0));

        // paging: two pages of two, the cursor in X-Next-Cursor, none on the last page
        Response first = list(Map.of("project", a, "limit", "2"));
        String cursor = first.getHeader("X-Next-Cursor");
        assertNotNull(cursor);
        Response second = list(Map.of("project", a, "limit", "2", "cursor", cursor));
        assertNull(second.getHeader("X-Next-Cursor"));
        List<String> both = new ArrayList<>(ids(first));
        both.addAll(ids(second));
        assertEquals(List.of(a4, a3, a2, a1), both);

        for (Map<String, String> bad : List.of(Map.of("state", "running"), Map.of("reason", "manual"), Map.of("limit", "0"),
                Map.of("limit", "abc"), Map.of("cursor", "not-a-cursor"))) {
            given().queryParams(bad).get("/internal/v1/builds").then().statusCode(400)
                    .body("error.code", equalTo("invalid_request"));
        }
    }

    @Test
    void theProjectsOverviewShowsEveryTargetsNewestBuild() {
        String p = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go", "python")).getString("project_id");
        Fixtures.reserve(p, "go");
        String newest = Fixtures.reserve(p, "go").getString("build_id");
        List<Map<String, Object>> projects = given().get("/internal/v1/projects").then().statusCode(200)
                .extract().jsonPath().getList("findAll { it.project_id == '" + p + "' }");
        assertEquals(1, projects.size());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> targets = (List<Map<String, Object>>) projects.get(0).get("sdk_targets");
        assertEquals(List.of("go", "python"), targets.stream().map(t -> t.get("id")).toList());
        @SuppressWarnings("unchecked")
        Map<String, Object> latest = (Map<String, Object>) targets.get(0).get("latest_build");
        assertEquals(newest, latest.get("build_id"));
        assertNull(targets.get(1).get("latest_build"));
        assertEquals("main", ((Map<?, ?>) projects.get(0).get("config_repository")).get("branch"));
    }

    private static void stuck(String project, String target, String build) {
        given().contentType(ContentType.JSON).body(Map.of("reason", "test: the broker is away"))
                .post("/internal/v1/projects/{p}/sdk-targets/{t}/sdk-builds/{b}/attempts/1/publish-failure", project, target, build)
                .then().statusCode(204);
    }

    private static Response list(Map<String, String> query) {
        return given().queryParams(query).get("/internal/v1/builds").then().statusCode(200).extract().response();
    }

    /**
     * A value PostgreSQL refuses (longer than its column, a NUL character) is the caller's mistake: 400, not a 500
     * "internal error" (found by fuzzing the gateway, whose audit entries and token ids carried such values).
     */
    @Test
    void aValueTheDatabaseRefusesIs400NotAnInternalError() {
        Map<String, Object> entry = new java.util.HashMap<>(Map.of("actor_id", "tok_x", "actor_name", "x",
                "action", "project.delete", "target_type", "project", "status", 404));
        entry.put("project_id", "p".repeat(300));
        given().contentType(ContentType.JSON).body(entry).post("/internal/v1/audit").then().statusCode(400)
                .body("error.code", equalTo("invalid_request"));
        entry.put("project_id", "p\0");
        given().contentType(ContentType.JSON).body(entry).post("/internal/v1/audit").then().statusCode(400);
        given().urlEncodingEnabled(false).post("/internal/v1/tokens/%00/revocation").then().statusCode(400)
                .body("error.code", equalTo("invalid_request"));
        entry.put("project_id", "p");
        given().contentType(ContentType.JSON).body(entry).post("/internal/v1/audit").then().statusCode(201);
    }

    private static List<String> ids(Response response) {
        return response.jsonPath().getList("build_id", String.class);
    }
}
