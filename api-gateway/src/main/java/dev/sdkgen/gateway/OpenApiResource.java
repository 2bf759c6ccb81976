package dev.sdkgen.gateway;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * {@code GET /api/v1/openapi.yaml}: the OpenAPI description of {@code /api/v1}, no token needed. Hand-written
 * (examples/sdkgen-service/openapi/sdkgen-service.yaml, copied onto the class path by the build) and kept equal to
 * the routes served here by {@code OpenApiDescriptionTest}; the same file generates the service's own SDK.
 */
@Path(OpenApiResource.PATH)
public class OpenApiResource {

    /** Served without authentication ({@link AccessFilter}). */
    static final String PATH = "/api/v1/openapi.yaml";
    static final String RESOURCE = "openapi/sdkgen-service.yaml";

    private final byte[] description;

    public OpenApiResource() {
        try (InputStream in = OpenApiResource.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            description = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @GET
    @Produces(MediaType.WILDCARD)
    public Response description() {
        return Response.ok(description, "application/yaml; charset=UTF-8").build();
    }
}
