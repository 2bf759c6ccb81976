package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * Bad requests get a JSON error that says what is wrong: oversized bodies and URIs (413, 414),
 * a query parameter that is not a number (400, not 404), an unknown body field (named); and a
 * build list longer than a page is read with a cursor.
 */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class RequestErrorsTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    /** One raw HTTP/1.1 exchange: the status line and the body of the answer. */
    private String[] raw(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String status = answer.substring(0, answer.indexOf("\r\n"));
            String body = answer.substring(answer.indexOf("\r\n\r\n") + 4);
            return new String[] {status, body};
        }
    }

    @Test
    void theOpenApiDescriptionIsServedWithoutAToken() throws Exception {
        byte[] served = io.restassured.RestAssured.given().get("/api/v1/openapi.yaml").then().statusCode(200)
                .contentType(containsString("application/yaml")).extract().asByteArray();
        assertTrue(java.util.Arrays.equals(OpenApiDescriptionTest.description(), served));
        assertTrue(new String(served, StandardCharsets.UTF_8).startsWith("openapi: 3.0.3"));
        // only GET: another method is the usual JSON refusal
        io.restassured.RestAssured.given().post("/api/v1/openapi.yaml").then().statusCode(405)
                .body("error.code", equalTo("method_not_allowed"));
    }

    /**
     * A short seeded run of the fuzzer (a few hundred requests made from the OpenAPI description; bench/fuzz.sh runs
     * 10,000 with -Dsdkgen.fuzz.requests): no 5xx, no stack trace, every refusal a JSON error, no state changed by a
     * refused request.
     */
    @Test
    void generatedHostileRequestsAreRefusedCleanly() throws Exception {
        var repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String other = Api.register(Api.acmeRepository(), "main").getString("project_id");
        List<String> builds = new ArrayList<>();
        builds.add(authed().post(Api.buildPath(project, "go") + "/trigger").then().statusCode(202).extract().path("build_id"));
        var viewer = authed().contentType(ContentType.JSON).body(Map.of("name", "fuzz-viewer", "role", "viewer"))
                .post("/api/v1/tokens").then().statusCode(201).extract().jsonPath();
        var limited = authed().contentType(ContentType.JSON)
                .body(Map.of("name", "fuzz-limited", "role", "operator", "projects", List.of(other)))
                .post("/api/v1/tokens").then().statusCode(201).extract().jsonPath();
        var fixture = new ApiFuzzer.Fixture(Api.TOKEN, viewer.getString("token"), limited.getString("token"),
                new ArrayList<>(List.of(project, other)), builds,
                new ArrayList<>(List.of(viewer.getString("id"), limited.getString("id"), "tok_0000")), repo.url(),
                "test-webhook-secret");
        byte[] description = io.restassured.RestAssured.given().get("/api/v1/openapi.yaml").then().statusCode(200)
                .extract().asByteArray();
        ApiFuzzer fuzzer = new ApiFuzzer(java.net.URI.create("http://127.0.0.1:" + port + "/api/v1"), description,
                Long.getLong("sdkgen.fuzz.seed", 27L), fixture);
        long failuresBefore = orchestratorFailures();
        double cpuBefore = cpuSeconds();
        ApiFuzzer.Report report = fuzzer.run(Integer.getInteger("sdkgen.fuzz.requests", 300));
        String summary = report.summary() + String.format("%nCPU: %.1f s (this JVM and its child services)", cpuSeconds() - cpuBefore);
        System.out.println(summary);
        java.nio.file.Files.writeString(java.nio.file.Path.of("target/fuzz-report.txt"), summary);
        // a 500 of the orchestrator the gateway does not pass on (an audit entry it could not store) counts too
        assertEquals(failuresBefore, orchestratorFailures(), "new unexpected failures in " + PlatformTestResource.orchestratorLog());
        assertTrue(report.statuses().keySet().stream().anyMatch(s -> s >= 200 && s < 300), report.summary());
        assertTrue(report.checkedWrites() > 0, report.summary());
        assertEquals(0, report.failures(), report.summary());
    }

    /**
     * Found by the fuzzer: a NUL in a token id reached PostgreSQL (502 internal_error); and the audit entry of a
     * refused write whose path held a NUL or a segment longer than its column was refused by the orchestrator (500),
     * so the refusal went unrecorded.
     */
    @Test
    void anIdWithAControlCharacterNamesNothingAndItsRefusalIsAudited() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        authed().urlEncodingEnabled(false).delete("/api/v1/tokens/%00").then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        authed().urlEncodingEnabled(false).delete("/api/v1/tokens/tok%0A1").then().statusCode(404);
        authed().urlEncodingEnabled(false).delete("/api/v1/projects/prj%00").then().statusCode(404);
        authed().urlEncodingEnabled(false).contentType(ContentType.JSON).body(Map.of("name", "x"))
                .patch("/api/v1/projects/%00").then().statusCode(404).body("error.code", equalTo("not_found"));
        authed().urlEncodingEnabled(false).post("/api/v1/projects/%00/webhook-secret").then().statusCode(404);
        String longId = "p".repeat(3000);
        authed().delete("/api/v1/projects/" + longId).then().statusCode(404);
        authed().get("/api/v1/projects/" + project).then().statusCode(200);
        var audit = authed().get("/api/v1/audit?limit=6").then().statusCode(200).extract().jsonPath();
        assertEquals(List.of("project.delete", "webhook_secret.rotate", "project.update", "project.delete",
                "token.revoke", "token.revoke"), audit.getList("action"), audit.prettify());
        assertEquals("p".repeat(63) + "…", audit.getString("[0].project_id"));
        assertEquals("prj\\0", audit.getString("[3].project_id"));
        assertEquals("\\0", audit.getString("[5].target_id"));
        assertEquals(List.of(404, 404, 404, 404, 404, 404), audit.getList("status"));
    }

    /** CPU time of this JVM (the gateway and the fuzzer) and of the services it started. */
    private static double cpuSeconds() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(ProcessHandle.current()), ProcessHandle.current().descendants())
                .mapToLong(p -> p.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(0L)).sum() / 1000.0;
    }

    private static long orchestratorFailures() throws java.io.IOException {
        try (var lines = java.nio.file.Files.lines(PlatformTestResource.orchestratorLog(), StandardCharsets.UTF_8)) {
            return lines.filter(l -> l.contains("unexpected failure")).count();
        }
    }

    @Test
    void aBodyOverTheLimitIs413Json() throws Exception {
        // declared, never sent: the answer must come before the body is read
        String[] answer = raw("POST /api/v1/projects HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + Api.TOKEN
                + "\r\nContent-Type: application/json\r\nContent-Length: 30000000\r\n\r\n{");
        assertTrue(answer[0].contains(" 413"), answer[0]);
        assertTrue(answer[1].contains("\"code\":\"payload_too_large\"") && answer[1].contains("30000000 bytes"), answer[1]);
        String[] webhook = raw("POST /api/v1/webhooks/git HTTP/1.1\r\nHost: x\r\nX-GitHub-Event: push\r\n"
                + "Content-Length: 27000000\r\n\r\n");
        assertTrue(webhook[0].contains(" 413") && webhook[1].contains("payload_too_large"), webhook[1]);
    }

    @Test
    void aChunkedBodyOverTheLimitIs413Json() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/v1/projects HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + Api.TOKEN
                    + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            Thread writer = new Thread(() -> {
                byte[] chunk = ("100000\r\n" + "a".repeat(0x100000) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
                try {
                    for (int i = 0; i < 30; i++) {
                        out.write(chunk);
                    }
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                } catch (java.io.IOException e) {
                    // the server answered and closed before the whole body was sent
                }
            });
            writer.start();
            String answer = readAnswer(socket.getInputStream());
            writer.join(30_000);
            int start = answer.indexOf("HTTP/1.1 4");
            assertTrue(start >= 0, answer.length() > 300 ? answer.substring(0, 300) : answer);
            String status = answer.substring(start, answer.indexOf("\r\n", start));
            assertTrue(status.contains(" 413"), status);
            assertTrue(answer.contains("\"code\":\"payload_too_large\""), answer);
        }
    }

    /** Reads one HTTP answer: up to the end of its headers, then Content-Length bytes (or to the end). */
    private static String readAnswer(InputStream in) throws java.io.IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            bytes.write(b);
            String text = bytes.toString(StandardCharsets.ISO_8859_1);
            int end = text.indexOf("\r\n\r\n");
            if (end >= 0 && !text.startsWith("HTTP/1.1 100")) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)content-length: *(\\d+)").matcher(text);
                int length = m.find() ? Integer.parseInt(m.group(1)) : 0;
                return text + new String(in.readNBytes(length), StandardCharsets.UTF_8);
            }
            if (end >= 0) {
                bytes.reset(); // an interim "100 Continue"
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Found by the fuzzer: an empty Content-Type on a route with two @Produces (the log) was a 500. */
    @Test
    void aContentTypeThatIsNotAMediaTypeIs415Json() throws Exception {
        String[] log = raw("GET /api/v1/projects/prj_x/sdk-targets/go/sdk-builds/bld_x/logs HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: Bearer " + Api.TOKEN + "\r\nContent-Type: \r\nAccept: application/xml\r\n"
                + "Connection: close\r\n\r\n");
        assertTrue(log[0].contains(" 415"), log[0] + " " + log[1]);
        assertTrue(log[1].contains("\"code\":\"unsupported_media_type\""), log[1]);
        String[] post = raw("POST /api/v1/projects HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + Api.TOKEN
                + "\r\nContent-Type: not a type\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
        assertTrue(post[0].contains(" 415") && post[1].contains("\"code\":\"unsupported_media_type\""), post[0] + post[1]);
        // a media type with parameters is still one
        authed().contentType("application/json; charset=UTF-8").body("{}").post("/api/v1/projects").then().statusCode(400);
    }

    @Test
    void aUriOverTheLimitIs414Json() throws Exception {
        String[] answer = raw("GET /api/v1/projects/" + "a".repeat(10_000) + " HTTP/1.1\r\nHost: x\r\n"
                + "Connection: close\r\n\r\n");
        assertTrue(answer[0].contains(" 414"), answer[0]);
        assertTrue(answer[1].contains("\"code\":\"uri_too_long\""), answer[1]);
    }

    @Test
    void anAttemptThatIsNotANumberIs400() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "go");
        String buildId = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        authed().get(builds + "/" + buildId + "/logs?attempt=abc").then().statusCode(400)
                .body("error.code", equalTo("invalid_request"))
                .body("error.message", containsString("attempt must be a positive whole number, not 'abc'"));
        authed().accept("text/event-stream").get(builds + "/" + buildId + "/logs?attempt=-1").then().statusCode(400)
                .body("error.code", equalTo("invalid_request"));
        authed().get(builds + "/" + buildId + "/logs?attempt=7").then().statusCode(404);
        authed().get(builds + "/" + buildId + "/logs?attempt=1").then().statusCode(200);
    }

    @Test
    void anUnknownFieldIsRejectedByName() {
        var repo = Api.acmeRepository();
        authed().contentType(ContentType.JSON)
                .body(Map.of("name", "acme", "colour", "red",
                        "config_repository", Map.of("url", repo.url(), "branch", "main")))
                .post("/api/v1/projects").then().statusCode(400)
                .body("error.code", equalTo("invalid_request"))
                .body("error.message", containsString("unknown field \"colour\""));
        authed().contentType(ContentType.JSON)
                .body(Map.of("name", "acme", "config_repository", Map.of("url", repo.url(), "branch", "main",
                        "brnach", "dev")))
                .post("/api/v1/projects").then().statusCode(400)
                .body("error.message", containsString("unknown field \"config_repository.brnach\""));
    }

    @Test
    void buildListsArePagedWithACursor() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "python");
        List<String> triggered = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            triggered.add(0, authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id"));
        }
        List<String> seen = new ArrayList<>();
        String next = builds + "?limit=2";
        int pages = 0;
        while (next != null) {
            Response page = authed().get(next).then().statusCode(200).extract().response();
            List<String> ids = page.jsonPath().getList("build_id");
            assertTrue(ids.size() <= 2, ids.toString());
            seen.addAll(ids);
            pages++;
            String link = page.header("Link");
            if (link == null) {
                assertEquals(null, page.header("X-Next-Cursor"));
                next = null;
            } else {
                assertTrue(link.endsWith(">; rel=\"next\""), link);
                next = link.substring(1, link.indexOf('>'));
                assertTrue(next.contains("cursor=" + page.header("X-Next-Cursor")), link);
            }
        }
        assertEquals(triggered, seen, "newest first, each build once");
        assertEquals(3, pages);
        authed().get(builds).then().statusCode(200).body("$", hasSize(5)).header("Link", nullValue());
        authed().get(builds + "?limit=0").then().statusCode(400).body("error.code", equalTo("invalid_request"));
        authed().get(builds + "?limit=101").then().statusCode(400).body("error.message", containsString("limit"));
        authed().get(builds + "?limit=x").then().statusCode(400);
        authed().get(builds + "?cursor=bm90LWEtY3Vyc29y").then().statusCode(400)
                .body("error.message", containsString("cursor"));
    }
}
