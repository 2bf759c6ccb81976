package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.config;
import static dev.sdkgen.runtime.core.Clients.failure;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.ConnectionException;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import dev.sdkgen.runtime.errors.NotFoundException;
import dev.sdkgen.runtime.testing.MockServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The raw-response methods of the core ({@link HttpResponseFor}) and request ids on responses and exceptions. */
class RawResponseTest {

    private final MockServer server = MockServer.shared();

    /** A response model as the emitter writes it. */
    record Account(String id, String name) {
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    @Test
    void givesStatusHeadersAndRequestIdBesideTheParsedBody() {
        server.enqueue(response("POST", "/accounts").status(201).header("X-Request-Id", "req_1").header("X-Extra", "e")
                .json("{\"id\": \"a1\", \"name\": \"x\"}"));
        HttpResponseFor<Account> raw = client(server).requestRaw(RequestSpec.post("/accounts").build(), Account.class, null);
        assertEquals(201, raw.statusCode());
        assertEquals("e", raw.headers().get("x-extra"));
        assertEquals(Optional.of("e"), raw.header("X-Extra"));
        assertEquals(Optional.of("req_1"), raw.requestId());
        Account account = raw.parse();
        assertEquals(new Account("a1", "x"), account);
        assertSame(account, raw.parse(), "parsed once");
    }

    @Test
    void parsesOnlyWhenAskedSoAnUnreadableBodyStillGivesItsStatus() {
        server.enqueue(response("GET", "/broken").header("Request-Id", "req_b").body("not json"));
        HttpResponseFor<Account> raw = client(server).requestRaw(RequestSpec.get("/broken").build(), Account.class, null);
        assertEquals(200, raw.statusCode());
        assertEquals(Optional.of("req_b"), raw.requestId(), "request-id when there is no x-request-id");
        failure(InvalidResponseException.class, raw::parse);
    }

    @Test
    void aVoidCallGivesItsStatusAndParsesToNull() {
        server.enqueue(response("DELETE", "/accounts/a1").status(204));
        HttpResponseFor<Void> raw = client(server).requestVoidRaw(RequestSpec.delete("/accounts/a1").build(), null);
        assertEquals(204, raw.statusCode());
        assertEquals(Optional.empty(), raw.requestId());
        assertNull(raw.parse());
    }

    @Test
    void givesTheFinalAttemptAfterARetry() {
        server.enqueue(response("GET", "/retried").status(503).header("X-Request-Id", "req_first"),
                response("GET", "/retried").header("X-Request-Id", "req_second").json("{\"id\": \"a\", \"name\": \"n\"}"));
        ClientConfig retrying = config().retryPolicy(RetryPolicy.builder().maxRetries(1).retryOn(503).build()).build();
        ClientCore core = client(server, retrying, new Clients.Sleeps()).build();
        HttpResponseFor<Account> raw = core.requestRaw(RequestSpec.get("/retried").build(), Account.class, null);
        assertEquals(200, raw.statusCode());
        assertEquals(Optional.of("req_second"), raw.requestId());
    }

    @Test
    void readsOnlyTheConfiguredRequestIdHeaderOnResponsesAndExceptions() {
        server.enqueue(response("GET", "/a").header("X-Request-Id", "req_x").header("X-Trace-Id", "trace_1").json("{}"),
                response("GET", "/b").header("X-Request-Id", "req_x").json("{}"),
                response("GET", "/c").status(404).header("X-Request-Id", "req_x").header("X-Trace-Id", "trace_3").json("{}"));
        ClientCore core = client(server, config().requestIdHeader("X-Trace-Id").build(), new Clients.Sleeps()).build();
        assertEquals(Optional.of("trace_1"), core.requestRaw(RequestSpec.get("/a").build(), JsonNode.class, null).requestId());
        assertEquals(Optional.empty(), core.requestRaw(RequestSpec.get("/b").build(), JsonNode.class, null).requestId());
        NotFoundException error = failure(NotFoundException.class, () -> core.request(RequestSpec.get("/c").build(), JsonNode.class, null));
        assertEquals(Optional.of("trace_3"), error.requestId());
    }

    @Test
    void anApiExceptionHasTheDefaultRequestIdAndAConnectionErrorNone() {
        server.enqueue(response("GET", "/d").status(500).header("Request-Id", "req_500").json("{}"));
        ApiException error = failure(ApiException.class, () -> client(server).requestRaw(RequestSpec.get("/d").build(), JsonNode.class, null));
        assertEquals(Optional.of("req_500"), error.requestId());
        assertEquals(Optional.empty(), new ConnectionException("http://x", null, null).requestId());
    }

    @Test
    void requestIdOfPrefersXRequestIdAndSkipsEmptyValues() {
        assertEquals("a", ApiException.requestIdOf(Map.of("x-request-id", "a", "request-id", "b"), null));
        assertEquals("b", ApiException.requestIdOf(Map.of("x-request-id", "", "request-id", "b"), null));
        assertNull(ApiException.requestIdOf(Map.of(), null));
        assertEquals("t", ApiException.requestIdOf(Map.of("x-trace-id", "t"), "X-Trace-Id"));
        assertNull(ApiException.requestIdOf(Map.of("x-request-id", "a"), "X-Trace-Id"));
    }

    @Test
    void aPaginatedCallGivesTheFirstPagesResponseAndEveryItem() {
        server.enqueue(response("GET", "/accounts").header("X-Request-Id", "req_p1")
                        .json("{\"data\": [{\"id\": \"a\", \"name\": \"1\"}], \"has_more\": true}"),
                response("GET", "/accounts").header("X-Request-Id", "req_p2")
                        .json("{\"data\": [{\"id\": \"b\", \"name\": \"2\"}], \"has_more\": false}"));
        PaginationSpec cursor = PaginationSpec.cursor().limitParam("limit").cursorParam("starting_after").cursorField("id")
                .hasMore("has_more").build();
        HttpResponseFor<PagedIterable<Account>> raw = client(server).paginateRaw(RequestSpec.get("/accounts").build(), cursor,
                Account.class, null);
        assertEquals(Optional.of("req_p1"), raw.requestId());
        List<String> ids = new ArrayList<>();
        raw.parse().forEach(a -> ids.add(a.id()));
        assertEquals(List.of("a", "b"), ids);
    }

    @Test
    void aStreamingCallGivesItsStatusAndTheOpenStream() {
        server.enqueue(response("GET", "/events").header("Content-Type", "text/event-stream").header("X-Request-Id", "req_s")
                .body("data: {\"n\": 1}\n\n"));
        HttpResponseFor<StreamResponse<JsonNode>> raw = client(server).streamRaw(
                RequestSpec.get("/events").responseType(ResponseType.STREAM).build(), JsonNode.class, null);
        assertEquals(200, raw.statusCode());
        assertEquals(Optional.of("req_s"), raw.requestId());
        try (StreamResponse<JsonNode> events = raw.parse()) {
            List<Integer> ns = new ArrayList<>();
            events.forEach(e -> ns.add(e.get("n").asInt()));
            assertEquals(List.of(1), ns);
        }
    }
}
