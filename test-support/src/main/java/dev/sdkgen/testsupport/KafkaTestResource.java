package dev.sdkgen.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * Quarkus test resource: points the service under test at the JVM-wide real broker
 * ({@link KafkaBroker#shared()}). The broker outlives the Quarkus application, so test classes
 * and profiles share it.
 */
public class KafkaTestResource implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        return Map.of("kafka.bootstrap.servers", KafkaBroker.shared().bootstrapServers());
    }

    @Override
    public void stop() {
        // shared for the JVM; stopped by a shutdown hook
    }
}
