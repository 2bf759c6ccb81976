package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.config;
import static dev.sdkgen.runtime.core.Clients.failure;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.BadRequestException;
import dev.sdkgen.runtime.errors.ConnectionException;
import dev.sdkgen.runtime.errors.InternalServerException;
import dev.sdkgen.runtime.errors.RateLimitException;
import dev.sdkgen.runtime.testing.MockServer;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The retry policy as seen on the wire: attempts counted and timed by the mock server. */
class RetryTest {

    private static final ClientConfig RETRYING = config()
            .retryPolicy(RetryPolicy.builder().maxRetries(2).retryOn(429, 503).build()).build();

    private final MockServer server = MockServer.shared();
    private final Clients.Sleeps sleeps = new Clients.Sleeps();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private ClientCore client(ClientConfig config) {
        return Clients.client(server, config, sleeps).build();
    }

    private JsonNode get(ClientCore client, RequestOptions options) {
        return client.request(RequestSpec.get("/r").build(), JsonNode.class, options);
    }

    private List<String> retryCounts() {
        return server.requests().stream().map(r -> r.header("x-sdkgen-retry-count")).collect(Collectors.toList());
    }

    @Test
    void neverRetriesWhenTheClientHasNoRetryPolicy() {
        server.enqueue(response("GET", "/r").status(503).json("{}"), response("GET", "/r").json("{\"ok\": true}"));
        ClientCore client = client(config().build());
        assertEquals(0, client.maxRetries());
        failure(InternalServerException.class, () -> get(client, null));
        assertEquals(1, server.requests().size());
        assertEquals(List.of(), sleeps.waits);
    }

    @Test
    void retriesAListedStatusAndThenSucceeds() {
        server.enqueue(response("GET", "/r").status(503).json("{}"), response("GET", "/r").json("{\"ok\": true}"));
        ClientCore client = client(RETRYING);
        assertEquals(2, client.maxRetries());
        assertEquals("{\"ok\":true}", get(client, null).toString());
        assertEquals(List.of("0", "1"), retryCounts());
        assertEquals(List.of(500.0), sleeps.millis());
    }

    @Test
    void backsOffExponentiallyAndThrowsTheStatusExceptionWhenExhausted() {
        server.enqueue(response("GET", "/r").status(503).json("{\"message\": \"down\"}").repeat());
        ClientCore client = client(config().retryPolicy(RetryPolicy.builder().maxRetries(3).initialDelayMs(100).maxDelayMs(250).build()).build());
        InternalServerException error = failure(InternalServerException.class, () -> get(client, null));
        assertEquals("503 down", error.getMessage());
        assertEquals(List.of("0", "1", "2", "3"), retryCounts());
        assertEquals(List.of(100.0, 200.0, 250.0), sleeps.millis());
    }

    @Test
    void appliesJitterBelowTheComputedDelay() {
        server.enqueue(response("GET", "/r").status(503).json("{}"), response("GET", "/r").json("{}"));
        ClientCore client = Clients.client(server, RETRYING, sleeps).random(() -> 0.5).build();
        get(client, null);
        assertEquals(List.of(437.5), sleeps.millis());
    }

    @Test
    void doesNotRetryAStatusThatIsNotListed() {
        server.enqueue(response("GET", "/r").status(500).json("{}"), response("GET", "/r").json("{}"));
        failure(InternalServerException.class, () -> get(client(RETRYING), null));
        assertEquals(1, server.requests().size());
    }

    @Test
    void neverRetriesAnOperationMarkedRetriesDisabled() {
        server.enqueue(response("POST", "/r").status(503).json("{}"), response("POST", "/r").json("{}"));
        ClientCore client = client(RETRYING);
        failure(InternalServerException.class, () -> client.requestVoid(RequestSpec.post("/r").retryable(false).build(),
                RequestOptions.builder().maxRetries(5).build()));
        assertEquals(1, server.requests().size());
    }

    @Test
    void honoursRetryAfterInSecondsCappedAtSixtySeconds() {
        server.enqueue(response("GET", "/r").status(429).header("Retry-After", "2").json("{}"),
                response("GET", "/r").status(429).header("Retry-After", "3600").json("{}"),
                response("GET", "/r").json("{\"ok\": true}"));
        get(client(RETRYING), null);
        assertEquals(List.of(2000.0, 60000.0), sleeps.millis());
    }

    @Test
    void honoursRetryAfterAsAnHttpDate() {
        String at = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC).plusSeconds(30));
        server.enqueue(response("GET", "/r").status(503).header("Retry-After", at).json("{}"), response("GET", "/r").json("{}"));
        get(client(RETRYING), null);
        assertEquals(1, sleeps.waits.size());
        double waited = sleeps.millis().get(0);
        assertTrue(waited > 25_000 && waited <= 30_000, "slept " + waited);
    }

    @Test
    void reallyWaitsForRetryAfter() {
        server.enqueue(response("GET", "/r").status(503).header("Retry-After", "1").json("{}"), response("GET", "/r").json("{}"));
        sleeps.real = true;
        get(client(RETRYING), null);
        List<MockServer.RecordedRequest> requests = server.requests();
        double waited = requests.get(1).time() - requests.get(0).time();
        assertTrue(waited >= 0.95, "waited " + waited + " s");
    }

    @Test
    void reallyWaitsWithTheDefaultSleeper() {
        server.enqueue(response("GET", "/r").status(503).header("Retry-After", "1").json("{}"), response("GET", "/r").json("{}"));
        ClientCore client = new Clients.Builder(RETRYING).baseUrl(server.url()).build();
        get(client, null);
        List<MockServer.RecordedRequest> requests = server.requests();
        double waited = requests.get(1).time() - requests.get(0).time();
        assertTrue(waited >= 0.95 && waited < 5, "waited " + waited + " s");
    }

    @Test
    void throwsRateLimitExceptionWithRetryAfterWhen429RetriesAreExhausted() {
        server.enqueue(response("GET", "/r").status(429).header("Retry-After", "1").json("{}").repeat());
        RateLimitException error = failure(RateLimitException.class, () -> get(client(RETRYING), null));
        assertEquals(Optional.of(Duration.ofSeconds(1)), error.retryAfter());
        assertEquals(3, server.requests().size());
        assertEquals(List.of(1000.0, 1000.0), sleeps.millis());
    }

    @Test
    void letsACallOverrideMaxRetries() {
        server.enqueue(response("GET", "/r").status(503).json("{}").repeat());
        ClientCore client = client(RETRYING);
        failure(InternalServerException.class, () -> get(client, RequestOptions.builder().maxRetries(0).build()));
        assertEquals(1, server.requests().size());
        server.reset();
        server.enqueue(response("GET", "/r").status(503).json("{}").repeat());
        failure(InternalServerException.class, () -> get(client, RequestOptions.builder().maxRetries(4).build()));
        assertEquals(5, server.requests().size());
    }

    @Test
    void theBuildersMaxRetriesOverridesThePolicy() {
        server.enqueue(response("GET", "/r").status(503).json("{}").repeat());
        ClientCore client = Clients.client(server, RETRYING, sleeps).maxRetries(0).build();
        failure(InternalServerException.class, () -> get(client, null));
        assertEquals(1, server.requests().size());
    }

    @Test
    void retriesWithTheDefaultPolicyWhenTheCallerSetsMaxRetriesWithoutAGeneratedPolicy() {
        server.enqueue(response("GET", "/r").status(502).json("{}"), response("GET", "/r").json("{\"ok\": 1}"));
        ClientCore client = Clients.client(server, config().build(), sleeps).maxRetries(1).build();
        assertEquals("{\"ok\":1}", get(client, null).toString());
        assertEquals(2, server.requests().size());
        assertEquals(List.of(500.0), sleeps.millis());
    }

    @Test
    void doesNotRetryConnectionErrorsUnlessThePolicySaysSo() {
        // POST: java.net.http itself re-sends a dropped GET once (see ClientTest).
        server.enqueue(response("POST", "/r").drop(), response("POST", "/r").json("{\"ok\": true}"));
        failure(ConnectionException.class, () -> client(RETRYING).requestVoid(RequestSpec.post("/r").build(), null));
        assertEquals(1, server.requests().size());
    }

    @Test
    void retriesDroppedConnectionsAndTimeoutsWithConnectionErrors() {
        server.enqueue(response("POST", "/r").drop(), response("POST", "/r").delayMs(1500).json("{}"),
                response("POST", "/r").json("{\"ok\": true}"));
        ClientCore client = client(config().retryPolicy(RetryPolicy.builder().connectionErrors(true).build()).build());
        JsonNode result = client.request(RequestSpec.post("/r").build(), JsonNode.class,
                RequestOptions.builder().timeout(Duration.ofMillis(300)).build());
        assertEquals("{\"ok\":true}", result.toString());
        assertEquals(3, server.requests().size());
        assertEquals(List.of(500.0, 1000.0), sleeps.millis());
    }

    @Test
    void waitsRetryAfterMsWhichWinsOverRetryAfter() {
        server.enqueue(response("GET", "/r").status(503).header("retry-after-ms", "20").header("Retry-After", "5").json("{}"),
                response("GET", "/r").json("{}"));
        get(client(RETRYING), null);
        assertEquals(List.of(20.0), sleeps.millis());
    }

    @Test
    void stopsRetryingOnXShouldRetryFalse() {
        server.enqueue(response("GET", "/r").status(503).header("x-should-retry", "false").json("{}"), response("GET", "/r").json("{}"));
        failure(InternalServerException.class, () -> get(client(RETRYING), null));
        assertEquals(1, server.requests().size());
    }

    @Test
    void retriesAnUnlistedStatusOnXShouldRetryTrueWithinMaxRetriesForARetryableOperation() {
        server.enqueue(response("*", "/r").status(400).header("x-should-retry", "true").json("{}").repeat());
        ClientCore client = client(RETRYING);
        failure(BadRequestException.class, () -> get(client, null));
        assertEquals(3, server.requests().size());
        server.reset();
        server.enqueue(response("*", "/r").status(400).header("x-should-retry", "true").json("{}").repeat());
        failure(BadRequestException.class, () -> client.requestVoid(RequestSpec.post("/r").retryable(false).build(), null));
        assertEquals(1, server.requests().size());
    }

    @Test
    void sendsOneIdempotencyKeyPerCallOnEveryAttemptAndNoneOnGet() {
        server.enqueue(response("*", "/r").status(503).json("{}"), response("*", "/r").json("{}"), response("*", "/r").json("{}"),
                response("*", "/r").json("{}"));
        ClientCore client = client(config().retryPolicy(RetryPolicy.builder().maxRetries(2).retryOn(503).build())
                .idempotencyHeader("Idempotency-Key").build());
        client.requestVoid(RequestSpec.post("/r").body(Map.of()).build(), null);
        client.requestVoid(RequestSpec.delete("/r").build(), null);
        get(client, null);
        List<String> keys = server.requests().stream().map(r -> r.header("idempotency-key")).collect(Collectors.toList());
        assertTrue(keys.get(0).startsWith("sdkgen-retry-"), keys.toString());
        assertEquals(keys.get(0), keys.get(1));
        assertTrue(keys.get(2).startsWith("sdkgen-retry-"), keys.toString());
        assertNotEquals(keys.get(0), keys.get(2));
        assertNull(keys.get(3));
    }

    @Test
    void sendsTheKeyACallPassesAndAHeaderTheCallerSetsWins() {
        server.enqueue(response("*", "/r").json("{}").repeat());
        ClientCore client = client(config().idempotencyHeader("Idempotency-Key").build());
        client.requestVoid(RequestSpec.post("/r").build(), RequestOptions.builder().idempotencyKey("k-1").build());
        client.requestVoid(RequestSpec.post("/r").build(),
                RequestOptions.builder().idempotencyKey("k-2").header("idempotency-key", "mine").build());
        client(config().build()).requestVoid(RequestSpec.post("/r").build(), RequestOptions.builder().idempotencyKey("k-3").build());
        List<String> keys = server.requests().stream().map(r -> r.header("idempotency-key")).collect(Collectors.toList());
        assertEquals(Arrays.asList("k-1", "mine", null), keys);
    }
}
