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

    @Override
    public Map<String, String> start() {
        return Map.of("kafka.bootstrap.servers", KafkaBroker.shared().bootstrapServers(),
                "quarkus.rest-client.artifact-store.url", url());
    }

    @Override
    public void stop() {
        // shared by the JVM's test classes; a shutdown hook stops it
    }
}
