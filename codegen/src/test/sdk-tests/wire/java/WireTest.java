// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
// fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
// array query parameters in every style, a path parameter that keeps its "/" (allowReserved, and a last-segment
// `object_path`), the choice of request content type (four PATCH formats; JSON or a multipart upload), an
// API-version path segment with a default taken from a client option, a DELETE's JSON body, a binary-format string
// inside JSON (a string), and no method for a WebSocket operation (101 only). The scenarios of
// ../typescript/wire.test.ts, in Java (the key from WIRE_KEY goes through the same code as an explicit one).
package com.wire;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.wire.core.HttpResponseFor;
import com.wire.core.UploadFile;
import com.wire.errors.ConnectionException;
import com.wire.errors.NotFoundException;
import com.wire.models.Attachment;
import com.wire.models.DocumentCreateMultipartParams;
import com.wire.models.DocumentCreateParams;
import com.wire.models.DocumentUnshareParams;
import com.wire.models.File;
import com.wire.models.FileSharedLinkParams;
import com.wire.models.ItemListParams;
import com.wire.models.JsonPatchOperation;
import com.wire.models.JsonPatchOperationOp;
import com.wire.models.Patch;
import com.wire.models.Pod;
import com.wire.models.TokenCreateParams;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WireTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Wire client() {
        return Wire.builder().baseUrl(server.url()).apiKey("k1").build();
    }

    @Test
    void theRequestIdComesFromRequestIdHeaderOnlyOnASuccessAndAnApiException() {
        server.enqueue(response("GET", "/files/f1").header("X-Wire-Trace", "tr_1").header("X-Request-Id", "req_1").json("{\"id\": \"f1\"}"),
                response("GET", "/files/f2").header("X-Request-Id", "req_2").json("{\"id\": \"f2\"}"),
                response("GET", "/files/f3").status(404).header("X-Wire-Trace", "tr_3").json("{}"));
        HttpResponseFor<File> first = client().withRawResponse().files().retrieve("f1");
        assertEquals(Optional.of("tr_1"), first.requestId());
        assertEquals(Optional.of("req_1"), first.header("x-request-id"));
        assertEquals(Optional.empty(), client().withRawResponse().files().retrieve("f2").requestId());
        NotFoundException missing = assertThrows(NotFoundException.class, () -> client().files().retrieve("f3"));
        assertEquals(Optional.of("tr_3"), missing.requestId());
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

    @Test
    void aLastSegmentPathParameterNamedLikeAPathKeepsItsSlashes() {
        server.enqueue(response("GET", "/buckets/b%2F1/objects/docs/a%20b.txt").json("{\"id\": \"o\"}"));
        assertEquals("o", client().buckets().getObject("b/1", "docs/a b.txt").id());
        assertEquals("/buckets/b%2F1/objects/docs/a%20b.txt", server.requests().get(0).path());
    }

    @Test
    void eachPatchFormatIsSentWithItsOwnContentType() throws IOException {
        server.enqueue(response("PATCH", "/pods/p1").json("{\"name\": \"p1\"}").repeat());
        Wire client = client();
        client.pods().update("p1", Pod.builder().name("p1").labels(Map.of("app", "web")).build());
        client.pods().updateJsonPatch("p1", List.of(
                JsonPatchOperation.builder().op(JsonPatchOperationOp.REPLACE).path("/labels/app").value(JSON.readTree("\"api\"")).build(),
                JsonPatchOperation.builder().op(JsonPatchOperationOp.MOVE).path("/labels/b").from("/labels/a").build()));
        client.pods().updateMergePatch("p1", Patch.builder().putAdditionalProperty("labels", JSON.readTree("{\"app\": null}")).build());
        client.pods().updateStrategicMergePatch("p1",
                Patch.builder().putAdditionalProperty("labels", JSON.readTree("{\"tier\": \"front\"}")).build());
        List<Object> got = new ArrayList<>();
        for (MockServer.RecordedRequest r : server.requests()) {
            got.add(r.header("Content-Type"));
            got.add(r.json());
        }
        assertEquals(List.of(
                "application/json", JSON.readTree("{\"name\": \"p1\", \"labels\": {\"app\": \"web\"}}"),
                "application/json-patch+json", JSON.readTree("[{\"op\": \"replace\", \"path\": \"/labels/app\", \"value\": \"api\"},"
                        + " {\"op\": \"move\", \"path\": \"/labels/b\", \"from\": \"/labels/a\"}]"),
                "application/merge-patch+json", JSON.readTree("{\"labels\": {\"app\": null}}"),
                "application/strategic-merge-patch+json", JSON.readTree("{\"labels\": {\"tier\": \"front\"}}")), got);
    }

    @Test
    void jsonOrAMultipartUploadAsTheCallerChooses() throws IOException {
        server.enqueue(response("POST", "/documents").status(201).json("{\"id\": \"d1\"}").repeat());
        Wire client = client();
        client.documents().create(DocumentCreateParams.builder().name("n").url("https://example.test/a.txt").build());
        client.documents().createMultipart(DocumentCreateMultipartParams.builder().name("n")
                .file(UploadFile.of("hi".getBytes(StandardCharsets.UTF_8)).withFilename("a.txt").withContentType("text/plain"))
                .build());
        MockServer.RecordedRequest json = server.requests().get(0);
        MockServer.RecordedRequest multipart = server.requests().get(1);
        assertEquals("application/json", json.header("Content-Type"));
        assertEquals(JSON.readTree("{\"name\": \"n\", \"url\": \"https://example.test/a.txt\"}"), json.json());
        assertTrue(multipart.header("content-type").startsWith("multipart/form-data; boundary="), multipart.header("content-type"));
        List<MockServer.Part> parts = multipart.parts();
        assertEquals(2, parts.size(), String.valueOf(multipart.multipartError()));
        assertEquals(List.of("name", "n"), List.of(parts.get(0).name(), parts.get(0).body()));
        assertEquals(List.of("file", "a.txt", "text/plain", "hi"),
                List.of(parts.get(1).name(), parts.get(1).filename(), parts.get(1).contentType(), parts.get(1).body()));
    }

    @Test
    void aPathParameterWithADefaultComesFromTheClientOption() {
        server.enqueue(response("GET", "/v4/widgets/w1").json("{\"id\": \"w1\"}"));
        server.enqueue(response("GET", "/v4beta/widgets/w%2F2").json("{\"id\": \"w2\"}"));
        assertEquals("w1", client().widgets().retrieve("w1").id());
        Wire beta = Wire.builder().baseUrl(server.url()).apiKey("k1").apiVersion("v4beta").build();
        assertEquals("w2", beta.widgets().retrieve("w/2").id());
        assertEquals(List.of("/v4/widgets/w1", "/v4beta/widgets/w%2F2"),
                server.requests().stream().map(MockServer.RecordedRequest::path).toList());
    }
    @Test
    void theRequiredJsonBodyOfADeleteIsSent() throws IOException {
        server.enqueue(response("DELETE", "/documents/d1/share").status(204));
        client().documents().unshare("d1", DocumentUnshareParams.builder().email("a@example.test").notify_(false).build());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("DELETE", request.method());
        assertEquals("application/json", request.header("Content-Type"));
        assertEquals(JSON.readTree("{\"email\": \"a@example.test\", \"notify\": false}"), request.json());
    }

    @Test
    void aBinaryFormatStringInsideJsonIsAString() throws IOException {
        server.enqueue(response("POST", "/documents/d1/attachments").status(201)
                .json("{\"filename\": \"a.txt\", \"content\": \"aGk=\"}"));
        Attachment attachment = client().documents().attach("d1",
                Attachment.builder().filename("a.txt").content("aGk=").build());
        String content = attachment.content();
        assertEquals("aGk=", content);
        assertEquals(JSON.readTree("{\"filename\": \"a.txt\", \"content\": \"aGk=\"}"), server.requests().get(0).json());
    }

    @Test
    void noMethodForAnOperationThatOnlySwitchesProtocols() {
        List<String> methods = java.util.Arrays.stream(client().documents().getClass().getDeclaredMethods())
                .map(java.lang.reflect.Method::getName).toList();
        assertTrue(methods.contains("attach"), methods.toString());
        assertTrue(!methods.contains("watch"), methods.toString());
    }
}
