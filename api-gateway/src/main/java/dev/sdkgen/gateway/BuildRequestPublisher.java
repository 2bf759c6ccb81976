package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Publishes {@code BuildRequested} for a build the orchestrator has reserved, keyed by build id,
 * and waits for the broker's acknowledgement. If the broker does not acknowledge in time the
 * request fails with 503 and the build's log says why: the reservation stays, the build turns
 * {@code stuck} and can be retried.
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
            logInBuild(source, buildId, event.attempt(), List.of(
                    "BuildRequested could not be published: " + reason,
                    "The build stays queued; it will be marked stuck and can then be retried."));
            throw new ApiException(503, "publish_failed", "build " + buildId + " attempt " + event.attempt()
                    + " was reserved but could not be queued (message broker unavailable); it will be marked stuck"
                    + " and can be retried");
        }
        return event;
    }

    /** Best effort: the answer is 503 either way; an orchestrator that cannot take the lines is logged here. */
    private void logInBuild(BuildSource source, String buildId, int attempt, List<String> lines) {
        try {
            orchestrator.text(() -> orchestrator.client().appendLog(source.projectId(), source.targetId(), buildId,
                    attempt, Map.of("source", "api-gateway", "lines", lines)));
        } catch (ApiException e) {
            LOG.errorf("could not add the publish failure to the log of build %s: %s", buildId, e.getMessage());
        }
    }
}
