package dev.sdkgen.worker;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.surface.SurfaceDiff;
import dev.sdkgen.engine.ir.IrJson;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.BuildState;
import dev.sdkgen.events.BuildValidated;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.EventIds;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.service.ArtifactStoreApi;
import dev.sdkgen.service.Heartbeat;
import dev.sdkgen.service.InfrastructureUnavailableException;
import dev.sdkgen.service.RecentBuilds;
import dev.sdkgen.service.Retries;
import dev.sdkgen.service.WorkDirectory;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * One consumer group per language on {@code sdkgen.build-validated}; each acts only on the
 * ValidatedBuilds of its language: {@code generating} → IR from the artifact-store (checked
 * against its SHA-256, read and planned once per document: {@link PlannedIrs}) → {@link SdkGenerator} → deterministic
 * zip (from memory; the files are written to disk only for a delivery) to the artifact-store, while the SDK's public
 * surface is made and compared ({@link SurfaceRecorder#prepare}, offered to the pool) → the surface and its diff
 * stored ({@link SurfaceRecorder#store}) → {@code SdkGenerated}, or {@code BuildFailed}.
 */
@ApplicationScoped
public class GenerationWorker {

    static final String PRODUCER = "codegen-worker";
    private static final Logger LOG = Logger.getLogger(GenerationWorker.class);

    private final ArtifactStoreClient artifacts;
    private final SdkGenerator generator;
    private final EventSender events;
    private final WorkerConfig config;
    private final RecentBuilds recent;
    private final WorkDirectory work;
    private final String artifactStoreUrl;
    private final Deliveries deliveries;
    private final Heartbeat heartbeat;
    private final SurfaceRecorder surfaces;
    private final PlannedIrs plans;
    private final RenderPool pool;

    public GenerationWorker(@RestClient ArtifactStoreClient artifacts, SdkGenerator generator, EventSender events,
                            WorkerConfig config, RecentBuilds recent, WorkDirectory work,
                            @ConfigProperty(name = ArtifactStoreApi.URL_PROPERTY) String artifactStoreUrl,
                            Deliveries deliveries, Heartbeat heartbeat, SurfaceRecorder surfaces, PlannedIrs plans,
                            RenderPool pool) {
        this.pool = pool;
        this.surfaces = surfaces;
        this.plans = plans;
        this.deliveries = deliveries;
        this.heartbeat = heartbeat;
        this.artifacts = artifacts;
        this.generator = generator;
        this.events = events;
        this.config = config;
        this.recent = recent;
        this.work = work;
        this.artifactStoreUrl = artifactStoreUrl;
    }

    @Incoming(Channels.CODEGEN_TYPESCRIPT)
    @Blocking
    public void typescript(String json) {
        handle("typescript", json);
    }

    @Incoming(Channels.CODEGEN_PYTHON)
    @Blocking
    public void python(String json) {
        handle("python", json);
    }

    @Incoming(Channels.CODEGEN_GO)
    @Blocking
    public void go(String json) {
        handle("go", json);
    }

    @Incoming(Channels.CODEGEN_JAVA)
    @Blocking
    public void java(String json) {
        handle("java", json);
    }

    void handle(String language, String json) {
        BuildValidated event;
        try {
            event = EventCodec.decode(json, BuildValidated.class);
        } catch (EventCodec.EventFormatException e) {
            LOG.errorf("%s: skipping unreadable BuildValidated: %s", Channels.codegen(language), e.getMessage());
            return;
        }
        if (!language.equals(event.source().language())) {
            return; // another language's consumer group handles it
        }
        if (!recent.firstTime(event.buildId(), event.attempt())) {
            LOG.infof("build %s attempt %d was delivered again; it was generated already", event.buildId(),
                    event.attempt());
            return;
        }
        try (Heartbeat.Beating beating = heartbeat.start("build " + event.buildId(), () -> events.send(
                BuildProgress.heartbeat(event.buildId(), event.attempt(), PRODUCER, heartbeat.instance())))) {
            generate(language, event);
        } catch (Throwable e) {
            // never fail the channel: a failed channel stops consuming until someone restarts the service
            LOG.errorf(e, "build %s attempt %d: unexpected failure", event.buildId(), event.attempt());
        }
    }

    private void generate(String language, BuildValidated v) {
        String buildId = v.buildId();
        int attempt = v.attempt();
        String store = ArtifactStoreApi.describe(artifactStoreUrl);
        EventIds ids = new EventIds(buildId, attempt, PRODUCER);
        Path out = null;
        LOG.infof("build %s attempt %d: generating the %s SDK", buildId, attempt, language);
        try {
            progress(ids, v, BuildState.GENERATING, List.of("Generating the " + language + " SDK"));
            Stages stages = new Stages();
            PlannedIrs.Planned ir = plans.get(v.ir().sha256(), buildId, () -> load(ids, v, store),
                    from -> progress(ids, v, null, List.of("Reusing the IR " + v.ir().id() + " as build " + from
                            + " fetched and planned it (the same document)")));
            stages.end("IR");
            SdkModel model = ir.model();
            GeneratedSdk sdk = generator.generate(ir.plan(), language);
            stages.end("emit");
            // the surface needs only the plan: offered to the pool while this thread zips and uploads (a free core
            // makes it meanwhile; else this thread does after the upload), stored after the archive
            Offered<SurfaceRecorder.Prepared> prepared = Offered.to(pool.pool(),
                    () -> surfaces.prepare(buildId, v.source(), ir.plan()));
            String name = model.sdk().name() + "-" + language + "-" + model.sdk().version();
            byte[] zip = Archives.zip(sdk.files(), name, pool.pool());
            stages.end("zip");
            ArtifactRef ref = Retries.call(config.retry(), store, () -> artifacts.upload(name + ".zip", zip));
            stages.end("upload");
            progress(ids, v, null, List.of("SDK archive " + ref.fileName() + ": " + ref.size() + " bytes, sha256 " + ref.sha256()));
            SurfaceRecorder.Recorded surface = surfaces.store(buildId, prepared.get(), name);
            progress(ids, v, null, surface.lines());
            stages.end("surface");
            LOG.infof("build %s attempt %d (%s) stages: %s", buildId, attempt, language, stages.summary());
            // a cancelled attempt (the orchestrator's 409) is not delivered: the SDK stays in the artifact-store only
            Optional<Deliveries.Target> target = deliveries.target(v.source().projectId(), v.source().targetId(),
                    buildId, attempt).filter(t -> !t.cancelled());
            events.send(ids.next(SdkGenerated.of(buildId, attempt, language, ref, model.sdk().name(),
                    model.sdk().version(), target.isPresent(), surface.report())));
            if (target.isPresent()) { // only a delivery needs the files on disk (GitHub's four SDKs: 4,351 files)
                out = work.newBuildDirectory(buildId + "-" + language + "-");
                sdk.writeTo(out);
                deliver(v, model, target.get(), out, surface.diff());
            }
        } catch (SdkGenerator.GeneratorUnavailableException e) {
            fail(ids, v, List.of("Error: " + e.getMessage()), "GENERATOR_UNAVAILABLE", "SDK generation not available",
                    e.getMessage());
        } catch (InfrastructureUnavailableException e) {
            LOG.errorf("build %s attempt %d: %s", buildId, attempt, e.getMessage());
            // when the broker is what failed, more log lines would only wait for it again: the
            // failure event alone carries the reason
            fail(ids, v, e.broker() ? List.of() : List.of("Error: " + e.getMessage()), InfrastructureUnavailableException.CODE,
                    InfrastructureUnavailableException.TITLE, e.getMessage());
        } catch (Throwable e) { // also Errors (e.g. a StackOverflowError in the engine): the build must fail visibly
            LOG.errorf(e, "generation of build %s attempt %d failed", buildId, attempt);
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            List<String> lines = new ArrayList<>(List.of("Internal failure:"));
            trace.toString().lines().forEach(lines::add);
            fail(ids, v, lines, "SDKGEN900", "Internal error", e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            WorkDirectory.delete(out);
        }
    }

    /** The build's IR from the artifact-store (claim check), checked against its SHA-256, read and planned. */
    private PlannedIrs.Planned load(EventIds ids, BuildValidated v, String store) {
        progress(ids, v, null, List.of("Fetching the IR " + v.ir().id() + " from the artifact-store"));
        byte[] irBytes = Retries.call(config.retry(), store, () -> artifacts.download(v.ir().id()));
        // the digest beside the parse (the pool is idle: every language waits for this IR); checked before the plan,
        // and before a parse error is reported, so a corrupt document is said to be one
        Offered<String> digest = Offered.to(pool.pool(), () -> Archives.sha256(irBytes));
        SdkModel model;
        try {
            model = IrJson.read(irBytes);
        } catch (RuntimeException e) {
            checkDigest(v, digest.get());
            throw e;
        }
        checkDigest(v, digest.get());
        return new PlannedIrs.Planned(model, Planner.plan(model));
    }

    private static void checkDigest(BuildValidated v, String sha) {
        if (!sha.equals(v.ir().sha256())) {
            throw new IllegalStateException("IR " + v.ir().id() + " has SHA-256 " + sha + ", expected " + v.ir().sha256());
        }
    }

    /**
     * The delivery right after generating (delivery 1), from the generated files. The build has
     * succeeded already: whatever happens here is the delivery's outcome, never the build's.
     */
    private void deliver(BuildValidated v, SdkModel model, Deliveries.Target target, Path out, SurfaceDiff diff) {
        try {
            events.send(DeliveryWorker.ids(v.buildId(), v.attempt(), 1).next(deliveries.deliver(new Deliveries.Delivery(
                    v.buildId(), v.attempt(), v.source(), model.sdk().name(), model.sdk().version(), 1, diff), target,
                    out)));
        } catch (RuntimeException e) {
            LOG.errorf(e, "build %s attempt %d: the delivery's outcome could not be published", v.buildId(), v.attempt());
        }
    }

    /**
     * Reports a failed attempt: its log lines, then {@code BuildFailed}. If the broker cannot take
     * even that, the failure is logged here and the attempt is left to the orchestrator, which marks
     * it {@code stuck} (retryable) once {@code stuck-after} has passed without progress.
     */
    private void fail(EventIds ids, BuildValidated v, List<String> lines, String code, String title, String message) {
        try {
            if (!lines.isEmpty()) {
                progress(ids, v, null, lines);
            }
            events.send(ids.next(BuildFailed.of(v.buildId(), v.attempt(), PRODUCER, code, title, message)));
        } catch (InfrastructureUnavailableException e) {
            LOG.errorf("build %s attempt %d failed with %s (%s) and the failure could not be published either: %s;"
                    + " the orchestrator will mark it stuck", v.buildId(), v.attempt(), code, message, e.getMessage());
        }
    }

    private void progress(EventIds ids, BuildValidated v, BuildState state, List<String> lines) {
        events.send(ids.next(BuildProgress.of(v.buildId(), v.attempt(), PRODUCER, state, lines)));
    }
}
