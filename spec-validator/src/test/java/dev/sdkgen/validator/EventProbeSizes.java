package dev.sdkgen.validator;

import dev.sdkgen.testsupport.EventProbe;
import java.time.Duration;

/** Checks the claim-check rule: no record of a build is larger than a bound. */
final class EventProbeSizes {

    private EventProbeSizes() {
    }

    static boolean under(EventProbe probe, String buildId, int maxBytes) {
        return probe.drain(Duration.ofMillis(200)).stream().filter(s -> buildId.equals(s.key()))
                .allMatch(s -> s.value().length() < maxBytes);
    }
}
