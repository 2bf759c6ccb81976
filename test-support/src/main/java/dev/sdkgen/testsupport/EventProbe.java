package dev.sdkgen.testsupport;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.EventCodec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Reads what is published to topics from the moment it is created (its position is fixed at the
 * end of every partition at construction, so nothing published afterwards can be missed).
 */
public final class EventProbe implements AutoCloseable {

    /** One record as seen on the topic. */
    public record Seen(String topic, String key, String value, BuildEvent event) {
    }

    private final KafkaConsumer<String, String> consumer;
    private final List<Seen> seen = new ArrayList<>();

    public EventProbe(String bootstrapServers, String... topics) {
        consumer = new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                ConsumerConfig.GROUP_ID_CONFIG, "probe-" + UUID.randomUUID(),
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false"),
                new StringDeserializer(), new StringDeserializer());
        List<TopicPartition> partitions = new ArrayList<>();
        for (String topic : topics) {
            consumer.partitionsFor(topic, Duration.ofSeconds(30))
                    .forEach(p -> partitions.add(new TopicPartition(p.topic(), p.partition())));
        }
        consumer.assign(partitions);
        consumer.seekToEnd(partitions);
        partitions.forEach(consumer::position);
    }

    public static EventProbe onSharedBroker(String... topics) {
        return new EventProbe(KafkaBroker.shared().bootstrapServers(), topics);
    }

    /** Waits for the first record (seen now or earlier by this probe) matching the predicate. */
    public Seen await(Predicate<Seen> match, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            for (Seen s : seen) {
                if (match.test(s)) {
                    return s;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no matching record within " + timeout + "; seen: "
                        + seen.stream().map(Seen::value).collect(Collectors.joining("\n")));
            }
            poll(Duration.ofMillis(200));
        }
    }

    /** Waits for an event of a type for a build. */
    public <T extends BuildEvent> T await(Class<T> type, String buildId, Duration timeout) {
        return type.cast(await(s -> type.isInstance(s.event()) && buildId.equals(s.event().buildId()), timeout).event());
    }

    /** Everything seen so far after polling for {@code quiet}. */
    public List<Seen> drain(Duration quiet) {
        long deadline = System.nanoTime() + quiet.toNanos();
        while (System.nanoTime() < deadline) {
            poll(Duration.ofMillis(200));
        }
        return List.copyOf(seen);
    }

    private void poll(Duration timeout) {
        for (ConsumerRecord<String, String> r : consumer.poll(timeout)) {
            BuildEvent event;
            try {
                event = EventCodec.decode(r.value());
            } catch (EventCodec.EventFormatException e) {
                event = null;
            }
            seen.add(new Seen(r.topic(), r.key(), r.value(), event));
        }
    }

    @Override
    public void close() {
        consumer.close(Duration.ofSeconds(5));
    }
}
