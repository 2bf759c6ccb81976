package dev.sdkgen.orchestrator.notify;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.service.Database;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Sends the outbox. Each run claims due rows with {@code FOR UPDATE SKIP LOCKED} (so several
 * orchestrator instances never take the same row) and moves their {@code next_attempt_at} past a lease
 * before the transaction ends; then posts each one outside any transaction and records the attempt. A 2xx
 * ends a notification, a 410 also disables its endpoint, anything else (another status, a timeout, a
 * refused connection) is retried with a doubling wait until {@code max-attempts}. An instance that dies
 * mid-send leaves its rows to be sent again once the lease is over, with the same delivery id.
 */
@ApplicationScoped
public class NotificationSender {

    private static final Logger LOG = Logger.getLogger(NotificationSender.class);

    private final Notifications notifications;
    private final OrchestratorConfig.Notifications config;
    private final Database database;
    private final HttpClient http;

    public NotificationSender(Notifications notifications, OrchestratorConfig config, Database database) {
        this.notifications = notifications;
        this.config = config.notifications();
        this.database = database;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(this.config.timeout())
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** A claimed notification: what to send, and to which attempt it belongs. */
    record Claim(String id, String endpointId, String url, String type, String payload, int attempt, List<String> secrets,
                 String problem) {
    }

    /** What one attempt got: a status code, or an error; and how long it took. */
    record Outcome(Integer status, String error, int durationMs) {
        boolean ok() {
            return status != null && status >= 200 && status < 300;
        }
    }

    @Scheduled(every = "${sdkgen.orchestrator.notifications.poll-interval}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        if (database.isDown()) {
            return;
        }
        try {
            sendDue();
        } catch (RuntimeException e) {
            // the rows stay due (or leased): the next run after the database is back sends them
            if (database.isOutage(e)) {
                LOG.debugf("notifications wait for the build database: %s", Database.describe(e));
            } else {
                LOG.warn("sending notifications failed; the next run tries again", e);
            }
        }
    }

    /** Claims the due notifications and sends them; returns how many were tried. */
    public int sendDue() {
        List<Claim> claims = QuarkusTransaction.requiringNew().call(() -> claim(Instant.now()));
        for (Claim claim : claims) {
            Outcome outcome = claim.problem() != null ? new Outcome(null, claim.problem(), 0) : send(claim);
            QuarkusTransaction.requiringNew().run(() -> record(claim, outcome, Instant.now()));
        }
        return claims.size();
    }

    List<Claim> claim(Instant now) {
        @SuppressWarnings("unchecked")
        List<Notification> due = Notification.getEntityManager().createNativeQuery("select * from notification"
                        + " where state = 'pending' and next_attempt_at <= ?1 order by next_attempt_at, created_at, id"
                        + " limit ?2 for update skip locked", Notification.class)
                .setParameter(1, now).setParameter(2, config.batchSize()).getResultList();
        Duration lease = config.timeout().multipliedBy(due.size() + 1L).plusSeconds(30);
        List<Claim> claims = new ArrayList<>();
        for (Notification n : due) {
            NotificationEndpoint endpoint = NotificationEndpoint.findById(n.endpointId);
            if (!endpoint.enabled) {
                n.state = Notification.SKIPPED;
                n.finishedAt = now;
                continue;
            }
            n.nextAttemptAt = now.plus(lease);
            List<String> secrets = List.of();
            String problem = null;
            try {
                secrets = notifications.signingSecrets(endpoint, now);
            } catch (GeneralSecurityException | RuntimeException e) {
                problem = "not sent: the signing secret cannot be opened with this service's secrets key (sdkgen.git.secrets-key)";
            }
            claims.add(new Claim(n.id, endpoint.id, endpoint.url, n.type, n.payload, n.attempts + 1, secrets, problem));
        }
        return claims;
    }

    Outcome send(Claim claim) {
        long start = System.nanoTime();
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(claim.url())).timeout(config.timeout())
                    .header("Content-Type", "application/json")
                    .header("User-Agent", "sdkgen-notifications/1")
                    .header("Sdkgen-Event", claim.type())
                    .header("Sdkgen-Delivery", claim.id())
                    .header(Signatures.HEADER, Signatures.header(Instant.now().getEpochSecond(), claim.payload(), claim.secrets()))
                    .POST(HttpRequest.BodyPublishers.ofString(claim.payload())).build();
            int status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            return new Outcome(status, null, millisSince(start));
        } catch (HttpTimeoutException e) {
            return new Outcome(null, "timed out after " + config.timeout().toMillis() + " ms", millisSince(start));
        } catch (IOException | IllegalArgumentException e) {
            return new Outcome(null, describe(e), millisSince(start));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(null, "interrupted (the service is stopping)", millisSince(start));
        }
    }

    void record(Claim claim, Outcome outcome, Instant now) {
        Notification n = Notification.findById(claim.id(), LockModeType.PESSIMISTIC_WRITE);
        if (n == null) {
            return; // its endpoint was deleted meanwhile
        }
        NotificationAttempt a = new NotificationAttempt();
        a.notificationId = n.id;
        a.endpointId = n.endpointId;
        a.attempt = claim.attempt();
        a.at = now;
        a.statusCode = outcome.status();
        a.error = outcome.error();
        a.durationMs = outcome.durationMs();
        a.persist();
        n.attempts = claim.attempt();
        if (outcome.ok()) {
            finish(n, Notification.DELIVERED, now);
        } else if (outcome.status() != null && outcome.status() == 410) {
            finish(n, Notification.FAILED, now);
            disable(n.endpointId, "410 Gone from the endpoint (delivery " + n.id + " at " + now + ")", now);
        } else if (claim.attempt() >= config.maxAttempts()) {
            finish(n, Notification.FAILED, now);
            LOG.infof("notification %s to endpoint %s failed after %d attempts", n.id, n.endpointId, claim.attempt());
        } else {
            n.nextAttemptAt = now.plus(retryAfter(claim.attempt()));
        }
    }

    /** The wait after attempt {@code attempt} failed: {@code first-retry-after} doubled per earlier retry, at most {@code max-retry-after}. */
    Duration retryAfter(int attempt) {
        Duration wait = config.firstRetryAfter().multipliedBy(1L << Math.min(attempt - 1, 20));
        return wait.compareTo(config.maxRetryAfter()) > 0 ? config.maxRetryAfter() : wait;
    }

    private static void finish(Notification n, String state, Instant now) {
        n.state = state;
        n.finishedAt = now;
    }

    private static void disable(String endpointId, String reason, Instant now) {
        NotificationEndpoint e = NotificationEndpoint.findById(endpointId, LockModeType.PESSIMISTIC_WRITE);
        if (e != null && e.enabled) {
            e.enabled = false;
            e.disabledReason = reason;
            e.updatedAt = now;
            LOG.infof("notification endpoint %s disabled: %s", endpointId, reason);
        }
    }

    private static String describe(Exception e) {
        Throwable t = e;
        while (t.getCause() != null && t.getMessage() == null) {
            t = t.getCause();
        }
        String name = t.getClass().getSimpleName();
        return t.getMessage() == null ? name : name + ": " + t.getMessage();
    }

    private static int millisSince(long startNanos) {
        return (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - startNanos) / 1_000_000);
    }
}
