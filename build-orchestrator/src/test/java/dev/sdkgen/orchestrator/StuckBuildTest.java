package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
