// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/no-servers: the spec names no server and sdkgen.yaml
// sets no client.base_url, so the client builder demands a base URL.
package com.no_servers;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.runtime.testing.MockServer;
import org.junit.jupiter.api.Test;

class NoServersTest {
    private final MockServer server = MockServer.shared();

    @Test
    void refusesToBeBuiltWithoutABaseUrl() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> NoServers.builder().build());
        assertTrue(e.getMessage().contains("no base URL") && e.getMessage().contains("baseUrl("), e.getMessage());
    }

    @Test
    void sendsRequestsToTheBaseUrlItIsGiven() {
        server.reset();
        server.enqueue(response("GET", "/ping").json("{\"ok\": true}"));
        assertEquals(Boolean.TRUE, NoServers.builder().baseUrl(server.url()).build().ping().ok().get());
        assertEquals("/ping", server.requests().get(0).path());
    }
}
