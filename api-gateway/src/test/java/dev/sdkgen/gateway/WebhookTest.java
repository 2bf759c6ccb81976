package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Collectors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** GitHub and GitLab push deliveries against real Git repositories, the real broker and orchestrator. */
@QuarkusTest
@WithTestResource(PlatformTestResource.class)
class WebhookTest {

    private static final String SECRET = "test-webhook-secret";
    private static final Random RANDOM = new Random();

    static String githubPush(ConfigRepository repo, String branch, String commit) {
        return "{\"ref\":\"refs/heads/" + branch + "\",\"before\":\"" + "1".repeat(40) + "\",\"after\":\"" + commit
                + "\",\"deleted\":false,\"repository\":{\"full_name\":\"acme/api\",\"clone_url\":\"" + repo.url()
                + "\",\"html_url\":\"https://github.example/acme/api\"}}";
    }

    static String sign(String body, String secret) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return "sha256=" + HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
    }

    static io.restassured.response.ValidatableResponse deliverGithub(String body, String signature, String delivery) {
        var request = given().contentType(ContentType.JSON).header("X-GitHub-Event", "push")
                .header("X-GitHub-Delivery", delivery).body(body);
        if (signature != null) {
            request = request.header("X-Hub-Signature-256", signature);
        }
        return request.post("/api/v1/webhooks/git").then();
    }

    private static List<BuildRequested> requested(EventProbe probe, List<String> buildIds) {
        return buildIds.stream().map(id -> (BuildRequested) probe.await(
                s -> s.event() instanceof BuildRequested && id.equals(s.key()), Duration.ofSeconds(20)).event()).toList();
    }

    @Test
    void signedGithubPushBuildsEveryTargetOnceAndARedeliveryNothing() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String commit = repo.commit(Map.of("CHANGELOG.md", "1\n"), "change");
        String body = githubPush(repo, "main", commit);
        String delivery = UUID.randomUUID().toString();
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            var response = deliverGithub(body, sign(body, SECRET), delivery).statusCode(202)
                    .body("status", equalTo("queued")).body("builds", hasSize(4)).extract().jsonPath();
            List<String> ids = response.getList("builds.build_id");
            List<BuildRequested> events = requested(probe, ids);
            assertTrue(events.stream().allMatch(e -> e.source().commit().equals(commit) && e.reason().equals("push")));
            assertEquals(List.of("go", "java", "python", "typescript"),
                    events.stream().map(e -> e.source().language()).sorted().collect(Collectors.toList()));

            deliverGithub(body, sign(body, SECRET), delivery).statusCode(202).body("status", equalTo("duplicate"))
                    .body("builds", hasSize(0));
            long more = probe.drain(Duration.ofSeconds(2)).stream()
                    .filter(s -> s.event() != null && ((BuildRequested) s.event()).source().projectId().equals(project)).count();
            assertEquals(4, more, "the redelivery must not queue anything");
        }
        authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(1)).body("[0].commit", equalTo(commit));
    }

    @Test
    void badOrMissingSignatureIs401AndQueuesNothing() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String commit = repo.commit(Map.of("CHANGELOG.md", "2\n"), "change");
        String body = githubPush(repo, "main", commit);
        deliverGithub(body, null, UUID.randomUUID().toString()).statusCode(401).body("error.code", equalTo("invalid_signature"));
        deliverGithub(body, sign(body, "wrong-secret"), UUID.randomUUID().toString()).statusCode(401);
        deliverGithub(body.replace("main", "mainx"), sign(body, SECRET), UUID.randomUUID().toString()).statusCode(401);
        given().contentType(ContentType.JSON).body(body).post("/api/v1/webhooks/git").then().statusCode(401);
        given().contentType(ContentType.JSON).header("X-Gitlab-Event", "Push Hook").header("X-Gitlab-Token", "nope")
                .body(body).post("/api/v1/webhooks/git").then().statusCode(401);
        for (String target : List.of("go", "java", "python", "typescript")) {
            authed().get(Api.buildPath(project, target)).then().body("$", hasSize(0));
        }
    }

    @Test
    void pushToABranchNobodyFollowsIs202AndQueuesNothing() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String commit = repo.pushTo("feature");
        String body = githubPush(repo, "feature", commit);
        deliverGithub(body, sign(body, SECRET), UUID.randomUUID().toString()).statusCode(202)
                .body("status", equalTo("ignored")).body("builds", hasSize(0));
        String tag = body.replace("refs/heads/feature", "refs/tags/v1");
        deliverGithub(tag, sign(tag, SECRET), UUID.randomUUID().toString()).statusCode(202).body("status", equalTo("ignored"));
        authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(0));
        String ping = "{\"zen\":\"hi\"}";
        given().contentType(ContentType.JSON).header("X-GitHub-Event", "ping").header("X-GitHub-Delivery", "p")
                .header("X-Hub-Signature-256", sign(ping, SECRET)).body(ping)
                .post("/api/v1/webhooks/git").then().statusCode(200).body("status", equalTo("pong"));
    }

    @Test
    void anOverlongDeliveryIdIs400WithAJsonErrorAndQueuesNothing() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String body = githubPush(repo, "main", repo.pushTo("main"));
        deliverGithub(body, sign(body, SECRET), "d".repeat(129)).statusCode(400)
                .body("error.code", equalTo("invalid_request"))
                .body("error.message", equalTo("X-GitHub-Delivery is 129 characters long; at most 128 are accepted"));
        authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(0));
        deliverGithub(body, sign(body, SECRET), "d".repeat(128)).statusCode(202).body("status", equalTo("queued"));
    }

    /** A GitLab push payload; {@code gitlabProject} is GitLab's own project id. */
    static String gitlabPush(ConfigRepository repo, int gitlabProject, String branch, String before, String commit) {
        return "{\"object_kind\":\"push\",\"ref\":\"refs/heads/" + branch + "\",\"before\":\"" + before
                + "\",\"after\":\"" + commit + "\",\"checkout_sha\":\"" + commit + "\",\"project_id\":" + gitlabProject + ","
                + "\"project\":{\"git_http_url\":\"" + repo.url() + "\",\"git_ssh_url\":\"git@gitlab.example:acme/api.git\"}}";
    }

    /** A GitLab delivery without {@code X-Gitlab-Event-UUID} (older GitLab versions send none). */
    static io.restassured.response.ValidatableResponse deliverGitlabWithoutUuid(String body) {
        return given().contentType(ContentType.JSON).header("X-Gitlab-Event", "Push Hook")
                .header("X-Gitlab-Token", SECRET).body(body).post("/api/v1/webhooks/git").then();
    }

    private static long requestedFor(EventProbe probe, String project) {
        return probe.drain(Duration.ofSeconds(2)).stream().filter(s -> s.event() instanceof BuildRequested r
                && r.source().projectId().equals(project)).count();
    }

    /**
     * Issue 24, item 8c: without a delivery id the push is identified by its content (project, ref,
     * before, after): the same push delivered again is a duplicate, the next push is not.
     */
    @Test
    void gitlabPushWithoutDeliveryIdIsDeduplicatedByItsContent() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String before = repo.commit(Map.of("CHANGELOG.md", "a\n"), "first");
        String commit = repo.commit(Map.of("CHANGELOG.md", "b\n"), "second");
        int gitlabProject = 1 + RANDOM.nextInt(1_000_000);
        String body = gitlabPush(repo, gitlabProject, "main", before, commit);
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED)) {
            var first = deliverGitlabWithoutUuid(body).statusCode(202).body("status", equalTo("queued"))
                    .body("builds", hasSize(4)).extract().jsonPath();
            String deliveryId = first.getString("delivery_id");
            assertTrue(deliveryId != null && !deliveryId.isBlank(), first.prettify());
            requested(probe, first.getList("builds.build_id"));

            deliverGitlabWithoutUuid(body).statusCode(202).body("status", equalTo("duplicate"))
                    .body("delivery_id", equalTo(deliveryId)).body("builds", hasSize(0));
            assertEquals(4, requestedFor(probe, project), "the first delivery queued 4, the redelivery nothing");
            authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(1)).body("[0].commit", equalTo(commit));

            // the next push (its before is the last after) is a new delivery
            String next = repo.commit(Map.of("CHANGELOG.md", "c\n"), "third");
            deliverGitlabWithoutUuid(gitlabPush(repo, gitlabProject, "main", commit, next)).statusCode(202)
                    .body("status", equalTo("queued")).body("builds", hasSize(4));
            authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(2)).body("[0].commit", equalTo(next));
        }
    }

    /**
     * A branch name as long as Git allows in practice: the fallback delivery id must still fit the
     * orchestrator's key (it used to be the raw ref and commits, over 200 characters here: 502).
     */
    @Test
    void gitlabPushWithoutDeliveryIdOnALongBranchNameIsQueuedOnce() throws Exception {
        String branch = "release/" + "long-branch-name-".repeat(10) + "end";
        ConfigRepository repo = ConfigRepository.create(Api.tempDir(), ConfigRepository.example("acme"), branch);
        String project = Api.register(repo, branch).getString("project_id");
        String commit = repo.commit(Map.of("CHANGELOG.md", "long\n"), "change");
        String body = gitlabPush(repo, 1 + RANDOM.nextInt(1_000_000), branch, "1".repeat(40), commit);
        deliverGitlabWithoutUuid(body).statusCode(202).body("status", equalTo("queued")).body("builds", hasSize(4));
        deliverGitlabWithoutUuid(body).statusCode(202).body("status", equalTo("duplicate")).body("builds", hasSize(0));
        authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(1)).body("[0].commit", equalTo(commit));
    }

    @Test
    void gitlabPushWithTokenSyncsTargetsFromThePushedConfig() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String yaml = Files.readString(ConfigRepository.example("acme").resolve("sdkgen.yaml"));
        String commit = repo.commit(Map.of("sdkgen.yaml",
                yaml.replace("targets: [typescript, python, go, java]", "targets: [go, python]")), "fewer targets");
        String body = "{\"object_kind\":\"push\",\"ref\":\"refs/heads/main\",\"before\":\"" + "1".repeat(40)
                + "\",\"after\":\"" + commit + "\",\"checkout_sha\":\"" + commit + "\",\"project_id\":7,"
                + "\"project\":{\"git_http_url\":\"" + repo.url() + "\",\"git_ssh_url\":\"git@gitlab.example:acme/api.git\"}}";
        String uuid = UUID.randomUUID().toString();
        var first = given().contentType(ContentType.JSON).header("X-Gitlab-Event", "Push Hook")
                .header("X-Gitlab-Token", SECRET).header("X-Gitlab-Event-UUID", uuid).body(body)
                .post("/api/v1/webhooks/git").then().statusCode(202).body("status", equalTo("queued"))
                .extract().jsonPath();
        assertEquals(List.of("go", "python"), first.getList("builds.sdk_target_id"));
        authed().get("/api/v1/projects/{p}/sdk-targets", project).then()
                .body("findAll { it.active }.id", equalTo(List.of("go", "python")))
                .body("findAll { !it.active }.id", equalTo(List.of("java", "typescript")));
        given().contentType(ContentType.JSON).header("X-Gitlab-Event", "Push Hook")
                .header("X-Gitlab-Token", SECRET).header("X-Gitlab-Event-UUID", uuid).body(body)
                .post("/api/v1/webhooks/git").then().statusCode(202).body("status", equalTo("duplicate"));
        authed().get(Api.buildPath(project, "go")).then().body("$", hasSize(1));
    }

    @Test
    void aProjectSecretSignsForItsProjectOnlyAndARotatedOneIsAcceptedForItsGracePeriod() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String mine = Api.register(repo, "main").getString("project_id");
        String other = Api.register(repo, "main").getString("project_id");
        String first = authed().post("/api/v1/projects/" + mine + "/webhook-secret").then().statusCode(200)
                .body("project_id", equalTo(mine)).body("previous_valid_until", nullValue())
                .extract().jsonPath().getString("secret");
        assertEquals(64, first.length());
        // signed with the project's own secret: only that project builds, though another follows the same branch
        String body = githubPush(repo, "main", repo.commit(Map.of("CHANGELOG.md", "p1\n"), "one"));
        deliverGithub(body, sign(body, first), UUID.randomUUID().toString()).statusCode(202)
                .body("status", equalTo("queued")).body("builds", hasSize(4))
                .body("builds.project_id", everyItem(equalTo(mine)));
        authed().get(Api.buildPath(other, "go")).then().body("$", hasSize(0));
        // GitLab's token form of the same secret
        String gitlab = "{\"object_kind\":\"push\",\"ref\":\"refs/heads/main\",\"checkout_sha\":\""
                + repo.commit(Map.of("CHANGELOG.md", "p2\n"), "two") + "\",\"project\":{\"git_http_url\":\"" + repo.url() + "\"}}";
        given().contentType(ContentType.JSON).header("X-Gitlab-Event", "Push Hook").header("X-Gitlab-Token", first)
                .header("X-Gitlab-Event-UUID", UUID.randomUUID().toString()).body(gitlab)
                .post("/api/v1/webhooks/git").then().statusCode(202).body("builds.project_id", everyItem(equalTo(mine)));
        // the global secret still signs for every project that follows the branch
        body = githubPush(repo, "main", repo.commit(Map.of("CHANGELOG.md", "p3\n"), "three"));
        deliverGithub(body, sign(body, SECRET), UUID.randomUUID().toString()).statusCode(202).body("builds", hasSize(8));

        var rotated = authed().post("/api/v1/projects/" + mine + "/webhook-secret").then().statusCode(200)
                .body("previous_valid_until", notNullValue()).extract().jsonPath();
        String second = rotated.getString("secret");
        Instant graceEnds = Instant.parse(rotated.getString("previous_valid_until"));
        body = githubPush(repo, "main", repo.commit(Map.of("CHANGELOG.md", "p4\n"), "four"));
        deliverGithub(body, sign(body, first), UUID.randomUUID().toString()).statusCode(202).body("builds", hasSize(4));
        body = githubPush(repo, "main", repo.commit(Map.of("CHANGELOG.md", "p5\n"), "five"));
        deliverGithub(body, sign(body, second), UUID.randomUUID().toString()).statusCode(202).body("builds", hasSize(4));
        // after the grace period (the test profile's PT3S) the replaced secret is refused, the new one still counts
        Thread.sleep(Math.max(0, Duration.between(Instant.now(), graceEnds).toMillis()) + 200);
        body = githubPush(repo, "main", repo.commit(Map.of("CHANGELOG.md", "p6\n"), "six"));
        deliverGithub(body, sign(body, first), UUID.randomUUID().toString()).statusCode(401)
                .body("error.code", equalTo("invalid_signature"));
        deliverGithub(body, sign(body, second), UUID.randomUUID().toString()).statusCode(202).body("builds", hasSize(4));
        // a signature by another project's secret counts for none: 401, as for any wrong signature
        deliverGithub(body, sign(body, "f".repeat(64)), UUID.randomUUID().toString()).statusCode(401);
        authed().get(Api.buildPath(other, "go")).then().body("$", hasSize(1));
    }
}
