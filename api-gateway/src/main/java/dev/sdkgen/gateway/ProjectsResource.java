package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import io.smallrye.mutiny.subscription.Cancellable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * The public API of docs/product.md §5 (except the webhook): projects, targets, builds, trigger, retry,
 * logs and artifacts. Reads are forwarded to the orchestrator; trigger and retry reserve there and
 * then publish {@code BuildRequested}.
 */
@Path("/api/v1/projects")
@Produces(MediaType.APPLICATION_JSON)
public class ProjectsResource {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
    private static final String BUILDS = "/{projectId}/sdk-targets/{targetId}/sdk-builds";
    private static final Set<String> ACTIVE = Set.of("queued", "validating", "generating");
    private static final Pattern CURSOR = Pattern.compile("[A-Za-z0-9_-]{1,200}");
    static final String NEXT_CURSOR = "X-Next-Cursor";

    private final Orchestrator orchestrator;
    private final GitRemote git;
    private final ProjectRepository repositories;
    private final BuildRequestPublisher publisher;
    private final SdkArchives archives;
    private final RepositoryCheck check;

    public ProjectsResource(Orchestrator orchestrator, GitRemote git, ProjectRepository repositories,
                            BuildRequestPublisher publisher, SdkArchives archives, RepositoryCheck check) {
        this.check = check;
        this.orchestrator = orchestrator;
        this.git = git;
        this.repositories = repositories;
        this.publisher = publisher;
        this.archives = archives;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response register(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("a JSON object with name and config_repository is required");
        }
        knownFields(body, "", Set.of("name", "config_repository", "start_builds"));
        JsonNode start = body.path("start_builds");
        if (!start.isMissingNode() && !start.isBoolean()) {
            throw ApiException.badRequest("start_builds must be true or false, not " + kind(start));
        }
        String name = requiredText(body, "name", "name");
        JsonNode repo = body.path("config_repository");
        if (!repo.isObject()) {
            throw ApiException.badRequest(repo.isMissingNode() || repo.isNull() ? "config_repository {url, branch} is required"
                    : "config_repository must be an object {url, branch}, not " + kind(repo));
        }
        knownFields(repo, "config_repository.", Set.of("url", "branch", "auth"));
        String url = requiredText(repo, "url", "config_repository.url");
        String branch = requiredText(repo, "branch", "config_repository.branch");
        if (name.length() > 200) {
            throw ApiException.badRequest("name is longer than 200 characters");
        }
        RepositoryCheck.Checked checked = check.check(url, branch, location -> RepositoryAuth.read(repo.get("auth"), location));
        Map<String, Object> request = new java.util.LinkedHashMap<>(
                Map.of("name", name, "repository_url", url, "branch", branch, "targets", checked.targets()));
        request.put("credential", checked.sealedCredential());
        JsonNode created = orchestrator.call(() -> orchestrator.client().createProject(request));
        if (start.asBoolean(true)) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) created).set("builds",
                    firstBuilds(created, checked.head(), created.path("config_repository").path("auth").path("type").asText(null)));
        }
        return Response.status(201).entity(created).build();
    }

    /**
     * A new project's first builds: one per target at the commit registration read. A build whose
     * {@code BuildRequested} cannot be published is {@code stuck} (its log says why) and the
     * registration still answers 201, with that build in it.
     */
    private com.fasterxml.jackson.databind.node.ArrayNode firstBuilds(JsonNode project, String commit, String authType) {
        com.fasterxml.jackson.databind.node.ArrayNode builds = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode();
        String projectId = project.path("project_id").asText();
        for (JsonNode target : project.path("sdk_targets")) {
            String targetId = target.path("id").asText();
            JsonNode build = orchestrator.call(() -> orchestrator.client().reserve(projectId, targetId,
                    Map.of("commit", commit, "reason", "trigger")));
            try {
                publisher.publish(build, authType);
                builds.add(build);
            } catch (ApiException e) {
                builds.add(orchestrator.call(() -> orchestrator.client().build(projectId, targetId,
                        build.path("build_id").asText())));
            }
        }
        return builds;
    }

    /**
     * Every project, each SDK target with its newest build ({@code latest_build}, null before the
     * first), and {@code webhook_url}: this gateway's Git webhook address, to paste into GitHub or GitLab.
     */
    @GET
    public JsonNode projects(@Context UriInfo uri, @Context jakarta.ws.rs.container.ContainerRequestContext request) {
        JsonNode list = orchestrator.call(() -> orchestrator.client().projects());
        String webhook = uri.getBaseUriBuilder().path("/api/v1/webhooks/git").build().toString();
        Caller caller = (Caller) request.getProperty(Caller.PROPERTY);
        // a token limited to projects sees only those
        var visible = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode();
        for (JsonNode project : list) {
            if (project instanceof com.fasterxml.jackson.databind.node.ObjectNode o && caller.canSee(o.path("project_id").asText())) {
                o.put("webhook_url", webhook);
                visible.add(o);
            }
        }
        return visible;
    }

    @GET
    @Path("/{projectId}")
    public JsonNode project(@PathParam("projectId") String projectId) {
        id(projectId);
        return orchestrator.call(() -> orchestrator.client().project(projectId));
    }

    @GET
    @Path("/{projectId}/sdk-targets")
    public JsonNode targets(@PathParam("projectId") String projectId) {
        id(projectId);
        return orchestrator.call(() -> orchestrator.client().targets(projectId));
    }

    @GET
    @Path("/{projectId}/sdk-targets/{targetId}")
    public JsonNode target(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        id(projectId);
        id(targetId);
        return orchestrator.call(() -> orchestrator.client().target(projectId, targetId));
    }

    /**
     * A page of the target's builds, newest first: {@code ?limit=} (1–100, default 100) and
     * {@code ?cursor=}; when there are more, {@code Link: <…?cursor=…>; rel="next"} and
     * {@code X-Next-Cursor} name the next page.
     */
    @GET
    @Path(BUILDS)
    public Response builds(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor,
                           @Context UriInfo uri) {
        id(projectId);
        id(targetId);
        Integer size = limit == null ? null : positive("limit", limit);
        if (cursor != null && !CURSOR.matcher(cursor).matches()) {
            throw ApiException.badRequest("cursor is not a cursor this API returned");
        }
        Orchestrator.Reply page = orchestrator.call(() -> orchestrator.client().builds(projectId, targetId, size, cursor),
                NEXT_CURSOR);
        return paged(page, uri);
    }

    /** A page of a list: its items, and {@code X-Next-Cursor} + {@code Link: <…>; rel="next"} when there are more. */
    static Response paged(Orchestrator.Reply page, UriInfo uri) {
        Response.ResponseBuilder answer = Response.ok(page.body());
        if (page.header() != null) {
            var next = uri.getRequestUriBuilder().replaceQueryParam("cursor", page.header());
            answer.header(NEXT_CURSOR, page.header())
                    .header("Link", "<" + next.build().getRawPath() + "?" + next.build().getRawQuery() + ">; rel=\"next\"");
        }
        return answer.build();
    }

    /** 202 with the new build, queued at the latest commit of the project's branch. */
    @POST
    @Path(BUILDS + "/trigger")
    @Consumes(MediaType.WILDCARD)
    public Response trigger(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        id(projectId);
        id(targetId);
        JsonNode project = orchestrator.call(() -> orchestrator.client().project(projectId));
        orchestrator.call(() -> orchestrator.client().target(projectId, targetId));
        String branch = project.path("config_repository").path("branch").asText();
        ProjectRepository.Access access = repositories.of(project);
        String commit = git.headOf(access.location(), access.credentials(), branch);
        JsonNode build = orchestrator.call(() -> orchestrator.client().reserve(projectId, targetId,
                Map.of("commit", commit, "reason", "trigger")));
        publisher.publish(build, access.authType());
        return Response.accepted(build).build();
    }

    /**
     * {@code POST /api/v1/projects/{p}/sdk-builds/trigger}: one build of every active target at the
     * branch head (resolved once). 202 {@code {"commit", "builds"}}; 404 unknown project.
     */
    @POST
    @Path("/{projectId}/sdk-builds/trigger")
    @Consumes(MediaType.WILDCARD)
    public Response triggerAll(@PathParam("projectId") String projectId) {
        id(projectId);
        JsonNode project = orchestrator.call(() -> orchestrator.client().project(projectId));
        ProjectRepository.Access access = repositories.of(project);
        String commit = git.headOf(access.location(), access.credentials(), project.path("config_repository").path("branch").asText());
        List<JsonNode> builds = new java.util.ArrayList<>();
        for (JsonNode target : project.path("sdk_targets")) {
            if (target.path("active").asBoolean(false)) {
                String targetId = target.path("id").asText();
                JsonNode build = orchestrator.call(() -> orchestrator.client().reserve(projectId, targetId,
                        Map.of("commit", commit, "reason", "trigger")));
                publisher.publish(build, access.authType());
                builds.add(build);
            }
        }
        return Response.accepted(Map.of("commit", commit, "builds", builds)).build();
    }

    /**
     * 202 with the build re-queued as a new attempt at the same commit; 404 unknown; 409 while it runs.
     * {@code ?commit=latest}: build the branch head instead — a new build of the target (202 with it)
     * unless the head is the build's own commit (then the same as a plain retry).
     */
    @POST
    @Path(BUILDS + "/{buildId}/retry")
    @Consumes(MediaType.WILDCARD)
    public Response retry(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                          @PathParam("buildId") String buildId, @QueryParam("commit") String which) {
        id(projectId);
        id(targetId);
        id(buildId);
        if (which != null && !which.isEmpty() && !which.equals("latest") && !which.equals("same")) {
            throw ApiException.badRequest("commit must be 'same' (the default: this build's commit) or 'latest' (the branch head)");
        }
        JsonNode project = orchestrator.call(() -> orchestrator.client().project(projectId));
        if ("latest".equals(which)) {
            JsonNode old = orchestrator.call(() -> orchestrator.client().build(projectId, targetId, buildId));
            ProjectRepository.Access access = repositories.of(project);
            String head = git.headOf(access.location(), access.credentials(), project.path("config_repository").path("branch").asText());
            if (!head.equals(old.path("commit").asText())) {
                if (ACTIVE.contains(old.path("state").asText())) {
                    throw new ApiException(409, "build_in_progress", "build " + buildId + " is " + old.path("state").asText()
                            + "; retry is allowed once it is succeeded, failed, stuck or cancelled");
                }
                JsonNode build = orchestrator.call(() -> orchestrator.client().reserve(projectId, targetId,
                        Map.of("commit", head, "reason", "retry")));
                publisher.publish(build, access.authType());
                return Response.accepted(build).build();
            }
        }
        JsonNode build = orchestrator.call(() -> orchestrator.client().retry(projectId, targetId, buildId));
        publisher.publish(build, project.path("config_repository").path("auth").path("type").asText(null));
        return Response.accepted(build).build();
    }

    /** 200 with the build, {@code cancelled}; 404 unknown; 409 {@code build_finished} once it has finished. */
    @POST
    @Path(BUILDS + "/{buildId}/cancel")
    @Consumes(MediaType.WILDCARD)
    public JsonNode cancel(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                           @PathParam("buildId") String buildId) {
        id(projectId);
        id(targetId);
        id(buildId);
        return orchestrator.call(() -> orchestrator.client().cancel(projectId, targetId, buildId));
    }

    @GET
    @Path(BUILDS + "/{buildId}")
    public JsonNode build(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                          @PathParam("buildId") String buildId) {
        id(projectId);
        id(targetId);
        id(buildId);
        return orchestrator.call(() -> orchestrator.client().build(projectId, targetId, buildId));
    }

    /** The attempt's full log as text (default: the latest attempt). */
    @GET
    @Path(BUILDS + "/{buildId}/logs")
    @Produces(MediaType.TEXT_PLAIN)
    public Response log(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                        @PathParam("buildId") String buildId, @QueryParam("attempt") String attempt) {
        id(projectId);
        id(targetId);
        id(buildId);
        Integer n = attempt == null ? null : positive("attempt", attempt);
        String text = orchestrator.text(() -> orchestrator.client().log(projectId, targetId, buildId, n));
        return Response.ok(text, MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8")).build();
    }

    /** The log followed live: {@code log} events (id = line number), then one {@code end} event with the state. */
    @GET
    @Path(BUILDS + "/{buildId}/logs")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public void followLog(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                          @PathParam("buildId") String buildId, @QueryParam("attempt") String attemptParam,
                          @Context SseEventSink sink, @Context Sse sse) {
        id(projectId);
        id(targetId);
        id(buildId);
        Integer attempt = attemptParam == null ? null : positive("attempt", attemptParam);
        orchestrator.call(() -> orchestrator.client().build(projectId, targetId, buildId));
        AtomicReference<Cancellable> upstream = new AtomicReference<>();
        upstream.set(orchestrator.client().followLog(projectId, targetId, buildId, attempt).subscribe().with(
                event -> {
                    if (sink.isClosed()) {
                        // the client went away: stop following the orchestrator's stream too
                        Cancellable c = upstream.get();
                        if (c != null) {
                            c.cancel();
                        }
                        return;
                    }
                    // the client took the one space after "data:" away; put it back (see sseData)
                    var out = sse.newEventBuilder().data(sseData(event.data() == null ? "" : event.data()));
                    if (event.name() != null) {
                        out.name(event.name());
                    }
                    if (event.id() != null) {
                        out.id(event.id());
                    }
                    sink.send(out.build());
                },
                failure -> sink.close(),
                sink::close));
    }

    /** The SDK archive of a succeeded build, with its SHA-256 in {@code X-Checksum-SHA256} and {@code Digest}. */
    @GET
    @Path(BUILDS + "/{buildId}/artifact")
    @Produces(MediaType.WILDCARD)
    public Response artifact(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                             @PathParam("buildId") String buildId) {
        id(projectId);
        id(targetId);
        id(buildId);
        return archives.download(archives.withArchive(projectId, targetId, buildId));
    }

    /**
     * The value of a {@code data} field as the SSE rule wants it: a client removes one space after
     * {@code data:}, so a line goes out as {@code data: } + line (Quarkus writes {@code data:} and the
     * value with nothing between). Without it a line's own leading space (the indented detail lines
     * of a diagnostic) would be taken away by every client on the way.
     */
    static String sseData(String text) {
        return " " + text;
    }

    /** 400 naming the first field of a request object that the endpoint does not know (a typo is not ignored). */
    static void knownFields(JsonNode object, String prefix, Set<String> known) {
        for (var names = object.fieldNames(); names.hasNext(); ) {
            String field = names.next();
            if (!known.contains(field)) {
                throw ApiException.badRequest("unknown field \"" + prefix + field + "\" (known: "
                        + known.stream().sorted().map(f -> prefix + f).collect(java.util.stream.Collectors.joining(", ")) + ")");
            }
        }
    }

    static String requiredText(JsonNode node, String field, String name) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw ApiException.badRequest(name + " is required (a non-empty string)");
        }
        if (!value.isTextual()) {
            throw ApiException.badRequest(name + " must be a string, not " + kind(value) + " (" + abbreviated(value) + ")");
        }
        if (value.asText().isBlank()) {
            throw ApiException.badRequest(name + " must not be empty");
        }
        return value.asText().trim();
    }

    /** A JSON value's kind in words, for error messages. */
    static String kind(JsonNode value) {
        if (value.isNumber()) {
            return "a number";
        }
        if (value.isBoolean()) {
            return "a boolean";
        }
        if (value.isArray()) {
            return "an array";
        }
        return value.isObject() ? "an object" : value.isTextual() ? "a string" : "null";
    }

    private static String abbreviated(JsonNode value) {
        String text = value.toString();
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /**
     * A positive whole number from a query parameter; 400 otherwise. (A JAX-RS {@code Integer}
     * parameter that does not parse makes a 404, which tells the client nothing.)
     */
    static int positive(String name, String value) {
        if (!value.matches("[0-9]{1,9}") || Integer.parseInt(value) < 1) {
            throw ApiException.badRequest(name + " must be a positive whole number, not '"
                    + (value.length() > 40 ? value.substring(0, 40) + "..." : value) + "'");
        }
        return Integer.parseInt(value);
    }

    /** A path id: anything but a plain word (control characters, slashes, 65+ characters) names nothing: 404. */
    static void id(String value) {
        if (!ID.matcher(value).matches()) {
            throw new ApiException(404, "not_found", "no such resource");
        }
    }
}
