package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.RepositoryException;
import dev.sdkgen.git.RepositoryLocation;
import dev.sdkgen.git.SshKeys;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * A target's SDK repository (docs/api.md, "SDK repositories"): registered and changed with
 * {@code PUT …/sdk-targets/{id}/repository}, checked like a Config Repository (URL policy,
 * credentials that fit the URL, read access) and its secret sealed here for its URL; and the
 * {@code deliver} action, which delivers a succeeded build's SDK again without generating it.
 */
@Path("/api/v1/projects/{projectId}/sdk-targets/{targetId}")
@Produces(MediaType.APPLICATION_JSON)
public class SdkRepositoriesResource {

    private static final Logger LOG = Logger.getLogger(SdkRepositoriesResource.class);
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
    private static final Pattern BRANCH = Pattern.compile("[A-Za-z0-9._/-]{1,200}");
    private static final String AUTH = "auth";

    private final Orchestrator orchestrator;
    private final GitRemote git;
    private final BuildRequestPublisher publisher;

    public SdkRepositoriesResource(Orchestrator orchestrator, GitRemote git, BuildRequestPublisher publisher) {
        this.orchestrator = orchestrator;
        this.git = git;
        this.publisher = publisher;
    }

    /** 200 with the SDK repository as shown (never the secret). */
    @PUT
    @Path("/repository")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonNode put(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId, JsonNode body) {
        ids(projectId, targetId);
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("a JSON object {url, branch, auth} is required");
        }
        ProjectsResource.knownFields(body, "", Set.of("url", "branch", AUTH));
        String url = text(body, "url");
        String branch = text(body, "branch");
        if (!BRANCH.matcher(branch).matches() || branch.contains("..") || branch.startsWith("/") || branch.endsWith("/")) {
            throw ApiException.badRequest("branch is not a branch name");
        }
        orchestrator.call(() -> orchestrator.client().target(projectId, targetId));
        RepositoryLocation location = git.locate(url);
        Credentials credentials = RepositoryAuth.read(body.get(AUTH), location, AUTH);
        Map<String, Object> stored = null;
        if (!(credentials instanceof Credentials.None)) {
            SshKeys.Description ssh = credentials instanceof Credentials.SshKey key
                    ? RepositoryAuth.checkSsh(key, location, () -> git.client().knowsHost(location.host(), location.port()),
                    AUTH) : null;
            stored = RepositoryAuth.stored(credentials, ssh, git.secrets(), url);
        }
        readable(location, credentials, branch);
        Map<String, Object> request = new LinkedHashMap<>(Map.of("url", url, "branch", branch));
        request.put("credential", stored);
        return orchestrator.call(() -> orchestrator.client().putSdkRepository(projectId, targetId, request));
    }

    @GET
    @Path("/repository")
    public JsonNode get(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        ids(projectId, targetId);
        return orchestrator.call(() -> orchestrator.client().sdkRepository(projectId, targetId));
    }

    /** 204: the target's SDKs are no longer delivered (builds already delivered stay as they are). */
    @DELETE
    @Path("/repository")
    public Response delete(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        ids(projectId, targetId);
        orchestrator.text(() -> orchestrator.client().deleteSdkRepository(projectId, targetId));
        return Response.noContent().build();
    }

    /**
     * 202 with the build, its delivery pending: the SDK of its current attempt delivered again from
     * its archive. 404 unknown; 409 {@code build_not_succeeded}, {@code no_sdk_repository},
     * {@code delivery_in_progress}.
     */
    @POST
    @Path("/sdk-builds/{buildId}/deliver")
    @Consumes(MediaType.WILDCARD)
    public Response deliver(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                            @PathParam("buildId") String buildId) {
        ids(projectId, targetId, buildId);
        JsonNode project = orchestrator.call(() -> orchestrator.client().project(projectId));
        JsonNode build = orchestrator.call(() -> orchestrator.client().deliver(projectId, targetId, buildId));
        publisher.publishDelivery(build, project.path("config_repository").path("auth").path("type").asText(null));
        return Response.accepted(build).build();
    }

    /**
     * The SDK repository must be readable with the credentials; a branch that does not exist yet is
     * fine (the first delivery creates it). Writing is proven by the first delivery.
     */
    private void readable(RepositoryLocation location, Credentials credentials, String branch) {
        try {
            git.client().headOf(location, credentials, branch);
        } catch (RepositoryException e) {
            if (e.kind() != RepositoryException.Kind.BRANCH_NOT_FOUND) {
                LOG.infof("SDK repository %s (%s): %s", location, e.kind(), e.getMessage());
                throw GitRemote.apiError(e);
            }
        }
    }

    private static String text(JsonNode body, String field) {
        JsonNode value = body.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw ApiException.badRequest(field + " is required (a non-empty string)");
        }
        return value.asText().trim();
    }

    private static void ids(String... values) {
        for (String v : values) {
            if (!ID.matcher(v).matches()) {
                throw new ApiException(404, "not_found", "no such resource");
            }
        }
    }
}
