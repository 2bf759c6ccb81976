package dev.sdkgen.orchestrator.messaging;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.Topics;
import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.service.Database;
import dev.sdkgen.orchestrator.service.EventProcessor;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

/**
 * The orchestrator reads every topic. A record that is not a readable event is logged and
 * skipped (it would otherwise block its partition forever). While the build database is
 * unavailable the consumer waits for it, holding the record unacknowledged (its offset is not
 * committed, the connector pauses the partition when its queue is full and keeps polling, so the
 * consumer stays in its group), then applies the event: exactly once, since {@link EventProcessor}
 * records the event id in the same transaction as its effect. Only an event that keeps failing
 * while the database answers stops its channel (readiness DOWN), rather than being lost.
 */
@ApplicationScoped
public class EventConsumers {

    private static final Logger LOG = Logger.getLogger(EventConsumers.class);

    private final EventProcessor processor;
    private final Database database;
    private final OrchestratorConfig config;

    public EventConsumers(EventProcessor processor, Database database, OrchestratorConfig config) {
        this.processor = processor;
        this.database = database;
        this.config = config;
    }

    @Incoming(Channels.BUILD_REQUESTED)
    @Blocking(ordered = true)
    public void requested(String json) {
        handle(Topics.BUILD_REQUESTED, json);
    }

    @Incoming(Channels.BUILD_PROGRESS)
    @Blocking(ordered = true)
    public void progress(String json) {
        handle(Topics.BUILD_PROGRESS, json);
    }

    @Incoming(Channels.BUILD_VALIDATED)
    @Blocking(ordered = true)
    public void validated(String json) {
        handle(Topics.BUILD_VALIDATED, json);
    }

    @Incoming(Channels.BUILD_FAILED)
    @Blocking(ordered = true)
    public void failed(String json) {
        handle(Topics.BUILD_FAILED, json);
    }

    @Incoming(Channels.SDK_GENERATED)
    @Blocking(ordered = true)
    public void generated(String json) {
        handle(Topics.SDK_GENERATED, json);
    }

    @Incoming(Channels.DELIVERY_REQUESTED)
    @Blocking(ordered = true)
    public void deliveryRequested(String json) {
        handle(Topics.DELIVERY_REQUESTED, json);
    }

    @Incoming(Channels.SDK_DELIVERED)
    @Blocking(ordered = true)
    public void delivered(String json) {
        handle(Topics.SDK_DELIVERED, json);
    }

    private void handle(String topic, String json) {
        BuildEvent event;
        try {
            event = EventCodec.decode(json);
        } catch (EventCodec.EventFormatException e) {
            LOG.errorf("skipping unreadable record on %s: %s", topic, e.getMessage());
            return;
        }
        if (!topic.equals(Topics.of(event))) {
            LOG.errorf("skipping %s %s found on %s", event.getClass().getSimpleName(), event.eventId(), topic);
            return;
        }
        applyOnce(topic, event);
    }

    /** Applies the event, waiting out a database outage; gives up (throws) only on a failure that is no outage. */
    private void applyOnce(String topic, BuildEvent event) {
        int failures = 0;
        while (true) {
            try {
                processor.apply(topic, event);
                return;
            } catch (RuntimeException e) {
                if (database.isOutage(e)) {
                    LOG.warnf("%s %s on %s waits for the build database: %s", event.getClass().getSimpleName(),
                            event.eventId(), topic, Database.describe(e));
                    database.awaitAvailable();
                    continue;
                }
                if (++failures >= config.eventAttempts()) {
                    throw e;
                }
                LOG.warnf(e, "%s %s on %s failed (try %d of %d); trying again", event.getClass().getSimpleName(),
                        event.eventId(), topic, failures, config.eventAttempts());
                pause(config.databaseProbeInterval());
            }
        }
    }

    private static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted between tries of an event", e);
        }
    }
}
