package dev.sdkgen.validator;

import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import java.time.Duration;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Bounded retries of a call to another service: a connection failure, a timeout or a 5xx answer is
 * retried with doubling back-off ({@code sdkgen.validator.retry.*}); anything else (a 4xx) fails at
 * once. When the attempts are used up the call fails with {@link InfrastructureUnavailableException}
 * naming the service, its address, the last error and how long it was tried.
 */
final class Retries {

    private static final Logger LOG = Logger.getLogger(Retries.class);

    private Retries() {
    }

    static <T> T call(ValidatorConfig.Retry policy, String what, Supplier<T> call) {
        long start = System.nanoTime();
        Duration backoff = policy.initialBackoff();
        int attempts = Math.max(1, policy.attempts());
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (ProcessingException | WebApplicationException e) {
                if (e instanceof WebApplicationException w && w.getResponse().getStatus() < 500) {
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

    private static String reason(RuntimeException e) {
        if (e instanceof WebApplicationException w) {
            return "HTTP " + w.getResponse().getStatus();
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
