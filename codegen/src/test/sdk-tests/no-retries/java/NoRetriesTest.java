// Behaviour of the GENERATED SDK of a config WITHOUT a `retries` section (codegen/src/test/fixtures/no-retries): it
// never retries unless the caller asks; its API key goes in the `api_key` query parameter. The same scenarios as
// ../typescript/noRetries.test.ts and ../python/test_no_retries.py.
package com.plain_widgets;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.plain_widgets.errors.ConnectionException;
import com.plain_widgets.errors.InternalServerException;
import com.plain_widgets.errors.RateLimitException;
import com.plain_widgets.models.Widget;
import com.plain_widgets.models.WidgetListParams;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class NoRetriesTest {
    private final MockServer server = MockServer.shared();
    private final List<Duration> sleeps = new ArrayList<>();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private PlainWidgets.Builder client() {
        return PlainWidgets.builder().baseUrl(server.url()).apiKey("k1").sleeper(sleeps::add);
    }

    @Test
    void neverRetriesA503OrA429() {
        server.enqueue(response("GET", "/widgets/w1").status(503).json("{}").repeat(),
                response("GET", "/widgets/w2").status(429).header("Retry-After", "1").json("{}").repeat());
        PlainWidgets c = client().build();
        assertThrows(InternalServerException.class, () -> c.widgets().retrieve("w1"));
        assertThrows(RateLimitException.class, () -> c.widgets().retrieve("w2"));
        assertEquals(2, server.requests().size());
        assertEquals(List.of(), sleeps);
    }

    @Test
    void retriesWithTheDefaultPolicyOnlyWhenTheCallerSetsMaxRetries() {
        server.enqueue(response("GET", "/widgets/w1").status(503).json("{}"),
                response("GET", "/widgets/w1").json("{\"id\": \"w1\", \"color\": null}"));
        Widget widget = client().maxRetries(2).build().widgets().retrieve("w1");
        assertEquals("w1", widget.id());
        assertTrue(widget.color().isNull());
        assertEquals(2, server.requests().size());
        assertEquals(1, sleeps.size());
    }

    @Test
    void sendsTheApiKeyFromWidgetsKeyAsTheApiKeyQueryParameterAndMasksItInConnectionException() throws Exception {
        // repeat(): java.net.http sends a GET again by itself when the connection drops before any response (runtime-java.md)
        server.enqueue(response("GET", "/widgets").json("[{\"id\": \"w1\"}]"), response("GET", "/widgets").drop().repeat());
        assertEquals("1 widget; ConnectionException " + server.url() + "/widgets?api_key=***", Probe.run(server.url(), "secret-key"));
        assertEquals(Map.of("color", List.of("red"), "api_key", List.of("secret-key")), server.requests().get(0).queryParams());
    }

    @Test
    void aCallsMaxRetriesOverridesTheClients() {
        server.enqueue(response("GET", "/widgets/w1").status(503).json("{}"),
                response("GET", "/widgets/w1").json("{\"id\": \"w1\"}"));
        Widget widget = client().build().widgets().retrieve("w1",
                com.plain_widgets.core.RequestOptions.builder().maxRetries(1).build());
        assertTrue(widget.color().isAbsent());
        assertEquals(2, server.requests().size());
    }

    /** Runs a client in a fresh JVM with {@code WIDGETS_KEY} set. */
    static final class Probe {
        private Probe() {
        }

        static String run(String baseUrl, String env) throws IOException, InterruptedException {
            String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classpath,
                    Main.class.getName(), baseUrl).redirectErrorStream(true);
            builder.environment().put("WIDGETS_KEY", env);
            Process process = builder.start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertEquals(0, process.waitFor(), out);
            return out;
        }
    }

    /** The program {@link Probe} runs: lists red widgets, then lists again into a dropped connection. */
    static final class Main {
        private Main() {
        }

        public static void main(String[] args) {
            PlainWidgets client = PlainWidgets.builder().baseUrl(args[0]).build();
            int count = client.widgets().list(WidgetListParams.builder().color("red").build()).size();
            try {
                client.widgets().list();
                System.out.println("no error");
            } catch (ConnectionException e) {
                System.out.println(count + " widget; ConnectionException " + e.url());
            }
        }
    }
}
