package dev.sdkgen.gateway;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The artifact-store's internal download API. */
@RegisterRestClient(configKey = "artifact-store")
@Path("/internal/v1/artifacts")
public interface ArtifactStoreClient {

    @GET
    @Path("/{id}")
    Response download(@PathParam("id") String id);
}
