package dev.sdkgen.worker;

import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Bounded retries of a call to another service: a connection failure, a timeout, a 5xx answer, a 408
 * or 429, or a 4xx that the service's own code did not write (our services answer errors with a JSON
 * {@code {"error": …}} body; a bare 4xx comes from an HTTP codec or a proxy that refused the exchange)
 * is retried with doubling back-off ({@code sdkgen.codegen.retry.*}); a 4xx the service answered
 * (unknown artifact, invalid request) fails at once. Both calls retried this way are idempotent: a
 * read by content id and a content-addressed store. When the attempts are used up the call fails with {@link InfrastructureUnavailableException}
 * naming the service, its address, the last error and how long it was tried.
 */
final class Retries {

    private static final Logger LOG = Logger.getLogger(Retries.class);

    private Retries() {
    }

    static <T> T call(WorkerConfig.Retry policy, String what, Supplier<T> call) {
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
                backoff = backoff.multipliedBy(2).compareTo(policy.maxBackoff()) > 0 ? policy.maxBackoff()
                        : backoff.multipliedBy(2);
            }
        }
    }

    /** Whether a 4xx is the service's own answer: not 408 or 429, and a JSON error body. */
    static boolean answeredByService(Response response) {
        int status = response.getStatus();
        if (status == 408 || status == 429) {
            return false;
        }
        String body = body(response).strip();
        return body.startsWith("{") && body.contains("\"error\"");
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

    private static String reason(RuntimeException e) {
        if (e instanceof WebApplicationException w) {
            String body = body(w.getResponse()).strip();
            return "HTTP " + w.getResponse().getStatus() + (body.isEmpty() || answeredByService(w.getResponse())
                    ? "" : " " + (body.length() > 80 ? body.substring(0, 80) + "…" : body));
        }
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
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
