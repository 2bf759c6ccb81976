package dev.sdkgen.validator;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import dev.sdkgen.testsupport.EventPublisher;
import dev.sdkgen.testsupport.GatedProxy;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The broker goes away while a build is in the middle of its work, for longer than one publish
 * used to wait (10 s), and comes back: the validator finishes that build (no SDKGEN900, no
 * restart), reports ready again and validates the next one. An artifact-store that stays
 * unavailable fails the build after bounded retries, naming it.
 */
@QuarkusTest
@TestProfile(BrokerOutageTest.Outage.class)
class BrokerOutageTest {

    public static class Outage implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(OutageTestResource.class));
        }

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("sdkgen.validator.retry.attempts", "3",
                    "sdkgen.validator.retry.initial-backoff", "PT0.2S",
                    "sdkgen.validator.retry.max-backoff", "PT0.5S");
        }
    }

    private static final Duration WAIT = Duration.ofSeconds(90);
    private static final Duration OUTAGE = Duration.ofSeconds(20);

    private static BuildRequested request(ConfigRepository repo, String commit) {
        return BuildRequested.of("bld_" + UUID.randomUUID().toString().replace("-", "").substring(0, 20), 1,
                new BuildSource("prj_test", "typescript", "typescript", repo.url(), "main", commit), "trigger");
    }

    private static ConfigRepository repo() throws Exception {
        return ConfigRepository.create(Files.createTempDirectory("sdkgen-val-outage-"), ConfigRepository.example("acme"), "main");
    }

    @Test
    void aBuildInFlightWhileTheBrokerIsAwayFinishesAndTheNextOneIsValidated() throws Exception {
        ConfigRepository repo = repo();
        String commit = repo.commit(Map.of("NOTES.md", "outage\n"), "a commit");
        var broker = OutageTestResource.broker;
        var proxy = OutageTestResource.artifactStore;
        try (EventProbe probe = new EventProbe(broker.bootstrapServers(), Topics.BUILD_VALIDATED, Topics.BUILD_FAILED,
                Topics.BUILD_PROGRESS);
             EventPublisher publisher = new EventPublisher(broker.bootstrapServers())) {
            BuildRequested inFlight = request(repo, commit);
            proxy.mode(GatedProxy.Mode.HOLD);
            publisher.publish(inFlight);
            // the validator is storing the IR: everything after this needs the broker
            proxy.awaitHeld(WAIT);
            broker.stop();
            proxy.mode(GatedProxy.Mode.PASS);
            Thread.sleep(OUTAGE.toMillis());
            broker.start();

            EventProbe.Seen outcome = probe.await(s -> inFlight.buildId().equals(s.key())
                    && (s.event() instanceof BuildValidated || s.event() instanceof BuildFailed), WAIT);
            assertTrue(outcome.event() instanceof BuildValidated, "the in-flight build must succeed: " + outcome.value());

            long deadline = System.nanoTime() + WAIT.toNanos();
            while (given().get("/q/health/ready").statusCode() != 200) {
                assertTrue(System.nanoTime() < deadline, "not ready again: " + given().get("/q/health").asString());
                Thread.sleep(500);
            }
            BuildRequested next = request(repo, commit);
            publisher.publish(next);
            probe.await(BuildValidated.class, next.buildId(), WAIT);
            List<EventProbe.Seen> failures = probe.drain(Duration.ofSeconds(1)).stream()
                    .filter(s -> s.event() instanceof BuildFailed).toList();
            assertEquals(List.of(), failures.stream().map(EventProbe.Seen::value).toList());
        }
    }

    @Test
    void anArtifactStoreThatStaysUnavailableFailsTheBuildNamingIt() throws Exception {
        ConfigRepository repo = repo();
        String commit = repo.commit(Map.of("NOTES.md", "no store\n"), "a commit");
        var broker = OutageTestResource.broker;
        var proxy = OutageTestResource.artifactStore;
        try (EventProbe probe = new EventProbe(broker.bootstrapServers(), Topics.BUILD_FAILED, Topics.BUILD_PROGRESS);
             EventPublisher publisher = new EventPublisher(broker.bootstrapServers())) {
            int before = proxy.received();
            proxy.mode(GatedProxy.Mode.UNAVAILABLE);
            BuildRequested request = request(repo, commit);
            publisher.publish(request);
            BuildFailed failed = probe.await(BuildFailed.class, request.buildId(), WAIT);
            proxy.mode(GatedProxy.Mode.PASS);
            assertEquals("INFRASTRUCTURE_UNAVAILABLE", failed.errorCode());
            assertEquals("Build infrastructure unavailable", failed.errorTitle());
            assertTrue(failed.message().contains("the artifact-store (" + proxy.url() + ")")
                    && failed.message().contains("HTTP 503") && failed.message().contains("after 3 attempts"),
                    failed.message());
            assertEquals(3, proxy.received() - before, "three attempts");
            String log = probe.drain(Duration.ofMillis(500)).stream()
                    .filter(s -> s.event() instanceof BuildProgress && request.buildId().equals(s.key()))
                    .flatMap(s -> ((BuildProgress) s.event()).lines().stream()).collect(Collectors.joining("\n"));
            assertTrue(log.contains("Error: the artifact-store"), log);
        }
    }

    /**
     * A bare {@code 400 Bad Request} on the IR upload (no JSON body: the HTTP layer, not the
     * artifact-store, refused the exchange; seen failing an IR download of the codegen-worker at load
     * 33) is retried like an outage, and the build is validated.
     */
    @Test
    void aBare400OnTheIrUploadIsRetried() throws Exception {
        ConfigRepository repo = repo();
        String commit = repo.commit(Map.of("NOTES.md", "bare 400\n"), "a commit");
        var broker = OutageTestResource.broker;
        var proxy = OutageTestResource.artifactStore;
        try (EventProbe probe = new EventProbe(broker.bootstrapServers(), Topics.BUILD_VALIDATED, Topics.BUILD_FAILED);
             EventPublisher publisher = new EventPublisher(broker.bootstrapServers())) {
            int before = proxy.received();
            proxy.mode(GatedProxy.Mode.BARE_400_ONCE);
            BuildRequested request = request(repo, commit);
            publisher.publish(request);
            EventProbe.Seen outcome = probe.await(s -> request.buildId().equals(s.key())
                    && (s.event() instanceof BuildValidated || s.event() instanceof BuildFailed), WAIT);
            assertTrue(outcome.event() instanceof BuildValidated, "the build must be validated: " + outcome.value());
            assertEquals(2, proxy.received() - before, "the 400, then the upload again");
        }
    }
}
