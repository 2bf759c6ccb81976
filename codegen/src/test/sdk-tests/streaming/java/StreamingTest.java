// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/streaming: Server-Sent Events read as they arrive
// (the first event before the server sends the second), close() closing the connection (the server sees it),
// [DONE], an error event, named events, text events, comments and multi-line data, and createStreaming beside create
// (a JSON body, and a multipart one).
package com.streamer;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.streamer.core.StreamResponse;
import com.streamer.core.UploadFile;
import com.streamer.errors.ApiException;
import com.streamer.errors.InvalidDataException;
import com.streamer.errors.NotFoundException;
import com.streamer.models.CompletionChunk;
import com.streamer.models.CompletionRequest;
import com.streamer.models.EventTailParams;
import com.streamer.models.JobEvent;
import com.streamer.models.JobResultStatus;
import com.streamer.models.LogEvent;
import com.streamer.models.TranscriptDelta;
import com.streamer.models.TranscriptionRequest;
import dev.sdkgen.runtime.testing.MockServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StreamingTest {
    private static final String SSE = "text/event-stream";

    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Streamer client() {
        return Streamer.builder().baseUrl(server.url()).apiKey("sk-test").build();
    }

    private MockServer.StreamState closedState() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        while (true) {
            MockServer.StreamState state = server.requests().get(0).stream();
            if (state != null && state.clientClosed() || System.nanoTime() > deadline) {
                return state;
            }
            Thread.sleep(20);
        }
    }

    @Test
    void eventsArriveOneAtATimeTheFirstBeforeTheServerSendsTheSecond() {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE)
                .chunk("data: {\"seq\":1,\"message\":\"one\"}\n\n", 0)
                .chunk("data: {\"seq\":2,\"message\":\"two\"}\n\n", 700)
                .chunk("data: [DONE]\n\n", 10));
        List<Long> seen = new ArrayList<>();
        try (StreamResponse<LogEvent> stream = client().events().tail(EventTailParams.builder().topic("builds").build())) {
            for (LogEvent event : stream) {
                if (seen.isEmpty()) {
                    assertEquals(1, server.requests().get(0).stream().chunksSent(), "the second event was sent before the first arrived");
                }
                seen.add(event.seq());
            }
        }
        assertEquals(List.of(1L, 2L), seen);
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals(SSE, request.header("Accept"));
        assertEquals(List.of("builds"), request.queryParams().get("topic"));
        assertEquals("Bearer sk-test", request.header("Authorization"));
    }

    @Test
    void closingTheStreamEndsTheConnectionAndTheServerSeesIt() throws InterruptedException {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE)
                .chunk("data: {\"seq\":1,\"message\":\"one\"}\n\n", 0)
                .chunk("data: {\"seq\":2,\"message\":\"two\"}\n\n", 1500));
        try (StreamResponse<LogEvent> stream = client().events().tail()) {
            assertEquals(1L, stream.stream().findFirst().orElseThrow().seq());
        }
        assertEquals(new MockServer.StreamState(1, true, false), closedState());
    }

    @Test
    void anErrorEventMidStreamIsAnApiException() {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE)
                .chunk("data: {\"seq\":1,\"message\":\"one\"}\n\n", 0)
                .chunk("event: error\ndata: {\"error\":{\"message\":\"stream broke\"}}\n\n", 20)
                .chunk("data: {\"seq\":3,\"message\":\"never\"}\n\n", 0));
        try (StreamResponse<LogEvent> stream = client().events().tail()) {
            Iterator<LogEvent> events = stream.iterator();
            assertEquals(1L, events.next().seq());
            ApiException error = assertThrows(ApiException.class, events::hasNext);
            assertTrue(error.getMessage().contains("stream broke"), error.getMessage());
            assertEquals("stream broke", error.body().path("error").path("message").asText());
        }
    }

    /** A drifted event is kept by a tolerant client and fails a strict one (responseValidation), which closes the stream. */
    @Test
    void aDriftedEventIsKeptOrFailsAStrictClient() {
        String events = "data: {\"seq\":1,\"message\":\"one\"}\n\ndata: {\"seq\":2,\"message\":{\"text\":\"two\"}}\n\n";
        server.enqueue(response("GET", "/events").header("Content-Type", SSE).chunk(events, 0),
                response("GET", "/events").header("Content-Type", SSE).chunk(events, 0));
        try (StreamResponse<LogEvent> stream = client().events().tail()) {
            List<LogEvent> all = stream.stream().toList();
            assertEquals(2L, all.get(1).seq());
            assertThrows(InvalidDataException.class, all.get(1)::message);
        }
        Streamer strict = Streamer.builder().baseUrl(server.url()).apiKey("sk-test").responseValidation(true).build();
        try (StreamResponse<LogEvent> stream = strict.events().tail()) {
            Iterator<LogEvent> it = stream.iterator();
            assertEquals("one", it.next().message());
            InvalidDataException drift = assertThrows(InvalidDataException.class, it::hasNext);
            assertEquals(List.of("$.message: expected String, got {\"text\":\"two\"}"), drift.problems());
        }
    }

    @Test
    void namedEventsAreTypedByTheirName() {
        server.enqueue(response("GET", "/jobs/j%2F1/watch").header("Content-Type", SSE)
                .chunk("event: progress\nid: 1\ndata: {\"percent\":50}\n\n", 0)
                .chunk(": still working\n\nevent: done\nid: 2\ndata: {\"status\":\ndata: \"succeeded\"}\n\n", 20));
        List<JobEvent> events;
        try (StreamResponse<JobEvent> stream = client().events().watch("j/1")) {
            events = stream.stream().toList();
        }
        assertEquals(2, events.size());
        assertEquals(50L, events.get(0).jobProgressEvent().orElseThrow().data().percent());
        assertEquals(JobResultStatus.SUCCEEDED, events.get(1).jobDoneEvent().orElseThrow().data().status());
        assertEquals("2", events.get(1).jobDoneEvent().orElseThrow().id().get());
    }

    @Test
    void textEventsWithMultiLineDataCrLfAndNoBlankLineAtTheEnd() {
        server.enqueue(response("GET", "/logs").header("Content-Type", SSE)
                .chunk("\uFEFFdata: first line\r\ndata: second line\r\n\r\n", 0)
                .chunk(":comment\rdata: last", 0));
        try (StreamResponse<String> stream = client().events().logs()) {
            assertEquals(List.of("first line\nsecond line", "last"), stream.stream().toList());
        }
    }

    @Test
    void createReadsJsonAndCreateStreamingSetsTheFlagAndStreams() {
        server.enqueue(response("POST", "/completions").json("{\"id\":\"c1\",\"text\":\"hello\"}"),
                response("POST", "/completions").header("Content-Type", SSE)
                        .chunk("data: {\"id\":\"c1\",\"delta\":\"hel\"}\n\n", 0)
                        .chunk("data: {\"id\":\"c1\",\"delta\":\"lo\"}\n\ndata: [DONE]\n\n", 20));
        CompletionRequest body = CompletionRequest.builder().prompt("hi").build();
        assertEquals("hello", client().completions().create(body).text());
        try (StreamResponse<CompletionChunk> stream = client().completions().createStreaming(body)) {
            assertEquals(List.of("hel", "lo"), stream.stream().map(CompletionChunk::delta).toList());
        }
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals("{\"prompt\":\"hi\"}", requests.get(0).json().toString());
        assertEquals("{\"prompt\":\"hi\",\"stream\":true}", requests.get(1).json().toString());
        assertEquals(SSE, requests.get(1).header("Accept"));
    }

    @Test
    void aMultipartCreateStreamingSendsStreamTrueAsAPartAndStreamsTypedDeltas() {
        server.enqueue(response("POST", "/transcriptions").json("{\"text\":\"hello\"}"),
                response("POST", "/transcriptions").header("Content-Type", SSE)
                        .chunk("data: {\"delta\":\"hel\"}\n\n", 0)
                        .chunk("data: {\"delta\":\"lo\"}\n\ndata: [DONE]\n\n", 20));
        TranscriptionRequest body = TranscriptionRequest.builder()
                .file(UploadFile.of("RIFF".getBytes(StandardCharsets.UTF_8)).withFilename("a.wav")).model("whisper-1").build();
        assertEquals("hello", client().transcriptions().create(body).text());
        try (StreamResponse<TranscriptDelta> stream = client().transcriptions().createStreaming(body)) {
            assertEquals(List.of("hel", "lo"), stream.stream().map(TranscriptDelta::delta).toList());
        }
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals(List.of("file=RIFF", "model=whisper-1"), parts(requests.get(0)));
        assertEquals("application/json", requests.get(0).header("Accept"));
        assertEquals(List.of("file=RIFF", "model=whisper-1", "stream=true"), parts(requests.get(1)));
        assertEquals("a.wav", requests.get(1).parts().get(0).filename());
        assertTrue(requests.get(1).header("Content-Type").startsWith("multipart/form-data; boundary="));
        assertEquals(SSE, requests.get(1).header("Accept"));
    }

    private static List<String> parts(MockServer.RecordedRequest request) {
        return request.parts().stream().map(p -> p.name() + "=" + p.body()).toList();
    }

    @Test
    void a503BeforeTheFirstByteIsRetried() {
        server.enqueue(response("GET", "/events").status(503).json("{\"error\":{\"message\":\"busy\"}}"),
                response("GET", "/events").header("Content-Type", SSE).chunk("data: {\"seq\":7,\"message\":\"late\"}\n\n", 0));
        try (StreamResponse<LogEvent> stream = client().events().tail()) {
            assertEquals(List.of(7L), stream.stream().map(LogEvent::seq).toList());
        }
        assertEquals(2, server.requests().size());
    }

    @Test
    void aFailedCallThrowsItsStatusError() {
        server.enqueue(response("GET", "/events").status(404).json("{\"error\":{\"message\":\"no log\"}}"));
        assertThrows(NotFoundException.class, () -> client().events().tail());
    }

    @Test
    void theAsyncStreamCompletesWithTheHeadersAndSubscribeReadsEveryEventOnItsExecutor() throws Exception {
        server.enqueue(response("GET", "/events").header("Content-Type", SSE)
                .chunk("data: {\"seq\":1,\"message\":\"one\"}\n\n", 0)
                .chunk("data: {\"seq\":2,\"message\":\"two\"}\n\n", 800)
                .chunk("data: [DONE]\n\n", 10));
        CompletableFuture<StreamResponse<LogEvent>> future = client().async().events().tail(EventTailParams.builder().topic("builds").build());
        StreamResponse<LogEvent> stream = future.get(600, TimeUnit.MILLISECONDS);
        assertTrue(server.requests().get(0).stream().chunksSent() < 2, "the future waited for the second event");
        List<Long> seen = new CopyOnWriteArrayList<>();
        List<String> threads = new CopyOnWriteArrayList<>();
        ExecutorService reader = Executors.newSingleThreadExecutor(r -> new Thread(r, "event-reader"));
        try {
            stream.subscribe(event -> {
                seen.add(event.seq());
                threads.add(Thread.currentThread().getName());
            }, reader).get(5, TimeUnit.SECONDS);
        } finally {
            reader.shutdown();
        }
        assertEquals(List.of(1L, 2L), seen);
        assertEquals(List.of("event-reader", "event-reader"), threads);
        assertEquals(List.of("builds"), server.requests().get(0).queryParams().get("topic"));

        server.reset();
        server.enqueue(response("GET", "/events").status(404).json("{\"message\": \"no topic\"}"));
        CompletionException failed = assertThrows(CompletionException.class, () -> client().async().events().tail().join());
        assertTrue(failed.getCause() instanceof NotFoundException, String.valueOf(failed.getCause()));
    }
}
