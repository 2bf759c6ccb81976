package dev.sdkgen.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildFailed;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BrokerAckTest {

    private static final BuildFailed EVENT = BuildFailed.of("bld_t", 1, "test", "X", "x", "x");

    @Test
    void anAcknowledgedEventIsSentOnce() {
        AtomicInteger sent = new AtomicInteger();
        BrokerAck.await(EVENT, "127.0.0.1:9092", sent::incrementAndGet);
        assertEquals(1, sent.get());
    }

    @Test
    void anEventNotAcknowledgedFailsNamingTheBroker() {
        InfrastructureUnavailableException e = assertThrows(InfrastructureUnavailableException.class,
                () -> BrokerAck.await(EVENT, "127.0.0.1:9092", () -> {
                    throw new IllegalStateException(new TimeoutException("Topic not present in metadata"));
                }));
        assertTrue(e.broker());
        assertTrue(e.getMessage().startsWith("the message broker (Kafka at 127.0.0.1:9092) did not acknowledge BuildFailed"
                + " within 0 s (Topic not present in metadata)"), e.getMessage());
    }
}
