// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/extra-properties: an object with named properties and
// additionalProperties keeps the extra ones in additionalProperties() — sent, read and written again unchanged.
package com.extras;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.extras.models.Labels;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExtrasTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final MockServer server = MockServer.shared();

    @Test
    void sendsReadsAndWritesAgainTheAdditionalProperties() throws IOException {
        server.reset();
        String stored = "{\"name\": \"release\", \"color\": \"blue\", \"env\": \"prod\", \"tier\": \"gold\"}";
        server.enqueue(response("POST", "/labels").json(stored));
        Labels labels = Extras.builder().baseUrl(server.url()).build().labels()
                .create(Labels.builder().name("release").putAdditionalProperty("env", "prod").build());
        assertEquals(JSON.readTree("{\"name\": \"release\", \"env\": \"prod\"}"), server.requests().get(0).json());
        assertEquals("release", labels.name());
        assertEquals(Map.of("env", "prod", "tier", "gold"), labels.additionalProperties());
        assertEquals(JSON.readTree(stored), JSON.readTree(JSON.writeValueAsString(labels)));
    }
}
