package dev.sdkgen.gateway;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** The build-orchestrator's internal notifications API (endpoints, their secrets, test events, the delivery log). */
@RegisterRestClient(configKey = "orchestrator")
@Path("/internal/v1/projects/{p}/notifications")
@Produces(MediaType.APPLICATION_JSON)
public interface NotificationsClient {

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    Response create(@PathParam("p") String projectId, Map<String, Object> body);

    @GET
    Response list(@PathParam("p") String projectId);

    @GET
    @Path("/{id}")
    Response get(@PathParam("p") String projectId, @PathParam("id") String id);

    @PATCH
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    Response update(@PathParam("p") String projectId, @PathParam("id") String id, Map<String, Object> body);

    @DELETE
    @Path("/{id}")
    Response delete(@PathParam("p") String projectId, @PathParam("id") String id);

    @POST
    @Path("/{id}/secret")
    Response rotate(@PathParam("p") String projectId, @PathParam("id") String id);

    @POST
    @Path("/{id}/test")
    Response test(@PathParam("p") String projectId, @PathParam("id") String id);

    @GET
    @Path("/{id}/deliveries")
    Response deliveries(@PathParam("p") String projectId, @PathParam("id") String id, @QueryParam("limit") String limit);
}
