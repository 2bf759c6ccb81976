package dev.sdkgen.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EventCodecTest {

    private static final BuildSource SOURCE =
            new BuildSource("p1", "go", "go", "https://git.example/acme.git", "main", "abc123");

    @Test
    void everyEventRoundTripsWithItsTypeAndTopic() {
        ArtifactRef ref = new ArtifactRef("ff00", "ff00", 12, "application/json", "ir.json");
        List<BuildEvent> events = List.of(
                BuildRequested.of("b1", 1, SOURCE, "trigger"),
                BuildProgress.of("b1", 1, "spec-validator", BuildState.VALIDATING, List.of("a", "b")),
                BuildValidated.of("b1", 1, SOURCE, ref, 2),
                BuildFailed.of("b1", 1, "spec-validator", "SDKGEN004", "Invalid target language", "x"),
                SdkGenerated.of("b1", 1, "go", ref),
                SdkGenerated.of("b1", 1, "go", ref, "acme", "1.5.0", true),
                SdkGenerated.of("b1", 1, "go", ref, "acme", "1.5.0", true,
                        new SurfaceReport(ref, ref, "major", "bld_0", 3, 1)),
                DeliveryRequested.of("b1", 1, SOURCE, ref, "acme", "1.5.0", 2),
                SdkDelivered.of("b1", 1, 2, true, "https://git.example.test/acme-go.git", "main",
                        "0123456789abcdef0123456789abcdef01234567", true, "v1.5.0", null, List.of("Pushed")));
        for (BuildEvent event : events) {
            String json = EventCodec.encode(event);
            assertTrue(json.contains("\"type\":\"" + event.getClass().getSimpleName() + "\""), json);
            assertEquals(event, EventCodec.decode(json));
            assertEquals(event, EventCodec.decode(json, event.getClass()));
        }
        assertEquals(Topics.BUILD_REQUESTED, Topics.of(events.get(0)));
        assertEquals(Topics.SDK_GENERATED, Topics.of(events.get(4)));
        assertEquals("sdkgen.delivery-requested", Topics.of(events.get(7)));
        assertEquals("sdkgen.sdk-delivered", Topics.of(events.get(8)));
        // an SdkGenerated written before the delivery fields reads as no delivery
        SdkGenerated old = (SdkGenerated) EventCodec.decode("{\"type\":\"SdkGenerated\",\"eventId\":\"e\","
                + "\"schemaVersion\":1,\"buildId\":\"b1\",\"attempt\":1,\"language\":\"go\"}");
        assertEquals(false, old.delivery());
        assertEquals(null, old.sdkVersion());
        assertEquals(null, old.surface(), "an SdkGenerated written before the surface reads as none recorded");
        assertTrue(EventCodec.encode(events.get(6)).contains("\"surface\":{\"surface\":{\"id\":\"ff00\""),
                EventCodec.encode(events.get(6)));
    }

    @Test
    void stateIsWrittenInLowercase() {
        String json = EventCodec.encode(BuildProgress.of("b1", 2, "w", BuildState.GENERATING, List.of()));
        assertTrue(json.contains("\"state\":\"generating\""), json);
        assertTrue(json.contains("\"occurredAt\":\"20"), json);
    }

    @Test
    void unknownFieldsAreIgnoredButNewerSchemaAndGarbageAreRejected() {
        String json = EventCodec.encode(BuildRequested.of("b9", 1, SOURCE, "push"));
        BuildEvent withExtra = EventCodec.decode(json.replace("{\"type\"", "{\"future\":1,\"type\""));
        assertInstanceOf(BuildRequested.class, withExtra);
        assertThrows(EventCodec.EventFormatException.class,
                () -> EventCodec.decode(json.replace("\"schemaVersion\":1", "\"schemaVersion\":2")));
        assertThrows(EventCodec.EventFormatException.class, () -> EventCodec.decode("not json"));
        assertThrows(EventCodec.EventFormatException.class, () -> EventCodec.decode("{\"type\":\"Nope\"}"));
        assertThrows(EventCodec.EventFormatException.class,
                () -> EventCodec.decode("{\"type\":\"BuildFailed\",\"schemaVersion\":1}"));
    }

    @Test
    void repositoryAuthIsOptionalWithinVersionOne() {
        BuildSource privateRepo = new BuildSource("p1", "go", "go", "https://git.example/acme.git", "main", "abc123",
                "token");
        BuildRequested request = BuildRequested.of("b2", 1, privateRepo, "trigger");
        assertEquals(request, EventCodec.decode(EventCodec.encode(request)));
        // an event written before the field existed
        String old = EventCodec.encode(BuildRequested.of("b3", 1, SOURCE, "trigger")).replace(",\"repositoryAuth\":null", "");
        assertTrue(!old.contains("repositoryAuth"), old);
        assertEquals(null, ((BuildRequested) EventCodec.decode(old)).source().repositoryAuth());
    }
}
