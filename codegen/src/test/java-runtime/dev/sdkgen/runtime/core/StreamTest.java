package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.config;
import static dev.sdkgen.runtime.core.Clients.failure;
import static dev.sdkgen.runtime.core.Clients.only;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.ConnectionTimeoutException;
import dev.sdkgen.runtime.errors.InternalServerException;
import dev.sdkgen.runtime.testing.MockServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Server-Sent Events: the decoder alone, and {@link StreamResponse} against the mock server. */
class StreamTest {
    private static final String SSE = "text/event-stream";

    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private static List<SseDecoder.Event> decodeAll(String... chunks) {
        SseDecoder decoder = new SseDecoder();
        List<SseDecoder.Event> events = new ArrayList<>();
        for (String chunk : chunks) {
            byte[] bytes = chunk.getBytes(StandardCharsets.UTF_8);
            events.addAll(decoder.decode(bytes, bytes.length));
        }
        events.addAll(decoder.flush());
        return events;
    }

    private static List<String> data(List<SseDecoder.Event> events) {
        return events.stream().map(SseDecoder.Event::data).toList();
    }

    @Test
    void decoderReadsFieldsMultiLineDataAndComments() {
        assertEquals(List.of(new SseDecoder.Event("delta", "line one\nline two", "7", 1500L)),
                decodeAll(": a comment\n", "event: delta\nid: 7\nretry: 1500\ndata: line one\ndata: line two\n\n"));
    }

    @Test
    void decoderAcceptsCrLfCrAndLfAlsoSplitBetweenReads() {
        assertEquals(List.of("a", "b", "c"), data(decodeAll("data: a\r", "\n\r", "\ndata: b\r\rdata: c\n", "\n")));
    }

    @Test
    void decoderSkipsAByteOrderMarkOnlyAtTheStartAndDispatchesAFinalEventWithoutABlankLine() {
        assertEquals(List.of("x", "\uFEFFy", "last"), data(decodeAll("\uFEFFdata: x\n\n", "data: \uFEFFy\n\ndata: last")));
    }

    @Test
    void decoderFieldRules() {
        assertEquals(List.of(new SseDecoder.Event("message", " two spaces", null, null), new SseDecoder.Event("message", "", null, null),
                new SseDecoder.Event("message", "x", "1", null)),
                decodeAll("data:  two spaces\nid: a\0b\nretry: 10x\n\ndata\n\nid: 1\nevent: ping\n\ndata: x\n\n"));
    }

    @Test
    void decoderReadsACharacterSplitBetweenReads() {
        byte[] bytes = "data: é\n\n".getBytes(StandardCharsets.UTF_8);
        SseDecoder decoder = new SseDecoder();
        List<SseDecoder.Event> events = new ArrayList<>(decoder.decode(bytes, 7));
        events.addAll(decoder.decode(java.util.Arrays.copyOfRange(bytes, 7, bytes.length), bytes.length - 7));
        assertEquals(List.of("é"), data(events));
    }

    private StreamResponse<JsonNode> stream(ClientCore client, RequestSpec.Builder spec) {
        return client.stream(spec.responseType(ResponseType.STREAM).build(), JsonNode.class, null);
    }

    /** The only request's stream state once {@code done} holds (polled for two seconds at most). */
    private MockServer.StreamState state(Predicate<MockServer.StreamState> done) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        while (true) {
            MockServer.StreamState state = only(server).stream();
            if (state != null && done.test(state) || System.nanoTime() > deadline) {
                return state;
            }
            Thread.sleep(20);
        }
    }

    @Test
    void deliversTheFirstEventBeforeTheServerSendsTheSecond() {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE).chunk("data: {\"n\":1}\n\n", 0)
                .chunk("data: {\"n\":2}\n\n", 700));
        List<Integer> seen = new ArrayList<>();
        try (StreamResponse<JsonNode> stream = stream(client(server), RequestSpec.get("/events"))) {
            for (JsonNode item : stream) {
                if (seen.isEmpty()) {
                    assertEquals(1, only(server).stream().chunksSent(), "the second chunk was sent before the first arrived");
                }
                seen.add(item.get("n").asInt());
            }
        }
        assertEquals(List.of(1, 2), seen);
        assertEquals(SSE, only(server).header("Accept"));
    }

    @Test
    void closingTheStreamClosesTheConnectionAndTheServerSeesIt() throws InterruptedException {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE).chunk("data: 1\n\n", 0).chunk("data: 2\n\n", 1500)
                .chunk("data: 3\n\n", 1500));
        try (StreamResponse<JsonNode> stream = stream(client(server), RequestSpec.get("/events"))) {
            assertEquals(1, stream.stream().findFirst().orElseThrow().asInt());
        }
        assertEquals(new MockServer.StreamState(1, true, false), state(MockServer.StreamState::clientClosed));
    }

    @Test
    void endsAtDoneAndReadsTextAndNamedEvents() {
        server.enqueue(response("GET", "/a").header("Content-Type", SSE).chunk(": ping\n\ndata: \"x\"\n\ndata: [DONE]\n\ndata: 1\n\n", 0),
                response("GET", "/b").header("Content-Type", SSE).chunk("data: plain\ndata: text\n\n", 0),
                response("GET", "/c").header("Content-Type", SSE)
                        .chunk("event: delta\nid: 4\ndata: {\"t\":\"hi\"}\n\nevent: note\ndata: not json\n\n", 0));
        ClientCore client = client(server);
        try (StreamResponse<JsonNode> a = stream(client, RequestSpec.get("/a"))) {
            assertEquals(List.of("x"), a.stream().map(JsonNode::asText).toList());
        }
        try (StreamResponse<String> b = client.stream(RequestSpec.get("/b").responseType(ResponseType.STREAM)
                .eventData(EventData.TEXT).build(), String.class, null)) {
            assertEquals(List.of("plain\ntext"), b.stream().toList());
        }
        try (StreamResponse<JsonNode> c = stream(client, RequestSpec.get("/c").eventData(EventData.NAMED))) {
            assertEquals("[{\"event\":\"delta\",\"data\":{\"t\":\"hi\"},\"id\":\"4\"},{\"event\":\"note\",\"data\":\"not json\",\"id\":\"4\"}]",
                    c.stream().map(JsonNode::toString).collect(Collectors.joining(",", "[", "]")));
        }
    }

    @Test
    void anErrorEventIsAnApiExceptionAfterTheEventsBeforeIt() {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE).chunk("data: 1\n\n", 0)
                .chunk("event: error\ndata: {\"error\":{\"message\":\"overloaded\"}}\n\n", 50));
        try (StreamResponse<JsonNode> stream = stream(client(server), RequestSpec.get("/events"))) {
            Iterator<JsonNode> items = stream.iterator();
            assertEquals(1, items.next().asInt());
            ApiException error = failure(ApiException.class, items::hasNext);
            assertTrue(error.getMessage().contains("overloaded"), error.getMessage());
            assertEquals("overloaded", error.body().path("error").path("message").asText());
        }
    }

    @Test
    void retriesBeforeTheFirstByteAndReportsStatusErrors() {
        server.enqueue(response("GET", "/events").status(503).json("{\"error\":{\"message\":\"busy\"}}"),
                response("GET", "/events").header("Content-Type", SSE).chunk("data: 1\n\n", 0),
                response("GET", "/down").status(500).json("{\"error\":{\"message\":\"boom\"}}"));
        ClientCore retrying = client(server, config().retryPolicy(RetryPolicy.builder().maxRetries(2).retryOn(503).build()).build(),
                new Clients.Sleeps()).build();
        try (StreamResponse<JsonNode> stream = stream(retrying, RequestSpec.get("/events"))) {
            assertEquals(List.of(1), stream.stream().map(JsonNode::asInt).toList());
        }
        assertEquals(2, server.requests().size());
        failure(InternalServerException.class, () -> stream(client(server), RequestSpec.get("/down")));
    }

    @Test
    void timesOutBetweenEventsNotOverTheWholeStream() {
        server.enqueue(response("GET", "/slow").header("Content-Type", SSE).chunk("data: 1\n\n", 0).chunk("data: 2\n\n", 250)
                        .chunk("data: 3\n\n", 250).chunk("data: 4\n\n", 250),
                response("GET", "/stuck").header("Content-Type", SSE).chunk("data: 1\n\n", 0).chunk("data: 2\n\n", 2000));
        ClientCore client = client(server, config().build(), new Clients.Sleeps()).timeout(Duration.ofMillis(500)).build();
        try (StreamResponse<JsonNode> slow = stream(client, RequestSpec.get("/slow"))) {
            assertEquals(List.of(1, 2, 3, 4), slow.stream().map(JsonNode::asInt).toList());
        }
        try (StreamResponse<JsonNode> stuck = stream(client, RequestSpec.get("/stuck"))) {
            Iterator<JsonNode> items = stuck.iterator();
            assertEquals(1, items.next().asInt());
            failure(ConnectionTimeoutException.class, items::hasNext);
            assertFalse(items.hasNext());
        }
    }

    @Test
    void aStreamingCallSetsTheBodyFlag() {
        server.enqueue(response("POST", "/chat").header("Content-Type", SSE).chunk("data: {\"delta\":\"a\"}\n\n", 0));
        try (StreamResponse<JsonNode> stream = stream(client(server), RequestSpec.post("/chat")
                .body(Map.of("prompt", "hi", "stream", false)).streamFlag("stream"))) {
            assertEquals("a", stream.stream().findFirst().orElseThrow().get("delta").asText());
        }
        JsonNode sent = only(server).json();
        assertEquals("hi", sent.get("prompt").asText());
        assertTrue(sent.get("stream").asBoolean());
    }

    @Test
    void aStreamingCallSendsTheFlagAsAMultipartPartOrAFormFieldAndRefusesABodyWithoutFields() {
        server.enqueue(response("POST", "/audio").header("Content-Type", SSE).chunk("data: {\"delta\":\"a\"}\n\n", 0),
                response("POST", "/form").header("Content-Type", SSE).chunk("data: {\"delta\":\"b\"}\n\n", 0));
        ClientCore client = client(server);
        Map<String, Object> upload = new java.util.LinkedHashMap<>();
        upload.put("file", UploadFile.of("RIFF".getBytes(StandardCharsets.UTF_8)).withFilename("a.wav"));
        upload.put("model", "whisper");
        upload.put("stream", false);
        try (StreamResponse<JsonNode> audio = stream(client, RequestSpec.post("/audio").encoding(BodyEncoding.MULTIPART)
                .body(upload).streamFlag("stream"));
                StreamResponse<JsonNode> form = stream(client, RequestSpec.post("/form").encoding(BodyEncoding.FORM)
                        .body(Map.of("prompt", "hi")).streamFlag("stream"))) {
            assertEquals("a", audio.stream().findFirst().orElseThrow().get("delta").asText());
            assertEquals("b", form.stream().findFirst().orElseThrow().get("delta").asText());
        }
        List<MockServer.RecordedRequest> sent = server.requests();
        List<List<String>> parts = new ArrayList<>();
        for (MockServer.Part part : sent.get(0).parts()) {
            parts.add(java.util.Arrays.asList(part.name(), part.filename(), part.body()));
        }
        assertEquals(List.of(List.of("file", "a.wav", "RIFF"), java.util.Arrays.asList("model", null, "whisper"),
                java.util.Arrays.asList("stream", null, "true")), parts);
        assertEquals(List.of(List.of("prompt", "hi"), List.of("stream", "true")), sent.get(1).form());
        assertEquals("text/event-stream", sent.get(0).header("accept"));
        assertThrows(IllegalArgumentException.class, () -> ClientCore.encodeBody(RequestSpec.post("/t")
                .encoding(BodyEncoding.TEXT).body("hi").streamFlag("stream").build(), RequestOptions.none()));
    }

    @Test
    void canBeIteratedOnce() {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE).chunk("data: 1\n\n", 0));
        try (StreamResponse<JsonNode> stream = stream(client(server), RequestSpec.get("/events"))) {
            stream.iterator();
            assertThrows(IllegalStateException.class, stream::iterator);
        }
    }
}
