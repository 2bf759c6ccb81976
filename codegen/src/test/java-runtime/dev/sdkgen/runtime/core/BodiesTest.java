package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.config;
import static dev.sdkgen.runtime.core.Clients.failure;
import static dev.sdkgen.runtime.core.Clients.only;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.AuthenticationException;
import dev.sdkgen.runtime.errors.NotFoundException;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Non-JSON request bodies, text/binary responses and basic auth, asserted on the bytes the mock server received. */
class BodiesTest {

    /** Every byte value, so any re-encoding on the way shows. */
    private static final byte[] ALL_BYTES = new byte[256];

    static {
        for (int i = 0; i < 256; i++) {
            ALL_BYTES[i] = (byte) i;
        }
    }

    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    /** An ordered map from alternating keys and values (values may be null). */
    static Map<String, Object> map(Object... pairs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static ClientConfig retrying(int status) {
        return config().retryPolicy(RetryPolicy.builder().maxRetries(1).retryOn(status).build()).build();
    }

    @Nested
    class FormBodies {

        @Test
        void sendsAStripeStyleBodyByteForByteWithItsContentType() {
            server.enqueue(response("POST", "/v1/customers").json("{\"id\": \"cus_1\"}"));
            Map<String, Object> body = map("name", "Jane Doe",
                    "metadata", map("order_id", "6735", "note", "a&b=c"),
                    "items", List.of(map("price", "price_1", "quantity", 2), map("price", "price_2", "quantity", 1)),
                    "expand", List.of("customer", "invoice"),
                    "livemode", false, "amount", 1999, "ratio", 0.5,
                    "created", OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC),
                    "description", Opt.absent(), "coupon", null, "cleared", Opt.ofNull());
            JsonNode result = client(server).request(RequestSpec.post("/v1/customers").encoding(BodyEncoding.FORM).body(body).build(),
                    JsonNode.class, null);
            assertEquals("cus_1", result.path("id").textValue());
            MockServer.RecordedRequest request = only(server);
            assertEquals("application/x-www-form-urlencoded", request.header("content-type"));
            assertEquals("name=Jane+Doe&metadata[order_id]=6735&metadata[note]=a%26b%3Dc"
                    + "&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2&items[1][quantity]=1"
                    + "&expand[0]=customer&expand[1]=invoice&livemode=false&amount=1999&ratio=0.5"
                    + "&created=2024-01-02T03%3A04%3A05Z", request.body());
            assertEquals(List.of(List.of("name", "Jane Doe"), List.of("metadata[order_id]", "6735"), List.of("metadata[note]", "a&b=c"),
                    List.of("items[0][price]", "price_1"), List.of("items[0][quantity]", "2"), List.of("items[1][price]", "price_2"),
                    List.of("items[1][quantity]", "1"), List.of("expand[0]", "customer"), List.of("expand[1]", "invoice"),
                    List.of("livemode", "false"), List.of("amount", "1999"), List.of("ratio", "0.5"),
                    List.of("created", "2024-01-02T03:04:05Z")), request.form());
        }

        @Test
        void percentEncodesUtf8AndReservedCharactersKeepsStructuralBracketsDropsEmptyContainers() {
            assertEquals("a%5Bb=x&q=%C3%A9+%C3%BC%21%27%28%29%2A~-._&m[k+y]=&nested[0][0]=1&nested[0][1]=2&big=10",
                    Bodies.encodeForm(map("a[b", "x", "q", "é ü!'()*~-._", "m", map("k y", ""), "empty", List.of(),
                            "none", map(), "nested", List.of(List.of(1, 2)), "big", BigInteger.TEN)));
            assertEquals("", Bodies.encodeForm(map()));
        }

        @Test
        void rejectsABodyThatIsNotAnObject() {
            for (Object body : new Object[] {List.of("a"), "text", 5, OffsetDateTime.now(ZoneOffset.UTC)}) {
                IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                        () -> client(server).requestVoid(RequestSpec.post("/f").encoding(BodyEncoding.FORM).body(body).build(), null));
                assertTrue(error.getMessage().startsWith("A form-encoded request body must be an object"), error.getMessage());
            }
            assertThrows(IllegalArgumentException.class, () -> Bodies.encodeForm(map("file", UploadFile.of(new byte[1]))));
            assertEquals(0, server.requests().size());
        }

        @Test
        void resendsTheIdenticalBodyOnARetry() {
            server.enqueue(response("POST", "/f").status(503), response("POST", "/f").json("{}"));
            client(server, retrying(503), new Clients.Sleeps()).build().requestVoid(RequestSpec.post("/f")
                    .encoding(BodyEncoding.FORM).body(map("a", List.of(1, map("b", true)))).build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            assertEquals(2, requests.size());
            assertEquals("a[0]=1&a[1][b]=true", requests.get(0).body());
            assertEquals(requests.get(0).body(), requests.get(1).body());
            assertEquals("application/x-www-form-urlencoded", requests.get(1).header("content-type"));
        }

        @Test
        void honoursAGivenContentTypeAndKeepsTheBodyOnEveryPageOfAPaginatedCall() {
            PaginationSpec pagination = PaginationSpec.page().items("data").pageParam("page").hasMore("has_more").build();
            server.enqueue(response("POST", "/search").json("{\"data\": [1], \"has_more\": true}"),
                    response("POST", "/search").json("{\"data\": [2], \"has_more\": false}"));
            RequestSpec spec = RequestSpec.post("/search").body(map("q", "x y")).encoding(BodyEncoding.FORM)
                    .contentType("application/x-www-form-urlencoded; charset=utf-8").build();
            List<Integer> items = client(server).paginate(spec, pagination, Integer.class, null).stream().collect(Collectors.toList());
            assertEquals(List.of(1, 2), items);
            List<List<String>> seen = server.requests().stream()
                    .map(r -> List.of(r.query(), r.body(), r.header("content-type"))).collect(Collectors.toList());
            assertEquals(List.of(List.of("", "q=x+y", "application/x-www-form-urlencoded; charset=utf-8"),
                    List.of("page=2", "q=x+y", "application/x-www-form-urlencoded; charset=utf-8")), seen);
        }
    }

    @Nested
    class MultipartBodies {

        @Test
        void sendsFieldsAndFilesAsStrictMultipartFormData(@TempDir Path dir) throws IOException {
            Path csv = Files.writeString(dir.resolve("rows.csv"), "a,b\n1,2\n");
            server.enqueue(response("POST", "/files").json("{\"id\": \"file_1\"}"));
            Map<String, Object> body = map("purpose", "fine-tune",
                    "file", UploadFile.of(ALL_BYTES).withFilename("data.bin").withContentType("application/x-custom"),
                    "image", UploadFile.of(new byte[] {(byte) 0x89, 0x50, 0x4e, 0x47}).withContentType("image/png"),
                    "raw", ALL_BYTES,
                    "path", UploadFile.of(csv),
                    "stream", UploadFile.of(new ByteArrayInputStream("héllo".getBytes(StandardCharsets.UTF_8))),
                    "tags", List.of("a", "b"),
                    "meta", map("k", "v", "n", List.of(1, 2)),
                    "count", 3, "flag", true, "at", OffsetDateTime.of(2024, 1, 2, 0, 0, 0, 0, ZoneOffset.UTC),
                    "skipped", Opt.absent(), "nothing", null,
                    "we\"ird\r\nname", "ünïcode value");
            JsonNode result = client(server).request(RequestSpec.post("/files").encoding(BodyEncoding.MULTIPART).body(body).build(),
                    JsonNode.class, null);
            assertEquals("file_1", result.path("id").textValue());
            MockServer.RecordedRequest request = only(server);
            Matcher boundary = Pattern.compile("multipart/form-data; boundary=(sdkgen-[0-9a-f]{32})").matcher(request.header("content-type"));
            assertTrue(boundary.matches(), request.header("content-type"));
            assertNull(request.multipartError());
            String text = new String(request.bodyBytes(), StandardCharsets.ISO_8859_1);
            assertTrue(text.startsWith("--" + boundary.group(1) + "\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nfine-tune\r\n"));
            assertTrue(text.endsWith("\r\n--" + boundary.group(1) + "--\r\n"));
            List<MockServer.Part> parts = request.parts();
            List<List<String>> heads = new ArrayList<>();
            for (MockServer.Part part : parts) {
                heads.add(Arrays.asList(part.name(), part.filename(), part.contentType()));
            }
            assertEquals(List.of(Arrays.asList("purpose", null, null),
                    List.of("file", "data.bin", "application/x-custom"),
                    List.of("image", "image", "image/png"),
                    List.of("raw", "raw", "application/octet-stream"),
                    List.of("path", "rows.csv", "application/octet-stream"),
                    List.of("stream", "stream", "application/octet-stream"),
                    Arrays.asList("tags", null, null),
                    Arrays.asList("tags", null, null),
                    Arrays.asList("meta", null, "application/json"),
                    Arrays.asList("count", null, null),
                    Arrays.asList("flag", null, null),
                    Arrays.asList("at", null, null),
                    Arrays.asList("we%22ird%0D%0Aname", null, null)), heads);
            assertArrayEquals(ALL_BYTES, parts.get(1).bodyBytes());
            assertArrayEquals(new byte[] {(byte) 0x89, 0x50, 0x4e, 0x47}, parts.get(2).bodyBytes());
            assertArrayEquals(ALL_BYTES, parts.get(3).bodyBytes());
            assertEquals("a,b\n1,2\n", parts.get(4).body());
            assertEquals("héllo", parts.get(5).body());
            assertEquals(List.of("a", "b", "{\"k\":\"v\",\"n\":[1,2]}", "3", "true", "2024-01-02T00:00:00Z", "ünïcode value"),
                    parts.subList(6, parts.size()).stream().map(MockServer.Part::body).collect(Collectors.toList()));
        }

        @Test
        void readsAStreamOnceAndResendsTheSameBytesOnARetryWithAFreshBoundaryPerCall() {
            server.enqueue(response("POST", "/m").status(500), response("POST", "/m").json("{}").repeat());
            ClientCore retrying = client(server, retrying(500), new Clients.Sleeps()).build();
            Map<String, Object> body = map("f", UploadFile.of(new ByteArrayInputStream(new byte[] {1, 2, 3})), "s", "x");
            retrying.requestVoid(RequestSpec.post("/m").encoding(BodyEncoding.MULTIPART).body(body).build(), null);
            retrying.requestVoid(RequestSpec.post("/m").encoding(BodyEncoding.MULTIPART).body(body).build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            assertArrayEquals(requests.get(0).bodyBytes(), requests.get(1).bodyBytes());
            assertEquals(requests.get(0).header("content-type"), requests.get(1).header("content-type"));
            assertNotEquals(requests.get(0).header("content-type"), requests.get(2).header("content-type"));
            assertArrayEquals(new byte[] {1, 2, 3}, requests.get(2).parts().get(0).bodyBytes(), "the stream was read once and kept");
            assertEquals("x", requests.get(1).parts().get(1).body());
        }

        @Test
        void worksWithAModelClassBody() {
            server.enqueue(response("POST", "/files").json("{}"));
            record FileCreateParams(UploadFile file, String purpose, Opt<String> note) {
            }
            client(server).requestVoid(RequestSpec.post("/files").encoding(BodyEncoding.MULTIPART)
                    .body(new FileCreateParams(UploadFile.ofText("x").withFilename("a.txt"), "assistants", Opt.absent())).build(), null);
            List<MockServer.Part> parts = only(server).parts();
            assertEquals(List.of("file", "purpose"), parts.stream().map(MockServer.Part::name).collect(Collectors.toList()));
            assertEquals("a.txt", parts.get(0).filename());
        }

        @Test
        void keepsAGivenMultipartSubtypeButAlwaysUsesItsOwnBoundary() {
            server.enqueue(response("POST", "/m").json("{}"));
            client(server).requestVoid(RequestSpec.post("/m").encoding(BodyEncoding.MULTIPART)
                    .contentType("multipart/mixed; boundary=ignored").body(map("a", "1")).build(), null);
            assertTrue(only(server).header("content-type").matches("multipart/mixed; boundary=sdkgen-[0-9a-f]{32}"));
        }

        @Test
        void rejectsABodyThatIsNotAnObjectOfFields() {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> client(server)
                    .requestVoid(RequestSpec.post("/m").encoding(BodyEncoding.MULTIPART).body(List.of(1)).build(), null));
            assertEquals("A multipart request body must be an object of fields, got an array", error.getMessage());
        }

        @Test
        void anUploadFileCannotBeSentAsJson() {
            assertThrows(IllegalArgumentException.class, () -> client(server)
                    .requestVoid(RequestSpec.post("/m").body(map("f", UploadFile.of(new byte[1]))).build(), null));
            assertEquals(0, server.requests().size());
        }
    }

    @Nested
    class BinaryAndTextBodies {

        @Test
        void sendsBytesUploadFilesStreamsPathsAndStringsByteForByte(@TempDir Path dir) throws IOException {
            Path file = Files.write(dir.resolve("img.png"), ALL_BYTES);
            byte[] snow = "snow ☃".getBytes(StandardCharsets.UTF_8);
            Object[][] bodies = {{ALL_BYTES, ALL_BYTES}, {UploadFile.of(ALL_BYTES).withContentType("ignored/type"), ALL_BYTES},
                    {new ByteArrayInputStream(ALL_BYTES), ALL_BYTES}, {file, ALL_BYTES}, {UploadFile.of(file), ALL_BYTES},
                    {"snow ☃", snow}};
            server.enqueue(response("PUT", "/images/i1").status(204).repeat());
            for (Object[] body : bodies) {
                Object result = client(server).request(RequestSpec.put("/images/{id}").pathParams("i1").body(body[0])
                        .encoding(BodyEncoding.BINARY).contentType("image/png").build(), JsonNode.class, null);
                assertNull(result);
            }
            List<MockServer.RecordedRequest> requests = server.requests();
            assertEquals(bodies.length, requests.size());
            for (int i = 0; i < bodies.length; i++) {
                byte[] expected = (byte[]) bodies[i][1];
                assertArrayEquals(expected, requests.get(i).bodyBytes(), "body " + i);
                assertEquals("image/png", requests.get(i).header("content-type"));
                assertEquals(String.valueOf(expected.length), requests.get(i).header("content-length"));
            }
        }

        @Test
        void defaultsToOctetStreamOrTheFilesTypeAndRejectsOtherValues() {
            server.enqueue(response("POST", "/b").json("{}").repeat());
            client(server).requestVoid(RequestSpec.post("/b").body(new byte[] {0}).encoding(BodyEncoding.BINARY).build(), null);
            client(server).requestVoid(RequestSpec.post("/b").body(UploadFile.of(new byte[] {0}).withContentType("image/gif"))
                    .encoding(BodyEncoding.BINARY).build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            assertEquals("application/octet-stream", requests.get(0).header("content-type"));
            assertEquals("image/gif", requests.get(1).header("content-type"));
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> client(server)
                    .requestVoid(RequestSpec.post("/b").body(map("a", 1)).encoding(BodyEncoding.BINARY).build(), null));
            assertTrue(error.getMessage().startsWith("A binary request body must be"), error.getMessage());
        }

        @Test
        void sendsTextAsUtf8WithItsContentType() {
            server.enqueue(response("POST", "/t").json("{}").repeat());
            client(server).requestVoid(RequestSpec.post("/t").body("Grüße\n").encoding(BodyEncoding.TEXT).build(), null);
            client(server).requestVoid(RequestSpec.post("/t").body("a,b").encoding(BodyEncoding.TEXT).contentType("text/csv").build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            assertArrayEquals("Grüße\n".getBytes(StandardCharsets.UTF_8), requests.get(0).bodyBytes());
            assertEquals("text/plain; charset=utf-8", requests.get(0).header("content-type"));
            assertEquals("a,b", requests.get(1).body());
            assertEquals("text/csv", requests.get(1).header("content-type"));
            assertThrows(IllegalArgumentException.class,
                    () -> client(server).requestVoid(RequestSpec.post("/t").body(5).encoding(BodyEncoding.TEXT).build(), null));
        }

        @Test
        void sendsJsonWithAGivenContentTypeAndNoContentTypeWithoutABody() {
            server.enqueue(response("PATCH", "/j").json("{}"), response("POST", "/j").json("{}"));
            client(server).requestVoid(RequestSpec.patch("/j").body(map("a", null)).contentType("application/merge-patch+json").build(), null);
            client(server).requestVoid(RequestSpec.post("/j").encoding(BodyEncoding.FORM).build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            assertEquals("application/merge-patch+json", requests.get(0).header("content-type"));
            assertEquals("{\"a\":null}", requests.get(0).body());
            assertNull(requests.get(1).header("content-type"));
            assertEquals("", requests.get(1).body());
        }
    }

    @Nested
    class Responses {

        @Test
        void returnsABinaryResponseOverTheExactBytes() throws IOException {
            server.enqueue(response("GET", "/files/f1/content").header("Content-Type", "application/octet-stream")
                    .header("Content-Disposition", "attachment; filename=\"f.bin\"").bodyBytes(ALL_BYTES));
            BinaryResponse response = client(server).request(RequestSpec.get("/files/{file_id}/content").pathParams("f1")
                    .responseType(ResponseType.BINARY).accept("application/octet-stream").build(), BinaryResponse.class, null);
            assertEquals(200, response.statusCode());
            assertArrayEquals(ALL_BYTES, response.bytes());
            assertArrayEquals(ALL_BYTES, response.inputStream().readAllBytes());
            assertEquals(256, response.size());
            assertEquals("application/octet-stream", response.contentType().orElseThrow());
            assertEquals("attachment; filename=\"f.bin\"", response.header("Content-Disposition").orElseThrow());
            assertEquals("application/octet-stream", only(server).header("accept"));
        }

        @Test
        void returnsBinaryEvenWhenLabelledJsonAndEmptyBytesForNoContent() {
            server.enqueue(response("GET", "/b").json("{\"a\": 1}"), response("GET", "/b").status(204),
                    response("GET", "/b").bodyBytes(new byte[] {7, 8}));
            RequestSpec spec = RequestSpec.get("/b").responseType(ResponseType.BINARY).build();
            assertEquals("{\"a\": 1}", client(server).request(spec, BinaryResponse.class, null).text());
            BinaryResponse empty = client(server).request(spec, BinaryResponse.class, null);
            assertEquals(204, empty.statusCode());
            assertEquals(0, empty.bytes().length);
            assertArrayEquals(new byte[] {7, 8}, client(server).request(spec, byte[].class, null));
            assertEquals("*/*", server.requests().get(0).header("accept"));
        }

        @Test
        void returnsTextDecodingTheDeclaredCharset() {
            server.enqueue(response("GET", "/t").header("Content-Type", "application/json").body("{\"not\": \"parsed\"}"),
                    response("GET", "/t").header("Content-Type", "text/plain; charset=iso-8859-1").bodyBytes(new byte[] {0x63, 0x61, 0x66, (byte) 0xe9}),
                    response("GET", "/t").header("Content-Type", "text/plain; charset=x-unknown").body("Grüße"),
                    response("GET", "/t").status(200));
            RequestSpec spec = RequestSpec.get("/t").responseType(ResponseType.TEXT).build();
            List<String> results = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                results.add(client(server).request(spec, String.class, null));
            }
            assertEquals(List.of("{\"not\": \"parsed\"}", "café", "Grüße", ""), results);
        }

        @Test
        void defaultJsonResponsesAlsoHonourTheCharset() {
            server.enqueue(response("GET", "/j").header("Content-Type", "application/json; charset=utf-16")
                    .bodyBytes("{\"a\": \"é\"}".getBytes(StandardCharsets.UTF_16)));
            assertEquals("é", client(server).request(RequestSpec.get("/j").build(), JsonNode.class, null).path("a").textValue());
        }

        @Test
        void stillThrowsTypedExceptionsWithTheJsonMessageForBinaryAndTextCalls() {
            server.enqueue(response("GET", "/f").status(404).json("{\"error\": {\"message\": \"No such file\"}}"),
                    response("GET", "/f").status(404).json("{\"error\": {\"message\": \"No such text\"}}"));
            NotFoundException binary = failure(NotFoundException.class, () -> client(server)
                    .request(RequestSpec.get("/f").responseType(ResponseType.BINARY).build(), BinaryResponse.class, null));
            assertEquals("404 No such file", binary.getMessage());
            assertEquals("No such file", binary.body().path("error").path("message").textValue());
            NotFoundException text = failure(NotFoundException.class, () -> client(server)
                    .request(RequestSpec.get("/f").responseType(ResponseType.TEXT).build(), String.class, null));
            assertEquals("404 No such text", text.getMessage());
        }

        @Test
        void aPerCallHeaderOverridesAccept() {
            server.enqueue(response("GET", "/a").body("x"));
            client(server).request(RequestSpec.get("/a").responseType(ResponseType.TEXT).build(), String.class,
                    RequestOptions.builder().header("Accept", "text/csv").build());
            assertEquals("text/csv", only(server).header("accept"));
        }

        @Test
        void aResultTypeThatCannotHoldTheResponseTypeFailsBeforeSending() {
            assertThrows(IllegalArgumentException.class, () -> client(server)
                    .request(RequestSpec.get("/a").responseType(ResponseType.TEXT).build(), JsonNode.class, null));
            assertThrows(IllegalArgumentException.class, () -> client(server)
                    .request(RequestSpec.get("/a").responseType(ResponseType.BINARY).build(), String.class, null));
            assertEquals(0, server.requests().size());
        }
    }

    @Nested
    class BasicAuth {

        private final ClientConfig basic = config().auth(AuthScheme.basic()).build();

        private String authorization(String apiKey) {
            server.enqueue(response("GET", "/me").json("{}"));
            client(server, basic, new Clients.Sleeps()).apiKey(apiKey).build().requestVoid(RequestSpec.get("/me").build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            return requests.get(requests.size() - 1).header("authorization");
        }

        private String base64(String text) {
            return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
        }

        @Test
        void sendsUserAndPasswordBase64Encoded() {
            assertEquals("Basic YWxhZGRpbjpvcGVuIHNlc2FtZQ==", authorization("aladdin:open sesame"));
        }

        @Test
        void takesAKeyWithoutAColonAsTheUserWithAnEmptyPasswordUtf8Encoded() {
            assertEquals("Basic " + base64("sk_test_123:"), authorization("sk_test_123"));
            assertEquals("Basic " + base64("jürgen:pässword"), authorization("jürgen:pässword"));
        }

        @Test
        void readsTheKeyFromTheEnvironmentAndSaysHowToSetOneOnA401WithoutIt() {
            String fromEnv = Clients.requireEnv(Clients.BASIC_KEY_ENV, () -> "JavaRuntimeTest sets it to env-user:env-pass");
            server.enqueue(response("GET", "/me").json("{}"), response("GET", "/me").status(401).json("{\"message\": \"Unauthorized\"}"));
            ClientConfig fromEnvConfig = config().auth(AuthScheme.basic()).apiKeyEnv(Clients.BASIC_KEY_ENV).build();
            new Clients.Builder(fromEnvConfig).baseUrl(server.url()).build().requestVoid(RequestSpec.get("/me").build(), null);
            AuthenticationException error = failure(AuthenticationException.class,
                    () -> new Clients.Builder(basic).baseUrl(server.url()).build().requestVoid(RequestSpec.get("/me").build(), null));
            assertTrue(error.getMessage().matches("401 Unauthorized \\(no API key was set: .*" + Clients.UNSET_ENV + ".*"), error.getMessage());
            List<MockServer.RecordedRequest> requests = server.requests();
            assertEquals("Basic " + base64(fromEnv.trim()), requests.get(0).header("authorization"));
            assertNull(requests.get(1).header("authorization"));
        }
    }
}
