package dev.sdkgen.testsupport;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.Topics;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/** Publishes events (or raw records) to the broker the way the services do: key = build id. */
public final class EventPublisher implements AutoCloseable {

    private final KafkaProducer<String, String> producer;

    public EventPublisher(String bootstrapServers) {
        producer = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                ProducerConfig.ACKS_CONFIG, "all"),
                new StringSerializer(), new StringSerializer());
    }

    public static EventPublisher onSharedBroker() {
        return new EventPublisher(KafkaBroker.shared().bootstrapServers());
    }

    public void publish(BuildEvent event) {
        publishRaw(Topics.of(event), event.buildId(), EventCodec.encode(event));
    }

    public void publishRaw(String topic, String key, String value) {
        try {
            producer.send(new ProducerRecord<>(topic, key, value)).get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("publish to " + topic + " failed", e);
        }
    }

    @Override
    public void close() {
        producer.close();
    }
}
