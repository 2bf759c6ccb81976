package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import dev.sdkgen.testsupport.GitHttpServer;
import dev.sdkgen.testsupport.GitSshServer;
import dev.sdkgen.testsupport.Ports;
import dev.sdkgen.testsupport.Postgres;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Private Config Repositories, against real Git servers started here: HTTPS with a token (Git's
 * own smart-HTTP backend) and SSH with a deploy key (Apache MINA SSHD). The secret works for
 * registration and trigger and never shows: not in an API answer, not in an event, not in the
 * database in clear, not in the gateway's or the orchestrator's log. Repository URLs are checked
 * when registered, and Git's own error text never reaches the client.
 */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class PrivateRepositoryTest {

    private final List<String> logged = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public synchronized void publish(LogRecord record) {
            logged.add(record.getMessage() + " " + (record.getParameters() == null ? ""
                    : java.util.Arrays.toString(record.getParameters())) + " " + record.getThrown());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void captureLogs() {
        java.util.logging.Logger.getLogger("").addHandler(capture);
    }

    @AfterEach
    void stopCapturing() {
        java.util.logging.Logger.getLogger("").removeHandler(capture);
    }

    private static Map<String, Object> project(String url, Map<String, Object> auth) {
        Map<String, Object> repo = new java.util.LinkedHashMap<>(Map.of("url", url, "branch", "main"));
        if (auth != null) {
            repo.put("auth", auth);
        }
        return Map.of("name", "private-acme", "config_repository", repo);
    }

    /** The secret appears nowhere: database rows (as text), gateway log, orchestrator log. */
    private void assertNowhere(String secret) throws Exception {
        Postgres pg = Postgres.shared();
        int credentialRows = 0;
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password())) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = c.createStatement().executeQuery(
                    "select table_name from information_schema.tables where table_schema = 'public'")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            assertTrue(tables.contains("repository_credential"), tables.toString());
            for (String table : tables) {
                try (ResultSet rs = c.createStatement().executeQuery("select t::text from \"" + table + "\" t")) {
                    while (rs.next()) {
                        assertFalse(rs.getString(1).contains(secret), "in clear in table " + table);
                        credentialRows += table.equals("repository_credential") ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(credentialRows > 0);
        synchronized (capture) {
            assertFalse(String.join("\n", logged).contains(secret), "in the gateway's log");
        }
        Path orchestratorLog = PlatformTestResource.orchestratorLog();
        assertFalse(Files.readString(orchestratorLog).contains(secret), "in the orchestrator's log");
    }

    @Test
    void httpsWithAToken() throws Exception {
        Path root = Files.createTempDirectory("sdkgen-gw-https-");
        ConfigRepository repo = ConfigRepository.create(root, ConfigRepository.example("acme"), "main");
        String head = repo.commit(Map.of("NOTES.md", "private\n"), "private");
        String token = "glpat-" + UUID.randomUUID();
        try (GitHttpServer server = GitHttpServer.serve(root, token);
             EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            String url = server.url("origin.git");
            // without the token, or with a wrong one: 422, the message says why, nothing of the token or of JGit
            authed().contentType(ContentType.JSON).body(project(url, null)).post("/api/v1/projects").then()
                    .statusCode(422).body("error.code", equalTo("repository_unreachable"))
                    .body("error.message", containsString("needs credentials"));
            authed().contentType(ContentType.JSON)
                    .body(project(url, Map.of("type", "token", "token", "glpat-wrong", "username", "oauth2")))
                    .post("/api/v1/projects").then().statusCode(422)
                    .body("error.message", containsString("authentication failed"))
                    .body("error.message", not(containsString("glpat-wrong")))
                    .body("error.message", not(containsString("jgit")));

            String body = authed().contentType(ContentType.JSON)
                    .body(project(url, Map.of("type", "token", "token", token, "username", "oauth2")))
                    .post("/api/v1/projects").then().statusCode(201)
                    .body("config_repository.auth.type", equalTo("token"))
                    .body("config_repository.auth.username", equalTo("oauth2"))
                    .body("config_repository.auth.sealed", nullValue())
                    .extract().asString();
            assertFalse(body.contains(token), body);
            assertFalse(body.contains("v1:"), "not even the sealed form: " + body);
            String projectId = io.restassured.path.json.JsonPath.from(body).getString("project_id");
            assertFalse(authed().get("/api/v1/projects/" + projectId).asString().contains(token));

            String build = authed().post(Api.buildPath(projectId, "typescript") + "/trigger").then().statusCode(202)
                    .body("commit", equalTo(head)).extract().asString();
            assertFalse(build.contains(token));
            String buildId = io.restassured.path.json.JsonPath.from(build).getString("build_id");
            EventProbe.Seen seen = probe.await(s -> buildId.equals(s.key()), Duration.ofSeconds(20));
            assertEquals("token", ((BuildRequested) seen.event()).source().repositoryAuth());
            assertFalse(seen.value().contains(token), seen.value());
            assertTrue(server.requests().stream().anyMatch(r -> r.endsWith(" oauth2")), server.requests().toString());
            assertNowhere(token);
        }
    }

    @Test
    void sshWithADeployKey() throws Exception {
        Path root = Files.createTempDirectory("sdkgen-gw-ssh-");
        ConfigRepository repo = ConfigRepository.create(root, ConfigRepository.example("acme"), "main");
        String head = repo.commit(Map.of("NOTES.md", "over ssh\n"), "ssh");
        GitSshServer.DeployKey key = GitSshServer.newDeployKey();
        // the line of the private key that is all key material (never logged, stored or shown)
        String keyMaterial = key.privateKeyOpenSsh().lines().filter(l -> !l.startsWith("-----")).findFirst().orElseThrow();
        try (GitSshServer server = GitSshServer.serve(root, key.pair().getPublic())) {
            String url = server.url("origin.git");
            authed().contentType(ContentType.JSON)
                    .body(project(url, Map.of("type", "ssh_key", "private_key", key.privateKeyOpenSsh())))
                    .post("/api/v1/projects").then().statusCode(400)
                    .body("error.message", containsString("known_hosts has no line for 127.0.0.1"));
            authed().contentType(ContentType.JSON)
                    .body(project(url, Map.of("type", "ssh_key", "private_key", "not a key", "known_hosts",
                            server.knownHostsLine())))
                    .post("/api/v1/projects").then().statusCode(400)
                    .body("error.message", containsString("the deploy key is not"));
            authed().contentType(ContentType.JSON)
                    .body(project(url, Map.of("type", "token", "token", "x")))
                    .post("/api/v1/projects").then().statusCode(400)
                    .body("error.message", containsString("a token is for https://"));

            String body = authed().contentType(ContentType.JSON)
                    .body(project(url, Map.of("type", "ssh_key", "private_key", key.privateKeyOpenSsh(),
                            "known_hosts", server.knownHostsLine())))
                    .post("/api/v1/projects").then().statusCode(201)
                    .body("config_repository.auth.type", equalTo("ssh_key"))
                    .body("config_repository.auth.public_key", equalTo(key.publicKeyLine()))
                    .body("config_repository.auth.fingerprint", startsWith("SHA256:"))
                    .body("config_repository.auth.known_hosts", equalTo(server.knownHostsLine()))
                    .extract().asString();
            assertFalse(body.contains(keyMaterial) || body.contains("PRIVATE KEY"), body);
            String projectId = io.restassured.path.json.JsonPath.from(body).getString("project_id");
            authed().post(Api.buildPath(projectId, "python") + "/trigger").then().statusCode(202)
                    .body("commit", equalTo(head));
            assertTrue(server.commands().stream().allMatch(c -> c.startsWith("git-upload-pack")), server.commands().toString());
            assertNowhere(keyMaterial);
        }
    }

    @Test
    void repositoryUrlsAreCheckedWhenRegisteredAndGitsOwnErrorsStayInside() {
        authed().contentType(ContentType.JSON).body(project("acme-config.git", null)).post("/api/v1/projects")
                .then().statusCode(400).body("error.code", equalTo("invalid_request"))
                .body("error.message", containsString("is not an absolute repository URL"));
        authed().contentType(ContentType.JSON).body(project("https://user:secret@git.example.test/a.git", null))
                .post("/api/v1/projects").then().statusCode(400)
                .body("error.message", not(containsString("secret")));
        // a repository elsewhere on the server: refused before anything is read
        authed().contentType(ContentType.JSON).body(project("/etc/other-team/config.git", null))
                .post("/api/v1/projects").then().statusCode(422).body("error.code", equalTo("repository_not_allowed"));
        authed().contentType(ContentType.JSON).body(project("file:///etc/other-team/config.git", null))
                .post("/api/v1/projects").then().statusCode(422).body("error.code", equalTo("repository_not_allowed"));
        String unreachable = "http://127.0.0.1:" + Ports.free() + "/acme.git";
        authed().contentType(ContentType.JSON).body(project(unreachable, null)).post("/api/v1/projects").then()
                .statusCode(422).body("error.code", equalTo("repository_unreachable"))
                .body("error.message", equalTo("cannot reach " + unreachable + ": connection refused"));
    }
}
