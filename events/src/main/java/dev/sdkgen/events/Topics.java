package dev.sdkgen.events;

import java.util.List;

/**
 * Kafka topic names. Every record on every topic is keyed by the build id, so all events of one
 * build land in the same partition of a topic and are seen in order by one consumer.
 * See docs/events.md for producers and consumers.
 */
public final class Topics {

    /** {@link BuildRequested}: a build (or a new attempt of one) was reserved and must be validated. */
    public static final String BUILD_REQUESTED = "sdkgen.build-requested";
    /** {@link BuildProgress}: state changes and log lines reported by the workers. */
    public static final String BUILD_PROGRESS = "sdkgen.build-progress";
    /** {@link BuildValidated}: the config and spec are valid; carries a claim check for the IR. */
    public static final String BUILD_VALIDATED = "sdkgen.build-validated";
    /** {@link BuildFailed}: validation or generation failed; the build is over. */
    public static final String BUILD_FAILED = "sdkgen.build-failed";
    /** {@link SdkGenerated}: the SDK archive is in the artifact-store; the build succeeded. */
    public static final String SDK_GENERATED = "sdkgen.sdk-generated";

    /** {@link DeliveryRequested}: a succeeded build's SDK must be delivered again (a {@code deliver} retry). */
    public static final String DELIVERY_REQUESTED = "sdkgen.delivery-requested";
    /** {@link SdkDelivered}: the outcome of one delivery of a build's SDK to its SDK repository. */
    public static final String SDK_DELIVERED = "sdkgen.sdk-delivered";

    /** Every topic, in flow order. */
    public static final List<String> ALL = List.of(BUILD_REQUESTED, BUILD_PROGRESS, BUILD_VALIDATED, BUILD_FAILED,
            SDK_GENERATED, DELIVERY_REQUESTED, SDK_DELIVERED);

    private Topics() {
    }

    /** The topic an event is published to. */
    public static String of(BuildEvent event) {
        if (event instanceof BuildRequested) {
            return BUILD_REQUESTED;
        } else if (event instanceof BuildProgress) {
            return BUILD_PROGRESS;
        } else if (event instanceof BuildValidated) {
            return BUILD_VALIDATED;
        } else if (event instanceof BuildFailed) {
            return BUILD_FAILED;
        } else if (event instanceof SdkGenerated) {
            return SDK_GENERATED;
        } else if (event instanceof DeliveryRequested) {
            return DELIVERY_REQUESTED;
        } else if (event instanceof SdkDelivered) {
            return SDK_DELIVERED;
        }
        throw new IllegalArgumentException("unknown event type " + event.getClass().getName());
    }
}
