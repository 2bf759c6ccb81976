package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.config;
import static dev.sdkgen.runtime.core.Clients.failure;
import static dev.sdkgen.runtime.core.Clients.only;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.AuthenticationException;
import dev.sdkgen.runtime.errors.BadRequestException;
import dev.sdkgen.runtime.errors.ConflictException;
import dev.sdkgen.runtime.errors.ConnectionException;
import dev.sdkgen.runtime.errors.ConnectionTimeoutException;
import dev.sdkgen.runtime.errors.InternalServerException;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import dev.sdkgen.runtime.errors.NotFoundException;
import dev.sdkgen.runtime.errors.PermissionDeniedException;
import dev.sdkgen.runtime.errors.RateLimitException;
import dev.sdkgen.runtime.errors.UnprocessableEntityException;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClientTest {

    private final MockServer server = MockServer.shared();

    /** A response model as the emitter writes it (records are fine). */
    record Account(String id, String name) {
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    @Nested
    class Requests {

        @Test
        void sendsMethodEncodedPathQueryAndStandardHeaders() {
            server.enqueue(response("GET", "/accounts/a%2F1/cards").json("{\"ok\": true}"));
            JsonNode result = client(server).request(RequestSpec.get("/accounts/{account_id}/cards")
                    .pathParams("a/1")
                    .query("limit", 5).query("status", List.of("open", "frozen")).query("expand", true).query("none", null)
                    .build(), JsonNode.class, null);
            assertEquals("{\"ok\":true}", result.toString());
            MockServer.RecordedRequest request = only(server);
            assertEquals("GET", request.method());
            assertEquals("/accounts/a%2F1/cards", request.path());
            assertEquals(Map.of("limit", List.of("5"), "status", List.of("open", "frozen"), "expand", List.of("true")),
                    request.queryParams());
            assertEquals("application/json", request.header("accept"));
            assertNull(request.header("content-type"));
            assertTrue(request.header("user-agent").matches("acme/1\\.4\\.0 \\(java; \\d+.*\\)"), request.header("user-agent"));
            assertEquals("java", request.header("x-sdkgen-lang"));
            assertEquals("1.4.0", request.header("x-sdkgen-package-version"));
            assertEquals("0", request.header("x-sdkgen-retry-count"));
            assertEquals("", request.body());
        }

        @Test
        void sendsAJsonBodyAndReadsTheResponseIntoAModel() {
            server.enqueue(response("POST", "/accounts").status(201).json("{\"id\": \"a1\", \"name\": \"x\", \"extra\": 1}"));
            Account account = client(server).request(RequestSpec.post("/accounts").body(Map.of("name", "x")).build(),
                    Account.class, RequestOptions.none());
            assertEquals(new Account("a1", "x"), account, "unknown properties are ignored");
            MockServer.RecordedRequest request = only(server);
            assertEquals("POST", request.method());
            assertEquals("application/json", request.header("content-type"));
            assertEquals("{\"name\":\"x\"}", request.body());
        }

        @Test
        void readsGenericTypes() {
            server.enqueue(response("GET", "/list").json("[{\"id\": \"a\"}, {\"id\": \"b\"}]"));
            List<Account> accounts = client(server).request(RequestSpec.get("/list").build(),
                    new TypeReference<List<Account>>() {
                    }, null);
            assertEquals(List.of(new Account("a", null), new Account("b", null)), accounts);
        }

        @Test
        void appendsThePathToABaseUrlWithAPathPrefix() {
            server.enqueue(response("GET", "/v1/health").json("{}"));
            ClientCore client = client(server, config().build(), new Clients.Sleeps()).baseUrl(server.url() + "/v1/").build();
            client.requestVoid(RequestSpec.get("/health").build(), null);
            assertEquals("/v1/health", only(server).path());
        }

        @Test
        void parsesEmptyJsonTextAndMalformedJsonResponses() {
            server.enqueue(response("DELETE", "/empty").status(204), response("GET", "/json").json("[1, 2]"),
                    response("GET", "/text").header("Content-Type", "text/plain").body("hello"),
                    response("GET", "/bad").header("Content-Type", "application/json").body("{oops"),
                    response("GET", "/bad").header("Content-Type", "application/json").body("{oops"),
                    response("GET", "/bad").header("Content-Type", "application/json").body("{oops"));
            ClientCore client = client(server);
            assertNull(client.request(RequestSpec.delete("/empty").build(), Account.class, null));
            assertEquals(List.of(1, 2), client.request(RequestSpec.get("/json").build(), Object.class, null));
            assertEquals("hello", client.request(RequestSpec.get("/text").build(), String.class, null));
            assertEquals("{oops", client.request(RequestSpec.get("/bad").build(), String.class, null));
            assertEquals("{oops", client.request(RequestSpec.get("/bad").build(), JsonNode.class, null).textValue());
            InvalidResponseException error = failure(InvalidResponseException.class,
                    () -> client.request(RequestSpec.get("/bad").build(), Account.class, null));
            assertEquals(200, error.statusCode());
            assertEquals("{oops", error.body().textValue());
            assertTrue(error.getMessage().startsWith("The response body cannot be read as"), error.getMessage());
        }

        @Test
        void appliesDefaultHeadersHeaderParametersPerCallHeadersQueryAndRemoval() {
            server.enqueue(response("GET", "/x").json("{}"));
            ClientCore client = client(server, config().build(), new Clients.Sleeps())
                    .defaultHeader("X-Team", "core").defaultHeader("X-Drop", "me").build();
            client.requestVoid(RequestSpec.get("/x").query("a", "1").header("X-Trace", List.of("t1", "t2"))
                    .header("X-None", null).header("X-Team", "spec").build(),
                    RequestOptions.builder().header("x-extra", "yes").removeHeader("X-Drop").header("X-Sdkgen-Lang", "custom")
                            .query("b", 2).build());
            MockServer.RecordedRequest request = only(server);
            assertEquals("spec", request.header("x-team"), "a header parameter beats a default header");
            assertEquals("t1,t2", request.header("x-trace"));
            assertNull(request.header("x-none"));
            assertEquals("yes", request.header("x-extra"));
            assertNull(request.header("x-drop"));
            assertEquals("custom", request.header("x-sdkgen-lang"));
            assertEquals(Map.of("a", List.of("1"), "b", List.of("2")), request.queryParams());
        }

        @Test
        void rejectsInvalidOptionsAndSpecsBeforeSending() {
            assertThrows(IllegalArgumentException.class, () -> new Clients.Builder(config().build()).maxRetries(-1));
            assertThrows(IllegalArgumentException.class, () -> new Clients.Builder(config().build()).timeout(Duration.ZERO));
            assertThrows(IllegalArgumentException.class, () -> RequestOptions.builder().timeout(Duration.ofMillis(-1)));
            IllegalArgumentException noBase = assertThrows(IllegalArgumentException.class,
                    () -> new Clients.Builder(config().defaultBaseUrl("").build()).build());
            assertTrue(noBase.getMessage().contains("baseUrl"), noBase.getMessage());
            assertThrows(IllegalArgumentException.class,
                    () -> client(server).requestVoid(RequestSpec.get("/a/{id}").pathParams("").build(), null));
            assertEquals(0, server.requests().size());
        }

        @Test
        void exposesItsSettings() {
            ClientCore client = client(server, config().retryPolicy(RetryPolicy.builder().maxRetries(3).build()).build(),
                    new Clients.Sleeps()).timeout(Duration.ofSeconds(5)).build();
            assertEquals(server.url(), client.baseUrl());
            assertEquals(Optional.of("sk-test"), client.apiKey());
            assertEquals(3, client.maxRetries());
            assertEquals(Duration.ofSeconds(5), client.timeout());
            assertEquals(ClientCore.DEFAULT_TIMEOUT, client(server).timeout());
            assertEquals(Duration.ofSeconds(60), ClientCore.DEFAULT_TIMEOUT);
        }
    }

    @Nested
    class Authentication {

        private MockServer.RecordedRequest call(ClientConfig config, String apiKey) {
            server.enqueue(response("GET", "/me").json("{}"));
            client(server, config, new Clients.Sleeps()).apiKey(apiKey).build()
                    .requestVoid(RequestSpec.get("/me").query("q", "x").build(), null);
            List<MockServer.RecordedRequest> requests = server.requests();
            return requests.get(requests.size() - 1);
        }

        @Test
        void sendsABearerToken() {
            assertEquals("Bearer sk-test", call(config().build(), "sk-test").header("authorization"));
        }

        @Test
        void sendsTheKeyInANamedHeader() {
            MockServer.RecordedRequest request = call(config().auth(AuthScheme.header("X-API-Key")).build(), "sk-test");
            assertEquals("sk-test", request.header("x-api-key"));
            assertNull(request.header("authorization"));
        }

        @Test
        void sendsTheKeyInAHeaderAfterTheAuthPrefix() {
            MockServer.RecordedRequest request = call(config().auth(AuthScheme.header("Authorization", "Bot")).build(), "sk-test");
            assertEquals("Bot sk-test", request.header("authorization"));
        }

        @Test
        void sendsTheKeyInANamedQueryParameter() {
            MockServer.RecordedRequest request = call(config().auth(AuthScheme.query("api_key")).build(), "sk-test");
            assertEquals(Map.of("q", List.of("x"), "api_key", List.of("sk-test")), request.queryParams());
            assertNull(request.header("authorization"));
        }

        @Test
        void sendsNothingForAuthNone() {
            assertNull(call(config().auth(AuthScheme.none()).build(), "sk-test").header("authorization"));
        }

        @Test
        void readsTheKeyFromTheConfiguredEnvironmentVariableWhenNoneIsPassed() {
            String fromEnv = Clients.requireEnv(Clients.API_KEY_ENV, () -> "JavaRuntimeTest sets it to sk-from-env");
            ClientConfig config = config().apiKeyEnv(Clients.API_KEY_ENV).build();
            ClientCore client = client(server, config, new Clients.Sleeps()).apiKey(null).build();
            assertEquals(Optional.of(fromEnv.trim()), client.apiKey());
            assertEquals("Bearer " + fromEnv.trim(), call(config, null).header("authorization"));
            assertEquals("Bearer sk-explicit", call(config, "sk-explicit").header("authorization"), "an explicit key wins");
        }

        @Test
        void sendsNoCredentialsWithoutAKeyAndSaysHowToSetOneOn401() {
            server.enqueue(response("GET", "/me").status(401).json("{\"error\": {\"message\": \"no key\"}}"));
            ClientCore anonymous = client(server, config().build(), new Clients.Sleeps()).apiKey(null).build();
            assertEquals(Optional.empty(), anonymous.apiKey());
            AuthenticationException error = failure(AuthenticationException.class,
                    () -> anonymous.requestVoid(RequestSpec.get("/me").build(), null));
            assertEquals("401 no key (no API key was set: pass apiKey(...) to the client builder or set the "
                    + Clients.UNSET_ENV + " environment variable)", error.getMessage());
            assertNull(only(server).header("authorization"));
        }

        @Test
        void anEmptyKeyCountsAsNoKey() {
            assertEquals(Optional.empty(), client(server, config().build(), new Clients.Sleeps()).apiKey("").build().apiKey());
        }
    }

    @Nested
    class Errors {

        @ParameterizedTest(name = "{0} -> {1}")
        @CsvSource({"400, BadRequestException", "401, AuthenticationException", "403, PermissionDeniedException",
                "404, NotFoundException", "409, ConflictException", "422, UnprocessableEntityException",
                "429, RateLimitException", "500, InternalServerException", "502, InternalServerException",
                "418, ApiException"})
        void throwsTheStatusExceptionWithStatusHeadersAndBody(int status, String className) {
            server.enqueue(response("GET", "/thing").status(status).header("X-Request-Id", "req_1")
                    .json("{\"error\": {\"message\": \"failed with " + status + "\"}}"));
            ApiException error = failure(ApiException.class,
                    () -> client(server).request(RequestSpec.get("/thing").build(), JsonNode.class, null));
            assertEquals(className, error.getClass().getSimpleName());
            assertEquals(status, error.statusCode());
            assertEquals("req_1", error.headers().get("x-request-id"));
            assertEquals("failed with " + status, error.body().path("error").path("message").textValue());
            assertEquals(status + " failed with " + status, error.getMessage());
        }

        @Test
        void theStatusClassesAreTheContractsNames() {
            List<Class<? extends ApiException>> classes = List.of(BadRequestException.class, AuthenticationException.class,
                    PermissionDeniedException.class, NotFoundException.class, ConflictException.class,
                    UnprocessableEntityException.class, RateLimitException.class, InternalServerException.class,
                    ConnectionException.class);
            for (Class<? extends ApiException> type : classes) {
                assertTrue(RuntimeException.class.isAssignableFrom(type), type + " is unchecked");
            }
        }

        @Test
        void givesRateLimitExceptionTheRetryAfter() {
            server.enqueue(response("GET", "/thing").status(429).header("Retry-After", "12").json("{}"));
            RateLimitException error = failure(RateLimitException.class,
                    () -> client(server).requestVoid(RequestSpec.get("/thing").build(), null));
            assertEquals(Optional.of(Duration.ofSeconds(12)), error.retryAfter());
        }

        @Test
        void throwsConnectionExceptionWithTheUrlWhenTheConnectionIsDropped() {
            server.enqueue(response("POST", "/drop").drop());
            ConnectionException error = failure(ConnectionException.class,
                    () -> client(server).requestVoid(RequestSpec.post("/drop").query("a", 1).build(), null));
            assertInstanceOf(ApiException.class, error);
            assertEquals(0, error.statusCode());
            assertEquals(server.url() + "/drop?a=1", error.url());
            assertTrue(error.getMessage().startsWith("Connection error: "), error.getMessage());
            assertTrue(error.getMessage().endsWith(server.url() + "/drop?a=1"), error.getMessage());
            assertInstanceOf(IOException.class, error.getCause());
            assertEquals(1, server.requests().size());
        }

        @Test
        void javaNetHttpResendsADroppedGetOnceByItself() {
            // java.net.http re-sends an idempotent request (GET, HEAD) once when the connection closed before
            // any response byte (a stale keep-alive connection, typically); it cannot be switched off. It is
            // not a retry of the policy: both attempts carry X-Sdkgen-Retry-Count 0 and no wait happens.
            server.enqueue(response("GET", "/drop").drop().repeat());
            failure(ConnectionException.class, () -> client(server).requestVoid(RequestSpec.get("/drop").build(), null));
            List<MockServer.RecordedRequest> requests = server.requests();
            assertTrue(requests.size() == 1 || requests.size() == 2, requests.size() + " requests");
            requests.forEach(r -> assertEquals("0", r.header("x-sdkgen-retry-count")));
        }

        @Test
        void throwsConnectionExceptionWhenNothingListens() throws IOException {
            int port;
            try (ServerSocket probe = new ServerSocket(0)) {
                port = probe.getLocalPort();
            }
            String base = "http://127.0.0.1:" + port;
            ClientCore client = new Clients.Builder(config().build()).baseUrl(base).apiKey("k").build();
            ConnectionException error = failure(ConnectionException.class,
                    () -> client.requestVoid(RequestSpec.get("/health").build(), null));
            assertEquals(base + "/health", error.url());
        }

        @Test
        void masksAnApiKeySentAsAQueryParameterInTheUrl() {
            server.enqueue(response("DELETE", "/drop").drop());
            ClientCore client = client(server, config().auth(AuthScheme.query("api_key")).build(), new Clients.Sleeps())
                    .apiKey("sk secret").build();
            ConnectionException error = failure(ConnectionException.class,
                    () -> client.requestVoid(RequestSpec.delete("/drop").build(), null));
            assertEquals(server.url() + "/drop?api_key=***", error.url());
            assertTrue(!error.getMessage().contains("secret"), error.getMessage());
        }

        @Test
        void throwsConnectionTimeoutExceptionWhenTheResponseIsTooSlow() {
            server.enqueue(response("GET", "/slow").delayMs(2000).json("{}"));
            long started = System.nanoTime();
            ConnectionTimeoutException error = failure(ConnectionTimeoutException.class,
                    () -> client(server).requestVoid(RequestSpec.get("/slow").build(),
                            RequestOptions.builder().timeout(Duration.ofMillis(200)).build()));
            long elapsedMs = (System.nanoTime() - started) / 1_000_000;
            assertInstanceOf(ConnectionException.class, error);
            assertEquals(server.url() + "/slow", error.url());
            assertEquals("Request timed out after 200 ms: " + server.url() + "/slow", error.getMessage());
            assertTrue(elapsedMs < 1500, "the timeout should cut the wait short, took " + elapsedMs + " ms");
        }

        @Test
        void theClientTimeoutAppliesToEveryCall() {
            server.enqueue(response("GET", "/slow").delayMs(1500).json("{}"));
            ClientCore client = client(server, config().build(), new Clients.Sleeps()).timeout(Duration.ofMillis(200)).build();
            failure(ConnectionTimeoutException.class, () -> client.requestVoid(RequestSpec.get("/slow").build(), null));
        }

        @Test
        void anInterruptedCallThrowsCancellationExceptionNotAnApiException() throws InterruptedException {
            server.enqueue(response("GET", "/slow").delayMs(2000).json("{}"));
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
            Thread caller = new Thread(() -> {
                try {
                    client(server).requestVoid(RequestSpec.get("/slow").build(), null);
                } catch (RuntimeException e) {
                    thrown.set(e);
                    stillInterrupted.set(Thread.currentThread().isInterrupted());
                }
            });
            caller.start();
            Thread.sleep(200);
            caller.interrupt();
            caller.join(5000);
            assertInstanceOf(CancellationException.class, thrown.get());
            assertEquals(Boolean.TRUE, stillInterrupted.get(), "the interrupt flag is kept");
        }
    }
}
