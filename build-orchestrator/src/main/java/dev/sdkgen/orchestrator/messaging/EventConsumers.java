package dev.sdkgen.orchestrator.messaging;

import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.Channels;
import dev.sdkgen.events.EventCodec;
import dev.sdkgen.events.Topics;
import dev.sdkgen.orchestrator.service.EventProcessor;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

/**
 * The orchestrator reads every topic. A record that is not a readable event is logged and
 * skipped (it would otherwise block its partition forever); a database failure fails the
 * channel, which turns the readiness check DOWN rather than losing the event.
 */
@ApplicationScoped
public class EventConsumers {

    private static final Logger LOG = Logger.getLogger(EventConsumers.class);

    private final EventProcessor processor;

    public EventConsumers(EventProcessor processor) {
        this.processor = processor;
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
        processor.apply(topic, event);
    }
}
