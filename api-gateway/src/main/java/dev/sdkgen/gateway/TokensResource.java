package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * {@code /api/v1/tokens} (admin, not limited to projects): create a token — its secret is in the
 * creation answer only —, list them (never the secret or its hash), revoke one. And
 * {@code GET /api/v1/audit}: the audit log, newest first.
 */
@Path("/api/v1")
@Produces(MediaType.APPLICATION_JSON)
public class TokensResource {

    static final int MAX_DAYS = 3650;
    static final int DEFAULT_DAYS = 90;

    private final Orchestrator orchestrator;
    private final AccessClient access;
    private final TokenStore tokens;

    public TokensResource(Orchestrator orchestrator, @RestClient AccessClient access, TokenStore tokens) {
        this.orchestrator = orchestrator;
        this.access = access;
        this.tokens = tokens;
    }

    /**
     * {@code {"name", "role", "projects"?, "expires_in_days"?}}: 201 with the token record and, once,
     * {@code token} — the secret, which nothing stores.
     */
    @POST
    @Path("/tokens")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonNode body, @Context ContainerRequestContext request) {
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("a JSON object {name, role, projects?, expires_in_days?} is required");
        }
        ProjectsResource.knownFields(body, "", Set.of("name", "role", "projects", "expires_in_days"));
        String name = Fields.text(body, "name", 200);
        Role role = Role.of(Fields.text(body, "role", 20));
        List<String> projects = projects(body.get("projects"));
        long days = Fields.wholeNumber(body, "expires_in_days", DEFAULT_DAYS, 1, MAX_DAYS);
        Caller caller = (Caller) request.getProperty(Caller.PROPERTY);
        String secret = TokenStore.newToken();
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("name", name);
        record.put("token_hash", TokenStore.hashHex(secret));
        record.put("prefix", secret.substring(0, TokenStore.PREFIX.length() + 6));
        record.put("role", role.label());
        record.put("projects", projects);
        record.put("expires_at", Instant.now().plus(Duration.ofDays(days)).toString());
        record.put("created_by", caller.name() + " (" + caller.id() + ")");
        JsonNode created = orchestrator.call(() -> access.createToken(record));
        ((ObjectNode) created).put("token", secret);
        return Response.status(201).entity(created).build();
    }

    @GET
    @Path("/tokens")
    public JsonNode list() {
        return orchestrator.call(access::tokens);
    }

    /** Revokes the token: 200 with its record ({@code revoked_at} set); revoking it again changes nothing. */
    @DELETE
    @Path("/tokens/{id}")
    public JsonNode revoke(@PathParam("id") String id) {
        ProjectsResource.id(id);
        JsonNode revoked = orchestrator.call(() -> access.revoke(id));
        tokens.forget(id);
        return revoked;
    }

    /**
     * The audit log, newest first: {@code ?limit=} (1–100, default 100), {@code ?before=} an entry id (the
     * next page), {@code ?project=} a project id and {@code ?actor=} a token's name or id (exact) to filter.
     */
    @GET
    @Path("/audit")
    public JsonNode audit(@QueryParam("limit") String limit, @QueryParam("before") String before,
                          @QueryParam("project") String project, @QueryParam("actor") String actor) {
        String l = limit == null ? null : String.valueOf(Math.min(ProjectsResource.positive("limit", limit), 100));
        String b = before == null ? null : String.valueOf(ProjectsResource.positive("before", before));
        return orchestrator.call(() -> access.audit(b, l, project, actor));
    }

    private static List<String> projects(JsonNode value) {
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isArray() || value.isEmpty()) {
            throw ApiException.badRequest("projects must be a non-empty array of project ids (or absent: every project), not "
                    + ProjectsResource.kind(value));
        }
        List<String> ids = new ArrayList<>();
        for (JsonNode id : value) {
            if (!id.isTextual()) {
                throw ApiException.badRequest("projects must hold project ids (strings), not " + ProjectsResource.kind(id));
            }
            ids.add(id.asText());
        }
        return ids;
    }
}
