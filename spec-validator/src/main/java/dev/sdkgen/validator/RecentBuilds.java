package dev.sdkgen.validator;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The build attempts this instance has handled lately. Kafka delivers at least once: after a
 * broker outage or a rebalance a record whose offset was not committed yet comes again; the attempt
 * it names was validated already and is skipped instead of being validated (and logged) twice.
 */
@ApplicationScoped
public class RecentBuilds {

    private static final int CAPACITY = 10_000;

    private final Map<String, Boolean> seen = new LinkedHashMap<>(256, 0.75f, false) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > CAPACITY;
        }
    };

    /** True the first time an attempt is offered, false for a redelivery. */
    public synchronized boolean firstTime(String buildId, int attempt) {
        return seen.put(buildId + "#" + attempt, Boolean.TRUE) == null;
    }
}
