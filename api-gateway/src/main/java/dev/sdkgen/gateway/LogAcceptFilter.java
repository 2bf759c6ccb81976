package dev.sdkgen.gateway;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * A log is text unless the client asks for {@code text/event-stream} explicitly: without this,
 * {@code Accept: *}{@code /*} (curl's default) could be answered with the never-ending live stream.
 */
public class LogAcceptFilter {

    @ServerRequestFilter(preMatching = true)
    public void preferText(ContainerRequestContext request) {
        String accept = request.getHeaderString(HttpHeaders.ACCEPT);
        if (request.getUriInfo().getRequestUri().getPath().endsWith("/logs")
                && (accept == null || !accept.contains(MediaType.SERVER_SENT_EVENTS))) {
            request.getHeaders().putSingle(HttpHeaders.ACCEPT, MediaType.TEXT_PLAIN);
        }
    }
}
