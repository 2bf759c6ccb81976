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
import java.util.List;
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
        ArtifactRef store(String fileName, String json);

        String read(String id, String sha256);

        /** The previous succeeded build's surface; empty when there is none. */
        Optional<OrchestratorClient.SurfaceOf> previous(BuildSource source, String buildId);

        /** What the build recorded; empty when nothing. */
        Optional<OrchestratorClient.SurfaceRecord> recorded(BuildSource source, String buildId);
    }

    private final Services services;

    @Inject
    public SurfaceRecorder(@RestClient ArtifactStoreClient artifacts, @RestClient OrchestratorClient orchestrator,
                           WorkerConfig config, @ConfigProperty(name = ArtifactStoreApi.URL_PROPERTY) String storeUrl,
                           @ConfigProperty(name = "quarkus.rest-client.orchestrator.url") String orchestratorUrl) {
        this(new RemoteServices(artifacts, orchestrator, config, ArtifactStoreApi.describe(storeUrl),
                "the build-orchestrator (" + orchestratorUrl + ")"));
    }

    SurfaceRecorder(Services services) {
        this.services = services;
    }

    /** Records the surface of the SDK generated from {@code plan} for build {@code buildId} and compares it. */
    public Recorded record(String buildId, BuildSource source, SdkPlan plan, String fileStem) {
        List<String> lines = new ArrayList<>();
        try {
            Surface surface = Surfaces.of(plan, Target.byId(source.language()).orElseThrow());
            ArtifactRef stored = services.store(fileStem + ".surface.json", SurfaceJson.write(surface));
            lines.add("Public surface: " + surface.methods().size() + " methods, " + surface.types().size()
                    + " types; stored as " + stored.id());
            Optional<OrchestratorClient.SurfaceOf> previous = services.previous(source, buildId);
            Surface old = previous.map(p -> readPrevious(p, lines)).orElse(null);
            if (previous.isEmpty()) {
                lines.add("Surface verdict: initial (the first succeeded build of the " + source.language()
                        + " target: nothing to compare with)");
            }
            SurfaceDiff diff = old == null ? null : SurfaceDiff.diff(old, surface);
            List<Diagnostic> warnings = diff == null ? List.of() : VersionBumpCheck.check(diff).stream().toList();
            String against = diff == null ? null : previous.get().buildId();
            ObjectNode document = diff == null ? SurfaceDiffJson.initial(surface)
                    : SurfaceDiffJson.document(List.of(diff), warnings);
            ObjectNode root = document.objectNode().put("against_build_id", against);
            root.setAll(document);
            ArtifactRef diffRef = services.store(fileStem + ".surface-diff.json", SurfaceDiffJson.write(root));
            if (diff != null) {
                log(diff, against, warnings, lines);
            }
            return new Recorded(new SurfaceReport(stored, diffRef, diff == null ? SurfaceReport.INITIAL : diff.verdict(),
                    against, diff == null ? 0 : diff.changes().size(), warnings.size()), diff, lines);
        } catch (RuntimeException e) { // also the artifact-store or the orchestrator staying away
            LOG.warnf(e, "build %s: the public surface was not recorded", buildId);
            lines.add("The public surface was not recorded: " + e.getMessage());
            return new Recorded(null, null, lines);
        }
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
        public ArtifactRef store(String fileName, String json) {
            return Retries.call(config.retry(), store, () -> artifacts.uploadJson(fileName,
                    json.getBytes(StandardCharsets.UTF_8)));
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
