package dev.sdkgen.service;

import java.time.Duration;

/**
 * A bounded retry with doubling back-off. Each service's configuration group
 * ({@code sdkgen.validator.retry}, {@code sdkgen.codegen.retry}) extends this interface and gives the
 * defaults; {@link #of} makes one directly (tests).
 */
public interface RetryPolicy {

    /** Attempts in all, the first included. */
    int attempts();

    /** Wait before the second attempt; doubled before each further one. */
    Duration initialBackoff();

    /** Longest wait between two attempts. */
    Duration maxBackoff();

    /** The wait after {@code backoff}: doubled, at most {@link #maxBackoff()}. */
    default Duration nextBackoff(Duration backoff) {
        Duration doubled = backoff.multipliedBy(2);
        return doubled.compareTo(maxBackoff()) > 0 ? maxBackoff() : doubled;
    }

    static RetryPolicy of(int attempts, Duration initialBackoff, Duration maxBackoff) {
        return new Fixed(attempts, initialBackoff, maxBackoff);
    }

    /** A policy with fixed values. */
    record Fixed(int attempts, Duration initialBackoff, Duration maxBackoff) implements RetryPolicy {
    }
}
