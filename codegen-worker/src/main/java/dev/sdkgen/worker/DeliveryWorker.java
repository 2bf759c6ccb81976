package dev.sdkgen.worker;

import dev.sdkgen.events.Channels;
import dev.sdkgen.events.DeliveryRequested;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.EventIds;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.service.ArtifactStoreApi;
import dev.sdkgen.service.InfrastructureUnavailableException;
import dev.sdkgen.service.RecentBuilds;
import dev.sdkgen.service.Retries;
import dev.sdkgen.service.WorkDirectory;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * The {@code deliver} retry (consumer group {@code sdk-delivery} on {@code sdkgen.delivery-requested}):
 * the build's archive from the artifact-store (claim check, SHA-256 checked), unpacked, delivered
 * again — without generating, its changelog from the surface diff the build recorded. Publishes
 * {@link SdkDelivered}.
 */
@ApplicationScoped
public class DeliveryWorker {

    private static final Logger LOG = Logger.getLogger(DeliveryWorker.class);

    private final ArtifactStoreClient artifacts;
    private final Deliveries deliveries;
    private final EventSender events;
    private final WorkerConfig config;
    private final RecentBuilds recent;
    private final String artifactStoreUrl;
    private final SurfaceRecorder surfaces;

    public DeliveryWorker(@RestClient ArtifactStoreClient artifacts, Deliveries deliveries, EventSender events,
                          WorkerConfig config, RecentBuilds recent,
                          @ConfigProperty(name = ArtifactStoreApi.URL_PROPERTY) String artifactStoreUrl,
                          SurfaceRecorder surfaces) {
        this.surfaces = surfaces;
        this.artifacts = artifacts;
        this.deliveries = deliveries;
        this.events = events;
        this.config = config;
        this.recent = recent;
        this.artifactStoreUrl = artifactStoreUrl;
    }

    @Incoming(Channels.SDK_DELIVERY)
    @Blocking
    public void handle(String json) {
        DeliveryRequested event;
        try {
            event = EventCodec.decode(json, DeliveryRequested.class);
        } catch (EventCodec.EventFormatException e) {
            LOG.errorf("%s: skipping unreadable DeliveryRequested: %s", Channels.SDK_DELIVERY, e.getMessage());
            return;
        }
        if (!recent.firstTime(event.buildId() + "/" + event.attempt() + "/delivery", event.deliveryAttempt())) {
            LOG.infof("build %s delivery %d was delivered again; it was handled already", event.buildId(),
                    event.deliveryAttempt());
            return;
        }
        try {
            events.send(ids(event.buildId(), event.attempt(), event.deliveryAttempt()).next(deliver(event)));
        } catch (Throwable e) {
            // never fail the channel; the delivery stays pending and shows why in the service log
            LOG.errorf(e, "build %s delivery %d: unexpected failure", event.buildId(), event.deliveryAttempt());
        }
    }

    /** The event ids of one delivery: the same for the same delivery handled again. */
    static EventIds ids(String buildId, int attempt, int deliveryAttempt) {
        return new EventIds(buildId, attempt, "sdk-delivery-" + deliveryAttempt);
    }

    private SdkDelivered deliver(DeliveryRequested e) {
        Optional<Deliveries.Target> target = deliveries.target(e.source().projectId(), e.source().targetId());
        if (target.isEmpty()) {
            return SdkDelivered.of(e.buildId(), e.attempt(), e.deliveryAttempt(), false, null, null, null, false, null,
                    "the SDK target has no SDK repository any more", List.of());
        }
        Path dir = null;
        try {
            String store = ArtifactStoreApi.describe(artifactStoreUrl);
            byte[] zip = Retries.call(config.retry(), store, () -> artifacts.download(e.artifact().id()));
            String sha = Archives.sha256(zip);
            if (!sha.equals(e.artifact().sha256())) {
                throw new IllegalStateException("archive " + e.artifact().id() + " has SHA-256 " + sha);
            }
            dir = deliveries.newDirectory(e.buildId() + "-delivery-");
            Archives.unzip(zip, dir);
            // the changelog needs the diff the build recorded when it was generated
            Deliveries.Delivery d = new Deliveries.Delivery(e.buildId(), e.attempt(), e.source(), e.sdkName(),
                    e.sdkVersion(), e.deliveryAttempt(), surfaces.recordedDiff(e.buildId(), e.source()));
            return deliveries.deliver(d, target.get(), dir);
        } catch (InfrastructureUnavailableException | IOException | IllegalStateException ex) {
            return SdkDelivered.of(e.buildId(), e.attempt(), e.deliveryAttempt(), false, null, null, null, false, null,
                    "the SDK archive could not be read: " + ex.getMessage(), List.of());
        } finally {
            WorkDirectory.delete(dir);
        }
    }
}
