package dev.sdkgen.service;

import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Bounded retries of a call to another of our services: a connection failure, a timeout, a 5xx
 * answer, a 408 or 429, or a 4xx that the service's own code did not write (our services answer
 * errors with a JSON {@code {"error": …}} body; a bare 4xx comes from an HTTP codec or a proxy that
 * refused the exchange) is retried with doubling back-off within the caller's {@link RetryPolicy}; a
 * 4xx the service answered (unknown artifact, invalid request, no stored credential) fails at once
 * with the client's {@link WebApplicationException}. Only idempotent calls are retried this way (a
 * read by id, a content-addressed store). When the attempts are used up the call fails with
 * {@link InfrastructureUnavailableException} naming the service, its address, the last error and
 * how long it was tried.
 */
public final class Retries {

    private static final Logger LOG = Logger.getLogger(Retries.class);
    private static final int EXCERPT = 80;

    private Retries() {
    }

    /** Calls {@code call}; {@code what} names the service for the log and the failure ("the artifact-store (url)"). */
    public static <T> T call(RetryPolicy policy, String what, Supplier<T> call) {
        long start = System.nanoTime();
        Duration backoff = policy.initialBackoff();
        int attempts = Math.max(1, policy.attempts());
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (ProcessingException | WebApplicationException e) {
                if (e instanceof WebApplicationException w && w.getResponse().getStatus() < 500
                        && answeredByService(w.getResponse())) {
                    throw e;
                }
                String reason = reason(e);
                if (attempt >= attempts) {
                    long seconds = Duration.ofNanos(System.nanoTime() - start).toSeconds();
                    throw new InfrastructureUnavailableException(what + " was unavailable (" + reason + ") after "
                            + attempt + " attempts over " + seconds + " s", false, e);
                }
                LOG.warnf("%s unavailable (%s), attempt %d of %d; retrying in %d ms", what, reason, attempt, attempts,
                        backoff.toMillis());
                sleep(backoff);
                backoff = policy.nextBackoff(backoff);
            }
        }
    }

    /** Whether a 4xx is the service's own answer: not 408 or 429, and a JSON error body. */
    public static boolean answeredByService(Response response) {
        return answeredByService(response.getStatus(), body(response));
    }

    /** {@link #answeredByService(Response)} on a status and the body's text. */
    static boolean answeredByService(int status, String body) {
        if (status == 408 || status == 429) {
            return false;
        }
        String text = body.strip();
        return text.startsWith("{") && text.contains("\"error\"");
    }

    private static String body(Response response) {
        try {
            Object entity = response.getEntity();
            if (entity instanceof String s) {
                return s;
            }
            if (entity instanceof byte[] bytes) {
                return new String(bytes, StandardCharsets.UTF_8);
            }
            response.bufferEntity();
            return response.hasEntity() ? response.readEntity(String.class) : "";
        } catch (RuntimeException e) { // consumed or closed: nothing to read
            return "";
        }
    }

    /** "HTTP 503", "HTTP 400 <the start of a body we did not write>", or the innermost cause's message. */
    static String reason(RuntimeException e) {
        if (e instanceof WebApplicationException w) {
            String body = body(w.getResponse()).strip();
            return "HTTP " + w.getResponse().getStatus() + (body.isEmpty() || answeredByService(w.getResponse())
                    ? "" : " " + (body.length() > EXCERPT ? body.substring(0, EXCERPT) + "…" : body));
        }
        return Causes.rootMessage(e);
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting to retry", e);
        }
    }
}
