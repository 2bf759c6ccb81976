package dev.sdkgen.gateway;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A request body or URI over the limits gets the JSON error body like every other error. The
 * HTTP layer's own answers (413 from Quarkus' body-size check, 414 from the request-line decoder)
 * have no body at all, so the limits are checked here first, before the body is read: a declared
 * {@code Content-Length} over {@code quarkus.http.limits.max-body-size} is a 413, a URI longer than
 * {@code sdkgen.gateway.max-uri-length} a 414. The decoder's own limit
 * ({@code quarkus.http.limits.max-initial-line-length}) is set well above the latter, so only a
 * request line too long to be decoded at all still gets the HTTP layer's bare 414. A Content-Type
 * header that is not a media type is a 415 here too.
 */
@ApplicationScoped
public class RequestLimits {

    /** Before Quarkus' own body-size check ({@code RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT}, -2). */
    static final int ORDER = -3;

    /** {@code type/subtype}, optionally followed by parameters (RFC 9110 §8.3.1). */
    private static final java.util.regex.Pattern MEDIA_TYPE =
            java.util.regex.Pattern.compile("\\s*[-!#$%&'*+.^_`|~0-9A-Za-z]+/[-!#$%&'*+.^_`|~0-9A-Za-z]+\\s*(;.*)?");

    private final long maxBodySize;
    private final int maxUriLength;

    public RequestLimits(@ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize maxBodySize,
                         GatewayConfig config) {
        this.maxBodySize = maxBodySize.asLongValue();
        this.maxUriLength = config.maxUriLength();
    }

    /** The largest request body accepted, in bytes. */
    public long maxBodySize() {
        return maxBodySize;
    }

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext ctx) {
        String uri = ctx.request().uri();
        if (uri.length() > maxUriLength) {
            reject(ctx, 414, "uri_too_long", "the request URI has " + uri.length() + " characters; at most "
                    + maxUriLength + " are accepted");
            return;
        }
        String type = ctx.request().getHeader(HttpHeaders.CONTENT_TYPE);
        if (type != null && !MEDIA_TYPE.matcher(type).matches()) {
            // RESTEasy cannot parse it either, and on some routes fails with a 500 (found by the fuzzer)
            reject(ctx, 415, "unsupported_media_type", "the Content-Type header is not a media type (type/subtype)");
            return;
        }
        String length = ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) {
            long declared;
            try {
                declared = Long.parseLong(length.trim());
            } catch (NumberFormatException e) {
                reject(ctx, 400, "invalid_request", "Content-Length is not a number");
                return;
            }
            if (declared > maxBodySize) {
                reject(ctx, 413, "payload_too_large", "the request body has " + declared + " bytes; at most "
                        + maxBodySize + " are accepted");
                return;
            }
        }
        ctx.next();
    }

    private static void reject(RoutingContext ctx, int status, String code, String message) {
        byte[] body = ("{\"error\":{\"code\":\"" + code + "\",\"message\":\"" + message + "\"}}")
                .getBytes(StandardCharsets.UTF_8);
        // the body is not read: the connection cannot be reused after this answer, close it once sent
        ctx.response().endHandler(done -> ctx.request().connection().close());
        ctx.response().setStatusCode(status)
                .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
                .putHeader(HttpHeaders.CONNECTION, "close")
                .end(io.vertx.core.buffer.Buffer.buffer(body));
    }
}
