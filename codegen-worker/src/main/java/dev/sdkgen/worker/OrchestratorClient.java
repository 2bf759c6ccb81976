package dev.sdkgen.worker;

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

    @GET
    @Path("/projects/{p}/sdk-targets/{t}/sdk-repository/access")
    @Produces(MediaType.APPLICATION_JSON)
    SdkRepositoryAccess sdkRepository(@PathParam("p") String projectId, @PathParam("t") String targetId,
                                      @QueryParam("build") String buildId, @QueryParam("attempt") Integer attempt);
}
