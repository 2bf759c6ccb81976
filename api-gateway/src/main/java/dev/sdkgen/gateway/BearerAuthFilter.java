package dev.sdkgen.gateway;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Every {@code /api/v1} path except the Git webhook (which is authenticated by its signature)
 * needs {@code Authorization: Bearer <token>} with one of the configured tokens. Tokens are
 * compared as SHA-256 digests with {@link MessageDigest#isEqual} against every configured token,
 * so the time taken does not depend on how much of a token matched.
 */
public class BearerAuthFilter {

    static final String WEBHOOK_PATH = "/api/v1/webhooks/";

    private final List<byte[]> tokenDigests;

    public BearerAuthFilter(GatewayConfig config) {
        this.tokenDigests = config.apiTokens().stream().map(String::trim).filter(t -> !t.isEmpty())
                .map(BearerAuthFilter::sha256).toList();
    }

    @ServerRequestFilter(preMatching = true)
    public Response authenticate(ContainerRequestContext request) {
        String path = request.getUriInfo().getRequestUri().getPath();
        if (!path.startsWith("/api/") || path.startsWith(WEBHOOK_PATH) || "OPTIONS".equals(request.getMethod())) {
            return null;
        }
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7) && matches(header.substring(7).trim())) {
            return null;
        }
        return Response.fromResponse(ErrorMappers.json(401, "unauthorized",
                        header == null ? "missing Authorization: Bearer <token>" : "invalid bearer token"))
                .header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"sdkgen\"").build();
    }

    private boolean matches(String token) {
        byte[] presented = sha256(token);
        boolean ok = false;
        for (byte[] known : tokenDigests) {
            ok |= MessageDigest.isEqual(presented, known);
        }
        return ok;
    }

    static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
