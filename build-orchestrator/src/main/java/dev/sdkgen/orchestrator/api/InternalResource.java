package dev.sdkgen.orchestrator.api;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.api.ApiModel.BuildView;
import dev.sdkgen.orchestrator.api.ApiModel.CreateProjectRequest;
import dev.sdkgen.orchestrator.api.ApiModel.PublishFailure;
import dev.sdkgen.orchestrator.api.ApiModel.ProjectView;
import dev.sdkgen.orchestrator.api.ApiModel.PushRequest;
import dev.sdkgen.orchestrator.api.ApiModel.PushResult;
import dev.sdkgen.orchestrator.api.ApiModel.ReserveBuildRequest;
import dev.sdkgen.orchestrator.api.ApiModel.TargetView;
import dev.sdkgen.orchestrator.service.ApiException;
import dev.sdkgen.orchestrator.service.BuildService;
import dev.sdkgen.orchestrator.service.DeliveryService;
import dev.sdkgen.orchestrator.service.ProjectService;
import dev.sdkgen.orchestrator.service.SurfaceService;
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

/**
 * The internal API the api-gateway calls (reads and reservations). Not public: the gateway is the
 * only authenticated edge; bind the orchestrator to a private interface.
 */
@Path("/internal/v1")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class InternalResource {

    /** The response header naming the cursor of the next page of a list. */
    public static final String NEXT_CURSOR = "X-Next-Cursor";

    private static final String TARGET = "/projects/{projectId}/sdk-targets/{targetId}";

    private final ProjectService projects;
    private final BuildService builds;
    private final DeliveryService deliveries;
    private final OrchestratorConfig config;
    private final dev.sdkgen.orchestrator.service.ProjectEdits edits;
    private final SurfaceService surfaces;

    public InternalResource(ProjectService projects, BuildService builds, DeliveryService deliveries,
                            OrchestratorConfig config, dev.sdkgen.orchestrator.service.ProjectEdits edits,
                            SurfaceService surfaces) {
        this.surfaces = surfaces;
        this.edits = edits;
        this.projects = projects;
        this.builds = builds;
        this.deliveries = deliveries;
        this.config = config;
    }

    /** Registers or replaces the target's SDK repository (checked and sealed by the gateway). */
    @PUT
    @Path(TARGET + "/sdk-repository")
    public ApiModel.SdkRepositoryView putSdkRepository(@PathParam("projectId") String projectId,
                                                       @PathParam("targetId") String targetId,
                                                       ApiModel.SdkRepositoryRequest request) {
        return deliveries.put(projectId, targetId, request);
    }

    @GET
    @Path(TARGET + "/sdk-repository")
    public ApiModel.SdkRepositoryView sdkRepository(@PathParam("projectId") String projectId,
                                                    @PathParam("targetId") String targetId) {
        return deliveries.get(projectId, targetId);
    }

    @DELETE
    @Path(TARGET + "/sdk-repository")
    public Response deleteSdkRepository(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        deliveries.delete(projectId, targetId);
        return Response.noContent().build();
    }

    /**
     * Where the codegen-worker delivers, with the sealed credentials; 404 when the target has no SDK
     * repository; 409 {@code build_cancelled} when {@code build} (and {@code attempt}) names a cancelled attempt.
     */
    @GET
    @Path(TARGET + "/sdk-repository/access")
    public ApiModel.SdkRepositoryAccess sdkRepositoryAccess(@PathParam("projectId") String projectId,
                                                           @PathParam("targetId") String targetId,
                                                           @QueryParam("build") String buildId,
                                                           @QueryParam("attempt") Integer attempt) {
        return deliveries.access(projectId, targetId, buildId, attempt);
    }

    /** Reserves a deliver retry of a succeeded build: 201 with the build, its delivery pending. */
    /** The surface of the target's previous succeeded build, for the codegen-worker's comparison; 404 when none. */
    @GET
    @Path(TARGET + "/sdk-builds/{buildId}/previous-surface")
    public ApiModel.PreviousSurfaceView previousSurface(@PathParam("projectId") String projectId,
                                                       @PathParam("targetId") String targetId,
                                                       @PathParam("buildId") String buildId) {
        return surfaces.previous(projectId, targetId, buildId);
    }

    /**
     * The build's previous succeeded build, which its surface and its files are compared with (the gateway's files
     * diff); 404 {@code no_previous_build}.
     */
    @GET
    @Path(TARGET + "/sdk-builds/{buildId}/previous-build")
    public BuildView previousBuild(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                                   @PathParam("buildId") String buildId) {
        return builds.previous(projectId, targetId, buildId);
    }

    /** What the build's current attempt recorded of its surface; 404 {@code surface_not_available} before. */
    @GET
    @Path(TARGET + "/sdk-builds/{buildId}/surface-record")
    public ApiModel.SurfaceRecordView surfaceRecord(@PathParam("projectId") String projectId,
                                                    @PathParam("targetId") String targetId,
                                                    @PathParam("buildId") String buildId) {
        return surfaces.recorded(projectId, targetId, buildId);
    }

    @POST
    @Path(TARGET + "/sdk-builds/{buildId}/deliveries")
    @Consumes(MediaType.WILDCARD)
    public Response deliver(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                            @PathParam("buildId") String buildId) {
        return Response.status(201).entity(deliveries.reserve(projectId, targetId, buildId)).build();
    }

    /** The gateway could not publish a reserved delivery's {@code DeliveryRequested}: it fails with the reason. 204. */
    @POST
    @Path(TARGET + "/sdk-builds/{buildId}/deliveries/{delivery}/publish-failure")
    public Response deliveryPublishFailed(@PathParam("projectId") String projectId,
                                          @PathParam("targetId") String targetId, @PathParam("buildId") String buildId,
                                          @PathParam("delivery") int delivery, PublishFailure request) {
        if (request == null || request.reason() == null || request.reason().isBlank()) {
            throw new ApiException(400, "invalid_request", "reason is required");
        }
        deliveries.publishFailed(projectId, targetId, buildId, delivery, request.reason());
        return Response.noContent().build();
    }

    @POST
    @Path("/projects")
    public Response createProject(CreateProjectRequest request) {
        if (request == null) {
            throw new ApiException(400, "invalid_request", "a JSON body is required");
        }
        return Response.status(201).entity(projects.create(request)).build();
    }

    @GET
    @Path("/projects")
    public List<?> following(@QueryParam("repository_url") List<String> urls, @QueryParam("branch") String branch) {
        if ((urls == null || urls.isEmpty()) && branch == null) {
            return builds.overview();
        }
        if (urls == null || urls.isEmpty()) {
            throw new ApiException(400, "invalid_request", "repository_url is required (branch alone is not a query)");
        }
        return projects.following(urls, branch);
    }

    /** New settings for the project (see {@link ApiModel.UpdateProjectRequest}); 200 with the project. */
    @jakarta.ws.rs.PUT
    @Path("/projects/{projectId}")
    public ProjectView update(@PathParam("projectId") String projectId, ApiModel.UpdateProjectRequest request) {
        if (request == null) {
            throw new ApiException(400, "invalid_request", "a JSON body is required");
        }
        return edits.update(projectId, request);
    }

    /** Deletes the project with all its builds; 409 while one runs. */
    @jakarta.ws.rs.DELETE
    @Path("/projects/{projectId}")
    public ApiModel.DeletedProjectView delete(@PathParam("projectId") String projectId) {
        return edits.delete(projectId);
    }

    @GET
    @Path("/projects/{projectId}")
    public ProjectView project(@PathParam("projectId") String projectId) {
        return projects.get(projectId);
    }

    /**
     * The sealed credentials of the project's repository, for the services that hold the key to
     * open them (gateway, spec-validator); 404 for a public repository.
     */
    @GET
    @Path("/projects/{projectId}/repository-credential")
    public ApiModel.SealedCredentialView credential(@PathParam("projectId") String projectId) {
        return projects.credential(projectId);
    }

    @GET
    @Path("/projects/{projectId}/sdk-targets")
    public List<TargetView> targets(@PathParam("projectId") String projectId) {
        return projects.get(projectId).sdkTargets();
    }

    @GET
    @Path("/projects/{projectId}/sdk-targets/{targetId}")
    public TargetView target(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        return projects.get(projectId).sdkTargets().stream().filter(t -> t.id().equals(targetId)).findFirst()
                .orElseThrow(() -> ApiException.notFound("sdk target " + targetId));
    }

    /**
     * A page of a target's builds, newest first: {@code limit} (default and most: {@code list-limit}),
     * {@code cursor} from the previous page's {@code X-Next-Cursor} header, which is absent on the last page.
     */
    @GET
    @Path("/projects/{projectId}/sdk-targets/{targetId}/sdk-builds")
    public Response builds(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        BuildService.Page page = builds.list(projectId, targetId,
                QueryParams.wholeNumber("limit", limit, config.listLimit()), cursor == null || cursor.isEmpty() ? null : cursor);
        Response.ResponseBuilder answer = Response.ok(page.builds());
        if (page.nextCursor() != null) {
            answer.header(NEXT_CURSOR, page.nextCursor());
        }
        return answer.build();
    }

    @POST
    @Path("/projects/{projectId}/sdk-targets/{targetId}/sdk-builds")
    public Response reserve(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                            ReserveBuildRequest request) {
        if (request == null) {
            throw new ApiException(400, "invalid_request", "a JSON body with commit is required");
        }
        return Response.status(201).entity(builds.reserve(projectId, targetId, request.commit(), request.reason())).build();
    }

    @GET
    @Path("/projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}")
    public BuildView build(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                           @PathParam("buildId") String buildId) {
        return builds.get(projectId, targetId, buildId);
    }

    @POST
    @Path("/projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}/attempts")
    @Consumes(MediaType.WILDCARD)
    public Response retry(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                          @PathParam("buildId") String buildId) {
        return Response.status(201).entity(builds.retry(projectId, targetId, buildId)).build();
    }

    /** Cancels a running build: 200 the build, {@code cancelled}; 404; 409 {@code build_finished}. */
    @POST
    @Path("/projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}/cancel")
    @Consumes(MediaType.WILDCARD)
    public BuildView cancel(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                            @PathParam("buildId") String buildId) {
        return builds.cancel(projectId, targetId, buildId);
    }

    /**
     * The gateway could not publish the attempt's {@code BuildRequested}: logged in the attempt, and
     * a still-queued attempt becomes {@code stuck} (retryable). 204; 404 for an unknown build or attempt.
     */
    @POST
    @Path("/projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}/attempts/{attempt}/publish-failure")
    public Response publishFailed(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                                  @PathParam("buildId") String buildId, @PathParam("attempt") int attempt,
                                  PublishFailure request) {
        if (request == null || request.reason() == null || request.reason().isBlank()) {
            throw new ApiException(400, "invalid_request", "reason is required");
        }
        builds.publishFailed(projectId, targetId, buildId, attempt, request.reason());
        return Response.noContent().build();
    }

    @POST
    @Path("/pushes")
    public PushResult push(PushRequest request) {
        if (request == null) {
            throw new ApiException(400, "invalid_request", "a JSON body is required");
        }
        return builds.push(request);
    }

    /**
     * Builds of every project, newest first (the Builds console): filtered by {@code project},
     * {@code target}, {@code state}, {@code reason}, {@code superseded} and {@code commit} (a full SHA or a prefix), paged like a target's builds ({@code limit},
     * {@code cursor}, {@code X-Next-Cursor}).
     */
    @GET
    @Path("/builds")
    public Response search(@QueryParam("project") String project, @QueryParam("target") String target,
                           @QueryParam("state") String state, @QueryParam("reason") String reason,
                           @QueryParam("superseded") String superseded, @QueryParam("commit") String commit,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        BuildService.Page page = builds.search(new BuildService.Filter(blankToNull(project), blankToNull(target),
                        blankToNull(state), blankToNull(reason), QueryParams.bool("superseded", superseded), blankToNull(commit)),
                QueryParams.wholeNumber("limit", limit, config.listLimit()), blankToNull(cursor));
        Response.ResponseBuilder answer = Response.ok(page.builds());
        if (page.nextCursor() != null) {
            answer.header(NEXT_CURSOR, page.nextCursor());
        }
        return answer.build();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }

}
