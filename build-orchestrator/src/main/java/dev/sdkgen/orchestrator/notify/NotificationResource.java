package dev.sdkgen.orchestrator.notify;

import dev.sdkgen.orchestrator.notify.NotificationModel.DeliveryView;
import dev.sdkgen.orchestrator.notify.NotificationModel.EndpointRequest;
import dev.sdkgen.orchestrator.notify.NotificationModel.EndpointView;
import dev.sdkgen.orchestrator.notify.NotificationModel.TestView;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** The internal notifications API the api-gateway forwards {@code /api/v1/projects/{p}/notifications} to. */
@Path("/internal/v1/projects/{projectId}/notifications")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class NotificationResource {

    private final Notifications notifications;

    public NotificationResource(Notifications notifications) {
        this.notifications = notifications;
    }

    @POST
    public Response create(@PathParam("projectId") String projectId, EndpointRequest request) {
        return Response.status(201).entity(notifications.create(projectId, request)).build();
    }

    @GET
    public List<EndpointView> list(@PathParam("projectId") String projectId) {
        return notifications.list(projectId);
    }

    @GET
    @Path("/{id}")
    public EndpointView get(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        return notifications.get(projectId, id);
    }

    @PATCH
    @Path("/{id}")
    public EndpointView update(@PathParam("projectId") String projectId, @PathParam("id") String id, EndpointRequest request) {
        return notifications.update(projectId, id, request);
    }

    @DELETE
    @Path("/{id}")
    public Response delete(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        notifications.delete(projectId, id);
        return Response.noContent().build();
    }

    @POST
    @Path("/{id}/secret")
    @Consumes(MediaType.WILDCARD)
    public EndpointView rotate(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        return notifications.rotate(projectId, id);
    }

    @POST
    @Path("/{id}/test")
    @Consumes(MediaType.WILDCARD)
    public Response test(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        TestView queued = notifications.test(projectId, id);
        return Response.status(202).entity(queued).build();
    }

    @GET
    @Path("/{id}/deliveries")
    public List<DeliveryView> deliveries(@PathParam("projectId") String projectId, @PathParam("id") String id,
                                         @QueryParam("limit") @DefaultValue("50") int limit) {
        return notifications.deliveries(projectId, id, limit);
    }
}
