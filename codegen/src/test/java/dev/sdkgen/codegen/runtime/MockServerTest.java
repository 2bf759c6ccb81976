package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.MockServer;
import dev.sdkgen.codegen.testing.MockServer.RecordedRequest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Java handle on the mock server: queue responses, drive plain HTTP at it, read what it recorded. */
class MockServerTest {

    private static MockServer server;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @BeforeAll
    static void start() {
        server = MockServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    private HttpResponse<String> send(String method, String pathAndQuery, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.url() + pathAndQuery))
                .timeout(Duration.ofSeconds(5))
                .header("X-Test", "yes");
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesQueuedResponsesInOrderPerRouteAndRecordsRequests() throws Exception {
        server.enqueue(
                MockServer.response("GET", "/accounts").status(503).header("Retry-After", "1"),
                MockServer.response("GET", "/accounts").json("{\"data\": [{\"id\": \"a1\"}]}"),
                MockServer.response("*", "/accounts/a%2F1").status(204));

        HttpResponse<String> first = send("GET", "/accounts?limit=2&tag=a&tag=b", null);
        assertEquals(503, first.statusCode());
        assertEquals("1", first.headers().firstValue("retry-after").orElseThrow());
        HttpResponse<String> second = send("GET", "/accounts", null);
        assertEquals(200, second.statusCode());
        assertEquals("application/json", second.headers().firstValue("content-type").orElseThrow());
        assertEquals("{\"data\": [{\"id\": \"a1\"}]}", second.body());
        assertEquals(204, send("DELETE", "/accounts/a%2F1", null).statusCode());
        HttpResponse<String> unmatched = send("POST", "/nothing", "{\"name\": \"x\"}");
        assertEquals(418, unmatched.statusCode());
        assertTrue(unmatched.body().contains("no response queued for POST /nothing"), unmatched.body());

        List<RecordedRequest> requests = server.requests();
        assertEquals(4, requests.size());
        RecordedRequest request = requests.get(0);
        assertEquals("GET", request.method());
        assertEquals("/accounts", request.path());
        assertEquals("limit=2&tag=a&tag=b", request.query());
        assertEquals(List.of("a", "b"), request.queryParams().get("tag"));
        assertEquals("yes", request.header("X-Test"));
        assertEquals("/accounts/a%2F1", requests.get(2).path());
        assertEquals("x", requests.get(3).json().get("name").asText());
        assertEquals("{\"name\": \"x\"}", requests.get(3).body());
        assertTrue(requests.get(3).time() >= requests.get(0).time());
    }

    @Test
    void repeatsDelaysAndDrops() throws Exception {
        server.enqueue(MockServer.response("GET", "/always").status(500).body("down").repeat());
        for (int i = 0; i < 3; i++) {
            assertEquals(500, send("GET", "/always", null).statusCode());
        }
        server.enqueue(MockServer.response("GET", "/slow").delayMs(1500));
        HttpRequest slow = HttpRequest.newBuilder(URI.create(server.url() + "/slow")).timeout(Duration.ofMillis(200)).build();
        assertThrows(HttpTimeoutException.class, () -> http.send(slow, HttpResponse.BodyHandlers.ofString()));
        // POST: java.net.http silently repeats an idempotent GET once when the connection drops.
        server.enqueue(MockServer.response("POST", "/drop").drop());
        assertThrows(IOException.class, () -> send("POST", "/drop", "{}"));
        assertEquals(5, server.requests().size());
    }

    @Test
    void resetForgetsQueuesAndRequests() throws Exception {
        server.enqueue(MockServer.response("GET", "/x").status(201));
        send("GET", "/y", null);
        server.reset();
        assertEquals(List.of(), server.requests());
        assertEquals(418, send("GET", "/x", null).statusCode());
    }
}
