package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * {@code /api/v1/projects/{projectId}/notifications} (docs/api.md, "Notifications"): a project's
 * outbound webhooks. This resource checks the body's shape (each refusal names the field); the
 * orchestrator decides the rest (an http/https URL, known event types: 422) and keeps, signs and sends.
 */
@Path("/api/v1/projects/{projectId}/notifications")
@Produces(MediaType.APPLICATION_JSON)
public class NotificationsResource {

    private static final Set<String> FIELDS = Set.of("url", "events", "enabled", "description");

    private final Orchestrator orchestrator;
    private final NotificationsClient client;

    public NotificationsResource(Orchestrator orchestrator, @RestClient NotificationsClient client) {
        this.orchestrator = orchestrator;
        this.client = client;
    }

    /** {@code {"url", "events", "enabled"?, "description"?}}: 201 with the endpoint and, once, its {@code secret}. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(@PathParam("projectId") String projectId, JsonNode body) {
        Map<String, Object> fields = fields(body, true);
        return Response.status(201).entity(orchestrator.call(() -> client.create(projectId, fields))).build();
    }

    @GET
    public JsonNode list(@PathParam("projectId") String projectId) {
        return orchestrator.call(() -> client.list(projectId));
    }

    @GET
    @Path("/{id}")
    public JsonNode get(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        return orchestrator.call(() -> client.get(projectId, id));
    }

    /** Changes the fields given; {@code "enabled": true} also clears why the sender had disabled it. */
    @PATCH
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonNode update(@PathParam("projectId") String projectId, @PathParam("id") String id, JsonNode body) {
        Map<String, Object> fields = fields(body, false);
        return orchestrator.call(() -> client.update(projectId, id, fields));
    }

    @DELETE
    @Path("/{id}")
    public Response delete(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        orchestrator.text(() -> client.delete(projectId, id));
        return Response.noContent().build();
    }

    /** A new signing secret, in this answer only; the replaced one still signs during the grace period. */
    @POST
    @Path("/{id}/secret")
    @Consumes(MediaType.WILDCARD)
    public JsonNode rotate(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        return orchestrator.call(() -> client.rotate(projectId, id));
    }

    /** 202: a {@code notification.test} event is queued for this endpoint; its attempts show in the delivery log. */
    @POST
    @Path("/{id}/test")
    @Consumes(MediaType.WILDCARD)
    public Response test(@PathParam("projectId") String projectId, @PathParam("id") String id) {
        return Response.status(202).entity(orchestrator.call(() -> client.test(projectId, id))).build();
    }

    /** The endpoint's attempts, newest first ({@code ?limit=} 1–100, default 50). */
    @GET
    @Path("/{id}/deliveries")
    public JsonNode deliveries(@PathParam("projectId") String projectId, @PathParam("id") String id,
                               @QueryParam("limit") String limit) {
        String l = limit == null ? null : String.valueOf(Math.min(ProjectsResource.positive("limit", limit), 100));
        return orchestrator.call(() -> client.deliveries(projectId, id, l));
    }

    private static Map<String, Object> fields(JsonNode body, boolean create) {
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("a JSON object {url, events, enabled?, description?} is required");
        }
        ProjectsResource.knownFields(body, "", FIELDS);
        Map<String, Object> fields = new LinkedHashMap<>();
        if (create || body.has("url")) {
            fields.put("url", Fields.text(body, "url", 2000));
        }
        if (create || body.has("events")) {
            fields.put("events", events(body.get("events")));
        }
        if (body.has("enabled")) {
            JsonNode enabled = body.get("enabled");
            if (!enabled.isBoolean()) {
                throw ApiException.badRequest("enabled must be true or false, not " + ProjectsResource.kind(enabled));
            }
            fields.put("enabled", enabled.asBoolean());
        }
        if (body.has("description") && !body.get("description").isNull()) {
            fields.put("description", Fields.text(body, "description", 200));
        }
        return fields;
    }

    private static List<String> events(JsonNode value) {
        if (value == null || !value.isArray() || value.isEmpty()) {
            throw ApiException.badRequest("events is required: a non-empty array of event types such as"
                    + " [\"build.failed\", \"build.succeeded\"], not " + (value == null ? "nothing" : value.isArray() ? "an empty array" : ProjectsResource.kind(value)));
        }
        List<String> events = new ArrayList<>();
        for (JsonNode type : value) {
            if (!type.isTextual()) {
                throw ApiException.badRequest("events must hold event types (strings), not " + ProjectsResource.kind(type));
            }
            events.add(type.asText());
        }
        return events;
    }
}
