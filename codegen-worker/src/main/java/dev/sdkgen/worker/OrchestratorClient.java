package dev.sdkgen.worker;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * What the worker asks the orchestrator: where a target's SDK is delivered (404: nowhere; 409
 * {@code build_cancelled} when the named build attempt was cancelled: its SDK is not delivered).
 */
@RegisterRestClient(configKey = "orchestrator")
@Path("/internal/v1")
public interface OrchestratorClient {

    /** The SDK repository; {@code sealed} (null without credentials) opens with {@code sdkgen.git.secrets-key}. */
    record SdkRepositoryAccess(String url, String branch, String type, String sealed) {
    }

    /** The surface of an earlier build: which build, and its {@code surface.json} in the artifact-store (id, SHA-256). */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record SurfaceOf(String buildId, String surfaceId, String surfaceSha256) {
    }

    /** What a build recorded: its surface, its diff document, the build it was compared with, the verdict. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record SurfaceRecord(String surfaceId, String surfaceSha256, String diffId, String diffSha256, String againstBuildId,
                         String verdict) {
    }

    /**
     * The surface of the build's previous succeeded build — the newest of the target created before it (404: there is
     * none, the target's first build, or it recorded no surface).
     */
    @GET
    @Path("/projects/{p}/sdk-targets/{t}/sdk-builds/{b}/previous-surface")
    @Produces(MediaType.APPLICATION_JSON)
    SurfaceOf previousSurface(@PathParam("p") String projectId, @PathParam("t") String targetId,
                              @PathParam("b") String buildId);

    /** What the build's current attempt recorded (404: nothing recorded). */
    @GET
    @Path("/projects/{p}/sdk-targets/{t}/sdk-builds/{b}/surface-record")
    @Produces(MediaType.APPLICATION_JSON)
    SurfaceRecord surfaceRecord(@PathParam("p") String projectId, @PathParam("t") String targetId,
                                @PathParam("b") String buildId);

    @GET
    @Path("/projects/{p}/sdk-targets/{t}/sdk-repository/access")
    @Produces(MediaType.APPLICATION_JSON)
    SdkRepositoryAccess sdkRepository(@PathParam("p") String projectId, @PathParam("t") String targetId,
                                      @QueryParam("build") String buildId, @QueryParam("attempt") Integer attempt);
}
