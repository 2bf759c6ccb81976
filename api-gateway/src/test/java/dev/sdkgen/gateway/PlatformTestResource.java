package dev.sdkgen.gateway;

import dev.sdkgen.testsupport.KafkaBroker;
import dev.sdkgen.testsupport.Postgres;
import dev.sdkgen.testsupport.ServiceProcess;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * The gateway's real neighbours, once per test JVM: the in-JVM Kafka broker, embedded PostgreSQL,
 * and the packaged build-orchestrator and artifact-store running as child processes on them.
 */
public class PlatformTestResource implements QuarkusTestResourceLifecycleManager {

    private static ServiceProcess orchestrator;
    private static ServiceProcess artifactStore;
    private static ServiceProcess codegenWorker;

    static synchronized void startOnce() {
        if (orchestrator != null) {
            return;
        }
        String kafka = KafkaBroker.shared().bootstrapServers();
        Postgres pg = Postgres.shared();
        try {
            String artifacts = Files.createTempDirectory("sdkgen-gw-artifacts-").toString();
            artifactStore = ServiceProcess.start("artifact-store", Map.of("sdkgen.artifacts.dir", artifacts),
                    Duration.ofSeconds(60));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        orchestrator = ServiceProcess.start("build-orchestrator", Map.ofEntries(
                Map.entry("kafka.bootstrap.servers", kafka),
                Map.entry("quarkus.datasource.jdbc.url", pg.jdbcUrl()),
                Map.entry("quarkus.datasource.username", pg.user()),
                Map.entry("quarkus.datasource.password", pg.password()),
                Map.entry("sdkgen.orchestrator.log-poll-interval", "PT0.2S"),
                Map.entry("sdkgen.git.secrets-key", "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="),
                Map.entry("sdkgen.orchestrator.notifications.poll-interval", "0.5s"),
                Map.entry("sdkgen.orchestrator.notifications.first-retry-after", "PT0.3S"),
                // retention only when a test asks for a run (of its own project): the last 3 builds per target and
                // the builds younger than 14 days (the tests age theirs in the database)
                Map.entry("sdkgen.orchestrator.artifact-store-url", artifactStore.url()),
                Map.entry("sdkgen.orchestrator.retention.interval", "off"),
                Map.entry("sdkgen.orchestrator.retention.keep-last", "3"),
                Map.entry("sdkgen.orchestrator.retention.keep-days", "14"),
                Map.entry("sdkgen.orchestrator.retention.upload-grace", "PT0S")), Duration.ofSeconds(90));
    }

    /** The orchestrator process's own log (a test checks that no secret reaches it). */
    static Path orchestratorLog() {
        startOnce();
        return orchestrator.log();
    }

    /**
     * The packaged codegen-worker on the same broker, orchestrator and artifact-store, with the
     * gateway's secrets key (it opens SDK repository credentials): started by the first test that
     * delivers SDKs, then shared. Its log is where a test looks for secrets.
     */
    static synchronized ServiceProcess codegenWorker() {
        startOnce();
        if (codegenWorker == null) {
            try {
                codegenWorker = ServiceProcess.start("codegen-worker", Map.of(
                        "kafka.bootstrap.servers", KafkaBroker.shared().bootstrapServers(),
                        "quarkus.rest-client.artifact-store.url", artifactStore.url(),
                        "quarkus.rest-client.orchestrator.url", orchestrator.url(),
                        "sdkgen.codegen.work-dir", Files.createTempDirectory("sdkgen-gw-codegen-").toString(),
                        "sdkgen.git.allow-http", "true",
                        "sdkgen.git.secrets-key", "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="), Duration.ofSeconds(90));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return codegenWorker;
    }

    /** Stops the codegen-worker {@link #codegenWorker()} started, if any (the next call starts a new one). */
    static synchronized void stopCodegenWorker() {
        if (codegenWorker != null) {
            codegenWorker.close();
            codegenWorker = null;
        }
    }

    static String orchestratorUrl() {
        startOnce();
        return orchestrator.url();
    }

    static String artifactStoreUrl() {
        startOnce();
        return artifactStore.url();
    }

    @Override
    public Map<String, String> start() {
        startOnce();
        return Map.of(
                "kafka.bootstrap.servers", KafkaBroker.shared().bootstrapServers(),
                "quarkus.rest-client.orchestrator.url", orchestrator.url(),
                "quarkus.rest-client.artifact-store.url", artifactStore.url(),
                "sdkgen.gateway.status-services", "build-orchestrator=" + orchestrator.url()
                        + ",artifact-store=" + artifactStore.url() + ",codegen-worker=http://127.0.0.1:9");
    }

    @Override
    public void stop() {
        // the child processes are shared by every test class of this JVM; shutdown hooks stop them
    }
}
