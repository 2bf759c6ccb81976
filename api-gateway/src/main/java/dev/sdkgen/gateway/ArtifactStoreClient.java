package dev.sdkgen.gateway;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The artifact-store's internal download API, and the files inside a stored SDK archive. */
@RegisterRestClient(configKey = "artifact-store")
@Path("/internal/v1/artifacts")
public interface ArtifactStoreClient {

    @GET
    @Path("/{id}")
    Response download(@PathParam("id") String id);

    /** {@code {"root", "files": [{"path", "size", "sha256", "text"}]}}. */
    @GET
    @Path("/{id}/files")
    Response files(@PathParam("id") String id);

    /** One file's bytes: {@code text/plain; charset=UTF-8} for text, else {@code application/octet-stream}. */
    @GET
    @Path("/{id}/file")
    Response file(@PathParam("id") String id, @QueryParam("path") String path);
}
