package dev.sdkgen.gateway;

import static dev.sdkgen.gateway.Api.authed;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.Ports;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The broker is unreachable for the gateway's producer (the orchestrator still has the real one):
 * the reservation stays visible, the request answers 503 JSON naming the build, nothing is lost.
 */
@QuarkusTest
@TestProfile(PublishFailureTest.DeadBroker.class)
@WithTestResource(PlatformTestResource.class)
class PublishFailureTest {

    public static class DeadBroker implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "mp.messaging.outgoing.build-requested.bootstrap.servers", "127.0.0.1:" + Ports.free(),
                    "mp.messaging.outgoing.build-requested.max.block.ms", "1500",
                    "sdkgen.gateway.publish-timeout", "PT5S");
        }
    }

    @Test
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
     * (10 minutes) — found by bench/soak.sh.
     */
    @Test
    void unpublishablePushMarksEveryBuildOfTheDeliveryStuckAtOnce() throws Exception {
        ConfigRepository repo = Api.acmeRepository();
        String project = Api.register(repo, "main").getString("project_id");
        String commit = repo.commit(Map.of("CHANGELOG.md", "soak\n"), "change");
        String body = WebhookTest.githubPush(repo, "main", commit);
        String message = WebhookTest.deliverGithub(body, WebhookTest.sign(body, "test-webhook-secret"),
                        UUID.randomUUID().toString()).statusCode(503)
                .body("error.code", equalTo("publish_failed"))
                .body("error.message", containsString("4 of 4 build(s) of the push"))
                .body("error.message", containsString("they are marked stuck and can be retried"))
                .extract().path("error.message");
        int notSent = 0;
        for (String language : List.of("typescript", "python", "go", "java")) {
            String builds = Api.buildPath(project, language);
            String buildId = authed().get(builds).then().statusCode(200).body("$", hasSize(1))
                    .body("[0].state", equalTo("stuck")).body("[0].commit", equalTo(commit))
                    .extract().path("[0].build_id");
            assertTrue(message.contains(buildId + " attempt 1"), message);
            String log = authed().get(builds + "/" + buildId + "/logs").then().statusCode(200).extract().asString();
            assertTrue(log.contains("The build is stuck: retry it once the message broker is back."), log);
            notSent += log.contains("not sent: the message broker did not take an earlier build of the same push") ? 1 : 0;
        }
        // one was sent and not acknowledged; the three after it were not sent at all (no second publish timeout)
        assertEquals(3, notSent);
    }
}
