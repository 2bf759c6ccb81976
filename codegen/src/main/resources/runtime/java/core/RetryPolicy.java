// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * When and how long the SDK waits before repeating a failed request: the {@code retries} section of
 * sdkgen.yaml. A generated client carries one built from that section; without it the client carries
 * none and only retries when the caller sets {@code maxRetries} above zero (then
 * {@link #DEFAULT_RETRY_POLICY} applies). Immutable.
 */
public final class RetryPolicy {

    /** Retries after the first attempt when the policy does not say. */
    public static final int DEFAULT_MAX_RETRIES = 2;
    /** Statuses retried when the policy does not say: timeout, rate limit and transient server errors. */
    public static final List<Integer> DEFAULT_RETRY_ON = List.of(408, 429, 500, 502, 503, 504);
    /** Backoff before the first retry when the policy does not say, in milliseconds. */
    public static final long DEFAULT_INITIAL_DELAY_MS = 500;
    /** Backoff ceiling when the policy does not say, in milliseconds. */
    public static final long DEFAULT_MAX_DELAY_MS = 8000;
    /** A server's {@code Retry-After} is honoured up to this many seconds, never longer. */
    public static final long MAX_RETRY_AFTER_SECONDS = 60;
    /** The backoff is shortened by a random fraction of up to this much (never lengthened). */
    public static final double MAX_JITTER = 0.25;
    /** Response header (lower case) giving the wait before a retry in milliseconds; it wins over {@code Retry-After}. */
    public static final String RETRY_AFTER_MS_HEADER = "retry-after-ms";
    /** Response header (lower case) by which a server asks for a retry ({@code true}) or forbids one ({@code false}). */
    public static final String SHOULD_RETRY_HEADER = "x-should-retry";
    /** Prefix of the idempotency keys the client generates (one per call, reused by its retries). */
    public static final String IDEMPOTENCY_KEY_PREFIX = "sdkgen-retry-";
    /** The policy used when the caller asks for retries on a client generated without a {@code retries} section. */
    public static final RetryPolicy DEFAULT_RETRY_POLICY = builder().build();

    private static final Pattern DELTA_SECONDS = Pattern.compile("\\d+(?:\\.\\d+)?");
    private static final Pattern HAS_LETTER = Pattern.compile("[A-Za-z]");
    /** HTTP date forms (RFC 9110 5.6.7): IMF-fixdate / RFC 1123, obsolete RFC 850, asctime. */
    private static final List<DateTimeFormatter> HTTP_DATES = List.of(
            DateTimeFormatter.RFC_1123_DATE_TIME,
            DateTimeFormatter.ofPattern("EEEE, dd-MMM-yy HH:mm:ss zzz", Locale.US),
            DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.US).withZone(ZoneOffset.UTC));

    private final int maxRetries;
    private final List<Integer> retryOn;
    private final long initialDelayMs;
    private final long maxDelayMs;
    private final boolean connectionErrors;

    private RetryPolicy(Builder builder) {
        this.maxRetries = builder.maxRetries;
        this.retryOn = List.copyOf(builder.retryOn);
        this.initialDelayMs = builder.initialDelayMs;
        this.maxDelayMs = builder.maxDelayMs;
        this.connectionErrors = builder.connectionErrors;
    }

    /**
     * A builder that starts from the contract's defaults.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Retries after the first attempt ({@code max_retries}).
     *
     * @return at most this many retries, so {@code maxRetries + 1} attempts
     */
    public int maxRetries() {
        return maxRetries;
    }

    /**
     * The statuses that are retried ({@code retry_on}); every other status fails at once.
     *
     * @return an unmodifiable list
     */
    public List<Integer> retryOn() {
        return retryOn;
    }

    /**
     * The backoff before the first retry ({@code initial_delay_ms}), doubled for each further retry.
     *
     * @return milliseconds
     */
    public long initialDelayMs() {
        return initialDelayMs;
    }

    /**
     * The upper bound of the backoff before jitter ({@code max_delay_ms}).
     *
     * @return milliseconds
     */
    public long maxDelayMs() {
        return maxDelayMs;
    }

    /**
     * Whether requests that got no response at all (refused, dropped, timed out) are retried too
     * ({@code connection_errors}).
     *
     * @return true to retry them
     */
    public boolean connectionErrors() {
        return connectionErrors;
    }

    /**
     * Whether a response status is retried under this policy.
     *
     * @param statusCode the status
     * @return true when it is in {@link #retryOn()}
     */
    public boolean retries(int statusCode) {
        return retryOn.contains(statusCode);
    }

    /**
     * Whether a failed response is retried (the caller checks the retries left): a server's {@code x-should-retry:
     * true} asks for a retry and {@code false} forbids one; without that header, {@link #retries(int)}.
     *
     * @param statusCode the status
     * @param headers    the response headers, names in lower case
     * @return true to retry
     */
    public boolean shouldRetry(int statusCode, Map<String, String> headers) {
        String verdict = headers.getOrDefault(SHOULD_RETRY_HEADER, "").trim().toLowerCase(Locale.ROOT);
        if (verdict.equals("true")) {
            return true;
        }
        if (verdict.equals("false")) {
            return false;
        }
        return retries(statusCode);
    }

    /**
     * The wait before retrying a response: its {@code retry-after-ms} when readable, else its {@code Retry-After},
     * else {@link #backoffDelay}; a server's wait is capped at {@link #MAX_RETRY_AFTER_SECONDS}.
     *
     * @param retry   the 0-based retry number
     * @param headers the response headers, names in lower case
     * @param random  a number in [0, 1) for the jitter
     * @param now     the current time, for an HTTP date
     * @return the wait
     */
    public Duration responseRetryDelay(int retry, Map<String, String> headers, double random, Instant now) {
        Optional<Duration> retryAfterMs = parseRetryAfterMs(headers.get(RETRY_AFTER_MS_HEADER));
        if (retryAfterMs.isPresent()) {
            Duration cap = Duration.ofSeconds(MAX_RETRY_AFTER_SECONDS);
            return retryAfterMs.get().compareTo(cap) > 0 ? cap : retryAfterMs.get();
        }
        return retryDelay(retry, headers.get("retry-after"), random, now);
    }

    /**
     * Reads a {@code retry-after-ms} header value: non-negative milliseconds ({@code "20"}, {@code "1.5"}).
     *
     * @param value the header value, or null
     * @return the wait, or empty when the value is absent or unreadable
     */
    public static Optional<Duration> parseRetryAfterMs(String value) {
        if (value == null || !DELTA_SECONDS.matcher(value.trim()).matches()) {
            return Optional.empty();
        }
        return Optional.of(millis(Double.parseDouble(value.trim())));
    }

    /**
     * A new idempotency key: {@link #IDEMPOTENCY_KEY_PREFIX} and a random UUID.
     *
     * @return the key
     */
    public static String newIdempotencyKey() {
        return IDEMPOTENCY_KEY_PREFIX + UUID.randomUUID();
    }

    /**
     * The exponential backoff before retry number {@code retry} (0 for the first retry):
     * {@code min(initialDelayMs * 2^retry, maxDelayMs)}, shortened by up to {@link #MAX_JITTER}.
     *
     * @param retry  the 0-based retry number
     * @param random a number in [0, 1); 0 gives the full delay
     * @return the wait
     */
    public Duration backoffDelay(int retry, double random) {
        double fullMs = Math.min(initialDelayMs * Math.pow(2, retry), (double) maxDelayMs);
        return millis(fullMs * (1 - MAX_JITTER * random));
    }

    /**
     * The wait before retry number {@code retry}: the server's {@code Retry-After} when it sent a readable
     * one (capped at {@link #MAX_RETRY_AFTER_SECONDS}), else {@link #backoffDelay}.
     *
     * @param retry            the 0-based retry number
     * @param retryAfterHeader the response's {@code Retry-After} value, or null
     * @param random           a number in [0, 1) for the jitter
     * @param now              the current time, for an HTTP date
     * @return the wait
     */
    public Duration retryDelay(int retry, String retryAfterHeader, double random, Instant now) {
        Optional<Duration> retryAfter = parseRetryAfter(retryAfterHeader, now);
        if (retryAfter.isPresent()) {
            Duration cap = Duration.ofSeconds(MAX_RETRY_AFTER_SECONDS);
            return retryAfter.get().compareTo(cap) > 0 ? cap : retryAfter.get();
        }
        return backoffDelay(retry, random);
    }

    /**
     * Reads a {@code Retry-After} header value relative to the current time.
     *
     * @param value the header value, or null
     * @return see {@link #parseRetryAfter(String, Instant)}
     */
    public static Optional<Duration> parseRetryAfter(String value) {
        return parseRetryAfter(value, Instant.now());
    }

    /**
     * Reads a {@code Retry-After} header value: delta-seconds ({@code "3"}, {@code "1.5"}) or an HTTP date.
     * The result is not capped; see {@link #MAX_RETRY_AFTER_SECONDS}.
     *
     * @param value the header value, or null
     * @param now   the current time
     * @return the wait (a date in the past gives zero), or empty when the value is absent or unreadable
     */
    public static Optional<Duration> parseRetryAfter(String value, Instant now) {
        if (value == null || value.trim().isEmpty()) {
            return Optional.empty();
        }
        String text = value.trim();
        if (DELTA_SECONDS.matcher(text).matches()) {
            return Optional.of(millis(Double.parseDouble(text) * 1000));
        }
        // An HTTP date names a weekday and a month; anything without letters (such as "-5") is not one.
        if (!HAS_LETTER.matcher(text).find()) {
            return Optional.empty();
        }
        for (DateTimeFormatter format : HTTP_DATES) {
            try {
                Instant at = ZonedDateTime.parse(text, format).toInstant();
                Duration wait = Duration.between(now, at);
                return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
            } catch (DateTimeParseException e) {
                // try the next form
            } catch (DateTimeException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static Duration millis(double ms) {
        return Duration.ofNanos(Math.round(ms * 1_000_000.0));
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof RetryPolicy)) {
            return false;
        }
        RetryPolicy that = (RetryPolicy) other;
        return maxRetries == that.maxRetries && retryOn.equals(that.retryOn) && initialDelayMs == that.initialDelayMs
                && maxDelayMs == that.maxDelayMs && connectionErrors == that.connectionErrors;
    }

    @Override
    public int hashCode() {
        return Objects.hash(maxRetries, retryOn, initialDelayMs, maxDelayMs, connectionErrors);
    }

    @Override
    public String toString() {
        return "RetryPolicy[maxRetries=" + maxRetries + ", retryOn=" + retryOn + ", initialDelayMs=" + initialDelayMs
                + ", maxDelayMs=" + maxDelayMs + ", connectionErrors=" + connectionErrors + "]";
    }

    /** Builds a {@link RetryPolicy}; every field left out takes the contract's default. */
    public static final class Builder {
        private int maxRetries = DEFAULT_MAX_RETRIES;
        private List<Integer> retryOn = DEFAULT_RETRY_ON;
        private long initialDelayMs = DEFAULT_INITIAL_DELAY_MS;
        private long maxDelayMs = DEFAULT_MAX_DELAY_MS;
        private boolean connectionErrors;

        private Builder() {
        }

        /**
         * Sets {@code max_retries}.
         *
         * @param value retries after the first attempt, 0 or more
         * @return this builder
         */
        public Builder maxRetries(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("maxRetries must be a non-negative integer, got " + value);
            }
            this.maxRetries = value;
            return this;
        }

        /**
         * Sets {@code retry_on}.
         *
         * @param statuses the statuses to retry
         * @return this builder
         */
        public Builder retryOn(Collection<Integer> statuses) {
            this.retryOn = List.copyOf(new ArrayList<>(statuses));
            return this;
        }

        /**
         * Sets {@code retry_on}.
         *
         * @param statuses the statuses to retry
         * @return this builder
         */
        public Builder retryOn(int... statuses) {
            List<Integer> list = new ArrayList<>();
            for (int status : statuses) {
                list.add(status);
            }
            this.retryOn = List.copyOf(list);
            return this;
        }

        /**
         * Sets {@code initial_delay_ms}.
         *
         * @param value milliseconds, 0 or more
         * @return this builder
         */
        public Builder initialDelayMs(long value) {
            if (value < 0) {
                throw new IllegalArgumentException("initialDelayMs must not be negative, got " + value);
            }
            this.initialDelayMs = value;
            return this;
        }

        /**
         * Sets {@code max_delay_ms}.
         *
         * @param value milliseconds, 0 or more
         * @return this builder
         */
        public Builder maxDelayMs(long value) {
            if (value < 0) {
                throw new IllegalArgumentException("maxDelayMs must not be negative, got " + value);
            }
            this.maxDelayMs = value;
            return this;
        }

        /**
         * Sets {@code connection_errors}.
         *
         * @param value true to retry requests that got no response
         * @return this builder
         */
        public Builder connectionErrors(boolean value) {
            this.connectionErrors = value;
            return this;
        }

        /**
         * Builds the policy.
         *
         * @return an immutable policy
         */
        public RetryPolicy build() {
            return new RetryPolicy(this);
        }
    }
}
