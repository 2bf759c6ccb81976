package dev.sdkgen.orchestrator.notify;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/** Requests and answers of the internal notifications API (snake_case on the wire). */
public final class NotificationModel {

    /** The event types an endpoint can ask for, in the order the docs list them. */
    public static final List<String> EVENT_TYPES = List.of("build.succeeded", "build.failed", "build.superseded",
            "build.cancelled", "build.stuck", "delivery.failed");

    /** The type of the event {@code POST …/notifications/{id}/test} sends (to that endpoint only, whatever it asks for). */
    public static final String TEST_EVENT = "notification.test";

    private NotificationModel() {
    }

    /** Create ({@code url} and {@code events} required) or change (null: unchanged) an endpoint. */
    public record EndpointRequest(String url, List<String> events, Boolean enabled, String description) {
    }

    /** An endpoint; {@code secret} only in the answers of create and rotate (shown once). */
    public record EndpointView(String id, String projectId, String url, String description, List<String> events,
                               boolean enabled, String disabledReason, String secretPrefix,
                               Instant previousSecretValidUntil, Instant createdAt, Instant updatedAt,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String secret) {

        static EndpointView of(NotificationEndpoint e, String secret) {
            return new EndpointView(e.id, e.projectId, e.url, e.description, e.eventList(), e.enabled, e.disabledReason,
                    e.secretPrefix, e.previousValidUntil, e.createdAt, e.updatedAt, secret);
        }
    }

    /** One attempt of one notification, as the delivery log shows it. */
    public record DeliveryView(long id, String deliveryId, String eventId, String type, String buildId, int attempt,
                               Instant at, Integer statusCode, String error, int durationMs, String state) {
    }

    /** A notification queued by {@code …/test}. */
    public record TestView(String deliveryId, String eventId, String type) {
    }
}
