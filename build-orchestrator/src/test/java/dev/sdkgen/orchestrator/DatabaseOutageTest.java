package dev.sdkgen.orchestrator;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.KafkaTestResource;
import dev.sdkgen.testsupport.Postgres;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The orchestrator on a PostgreSQL of its own that is stopped while an event arrives: requests are
 * answered 503 {@code database_unavailable}, readiness is DOWN naming the database, liveness stays
 * UP, the consumer waits; when the database is back (same process) the event is applied once and a
 * replay of it changes nothing.
 */
@QuarkusTest
@TestProfile(DatabaseOutageTest.OwnDatabase.class)
@WithTestResource(KafkaTestResource.class)
class DatabaseOutageTest {

    /** The datasource on a dedicated embedded PostgreSQL this test can stop and start. */
    public static class OwnDatabase implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(DedicatedPostgres.class));
        }
    }

    public static class DedicatedPostgres implements QuarkusTestResourceLifecycleManager {
        static Postgres db;

        @Override
        public Map<String, String> start() {
            db = Postgres.dedicated();
            return Map.of("quarkus.datasource.jdbc.url", db.jdbcUrl(), "quarkus.datasource.username", db.user(),
                    "quarkus.datasource.password", db.password());
        }

        @Override
        public void stop() {
            db.close();
        }
    }

    @Test
    void anEventArrivingWhileTheDatabaseIsDownIsAppliedOnceWhenItIsBack() throws Exception {
        String project = Fixtures.createProject(Fixtures.newRepositoryUrl(), "main", List.of("go")).getString("project_id");
        String buildId = Fixtures.reserve(project, "go").getString("build_id");
        BuildProgress progress = BuildProgress.of(buildId, 1, "spec-validator", BuildState.VALIDATING,
                List.of("checked out while the database was down"));
        Postgres db = DedicatedPostgres.db;
        try (EventPublisher publisher = EventPublisher.onSharedBroker()) {
            db.stop();
            try {
                publisher.publish(progress);
                given().get("/internal/v1/projects/{p}", project).then().statusCode(503)
                        .body("error.code", equalTo("database_unavailable"));
                given().get("/q/health/ready").then().statusCode(503)
                        .body(containsString("build database (PostgreSQL)"));
                // the consumer got the event and waits for the database instead of failing its channel
                await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> given().get("/q/health/ready").then()
                        .body(containsString("\"waiting-consumers\": 1")));
                given().get("/q/health/live").then().statusCode(200);
                Thread.sleep(2000);
                given().get("/q/health/live").then().statusCode(200);
            } finally {
                db.start();
            }
            await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                    assertEquals("validating", Fixtures.build(project, "go", buildId).getString("state")));
            given().get("/q/health/ready").then().statusCode(200);
            publisher.publish(progress);
            publisher.publish(BuildProgress.of(buildId, 1, "spec-validator", null, List.of("after the replay")));
            await().atMost(Duration.ofSeconds(30)).until(() ->
                    Fixtures.log(project, "go", buildId).contains("after the replay"));
        }
        String log = Fixtures.log(project, "go", buildId);
        assertEquals(1, log.split("checked out while the database was down", -1).length - 1, log);
    }
}
