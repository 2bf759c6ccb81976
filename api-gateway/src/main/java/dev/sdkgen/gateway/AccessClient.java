package dev.sdkgen.gateway;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The build-orchestrator's internal access API: tokens by hash, webhook secrets (sealed), the audit log. */
@RegisterRestClient(configKey = "orchestrator")
@Path("/internal/v1")
@Produces(MediaType.APPLICATION_JSON)
public interface AccessClient {

    @POST
    @Path("/tokens")
    @Consumes(MediaType.APPLICATION_JSON)
    Response createToken(Map<String, Object> body);

    @GET
    @Path("/tokens")
    Response tokens();

    @GET
    @Path("/tokens/by-hash/{hash}")
    Response tokenByHash(@PathParam("hash") String hash);

    @POST
    @Path("/tokens/{id}/revocation")
    Response revoke(@PathParam("id") String id);

    @POST
    @Path("/audit")
    @Consumes(MediaType.APPLICATION_JSON)
    Response record(Map<String, Object> body);

    @GET
    @Path("/audit")
    Response audit(@QueryParam("before") String before, @QueryParam("limit") String limit,
                   @QueryParam("project") String project, @QueryParam("actor") String actor);

    @PUT
    @Path("/projects/{p}/webhook-secret")
    @Consumes(MediaType.APPLICATION_JSON)
    Response rotateWebhookSecret(@PathParam("p") String projectId, Map<String, Object> body);

    @GET
    @Path("/projects/{p}/webhook-secret")
    Response webhookSecret(@PathParam("p") String projectId);
}
