package dev.sdkgen.gateway;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/**
 * {@code POST /api/v1/projects/{projectId}/webhook-secret} (admin): a new webhook secret for the
 * project, shown in this answer only; the one it replaces is accepted until {@code previous_valid_until}.
 */
@Path("/api/v1/projects/{projectId}/webhook-secret")
@Produces(MediaType.APPLICATION_JSON)
public class WebhookSecretResource {

    private final WebhookSecrets secrets;
    private final Orchestrator orchestrator;

    public WebhookSecretResource(WebhookSecrets secrets, Orchestrator orchestrator) {
        this.secrets = secrets;
        this.orchestrator = orchestrator;
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    public Map<String, Object> rotate(@PathParam("projectId") String projectId) {
        ProjectsResource.id(projectId);
        orchestrator.call(() -> orchestrator.client().project(projectId));
        return secrets.rotate(projectId);
    }
}
