package dev.sdkgen.service;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The build attempts this instance has handled lately. Kafka delivers at least once: after a
 * broker outage or a rebalance a record whose offset was not committed yet comes again; the attempt
 * it names was handled (validated, generated) already and is skipped instead of being handled (and
 * logged) twice. Thread-safe; one per service instance. Remembers the latest {@value #CAPACITY}.
 */
public final class RecentBuilds {

    static final int CAPACITY = 10_000;

    private final Map<String, Boolean> seen;

    public RecentBuilds() {
        this(CAPACITY);
    }

    RecentBuilds(int capacity) {
        this.seen = new LinkedHashMap<>(256, 0.75f, false) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    /** True the first time an attempt is offered, false for a redelivery. */
    public synchronized boolean firstTime(String buildId, int attempt) {
        return seen.put(buildId + "#" + attempt, Boolean.TRUE) == null;
    }
}
