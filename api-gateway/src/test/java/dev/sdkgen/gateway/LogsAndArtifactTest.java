package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.events.SurfaceReport;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.Postgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.stream.Stream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** Logs (text and live SSE through the gateway) and the artifact download from the real artifact-store. */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class LogsAndArtifactTest {

    @ConfigProperty(name = "quarkus.http.test-port")
    int port;

    @Test
    void liveLogAndArtifactOfASucceededBuild() throws Exception {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "python");
        String buildId = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        authed().get(builds + "/" + buildId + "/artifact").then().statusCode(409)
                .body("error.code", equalTo("build_in_progress"));

        CompletableFuture<String> stream = CompletableFuture.supplyAsync(() -> {
            List<String> lines = new ArrayList<>();
            try {
                HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + builds + "/" + buildId
                        + "/logs").openConnection();
                c.setRequestProperty("Accept", "text/event-stream");
                c.setRequestProperty("Authorization", "Bearer " + Api.TOKEN);
                c.setReadTimeout(30_000);
                try (BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = r.readLine(); line != null; line = r.readLine()) {
                        lines.add(line);
                    }
                }
            } catch (Exception e) {
                lines.add("ERROR " + e);
            }
            return String.join("\n", lines);
        });

        byte[] archive = ("not a real SDK archive: test bytes " + buildId).getBytes(StandardCharsets.UTF_8);
        ArtifactRef ref = given().contentType("application/zip").header("X-File-Name", "acme-python.zip").body(archive)
                .post(PlatformTestResource.artifactStoreUrl() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            publisher.publish(BuildProgress.of(buildId, 1, "codegen-worker", BuildState.GENERATING, List.of("emitting python")));
            await().atMost(Duration.ofSeconds(10)).until(() ->
                    "generating".equals(authed().get(builds + "/" + buildId).jsonPath().getString("state")));
            publisher.publish(SdkGenerated.of(buildId, 1, "python", ref));
        }
        String sse = stream.get(30, TimeUnit.SECONDS);
        assertTrue(sse.contains("event:log"), sse);
        assertTrue(sse.contains("data: emitting python"), sse);
        assertTrue(sse.contains("event:end") && sse.contains("data: succeeded"), sse);

        await().atMost(Duration.ofSeconds(10)).until(() ->
                "succeeded".equals(authed().get(builds + "/" + buildId).jsonPath().getString("state")));
        byte[] downloaded = authed().get(builds + "/" + buildId + "/artifact").then().statusCode(200)
                .header("X-Checksum-SHA256", ref.sha256())
                .header("Content-Disposition", containsString("acme-python.zip"))
                .extract().asByteArray();
        assertArrayEquals(archive, downloaded);

        String text = authed().get(builds + "/" + buildId + "/logs").then().statusCode(200)
                .contentType(containsString("text/plain")).extract().asString();
        assertTrue(text.contains("emitting python") && text.contains("SDK archive stored"), text);
        authed().get(builds + "/bld_nope/logs").then().statusCode(404).body("error.code", equalTo("not_found"));
    }

    /**
     * The validator's log of a Config Repository with a diagnostic, sent as the validator sends it,
     * followed live through the orchestrator and the gateway: a client that reads the stream by the
     * SSE rules gets exactly the lines {@code bin/sdkgen validate} prints, indented detail lines
     * included.
     */
    @Test
    void theLiveLogCarriesTheValidatorsLinesExactlyIndentationIncluded() throws Exception {
        Path acme = ConfigRepository.example("acme");
        String yaml = Files.readString(acme.resolve("sdkgen.yaml")).replace("list: get /accounts", "list: get /nope");
        ConfigRepository repo = Api.acmeRepository();
        repo.commit(Map.of("sdkgen.yaml", yaml), "map a method to an operation that does not exist");
        Path checkout = Files.createTempDirectory("sdkgen-gw-sse-");
        try (Stream<Path> files = Files.walk(acme)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = checkout.resolve(acme.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        Files.writeString(checkout.resolve("sdkgen.yaml"), yaml);
        Engine.Validation validation = Engine.validate(checkout);
        List<String> engineLog = validation.log();
        Diagnostic diagnostic = validation.report().diagnostics().get(0);
        List<String> block = diagnostic.render().lines().toList();
        assertTrue(block.stream().anyMatch(l -> l.startsWith("  ")), "a diagnostic with indented detail lines: " + block);
        assertTrue(validation.report().toText().contains(diagnostic.render()), "bin/sdkgen validate prints the block");

        String project = Api.register(repo, "main").getString("project_id");
        String builds = Api.buildPath(project, "typescript");
        String buildId = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        CompletableFuture<String> stream = CompletableFuture.supplyAsync(() -> {
            try {
                HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + builds + "/" + buildId
                        + "/logs").openConnection();
                c.setRequestProperty("Accept", "text/event-stream");
                c.setRequestProperty("Authorization", "Bearer " + Api.TOKEN);
                c.setReadTimeout(30_000);
                try (var in = c.getInputStream()) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            } catch (Exception e) {
                return "ERROR " + e;
            }
        });
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING, engineLog));
            publisher.publish(BuildFailed.of(buildId, 1, "spec-validator", diagnostic.code().name(),
                    diagnostic.code().title(), validation.report().summary()));
        }
        String raw = stream.get(30, TimeUnit.SECONDS);
        List<String> received = sseData(raw, "log");
        assertTrue(Collections.indexOfSubList(received, engineLog) >= 0,
                "the engine's lines, in order and unchanged:\n" + String.join("\n", engineLog) + "\n--- got:\n"
                        + String.join("\n", received));
        assertTrue(Collections.indexOfSubList(received, block) >= 0, raw);
        assertEquals(List.of("failed"), sseData(raw, "end"));
        // on the wire: "data: " and then the line with its own two spaces
        String detail = block.stream().filter(l -> l.startsWith("  ")).findFirst().orElseThrow();
        assertTrue(raw.contains("\ndata: " + detail + "\n"), raw);
    }

    /**
     * The retention policy as the platform configures it (the last 3 builds per target; the builds, aged
     * 20 days here, are all older than its 14 days), run for this test's project only. Nine builds of one target, oldest first: a
     * delivered one (kept: delivered), a failed one and a success with its own archive and IR document
     * (trimmed), a success whose archive is the same blob as a later success's (trimmed, the blob kept),
     * a running one (kept: running), the latest success beyond the last 3 (kept), three cancelled
     * (kept: the last 3). Each rule's assertion fails with that rule broken (seen: see the commit).
     */
    @Test
    void retentionTrimsTheOldBuildsAndKeepsTheDeliveredTheRunningAndTheLatestSuccess() throws Exception {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "python");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            ids.add(authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id"));
        }
        String commit = authed().get(builds + "/" + ids.get(0)).jsonPath().getString("commit");
        String url = authed().get(builds + "/" + ids.get(0)).jsonPath().getString("repository_url");
        ArtifactRef delivered = upload("delivered " + project);
        ArtifactRef own = upload("own archive " + project);
        ArtifactRef ir = upload("ir document " + project);
        ArtifactRef shared = upload("shared archive " + project);
        // the surface documents the codegen-worker records beside each archive: the trimmed success's go with it,
        // the latest success's stay (the soak's artifact directory grew while these were left behind)
        ArtifactRef ownSurface = upload("{\"surface\": \"own " + project + "\"}");
        ArtifactRef ownDiff = upload("{\"diff\": \"own " + project + "\"}");
        ArtifactRef keptSurface = upload("{\"surface\": \"kept " + project + "\"}");
        ArtifactRef keptDiff = upload("{\"diff\": \"kept " + project + "\"}");
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            for (int i : List.of(0, 1, 2, 3, 5)) {
                publisher.publish(BuildProgress.of(ids.get(i), 1, "codegen-worker", BuildState.GENERATING,
                        List.of("line one of build " + i, "line two of build " + i)));
            }
            for (int i : List.of(0, 1, 2, 3, 5)) {
                await().atMost(Duration.ofSeconds(20)).until(() ->
                        "generating".equals(authed().get(builds + "/" + ids.get(i)).jsonPath().getString("state")));
            }
            publisher.publish(SdkGenerated.of(ids.get(0), 1, "python", delivered, "acme", "1.0.0", true));
            publisher.publish(SdkDelivered.of(ids.get(0), 1, 1, true, "https://git.example.test/acme-python.git", "main",
                    "0123456789abcdef0123456789abcdef01234567", true, "v1.0.0", null, List.of("delivered")));
            publisher.publish(BuildFailed.of(ids.get(1), 1, "codegen-worker", "SDKGEN101", "Spec file not found", "1 error"));
            publisher.publish(dev.sdkgen.events.BuildValidated.of(ids.get(2), 1,
                    new dev.sdkgen.events.BuildSource(project, "python", "python", url, "main", commit), ir, 0));
            publisher.publish(SdkGenerated.of(ids.get(2), 1, "python", own, null, null, false,
                    new SurfaceReport(ownSurface, ownDiff, "initial", null, 0, 0)));
            publisher.publish(SdkGenerated.of(ids.get(3), 1, "python", shared));
            publisher.publish(SdkGenerated.of(ids.get(5), 1, "python", shared, null, null, false,
                    new SurfaceReport(keptSurface, keptDiff, "minor", ids.get(2), 1, 0)));
        }
        for (int i : List.of(6, 7, 8)) {
            authed().post(builds + "/" + ids.get(i) + "/cancel").then().statusCode(200);
        }
        await().atMost(Duration.ofSeconds(20)).until(() ->
                "delivered".equals(authed().get(builds + "/" + ids.get(0)).jsonPath().getString("delivery.state"))
                && "failed".equals(authed().get(builds + "/" + ids.get(1)).jsonPath().getString("state"))
                && List.of(2, 3, 5).stream().allMatch(i -> "succeeded".equals(
                        authed().get(builds + "/" + ids.get(i)).jsonPath().getString("state")))
                && authed().get(builds + "/" + ids.get(2)).jsonPath().getString("artifact.id") != null);
        age(ids, Duration.ofDays(20));

        io.restassured.path.json.JsonPath run = given().post(PlatformTestResource.orchestratorUrl()
                + "/internal/v1/retention/runs?project=" + project).then().statusCode(200).extract().jsonPath();
        String store = PlatformTestResource.artifactStoreUrl() + "/internal/v1/artifacts/";
        org.junit.jupiter.api.Assertions.assertAll(
                () -> assertEquals(3, run.getInt("builds_trimmed"), "trimmed: the failed build and two successes: " + run.prettify()),
                () -> assertEquals(4, run.getInt("blobs_removed"),
                        "the own archive, the IR document, the surface and its diff: " + run.prettify()),
                () -> assertEquals(0, run.getInt("blobs_pending"), run.prettify()),
                () -> assertTrue(run.getLong("log_lines_removed") >= 9, run.prettify()),
                // the failed build: its row stays, its log says what happened to it
                () -> assertEquals("failed", authed().get(builds + "/" + ids.get(1)).jsonPath().getString("state")),
                () -> assertTrue(authed().get(builds + "/" + ids.get(1) + "/logs").then().statusCode(200).extract().asString()
                        .startsWith("Log removed by the retention policy on "), "trimmed log"),
                () -> assertFalse(authed().get(builds + "/" + ids.get(1) + "/logs").asString().contains("line one of build 1")),
                // the success with its own archive: 404 with the reason, the blobs gone from the store
                () -> authed().get(builds + "/" + ids.get(2) + "/artifact").then().statusCode(404)
                        .body("error.code", equalTo("artifact_removed"))
                        .body("error.message", containsString("removed by the retention policy")),
                () -> given().get(store + own.id()).then().statusCode(404),
                () -> given().get(store + ir.id()).then().statusCode(404),
                () -> given().get(store + ownSurface.id()).then().statusCode(404),
                () -> given().get(store + ownDiff.id()).then().statusCode(404),
                () -> authed().get(builds + "/" + ids.get(2) + "/surface").then().statusCode(404)
                        .body("error.code", equalTo("surface_removed")),
                () -> authed().get(builds + "/" + ids.get(2) + "/surface-diff").then().statusCode(404)
                        .body("error.code", equalTo("surface_removed")),
                // nor is the codegen-worker handed them to compare with (build 3's previous succeeded build is build 2)
                () -> given().get(PlatformTestResource.orchestratorUrl() + "/internal/v1/projects/" + project
                        + "/sdk-targets/python/sdk-builds/" + ids.get(3) + "/previous-surface").then().statusCode(404)
                        .body("error.code", equalTo("no_previous_surface"))
                        .body("error.message", containsString("removed by the retention policy")),
                () -> assertEquals(true, authed().get(builds + "/" + ids.get(2)).jsonPath().getBoolean("trimmed.artifact_removed")),
                // the same blob as the latest success: trimmed, but the blob stays for the kept build
                () -> authed().get(builds + "/" + ids.get(3) + "/artifact").then().statusCode(404)
                        .body("error.code", equalTo("artifact_removed")),
                () -> given().get(store + shared.id()).then().statusCode(200),
                // kept: delivered, running, the latest success, the last 3
                () -> authed().get(builds + "/" + ids.get(0) + "/artifact").then().statusCode(200),
                () -> assertTrue(authed().get(builds + "/" + ids.get(0) + "/logs").asString().contains("line one of build 0")),
                () -> assertEquals("queued", authed().get(builds + "/" + ids.get(4)).jsonPath().getString("state")),
                () -> assertTrue(authed().get(builds + "/" + ids.get(4) + "/logs").asString().startsWith("Build queued"),
                        "the running build's log"),
                () -> authed().get(builds + "/" + ids.get(5) + "/artifact").then().statusCode(200),
                () -> authed().get(builds + "/" + ids.get(5) + "/surface").then().statusCode(200)
                        .body("surface", equalTo("kept " + project)),
                () -> given().get(store + keptDiff.id()).then().statusCode(200),
                () -> assertTrue(authed().get(builds + "/" + ids.get(5) + "/logs").asString().contains("line one of build 5")),
                () -> assertEquals(List.of(0, 4, 5, 6, 7, 8).stream().map(ids::get).toList(), ids.stream()
                        .filter(id -> authed().get(builds + "/" + id).jsonPath().get("trimmed") == null).toList()));

        // a second run finds nothing more; the status page shows the last run and each service's disk use
        given().post(PlatformTestResource.orchestratorUrl() + "/internal/v1/retention/runs?project=" + project)
                .then().statusCode(200).body("builds_trimmed", equalTo(0)).body("blobs_removed", equalTo(0));
        io.restassured.path.json.JsonPath status = authed().get("/api/v1/status").then().statusCode(200).extract().jsonPath();
        assertTrue(status.getLong("retention.id") > run.getLong("id"), status.prettify());
        assertEquals("database", status.getString("services.find { it.name == 'build-orchestrator' }.disk[0].name"));
        assertTrue(status.getLong("services.find { it.name == 'build-orchestrator' }.disk[0].bytes") > 1_000_000, status.prettify());
        assertEquals("artifacts", status.getString("services.find { it.name == 'artifact-store' }.disk[0].name"));
        assertTrue(status.getLong("services.find { it.name == 'artifact-store' }.disk[0].bytes") > 0, status.prettify());
    }

    /**
     * Issue 24, item 7: {@code keep-days} (14 on the platform). Five finished builds of one target, oldest first:
     * one 20 days old, one 2 days old, the last 3 (kept by rank). The 20-day-old one is trimmed; the 2-day-old one,
     * beyond the last 3, is kept for its age alone (seen failing with the age condition removed from Retention).
     */
    @Test
    void retentionKeepsWhatIsYoungerThanKeepDays() throws Exception {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "go");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ids.add(authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id"));
            authed().post(builds + "/" + ids.get(i) + "/cancel").then().statusCode(200);
        }
        age(ids.subList(0, 1), Duration.ofDays(20));
        age(ids.subList(1, 2), Duration.ofDays(2));
        given().post(PlatformTestResource.orchestratorUrl() + "/internal/v1/retention/runs?project=" + project)
                .then().statusCode(200).body("builds_trimmed", equalTo(1));
        assertEquals(List.of(ids.get(0)), ids.stream()
                .filter(id -> authed().get(builds + "/" + id).jsonPath().get("trimmed") != null).toList());
    }

    /** Moves the builds' creation back by {@code by} in the orchestrator's database, as if they were that old. */
    private static void age(List<String> buildIds, Duration by) throws Exception {
        Postgres pg = Postgres.shared();
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
             PreparedStatement update = c.prepareStatement(
                     "update build set created_at = created_at - make_interval(secs => ?) where id = any(?)")) {
            update.setLong(1, by.toSeconds());
            update.setArray(2, c.createArrayOf("varchar", buildIds.toArray()));
            assertEquals(buildIds.size(), update.executeUpdate());
        }
    }

    private static ArtifactRef upload(String content) {
        return given().contentType("application/zip").header("X-File-Name", "acme-python.zip")
                .body(content.getBytes(StandardCharsets.UTF_8))
                .post(PlatformTestResource.artifactStoreUrl() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
    }

    /**
     * Issue 23, item 4: a build's SDK as files (listed from the archive, one file's text, binary refused), what
     * changed since the previous succeeded build of the target (file lists and a unified diff per file), the
     * target's latest archive at a stable URL, the builds of one commit; 404s, paths leaving the archive
     * refused with 400, a viewer reading all of it.
     */
    @Test
    void filesOfABuildWhatChangedAndTheLatestArchive() throws Exception {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String target = "/api/v1/projects/" + project + "/sdk-targets/go";
        String builds = target + "/sdk-builds";
        authed().get(target + "/artifact/latest").then().statusCode(404).body("error.code", equalTo("artifact_not_available"));
        authed().get("/api/v1/projects/prj_nope/sdk-targets/go/artifact/latest").then().statusCode(404)
                .body("error.code", equalTo("not_found"));
        byte[] logo1 = {(byte) 0x89, 'P', 'N', 'G', 0, 1};
        String first = succeeded(builds, zip("acme-go-1.4.0/", "go.mod", "module github.com/acme/acme-go\n",
                "client.go", "package acme\n\nfunc A() {}\nfunc B() {}\n", "old.go", "package acme\n", "logo.png", logo1));
        authed().get(builds + "/" + first + "/files-diff").then().statusCode(200)
                .body("against_build_id", nullValue()).body("added", hasSize(0)).body("changed", hasSize(0));
        authed().get(builds + "/" + first + "/files-diff/client.go").then().statusCode(404)
                .body("error.code", equalTo("no_previous_build"));
        byte[] second = zip("acme-go-1.5.0/", "go.mod", "module github.com/acme/acme-go\n",
                "client.go", "package acme\n\nfunc A() {}\nfunc C() {}\n", "new.go", "package acme\n", "logo.png",
                new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 2});
        String secondId = succeeded(builds, second);

        authed().get(builds + "/" + secondId + "/files").then().statusCode(200)
                .body("build_id", equalTo(secondId)).body("root", equalTo("acme-go-1.5.0/"))
                .body("files.path", equalTo(List.of("client.go", "go.mod", "logo.png", "new.go")))
                .body("files[1].size", equalTo(31)).body("files[2].text", equalTo(false));
        assertEquals("package acme\n\nfunc A() {}\nfunc C() {}\n", authed().get(builds + "/" + secondId + "/files/client.go")
                .then().statusCode(200).contentType(containsString("text/plain")).extract().asString());
        authed().get(builds + "/" + secondId + "/files/logo.png").then().statusCode(415).body("error.code", equalTo("binary_file"));
        authed().get(builds + "/" + secondId + "/files/nope/x.go").then().statusCode(404).body("error.code", equalTo("file_not_found"));
        authed().get(builds + "/bld_00000000000000000000/files").then().statusCode(404).body("error.code", equalTo("not_found"));
        // paths that would leave the SDK's folder: encoded, and as typed (the HTTP client sends ../ unchanged)
        authed().urlEncodingEnabled(false).get(builds + "/" + secondId + "/files/..%2F..%2F..%2Fetc%2Fpasswd").then()
                .statusCode(400).body("error.code", equalTo("invalid_path"));
        authed().urlEncodingEnabled(false).get(builds + "/" + secondId + "/files-diff/x%2F..%2F..%2Fgo.mod").then()
                .statusCode(400).body("error.code", equalTo("invalid_path"));
        HttpResponse<String> raw = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + builds + "/" + secondId + "/files/x/../../go.mod")).header("Authorization", "Bearer " + Api.TOKEN).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, raw.statusCode(), raw.body());
        assertTrue(raw.body().contains("\"invalid_path\""), raw.body());

        authed().get(builds + "/" + secondId + "/files-diff").then().statusCode(200)
                .body("against_build_id", equalTo(first)).body("added", equalTo(List.of("new.go")))
                .body("removed", equalTo(List.of("old.go"))).body("changed", equalTo(List.of("client.go", "logo.png")))
                .body("unchanged", equalTo(1));
        assertEquals("--- a/client.go\n+++ b/client.go\n@@ -1,4 +1,4 @@\n package acme\n \n func A() {}\n-func B() {}\n+func C() {}\n",
                authed().get(builds + "/" + secondId + "/files-diff/client.go").then().statusCode(200)
                        .header("X-Against-Build-Id", first).extract().asString());
        assertEquals("--- a/old.go\n+++ /dev/null\n@@ -1 +0,0 @@\n-package acme\n",
                authed().get(builds + "/" + secondId + "/files-diff/old.go").then().statusCode(200).extract().asString());
        assertEquals("Binary files a/logo.png and b/logo.png differ\n",
                authed().get(builds + "/" + secondId + "/files-diff/logo.png").then().statusCode(200).extract().asString());
        assertEquals("", authed().get(builds + "/" + secondId + "/files-diff/go.mod").then().statusCode(200).extract().asString());
        authed().get(builds + "/" + secondId + "/files-diff/nope.go").then().statusCode(404).body("error.code", equalTo("file_not_found"));
        // the first build still compares with nothing: the second is newer, not previous
        authed().get(builds + "/" + first + "/files-diff").then().statusCode(200).body("against_build_id", nullValue());

        // a viewer reads all of it; the stable URL serves the second build's archive
        AccessTest.Token viewer = AccessTest.create("files viewer", "viewer", null);
        viewer.as().get(builds + "/" + secondId + "/files").then().statusCode(200);
        viewer.as().get(builds + "/" + secondId + "/files/go.mod").then().statusCode(200);
        viewer.as().get(builds + "/" + secondId + "/files-diff/client.go").then().statusCode(200);
        byte[] latest = viewer.as().get(target + "/artifact/latest").then().statusCode(200)
                .header("X-Build-Id", secondId).header("X-Checksum-SHA256", sha(second))
                .header("Content-Disposition", containsString("acme-go-1.5.0.zip")).extract().asByteArray();
        assertArrayEquals(second, latest);

        // one previous build for the surface and the files (the orchestrator's): a build whose surface was compared with
        // the second keeps the second as its files' base, though the third, created before it, succeeded after it
        String third = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        String fourth = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        ArtifactRef json = new ArtifactRef("5a", "5a", 2, "application/json", "acme-go-1.5.0.surface.json");
        succeeded(builds, fourth, second, new SurfaceReport(json, json, "none", secondId, 0, 0));
        succeeded(builds, third, second, null);
        authed().get(builds + "/" + fourth).then().statusCode(200).body("surface.against_build_id", equalTo(secondId));
        authed().get(builds + "/" + fourth + "/files-diff").then().statusCode(200).body("against_build_id", equalTo(secondId))
                .body("against_available", equalTo(true)).body("changed", hasSize(0)).body("unchanged", equalTo(4));
        authed().get(builds + "/" + third + "/files-diff").then().statusCode(200).body("against_build_id", equalTo(secondId));
        // that build retried: its archive is gone, so nothing is compared, and no other build is taken instead
        authed().post(builds + "/" + secondId + "/retry").then().statusCode(202);
        authed().get(builds + "/" + fourth + "/files-diff").then().statusCode(200).body("against_build_id", equalTo(secondId))
                .body("against_available", equalTo(false)).body("added", hasSize(0)).body("unchanged", equalTo(0));
        authed().get(builds + "/" + fourth + "/files-diff/go.mod").then().statusCode(404)
                .body("error.code", equalTo("artifact_removed"));

        // a build still running has no files yet; the builds of one commit, across targets, by the commit's prefix
        String running = authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id");
        authed().get(builds + "/" + running + "/files").then().statusCode(409).body("error.code", equalTo("build_in_progress"));
        String commit = authed().get(builds + "/" + running).jsonPath().getString("commit");
        String other = authed().post(Api.buildPath(project, "java") + "/trigger").then().statusCode(202).extract().path("build_id");
        authed().get("/api/v1/builds?project=" + project + "&commit=" + commit.substring(0, 8)).then().statusCode(200)
                .body("build_id", hasItems(first, secondId, third, fourth, running, other)).body("build_id", hasSize(6));
        authed().get("/api/v1/builds?project=" + project + "&commit=0000000").then().statusCode(200).body("$", hasSize(0));
        authed().get("/api/v1/builds?commit=XYZ").then().statusCode(400).body("error.code", equalTo("invalid_request"));
    }

    /** A go build triggered and made to succeed with this archive, as the codegen-worker would. */
    private static String succeeded(String builds, byte[] archive) throws Exception {
        return succeeded(builds, authed().post(builds + "/trigger").then().statusCode(202).extract().path("build_id"),
                archive, null);
    }

    /** The go build made to succeed with this archive and this surface (null: none), as the codegen-worker would. */
    private static String succeeded(String builds, String buildId, byte[] archive, SurfaceReport surface) throws Exception {
        String name = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(archive)).getNextEntry().getName()
                .replace("/", ".zip");
        ArtifactRef ref = given().contentType("application/zip").header("X-File-Name", name).body(archive)
                .post(PlatformTestResource.artifactStoreUrl() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            publisher.publish(BuildProgress.of(buildId, 1, "codegen-worker", BuildState.GENERATING, List.of("emitting go")));
            await().atMost(Duration.ofSeconds(10)).until(() ->
                    "generating".equals(authed().get(builds + "/" + buildId).jsonPath().getString("state")));
            publisher.publish(SdkGenerated.of(buildId, 1, "go", ref, null, null, false, surface));
        }
        await().atMost(Duration.ofSeconds(10)).until(() ->
                "succeeded".equals(authed().get(builds + "/" + buildId).jsonPath().getString("state")));
        return buildId;
    }

    /** A zip of name/content pairs (String or byte[]) under one folder. */
    private static byte[] zip(String root, Object... entries) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(out)) {
            for (int i = 0; i < entries.length; i += 2) {
                z.putNextEntry(new ZipEntry(root + entries[i]));
                z.write(entries[i + 1] instanceof byte[] b ? b : ((String) entries[i + 1]).getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return out.toByteArray();
    }

    private static String sha(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    /** The data of every event of a type, parsed as the SSE rules say (one space after the colon is dropped). */
    private static List<String> sseData(String stream, String type) {
        List<String> out = new ArrayList<>();
        String event = "message";
        List<String> data = new ArrayList<>();
        for (String line : stream.split("\r\n|\r|\n", -1)) {
            if (line.isEmpty()) {
                if (!data.isEmpty() && event.equals(type)) {
                    out.add(String.join("\n", data));
                }
                event = "message";
                data.clear();
                continue;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) {
                value = value.substring(1);
            }
            if (field.equals("event")) {
                event = value;
            } else if (field.equals("data")) {
                data.add(value);
            }
        }
        return out;
    }
}
