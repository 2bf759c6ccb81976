package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import java.nio.charset.StandardCharsets;
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

    private RecordedRequest post(String path, String contentType, byte[] body) throws IOException, InterruptedException {
        server.enqueue(MockServer.response("POST", path).status(204));
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(5))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        assertEquals(204, http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode());
        List<RecordedRequest> requests = server.requests();
        return requests.get(requests.size() - 1);
    }

    @Test
    void servesBinaryBodiesAndRecordsExactBytesFormPairsAndMultipartParts() throws Exception {
        byte[] all = new byte[256];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) i;
        }
        server.enqueue(MockServer.response("GET", "/bin").header("Content-Type", "application/octet-stream").bodyBytes(all));
        HttpResponse<byte[]> binary = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/bin")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertArrayEquals(all, binary.body());

        RecordedRequest raw = post("/raw", "application/octet-stream", all);
        assertArrayEquals(all, raw.bodyBytes());
        assertNull(raw.form());
        assertNull(raw.parts());

        RecordedRequest form = post("/form", "application/x-www-form-urlencoded", "a=1&b[c]=x+y&e=&d%5B0%5D=%C3%A9".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(List.of("a", "1"), List.of("b[c]", "x y"), List.of("e", ""), List.of("d[0]", "é")), form.form());

        byte[] head = ("--XyZ\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nfine-tune\r\n"
                + "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.bin\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\r\n--XyZ--\r\n".getBytes(StandardCharsets.UTF_8);
        byte[] multipart = new byte[head.length + all.length + tail.length];
        System.arraycopy(head, 0, multipart, 0, head.length);
        System.arraycopy(all, 0, multipart, head.length, all.length);
        System.arraycopy(tail, 0, multipart, head.length + all.length, tail.length);
        RecordedRequest upload = post("/upload", "multipart/form-data; boundary=XyZ", multipart);
        assertNull(upload.multipartError());
        assertEquals(2, upload.parts().size());
        MockServer.Part purpose = upload.parts().get(0);
        assertEquals("purpose", purpose.name());
        assertNull(purpose.filename());
        assertNull(purpose.contentType());
        assertEquals("fine-tune", purpose.body());
        MockServer.Part file = upload.parts().get(1);
        assertEquals("file", file.name());
        assertEquals("a.bin", file.filename());
        assertEquals("application/octet-stream", file.contentType());
        assertArrayEquals(all, file.bodyBytes());

        RecordedRequest bare = post("/bad", "multipart/form-data; boundary=XyZ",
                "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nx\n--XyZ--\n".getBytes(StandardCharsets.UTF_8));
        assertNull(bare.parts());
        assertTrue(bare.multipartError().contains("boundary"), bare.multipartError());
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
