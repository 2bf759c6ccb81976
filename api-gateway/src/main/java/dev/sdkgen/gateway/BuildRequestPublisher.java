package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Publishes {@code BuildRequested} for a build the orchestrator has reserved, keyed by build id,
 * and waits for the broker's acknowledgement. If the broker does not acknowledge in time the
 * request fails with 503, and the orchestrator logs why in the build and marks it {@code stuck}:
 * the reservation stays, and the build can be retried as soon as the broker is back.
 */
@ApplicationScoped
public class BuildRequestPublisher {

    private static final Logger LOG = Logger.getLogger(BuildRequestPublisher.class);

    private final MutinyEmitter<String> emitter;
    private final GatewayConfig config;
    private final Orchestrator orchestrator;
    private final String bootstrapServers;

    public BuildRequestPublisher(@Channel(Channels.BUILD_REQUESTED) MutinyEmitter<String> emitter, GatewayConfig config,
            Orchestrator orchestrator,
            @ConfigProperty(name = "mp.messaging.outgoing.build-requested.bootstrap.servers") String bootstrapServers) {
        this.emitter = emitter;
        this.config = config;
        this.orchestrator = orchestrator;
        this.bootstrapServers = bootstrapServers;
    }

    /**
     * Publishes the request for a build as returned by the orchestrator's reservation;
     * {@code repositoryAuth} is the type of the project's credentials (null: a public repository).
     */
    public BuildRequested publish(JsonNode build, String repositoryAuth) {
        String buildId = build.path("build_id").asText();
        BuildSource source = new BuildSource(build.path("project_id").asText(), build.path("sdk_target_id").asText(),
                build.path("language").asText(), build.path("repository_url").asText(), build.path("branch").asText(),
                build.path("commit").asText(), repositoryAuth);
        BuildRequested event = BuildRequested.of(buildId, build.path("attempt").asInt(), source,
                build.path("reason").asText());
        Message<String> message = Message.of(EventCodec.encode(event))
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(buildId).build());
        long start = System.nanoTime();
        try {
            emitter.sendMessage(message).await().atMost(config.publishTimeout());
        } catch (RuntimeException e) {
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            String reason = "the message broker (Kafka at " + bootstrapServers + ") did not acknowledge it within "
                    + seconds + " s: " + Orchestrator.rootMessage(e);
            LOG.errorf("BuildRequested for build %s attempt %d not published: %s", buildId, event.attempt(), reason);
            boolean marked = markStuck(source, buildId, event.attempt(), reason);
            throw new ApiException(503, "publish_failed", "build " + buildId + " attempt " + event.attempt()
                    + " was reserved but could not be queued (message broker unavailable); " + (marked
                            ? "it is marked stuck and can be retried"
                            : "the build-orchestrator could not be told either, so it turns stuck when its stuck-after"
                                    + " time passes without progress, and can be retried then"));
        }
        return event;
    }

    /**
     * Best effort: the answer is 503 either way; if the orchestrator cannot take it (it may be restarting too), the
     * build turns stuck after {@code stuck-after} as any build without progress does. Returns whether it was marked,
     * so that the answer says which of the two happened.
     */
    private boolean markStuck(BuildSource source, String buildId, int attempt, String reason) {
        try {
            orchestrator.text(() -> orchestrator.client().publishFailed(source.projectId(), source.targetId(), buildId,
                    attempt, Map.of("reason", reason)));
            return true;
        } catch (ApiException e) {
            LOG.errorf("could not report the publish failure of build %s to the orchestrator: %s", buildId, e.getMessage());
            return false;
        }
    }
}
