package dev.sdkgen.worker;

import dev.sdkgen.testsupport.KafkaBroker;
import dev.sdkgen.testsupport.ServiceProcess;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;

/** The real broker (in-JVM) and the packaged artifact-store as a child process, once per JVM. */
public class ArtifactStoreTestResource implements QuarkusTestResourceLifecycleManager {

    private static ServiceProcess store;

    static synchronized String url() {
        if (store == null) {
            try {
                store = ServiceProcess.start("artifact-store", Map.of("sdkgen.artifacts.dir",
                        Files.createTempDirectory("sdkgen-cw-artifacts-").toString()), Duration.ofSeconds(60));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return store.url();
    }

    private static com.sun.net.httpserver.HttpServer orchestrator;

    /**
     * Where the worker asks for a target's SDK repository: these tests run no orchestrator, so a
     * server that answers as the orchestrator does for a target without one (a JSON 404). Delivery
     * itself is proven against the real orchestrator in the api-gateway's SdkDeliveryTest.
     */
    static synchronized String noSdkRepositories() {
        if (orchestrator == null) {
            try {
                orchestrator = com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress(
                        java.net.InetAddress.getLoopbackAddress(), 0), 0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            orchestrator.createContext("/", exchange -> {
                byte[] body = "{\"error\":{\"code\":\"not_found\",\"message\":\"no SDK repository\"}}"
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(404, body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            orchestrator.start();
        }
        return "http://127.0.0.1:" + orchestrator.getAddress().getPort();
    }

    @Override
    public Map<String, String> start() {
        return Map.of("kafka.bootstrap.servers", KafkaBroker.shared().bootstrapServers(),
                "quarkus.rest-client.artifact-store.url", url(),
                "quarkus.rest-client.orchestrator.url", noSdkRepositories());
    }

    @Override
    public void stop() {
        // shared by the JVM's test classes; a shutdown hook stops it
    }
}
