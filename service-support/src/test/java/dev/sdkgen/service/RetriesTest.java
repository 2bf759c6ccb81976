package dev.sdkgen.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.ConnectException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Which failures of a call to another service are retried, and how often. */
class RetriesTest {

    private static final RetryPolicy FAST = RetryPolicy.of(3, Duration.ofMillis(1), Duration.ofMillis(2));
    private static final String STORE = "the artifact-store (http://store)";
    private static final String JSON_ERROR = "{\"error\":{\"code\":\"not_found\",\"message\":\"artifact x not found\"}}";

    /** Throws the given failures in turn, then answers "ok"; counts the calls. */
    private static final class Script implements Supplier<String> {
        final Deque<RuntimeException> failures;
        final AtomicInteger calls = new AtomicInteger();

        Script(RuntimeException... failures) {
            this.failures = new ArrayDeque<>(List.of(failures));
        }

        @Override
        public String get() {
            calls.incrementAndGet();
            RuntimeException next = failures.poll();
            if (next != null) {
                throw next;
            }
            return "ok";
        }
    }

    private static WebApplicationException http(int status) {
        return new WebApplicationException(Response.status(status).build());
    }

    private static WebApplicationException http(int status, String body) {
        return new WebApplicationException(Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build());
    }

    @Test
    void aBare400IsRetried() {
        Script call = new Script(http(400));
        assertEquals("ok", Retries.call(FAST, STORE, call));
        assertEquals(2, call.calls.get());
    }

    @Test
    void aBare4xxWithATextBodyIsRetried() {
        Script call = new Script(http(400, "<html><body>Bad Request</body></html>"), http(404, "Not Found"));
        assertEquals("ok", Retries.call(FAST, STORE, call));
        assertEquals(3, call.calls.get());
    }

    @Test
    void aJson4xxIsTheServicesAnswerAndFailsAtOnce() {
        WebApplicationException notFound = http(404, JSON_ERROR);
        Script call = new Script(notFound);
        assertSame(notFound, assertThrows(WebApplicationException.class, () -> Retries.call(FAST, STORE, call)));
        assertEquals(1, call.calls.get());
    }

    @Test
    void a408Or429IsRetriedEvenWithAJsonBody() {
        Script call = new Script(http(408, JSON_ERROR), http(429, JSON_ERROR));
        assertEquals("ok", Retries.call(FAST, STORE, call));
        assertEquals(3, call.calls.get());
    }

    @Test
    void a5xxIsRetriedEvenWithAJsonBody() {
        Script call = new Script(http(500, "{\"error\":{\"code\":\"storage_error\"}}"), http(503));
        assertEquals("ok", Retries.call(FAST, STORE, call));
        assertEquals(3, call.calls.get());
    }

    @Test
    void aConnectionFailureIsRetried() {
        Script call = new Script(new ProcessingException(new ConnectException("Connection refused")));
        assertEquals("ok", Retries.call(FAST, STORE, call));
        assertEquals(2, call.calls.get());
    }

    @Test
    void anythingElseIsNotRetried() {
        Script call = new Script(new IllegalStateException("a bug"));
        assertThrows(IllegalStateException.class, () -> Retries.call(FAST, STORE, call));
        assertEquals(1, call.calls.get());
    }

    @Test
    void theAttemptsAreBoundedAndTheFailureNamesTheServiceAndTheLastError() {
        Script call = new Script(http(503), http(503), http(503), http(503));
        InfrastructureUnavailableException e = assertThrows(InfrastructureUnavailableException.class,
                () -> Retries.call(FAST, STORE, call));
        assertEquals(3, call.calls.get());
        assertTrue(e.getMessage().startsWith(STORE + " was unavailable (HTTP 503) after 3 attempts over "), e.getMessage());
        assertFalse(e.broker());
        assertEquals(InfrastructureUnavailableException.CODE, "INFRASTRUCTURE_UNAVAILABLE");
    }

    @Test
    void theLastErrorOfAConnectionFailureIsItsInnermostCause() {
        ProcessingException refused = new ProcessingException(new RuntimeException(new ConnectException("Connection refused")));
        Script call = new Script(refused, refused);
        InfrastructureUnavailableException e = assertThrows(InfrastructureUnavailableException.class,
                () -> Retries.call(RetryPolicy.of(2, Duration.ofMillis(1), Duration.ofMillis(1)), STORE, call));
        assertTrue(e.getMessage().startsWith(STORE + " was unavailable (Connection refused) after 2 attempts"), e.getMessage());
        assertSame(refused, e.getCause());
    }

    @Test
    void aBareBodyIsQuotedShortenedInTheFailure() {
        String page = "<html>" + "x".repeat(200) + "</html>";
        Script call = new Script(http(400, page));
        InfrastructureUnavailableException e = assertThrows(InfrastructureUnavailableException.class,
                () -> Retries.call(RetryPolicy.of(1, Duration.ofMillis(1), Duration.ofMillis(1)), STORE, call));
        assertTrue(e.getMessage().contains("(HTTP 400 " + page.substring(0, 80) + "…)"), e.getMessage());
    }

    @Test
    void atLeastOneAttemptIsMade() {
        Script call = new Script(http(503));
        assertThrows(InfrastructureUnavailableException.class,
                () -> Retries.call(RetryPolicy.of(0, Duration.ofMillis(1), Duration.ofMillis(1)), STORE, call));
        assertEquals(1, call.calls.get());
    }

    @Test
    void theServicesAnswerIsAJsonErrorBody() {
        assertTrue(Retries.answeredByService(404, "  " + JSON_ERROR + "\n"));
        assertTrue(Retries.answeredByService(400, "{\"error\": \"invalid\"}"));
        assertFalse(Retries.answeredByService(400, ""));
        assertFalse(Retries.answeredByService(400, "{\"message\": \"no error field\"}"));
        assertFalse(Retries.answeredByService(400, "Bad Request"));
        assertFalse(Retries.answeredByService(408, JSON_ERROR));
        assertFalse(Retries.answeredByService(429, JSON_ERROR));
        assertTrue(Retries.answeredByService(Response.status(404).entity(JSON_ERROR.getBytes()).build()));
        assertFalse(Retries.answeredByService(Response.status(400).build()));
    }

    @Test
    void theBackoffDoublesUpToTheMaximum() {
        RetryPolicy policy = RetryPolicy.of(5, Duration.ofSeconds(1), Duration.ofSeconds(5));
        assertEquals(Duration.ofSeconds(2), policy.nextBackoff(Duration.ofSeconds(1)));
        assertEquals(Duration.ofSeconds(4), policy.nextBackoff(Duration.ofSeconds(2)));
        assertEquals(Duration.ofSeconds(5), policy.nextBackoff(Duration.ofSeconds(4)));
        assertEquals(Duration.ofSeconds(5), policy.nextBackoff(Duration.ofSeconds(5)));
    }
}
