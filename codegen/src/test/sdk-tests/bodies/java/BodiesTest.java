// Non-JSON operations of a GENERATED SDK (codegen/src/test/fixtures/bodies) against the mock server: form-encoded
// and multipart bodies, binary and text bodies and responses, basic auth. The same scenarios as
// ../typescript/bodies.test.ts and ../python/test_bodies.py.
package com.bodies;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.bodies.core.BinaryResponse;
import com.bodies.core.UploadFile;
import com.bodies.errors.ApiException;
import com.bodies.models.Account;
import com.bodies.models.AccountListParams;
import com.bodies.models.AccountUpdateParams;
import com.bodies.models.FileObject;
import com.bodies.models.FileUploadParams;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BodiesTest {
    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Bodies client() {
        return Bodies.builder().baseUrl(server.url()).apiKey("user:secret").build();
    }

    @Test
    void sendsAFormEncodedBodyWithBracketsAndIndexedArrays() {
        server.enqueue(response("POST", "/accounts/a1").json("{\"id\": \"a1\", \"name\": \"New name\"}"));
        Account account = client().accounts().update("a1", AccountUpdateParams.builder()
                .name("New name").metadata(Map.of("tier", "gold")).tags(List.of("x", "y")).build());
        assertEquals("New name", account.name().get());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("application/x-www-form-urlencoded", request.header("content-type"));
        assertEquals("name=New+name&metadata[tier]=gold&tags[0]=x&tags[1]=y", request.body());
    }

    @Test
    void sendsNoBodyOnAGetEvenWhenTheSpecDeclaresOne() {
        server.enqueue(response("GET", "/accounts").json("[{\"id\": \"a1\"}]"));
        List<Account> accounts = client().accounts().list(AccountListParams.builder().limit(2).build());
        assertEquals(List.of("a1"), accounts.stream().map(Account::id).toList());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("", request.body());
        assertNull(request.header("content-type"));
        assertEquals(Map.of("limit", List.of("2")), request.queryParams());
    }

    @Test
    void uploadsAFileAsMultipartFormData() {
        server.enqueue(response("POST", "/files").json("{\"id\": \"f1\", \"bytes\": 3}"));
        FileObject file = client().files().upload(FileUploadParams.builder()
                .file(UploadFile.of(new byte[] {0x25, 0x50, (byte) 0xff}).withFilename("q.pdf").withContentType("application/pdf"))
                .purpose("audit")
                .build());
        assertEquals("f1", file.id());
        assertEquals(3L, file.bytes());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertTrue(request.header("content-type").startsWith("multipart/form-data; boundary="), request.header("content-type"));
        List<MockServer.Part> parts = request.parts();
        assertEquals(2, parts.size(), String.valueOf(request.multipartError()));
        assertEquals(List.of("file", "q.pdf", "application/pdf"), List.of(parts.get(0).name(), parts.get(0).filename(), parts.get(0).contentType()));
        assertArrayEquals(new byte[] {0x25, 0x50, (byte) 0xff}, parts.get(0).bodyBytes());
        assertEquals("purpose", parts.get(1).name());
        assertNull(parts.get(1).filename());
        assertNull(parts.get(1).contentType());
        assertEquals("audit", parts.get(1).body());
    }

    @Test
    void downloadsBinaryContentAsABinaryResponse() {
        server.enqueue(response("GET", "/files/f1/content").bodyBytes(new byte[] {0, 1, (byte) 254, (byte) 255}));
        BinaryResponse content = client().files().content("f1");
        assertArrayEquals(new byte[] {0, 1, (byte) 254, (byte) 255}, content.bytes());
        assertEquals(200, content.statusCode());
        assertEquals("application/octet-stream", server.requests().get(0).header("accept"));
    }

    @Test
    void uploadsRawBytesWithTheOperationsContentType() {
        server.enqueue(response("PUT", "/files/f1/content").json("{\"id\": \"f1\", \"bytes\": 2}"));
        client().files().replace("f1", UploadFile.of(new byte[] {0x0d, 0x0a}));
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("application/pdf", request.header("content-type"));
        assertArrayEquals(new byte[] {0x0d, 0x0a}, request.bodyBytes());
    }

    @Test
    void sendsATextBodyAndReturnsATextResponse() {
        server.enqueue(response("POST", "/notes/render").header("Content-Type", "text/html").body("<p>hi</p>"),
                response("GET", "/version").header("Content-Type", "text/plain").body("2024-06-01"));
        Bodies c = client();
        assertEquals("<p>hi</p>", c.notes().render("hi"));
        assertEquals("2024-06-01", c.version());
        List<MockServer.RecordedRequest> requests = server.requests();
        assertTrue(requests.get(0).header("content-type").startsWith("text/plain"), requests.get(0).header("content-type"));
        assertEquals("hi", requests.get(0).body());
        assertEquals("text/html", requests.get(0).header("accept"));
        assertEquals("text/plain", requests.get(1).header("accept"));
    }

    @Test
    void sendsTheApiKeyFromBodiesKeyAsHttpBasicAuth() throws Exception {
        server.enqueue(response("GET", "/version").header("Content-Type", "text/plain").body("1"));
        assertEquals("1", Probe.run(server.url(), "user:secret"));
        String expected = "Basic " + Base64.getEncoder().encodeToString("user:secret".getBytes(StandardCharsets.UTF_8));
        assertEquals(expected, server.requests().get(0).header("authorization"));
    }

    @Test
    void sendsAnExplicitKeyWithoutAColonAsTheUserWithAnEmptyPassword() {
        server.enqueue(response("GET", "/version").header("Content-Type", "text/plain").body("1"));
        Bodies.builder().baseUrl(server.url()).apiKey("sk_test_123").build().version();
        String expected = "Basic " + Base64.getEncoder().encodeToString("sk_test_123:".getBytes(StandardCharsets.UTF_8));
        assertEquals(expected, server.requests().get(0).header("authorization"));
    }

    /** Runs a client in a fresh JVM with {@code BODIES_KEY} set, and prints what {@code version()} returned. */
    static final class Probe {
        private Probe() {
        }

        static String run(String baseUrl, String env) throws IOException, InterruptedException {
            String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classpath,
                    Main.class.getName(), baseUrl).redirectErrorStream(true);
            builder.environment().put("BODIES_KEY", env);
            Process process = builder.start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertEquals(0, process.waitFor(), out);
            return out;
        }
    }

    /** The program {@link Probe} runs. */
    static final class Main {
        private Main() {
        }

        public static void main(String[] args) {
            try {
                System.out.println(Bodies.builder().baseUrl(args[0]).build().version());
            } catch (ApiException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
