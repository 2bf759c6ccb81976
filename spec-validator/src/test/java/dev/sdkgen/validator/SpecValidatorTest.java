package dev.sdkgen.validator;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.ir.IrJson;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import dev.sdkgen.testsupport.EventPublisher;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** BuildRequested on the real broker → checkout of a real Git repository → engine → events + IR in the artifact-store. */
@QuarkusTest
@WithTestResource(ArtifactStoreTestResource.class)
class SpecValidatorTest {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private static ConfigRepository repo() throws Exception {
        return ConfigRepository.create(Files.createTempDirectory("sdkgen-val-"), ConfigRepository.example("acme"), "main");
    }

    private static BuildRequested request(ConfigRepository repo, String commit, String language) {
        return BuildRequested.of("bld_" + UUID.randomUUID().toString().replace("-", "").substring(0, 20), 1,
                new BuildSource("prj_test", language, language, repo.url(), "main", commit), "trigger");
    }

    private static String logOf(EventProbe probe, String buildId) {
        return probe.drain(Duration.ofMillis(500)).stream()
                .filter(s -> s.event() instanceof BuildProgress && buildId.equals(s.key()))
                .flatMap(s -> ((BuildProgress) s.event()).lines().stream()).collect(Collectors.joining("\n"));
    }

    @Test
    void validConfigAtTheCommitGivesBuildValidatedWithAnIrClaimCheck() throws Exception {
        ConfigRepository repo = repo();
        String first = repo.commit(Map.of("NOTES.md", "x\n"), "a commit that is not the head later");
        repo.commit(Map.of("sdkgen.yaml", "broken: [\n"), "break the head");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.BUILD_VALIDATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildRequested request = request(repo, first, "go");
            publisher.publish(request);
            BuildValidated validated = probe.await(BuildValidated.class, request.buildId(), WAIT);
            assertEquals(request.source(), validated.source());
            assertEquals(1, validated.attempt());
            BuildProgress started = (BuildProgress) probe.await(s -> s.event() instanceof BuildProgress p
                    && p.buildId().equals(request.buildId()) && p.state() == BuildState.VALIDATING, WAIT).event();
            assertEquals("spec-validator", started.producer());
            String log = logOf(probe, request.buildId());
            assertTrue(log.contains("Spec: openapi/acme.yaml"), log);

            byte[] ir = given().get(ArtifactStoreTestResource.url() + "/internal/v1/artifacts/" + validated.ir().id())
                    .then().statusCode(200).extract().asByteArray();
            assertEquals(validated.ir().sha256(), HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(ir)));
            assertNotNull(IrJson.read(new String(ir, java.nio.charset.StandardCharsets.UTF_8)));
            assertTrue(EventProbeSizes.under(probe, request.buildId(), 64 * 1024), "events stay small");
        }
    }

    /**
     * The other targets' builds of one commit reuse its validation (issue 26: no second checkout and validation), with
     * the same log and IR; another commit of the same repository, and the same commit for another project, are
     * validated anew.
     */
    @Test
    void anotherTargetOfTheSameCommitReusesTheValidation() throws Exception {
        ConfigRepository repo = repo();
        String commit = repo.commit(Map.of("NOTES.md", "reuse\n"), "a commit of four targets");
        String next = repo.commit(Map.of("NOTES.md", "next\n"), "the next commit");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.BUILD_VALIDATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildRequested go = request(repo, commit, "go");
            BuildRequested java = request(repo, commit, "java");
            BuildRequested later = request(repo, next, "go");
            BuildRequested otherProject = BuildRequested.of("bld_" + UUID.randomUUID().toString().replace("-", "").substring(0, 20), 1,
                    new BuildSource("prj_other", "go", "go", repo.url(), "main", commit), "trigger");
            publisher.publish(go);
            BuildValidated first = probe.await(BuildValidated.class, go.buildId(), WAIT);
            String firstLog = logOf(probe, go.buildId());
            // the IR document removed from the store: the reusing build names the first one's upload without
            // uploading it again (within reuse-ir-upload), so it stays absent until another commit is validated
            String document = ArtifactStoreTestResource.url() + "/internal/v1/artifacts/" + first.ir().id();
            given().delete(document).then().statusCode(200);
            publisher.publish(java);
            BuildValidated second = probe.await(BuildValidated.class, java.buildId(), WAIT);
            String secondLog = logOf(probe, java.buildId());
            given().get(document).then().statusCode(404);
            publisher.publish(later);
            BuildValidated third = probe.await(BuildValidated.class, later.buildId(), WAIT);
            String laterLog = logOf(probe, later.buildId());
            assertEquals(first.ir().id(), third.ir().id(), "the same document (NOTES.md is not in the IR)");
            given().get(document).then().statusCode(200);
            publisher.publish(otherProject);
            probe.await(BuildValidated.class, otherProject.buildId(), WAIT);
            String otherLog = logOf(probe, otherProject.buildId());

            assertEquals(first.ir().sha256(), second.ir().sha256(), "the same IR");
            assertEquals(first.ir().id(), second.ir().id(), "the same IR (the artifact-store is content-addressed)");
            assertTrue(secondLog.contains("Reusing the validation of build " + go.buildId()), secondLog);
            assertTrue(secondLog.contains("IR stored in the artifact-store: " + first.ir().id() + " (" + first.ir().size()
                    + " bytes, by build " + go.buildId() + ")"), secondLog);
            assertTrue(!secondLog.contains("Fetching "), "no checkout: " + secondLog);
            assertTrue(secondLog.contains("Spec: openapi/acme.yaml") && firstLog.contains("Spec: openapi/acme.yaml"), secondLog);
            assertTrue(firstLog.contains("Fetching ") && !firstLog.contains("Reusing"), firstLog);
            assertTrue(laterLog.contains("Fetching ") && !laterLog.contains("Reusing"), "a new commit is validated: " + laterLog);
            assertTrue(otherLog.contains("Fetching ") && !otherLog.contains("Reusing"),
                    "another project reads the repository with its own credentials: " + otherLog);
        }
    }

    /**
     * The second path of the redelivery check: the same BuildRequested delivered again to this
     * instance is skipped, but the next attempt of the same build (a retry) is validated.
     */
    @Test
    void aRedeliveredAttemptIsSkippedAndTheNextAttemptOfTheSameBuildIsValidated() throws Exception {
        ConfigRepository repo = repo();
        String commit = repo.commit(Map.of("NOTES.md", "retry\n"), "a commit to validate twice");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.BUILD_VALIDATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildRequested first = request(repo, commit, "go");
            publisher.publish(first);
            probe.await(BuildValidated.class, first.buildId(), WAIT);
            publisher.publish(first);
            BuildRequested retry = BuildRequested.of(first.buildId(), 2, first.source(), "retry");
            publisher.publish(retry);
            // one partition (key = build id), read in order: once attempt 2 is done the redelivery was read too
            probe.await(s -> s.event() instanceof BuildValidated v && v.buildId().equals(first.buildId())
                    && v.attempt() == 2, WAIT);
            List<String> results = probe.drain(Duration.ofSeconds(2)).stream()
                    .filter(s -> first.buildId().equals(s.key()))
                    .filter(s -> s.event() instanceof BuildValidated || s.event() instanceof BuildFailed
                            || s.event() instanceof BuildProgress p && p.state() == BuildState.VALIDATING)
                    .map(s -> s.event().getClass().getSimpleName() + "#" + s.event().attempt()).sorted().toList();
            assertEquals(List.of("BuildProgress#1", "BuildProgress#2", "BuildValidated#1", "BuildValidated#2"), results);
        }
    }

    @Test
    void configErrorsGiveBuildFailedWithTheFirstErrorAndTheFullLog() throws Exception {
        ConfigRepository repo = repo();
        String yaml = Files.readString(ConfigRepository.example("acme").resolve("sdkgen.yaml"));
        String commit = repo.commit(Map.of("sdkgen.yaml", yaml.replace("path: openapi/acme.yaml", "path: openapi/missing.yaml")),
                "point at a missing spec");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildRequested request = request(repo, commit, "typescript");
            publisher.publish(request);
            BuildFailed failed = probe.await(BuildFailed.class, request.buildId(), WAIT);
            assertEquals("SDKGEN101", failed.errorCode());
            assertEquals("Spec file not found", failed.errorTitle());
            assertTrue(failed.message().startsWith("Path: openapi/missing.yaml\n"), "the first error's detail lines, "
                    + "not a count of the report's blocks: " + failed.message());
            assertTrue(failed.message().contains("File: sdkgen.yaml"), failed.message());
            String log = logOf(probe, request.buildId());
            assertTrue(log.contains("Error: SDKGEN101 - Spec file not found"), log);
        }
    }

    @Test
    void unknownCommitOrRepositoryGivesBuildFailed() throws Exception {
        ConfigRepository repo = repo();
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildRequested request = request(repo, "0123456789abcdef0123456789abcdef01234567", "python");
            publisher.publish(request);
            assertEquals("REPOSITORY_UNAVAILABLE", probe.await(BuildFailed.class, request.buildId(), WAIT).errorCode());
            publisher.publishRaw(Topics.BUILD_REQUESTED, "garbage", "{not an event");
            BuildRequested after = request(repo, "fedcba9876543210fedcba9876543210fedcba98", "java");
            publisher.publish(after);
            assertEquals("REPOSITORY_UNAVAILABLE", probe.await(BuildFailed.class, after.buildId(), WAIT).errorCode());
        }
        given().get("/q/health/ready").then().statusCode(200);
        assertTrue(List.of().isEmpty());
    }
}
