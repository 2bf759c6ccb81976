package dev.sdkgen.gateway;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.regex.Pattern;

/**
 * {@code GET /api/v1/builds}: the builds of every project, newest first, filtered by
 * {@code project}, {@code target}, {@code state}, {@code reason}, {@code superseded} and {@code commit} (a SHA or its
 * prefix: the builds of one Config Repository commit across targets), paged like a target's builds
 * ({@code limit}, {@code cursor}, {@code Link}/{@code X-Next-Cursor}). The Builds console reads it.
 */
@Path("/api/v1/builds")
@Produces(MediaType.APPLICATION_JSON)
public class BuildsResource {

    private static final Pattern WORD = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
    private static final Pattern CURSOR = Pattern.compile("[A-Za-z0-9_-]{1,200}");

    private final Orchestrator orchestrator;

    public BuildsResource(Orchestrator orchestrator) {
        this.orchestrator = orchestrator;
    }

    @GET
    public Response builds(@QueryParam("project") String project, @QueryParam("target") String target,
                           @QueryParam("state") String state, @QueryParam("reason") String reason,
                           @QueryParam("superseded") String superseded, @QueryParam("limit") String limit,
                           @QueryParam("commit") String commit, @QueryParam("cursor") String cursor,
                           @Context UriInfo uri, @Context ContainerRequestContext request) {
        String p = scoped((Caller) request.getProperty(Caller.PROPERTY), filter("project", project));
        String t = filter("target", target);
        String s = filter("state", state);
        String r = filter("reason", reason);
        String sup = filter("superseded", superseded);
        String sha = filter("commit", commit);
        Integer size = limit == null || limit.isEmpty() ? null : ProjectsResource.positive("limit", limit);
        String c = cursor == null || cursor.isEmpty() ? null : cursor;
        if (c != null && !CURSOR.matcher(c).matches()) {
            throw ApiException.badRequest("cursor is not a cursor this API returned");
        }
        Orchestrator.Reply page = orchestrator.call(() -> orchestrator.client().allBuilds(p, t, s, r, sup, sha, size, c),
                ProjectsResource.NEXT_CURSOR);
        return ProjectsResource.paged(page, uri);
    }

    /**
     * The project filter a caller may use: anything for a token of every project; for a token limited to
     * projects one of its projects (its only one when the filter is absent), else 403.
     */
    private static String scoped(Caller caller, String project) {
        if (caller.allProjects()) {
            return project;
        }
        if (project == null && caller.projects().size() == 1) {
            return caller.projects().get(0);
        }
        if (project == null || !caller.canSee(project)) {
            throw new ApiException(403, "forbidden", caller.describe() + " can list the builds of its own projects only: "
                    + "add ?project= with one of " + String.join(", ", caller.projects()));
        }
        return project;
    }

    /** A filter value: absent or empty means "any"; anything but a plain word is 400. */
    private static String filter(String name, String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        if (!WORD.matcher(value).matches()) {
            throw ApiException.badRequest(name + " must be an id or a name, not '"
                    + (value.length() > 40 ? value.substring(0, 40) + "..." : value) + "'");
        }
        return value;
    }
}
