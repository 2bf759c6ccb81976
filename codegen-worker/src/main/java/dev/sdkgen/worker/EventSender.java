package dev.sdkgen.worker;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.BuildFailed;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.events.SdkGenerated;
import dev.sdkgen.service.BrokerAck;
import dev.sdkgen.service.InfrastructureUnavailableException;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Publishes this service's events keyed by build id and waits for the broker's acknowledgement
 * ({@link BrokerAck}): an event that is not acknowledged within {@code publish-timeout} fails with
 * {@link InfrastructureUnavailableException} naming the broker.
 */
@ApplicationScoped
public class EventSender {

    private final MutinyEmitter<String> progress;
    private final MutinyEmitter<String> generated;
    private final MutinyEmitter<String> failed;
    private final MutinyEmitter<String> delivered;
    private final WorkerConfig config;
    private final String bootstrapServers;

    public EventSender(@Channel(Channels.BUILD_PROGRESS) MutinyEmitter<String> progress,
                       @Channel(Channels.SDK_GENERATED) MutinyEmitter<String> generated,
                       @Channel(Channels.BUILD_FAILED) MutinyEmitter<String> failed,
                       @Channel(Channels.SDK_DELIVERED) MutinyEmitter<String> delivered, WorkerConfig config,
                       @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.progress = progress;
        this.generated = generated;
        this.failed = failed;
        this.delivered = delivered;
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
        } else if (event instanceof SdkDelivered) {
            emitter = delivered;
        } else {
            throw new IllegalArgumentException("the codegen-worker does not publish " + event.getClass().getSimpleName());
        }
        Message<String> message = Message.of(EventCodec.encode(event))
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(event.buildId()).build());
        BrokerAck.await(event, bootstrapServers, () -> emitter.sendMessage(message).await().atMost(config.publishTimeout()));
    }
}
