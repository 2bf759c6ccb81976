package dev.sdkgen.orchestrator.service;

import dev.sdkgen.events.SurfaceReport;
import dev.sdkgen.orchestrator.api.ApiModel.PreviousSurfaceView;
import dev.sdkgen.orchestrator.api.ApiModel.SurfaceRecordView;
import dev.sdkgen.orchestrator.domain.Build;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The public surface of builds (docs/services.md, "Surface and SemVer verdict"): what {@code SdkGenerated} reported
 * is kept on the build; the codegen-worker asks for the surface of the target's previous succeeded build to compare
 * with, and the gateway for what a build recorded.
 */
@ApplicationScoped
public class SurfaceService {

    private final BuildService builds;

    public SurfaceService(BuildService builds) {
        this.builds = builds;
    }

    /** SdkGenerated of the current attempt: its surface and verdict (none recorded: nothing is shown). */
    void generated(Build build, SurfaceReport report) {
        build.clearSurface();
        if (report == null || report.surface() == null || report.diff() == null) {
            return;
        }
        build.surfaceId = report.surface().id();
        build.surfaceSha256 = report.surface().sha256();
        build.surfaceDiffId = report.diff().id();
        build.surfaceDiffSha256 = report.diff().sha256();
        build.surfaceVerdict = report.verdict();
        build.surfaceAgainst = report.againstBuildId();
        build.surfaceChanges = report.changes();
        build.surfaceWarnings = report.warnings();
    }

    /**
     * The surface of the build's previous succeeded build ({@link BuildService#previousSucceeded}: the newest created
     * before it). 404 {@code no_previous_surface} when there is none (the target's first build: verdict initial) or it
     * recorded no surface (then nothing is compared either, and the message names it).
     */
    public PreviousSurfaceView previous(String projectId, String targetId, String buildId) {
        Build b = builds.previousSucceeded(builds.find(projectId, targetId, buildId)).orElseThrow(() -> new ApiException(
                404, "no_previous_surface", "build " + buildId + " has no earlier succeeded build of sdk target " + targetId));
        if (b.surfaceId == null) {
            throw new ApiException(404, "no_previous_surface", "build " + b.id + ", the previous succeeded build of "
                    + buildId + ", recorded no surface");
        }
        if (b.trimmed(b.attempt)) {
            throw new ApiException(404, "no_previous_surface", "the surface of build " + b.id + ", the previous succeeded"
                    + " build of " + buildId + ", was " + removedOn(b));
        }
        return new PreviousSurfaceView(b.id, b.surfaceId, b.surfaceSha256);
    }

    /** What the build's current attempt recorded; 404 {@code surface_not_available} before that (or never). */
    public SurfaceRecordView recorded(String projectId, String targetId, String buildId) {
        Build b = builds.find(projectId, targetId, buildId);
        if (b.surfaceId == null) {
            throw new ApiException(404, "surface_not_available", "build " + buildId + " (" + b.state.wire()
                    + ", attempt " + b.attempt + ") has no recorded surface"
                    + (b.state.isActive() ? " yet: it is recorded when the SDK is generated" : ""));
        }
        if (b.trimmed(b.attempt)) {
            throw new ApiException(404, "surface_removed", "the surface documents of build " + buildId + " were "
                    + removedOn(b) + "; retry the build to record them again");
        }
        return SurfaceRecordView.of(b);
    }

    /**
     * A trimmed build's surface documents are deleted with its archive ({@link Retention}): neither the gateway nor the
     * codegen-worker (comparing with it) is handed their ids.
     */
    private static String removedOn(Build b) {
        return "removed by the retention policy on " + b.trimmedAt;
    }
}
