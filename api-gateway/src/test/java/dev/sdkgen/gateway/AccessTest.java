package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.testsupport.Postgres;
import dev.sdkgen.testsupport.WebhookReceiver;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tokens as records (docs/api.md, "Authentication"): each role against every endpoint, tokens limited
 * to projects, revoked and expired tokens, secrets hashed at rest, and the audit log.
 */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class AccessTest {

    /** A token made through the API by the bootstrap admin: its secret and its id. */
    record Token(String secret, String id) {
        RequestSpecification as() {
            return given().header("Authorization", "Bearer " + secret);
        }
    }

    static Token create(String name, String role, List<String> projects) {
        Map<String, Object> body = new HashMap<>(Map.of("name", name, "role", role));
        if (projects != null) {
            body.put("projects", projects);
        }
        JsonPath created = authed().contentType(ContentType.JSON).body(body).post("/api/v1/tokens").then().statusCode(201)
                .body("name", equalTo(name)).body("role", equalTo(role)).body("token", startsWith("sdkgen_"))
                .body("expires_at", notNullValue()).body("revoked_at", nullValue()).body("token_hash", nullValue())
                .extract().jsonPath();
        return new Token(created.getString("token"), created.getString("id"));
    }

    /** One endpoint: method, path, body (null for none) and the least role it needs. */
    record Endpoint(String method, String path, Object body, Role needs, boolean everyProject) {
    }

    @Test
    void eachRoleAgainstEveryEndpoint() throws Exception {
        String a = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String b = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String build = authed().post(Api.buildPath(a, "go") + "/trigger").then().statusCode(202)
                .extract().jsonPath().getString("build_id");
        Map<String, Object> project = Map.of("name", "acme", "config_repository",
                Map.of("url", Api.acmeRepository().url(), "branch", "main"), "start_builds", false);
        String builds = Api.buildPath(a, "go");
        String hooks = "/api/v1/projects/" + a + "/notifications";
        Map<String, Object> hook = Map.of("url", "http://127.0.0.1:9/matrix", "events", List.of("build.failed"), "enabled", false);
        String hookId = authed().contentType(ContentType.JSON).body(hook).post(hooks).then().statusCode(201)
                .extract().jsonPath().getString("id");
        List<Endpoint> endpoints = List.of(
                new Endpoint("GET", hooks, null, Role.ADMIN, false),
                new Endpoint("POST", hooks, hook, Role.ADMIN, false),
                new Endpoint("GET", hooks + "/" + hookId, null, Role.ADMIN, false),
                new Endpoint("PATCH", hooks + "/" + hookId, Map.of("description", "matrix"), Role.ADMIN, false),
                new Endpoint("POST", hooks + "/" + hookId + "/secret", null, Role.ADMIN, false),
                new Endpoint("POST", hooks + "/" + hookId + "/test", null, Role.OPERATOR, false),
                new Endpoint("GET", hooks + "/" + hookId + "/deliveries", null, Role.ADMIN, false),
                new Endpoint("DELETE", hooks + "/nep_00000000000000000000", null, Role.ADMIN, false),
                new Endpoint("GET", "/api/v1/projects", null, Role.VIEWER, false),
                new Endpoint("GET", "/api/v1/projects/" + a, null, Role.VIEWER, false),
                new Endpoint("GET", "/api/v1/projects/" + a + "/sdk-targets", null, Role.VIEWER, false),
                new Endpoint("GET", "/api/v1/projects/" + a + "/sdk-targets/go", null, Role.VIEWER, false),
                new Endpoint("GET", builds, null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build, null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build + "/logs", null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build + "/artifact", null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build + "/files", null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build + "/files/go.mod", null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build + "/files-diff", null, Role.VIEWER, false),
                new Endpoint("GET", builds + "/" + build + "/files-diff/go.mod", null, Role.VIEWER, false),
                new Endpoint("GET", "/api/v1/projects/" + a + "/sdk-targets/go/artifact/latest", null, Role.VIEWER, false),
                new Endpoint("GET", "/api/v1/builds?project=" + a, null, Role.VIEWER, false),
                new Endpoint("POST", builds + "/trigger", null, Role.OPERATOR, false),
                new Endpoint("POST", builds + "/" + build + "/retry", null, Role.OPERATOR, false),
                new Endpoint("POST", builds + "/" + build + "/retry?commit=latest", null, Role.OPERATOR, false),
                new Endpoint("POST", builds + "/" + build + "/cancel", null, Role.OPERATOR, false),
                new Endpoint("POST", "/api/v1/projects/" + a + "/sdk-builds/trigger", null, Role.OPERATOR, false),
                new Endpoint("GET", "/api/v1/status", null, Role.VIEWER, false),
                new Endpoint("POST", "/api/v1/projects/" + a + "/webhook-secret", null, Role.ADMIN, false),
                new Endpoint("POST", "/api/v1/projects", project, Role.ADMIN, true),
                new Endpoint("GET", "/api/v1/tokens", null, Role.ADMIN, true),
                new Endpoint("POST", "/api/v1/tokens", Map.of("name", "made-by-matrix", "role", "viewer"), Role.ADMIN, true),
                new Endpoint("DELETE", "/api/v1/tokens/tok_00000000000000000000", null, Role.ADMIN, true),
                new Endpoint("GET", "/api/v1/audit", null, Role.ADMIN, true));
        Map<String, Token> tokens = Map.of(
                "viewer", create("matrix viewer", "viewer", null),
                "operator", create("matrix operator", "operator", null),
                "admin", create("matrix admin", "admin", null),
                "admin of a", create("matrix admin of a", "admin", List.of(a)));
        List<String> wrong = new ArrayList<>();
        for (Endpoint e : endpoints) {
            for (var t : tokens.entrySet()) {
                Role role = Role.of(t.getKey().split(" ")[0]);
                boolean limited = t.getKey().endsWith("of a");
                boolean allowed = role.includes(e.needs()) && !(limited && e.everyProject());
                RequestSpecification request = t.getValue().as();
                if (e.body() != null) {
                    request = request.contentType(ContentType.JSON).body(e.body());
                }
                var response = request.request(e.method(), e.path()).then().extract();
                int status = response.statusCode();
                boolean refused = status == 403 && "forbidden".equals(response.jsonPath().getString("error.code"));
                if (allowed == (status == 403 || status == 401) || (!allowed && !refused)) {
                    wrong.add(t.getKey() + " " + e.method() + " " + e.path() + " -> " + status + " " + response.asString());
                }
            }
        }
        assertEquals(List.of(), wrong);
        // a viewer cannot trigger, and is told what is missing
        tokens.get("viewer").as().post(builds + "/trigger").then().statusCode(403)
                .body("error.message", equalTo("token \"matrix viewer\" (viewer) cannot POST " + builds
                        + "/trigger: the operator role is needed (or admin)"));
        // a token for project A cannot read project B, nor list its builds, and sees only A in the lists
        Token viewerOfA = create("viewer of a", "viewer", List.of(a));
        viewerOfA.as().get("/api/v1/projects/" + b).then().statusCode(403).body("error.code", equalTo("forbidden"))
                .body("error.message", equalTo("token \"viewer of a\" (viewer, limited to " + a + ") cannot reach project " + b));
        viewerOfA.as().get(Api.buildPath(b, "go")).then().statusCode(403);
        viewerOfA.as().get("/api/v1/projects/" + a).then().statusCode(200);
        viewerOfA.as().get("/api/v1/projects").then().statusCode(200).body("project_id", everyItem(equalTo(a)))
                .body("project_id", hasItem(a));
        viewerOfA.as().get("/api/v1/builds").then().statusCode(200).body("project_id", everyItem(equalTo(a)))
                .body("build_id", hasItem(build));
        viewerOfA.as().get("/api/v1/builds?project=" + b).then().statusCode(403)
                .body("error.message", containsString("add ?project= with one of " + a));
        authed().get("/api/v1/projects").then().body("project_id", hasItem(b));
        // the live log (a stream the console follows with the signed-in token) with a token looked up in the database
        Token follower = create("log follower", "viewer", List.of(a));
        var http = java.net.http.HttpClient.newHttpClient();
        var sse = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://localhost:"
                        + io.restassured.RestAssured.port + builds + "/" + build + "/logs"))
                .header("Authorization", "Bearer " + follower.secret()).header("Accept", "text/event-stream").build(),
                java.net.http.HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, sse.statusCode());
        try (var lines = sse.body()) {
            assertTrue(lines.limit(20).anyMatch(l -> l.startsWith("data: Build queued (trigger) for go")), "the log's first line streamed");
        }
    }

    @Test
    void tokensAreShownOnceAndOnlyTheirHashIsStored() throws Exception {
        Token token = create("ci", "operator", null);
        authed().get("/api/v1/tokens").then().statusCode(200)
                .body("find { it.id == '" + token.id() + "' }.name", equalTo("ci"))
                .body("find { it.id == '" + token.id() + "' }.prefix", equalTo(token.secret().substring(0, 13)))
                .body("token", everyItem(nullValue())).body("token_hash", everyItem(nullValue()))
                .body(not(containsString(token.secret())));
        String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(token.secret().getBytes(StandardCharsets.UTF_8)));
        Postgres pg = Postgres.shared();
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password())) {
            try (ResultSet rs = c.createStatement().executeQuery(
                    "select token_hash, role, projects from api_token where id = '" + token.id() + "'")) {
                assertTrue(rs.next());
                assertEquals(hash, rs.getString(1));
                assertEquals("operator", rs.getString(2));
            }
            for (String table : List.of("api_token", "audit_entry")) {
                try (ResultSet rs = c.createStatement().executeQuery("select t::text from " + table + " t")) {
                    while (rs.next()) {
                        assertFalse(rs.getString(1).contains(token.secret().substring(7)), table + " holds the token");
                    }
                }
            }
        }
    }

    @Test
    void revokedAndExpiredTokensAreRefused() throws Exception {
        Token token = create("short-lived", "viewer", null);
        token.as().get("/api/v1/projects").then().statusCode(200);
        authed().delete("/api/v1/tokens/" + token.id()).then().statusCode(200).body("revoked_at", notNullValue());
        // revoked through this gateway: refused at once, not after the cache's time
        token.as().get("/api/v1/projects").then().statusCode(401).body("error.code", equalTo("unauthorized"))
                .body("error.message", startsWith("token \"short-lived\" was revoked at "));
        authed().delete("/api/v1/tokens/tok_00000000000000000000").then().statusCode(404).body("error.code", equalTo("not_found"));

        Token expiring = create("expiring", "viewer", null);
        Token revokedElsewhere = create("revoked elsewhere", "viewer", null);
        expiring.as().get("/api/v1/projects").then().statusCode(200);
        revokedElsewhere.as().get("/api/v1/projects").then().statusCode(200);
        Postgres pg = Postgres.shared();
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password())) {
            c.createStatement().executeUpdate("update api_token set expires_at = now() - interval '1 second' where id = '"
                    + expiring.id() + "'");
            // as another gateway instance would: in the database, behind this instance's cache
            c.createStatement().executeUpdate("update api_token set revoked_at = now() where id = '" + revokedElsewhere.id() + "'");
        }
        Thread.sleep(1_200); // the test profile's token-cache-ttl (PT1S): the longest a revoked token still works
        expiring.as().get("/api/v1/projects").then().statusCode(401)
                .body("error.message", startsWith("token \"expiring\" expired at "));
        revokedElsewhere.as().get("/api/v1/projects").then().statusCode(401)
                .body("error.message", containsString("was revoked at"));
        given().header("Authorization", "Bearer sdkgen_" + "x".repeat(43)).get("/api/v1/projects").then().statusCode(401)
                .body("error.message", equalTo("invalid bearer token"));
    }

    @Test
    void tokenRequestsNameTheFieldTheTypeAndTheAcceptedValues() {
        authed().contentType(ContentType.JSON).body(Map.of("name", "x", "role", "root")).post("/api/v1/tokens").then()
                .statusCode(400).body("error.message", equalTo("role must be one of viewer, operator, admin, not 'root'"));
        authed().contentType(ContentType.JSON).body("{\"name\": 5, \"role\": \"viewer\"}").post("/api/v1/tokens").then()
                .statusCode(400).body("error.message", equalTo("name must be a string, not a number"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "x", "role", "viewer", "expires_in_days", "soon"))
                .post("/api/v1/tokens").then().statusCode(400)
                .body("error.message", equalTo("expires_in_days must be a whole number from 1 to 3650, not a string"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "x", "role", "viewer", "projects", "prj_1"))
                .post("/api/v1/tokens").then().statusCode(400)
                .body("error.message", startsWith("projects must be a non-empty array of project ids"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "x", "role", "viewer", "projects", List.of("prj_nope")))
                .post("/api/v1/tokens").then().statusCode(400).body("error.message", equalTo("projects: no project prj_nope"));
        authed().contentType(ContentType.JSON).body(Map.of("name", "x", "role", "viewer", "scope", "all"))
                .post("/api/v1/tokens").then().statusCode(400)
                .body("error.message", equalTo("unknown field \"scope\" (known: expires_in_days, name, projects, role)"));
        authed().contentType(ContentType.TEXT).body("name=x").post("/api/v1/tokens").then().statusCode(415)
                .body("error.message", startsWith("the request body must be application/json, not 'text/plain"));
    }

    @Test
    void theAuditLogRecordsEveryWriteWithWhoWhatWhenAndWhich() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        Token operator = create("audited operator", "operator", null);
        Token viewer = create("audited viewer", "viewer", null);
        String build = operator.as().post(Api.buildPath(project, "go") + "/trigger").then().statusCode(202)
                .extract().jsonPath().getString("build_id");
        viewer.as().post(Api.buildPath(project, "go") + "/trigger").then().statusCode(403);
        authed().delete("/api/v1/tokens/" + viewer.id()).then().statusCode(200);
        viewer.as().get("/api/v1/projects").then().statusCode(401);
        JsonPath audit = authed().get("/api/v1/audit?limit=100").then().statusCode(200).extract().jsonPath();
        assertEntry(audit, "build.trigger", build, "audited operator", operator.id(), project, 202);
        assertEntry(audit, "build.trigger", null, "audited viewer", viewer.id(), project, 403);
        assertEntry(audit, "token.revoke", viewer.id(), "bootstrap", "bootstrap", null, 200);
        assertEntry(audit, "token.create", operator.id(), "bootstrap", "bootstrap", null, 201);
        assertEntry(audit, "project.create", project, "bootstrap", "bootstrap", project, 201);
        List<Integer> ids = audit.getList("id");
        assertTrue(ids.get(0) > ids.get(ids.size() - 1), "newest first");
        authed().get("/api/v1/audit?limit=1&before=" + ids.get(0)).then().statusCode(200).body("id", equalTo(List.of(ids.get(1))));
        authed().get("/api/v1/audit?limit=x").then().statusCode(400)
                .body("error.message", equalTo("limit must be a positive whole number, not 'x'"));
        // the console's filters: by actor (name or id) and by project
        List<String> byOperator = authed().get("/api/v1/audit?actor=audited operator").then().statusCode(200)
                .extract().jsonPath().getList("actor_id");
        assertEquals(List.of(operator.id()), byOperator.stream().distinct().toList());
        assertEquals(byOperator, authed().get("/api/v1/audit?actor=" + operator.id()).jsonPath().getList("actor_id"));
        List<String> byProject = authed().get("/api/v1/audit?project=" + project).jsonPath().getList("project_id");
        assertEquals(List.of(project), byProject.stream().distinct().toList());
        assertTrue(byProject.size() >= 3, "create, two triggers: " + byProject);
    }

    @Test
    void notificationEndpointsThroughTheApiSignedRetriedLoggedAndAudited() throws Exception {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String hooks = "/api/v1/projects/" + project + "/notifications";
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            // refused requests change nothing, and say which field is wrong
            authed().contentType(ContentType.JSON).body(Map.of("url", "ftp://hooks.example.test/x", "events", List.of("build.failed")))
                    .post(hooks).then().statusCode(422).body("error.code", equalTo("invalid_url"))
                    .body("error.message", equalTo("url must be an http or https URL, not ftp:"));
            authed().contentType(ContentType.JSON).body(Map.of("url", receiver.url(), "events", "build.failed"))
                    .post(hooks).then().statusCode(400).body("error.message", startsWith("events is required: a non-empty array"));
            authed().contentType(ContentType.JSON).body(Map.of("url", receiver.url(), "events", List.of("build.failed"), "secret", "x"))
                    .post(hooks).then().statusCode(400).body("error.message", startsWith("unknown field \"secret\""));
            authed().get(hooks).then().statusCode(200).body("$", org.hamcrest.Matchers.hasSize(0));

            JsonPath created = authed().contentType(ContentType.JSON)
                    .body(Map.of("url", receiver.url(), "events", List.of("build.failed", "build.succeeded"), "description", "CI"))
                    .post(hooks).then().statusCode(201).body("secret", startsWith("whsec_"))
                    .body("events", equalTo(List.of("build.failed", "build.succeeded"))).body("enabled", equalTo(true))
                    .extract().jsonPath();
            String id = created.getString("id");
            String secret = created.getString("secret");
            authed().get(hooks + "/" + id).then().statusCode(200).body("secret", nullValue())
                    .body("secret_prefix", equalTo(secret.substring(0, 12)));
            receiver.answerWith(r -> receiver.received().isEmpty() ? 500 : 200);
            Token operator = create("notifying operator", "operator", List.of(project));
            String delivery = operator.as().post(hooks + "/" + id + "/test").then().statusCode(202)
                    .body("type", equalTo("notification.test")).extract().jsonPath().getString("delivery_id");
            org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(20)).until(() -> receiver.received().size() >= 2);
            for (var r : receiver.received()) {
                assertEquals(delivery, r.header("Sdkgen-Delivery"));
                assertEquals("notification.test", r.header("Sdkgen-Event"));
                assertTrue(WebhookReceiver.signatureValid(r.header("Sdkgen-Signature"), r.body(), secret, java.time.Instant.now(),
                        java.time.Duration.ofMinutes(5)), r.header("Sdkgen-Signature"));
            }
            authed().get(hooks + "/" + id + "/deliveries").then().statusCode(200)
                    .body("status_code", equalTo(List.of(200, 500))).body("delivery_id", everyItem(equalTo(delivery)));
            JsonPath audit = authed().get("/api/v1/audit?limit=100").then().statusCode(200).extract().jsonPath();
            assertEntry(audit, "notification.create", id, "bootstrap", "bootstrap", project, 201);
            assertEntry(audit, "notification.create", null, "bootstrap", "bootstrap", project, 422);
            assertEntry(audit, "notification.test", id, "notifying operator", operator.id(), project, 202);
            Postgres pg = Postgres.shared();
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
                 ResultSet rs = c.createStatement().executeQuery("select t::text from notification_endpoint t where id = '" + id + "'")) {
                assertTrue(rs.next());
                assertFalse(rs.getString(1).contains(secret.substring(6)), "the secret is sealed at rest");
            }
            authed().delete(hooks + "/" + id).then().statusCode(204);
            authed().get(hooks + "/" + id).then().statusCode(404);
        }
    }

    private static void assertEntry(JsonPath audit, String action, String targetId, String actorName, String actorId,
                                    String projectId, int status) {
        List<Map<String, Object>> entries = audit.getList("$");
        boolean found = entries.stream().anyMatch(e -> action.equals(e.get("action")) && actorId.equals(e.get("actor_id"))
                && actorName.equals(e.get("actor_name")) && (targetId == null || targetId.equals(e.get("target_id")))
                && (projectId == null || projectId.equals(e.get("project_id"))) && Integer.valueOf(status).equals(e.get("status"))
                && e.get("at") != null);
        assertTrue(found, action + " by " + actorName + " on " + targetId + " (" + status + ") not in " + entries);
    }

    @Test
    void projectsAreEditedAndDeletedWithTheirBuildsSaidPlainly() throws Exception {
        var repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        repo.pushTo("release");
        var other = Api.acmeRepository();
        String yaml = java.nio.file.Files.readString(dev.sdkgen.testsupport.ConfigRepository.example("acme").resolve("sdkgen.yaml"));
        other.commit(Map.of("sdkgen.yaml", yaml.replace("targets: [typescript, python, go, java]", "targets: [go, python]")),
                "two targets");
        authed().contentType(ContentType.JSON).body(Map.of("name", "renamed", "config_repository", Map.of("branch", "release")))
                .patch("/api/v1/projects/" + project).then().statusCode(200).body("name", equalTo("renamed"))
                .body("config_repository.branch", equalTo("release")).body("config_repository.url", equalTo(repo.url()));
        // a new URL: the targets follow its sdkgen.yaml (the others stay, inactive, with their builds)
        authed().contentType(ContentType.JSON).body(Map.of("config_repository", Map.of("url", other.url(), "branch", "main")))
                .patch("/api/v1/projects/" + project).then().statusCode(200).body("name", equalTo("renamed"))
                .body("config_repository.url", equalTo(other.url()))
                .body("sdk_targets.findAll { it.active }.id", equalTo(List.of("go", "python")));
        authed().contentType(ContentType.JSON).body("{\"name\": 123}").patch("/api/v1/projects/" + project).then()
                .statusCode(400).body("error.message", equalTo("name must be a string, not a number (123)"));
        authed().contentType(ContentType.JSON).body(Map.of("config_repository", Map.of("branch", "nope")))
                .patch("/api/v1/projects/" + project).then().statusCode(422).body("error.code", equalTo("branch_not_found"));
        authed().contentType(ContentType.JSON).body(Map.of("targets", List.of("go"))).patch("/api/v1/projects/" + project)
                .then().statusCode(400).body("error.message", equalTo("unknown field \"targets\" (known: config_repository, name)"));
        create("an operator", "operator", null).as().delete("/api/v1/projects/" + project).then().statusCode(403);

        String build = authed().post(Api.buildPath(project, "go") + "/trigger").then().statusCode(202)
                .extract().jsonPath().getString("build_id");
        authed().delete("/api/v1/projects/" + project).then().statusCode(409).body("error.code", equalTo("build_in_progress"));
        Postgres pg = Postgres.shared();
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password())) {
            c.createStatement().executeUpdate("update build set state = 'FAILED' where id = '" + build + "'");
        }
        authed().delete("/api/v1/projects/" + project).then().statusCode(200).body("deleted", equalTo(true))
                .body("builds_removed", equalTo(1))
                .body("message", equalTo("project " + project + " and its 1 build(s), with their logs, were deleted; "
                        + "SDK archives stay in the artifact-store"));
        authed().get("/api/v1/projects/" + project).then().statusCode(404);
        authed().get(Api.buildPath(project, "go") + "/" + build).then().statusCode(404);
        authed().delete("/api/v1/projects/" + project).then().statusCode(404);
        JsonPath audit = authed().get("/api/v1/audit").then().extract().jsonPath();
        assertEntry(audit, "project.delete", project, "bootstrap", "bootstrap", project, 200);
        assertEntry(audit, "project.update", project, "bootstrap", "bootstrap", project, 200);
    }
}
