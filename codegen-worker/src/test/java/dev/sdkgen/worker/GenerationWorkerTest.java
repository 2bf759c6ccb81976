package dev.sdkgen.worker;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.IrJson;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.events.Topics;
import dev.sdkgen.service.ArtifactStoreApi;
import dev.sdkgen.service.Heartbeat;
import dev.sdkgen.service.RecentBuilds;
import dev.sdkgen.service.WorkDirectory;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import dev.sdkgen.testsupport.EventPublisher;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.config.EncoderConfig;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Optional;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.junit.jupiter.api.Test;

/** ValidatedBuilds on the real broker → per-language consumer groups → IR via the real artifact-store. */
@QuarkusTest
@WithTestResource(ArtifactStoreTestResource.class)
class GenerationWorkerTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static ArtifactRef ir;
    private static String irJson;

    @Inject
    @RestClient
    ArtifactStoreClient artifacts;
    @Inject
    SdkGenerator generator;
    @Inject
    EventSender events;
    @Inject
    WorkerConfig config;
    @Inject
    WorkDirectory work;
    @Inject
    Deliveries deliveries;
    @Inject
    SurfaceRecorder surfaces;
    @Inject
    RenderPool pool;
    @ConfigProperty(name = ArtifactStoreApi.URL_PROPERTY)
    String artifactStoreUrl;

    @BeforeAll
    static void storeARealIr() {
        RestAssured.config = RestAssured.config().encoderConfig(
                EncoderConfig.encoderConfig().appendDefaultContentCharsetToContentTypeIfUndefined(false));
        Engine.Validation validation = Engine.validate(ConfigRepository.example("acme"));
        assertTrue(validation.ok(), () -> String.join("\n", validation.log()));
        irJson = IrJson.write(validation.model());
        ir = given().contentType("application/json").header("X-File-Name", "ir.json")
                .body(irJson.getBytes(StandardCharsets.UTF_8))
                .post(ArtifactStoreTestResource.url() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
    }

    private static BuildValidated validated(String language, ArtifactRef ref) {
        String buildId = "bld_" + UUID.randomUUID().toString().replace("-", "").substring(0, 20);
        return BuildValidated.of(buildId, 1, new BuildSource("prj_t", language, language, "/tmp/r", "main", "abc1234"), ref, 0);
    }

    /** A language the codegen module generates, and one it does not (yet), if any. */
    private static String supported() {
        return Generator.supportedTargets().stream().map(Target::id).sorted().findFirst().orElseThrow();
    }

    private static Optional<String> unsupported() {
        return Arrays.stream(Target.values()).filter(t -> !Generator.supports(t)).map(Target::id).findFirst();
    }

    @Test
    void onlyTheLanguagesGroupActsAndTheRealSdkArchiveLandsInTheArtifactStore() throws Exception {
        String language = supported();
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.SDK_GENERATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildValidated event = validated(language, ir);
            publisher.publish(event);
            SdkGenerated generated = probe.await(SdkGenerated.class, event.buildId(), WAIT);
            assertEquals(language, generated.language());
            String name = "acme-" + language + "-1.4.0";
            assertEquals(name + ".zip", generated.artifact().fileName());
            BuildProgress started = (BuildProgress) probe.await(s -> s.event() instanceof BuildProgress p
                    && p.buildId().equals(event.buildId()) && p.state() == BuildState.GENERATING, WAIT).event();
            assertEquals("codegen-worker", started.producer());

            byte[] zip = given().get(ArtifactStoreTestResource.url() + "/internal/v1/artifacts/" + generated.artifact().id())
                    .then().statusCode(200).extract().asByteArray();
            List<String> entries = new ArrayList<>();
            try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
                for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                    entries.add(e.getName());
                }
            }
            // exactly the files the CLI's generator writes for the same IR, under one top directory
            GeneratedSdk expected = Generator.generate(IrJson.read(new String(given()
                    .get(ArtifactStoreTestResource.url() + "/internal/v1/artifacts/" + ir.id()).asByteArray(),
                    StandardCharsets.UTF_8)), Target.byId(language).orElseThrow());
            assertEquals(expected.files().keySet().stream().map(p -> name + "/" + p).toList(), entries);
            assertTrue(entries.contains(name + "/README.md"), entries.toString());

            // same IR again: byte-identical archive (deterministic zip), so the same artifact id
            BuildValidated again = validated(language, ir);
            publisher.publish(again);
            assertEquals(generated.artifact().id(), probe.await(SdkGenerated.class, again.buildId(), WAIT).artifact().id());

            long results = probe.drain(Duration.ofSeconds(2)).stream().filter(s -> event.buildId().equals(s.key()))
                    .filter(s -> s.event() instanceof SdkGenerated || s.event() instanceof BuildFailed).count();
            assertEquals(1, results, "exactly one consumer group acted on the event");
        }
    }

    /**
     * The second path of the redelivery check: the same record delivered again to this instance is
     * skipped, but the next attempt of the same build (a retry) is generated.
     */
    @Test
    void aRedeliveredAttemptIsSkippedAndTheNextAttemptOfTheSameBuildIsGenerated() {
        String language = supported();
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.SDK_GENERATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildValidated first = validated(language, ir);
            publisher.publish(first);
            probe.await(SdkGenerated.class, first.buildId(), WAIT);
            publisher.publish(first);
            BuildValidated retry = BuildValidated.of(first.buildId(), 2, first.source(), ir, 0);
            publisher.publish(retry);
            // one partition (key = build id), read in order: once attempt 2 is done the redelivery was read too
            probe.await(s -> s.event() instanceof SdkGenerated g && g.buildId().equals(first.buildId())
                    && g.attempt() == 2, WAIT);
            List<String> results = probe.drain(Duration.ofSeconds(2)).stream()
                    .filter(s -> first.buildId().equals(s.key()))
                    .filter(s -> s.event() instanceof SdkGenerated || s.event() instanceof BuildFailed
                            || s.event() instanceof BuildProgress p && p.state() == BuildState.GENERATING)
                    .map(s -> s.event().getClass().getSimpleName() + "#" + s.event().attempt()).sorted().toList();
            assertEquals(List.of("BuildProgress#1", "BuildProgress#2", "SdkGenerated#1", "SdkGenerated#2"), results);
        }
    }

    /**
     * Issue 12: a BuildValidated handled again by another instance (its partition moved after a
     * worker was killed before committing the offset) publishes the same event ids as the first
     * handling, so the orchestrator applies the second run's events zero times instead of logging
     * the generation twice.
     */
    @Test
    void anotherInstanceHandlingTheSameAttemptAgainPublishesTheSameEventIds() {
        String language = supported();
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.SDK_GENERATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildValidated event = validated(language, ir);
            publisher.publish(event);
            probe.await(SdkGenerated.class, event.buildId(), WAIT);
            List<EventProbe.Seen> seenFirst = probe.drain(Duration.ofSeconds(2));
            List<String> first = eventIds(seenFirst, event.buildId());
            // the handling beat (issue 24, item 3): a heartbeat naming this process, outside the deterministic ids
            assertTrue(seenFirst.stream().anyMatch(s -> s.event() instanceof BuildProgress p && p.isHeartbeat()
                    && event.buildId().equals(p.buildId()) && p.instance().startsWith("codegen-worker@")
                    && p.instance().endsWith("/" + ProcessHandle.current().pid())), "no heartbeat");

            GenerationWorker otherInstance = restarted(new PlannedIrs(2));
            otherInstance.handle(language, EventCodec.encode(event));
            List<String> both = eventIds(probe.drain(Duration.ofSeconds(2)), event.buildId());

            assertTrue(first.size() >= 2, first.toString());
            assertEquals(2 * first.size(), both.size(), both.toString());
            assertEquals(first.stream().flatMap(id -> Stream.of(id, id)).sorted().toList(),
                    both.stream().sorted().toList(), "the second handling repeats exactly the first one's event ids");
        }
    }

    /** Another instance of the worker (as after a restart: nothing seen, nothing kept), keeping {@code plans}. */
    private GenerationWorker restarted(PlannedIrs plans) {
        return new GenerationWorker(artifacts, generator, events, config, new RecentBuilds(), work, artifactStoreUrl,
                deliveries, new Heartbeat("codegen-worker", Duration.ofSeconds(5)), surfaces, plans, pool);
    }

    /**
     * Issue 26: the languages' builds of one IR document fetch, check, parse and plan it once (PlannedIrs). The proof
     * that the second language's build does not fetch it: the document is deleted from the artifact-store after the
     * first build, and the second still generates (without the reuse it fails on the store's 404). Then the paths
     * that cannot reuse: a restarted instance fetches, and so does one whose kept documents have pushed it out.
     */
    @Test
    void theLanguagesOfOneIrFetchAndPlanItOnceAndARestartedOrFullInstanceFetchesAgain() {
        List<String> languages = Generator.supportedTargets().stream().map(Target::id).sorted().toList();
        // documents of their own (the acme IR with trailing blank lines: other digests), which no other test keeps
        ArtifactRef only = storeIr("\n");
        ArtifactRef other = storeIr("\n\n");
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_PROGRESS, Topics.SDK_GENERATED, Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildValidated first = validated(languages.get(0), only);
            publisher.publish(first);
            probe.await(SdkGenerated.class, first.buildId(), WAIT);
            awaitLine(probe, first, "Fetching the IR " + only.id() + " from the artifact-store");
            given().delete(ArtifactStoreTestResource.url() + "/internal/v1/artifacts/" + only.id()).then().statusCode(200);

            BuildValidated second = validated(languages.get(1), only);
            publisher.publish(second);
            assertEquals(languages.get(1), probe.await(SdkGenerated.class, second.buildId(), WAIT).language());
            awaitLine(probe, second, "Reusing the IR " + only.id() + " as build " + first.buildId()
                    + " fetched and planned it (the same document)");
            assertEquals(List.of(), lines(probe, second).stream().filter(l -> l.startsWith("Fetching")).toList());

            // a restarted instance keeps nothing: it fetches (the document stored again: the same id, content-addressed)
            assertEquals(only.id(), storeIr("\n").id());
            GenerationWorker restarted = restarted(new PlannedIrs(1));
            BuildValidated third = validated(languages.get(2), only);
            restarted.handle(third.source().language(), EventCodec.encode(third));
            probe.await(SdkGenerated.class, third.buildId(), WAIT);
            awaitLine(probe, third, "Fetching the IR " + only.id() + " from the artifact-store");
            // it keeps one document: after another one, the first is fetched again
            BuildValidated fourth = validated(languages.get(3), other);
            restarted.handle(fourth.source().language(), EventCodec.encode(fourth));
            awaitLine(probe, fourth, "Fetching the IR " + other.id() + " from the artifact-store");
            BuildValidated fifth = validated(languages.get(0), only);
            restarted.handle(fifth.source().language(), EventCodec.encode(fifth));
            probe.await(SdkGenerated.class, fifth.buildId(), WAIT);
            awaitLine(probe, fifth, "Fetching the IR " + only.id() + " from the artifact-store");
        }
    }

    /** The acme IR followed by {@code tail} (whitespace: the same model, another document), stored. */
    private static ArtifactRef storeIr(String tail) {
        return given().contentType("application/json").header("X-File-Name", "ir.json")
                .body((irJson + tail).getBytes(StandardCharsets.UTF_8))
                .post(ArtifactStoreTestResource.url() + "/internal/v1/artifacts")
                .then().statusCode(201).extract().as(ArtifactRef.class);
    }

    private static void awaitLine(EventProbe probe, BuildValidated build, String line) {
        probe.await(s -> s.event() instanceof BuildProgress p && p.buildId().equals(build.buildId())
                && p.lines().contains(line), WAIT);
    }

    private static List<String> lines(EventProbe probe, BuildValidated build) {
        return probe.drain(Duration.ZERO).stream().filter(s -> s.event() instanceof BuildProgress p
                && p.buildId().equals(build.buildId())).flatMap(s -> ((BuildProgress) s.event()).lines().stream()).toList();
    }

    private static List<String> eventIds(List<EventProbe.Seen> seen, String buildId) {
        return seen.stream().filter(s -> s.event() != null && buildId.equals(s.event().buildId())
                        && !(s.event() instanceof BuildProgress p && p.isHeartbeat()))
                .map(s -> s.event().eventId()).collect(Collectors.toList());
    }

    @Test
    void unavailableGeneratorOrBadClaimCheckFailsTheBuild() {
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_FAILED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            Optional<String> missing = unsupported();
            if (missing.isPresent()) {
                BuildValidated noEmitter = validated(missing.get(), ir);
                publisher.publish(noEmitter);
                BuildFailed failed = probe.await(BuildFailed.class, noEmitter.buildId(), WAIT);
                assertEquals("GENERATOR_UNAVAILABLE", failed.errorCode());
            }

            ArtifactRef tampered = new ArtifactRef(ir.id(), "0".repeat(64), ir.size(), ir.mediaType(), ir.fileName());
            BuildValidated bad = validated(supported(), tampered);
            publisher.publish(bad);
            BuildFailed internal = probe.await(BuildFailed.class, bad.buildId(), WAIT);
            assertEquals("SDKGEN900", internal.errorCode());
            assertTrue(internal.message().contains("SHA-256"), internal.message());

            // a document that is not even JSON, under a digest that is not its own: said to be the wrong document
            // (the digest is checked beside the parse, and before the parse's error is reported)
            ArtifactRef garbage = artifacts.upload("garbage.json", "{not an IR".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            BuildValidated corrupt = validated(supported(), new ArtifactRef(garbage.id(), "1".repeat(64), garbage.size(),
                    garbage.mediaType(), garbage.fileName()));
            publisher.publish(corrupt);
            BuildFailed wrong = probe.await(BuildFailed.class, corrupt.buildId(), WAIT);
            assertEquals("SDKGEN900", wrong.errorCode());
            assertTrue(wrong.message().contains("has SHA-256 " + garbage.sha256() + ", expected " + "1".repeat(64)),
                    wrong.message());
        }
        given().get("/q/health/ready").then().statusCode(200);
    }
}
