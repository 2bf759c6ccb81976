// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
// fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
// array query parameters in every style, and a path parameter that keeps its "/" (allowReserved). The scenarios of
// ../typescript/wire.test.ts, in Java (the key from WIRE_KEY goes through the same code as an explicit one).
package com.wire;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.wire.errors.ConnectionException;
import com.wire.models.File;
import com.wire.models.FileSharedLinkParams;
import com.wire.models.ItemListParams;
import com.wire.models.TokenCreateParams;
import dev.sdkgen.runtime.testing.MockServer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WireTest {
    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Wire client() {
        return Wire.builder().baseUrl(server.url()).apiKey("k1").build();
    }

    @Test
    void aPathKeyWithAFragmentIsSentWithoutIt() {
        server.enqueue(response("GET", "/files/f1").json("{\"id\": \"f1\"}"));
        File file = client().files().sharedLink("f1", FileSharedLinkParams.builder().fields("shared_link").build());
        assertEquals("f1", file.id());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("/files/f1", request.path());
        assertEquals(Map.of("fields", List.of("shared_link")), request.queryParams());
    }

    @Test
    void anOperationWithItsOwnServerGoesThereUnlessTheBaseUrlIsGiven() {
        Wire own = Wire.builder().apiKey("k1").build();
        ConnectionException upload = assertThrows(ConnectionException.class,
                () -> own.uploads().create(File.builder().id("f1").build()));
        assertEquals("http://127.0.0.1:1/upload/uploads", upload.url());
        ConnectionException token = assertThrows(ConnectionException.class,
                () -> own.tokens().create(TokenCreateParams.builder().grantType("client_credentials").build()));
        assertEquals("http://127.0.0.1:1/auth/oauth/token", token.url());

        server.enqueue(response("POST", "/uploads").status(201).json("{\"id\": \"f1\"}"));
        assertEquals("f1", client().uploads().create(File.builder().id("f1").build()).id());
        assertEquals("/uploads", server.requests().get(0).path());
    }

    @Test
    void theKeyFollowsTheAuthPrefixInTheAuthorizationHeader() {
        server.enqueue(response("GET", "/files/f1").json("{\"id\": \"f1\"}"));
        client().files().retrieve("f1");
        assertEquals("Bot k1", server.requests().get(0).header("Authorization"));
    }

    @Test
    void arrayQueryParametersInTheirStyle() {
        server.enqueue(response("GET", "/items").json("[]"));
        client().items().list(ItemListParams.builder().ids(List.of("a", "b")).tags(List.of("x", "y z")).codes(List.of(1L, 2L))
                .expand(List.of("customer", "invoice")).status(List.of("open", "paid")).sort(List.of("name", "-id")).build());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals(Map.of("ids", List.of("a,b"), "tags", List.of("x y z"), "codes", List.of("1|2"),
                "expand[]", List.of("customer", "invoice"), "status[]", List.of("open", "paid"), "sort", List.of("name", "-id")),
                request.queryParams());
        assertTrue(request.query().startsWith("ids=a%2Cb&tags=x%20y%20z&codes=1%7C2&expand%5B%5D=customer&"), request.query());
    }

    @Test
    void aPathParameterWithAllowReservedKeepsItsSlashes() {
        server.enqueue(response("GET", "/proxy/v2/users/a%20b").json("{\"id\": \"u\"}"));
        assertEquals("u", client().proxy().get("v2/users/a b").id());
        assertEquals("/proxy/v2/users/a%20b", server.requests().get(0).path());
    }
}
