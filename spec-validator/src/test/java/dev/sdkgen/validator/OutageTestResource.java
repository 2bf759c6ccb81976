package dev.sdkgen.validator;

import dev.sdkgen.testsupport.GatedProxy;
import dev.sdkgen.testsupport.KafkaBroker;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * For fault tests: a broker of the test's own (it is stopped and started again; the shared broker
 * of the other tests is not touched) and a {@link GatedProxy} in front of the real artifact-store.
 */
public class OutageTestResource implements QuarkusTestResourceLifecycleManager {

    static KafkaBroker broker;
    static GatedProxy artifactStore;

    @Override
    public Map<String, String> start() {
        broker = KafkaBroker.dedicated();
        artifactStore = GatedProxy.to(ArtifactStoreTestResource.url());
        return Map.of("kafka.bootstrap.servers", broker.bootstrapServers(),
                "quarkus.rest-client.artifact-store.url", artifactStore.url());
    }

    @Override
    public void stop() {
        artifactStore.close();
        broker.close();
    }
}
