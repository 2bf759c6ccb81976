package dev.sdkgen.worker;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.SdkGenerated;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Publishes this service's events keyed by build id and waits for the broker's acknowledgement.
 * While the broker is away the Kafka producer holds the record and sends it when the broker is back
 * (bounded by {@code delivery.timeout.ms}); an event that is still not acknowledged fails with
 * {@link InfrastructureUnavailableException} naming the broker.
 */
@ApplicationScoped
public class EventSender {

    private final MutinyEmitter<String> progress;
    private final MutinyEmitter<String> generated;
    private final MutinyEmitter<String> failed;
    private final WorkerConfig config;
    private final String bootstrapServers;

    public EventSender(@Channel(Channels.BUILD_PROGRESS) MutinyEmitter<String> progress,
                       @Channel(Channels.SDK_GENERATED) MutinyEmitter<String> generated,
                       @Channel(Channels.BUILD_FAILED) MutinyEmitter<String> failed, WorkerConfig config,
                       @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.progress = progress;
        this.generated = generated;
        this.failed = failed;
        this.config = config;
        this.bootstrapServers = bootstrapServers;
    }

    public void send(BuildEvent event) {
        MutinyEmitter<String> emitter;
        if (event instanceof BuildProgress) {
            emitter = progress;
        } else if (event instanceof SdkGenerated) {
            emitter = generated;
        } else if (event instanceof BuildFailed) {
            emitter = failed;
        } else {
            throw new IllegalArgumentException("the codegen-worker does not publish " + event.getClass().getSimpleName());
        }
        Message<String> message = Message.of(EventCodec.encode(event))
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(event.buildId()).build());
        long start = System.nanoTime();
        try {
            emitter.sendMessage(message).await().atMost(config.publishTimeout());
        } catch (RuntimeException e) {
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            throw new InfrastructureUnavailableException("the message broker (Kafka at " + bootstrapServers
                    + ") did not acknowledge " + event.getClass().getSimpleName() + " within " + seconds + " s ("
                    + rootMessage(e) + ")", true, e);
        }
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
