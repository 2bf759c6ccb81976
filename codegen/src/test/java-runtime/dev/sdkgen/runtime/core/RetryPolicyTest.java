package dev.sdkgen.runtime.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {

    private static final Instant NOW = Instant.parse("2015-10-21T07:28:00Z");
    private static final RetryPolicy POLICY = RetryPolicy.builder().initialDelayMs(500).maxDelayMs(8000).build();

    @Test
    void parseRetryAfterReadsDeltaSeconds() {
        assertEquals(Optional.of(Duration.ofSeconds(3)), RetryPolicy.parseRetryAfter("3", NOW));
        assertEquals(Optional.of(Duration.ofMillis(1500)), RetryPolicy.parseRetryAfter(" 1.5 ", NOW));
        assertEquals(Optional.of(Duration.ZERO), RetryPolicy.parseRetryAfter("0", NOW));
        assertEquals(Optional.of(Duration.ofSeconds(3600)), RetryPolicy.parseRetryAfter("3600", NOW), "not capped here");
    }

    @Test
    void parseRetryAfterReadsHttpDatesRelativeToNowNeverNegative() {
        assertEquals(Optional.of(Duration.ofSeconds(30)), RetryPolicy.parseRetryAfter("Wed, 21 Oct 2015 07:28:30 GMT", NOW));
        assertEquals(Optional.of(Duration.ZERO), RetryPolicy.parseRetryAfter("Wed, 21 Oct 2015 07:27:00 GMT", NOW));
        assertEquals(Optional.of(Duration.ofSeconds(10)), RetryPolicy.parseRetryAfter("Wednesday, 21-Oct-15 07:28:10 GMT", NOW));
        assertEquals(Optional.of(Duration.ofSeconds(20)), RetryPolicy.parseRetryAfter("Wed Oct 21 07:28:20 2015", NOW));
    }

    @Test
    void parseRetryAfterGivesEmptyForAbsentOrUnreadableValues() {
        for (String value : new String[] {null, "", "  ", "-5", "soon", "1e3", "Wed, 99 Oct 2015 07:28:00 GMT"}) {
            assertEquals(Optional.empty(), RetryPolicy.parseRetryAfter(value, NOW), String.valueOf(value));
        }
    }

    @Test
    void backoffDoublesPerRetryUpToTheCeiling() {
        assertEquals(Duration.ofMillis(500), POLICY.backoffDelay(0, 0));
        assertEquals(Duration.ofMillis(1000), POLICY.backoffDelay(1, 0));
        assertEquals(Duration.ofMillis(4000), POLICY.backoffDelay(3, 0));
        assertEquals(Duration.ofMillis(8000), POLICY.backoffDelay(4, 0));
        assertEquals(Duration.ofMillis(8000), POLICY.backoffDelay(60, 0));
    }

    @Test
    void backoffJittersOnlyDownwardsByAtMostAQuarter() {
        assertEquals(Duration.ofNanos(437_500_000), POLICY.backoffDelay(0, 0.5));
        for (double r : new double[] {0, 0.1, 0.5, 0.999}) {
            Duration delay = POLICY.backoffDelay(2, r);
            assertTrue(delay.toMillis() <= 2000 && delay.toMillis() >= 1500, delay.toString());
        }
    }

    @Test
    void retryDelayPrefersRetryAfterCappedAtSixtySeconds() {
        assertEquals(Duration.ofSeconds(2), POLICY.retryDelay(3, "2", 0.9, NOW));
        assertEquals(Duration.ofSeconds(RetryPolicy.MAX_RETRY_AFTER_SECONDS), POLICY.retryDelay(0, "3600", 0, NOW));
        assertEquals(Duration.ofSeconds(60), POLICY.retryDelay(0, "Wed, 21 Oct 2015 09:28:00 GMT", 0, NOW));
        assertEquals(Duration.ofMillis(1000), POLICY.retryDelay(1, "garbage", 0, NOW));
        assertEquals(Duration.ofMillis(1000), POLICY.retryDelay(1, null, 0, NOW));
    }

    @Test
    void defaultsAreTheContracts() {
        RetryPolicy defaults = RetryPolicy.DEFAULT_RETRY_POLICY;
        assertEquals(2, defaults.maxRetries());
        assertEquals(List.of(408, 429, 500, 502, 503, 504), defaults.retryOn());
        assertEquals(500, defaults.initialDelayMs());
        assertEquals(8000, defaults.maxDelayMs());
        assertFalse(defaults.connectionErrors());
        assertEquals(60, RetryPolicy.MAX_RETRY_AFTER_SECONDS);
        assertEquals(0.25, RetryPolicy.MAX_JITTER);
        assertEquals(defaults, RetryPolicy.builder().build());
        RetryPolicy custom = RetryPolicy.builder().maxRetries(1).retryOn(429).connectionErrors(true).build();
        assertEquals(List.of(429), custom.retryOn());
        assertTrue(custom.retries(429));
        assertFalse(custom.retries(503));
        assertThrows(IllegalArgumentException.class, () -> RetryPolicy.builder().maxRetries(-1));
    }

    @Test
    void retryAfterMsWinsOverRetryAfterCappedAtSixtySeconds() {
        assertEquals(Duration.ofMillis(20), POLICY.responseRetryDelay(0, Map.of("retry-after-ms", "20", "retry-after", "5"), 0, NOW));
        assertEquals(Duration.ofSeconds(60), POLICY.responseRetryDelay(0, Map.of("retry-after-ms", "600000"), 0, NOW));
        assertEquals(Duration.ofSeconds(5), POLICY.responseRetryDelay(0, Map.of("retry-after-ms", "x", "retry-after", "5"), 0, NOW));
        assertEquals(Duration.ofMillis(1000), POLICY.responseRetryDelay(1, Map.of(), 0, NOW));
        assertEquals(Optional.of(Duration.ofNanos(1_500_000)), RetryPolicy.parseRetryAfterMs(" 1.5 "));
        assertEquals(Optional.empty(), RetryPolicy.parseRetryAfterMs("-5"));
        assertEquals(Optional.empty(), RetryPolicy.parseRetryAfterMs(null));
    }

    @Test
    void xShouldRetryForcesOrForbidsARetry() {
        RetryPolicy policy = RetryPolicy.builder().retryOn(503).build();
        assertTrue(policy.shouldRetry(503, Map.of()));
        assertFalse(policy.shouldRetry(400, Map.of()));
        assertTrue(policy.shouldRetry(400, Map.of("x-should-retry", "true")));
        assertFalse(policy.shouldRetry(503, Map.of("x-should-retry", "false")));
        assertTrue(policy.shouldRetry(503, Map.of("x-should-retry", "maybe")));
    }

    @Test
    void idempotencyKeysAreNewRandomUuids() {
        String key = RetryPolicy.newIdempotencyKey();
        assertTrue(key.matches("sdkgen-retry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), key);
        assertNotEquals(key, RetryPolicy.newIdempotencyKey());
    }
}
