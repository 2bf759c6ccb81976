package dev.sdkgen.orchestrator.api;

import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.sdkgen.orchestrator.api.ApiModel.ErrorBody;
import dev.sdkgen.orchestrator.service.ApiException;
import dev.sdkgen.orchestrator.service.Database;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/** Every error leaves as {@code {"error": {"code", "message"}}}; never a stack trace. */
public class ErrorMappers {

    private static final Logger LOG = Logger.getLogger(ErrorMappers.class);

    private final Database database;

    public ErrorMappers(Database database) {
        this.database = database;
    }

    /** While the build database is known to be down, every internal API request is answered 503 at once. */
    @ServerRequestFilter
    public Response databaseDown(ContainerRequestContext request) {
        if (!database.isDown() || !request.getUriInfo().getPath().startsWith("/internal/")) {
            return null;
        }
        return unavailable();
    }

    @ServerExceptionMapper
    public Response api(ApiException e) {
        return json(e.status(), e.code(), e.getMessage());
    }

    /** A request body with a field the endpoint does not know: named, so the caller can fix it. */
    @ServerExceptionMapper
    public Response unknownField(UnrecognizedPropertyException e) {
        return json(400, "invalid_request", "unknown field \"" + e.getPropertyName() + "\" in the request body");
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        int status = e.getResponse().getStatus();
        String code = switch (status) {
            case 400 -> "invalid_request";
            case 404 -> "not_found";
            case 405 -> "method_not_allowed";
            case 406 -> "not_acceptable";
            case 415 -> "unsupported_media_type";
            default -> status >= 500 ? "internal_error" : "invalid_request";
        };
        String message = status == 400 ? "the request body is not valid JSON for this endpoint" : e.getMessage();
        return json(status, code, message);
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        if (database.isOutage(e)) {
            LOG.warnf("a request failed while the build database is unavailable: %s", Database.describe(e));
            return unavailable();
        }
        if (isDataException(e)) {
            // PostgreSQL refused a value (SQLSTATE class 22: too long, a NUL character, out of range): the caller's
            // input, not a failure of ours (found by the fuzzer, docs/benchmarks.md)
            LOG.warnf("a request carried a value the database refuses: %s", Database.describe(e));
            return json(400, "invalid_request", "a value in this request cannot be stored: too long, or a character"
                    + " the database does not accept (NUL)");
        }
        LOG.error("unexpected failure", e);
        return json(500, "internal_error", "internal error; see the build-orchestrator log");
    }

    private static boolean isDataException(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.sql.SQLException sql && sql.getSQLState() != null && sql.getSQLState().startsWith("22")) {
                return true;
            }
        }
        return false;
    }

    private Response unavailable() {
        return Response.fromResponse(json(503, "database_unavailable", "the build database (PostgreSQL) cannot be"
                + " reached; builds continue when it is back, try again shortly")).header("Retry-After", "5").build();
    }

    static Response json(int status, String code, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(ErrorBody.of(code, message)).build();
    }
}
