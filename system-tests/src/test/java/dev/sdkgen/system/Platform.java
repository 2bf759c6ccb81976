package dev.sdkgen.system;

import dev.sdkgen.testsupport.KafkaBroker;
import dev.sdkgen.testsupport.Postgres;
import dev.sdkgen.testsupport.ServiceProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The five packaged services as child processes on free ports, on a broker of their own and a
 * database of their own (a new database in the shared embedded PostgreSQL, so other test classes'
 * builds do not show up here). Local repositories under the temp directory are allowed.
 */
final class Platform implements AutoCloseable {

    final KafkaBroker broker;
    final Map<String, ServiceProcess> services = new LinkedHashMap<>();
    /** The codegen-worker when it runs under deploy/supervise (then it is not in {@link #services}); else null. */
    SupervisedWorker supervisedWorker;
    final String gateway;
    /** The orchestrator's database. */
    final String jdbcUrl;

    private Platform(KafkaBroker broker, String gateway, String jdbcUrl) {
        this.broker = broker;
        this.gateway = gateway;
        this.jdbcUrl = jdbcUrl;
    }

    static Platform start(String apiToken, String webhookSecret) throws Exception {
        return start(apiToken, webhookSecret, Postgres.shared(), Map.of());
    }

    /**
     * The platform on the given PostgreSQL server (a database of its own in it), the orchestrator
     * with {@code orchestratorConfig} on top of what it always gets.
     */
    static Platform start(String apiToken, String webhookSecret, Postgres pg, Map<String, String> orchestratorConfig)
            throws Exception {
        return start(apiToken, webhookSecret, pg, orchestratorConfig, Map.of());
    }

    /** As above, the codegen-worker with {@code workerConfig} on top of what it always gets. */
    static Platform start(String apiToken, String webhookSecret, Postgres pg, Map<String, String> orchestratorConfig,
                          Map<String, String> workerConfig) throws Exception {
        return start(apiToken, webhookSecret, pg, orchestratorConfig, workerConfig, false);
    }

    /**
     * As above; with {@code supervised} the codegen-worker runs the way deploy/run runs it, under the
     * real deploy/supervise ({@link SupervisedWorker}), so that a test killing it sees the supervisor restart it.
     */
    static Platform start(String apiToken, String webhookSecret, Postgres pg, Map<String, String> orchestratorConfig,
                          Map<String, String> workerConfig, boolean supervised) throws Exception {
        Path work = Files.createTempDirectory("sdkgen-system-");
        KafkaBroker broker = KafkaBroker.dedicated();
        String jdbcUrl = ownDatabase(pg);
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        Map<String, String> git = Map.of("sdkgen.git.allow-http", "true", "sdkgen.git.local.enabled", "true",
                "sdkgen.git.local.roots", System.getProperty("java.io.tmpdir"),
                "sdkgen.git.secrets-key", Base64.getEncoder().encodeToString(key));
        String kafka = broker.bootstrapServers();
        CompletableFuture<ServiceProcess> store = start("artifact-store", Map.of(
                "sdkgen.artifacts.dir", work.resolve("artifacts").toString()));
        Map<String, String> orch = new HashMap<>(orchestratorConfig);
        orch.putAll(Map.of("kafka.bootstrap.servers", kafka, "quarkus.datasource.jdbc.url", jdbcUrl,
                "quarkus.datasource.username", pg.user(), "quarkus.datasource.password", pg.password()));
        CompletableFuture<ServiceProcess> orchestrator = start("build-orchestrator", orch);
        String storeUrl = store.join().url();
        String orchestratorUrl = orchestrator.join().url();
        Map<String, String> gw = new HashMap<>(git);
        gw.putAll(Map.of("kafka.bootstrap.servers", kafka, "sdkgen.gateway.api-tokens", apiToken,
                "sdkgen.gateway.webhook-secret", webhookSecret,
                "quarkus.rest-client.orchestrator.url", orchestratorUrl,
                "quarkus.rest-client.artifact-store.url", storeUrl,
                "sdkgen.git.cache-dir", work.resolve("gateway-cache").toString()));
        Map<String, String> val = new HashMap<>(git);
        val.putAll(Map.of("kafka.bootstrap.servers", kafka, "quarkus.rest-client.artifact-store.url", storeUrl,
                "quarkus.rest-client.orchestrator.url", orchestratorUrl,
                "sdkgen.validator.work-dir", work.resolve("validator").toString()));
        gw.put("sdkgen.gateway.status-services", "build-orchestrator=" + orchestratorUrl + ",artifact-store=" + storeUrl);
        CompletableFuture<ServiceProcess> gatewayProcess = start("api-gateway", gw);
        CompletableFuture<ServiceProcess> validator = start("spec-validator", val);
        Map<String, String> wk = new HashMap<>(git);
        wk.putAll(workerConfig);
        wk.putAll(Map.of("kafka.bootstrap.servers", kafka, "quarkus.rest-client.artifact-store.url", storeUrl,
                "quarkus.rest-client.orchestrator.url", orchestratorUrl,
                "sdkgen.codegen.work-dir", work.resolve("codegen").toString()));
        CompletableFuture<ServiceProcess> worker = supervised ? null : start("codegen-worker", wk);
        CompletableFuture<SupervisedWorker> supervisedWorker = supervised ? superviseWorker(wk) : null;
        Platform platform = new Platform(broker, gatewayProcess.join().url(), jdbcUrl);
        platform.services.put("artifact-store", store.join());
        platform.services.put("build-orchestrator", orchestrator.join());
        platform.services.put("api-gateway", gatewayProcess.join());
        platform.services.put("spec-validator", validator.join());
        if (supervised) {
            platform.supervisedWorker = supervisedWorker.join();
        } else {
            platform.services.put("codegen-worker", worker.join());
        }
        return platform;
    }

    private static CompletableFuture<ServiceProcess> start(String module, Map<String, String> config) {
        return CompletableFuture.supplyAsync(() -> ServiceProcess.start(module, config, startTimeout()));
    }

    private static CompletableFuture<SupervisedWorker> superviseWorker(Map<String, String> config) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return SupervisedWorker.start(config, startTimeout());
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException("the supervised codegen-worker did not start", e);
            }
        });
    }

    private static Duration startTimeout() {
        // a Quarkus service starts in 2-4 s on an idle machine; under a load of 50+ it took 172 s
        return Duration.ofSeconds(60 * Long.getLong("sdkgen.test.timeout-factor", 3));
    }

    /** A new empty database next to the shared one; the shared one itself if that is not possible. */
    static String ownDatabase(Postgres pg) {
        String name = "sdkgen_console_" + HexFormat.of().formatHex(new SecureRandom().generateSeed(4));
        String url = pg.jdbcUrl().replaceFirst("/postgres(\\?|$)", "/" + name + "$1");
        if (url.equals(pg.jdbcUrl())) {
            return url;
        }
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
             Statement s = c.createStatement()) {
            s.execute("create database " + name);
            return url;
        } catch (SQLException e) {
            System.out.println("Platform: cannot create a database of its own (" + e.getMessage() + "); using the shared one");
            return pg.jdbcUrl();
        }
    }

    @Override
    public void close() {
        if (supervisedWorker != null) {
            supervisedWorker.close();
        }
        services.values().forEach(ServiceProcess::close);
        broker.close();
    }
}
