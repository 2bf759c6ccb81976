package dev.sdkgen.worker;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.surface.Surface;
import dev.sdkgen.codegen.surface.SurfaceDiff;
import dev.sdkgen.codegen.surface.SurfaceDiffJson;
import dev.sdkgen.codegen.surface.SurfaceJson;
import dev.sdkgen.codegen.surface.Surfaces;
import dev.sdkgen.codegen.surface.VersionBumpCheck;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.SurfaceReport;
import dev.sdkgen.service.ArtifactStoreApi;
import dev.sdkgen.service.Retries;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * The public surface of a generated SDK, recorded in the artifact-store and compared with the surface of the
 * target's previous succeeded build, which the orchestrator names (docs/services.md, "Surface and SemVer verdict"):
 * the verdict, the changes and SDKGEN309 go to the build's log and into {@link SurfaceReport}. The first build of a
 * target has nothing to be compared with: its verdict is {@code initial}. Nothing here fails the build — the SDK
 * exists already; a surface that cannot be recorded is said in the log and reported as none.
 * <p>
 * Two steps for the worker: {@link #prepare} (the surface, the previous one, the diff: from the plan alone, while
 * the build's archive is zipped and uploaded) and {@link #store} (both documents, after the archive). The last
 * {@code reuse-surfaces} surfaces stored here are kept in memory by their document's SHA-256, so that the next build
 * of a target compares with its predecessor without reading and parsing it again.
 */
@ApplicationScoped
public class SurfaceRecorder {

    private static final Logger LOG = Logger.getLogger(SurfaceRecorder.class);
    /** The most change lines one build's log gets (the diff document has all of them). */
    static final int LOGGED_CHANGES = 40;
    /** The longest change line logged (a type spelled out can be long; the event stays far below 64 KiB). */
    static final int LINE_LENGTH = 400;

    /** What recording gave: the report (null when nothing was recorded), the diff (null: nothing compared), log lines. */
    public record Recorded(SurfaceReport report, SurfaceDiff diff, List<String> lines) {
    }

    /** The artifact-store and the orchestrator as this class uses them (a seam for unit tests). */
    interface Services {
        ArtifactRef store(String fileName, byte[] json);

        String read(String id, String sha256);

        /** The previous succeeded build's surface; empty when there is none. */
        Optional<OrchestratorClient.SurfaceOf> previous(BuildSource source, String buildId);

        /** What the build recorded; empty when nothing. */
        Optional<OrchestratorClient.SurfaceRecord> recorded(BuildSource source, String buildId);
    }

    /**
     * A surface computed and compared but not stored yet ({@link #prepare}, beside the archive's zip and upload);
     * {@link #store} then stores it after the archive. {@code failure} is set when it could not be made (nothing to store).
     */
    public static final class Prepared {
        private final Surface surface;
        private final byte[] surfaceJson;
        private final String against;
        private final SurfaceDiff diff;
        private final List<Diagnostic> warnings;
        private final byte[] diffJson;
        private final List<String> notes;
        private final String failure;

        private Prepared(Surface surface, byte[] surfaceJson, String against, SurfaceDiff diff, List<Diagnostic> warnings,
                         byte[] diffJson, List<String> notes, String failure) {
            this.surface = surface;
            this.surfaceJson = surfaceJson;
            this.against = against;
            this.diff = diff;
            this.warnings = warnings;
            this.diffJson = diffJson;
            this.notes = notes;
            this.failure = failure;
        }
    }

    private final Services services;
    private final int keep;
    /** The surfaces this instance stored last, by the stored document's SHA-256 (access order: the oldest first). */
    private final Map<String, Surface> recent = new LinkedHashMap<>(16, 0.75f, true);

    @Inject
    public SurfaceRecorder(@RestClient ArtifactStoreClient artifacts, @RestClient OrchestratorClient orchestrator,
                           WorkerConfig config, @ConfigProperty(name = ArtifactStoreApi.URL_PROPERTY) String storeUrl,
                           @ConfigProperty(name = "quarkus.rest-client.orchestrator.url") String orchestratorUrl) {
        this(new RemoteServices(artifacts, orchestrator, config, ArtifactStoreApi.describe(storeUrl),
                "the build-orchestrator (" + orchestratorUrl + ")"), config.reuseSurfaces());
    }

    SurfaceRecorder(Services services, int keep) {
        this.services = services;
        this.keep = Math.max(0, keep);
    }

    /** Records the surface of the SDK generated from {@code plan} for build {@code buildId} and compares it. */
    public Recorded record(String buildId, BuildSource source, SdkPlan plan, String fileStem) {
        return store(buildId, prepare(buildId, source, plan), fileStem);
    }

    /**
     * The surface of the SDK generated from {@code plan} and its comparison with the target's previous succeeded
     * build, nothing stored yet: needs only the plan, so the worker makes it while it zips and uploads the SDK (issue
     * 26). The previous surface is the one this instance stored, when it still keeps it (the same SHA-256: the same
     * document), or else read from the artifact-store.
     */
    public Prepared prepare(String buildId, BuildSource source, SdkPlan plan) {
        List<String> notes = new ArrayList<>();
        try {
            Surface surface = Surfaces.of(plan, Target.byId(source.language()).orElseThrow());
            byte[] surfaceJson = SurfaceJson.bytes(surface);
            Optional<OrchestratorClient.SurfaceOf> previous = services.previous(source, buildId);
            Surface old = previous.map(p -> readPrevious(p, notes)).orElse(null);
            if (previous.isEmpty()) {
                notes.add("Surface verdict: initial (the first succeeded build of the " + source.language()
                        + " target: nothing to compare with)");
            }
            SurfaceDiff diff = old == null ? null : SurfaceDiff.diff(old, surface);
            List<Diagnostic> warnings = diff == null ? List.of() : VersionBumpCheck.check(diff).stream().toList();
            String against = diff == null ? null : previous.get().buildId();
            ObjectNode document = diff == null ? SurfaceDiffJson.initial(surface)
                    : SurfaceDiffJson.document(List.of(diff), warnings);
            ObjectNode root = document.objectNode().put("against_build_id", against);
            root.setAll(document);
            return new Prepared(surface, surfaceJson, against, diff, warnings,
                    SurfaceDiffJson.write(root).getBytes(StandardCharsets.UTF_8), notes, null);
        } catch (RuntimeException e) { // also the orchestrator staying away
            LOG.warnf(e, "build %s: the public surface was not recorded", buildId);
            return new Prepared(null, null, null, null, List.of(), null, List.of(), e.getMessage());
        }
    }

    /** Stores a prepared surface and its diff document (after the build's archive: no blob of a build without one). */
    public Recorded store(String buildId, Prepared prepared, String fileStem) {
        List<String> lines = new ArrayList<>();
        if (prepared.failure != null) {
            lines.add("The public surface was not recorded: " + prepared.failure);
            return new Recorded(null, null, lines);
        }
        try {
            ArtifactRef stored = services.store(fileStem + ".surface.json", prepared.surfaceJson);
            keep(stored.sha256(), prepared.surface);
            lines.add("Public surface: " + prepared.surface.methods().size() + " methods, "
                    + prepared.surface.types().size() + " types; stored as " + stored.id());
            lines.addAll(prepared.notes);
            ArtifactRef diffRef = services.store(fileStem + ".surface-diff.json", prepared.diffJson);
            SurfaceDiff diff = prepared.diff;
            if (diff != null) {
                log(diff, prepared.against, prepared.warnings, lines);
            }
            return new Recorded(new SurfaceReport(stored, diffRef, diff == null ? SurfaceReport.INITIAL : diff.verdict(),
                    prepared.against, diff == null ? 0 : diff.changes().size(), prepared.warnings.size()), diff, lines);
        } catch (RuntimeException e) { // also the artifact-store staying away
            LOG.warnf(e, "build %s: the public surface was not recorded", buildId);
            return new Recorded(null, null, List.of("The public surface was not recorded: " + e.getMessage()));
        }
    }

    private synchronized void keep(String sha256, Surface surface) {
        if (keep == 0) {
            return;
        }
        recent.put(sha256, surface);
        while (recent.size() > keep) {
            recent.remove(recent.keySet().iterator().next());
        }
    }

    private synchronized Surface kept(String sha256) {
        return recent.get(sha256);
    }

    /**
     * The diff the build recorded, for its changelog when it is delivered again; null when it recorded none or it
     * cannot be read (delivery then places the generated changelog's section, never a made-up one).
     */
    public SurfaceDiff recordedDiff(String buildId, BuildSource source) {
        try {
            return services.recorded(source, buildId).filter(r -> r.diffId() != null)
                    .map(r -> SurfaceDiffJson.first(services.read(r.diffId(), r.diffSha256()))).orElse(null);
        } catch (RuntimeException e) { // also the artifact-store or the orchestrator staying away
            LOG.warnf("build %s: its surface diff could not be read (%s); the changelog gets no diff", buildId,
                    e.getMessage());
            return null;
        }
    }

    /** The previous surface; null (nothing compared, this build starts anew) when it cannot be read. */
    private Surface readPrevious(OrchestratorClient.SurfaceOf previous, List<String> lines) {
        Surface kept = previous.surfaceSha256() == null ? null : kept(previous.surfaceSha256());
        if (kept != null) {
            return kept;
        }
        try {
            return SurfaceJson.read(services.read(previous.surfaceId(), previous.surfaceSha256()));
        } catch (IllegalArgumentException e) {
            lines.add("Surface verdict: initial (the surface of build " + previous.buildId() + " cannot be read: "
                    + e.getMessage() + "; nothing compared)");
            return null;
        }
    }

    static void log(SurfaceDiff diff, String against, List<Diagnostic> warnings, List<String> lines) {
        List<String> text = diff.toText().lines().toList();
        lines.add("Surface verdict: " + diff.verdict() + " against build " + against + " (" + text.get(0) + ")");
        text.stream().skip(1).limit(LOGGED_CHANGES)
                .map(l -> l.length() <= LINE_LENGTH ? l : l.substring(0, LINE_LENGTH - 1) + "…").forEach(lines::add);
        if (text.size() - 1 > LOGGED_CHANGES) {
            lines.add("  … and " + (text.size() - 1 - LOGGED_CHANGES) + " more (GET …/sdk-builds/{id}/surface-diff)");
        }
        for (Diagnostic w : warnings) {
            w.render().lines().forEach(lines::add);
        }
    }

    /** The real artifact-store and orchestrator, with the service's bounded retries. */
    private record RemoteServices(ArtifactStoreClient artifacts, OrchestratorClient orchestrator, WorkerConfig config,
                                  String store, String orchestratorName) implements Services {

        @Override
        public ArtifactRef store(String fileName, byte[] json) {
            return Retries.call(config.retry(), store, () -> artifacts.uploadJson(fileName, json));
        }

        @Override
        public String read(String id, String sha256) {
            byte[] bytes = Retries.call(config.retry(), store, () -> artifacts.download(id));
            if (!Archives.sha256(bytes).equals(sha256)) {
                throw new IllegalArgumentException("artifact " + id + " does not have the SHA-256 " + sha256);
            }
            return new String(bytes, StandardCharsets.UTF_8);
        }

        @Override
        public Optional<OrchestratorClient.SurfaceOf> previous(BuildSource source, String buildId) {
            return notFoundAsEmpty(() -> orchestrator.previousSurface(source.projectId(), source.targetId(), buildId));
        }

        @Override
        public Optional<OrchestratorClient.SurfaceRecord> recorded(BuildSource source, String buildId) {
            return notFoundAsEmpty(() -> orchestrator.surfaceRecord(source.projectId(), source.targetId(), buildId));
        }

        private <T> Optional<T> notFoundAsEmpty(java.util.function.Supplier<T> call) {
            try {
                return Optional.of(Retries.call(config.retry(), orchestratorName, call));
            } catch (WebApplicationException e) {
                if (e.getResponse().getStatus() == 404) {
                    return Optional.empty();
                }
                throw e;
            }
        }
    }
}
