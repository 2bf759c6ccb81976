package dev.sdkgen.events;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.time.Instant;

/**
 * Common shape of every event. {@code eventId} is unique per event and is what consumers use to
 * ignore a replayed event; {@code attempt} is the build attempt (1-based) the event belongs to.
 * The JSON form carries a {@code type} discriminator (the record's simple name).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = BuildRequested.class, name = "BuildRequested"),
        @JsonSubTypes.Type(value = BuildProgress.class, name = "BuildProgress"),
        @JsonSubTypes.Type(value = BuildValidated.class, name = "BuildValidated"),
        @JsonSubTypes.Type(value = BuildFailed.class, name = "BuildFailed"),
        @JsonSubTypes.Type(value = SdkGenerated.class, name = "SdkGenerated"),
        @JsonSubTypes.Type(value = DeliveryRequested.class, name = "DeliveryRequested"),
        @JsonSubTypes.Type(value = SdkDelivered.class, name = "SdkDelivered")
})
public sealed interface BuildEvent
        permits BuildRequested, BuildProgress, BuildValidated, BuildFailed, SdkGenerated, DeliveryRequested,
        SdkDelivered {

    /** Schema version written by this code; a consumer rejects events of a newer major version. */
    int SCHEMA_VERSION = 1;

    String eventId();

    int schemaVersion();

    Instant occurredAt();

    String buildId();

    int attempt();

    /** The same event under another id (see {@link EventIds}). */
    BuildEvent withEventId(String eventId);
}
