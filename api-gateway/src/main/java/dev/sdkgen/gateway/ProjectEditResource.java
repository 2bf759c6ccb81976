package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.git.Credentials;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Editing and deleting a project (admin). {@code PATCH} takes any of {@code name} and
 * {@code config_repository.url|branch|auth}: what is left out stays; the result is checked as a
 * registration is (URL policy, credentials, branch head, {@code sdkgen.yaml} there — whose
 * {@code targets} become the project's targets); {@code "auth": null} makes the repository public.
 * {@code DELETE} removes the project with all its builds and logs and says how many.
 */
@Path("/api/v1/projects/{projectId}")
@Produces(MediaType.APPLICATION_JSON)
public class ProjectEditResource {

    private final Orchestrator orchestrator;
    private final ProjectRepository repositories;
    private final RepositoryCheck check;

    public ProjectEditResource(Orchestrator orchestrator, ProjectRepository repositories, RepositoryCheck check) {
        this.orchestrator = orchestrator;
        this.repositories = repositories;
        this.check = check;
    }

    @PATCH
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonNode update(@PathParam("projectId") String projectId, JsonNode body) {
        ProjectsResource.id(projectId);
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("a JSON object with name and/or config_repository {url, branch, auth} is required");
        }
        ProjectsResource.knownFields(body, "", Set.of("name", "config_repository"));
        JsonNode repo = body.path("config_repository");
        if (!repo.isMissingNode() && !repo.isObject()) {
            throw ApiException.badRequest("config_repository must be an object {url, branch, auth}, not " + ProjectsResource.kind(repo));
        }
        if (repo.isObject()) {
            ProjectsResource.knownFields(repo, "config_repository.", Set.of("url", "branch", "auth"));
        }
        JsonNode project = orchestrator.call(() -> orchestrator.client().project(projectId));
        JsonNode current = project.path("config_repository");
        String name = body.has("name") ? ProjectsResource.requiredText(body, "name", "name") : project.path("name").asText();
        if (name.length() > 200) {
            throw ApiException.badRequest("name is longer than 200 characters");
        }
        String url = repo.has("url") ? ProjectsResource.requiredText(repo, "url", "config_repository.url")
                : current.path("url").asText();
        String branch = repo.has("branch") ? ProjectsResource.requiredText(repo, "branch", "config_repository.branch")
                : current.path("branch").asText();
        boolean newAuth = repo.has("auth");
        boolean hadAuth = current.path("auth").hasNonNull("type");
        RepositoryCheck.Checked checked = check.check(url, branch, location -> newAuth
                ? RepositoryAuth.read(repo.get("auth"), location)
                : hadAuth ? repositories.of(project).credentials() : Credentials.NONE);
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("name", name);
        request.put("repository_url", url);
        request.put("branch", branch);
        request.put("targets", checked.targets());
        request.put("credential", checked.sealedCredential());
        // a kept credential is sealed again for the (maybe new) URL: a sealed secret opens for its own URL only
        request.put("credential_change", checked.sealedCredential() != null ? "replace" : hadAuth ? "remove" : "keep");
        return orchestrator.call(() -> orchestrator.client().updateProject(projectId, request));
    }

    /** 200 {@code {project_id, deleted, builds_removed, message}}; 409 while one of its builds is queued or running. */
    @DELETE
    public JsonNode delete(@PathParam("projectId") String projectId) {
        ProjectsResource.id(projectId);
        return orchestrator.call(() -> orchestrator.client().deleteProject(projectId));
    }
}
