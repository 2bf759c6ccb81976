package dev.sdkgen.worker;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.service.ArtifactStoreApi;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The artifact-store: the IR is fetched from it (claim check), the SDK archive stored in it. */
@RegisterRestClient(configKey = ArtifactStoreApi.CONFIG_KEY)
@Path(ArtifactStoreApi.PATH)
public interface ArtifactStoreClient {

    @GET
    @Path("/{id}")
    @Produces(MediaType.WILDCARD)
    byte[] download(@PathParam("id") String id);

    @POST
    @Consumes("application/zip")
    @Produces(MediaType.APPLICATION_JSON)
    ArtifactRef upload(@HeaderParam(ArtifactStoreApi.FILE_NAME_HEADER) String fileName, byte[] content);

    /** A JSON document (a surface, a surface diff). */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    ArtifactRef uploadJson(@HeaderParam(ArtifactStoreApi.FILE_NAME_HEADER) String fileName, byte[] content);
}
