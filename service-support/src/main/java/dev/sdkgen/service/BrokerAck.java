package dev.sdkgen.service;

import dev.sdkgen.events.BuildEvent;

/**
 * The shared half of a service's event sender: publishing one event and waiting for the broker's
 * acknowledgement. While the broker is away the Kafka producer holds the record and sends it when
 * the broker is back (bounded by {@code delivery.timeout.ms}); an event that is still not
 * acknowledged within the service's publish timeout fails with
 * {@link InfrastructureUnavailableException} naming the broker. The service picks the channel and
 * the record key; this class words the failure.
 */
public final class BrokerAck {

    private BrokerAck() {
    }

    /**
     * Runs {@code sendAndAwait} (send {@code event}, block until the broker acknowledges it or the
     * service's publish timeout passes); any failure becomes an {@link InfrastructureUnavailableException}.
     */
    public static void await(BuildEvent event, String bootstrapServers, Runnable sendAndAwait) {
        long start = System.nanoTime();
        try {
            sendAndAwait.run();
        } catch (RuntimeException e) {
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            throw new InfrastructureUnavailableException("the message broker (Kafka at " + bootstrapServers
                    + ") did not acknowledge " + event.getClass().getSimpleName() + " within " + seconds + " s ("
                    + Causes.rootMessage(e) + ")", true, e);
        }
    }
}
