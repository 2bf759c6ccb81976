package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.orchestrator.notify.NotificationSender;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import dev.sdkgen.testsupport.WebhookReceiver;
import dev.sdkgen.testsupport.WebhookReceiver.Received;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Outbound webhooks end to end: build events on the real broker change builds in real PostgreSQL,
 * the outbox rows written with them are sent to a local HTTP receiver that checks each signature as
 * docs/api.md tells a receiver to (test settings: retries after 0.3 s, the sender every 0.3 s).
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(PostgresTestResource.class)
class NotificationFlowTest {

    private static final Duration TOLERANCE = Duration.ofMinutes(5);
    private static EventPublisher publisher;
    private static WebhookReceiver receiver;

    @Inject
    NotificationSender sender;

    @BeforeAll
    static void start() {
        publisher = EventPublisher.onSharedBroker();
        receiver = WebhookReceiver.start();
    }

    @AfterAll
    static void stop() {
        publisher.close();
        receiver.close();
    }

    private static String path() {
        return "/" + java.util.UUID.randomUUID();
    }

    private static JsonPath createEndpoint(String project, String path, List<String> events) {
        return given().contentType(ContentType.JSON).body(Map.of("url", receiver.url() + path, "events", events))
                .post("/internal/v1/projects/{p}/notifications", project).then().statusCode(201).extract().jsonPath();
    }

    private static List<Received> at(String path, String type) {
        return receiver.received(type).stream().filter(r -> r.path().endsWith(path)).toList();
    }

    private static JsonPath body(Received r) {
        return new JsonPath(r.body());
    }

    private static void assertSigned(Received r, String secret) {
        assertTrue(WebhookReceiver.signatureValid(r.header("Sdkgen-Signature"), r.body(), secret, Instant.now(), TOLERANCE),
                "signature " + r.header("Sdkgen-Signature") + " of " + r.body());
    }

    @Test
    void failedBuildIsSentAgainAfterA500WithTheSameDeliveryIdAndTheFixSendsSucceededAndSuperseded() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String path = path();
        JsonPath endpoint = createEndpoint(project, path, List.of("build.failed", "build.succeeded", "build.superseded"));
        String secret = endpoint.getString("secret");
        assertTrue(secret.startsWith("whsec_") && secret.length() == 70, secret);
        String cancelledPath = path();
        createEndpoint(project, cancelledPath, List.of("build.cancelled"));
        // the first attempt of anything build.failed to this endpoint gets a 500, the next ones 200
        receiver.answerWith(r -> r.path().endsWith(path) && "build.failed".equals(r.header("Sdkgen-Event"))
                && at(path, "build.failed").isEmpty() ? 500 : 200);

        String failed = Fixtures.reserve(project, "go").getString("build_id");
        BuildFailed event = BuildFailed.of(failed, 1, "spec-validator", "SDKGEN101", "Spec file not found", "openapi.yaml");
        publisher.publish(event);
        publisher.publish(event); // a replayed event changes nothing, so it queues no second notification
        await().atMost(Duration.ofSeconds(20)).until(() -> at(path, "build.failed").size() >= 2);

        List<Received> tries = at(path, "build.failed");
        assertEquals(List.of(500, 200), tries.stream().map(Received::answered).toList());
        assertEquals(tries.get(0).header("Sdkgen-Delivery"), tries.get(1).header("Sdkgen-Delivery"));
        assertEquals(tries.get(0).body(), tries.get(1).body());
        tries.forEach(r -> assertSigned(r, secret));
        assertFalse(WebhookReceiver.signatureValid(tries.get(1).header("Sdkgen-Signature"), tries.get(1).body()
                .replace("SDKGEN101", "SDKGEN102"), secret, Instant.now(), TOLERANCE), "a changed body must not verify");
        JsonPath sent = body(tries.get(1));
        assertEquals("build.failed", sent.getString("type"));
        assertTrue(sent.getString("id").startsWith("evt_"), sent.getString("id"));
        assertEquals(project, sent.getString("project.id"));
        assertEquals("go", sent.getString("target.language"));
        assertEquals(failed, sent.getString("build.id"));
        assertEquals("failed", sent.getString("build.state"));
        assertEquals("SDKGEN101", sent.getString("build.error.code"));
        assertEquals("application/json", tries.get(1).header("Content-Type"));

        String endpointId = endpoint.getString("id");
        JsonPath log = given().get("/internal/v1/projects/{p}/notifications/{id}/deliveries", project, endpointId)
                .then().statusCode(200).body("$", hasSize(2)).extract().jsonPath();
        assertEquals(tries.get(0).header("Sdkgen-Delivery"), log.getString("[0].delivery_id"));
        assertEquals(List.of(200, 500), log.getList("status_code", Integer.class));
        assertEquals(List.of(2, 1), log.getList("attempt", Integer.class));
        assertEquals(List.of("delivered", "delivered"), log.getList("state"));
        assertTrue(log.getInt("[1].duration_ms") >= 0);

        String fix = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(SdkGenerated.of(fix, 1, "go", new ArtifactRef("33cc", "33cc", 5, "application/zip", "acme-go.zip")));
        await().atMost(Duration.ofSeconds(20)).until(() -> !at(path, "build.superseded").isEmpty()
                && !at(path, "build.succeeded").isEmpty());
        JsonPath succeeded = body(at(path, "build.succeeded").get(0));
        assertEquals(fix, succeeded.getString("build.id"));
        assertEquals("acme-go.zip", succeeded.getString("build.artifact.file_name"));
        JsonPath superseded = body(at(path, "build.superseded").get(0));
        assertEquals(failed, superseded.getString("build.id"));
        assertEquals(fix, superseded.getString("build.superseded_by"));
        at(path, "build.succeeded").forEach(r -> assertSigned(r, secret));

        String cancelled = Fixtures.reserve(project, "go").getString("build_id");
        given().post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/cancel", project, cancelled).then().statusCode(200);
        await().atMost(Duration.ofSeconds(20)).until(() -> !at(cancelledPath, "build.cancelled").isEmpty());
        assertEquals(cancelled, body(at(cancelledPath, "build.cancelled").get(0)).getString("build.id"));
        // each endpoint got only what it asked for, each notification once after its 2xx
        assertEquals(Map.of("build.failed", 2L, "build.succeeded", 1L, "build.superseded", 1L), receiver.received().stream()
                .filter(r -> r.path().endsWith(path)).collect(Collectors.groupingBy(r -> r.header("Sdkgen-Event"), Collectors.counting())));
        assertEquals(1, receiver.received().stream().filter(r -> r.path().endsWith(cancelledPath)).count());
    }

    @Test
    void a410DisablesTheEndpointAndARotatedSecretSignsBesideTheOldOneDuringItsGrace() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String path = path();
        JsonPath endpoint = createEndpoint(project, path, List.of("build.failed"));
        String id = endpoint.getString("id");
        receiver.answerWith(r -> r.path().endsWith(path) ? 410 : 200);
        given().post("/internal/v1/projects/{p}/notifications/{id}/test", project, id).then().statusCode(202)
                .body("type", equalTo("notification.test"));
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/internal/v1/projects/{p}/notifications/{id}", project, id)
                .then().extract().jsonPath().getBoolean("enabled") == false);
        JsonPath disabled = given().get("/internal/v1/projects/{p}/notifications/{id}", project, id).then().extract().jsonPath();
        assertTrue(disabled.getString("disabled_reason").startsWith("410 Gone"), disabled.getString("disabled_reason"));
        assertEquals(1, at(path, "notification.test").size());
        given().post("/internal/v1/projects/{p}/notifications/{id}/test", project, id).then().statusCode(409)
                .body("error.code", equalTo("endpoint_disabled"));
        String failed = Fixtures.reserve(project, "go").getString("build_id");
        publisher.publish(BuildFailed.of(failed, 1, "spec-validator", "SDKGEN001", "Config file not found", ""));
        await().atMost(Duration.ofSeconds(20)).until(() -> Fixtures.build(project, "go", failed).getString("state").equals("failed"));

        receiver.answerWith(r -> 200);
        given().contentType(ContentType.JSON).body(Map.of("enabled", true))
                .patch("/internal/v1/projects/{p}/notifications/{id}", project, id).then().statusCode(200)
                .body("enabled", equalTo(true)).body("disabled_reason", equalTo(null));
        String rotated = given().post("/internal/v1/projects/{p}/notifications/{id}/secret", project, id).then().statusCode(200)
                .extract().jsonPath().getString("secret");
        given().post("/internal/v1/projects/{p}/notifications/{id}/test", project, id).then().statusCode(202);
        await().atMost(Duration.ofSeconds(20)).until(() -> at(path, "notification.test").size() == 2);
        Received test = at(path, "notification.test").get(1);
        assertSigned(test, rotated);
        assertSigned(test, endpoint.getString("secret"));
        // the build failed while the endpoint was disabled: nothing was queued for it
        assertTrue(at(path, "build.failed").isEmpty());
        Object listed = given().get("/internal/v1/projects/{p}/notifications", project).then().statusCode(200)
                .extract().jsonPath().get("[0].secret");
        assertEquals(null, listed, "a list never shows the secret");
    }

    @Test
    void aNotificationThatNeverGetsA2xxStopsAfterMaxAttemptsWithDoublingWaits() throws Exception {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String path = path();
        String id = createEndpoint(project, path, List.of("build.failed")).getString("id");
        receiver.answerWith(r -> r.path().endsWith(path) ? 503 : 200);
        given().post("/internal/v1/projects/{p}/notifications/{id}/test", project, id).then().statusCode(202);
        // test settings: 4 attempts, 0.3 s before the first retry, doubled per retry
        await().atMost(Duration.ofSeconds(20)).until(() -> "failed".equals(given()
                .get("/internal/v1/projects/{p}/notifications/{id}/deliveries", project, id).then().extract().jsonPath().get("[0].state")));
        Thread.sleep(2_600); // a fifth attempt would be due 2.4 s after the fourth; none may come
        List<Received> tries = at(path, "notification.test");
        assertEquals(4, tries.size());
        for (int i = 1; i < tries.size(); i++) {
            long gap = Duration.between(tries.get(i - 1).at(), tries.get(i).at()).toMillis();
            assertTrue(gap >= 300L << (i - 1), "wait before attempt " + (i + 1) + ": " + gap + " ms");
        }
        given().get("/internal/v1/projects/{p}/notifications/{id}/deliveries", project, id).then().statusCode(200)
                .body("attempt", equalTo(List.of(4, 3, 2, 1))).body("status_code", equalTo(List.of(503, 503, 503, 503)));
        given().get("/internal/v1/projects/{p}/notifications/{id}", project, id).then().body("enabled", equalTo(true));
    }

    @Test
    void refusedRequestsChangeNothing() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String id = createEndpoint(project, "/kept", List.of("build.failed")).getString("id");
        for (String url : List.of("ftp://hooks.example.test/x", "file:///etc/passwd", "hooks.example.test/x", "http://user:pw@h.test/")) {
            given().contentType(ContentType.JSON).body(Map.of("url", url, "events", List.of("build.failed")))
                    .post("/internal/v1/projects/{p}/notifications", project).then().statusCode(422)
                    .body("error.code", equalTo("invalid_url")).body("error.message", org.hamcrest.Matchers.startsWith("url "));
            given().contentType(ContentType.JSON).body(Map.of("url", url))
                    .patch("/internal/v1/projects/{p}/notifications/{id}", project, id).then().statusCode(422);
        }
        given().contentType(ContentType.JSON).body(Map.of("url", receiver.url(), "events", List.of("build.exploded")))
                .post("/internal/v1/projects/{p}/notifications", project).then().statusCode(422)
                .body("error.code", equalTo("invalid_events"));
        given().contentType(ContentType.JSON).body(Map.of("events", List.of("build.exploded"), "enabled", false))
                .patch("/internal/v1/projects/{p}/notifications/{id}", project, id).then().statusCode(422);
        given().get("/internal/v1/projects/{p}/notifications", project).then().statusCode(200).body("$", hasSize(1))
                .body("[0].url", equalTo(receiver.url() + "/kept")).body("[0].events", equalTo(List.of("build.failed")))
                .body("[0].enabled", equalTo(true));
    }

    @Test
    void concurrentSendersNeverSendOneNotificationTwice() throws Exception {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String path = path();
        String id = createEndpoint(project, path, List.of("build.failed")).getString("id");
        receiver.answerWith(r -> 200);
        List<String> deliveries = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            deliveries.add(given().post("/internal/v1/projects/{p}/notifications/{id}/test", project, id).then().statusCode(202)
                    .extract().jsonPath().getString("delivery_id"));
        }
        // three senders beside the scheduled one, as several orchestrator instances would run them
        List<CompletableFuture<Integer>> senders = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            senders.add(CompletableFuture.supplyAsync(sender::sendDue));
        }
        CompletableFuture.allOf(senders.toArray(CompletableFuture[]::new)).get();
        await().atMost(Duration.ofSeconds(20)).until(() -> at(path, "notification.test").size() >= 12);
        Thread.sleep(700); // a second send would come within two scheduler runs
        List<String> sent = at(path, "notification.test").stream().map(r -> r.header("Sdkgen-Delivery")).sorted().toList();
        assertEquals(deliveries.stream().sorted().toList(), sent);
    }
}
