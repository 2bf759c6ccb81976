package dev.sdkgen.gateway;

import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.core.Response;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * A {@code /api/} path with a {@code .} or {@code ..} segment — as sent ({@code files/x/../../go.mod}) or
 * encoded ({@code ..%2F}) — is 400 {@code invalid_path}, before any route is matched: no path of the API has
 * one, and a file path of an SDK ({@code …/files/{path}}) must not leave the SDK's folder. The path is read as
 * it arrived (the router matches the path with its dot segments resolved, and would answer 404 for whatever
 * route that names).
 */
public class DotSegments {

    @ServerRequestFilter(preMatching = true)
    public Response refuse(HttpServerRequest request) {
        String raw = request.path();
        if (raw == null || !raw.startsWith("/api/")) {
            return null;
        }
        String decoded;
        try {
            decoded = URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return ErrorMappers.json(400, "invalid_path", "the path is not correctly percent-encoded");
        }
        for (String path : new String[] {raw, decoded}) {
            for (String segment : path.split("/", -1)) {
                if (segment.equals(".") || segment.equals("..")) {
                    return ErrorMappers.json(400, "invalid_path", "the path has a '" + segment + "' segment; paths of this API"
                            + " (and file paths inside an SDK) have none");
                }
            }
        }
        return null;
    }
}
