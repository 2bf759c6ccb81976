package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.DeliveryRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
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
    private final MutinyEmitter<String> deliveries;
    private final GatewayConfig config;
    private final Orchestrator orchestrator;
    private final String bootstrapServers;

    public BuildRequestPublisher(@Channel(Channels.BUILD_REQUESTED) MutinyEmitter<String> emitter,
            @Channel(Channels.DELIVERY_REQUESTED) MutinyEmitter<String> deliveries, GatewayConfig config,
            Orchestrator orchestrator,
            @ConfigProperty(name = "mp.messaging.outgoing.build-requested.bootstrap.servers") String bootstrapServers) {
        this.emitter = emitter;
        this.deliveries = deliveries;
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
        BuildRequested event = requested(build, repositoryAuth);
        String reason = send(emitter, event);
        if (reason != null) {
            boolean marked = markStuck(event.source(), buildId, event.attempt(), reason);
            throw new ApiException(503, "publish_failed", "build " + buildId + " attempt " + event.attempt()
                    + " was reserved but could not be queued (message broker unavailable); " + (marked
                            ? "it is marked stuck and can be retried"
                            : "the build-orchestrator could not be told either, so it turns stuck when its stuck-after"
                                    + " time passes without progress, and can be retried then"));
        }
        return event;
    }

    /**
     * Publishes the builds one request reserved together (a push's), in turn. Once the broker has not acknowledged
     * one, the rest are not sent (each would wait the publish timeout again) but marked stuck the same way, with
     * that reason: none of them is left {@code queued} with nothing on the topic until stuck-after. If any was not
     * queued the answer is 503 {@code publish_failed} naming them.
     */
    public void publishAll(List<JsonNode> builds, Function<JsonNode, String> repositoryAuth, String what) {
        String failure = null;
        List<String> notQueued = new ArrayList<>();
        int unmarked = 0;
        for (JsonNode build : builds) {
            BuildRequested event = requested(build, repositoryAuth.apply(build));
            String reason = failure == null ? send(emitter, event)
                    : "not sent: the message broker did not take an earlier build of the same " + what + " (" + failure + ")";
            if (reason != null) {
                failure = failure == null ? reason : failure;
                notQueued.add(event.buildId() + " attempt " + event.attempt());
                unmarked += markStuck(event.source(), event.buildId(), event.attempt(), reason) ? 0 : 1;
            }
        }
        if (failure != null) {
            throw new ApiException(503, "publish_failed", notQueued.size() + " of " + builds.size() + " build(s) of the "
                    + what + " were reserved but could not be queued (message broker unavailable): "
                    + String.join(", ", notQueued) + "; " + (unmarked == 0 ? "they are marked stuck and can be retried"
                            : unmarked + " of them could not be marked stuck (the build-orchestrator could not be told"
                                    + " either): they turn stuck when their stuck-after time passes, and can be retried then"));
        }
    }

    private static BuildRequested requested(JsonNode build, String repositoryAuth) {
        BuildSource source = new BuildSource(build.path("project_id").asText(), build.path("sdk_target_id").asText(),
                build.path("language").asText(), build.path("repository_url").asText(), build.path("branch").asText(),
                build.path("commit").asText(), repositoryAuth);
        return BuildRequested.of(build.path("build_id").asText(), build.path("attempt").asInt(), source,
                build.path("reason").asText());
    }

    /**
     * Publishes the deliver retry of a build as returned by the orchestrator's delivery reservation
     * (its delivery pending). If the broker does not take it, the delivery fails with the reason
     * (retryable) and the answer is 503.
     */
    public DeliveryRequested publishDelivery(JsonNode build, String repositoryAuth) {
        String buildId = build.path("build_id").asText();
        BuildSource source = new BuildSource(build.path("project_id").asText(), build.path("sdk_target_id").asText(),
                build.path("language").asText(), build.path("repository_url").asText(), build.path("branch").asText(),
                build.path("commit").asText(), repositoryAuth);
        JsonNode a = build.path("artifact");
        JsonNode d = build.path("delivery");
        DeliveryRequested event = DeliveryRequested.of(buildId, build.path("attempt").asInt(), source,
                new ArtifactRef(a.path("id").asText(), a.path("sha256").asText(), a.path("size").asLong(),
                        a.path("media_type").asText(), a.path("file_name").asText()),
                d.path("sdk_name").asText(null), d.path("sdk_version").asText(null), d.path("attempt").asInt());
        String reason = send(deliveries, event);
        if (reason != null) {
            try {
                orchestrator.text(() -> orchestrator.client().deliveryPublishFailed(source.projectId(), source.targetId(),
                        buildId, event.deliveryAttempt(), Map.of("reason", reason)));
            } catch (ApiException e) {
                LOG.errorf("could not report the publish failure of delivery %d of build %s: %s",
                        event.deliveryAttempt(), buildId, e.getMessage());
            }
            throw new ApiException(503, "publish_failed", "delivery " + event.deliveryAttempt() + " of build " + buildId
                    + " was reserved but could not be queued (message broker unavailable); deliver it again later");
        }
        return event;
    }

    /** Sends one event keyed by its build id; null when acknowledged, else why not. */
    private String send(MutinyEmitter<String> to, BuildEvent event) {
        Message<String> message = Message.of(EventCodec.encode(event))
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(event.buildId()).build());
        long start = System.nanoTime();
        try {
            to.sendMessage(message).await().atMost(config.publishTimeout());
            return null;
        } catch (RuntimeException e) {
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            String reason = "the message broker (Kafka at " + bootstrapServers + ") did not acknowledge it within "
                    + seconds + " s: " + Orchestrator.rootMessage(e);
            LOG.errorf("%s for build %s attempt %d not published: %s", event.getClass().getSimpleName(), event.buildId(),
                    event.attempt(), reason);
            return reason;
        }
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
