package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaBroker;
import dev.sdkgen.testsupport.Ports;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The broker is unreachable for the gateway's producer (the orchestrator still has the real one):
 * the reservation stays visible, the request answers 503 JSON naming the build, nothing is lost.
 * The producer's bootstrap address is a port nobody listens on until the last test forwards it to the
 * real broker ({@link PortGate}): the broker is back for the gateway from then on, so that test runs last.
 */
@QuarkusTest
@TestProfile(PublishFailureTest.DeadBroker.class)
@WithTestResource(PlatformTestResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PublishFailureTest {

    public static class DeadBroker implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "mp.messaging.outgoing.build-requested.bootstrap.servers", "127.0.0.1:" + Ports.free(),
                    "mp.messaging.outgoing.build-requested.max.block.ms", "1500",
                    // the producer tries its broker again at least every second (the last test opens the way)
                    "mp.messaging.outgoing.build-requested.reconnect.backoff.max.ms", "1000",
                    "sdkgen.gateway.publish-timeout", "PT5S");
        }
    }

    @ConfigProperty(name = "mp.messaging.outgoing.build-requested.bootstrap.servers")
    String gatedBroker;

    @Test
    @Order(1)
    void unpublishableTriggerIs503AndTheReservedBuildStaysVisible() {
        String project = Api.register(Api.acmeRepository(), "main").getString("project_id");
        String builds = Api.buildPath(project, "typescript");
        String message = authed().post(builds + "/trigger").then().statusCode(503)
                .body("error.code", equalTo("publish_failed"))
                .body("error.message", containsString("bld_"))
                .body("error.message", containsString("it is marked stuck and can be retried"))
                .extract().path("error.message");
        String buildId = message.replaceAll(".*(bld_[0-9a-f]+).*", "$1");
        // the build stays, stuck at once (not after stuck-after), and its own log says why
        authed().get(builds).then().statusCode(200).body("$", hasSize(1)).body("[0].state", equalTo("stuck"))
                .body("[0].build_id", equalTo(buildId));
        authed().get(builds + "/" + buildId + "/logs").then().statusCode(200)
                .body(containsString("BuildRequested could not be published: the message broker (Kafka at 127.0.0.1:"))
                .body(containsString("The build is stuck: retry it once the message broker is back."));
        // so it can be retried at once (here the broker is still away: 503 again, attempt 2 stuck too)
        authed().post(builds + "/" + buildId + "/retry").then().statusCode(503)
                .body("error.message", containsString("attempt 2"));
        authed().get(builds + "/" + buildId).then().statusCode(200).body("state", equalTo("stuck"))
                .body("attempt", equalTo(2));
    }

    /**
     * A push reserves one build per target before any is published. Before: the first unacknowledged publish ended
     * the request, so the other three builds stayed {@code queued} with nothing on the topic until stuck-after
     * (10 minutes) — found by bench/soak.sh. Then (issue 27) GitHub redelivers the refused delivery, with the same
     * id, once the broker is back: before, that was a duplicate and the builds waited for a retry by hand.
     */
    @Test
    @Order(2)
    void unpublishablePushMarksEveryBuildStuckAndItsRedeliveryBuildsThem() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String commit = repo.commit(Map.of("CHANGELOG.md", "soak\n"), "change");
        String body = WebhookTest.githubPush(repo, "main", commit);
        String signature = WebhookTest.sign(body, "test-webhook-secret");
        String delivery = UUID.randomUUID().toString();
        String message = WebhookTest.deliverGithub(body, signature, delivery).statusCode(503)
                .body("error.code", equalTo("publish_failed"))
                .body("error.message", containsString("4 of 4 build(s) of the push"))
                .body("error.message", containsString("they are marked stuck and can be retried"))
                .extract().path("error.message");
        List<String> languages = List.of("typescript", "python", "go", "java");
        Map<String, String> stuck = new LinkedHashMap<>();
        int notSent = 0;
        for (String language : languages) {
            String builds = Api.buildPath(project, language);
            String buildId = authed().get(builds).then().statusCode(200).body("$", hasSize(1))
                    .body("[0].state", equalTo("stuck")).body("[0].commit", equalTo(commit))
                    .extract().path("[0].build_id");
            stuck.put(language, buildId);
            assertTrue(message.contains(buildId + " attempt 1"), message);
            String log = authed().get(builds + "/" + buildId + "/logs").then().statusCode(200).extract().asString();
            assertTrue(log.contains("The build is stuck: retry it once the message broker is back."), log);
            notSent += log.contains("not sent: the message broker did not take an earlier build of the same push") ? 1 : 0;
        }
        // one was sent and not acknowledged; the three after it were not sent at all (no second publish timeout)
        assertEquals(3, notSent);

        // the broker is back; the provider redelivers (same delivery id): the same four builds, queued again as
        // attempt 2 and published this time (the real orchestrator consumes each BuildRequested from the topic)
        try (PortGate gate = new PortGate(Integer.parseInt(gatedBroker.substring(gatedBroker.lastIndexOf(':') + 1)))) {
            String shared = KafkaBroker.shared().bootstrapServers().split(",")[0];
            gate.open(shared.substring(0, shared.lastIndexOf(':')), Integer.parseInt(shared.substring(shared.lastIndexOf(':') + 1)));
            // the producer keeps asking for the topic's metadata since its last send failed: wait until it has
            // reached the broker, so that the redelivery is not answered 503 again while it is still backing off
            await().atMost(Duration.ofSeconds(30)).until(() -> gate.connections() > 0);
            JsonPath again = WebhookTest.deliverGithub(body, signature, delivery).statusCode(202)
                    .body("status", equalTo("queued")).body("delivery_id", equalTo(delivery))
                    .body("message", equalTo("4 build(s) queued again: delivery " + delivery + " was received before, and"
                            + " the message broker did not take their requests then"))
                    .body("builds.attempt", everyItem(equalTo(2))).body("builds.reason", everyItem(equalTo("push")))
                    .extract().jsonPath();
            assertEquals(Set.copyOf(stuck.values()), Set.copyOf(again.getList("builds.build_id", String.class)));
        }
        for (String language : languages) {
            String build = Api.buildPath(project, language) + "/" + stuck.get(language);
            await().atMost(Duration.ofSeconds(20)).until(() -> authed().get(build + "/logs?attempt=2").asString()
                    .contains("BuildRequested published (push)"));
            assertTrue(authed().get(build + "/logs?attempt=2").asString().startsWith("Attempt 2 queued (push github:"
                    + delivery + " redelivered; attempt 1 was never published) at commit " + commit));
        }
        // the attempts run (the validator and the worker are played here, as in LogsAndArtifactTest): succeeded,
        // one build per target
        ArtifactRef archive = given().contentType("application/zip").header("X-File-Name", "acme.zip")
                .body(("redelivered " + project).getBytes(StandardCharsets.UTF_8))
                .post(PlatformTestResource.artifactStoreUrl() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            stuck.forEach((language, id) -> publisher.publish(SdkGenerated.of(id, 2, language, archive)));
        }
        for (String language : languages) {
            await().atMost(Duration.ofSeconds(20)).until(() -> "succeeded".equals(authed()
                    .get(Api.buildPath(project, language) + "/" + stuck.get(language)).jsonPath().getString("state")));
        }
        // a third delivery of the same id (a redelivery of an accepted push) changes nothing
        WebhookTest.deliverGithub(body, signature, delivery).statusCode(202)
                .body("status", equalTo("duplicate")).body("builds", hasSize(0));
        for (String language : languages) {
            authed().get(Api.buildPath(project, language)).then().statusCode(200).body("$", hasSize(1))
                    .body("[0].build_id", equalTo(stuck.get(language))).body("[0].state", equalTo("succeeded"))
                    .body("[0].attempt", equalTo(2));
        }
    }
}
