package dev.sdkgen.gateway;

import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;
import org.jboss.resteasy.reactive.client.SseEvent;

/** The build-orchestrator's internal API (see docs/api.md, "Internal API"). */
@RegisterRestClient(configKey = "orchestrator")
@Path("/internal/v1")
public interface OrchestratorClient {

    String BUILDS = "/projects/{p}/sdk-targets/{t}/sdk-builds";

    @POST
    @Path("/projects")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response createProject(Map<String, Object> body);

    @GET
    @Path("/projects")
    @Produces(MediaType.APPLICATION_JSON)
    Response following(@QueryParam("repository_url") List<String> urls, @QueryParam("branch") String branch);

    /** Every project, each target with its newest build. */
    @GET
    @Path("/projects")
    @Produces(MediaType.APPLICATION_JSON)
    Response projects();

    /** Builds of every project, newest first, filtered and paged. */
    @GET
    @Path("/builds")
    @Produces(MediaType.APPLICATION_JSON)
    Response allBuilds(@QueryParam("project") String projectId, @QueryParam("target") String targetId,
                       @QueryParam("state") String state, @QueryParam("reason") String reason,
                       @QueryParam("superseded") String superseded, @QueryParam("commit") String commit,
                       @QueryParam("limit") Integer limit, @QueryParam("cursor") String cursor);

    @jakarta.ws.rs.PUT
    @Path("/projects/{p}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response updateProject(@PathParam("p") String projectId, Map<String, Object> body);

    @jakarta.ws.rs.DELETE
    @Path("/projects/{p}")
    @Produces(MediaType.APPLICATION_JSON)
    Response deleteProject(@PathParam("p") String projectId);

    @GET
    @Path("/projects/{p}")
    @Produces(MediaType.APPLICATION_JSON)
    Response project(@PathParam("p") String projectId);

    @GET
    @Path("/projects/{p}/repository-credential")
    @Produces(MediaType.APPLICATION_JSON)
    Response credential(@PathParam("p") String projectId);

    @GET
    @Path("/projects/{p}/sdk-targets")
    @Produces(MediaType.APPLICATION_JSON)
    Response targets(@PathParam("p") String projectId);

    @GET
    @Path("/projects/{p}/sdk-targets/{t}")
    @Produces(MediaType.APPLICATION_JSON)
    Response target(@PathParam("p") String projectId, @PathParam("t") String targetId);

    @GET
    @Path(BUILDS)
    @Produces(MediaType.APPLICATION_JSON)
    Response builds(@PathParam("p") String projectId, @PathParam("t") String targetId, @QueryParam("limit") Integer limit,
                    @QueryParam("cursor") String cursor);

    @POST
    @Path(BUILDS)
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response reserve(@PathParam("p") String projectId, @PathParam("t") String targetId, Map<String, Object> body);

    @GET
    @Path(BUILDS + "/{b}")
    @Produces(MediaType.APPLICATION_JSON)
    Response build(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId);

    @POST
    @Path(BUILDS + "/{b}/attempts")
    @Produces(MediaType.APPLICATION_JSON)
    Response retry(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId);

    @POST
    @Path(BUILDS + "/{b}/cancel")
    @Produces(MediaType.APPLICATION_JSON)
    Response cancel(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId);

    @GET
    @Path(BUILDS + "/{b}/logs")
    @Produces(MediaType.TEXT_PLAIN)
    Response log(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId,
                 @QueryParam("attempt") Integer attempt);

    @GET
    @Path(BUILDS + "/{b}/logs")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    Multi<SseEvent<String>> followLog(@PathParam("p") String projectId, @PathParam("t") String targetId,
                                      @PathParam("b") String buildId, @QueryParam("attempt") Integer attempt);

    @POST
    @Path(BUILDS + "/{b}/attempts/{n}/publish-failure")
    @Consumes(MediaType.APPLICATION_JSON)
    Response publishFailed(@PathParam("p") String projectId, @PathParam("t") String targetId,
                           @PathParam("b") String buildId, @PathParam("n") int attempt, Map<String, Object> body);

    @PUT
    @Path("/projects/{p}/sdk-targets/{t}/sdk-repository")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response putSdkRepository(@PathParam("p") String projectId, @PathParam("t") String targetId, Map<String, Object> body);

    @GET
    @Path("/projects/{p}/sdk-targets/{t}/sdk-repository")
    @Produces(MediaType.APPLICATION_JSON)
    Response sdkRepository(@PathParam("p") String projectId, @PathParam("t") String targetId);

    @DELETE
    @Path("/projects/{p}/sdk-targets/{t}/sdk-repository")
    Response deleteSdkRepository(@PathParam("p") String projectId, @PathParam("t") String targetId);

    /** The build's previous succeeded build, which its surface and files are compared with; 404 {@code no_previous_build}. */
    @GET
    @Path(BUILDS + "/{b}/previous-build")
    @Produces(MediaType.APPLICATION_JSON)
    Response previousBuild(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId);

    /** What a build recorded of its public surface (artifact-store ids); 404 {@code surface_not_available}. */
    @GET
    @Path(BUILDS + "/{b}/surface-record")
    @Produces(MediaType.APPLICATION_JSON)
    Response surfaceRecord(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId);

    @POST
    @Path(BUILDS + "/{b}/deliveries")
    @Produces(MediaType.APPLICATION_JSON)
    Response deliver(@PathParam("p") String projectId, @PathParam("t") String targetId, @PathParam("b") String buildId);

    @POST
    @Path(BUILDS + "/{b}/deliveries/{n}/publish-failure")
    @Consumes(MediaType.APPLICATION_JSON)
    Response deliveryPublishFailed(@PathParam("p") String projectId, @PathParam("t") String targetId,
                                   @PathParam("b") String buildId, @PathParam("n") int delivery, Map<String, Object> body);

    @POST
    @Path("/pushes")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response push(Map<String, Object> body);
}
