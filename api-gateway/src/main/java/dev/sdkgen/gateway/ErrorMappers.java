package dev.sdkgen.gateway;

import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every error leaves as {@code {"error": {"code", "message"}}}; never a stack trace. */
public class ErrorMappers {

    private static final Logger LOG = Logger.getLogger(ErrorMappers.class);

    private final RequestLimits limits;

    public ErrorMappers(RequestLimits limits) {
        this.limits = limits;
    }

    @ServerExceptionMapper
    public Response api(ApiException e) {
        return json(e.status(), e.code(), e.getMessage());
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e, HttpServerRequest request) {
        int status = e.getResponse().getStatus();
        if (status == 400 && request != null && request.bytesRead() > limits.maxBodySize()) {
            // a chunked body (no Content-Length for RequestLimits to check) cut off at the limit
            return Response.fromResponse(json(413, "payload_too_large", "the request body is larger than the "
                    + limits.maxBodySize() + " bytes accepted")).header("Connection", "close").build();
        }
        String code = switch (status) {
            case 400 -> "invalid_request";
            case 401 -> "unauthorized";
            case 404 -> "not_found";
            case 405 -> "method_not_allowed";
            case 406 -> "not_acceptable";
            case 415 -> "unsupported_media_type";
            default -> status >= 500 ? "internal_error" : "invalid_request";
        };
        return json(status, code, message(status, e, request));
    }

    /**
     * What the framework's own refusals mean to a caller: the route, the method or the media type that was wrong
     * (its messages — "HTTP 404 Not Found", "The content-type header value did not match the value in @Consumes" —
     * say nothing a caller can act on).
     */
    static String message(int status, WebApplicationException e, HttpServerRequest request) {
        String method = request == null ? "" : request.method().name();
        String path = request == null ? "" : request.path();
        return switch (status) {
            case 400 -> "the request body is not valid JSON for this endpoint";
            // only the framework throws these (our own 404s are ApiExceptions): its messages, "HTTP 404 Not Found" or
            // "Unable to find matching target resource method" (a path under a resource's prefix), name no route
            case 404 -> "no endpoint " + method + " " + path + " (see /api/v1 in docs/api.md)";
            case 405 -> method + " is not allowed on " + path;
            case 406 -> "this endpoint answers application/json (or text/event-stream for a log): the Accept header "
                    + (request == null ? "" : "'" + request.getHeader("Accept") + "' ") + "admits neither";
            case 415 -> "the request body must be application/json, not '"
                    + (request == null ? "" : String.valueOf(request.getHeader("Content-Type"))) + "'";
            default -> e.getMessage();
        };
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        LOG.error("unexpected failure", e);
        return json(500, "internal_error", "internal error; see the api-gateway log");
    }

    public static Response json(int status, String code, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", Map.of("code", code, "message", message == null ? "" : message))).build();
    }
}
