package dev.sdkgen.validator;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The one thing the validator asks the orchestrator: the sealed credentials of a private Config Repository. */
@RegisterRestClient(configKey = "orchestrator")
@Path("/internal/v1")
public interface OrchestratorClient {

    /** {@code type} and {@code sealed}; the key to open it is this service's {@code sdkgen.git.secrets-key}. */
    record SealedCredential(String type, String sealed) {
    }

    @GET
    @Path("/projects/{p}/repository-credential")
    @Produces(MediaType.APPLICATION_JSON)
    SealedCredential credential(@PathParam("p") String projectId);
}
