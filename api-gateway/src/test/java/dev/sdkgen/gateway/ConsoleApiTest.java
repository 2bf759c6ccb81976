package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the Builds console reads: {@code GET /api/v1/builds} (every project, filtered, paged) and
 * {@code GET /api/v1/projects} (newest build per target, webhook URL), bearer-authenticated like
 * every other path; and the console itself, served at {@code /} without any secret in it.
 */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class ConsoleApiTest {

    @Test
    void buildsOfEveryProjectAreFilteredAndPagedThroughTheGateway() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String first = authed().post(Api.buildPath(project, "go") + "/trigger").then().statusCode(202).extract().path("build_id");
        String second = authed().post(Api.buildPath(project, "python") + "/trigger").then().statusCode(202).extract().path("build_id");

        given().get("/api/v1/builds").then().statusCode(401).body("error.code", equalTo("unauthorized"));
        given().get("/api/v1/projects").then().statusCode(401);
        assertEquals(List.of(second, first), ids(authed().queryParam("project", project).get("/api/v1/builds")));
        assertEquals(List.of(first), ids(authed().queryParams(Map.of("project", project, "target", "go", "state", "queued",
                "reason", "trigger")).get("/api/v1/builds")));
        Response page = authed().queryParams(Map.of("project", project, "limit", "1")).get("/api/v1/builds");
        assertEquals(List.of(second), ids(page));
        String cursor = page.getHeader("X-Next-Cursor");
        assertNotNull(cursor);
        assertTrue(page.getHeader("Link").contains("cursor=" + cursor) && page.getHeader("Link").contains("project=" + project),
                page.getHeader("Link"));
        Response last = authed().queryParams(Map.of("project", project, "limit", "1", "cursor", cursor)).get("/api/v1/builds");
        assertEquals(List.of(first), ids(last));
        assertNull(last.getHeader("X-Next-Cursor"));
        authed().queryParam("state", "running").get("/api/v1/builds").then().statusCode(400)
                .body("error.code", equalTo("invalid_request")).body("error.message", containsString("state must be one of"));
        authed().queryParam("project", "a b").get("/api/v1/builds").then().statusCode(400);
        authed().queryParam("limit", "x").get("/api/v1/builds").then().statusCode(400);

        List<Map<String, Object>> projects = authed().get("/api/v1/projects").then().statusCode(200).extract().jsonPath()
                .getList("findAll { it.project_id == '" + project + "' }");
        assertEquals(1, projects.size());
        assertTrue(String.valueOf(projects.get(0).get("webhook_url")).matches("http://[^/]+/api/v1/webhooks/git"),
                String.valueOf(projects.get(0).get("webhook_url")));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> targets = (List<Map<String, Object>>) projects.get(0).get("sdk_targets");
        Map<?, ?> go = targets.stream().filter(t -> t.get("id").equals("go")).findFirst().orElseThrow();
        assertEquals(first, ((Map<?, ?>) go.get("latest_build")).get("build_id"));
    }

    @Test
    void theConsoleIsServedWithoutSecretsAndOnlyRunsItsOwnScripts() {
        String page = given().get("/").then().statusCode(200)
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .extract().asString();
        assertTrue(page.contains("id=\"signIn\""), page);
        for (String token : List.of(Api.TOKEN, "test-token-2", "test-webhook-secret")) {
            assertTrue(!page.contains(token), token);
            assertTrue(!given().get("/console.js").asString().contains(token), token);
        }
        assertTrue(!page.contains("<script>"), "no inline script");
    }

    /**
     * The status page's data (issue 24, item 3): the services' health — UP for the running
     * orchestrator and artifact-store, UNREACHABLE for a URL nobody answers — and the consumer groups
     * on the real broker with their members and lag; 401 without a token; the disk items' paths for admins only.
     */
    @Test
    void statusShowsEachServicesHealthAndEachConsumerGroupsLag() {
        given().get("/api/v1/status").then().statusCode(401);
        // a build reserved and published: the orchestrator's group has consumed it (lag 0 eventually)
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        authed().post(Api.buildPath(project, "go") + "/trigger").then().statusCode(202);
        io.restassured.path.json.JsonPath status = authed().get("/api/v1/status").then().statusCode(200).extract().jsonPath();
        assertEquals(List.of("api-gateway", "build-orchestrator", "artifact-store", "codegen-worker"),
                status.getList("services.name"));
        assertEquals(List.of("UP", "UP", "UP", "UNREACHABLE"), status.getList("services.status"), status.prettify());
        // said in words, never an exception class name (found by the fuzzer: "ConnectException")
        assertEquals("connection refused", status.getString("services[3].detail"), status.prettify());
        // where a service keeps its files (the artifact-store's directory here) is for an admin of every project;
        // viewers, operators and an admin of some projects get the sizes without it
        String artifacts = "services.find { it.name == 'artifact-store' }.disk[0]";
        assertTrue(status.getString(artifacts + ".path").contains("sdkgen-gw-artifacts-"), status.prettify());
        assertTrue(status.getString("services.find { it.name == 'artifact-store' }.url").startsWith("http://"), status.prettify());
        assertNotNull(status.getString("broker"), status.prettify());
        AccessTest.create("status admin", "admin", null).as().get("/api/v1/status").then().statusCode(200)
                .body(artifacts + ".path", containsString("sdkgen-gw-artifacts-"));
        for (AccessTest.Token other : List.of(AccessTest.create("status viewer", "viewer", null),
                AccessTest.create("status operator", "operator", null),
                AccessTest.create("status admin of one", "admin", List.of(project)))) {
            String body = other.as().get("/api/v1/status").then().statusCode(200)
                    .body(artifacts + ".name", equalTo("artifacts")).body(artifacts + ".bytes", notNullValue())
                    .body(artifacts + ".path", nullValue())
                    .body("services.find { it.name == 'artifact-store' }.status", equalTo("UP"))
                    .body("broker", nullValue())
                    .extract().asString();
            assertFalse(body.contains("sdkgen-gw-artifacts-"), body);
            // nor where the services and the broker are (their URLs and address are the admin's, as above)
            for (Object url : status.getList("services.url")) {
                assertFalse(url != null && body.contains(String.valueOf(url)), url + " in " + body);
            }
            assertFalse(body.contains(status.getString("broker")), body);
            assertFalse(body.contains("\"url\""), body);
        }
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(30)).untilAsserted(() -> {
            io.restassured.path.json.JsonPath now = authed().get("/api/v1/status").then().statusCode(200).extract().jsonPath();
            Map<String, Object> requested = now.getMap("consumer_groups.find { it.topics.contains('sdkgen.build-requested') "
                    + "&& it.group.startsWith('build-orchestrator') }");
            assertNotNull(requested, now.prettify());
            assertEquals(0, ((Number) requested.get("lag")).intValue(), now.prettify());
            assertTrue(((Number) requested.get("members")).intValue() >= 1, now.prettify());
            assertTrue("stable".equalsIgnoreCase(String.valueOf(requested.get("state"))), now.prettify());
        });
    }

    private static List<String> ids(Response response) {
        assertEquals(200, response.statusCode(), response.asString());
        return response.jsonPath().getList("build_id", String.class);
    }
}
