package dev.sdkgen.engine.ir;

import java.util.List;

/** The {@code retries} section of sdkgen.yaml with defaults applied (docs/product.md §1, §3). */
public record RetryPolicy(int maxRetries, List<Integer> retryOn, long initialDelayMs, long maxDelayMs,
        boolean connectionErrors) {
    public RetryPolicy {
        retryOn = List.copyOf(retryOn);
    }
}
