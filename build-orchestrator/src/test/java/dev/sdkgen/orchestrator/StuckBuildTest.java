package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.PostgresTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A build without progress becomes stuck (short limits via a test profile), and can be retried. */
@QuarkusTest
@TestProfile(StuckBuildTest.ShortStuckLimit.class)
@WithTestResource(KafkaTestResource.class)
@WithTestResource(PostgresTestResource.class)
class StuckBuildTest {

    public static class ShortStuckLimit implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("sdkgen.orchestrator.stuck-after", "PT2S",
                    "sdkgen.orchestrator.stuck-check-interval", "1s");
        }
    }

    @Test
    void queuedBuildWithoutProgressBecomesStuckAndRetryable() {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        assertEquals("queued", Fixtures.build(project, "go", buildId).getString("state"));
        long start = System.nanoTime();
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                assertEquals("stuck", Fixtures.build(project, "go", buildId).getString("state")));
        assertTrue(Duration.ofNanos(System.nanoTime() - start).toMillis() >= 1000, "became stuck too early");
        assertTrue(Fixtures.log(project, "go", buildId).contains("the build is stuck and can be retried"));
        given().post("/internal/v1/projects/{p}/sdk-targets/go/sdk-builds/{b}/attempts", project, buildId)
                .then().statusCode(201);
        assertEquals("queued", Fixtures.build(project, "go", buildId).getString("state"));
        assertEquals(2, Fixtures.build(project, "go", buildId).getInt("attempt"));
    }

    /**
     * The states in between: a build {@code validating} without progress becomes stuck too; one that
     * keeps reporting progress does not (each event refreshes its last progress); a finished one never
     * does; and a stuck build that reports late progress continues.
     */
    @Test
    void onlyRunningBuildsWithoutProgressBecomeStuckWhateverTheirState() throws Exception {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go", "java", "python"))
                .getString("project_id");
        String silent = Fixtures.reserve(project, "go").getString("build_id");
        String busy = Fixtures.reserve(project, "java").getString("build_id");
        String failed = Fixtures.reserve(project, "python").getString("build_id");
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            publisher.publish(BuildProgress.of(silent, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching")));
            publisher.publish(BuildProgress.of(busy, 1, "spec-validator", BuildState.VALIDATING, List.of("Fetching")));
            publisher.publish(BuildFailed.of(failed, 1, "spec-validator", "SDKGEN101", "Spec file not found", ""));
            awaitState(project, "go", silent, "validating", Duration.ofSeconds(20));
            awaitState(project, "python", failed, "failed", Duration.ofSeconds(20));

            // the busy build reports a line every 300 ms for three times stuck-after (2 s)
            long until = System.nanoTime() + Duration.ofSeconds(6).toNanos();
            for (int i = 0; System.nanoTime() < until; i++) {
                publisher.publish(BuildProgress.of(busy, 1, "spec-validator", null, List.of("working " + i)));
                Thread.sleep(300);
            }
            assertEquals("stuck", Fixtures.build(project, "go", silent).getString("state"));
            assertTrue(Fixtures.log(project, "go", silent).contains(" while validating (limit PT2S): the build is stuck"),
                    Fixtures.log(project, "go", silent));
            assertEquals("validating", Fixtures.build(project, "java", busy).getString("state"));
            assertEquals("failed", Fixtures.build(project, "python", failed).getString("state"));

            // late progress of the stuck build: it continues where the event says
            publisher.publish(BuildProgress.of(silent, 1, "codegen-worker", BuildState.GENERATING, List.of("late")));
            awaitState(project, "go", silent, "generating", Duration.ofSeconds(20));
        }
    }

    private static void awaitState(String project, String target, String buildId, String state, Duration within) {
        await().atMost(within).untilAsserted(() ->
                assertEquals(state, Fixtures.build(project, target, buildId).getString("state")));
    }
}
