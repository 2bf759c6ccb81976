package dev.sdkgen.runtime.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Java handle on the scriptable mock HTTP server ({@code codegen/src/test/mockserver/mock_server.py}) for
 * tests of the Java runtime and of generated Java SDKs. The script is found through the system property
 * {@code sdkgen.mockServer}, the environment variable {@code SDKGEN_MOCK_SERVER}, or by walking up from
 * the working directory; the interpreter is {@code sdkgen.python} / {@code SDKGEN_PYTHON} / {@code python3}.
 *
 * <pre>{@code
 * MockServer server = MockServer.shared();   // one per test JVM, reset before each test
 * server.enqueue(MockServer.response("GET", "/accounts").status(503).header("Retry-After", "1"));
 * server.enqueue(MockServer.response("GET", "/accounts").json("{\"data\": []}"));
 * ... call the SDK with baseUrl(server.url()) ...
 * assertEquals(2, server.requests().size());
 * }</pre>
 */
public final class MockServer implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration START_TIMEOUT = Duration.ofSeconds(15);
    private static MockServer shared;

    private final Process process;
    private final String url;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private MockServer(Process process, String url) {
        this.process = process;
        this.url = url;
    }

    /**
     * The server shared by every test of this JVM, started on first use and stopped when the JVM exits.
     *
     * @return the shared server
     */
    public static synchronized MockServer shared() {
        if (shared == null) {
            shared = start();
            MockServer server = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(server::close, "mock server shutdown"));
        }
        return shared;
    }

    /**
     * Starts a server on a free port of 127.0.0.1.
     *
     * @return the running server
     */
    public static MockServer start() {
        ProcessBuilder builder = new ProcessBuilder(python(), script().toString(), "--until-stdin-closes")
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the mock server", e);
        }
        BufferedReader stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> firstLine = CompletableFuture.supplyAsync(() -> {
            try {
                return stdout.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        String line;
        try {
            line = firstLine.get(START_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting the mock server", e);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new IllegalStateException("the mock server did not start", e);
        }
        if (line == null || !line.startsWith("MOCK_SERVER_URL=")) {
            process.destroyForcibly();
            throw new IllegalStateException("unexpected mock server output: " + line);
        }
        return new MockServer(process, line.substring("MOCK_SERVER_URL=".length()).trim());
    }

    private static String python() {
        String property = System.getProperty("sdkgen.python");
        String env = System.getenv("SDKGEN_PYTHON");
        return property != null && !property.isBlank() ? property : env != null && !env.isBlank() ? env : "python3";
    }

    private static Path script() {
        String property = System.getProperty("sdkgen.mockServer");
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String env = System.getenv("SDKGEN_MOCK_SERVER");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("codegen/src/test/mockserver/mock_server.py");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("mock_server.py not found: set -Dsdkgen.mockServer or SDKGEN_MOCK_SERVER");
    }

    /**
     * The base URL.
     *
     * @return e.g. {@code http://127.0.0.1:54321} (no trailing slash)
     */
    public String url() {
        return url;
    }

    /**
     * A new response for {@code method path}; queue it with {@link #enqueue}.
     *
     * @param method the HTTP method, or {@code *} for any
     * @param path   the raw (percent-encoded) path without the query
     * @return a response to refine
     */
    public static Response response(String method, String path) {
        return new Response(method, path);
    }

    /**
     * Queues responses; each route serves its responses in the order queued.
     *
     * @param responses the responses
     */
    public void enqueue(Response... responses) {
        ArrayNode specs = JSON.createArrayNode();
        for (Response response : responses) {
            specs.add(response.toJson());
        }
        control("POST", "responses", specs.toString());
    }

    /**
     * The requests received so far (control requests excluded), oldest first.
     *
     * @return the recorded requests
     */
    public List<RecordedRequest> requests() {
        String body = control("GET", "requests", null);
        try {
            List<RecordedRequest> requests = new ArrayList<>();
            for (JsonNode node : JSON.readTree(body)) {
                Map<String, List<String>> queryParams = JSON.convertValue(node.get("query_params"),
                        new TypeReference<LinkedHashMap<String, List<String>>>() {
                        });
                Map<String, String> headers = JSON.convertValue(node.get("headers"),
                        new TypeReference<LinkedHashMap<String, String>>() {
                        });
                List<List<String>> form = null;
                if (node.hasNonNull("form")) {
                    form = JSON.convertValue(node.get("form"), new TypeReference<List<List<String>>>() {
                    });
                }
                List<Part> parts = null;
                if (node.hasNonNull("parts")) {
                    parts = new ArrayList<>();
                    for (JsonNode part : node.get("parts")) {
                        Map<String, String> partHeaders = JSON.convertValue(part.get("headers"),
                                new TypeReference<LinkedHashMap<String, String>>() {
                                });
                        parts.add(new Part(part.get("name").asText(), textOrNull(part.get("filename")),
                                textOrNull(part.get("content_type")), partHeaders,
                                Base64.getDecoder().decode(part.get("body_base64").asText())));
                    }
                }
                requests.add(new RecordedRequest(node.get("method").asText(), node.get("path").asText(),
                        node.get("query").asText(), queryParams, headers, node.get("body").asText(), node.get("json"),
                        node.get("time").asDouble(), Base64.getDecoder().decode(node.get("body_base64").asText()), form,
                        parts, textOrNull(node.get("multipart_error")), streamState(node.get("stream"))));
            }
            return requests;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable recorded requests: " + body, e);
        }
    }

    private static StreamState streamState(JsonNode node) {
        return node == null || node.isNull() ? null : new StreamState(node.get("chunks_sent").asInt(),
                node.get("client_closed").asBoolean(), node.get("finished").asBoolean());
    }

    private static String textOrNull(JsonNode node) {
        return node == null || node.isNull() ? null : node.asText();
    }

    /** Forgets queued responses and recorded requests. */
    public void reset() {
        control("POST", "reset", "");
    }

    /** Stops the server (closing its stdin ends it; it is killed if it lingers). */
    @Override
    public void close() {
        try {
            process.getOutputStream().close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private String control(String method, String command, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url + "/__mock/" + command))
                .timeout(Duration.ofSeconds(10));
        if (body == null) {
            request.GET();
        } else {
            request.method(method, HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json");
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() >= 300) {
                throw new IllegalStateException("mock server control " + method + " " + command + " failed: "
                        + response.statusCode() + " " + response.body());
            }
            return response.body();
        } catch (IOException e) {
            throw new UncheckedIOException("mock server control " + command + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * A request the server received. Header names are lower-cased; {@code time} is seconds since the server
     * started; {@code body} is the body as UTF-8 text and {@code bodyBytes} its exact bytes; {@code form} the
     * decoded {@code [name, value]} pairs of a form-encoded body (else null); {@code parts} the parts of a
     * multipart/form-data body (else null; null with {@code multipartError} set when the strict parser
     * rejected it).
     *
     * @param method         the HTTP method
     * @param path           the raw path
     * @param query          the raw query string
     * @param queryParams    the decoded query parameters
     * @param headers        the headers (lower-cased names)
     * @param body           the body as text
     * @param json           the body parsed as JSON, or a null node
     * @param time           seconds since the server started
     * @param bodyBytes      the exact body bytes
     * @param form           the form pairs, or null
     * @param parts          the multipart parts, or null
     * @param multipartError why the multipart body was rejected, or null
     * @param stream         how far a streamed response ({@link Response#chunk}) got, or null
     */
    public record RecordedRequest(String method, String path, String query, Map<String, List<String>> queryParams,
            Map<String, String> headers, String body, JsonNode json, double time, byte[] bodyBytes,
            List<List<String>> form, List<Part> parts, String multipartError, StreamState stream) {

        /**
         * One header.
         *
         * @param name the name, any case
         * @return the value, or null
         */
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    /**
     * How far a streamed response got.
     *
     * @param chunksSent   the chunks the server began to send (counted before their bytes go out)
     * @param clientClosed whether the client closed the connection before the last chunk
     * @param finished     whether every chunk was sent
     */
    public record StreamState(int chunksSent, boolean clientClosed, boolean finished) {
    }

    /**
     * One part of a recorded multipart/form-data body (header names lower-cased).
     *
     * @param name        the field name
     * @param filename    the filename, or null
     * @param contentType the part's Content-Type, or null
     * @param headers     the part's headers
     * @param bodyBytes   the content
     */
    public record Part(String name, String filename, String contentType, Map<String, String> headers, byte[] bodyBytes) {

        /**
         * The content as text.
         *
         * @return the content decoded as UTF-8
         */
        public String body() {
            return new String(bodyBytes, StandardCharsets.UTF_8);
        }
    }

    /** A canned response, built fluently. Without a body setter the body is empty. */
    public static final class Response {
        private final String method;
        private final String path;
        private int status = 200;
        private final Map<String, String> headers = new LinkedHashMap<>();
        private JsonNode json;
        private String body;
        private byte[] bodyBytes;
        private int delayMs;
        private boolean drop;
        private boolean repeat;
        private final List<Map.Entry<String, Integer>> chunks = new ArrayList<>();

        private Response(String method, String path) {
            this.method = method;
            this.path = path;
        }

        /**
         * Sets the status.
         *
         * @param value the HTTP status
         * @return this response
         */
        public Response status(int value) {
            this.status = value;
            return this;
        }

        /**
         * Adds a header.
         *
         * @param name  the name
         * @param value the value
         * @return this response
         */
        public Response header(String name, String value) {
            headers.put(name, value);
            return this;
        }

        /**
         * A JSON body given as JSON text (sets {@code Content-Type: application/json} unless a header says otherwise).
         *
         * @param jsonText the JSON
         * @return this response
         */
        public Response json(String jsonText) {
            try {
                this.json = JSON.readTree(jsonText);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("not JSON: " + jsonText, e);
            }
            return this;
        }

        /**
         * A raw text body.
         *
         * @param text the body
         * @return this response
         */
        public Response body(String text) {
            this.body = text;
            return this;
        }

        /**
         * A raw binary body, sent byte for byte.
         *
         * @param bytes the body
         * @return this response
         */
        public Response bodyBytes(byte[] bytes) {
            this.bodyBytes = bytes.clone();
            return this;
        }

        /**
         * Waits before answering (to provoke client timeouts).
         *
         * @param millis the delay
         * @return this response
         */
        public Response delayMs(int millis) {
            this.delayMs = millis;
            return this;
        }

        /**
         * Closes the connection without any response.
         *
         * @return this response
         */
        public Response drop() {
            this.drop = true;
            return this;
        }

        /**
         * Streams the body: adds a chunk sent after a pause ({@code Transfer-Encoding: chunked}); the server stops when
         * the client closes the connection ({@link RecordedRequest#stream()}).
         *
         * @param text    the chunk
         * @param delayMs the pause before it
         * @return this response
         */
        public Response chunk(String text, int delayMs) {
            chunks.add(Map.entry(text, delayMs));
            return this;
        }

        /**
         * Answers every later request on this route too (queue it last).
         *
         * @return this response
         */
        public Response repeat() {
            this.repeat = true;
            return this;
        }

        ObjectNode toJson() {
            ObjectNode node = JSON.createObjectNode();
            node.put("method", method);
            node.put("path", path);
            node.put("status", status);
            ObjectNode headerNode = node.putObject("headers");
            headers.forEach(headerNode::put);
            if (json != null) {
                node.set("json", json);
            }
            if (!chunks.isEmpty()) {
                ArrayNode array = node.putArray("chunks");
                chunks.forEach(c -> array.addObject().put("body", c.getKey()).put("delay_ms", c.getValue()));
            }
            if (body != null) {
                node.put("body", body);
            }
            if (bodyBytes != null) {
                node.put("body_base64", Base64.getEncoder().encodeToString(bodyBytes));
            }
            node.put("delay_ms", delayMs);
            node.put("drop", drop);
            node.put("repeat", repeat);
            return node;
        }
    }
}
