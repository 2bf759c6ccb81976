package dev.sdkgen.validator;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.service.ArtifactStoreApi;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** Upload side of the artifact-store: the IR goes there, the event carries the returned reference. */
@RegisterRestClient(configKey = ArtifactStoreApi.CONFIG_KEY)
@Path(ArtifactStoreApi.PATH)
public interface ArtifactStoreClient {

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    ArtifactRef upload(@HeaderParam(ArtifactStoreApi.FILE_NAME_HEADER) String fileName, byte[] content);
}
