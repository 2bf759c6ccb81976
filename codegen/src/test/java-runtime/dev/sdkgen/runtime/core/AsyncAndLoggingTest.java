package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.config;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.ConnectionException;
import dev.sdkgen.runtime.testing.MockServer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The asynchronous core's connection-error retries, and logging switched by the environment variable and the builder. */
class AsyncAndLoggingTest {
    /** Set by the harness to {@code debug} (JavaRuntimeTest's surefire environment). */
    static final String LOG_ENV = "SDKGEN_RUNTIME_TEST_LOG";
    private static final Logger LOGGER = Logger.getLogger(RequestLog.sdkPackage());

    private final MockServer server = MockServer.shared();
    private final List<String> logged = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void reset() {
        server.reset();
        LOGGER.addHandler(handler);
        LOGGER.setUseParentHandlers(false);
    }

    @AfterEach
    void removeHandler() {
        LOGGER.removeHandler(handler);
        LOGGER.setUseParentHandlers(true);
    }

    @Test
    void asyncRetriesADroppedConnectionWhenThePolicySaysSoAndFailsWithConnectionExceptionOtherwise() {
        server.enqueue(response("POST", "/r").drop(), response("POST", "/r").json("{\"ok\": true}"));
        Clients.Sleeps sleeps = new Clients.Sleeps();
        ClientCore retrying = client(server, config().retryPolicy(RetryPolicy.builder().connectionErrors(true).build()).build(), sleeps)
                .build();
        assertEquals("{\"ok\":true}", retrying.async().request(RequestSpec.post("/r").build(), JsonNode.class, null).join().toString());
        assertEquals(List.of(500.0), sleeps.millis());

        server.reset();
        server.enqueue(response("POST", "/r").drop(), response("POST", "/r").json("{}"));
        CompletableFuture<Void> failed = Clients.client(server).async().requestVoid(RequestSpec.post("/r").build(), null);
        CompletionException thrown = assertThrows(CompletionException.class, failed::join);
        ConnectionException error = assertInstanceOf(ConnectionException.class, thrown.getCause());
        assertTrue(error.getMessage().startsWith("Connection error: "), error.getMessage());
        assertEquals(1, server.requests().size());
    }

    @Test
    void theEnvironmentVariableSwitchesDebugLoggingOnAndTheBuilderWins() {
        assertEquals("debug", Clients.requireEnv(LOG_ENV, () -> "JavaRuntimeTest sets it"));
        server.enqueue(response("GET", "/r").json("{}").repeat());
        ClientConfig config = config().auth(AuthScheme.query("api_key")).logEnv(LOG_ENV).build();
        ClientCore fromEnv = client(server, config, new Clients.Sleeps()).apiKey("sk-secret").build();
        fromEnv.requestVoid(RequestSpec.get("/r").build(), RequestOptions.builder().header("Cookie", "a=b").build());
        assertEquals(3, logged.size(), String.join("\n", logged));
        assertTrue(logged.get(0).matches("GET \\Q" + server.url() + "/r?api_key=***\\E -> 200 in \\d+ ms"), logged.get(0));
        assertTrue(logged.get(1).contains("Cookie=REDACTED"), logged.get(1));
        logged.forEach(line -> assertFalse(line.contains("sk-secret") || line.contains("a=b"), line));

        logged.clear();
        client(server, config, new Clients.Sleeps()).apiKey("sk-secret").logLevel(LogLevel.OFF).build()
                .requestVoid(RequestSpec.get("/r").build(), null);
        client(server, config().logEnv(Clients.UNSET_ENV).build(), new Clients.Sleeps()).build()
                .requestVoid(RequestSpec.get("/r").build(), null);
        assertEquals(List.of(), logged);
    }

    @Test
    void logLevelsParseFromTheVariableInAnyCase() {
        assertSame(LogLevel.INFO, LogLevel.parse(" Info "));
        assertSame(LogLevel.DEBUG, LogLevel.parse("DEBUG"));
        assertSame(LogLevel.OFF, LogLevel.parse("verbose"));
        assertSame(LogLevel.OFF, LogLevel.parse(null));
    }

    @Test
    void withOptionsCopiesKeepTheHttpClientOfTheOriginal() {
        ClientCore original = client(server, config().build(), new Clients.Sleeps()).timeout(Duration.ofSeconds(3)).build();
        ClientCore copy = new Clients.Builder(config().build()).copyOf(original).maxRetries(2).build();
        assertSame(original.httpClient(), copy.httpClient());
        assertEquals(Duration.ofSeconds(3), copy.timeout());
        assertEquals(2, copy.maxRetries());
        assertEquals(original.baseUrl(), copy.baseUrl());
        assertEquals(original.apiKey(), copy.apiKey());
    }
}
