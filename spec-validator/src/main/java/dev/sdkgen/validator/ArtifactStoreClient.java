package dev.sdkgen.validator;

import dev.sdkgen.events.ArtifactRef;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** Upload side of the artifact-store: the IR goes there, the event carries the returned reference. */
@RegisterRestClient(configKey = "artifact-store")
@Path("/internal/v1/artifacts")
public interface ArtifactStoreClient {

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    ArtifactRef upload(@HeaderParam("X-File-Name") String fileName, byte[] content);
}
