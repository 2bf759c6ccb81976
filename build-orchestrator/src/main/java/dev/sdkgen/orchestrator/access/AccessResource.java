package dev.sdkgen.orchestrator.access;

import dev.sdkgen.orchestrator.access.AccessModel.AuditRequest;
import dev.sdkgen.orchestrator.access.AccessModel.AuditView;
import dev.sdkgen.orchestrator.access.AccessModel.TokenRequest;
import dev.sdkgen.orchestrator.access.AccessModel.TokenView;
import dev.sdkgen.orchestrator.access.AccessModel.WebhookSecretRequest;
import dev.sdkgen.orchestrator.access.AccessModel.WebhookSecretView;
import dev.sdkgen.orchestrator.api.QueryParams;
import dev.sdkgen.orchestrator.service.ApiException;
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
import java.util.List;

/**
 * The internal access API the api-gateway calls (docs/api.md, "Internal APIs"): tokens by hash,
 * webhook secrets (sealed), the audit log. Not public, like the rest of {@code /internal/v1}.
 */
@Path("/internal/v1")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class AccessResource {

    private final AccessService access;

    public AccessResource(AccessService access) {
        this.access = access;
    }

    @POST
    @Path("/tokens")
    public Response createToken(TokenRequest request) {
        return Response.status(201).entity(access.create(body(request))).build();
    }

    @GET
    @Path("/tokens")
    public List<TokenView> tokens() {
        return access.tokens();
    }

    @GET
    @Path("/tokens/by-hash/{hash}")
    public TokenView token(@PathParam("hash") String hash) {
        return access.byHash(hash);
    }

    @POST
    @Path("/tokens/{id}/revocation")
    @Consumes(MediaType.WILDCARD)
    public TokenView revoke(@PathParam("id") String id) {
        return access.revoke(id);
    }

    @POST
    @Path("/audit")
    public Response record(AuditRequest request) {
        return Response.status(201).entity(access.record(body(request))).build();
    }

    @GET
    @Path("/audit")
    public List<AuditView> audit(@QueryParam("before") String before, @QueryParam("limit") String limit,
                                 @QueryParam("project") String project, @QueryParam("actor") String actor) {
        return access.audit(before == null || before.isEmpty() ? null : (long) QueryParams.wholeNumber("before", before, 0),
                Math.min(QueryParams.wholeNumber("limit", limit, 100), 100), project, actor);
    }

    @PUT
    @Path("/projects/{projectId}/webhook-secret")
    public WebhookSecretView rotate(@PathParam("projectId") String projectId, WebhookSecretRequest request) {
        return access.rotate(projectId, body(request));
    }

    @GET
    @Path("/projects/{projectId}/webhook-secret")
    public WebhookSecretView webhookSecret(@PathParam("projectId") String projectId) {
        return access.webhookSecret(projectId);
    }

    private static <T> T body(T request) {
        if (request == null) {
            throw new ApiException(400, "invalid_request", "a JSON body is required");
        }
        return request;
    }
}
