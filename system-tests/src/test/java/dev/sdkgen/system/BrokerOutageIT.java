package dev.sdkgen.system;

import static dev.sdkgen.system.GatewayClient.builds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.GitHttpServer;
import dev.sdkgen.testsupport.KafkaBroker;
import dev.sdkgen.testsupport.ServiceProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The whole build service — the five packaged services as processes, on a broker of this test's own
 * and embedded PostgreSQL — through a 60-second broker outage in the middle of a run of builds.
 * Nobody restarts anything: when the broker comes back every build finishes, each exactly once, and
 * every service is ready again in the same process. On the way: a private repository (HTTPS with a
 * token) builds end to end, and a trigger while the broker is away answers 503 and leaves a stuck
 * build that is retried afterwards.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrokerOutageIT {

    static final Duration OUTAGE = Duration.ofSeconds(Long.getLong("sdkgen.outage.seconds", 60));
    static final int BUILDS = 20;
    static final String TOKEN = "system-test-token";
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static Platform platform;
    static KafkaBroker broker;
    static Map<String, ServiceProcess> services;
    static String gateway;
    static GatewayClient api;

    @BeforeAll
    static void startEverything() throws Exception {
        long t0 = System.nanoTime();
        platform = Platform.start(TOKEN, "system-test-secret");
        broker = platform.broker;
        services = platform.services;
        gateway = platform.gateway;
        api = new GatewayClient(gateway, TOKEN);
        System.out.printf("platform up in %d s%n", Duration.ofNanos(System.nanoTime() - t0).toSeconds());
    }

    @AfterAll
    static void stopEverything() {
        if (platform != null) {
            platform.close();
        }
    }

    /**
     * A private Config Repository: HTTPS with a token, built end to end (the validator opens the
     * sealed token it gets from the orchestrator).
     */
    @Test
    @Order(1)
    void aPrivateRepositoryBuildsEndToEnd() throws Exception {
        Path privateRoot = Files.createTempDirectory("sdkgen-system-private-");
        ConfigRepository privateRepo = ConfigRepository.create(privateRoot, ConfigRepository.example("acme"), "main");
        String repoToken = "glpat-" + UUID.randomUUID();
        try (GitHttpServer https = GitHttpServer.serve(privateRoot, repoToken)) {
            JsonNode privateProject = api.register("acme", https.url("origin.git"),
                    Map.of("type", "token", "token", repoToken, "username", "oauth2"));
            String path = builds(privateProject.path("project_id").asText(), "typescript");
            JsonNode build = api.call("POST", path + "/trigger", null, 202);
            JsonNode done = api.awaitFinal(path + "/" + build.path("build_id").asText(), Duration.ofMinutes(2));
            assertEquals("succeeded", done.path("state").asText(), done.toString());
            assertTrue(https.requests().stream().anyMatch(r -> r.endsWith(" oauth2")), https.requests().toString());
        }
        assertTrue(privateRepo.url() != null);
    }

    @Test
    @Order(2)
    void everyBuildFinishesOnceAfterASixtySecondBrokerOutageWithNoRestartByHand() throws Exception {
        Map<String, Long> pids = new LinkedHashMap<>();
        services.forEach((name, s) -> pids.put(name, s.pid()));

        // the run of builds
        ConfigRepository repo = ConfigRepository.create(Files.createTempDirectory("sdkgen-system-repo-"),
                ConfigRepository.example("acme"), "main");
        String project = api.register("acme", repo.url(), null).path("project_id").asText();
        long runStart = System.nanoTime();
        // all at once, so that most of them are queued or running when the broker goes away
        List<CompletableFuture<String>> triggers = new ArrayList<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(10);
        for (int i = 0; i < BUILDS; i++) {
            String language = i % 2 == 0 ? "typescript" : "python";
            triggers.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return language + "/" + api.call("POST", builds(project, language) + "/trigger", null, 202)
                            .path("build_id").asText();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, pool));
        }
        List<String> triggered = triggers.stream().map(CompletableFuture::join).toList();
        pool.shutdown();

        broker.stop();
        Map<String, String> stateAtOutage = states(project, triggered);
        long outageStart = System.nanoTime();
        // a trigger while the broker is away: 503, and the build is stuck at once (retryable)
        HttpResponse<String> refused = api.send("POST", builds(project, "typescript") + "/trigger", null);
        assertEquals(503, refused.statusCode(), refused.body());
        String refusedId = GatewayClient.JSON.readTree(refused.body()).path("error").path("message").asText()
                .replaceAll(".*(bld_[0-9a-f]+).*", "$1");
        assertEquals("stuck", api.call("GET", builds(project, "typescript") + "/" + refusedId, null, 200)
                .path("state").asText());
        Thread.sleep(Math.max(0, OUTAGE.toMillis() - Duration.ofNanos(System.nanoTime() - outageStart).toMillis()));
        broker.start();
        long restarted = System.nanoTime();
        long outageSeconds = Duration.ofNanos(restarted - outageStart).toSeconds();

        Map<String, JsonNode> finished = new LinkedHashMap<>();
        for (String b : triggered) {
            String[] parts = b.split("/");
            finished.put(b, api.awaitFinal(builds(project, parts[0]) + "/" + parts[1], Duration.ofMinutes(5)));
        }
        long drainSeconds = Duration.ofNanos(System.nanoTime() - restarted).toSeconds();
        // the build the broker never saw is retried now that it is back
        JsonNode retried = api.call("POST", builds(project, "typescript") + "/" + refusedId + "/retry", null, 202);
        assertEquals(2, retried.path("attempt").asInt());
        JsonNode retriedDone = api.awaitFinal(builds(project, "typescript") + "/" + refusedId, Duration.ofMinutes(2));

        // every build is there once, finished, in one attempt; its log has one outcome
        Set<String> listed = new LinkedHashSet<>();
        int listedRows = 0;
        for (String language : List.of("typescript", "python")) {
            for (JsonNode b : api.call("GET", builds(project, language) + "?limit=100", null, 200)) {
                listed.add(language + "/" + b.path("build_id").asText());
                listedRows++;
            }
        }
        Set<String> expected = new LinkedHashSet<>(triggered);
        expected.add("typescript/" + refusedId);
        int succeeded = 0;
        int duplicated = 0;
        for (String b : triggered) {
            JsonNode build = finished.get(b);
            succeeded += build.path("state").asText().equals("succeeded") ? 1 : 0;
            assertEquals(1, build.path("attempt").asInt(), b);
            String[] parts = b.split("/");
            String log = api.text(builds(project, parts[0]) + "/" + parts[1] + "/logs");
            int archives = count(log, "SDK archive stored:");
            int validated = count(log, "Validated: ");
            duplicated += (archives > 1 || validated > 1) ? 1 : 0;
        }
        int lost = (int) expected.stream().filter(b -> !listed.contains(b)).count();
        for (Map.Entry<String, ServiceProcess> s : services.entrySet()) {
            assertTrue(s.getValue().isAlive(), s.getKey() + " exited");
            assertEquals(pids.get(s.getKey()), s.getValue().pid(), s.getKey() + " was restarted");
            awaitReady(s.getKey(), s.getValue().url(), Duration.ofSeconds(60));
        }
        String summary = String.format("builds driven: %d (+1 triggered during the outage, retried after); states when"
                        + " the broker stopped: %s; outage: %d s; finished: %d succeeded of %d, the retried one %s;"
                        + " drained %d s after the broker was back; lost: %d; duplicated: %d (listed rows %d for %d builds);"
                        + " run from first trigger to last build: %d s; no service restarted",
                BUILDS, histogram(stateAtOutage), outageSeconds, succeeded, BUILDS, retriedDone.path("state").asText(),
                drainSeconds, lost, duplicated, listedRows, expected.size(),
                Duration.ofNanos(System.nanoTime() - runStart).toSeconds());
        System.out.println("BrokerOutageIT: " + summary);
        Files.writeString(Path.of("target", "broker-outage-summary.txt"), summary + "\n");
        assertEquals(BUILDS, succeeded, summary);
        assertEquals("succeeded", retriedDone.path("state").asText(), summary);
        assertEquals(0, lost, summary);
        assertEquals(0, duplicated, summary);
        assertEquals(expected.size(), listedRows, summary);
        assertEquals(expected, listed, summary);
    }

    // ---- HTTP helpers ---------------------------------------------------------------------

    private static Map<String, String> states(String project, List<String> builds) throws Exception {
        Map<String, String> states = new LinkedHashMap<>();
        for (String b : builds) {
            String[] parts = b.split("/");
            states.put(b, api.call("GET", builds(project, parts[0]) + "/" + parts[1], null, 200).path("state").asText());
        }
        return states;
    }

    private static String histogram(Map<String, String> states) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        states.values().forEach(s -> counts.merge(s, 1, Integer::sum));
        return counts.toString();
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    private static void awaitReady(String name, String url, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(url + "/q/health/ready"))
                    .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 200) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(name + " not ready: " + r.body());
            }
            Thread.sleep(500);
        }
    }

}
