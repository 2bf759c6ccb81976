package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Publishes {@code BuildRequested} for a build the orchestrator has reserved, keyed by build id,
 * and waits for the broker's acknowledgement. If the broker does not acknowledge in time the
 * request fails with 503: the reservation stays, the build turns {@code stuck} and can be retried.
 */
@ApplicationScoped
public class BuildRequestPublisher {

    private static final Logger LOG = Logger.getLogger(BuildRequestPublisher.class);

    private final MutinyEmitter<String> emitter;
    private final GatewayConfig config;

    public BuildRequestPublisher(@Channel(Channels.BUILD_REQUESTED) MutinyEmitter<String> emitter, GatewayConfig config) {
        this.emitter = emitter;
        this.config = config;
    }

    /** Publishes the request for a build as returned by the orchestrator's reservation. */
    public BuildRequested publish(JsonNode build) {
        String buildId = build.path("build_id").asText();
        BuildSource source = new BuildSource(build.path("project_id").asText(), build.path("sdk_target_id").asText(),
                build.path("language").asText(), build.path("repository_url").asText(), build.path("branch").asText(),
                build.path("commit").asText());
        BuildRequested event = BuildRequested.of(buildId, build.path("attempt").asInt(), source,
                build.path("reason").asText());
        Message<String> message = Message.of(EventCodec.encode(event))
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(buildId).build());
        try {
            emitter.sendMessage(message).await().atMost(config.publishTimeout());
        } catch (RuntimeException e) {
            LOG.errorf("BuildRequested for build %s attempt %d not published: %s", buildId, event.attempt(),
                    Orchestrator.rootMessage(e));
            throw new ApiException(503, "publish_failed", "build " + buildId + " attempt " + event.attempt()
                    + " was reserved but could not be queued (message broker unavailable); it will be marked stuck"
                    + " and can be retried");
        }
        return event;
    }
}
