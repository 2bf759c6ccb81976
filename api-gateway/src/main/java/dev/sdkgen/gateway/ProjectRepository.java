package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.RepositoryLocation;
import jakarta.enterprise.context.ApplicationScoped;

/** A registered project's Config Repository: its location (checked against today's policy) and its credentials. */
@ApplicationScoped
public class ProjectRepository {

    private final Orchestrator orchestrator;
    private final GitRemote git;

    public ProjectRepository(Orchestrator orchestrator, GitRemote git) {
        this.orchestrator = orchestrator;
        this.git = git;
    }

    /** Where and how to read a project's repository; {@code authType} is null for a public one. */
    public record Access(RepositoryLocation location, Credentials credentials, String authType) {
    }

    /** For a project as the orchestrator shows it ({@code config_repository.url}, {@code .auth.type}). */
    public Access of(JsonNode project) {
        String url = project.path("config_repository").path("url").asText();
        RepositoryLocation location = git.locate(url);
        JsonNode auth = project.path("config_repository").path("auth");
        if (!auth.hasNonNull("type")) {
            return new Access(location, Credentials.NONE, null);
        }
        String projectId = project.path("project_id").asText();
        JsonNode sealed = orchestrator.call(() -> orchestrator.client().credential(projectId));
        return new Access(location, git.open(sealed.path("sealed").asText(), url), auth.get("type").asText());
    }
}
