package dev.sdkgen.gateway;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Every {@code /api/v1} path except the Git webhook (authenticated by its signature) and the OpenAPI description needs
 * {@code Authorization: Bearer <token>}: a missing, unknown, revoked or expired token is 401; a
 * token whose role is below what the route needs ({@link Permissions}), or that is limited to other
 * projects, is 403 {@code forbidden} naming what it lacks. The caller is kept in the request for
 * the resources (project lists are filtered by it) and the audit log ({@link AuditFilter}).
 *
 * <p>Not pre-matching: a token lookup may call the orchestrator, which must happen on a worker
 * thread (every endpoint here is blocking). An unknown route is therefore 404 with or without a token.
 */
public class AccessFilter {

    static final String WEBHOOK_PATH = "/api/v1/webhooks/";

    private final TokenStore tokens;

    public AccessFilter(TokenStore tokens) {
        this.tokens = tokens;
    }

    @ServerRequestFilter
    public Response authorise(ContainerRequestContext request) {
        String path = request.getUriInfo().getRequestUri().getPath();
        String method = request.getMethod();
        if (!path.startsWith("/api/") || path.startsWith(WEBHOOK_PATH) || path.equals(OpenApiResource.PATH)
                || "OPTIONS".equals(method)) {
            return null;
        }
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7) || header.substring(7).isBlank()) {
            return unauthorised(header == null ? "missing Authorization: Bearer <token>" : "invalid bearer token");
        }
        TokenStore.Result result = tokens.authenticate(header.substring(7).trim());
        if (result.caller() == null) {
            return unauthorised(result.refusal());
        }
        Caller caller = result.caller();
        // set before the checks: a refused write is recorded in the audit log too
        request.setProperty(Caller.PROPERTY, caller);
        Role needed = Permissions.needed(method, path);
        if (!caller.role().includes(needed)) {
            return forbidden(caller.describe() + " cannot " + method + " " + path + ": the " + needed.label()
                    + " role is needed" + (needed == Role.ADMIN ? "" : " (or admin)"));
        }
        if (!caller.allProjects() && Permissions.needsEveryProject(method, path)) {
            return forbidden(caller.describe() + " cannot " + method + " " + path
                    + ": this needs an admin token that is not limited to projects");
        }
        Optional<String> project = Permissions.projectOf(path);
        if (project.isPresent() && !caller.canSee(project.get())) {
            return forbidden(caller.describe() + " cannot reach project " + project.get());
        }
        return null;
    }

    private static Response unauthorised(String message) {
        return Response.fromResponse(ErrorMappers.json(401, "unauthorized", message))
                .header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"sdkgen\"").build();
    }

    private static Response forbidden(String message) {
        return ErrorMappers.json(403, "forbidden", message);
    }
}
