package dev.sdkgen.system;

import static dev.sdkgen.system.GatewayClient.builds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.events.BuildEvent;
import dev.sdkgen.events.BuildProgress;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.events.Topics;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.EventProbe;
import dev.sdkgen.testsupport.Postgres;
import dev.sdkgen.testsupport.ServiceProcess;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The whole build service — the five packaged services as processes, on a broker and an embedded
 * PostgreSQL of this test's own — while the orchestrator's database goes away in the middle of a run
 * of builds: first restarted (every connection cut, 20 s down), then frozen (SIGSTOP of all its
 * processes: connections stay open, nothing answers) for longer than the orchestrator's consumer
 * session and poll timeouts and its transaction timeout. Meanwhile the gateway answers reads and
 * triggers with 503 {@code database_unavailable} and the orchestrator's readiness reports the
 * database DOWN; afterwards, in the same processes, every build finishes, every event on the topics
 * was applied exactly once (its id recorded, each log line once), and the orchestrator is ready again.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DatabaseOutageIT {

    static final Duration RESTART_DOWN = Duration.ofSeconds(Long.getLong("sdkgen.db-outage.restart-seconds", 20));
    static final Duration FREEZE = Duration.ofSeconds(Long.getLong("sdkgen.db-outage.freeze-seconds", 70));
    /** The orchestrator's consumer timeouts in this test; the freeze outlasts both (and the 60-s transaction timeout). */
    static final int SESSION_TIMEOUT_MS = 15_000;
    static final int MAX_POLL_INTERVAL_MS = 30_000;
    static final int BUILDS = 12;
    static final String TOKEN = "db-outage-token";
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static Postgres db;
    static Platform platform;
    static GatewayClient api;
    static EventProbe probe;
    static String good;
    static String broken;
    static Map<String, Long> pids = new LinkedHashMap<>();
    static final List<String> summaries = new ArrayList<>();

    @BeforeAll
    static void startEverything() throws Exception {
        long t0 = System.nanoTime();
        db = Postgres.dedicated();
        platform = Platform.start(TOKEN, "db-outage-secret", db, Map.of(
                "mp.messaging.connector.smallrye-kafka.session.timeout.ms", Integer.toString(SESSION_TIMEOUT_MS),
                "mp.messaging.connector.smallrye-kafka.heartbeat.interval.ms", "3000",
                "mp.messaging.connector.smallrye-kafka.max.poll.interval.ms", Integer.toString(MAX_POLL_INTERVAL_MS)));
        platform.services.forEach((name, s) -> pids.put(name, s.pid()));
        api = new GatewayClient(platform.gateway, TOKEN);
        probe = new EventProbe(platform.broker.bootstrapServers(), Topics.ALL.toArray(String[]::new));
        Path root = Files.createTempDirectory("sdkgen-db-outage-repos-");
        ConfigRepository goodRepo = ConfigRepository.create(root.resolve("good"), ConfigRepository.example("acme"), "main");
        ConfigRepository badRepo = ConfigRepository.create(root.resolve("bad"), ConfigRepository.example("acme"), "main");
        Map<String, String> noSpec = new HashMap<>();
        noSpec.put("openapi/acme.yaml", null);
        badRepo.commit(noSpec, "Remove the OpenAPI spec");
        good = api.register("acme", goodRepo.url(), null).path("project_id").asText();
        broken = api.register("broken-spec", badRepo.url(), null).path("project_id").asText();
        System.out.printf("DatabaseOutageIT: platform up in %d s%n", Duration.ofNanos(System.nanoTime() - t0).toSeconds());
    }

    @AfterAll
    static void stopEverything() throws Exception {
        if (probe != null) {
            probe.close();
        }
        if (platform != null) {
            platform.close();
        }
        if (db != null) {
            db.close();
        }
        if (!summaries.isEmpty()) {
            Files.writeString(Path.of("target", "database-outage-summary.txt"), String.join("\n", summaries) + "\n");
        }
    }

    @Test
    @Order(1)
    void everyEventIsAppliedOnceAcrossADatabaseRestartInTheMiddleOfARunOfBuilds() throws Exception {
        outage("restart", RESTART_DOWN, db::stop, db::start);
    }

    @Test
    @Order(2)
    void aFrozenDatabaseOutlastingTheConsumersSessionAndPollTimeoutsLosesAndDoublesNothing() throws Exception {
        assertTrue(FREEZE.toMillis() > Math.max(SESSION_TIMEOUT_MS, MAX_POLL_INTERVAL_MS), "the freeze must outlast both");
        outage("freeze", FREEZE, db::freeze, db::thaw);
    }

    /**
     * A run of builds (two of them fail on a broken spec), the database taken away once some have
     * finished while others are still queued or running, calls through the gateway meanwhile, the
     * database back, and the proof that every build finished once and every event was applied once.
     */
    private void outage(String kind, Duration length, Runnable takeAway, Runnable bringBack) throws Exception {
        List<String> run = new ArrayList<>(triggerRun());
        Map<String, String> atOutage = awaitEveryKindOfState(run);
        takeAway.run();
        long outageStart = System.nanoTime();
        List<String> problems = new ArrayList<>();
        String during;
        try {
            during = duringTheOutage(run.get(run.size() - 1), problems);
        } finally {
            Thread.sleep(Math.max(0, length.toMillis() - Duration.ofNanos(System.nanoTime() - outageStart).toMillis()));
            bringBack.run();
        }
        long back = System.nanoTime();
        long outageSeconds = Duration.ofNanos(back - outageStart).toSeconds();
        String orchestratorUrl = platform.services.get("build-orchestrator").url();
        try {
            awaitHealth(orchestratorUrl + "/q/health/ready", 200, Duration.ofSeconds(60));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; during the outage: " + problems, e);
        }
        long readySeconds = Duration.ofNanos(System.nanoTime() - back).toSeconds();

        Map<String, JsonNode> finished = new LinkedHashMap<>();
        for (String b : run) {
            finished.put(b, api.awaitFinal(path(b), Duration.ofMinutes(5)));
        }
        long drainSeconds = Duration.ofNanos(System.nanoTime() - back).toSeconds();
        int wrongOutcome = 0;
        int duplicated = 0;
        for (String b : run) {
            JsonNode build = finished.get(b);
            String expected = b.startsWith(broken) ? "failed" : "succeeded";
            wrongOutcome += build.path("state").asText().equals(expected) && build.path("attempt").asInt() == 1 ? 0 : 1;
            String log = api.text(path(b) + "/logs");
            int outcomes = count(log, "SDK archive stored:") + count(log, "Failed: ");
            duplicated += count(log, "BuildRequested published") != 1 || outcomes != 1 || count(log, "Validated: ") > 1 ? 1 : 0;
        }
        EventCheck events = awaitEventsApplied(run);
        int listed = listedBuilds();
        for (Map.Entry<String, ServiceProcess> s : platform.services.entrySet()) {
            assertTrue(s.getValue().isAlive(), s.getKey() + " exited");
            assertEquals(pids.get(s.getKey()), s.getValue().pid(), s.getKey() + " was restarted");
            awaitHealth(s.getValue().url() + "/q/health/ready", 200, Duration.ofSeconds(60));
        }
        String summary = String.format("%s: %d builds; states when the database went away: %s; down %d s; %s;"
                        + " orchestrator ready %d s after the database was back, run drained after %d s;"
                        + " wrong outcome: %d; duplicated: %d; events on the topics: %d, not applied: %d,"
                        + " builds whose log is not exactly its events' lines: %d; builds listed: %d; no service restarted",
                kind, run.size(), histogram(atOutage), outageSeconds, during, readySeconds, drainSeconds, wrongOutcome,
                duplicated, events.seen(), events.notApplied(), events.wrongLogs(), listed);
        System.out.println("DatabaseOutageIT " + summary);
        summaries.add(summary);
        assertEquals(List.of(), problems, summary);
        assertEquals(0, wrongOutcome, summary);
        assertEquals(0, duplicated, summary);
        assertEquals(0, events.notApplied(), summary);
        assertEquals(0, events.wrongLogs(), summary);
        assertEquals(expectedListed, listed, summary);
    }

    private static int expectedListed;

    /** {@value #BUILDS} builds triggered at once: every fifth on the broken spec, the others in two languages. */
    private static List<String> triggerRun() {
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<CompletableFuture<String>> triggers = new ArrayList<>();
            for (int i = 0; i < BUILDS; i++) {
                String project = i % 5 == 2 ? broken : good;
                String language = i % 2 == 0 ? "typescript" : "python";
                triggers.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        return project + "/" + language + "/" + api.call("POST", builds(project, language) + "/trigger",
                                null, 202).path("build_id").asText();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }, pool));
            }
            List<String> run = triggers.stream().map(CompletableFuture::join).toList();
            expectedListed += run.size();
            return run;
        } finally {
            pool.shutdown();
        }
    }

    /**
     * Waits until the run has builds in every kind of state: finished, running (validating or generating) and queued.
     * When the run has drained its queue before such a moment came (a loaded machine polls the twelve states slowly
     * while the services work through them), another run is triggered into it, up to three times: its builds are the
     * queued ones, behind the first run's last running ones.
     */
    private static Map<String, String> awaitEveryKindOfState(List<String> run) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        int topUps = 0;
        while (true) {
            Map<String, String> states = new LinkedHashMap<>();
            for (String b : run) {
                states.put(b, api.call("GET", path(b), null, 200).path("state").asText());
            }
            boolean finished = states.values().stream().anyMatch(s -> s.equals("succeeded") || s.equals("failed"));
            boolean running = states.values().stream().anyMatch(s -> s.equals("validating") || s.equals("generating"));
            boolean waiting = states.containsValue("queued");
            if ((finished && running && waiting) || System.nanoTime() > deadline) {
                assertTrue(finished && running && waiting, "no moment with finished, running and queued builds"
                        + " (after " + topUps + " more runs): " + states);
                return states;
            }
            if (finished && !waiting && topUps < 3) {
                run.addAll(triggerRun());
                topUps++;
                continue;
            }
            Thread.sleep(250);
        }
    }

    /**
     * While the database is away: a read and a trigger through the gateway answer 503
     * {@code database_unavailable} (timed), the orchestrator's readiness is DOWN naming the database,
     * its liveness stays UP (no consumer stopped). Returns what was seen, for the summary.
     */
    private static String duringTheOutage(String someBuild, List<String> problems) throws Exception {
        String orchestratorUrl = platform.services.get("build-orchestrator").url();
        long t0 = System.nanoTime();
        HttpResponse<String> read = api.send("GET", path(someBuild), null);
        long readMillis = Duration.ofNanos(System.nanoTime() - t0).toMillis();
        expectUnavailable("read", read, problems);
        t0 = System.nanoTime();
        HttpResponse<String> trigger = api.send("POST", builds(good, "typescript") + "/trigger", null);
        long triggerMillis = Duration.ofNanos(System.nanoTime() - t0).toMillis();
        expectUnavailable("trigger", trigger, problems);
        try {
            HttpResponse<String> ready = awaitHealth(orchestratorUrl + "/q/health/ready", 503, Duration.ofSeconds(30));
            if (!ready.body().contains("database")) {
                problems.add("readiness DOWN without naming the database: " + ready.body());
            }
        } catch (AssertionError e) {
            problems.add(e.getMessage());
        }
        HttpResponse<String> live = get(orchestratorUrl + "/q/health/live");
        if (live.statusCode() != 200) {
            problems.add("liveness " + live.statusCode() + ": " + live.body());
        }
        return String.format("meanwhile a read answered %d in %d ms, a trigger %d in %d ms, readiness DOWN, liveness UP",
                read.statusCode(), readMillis, trigger.statusCode(), triggerMillis);
    }

    /** The contract's answer while the database is away: 503 with the error code {@code database_unavailable}. */
    private static void expectUnavailable(String what, HttpResponse<String> answer, List<String> problems) {
        String code;
        try {
            code = GatewayClient.JSON.readTree(answer.body()).path("error").path("code").asText();
        } catch (java.io.IOException e) {
            code = "(not JSON)";
        }
        if (answer.statusCode() != 503 || !code.equals("database_unavailable")) {
            problems.add(what + " during the outage: " + answer.statusCode() + " " + answer.body());
        }
    }

    /** The outcome of comparing what was published with what the orchestrator applied. */
    record EventCheck(int seen, int notApplied, int wrongLogs) {
    }

    /**
     * {@link #checkEvents} until it finds nothing missing, for at most 15 s: a worker's last log
     * lines travel on another topic than the final event, so they may be applied just after the build
     * shows its final state (the live log's {@code log-end-grace} exists for the same reason).
     */
    private static EventCheck awaitEventsApplied(List<String> run) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (true) {
            EventCheck check = checkEvents(run);
            if ((check.notApplied() == 0 && check.wrongLogs() == 0) || System.nanoTime() > deadline) {
                return check;
            }
            Thread.sleep(500);
        }
    }

    /**
     * Every distinct event id published for the run is in {@code processed_event}, and each build's
     * log has exactly one line per line its distinct events carry (plus the reservation's own line):
     * nothing lost, nothing applied twice.
     */
    private static EventCheck checkEvents(List<String> run) throws Exception {
        Set<String> ids = new LinkedHashSet<>();
        for (String b : run) {
            ids.add(b.substring(b.lastIndexOf('/') + 1));
        }
        Map<String, BuildEvent> distinct = new LinkedHashMap<>();
        for (EventProbe.Seen s : probe.drain(Duration.ofSeconds(1))) {
            if (s.event() != null && ids.contains(s.event().buildId())) {
                distinct.putIfAbsent(s.event().eventId(), s.event());
            }
        }
        Map<String, Integer> expectedLines = new HashMap<>();
        ids.forEach(id -> expectedLines.put(id, 1));
        distinct.values().forEach(e -> expectedLines.merge(e.buildId(),
                e instanceof BuildProgress p ? p.lines().size()
                        : e instanceof SdkDelivered d ? d.lines().size() + 1 : 1, Integer::sum));
        int notApplied = 0;
        int wrongLogs = 0;
        Postgres pg = db;
        try (Connection c = DriverManager.getConnection(platform.jdbcUrl, pg.user(), pg.password());
             PreparedStatement applied = c.prepareStatement("select count(*) from processed_event where event_id = ?");
             PreparedStatement lines = c.prepareStatement("select count(*) from build_log_line where build_id = ?")) {
            for (String eventId : distinct.keySet()) {
                notApplied += count(applied, eventId) == 1 ? 0 : 1;
            }
            for (String id : ids) {
                wrongLogs += count(lines, id) == expectedLines.get(id) ? 0 : 1;
            }
        }
        return new EventCheck(distinct.size(), notApplied, wrongLogs);
    }

    private static int count(PreparedStatement statement, String value) throws Exception {
        statement.setString(1, value);
        try (ResultSet rs = statement.executeQuery()) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** How many builds the API lists for both projects (the trigger refused during an outage made none). */
    private static int listedBuilds() throws Exception {
        int n = 0;
        for (String project : List.of(good, broken)) {
            for (String language : List.of("typescript", "python")) {
                n += api.call("GET", builds(project, language) + "?limit=100", null, 200).size();
            }
        }
        return n;
    }

    private static String path(String run) {
        String[] parts = run.split("/");
        return builds(parts[0], parts[1]) + "/" + parts[2];
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

    private static HttpResponse<String> get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> awaitHealth(String url, int status, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            HttpResponse<String> r = get(url);
            if (r.statusCode() == status) {
                return r;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(url + " did not answer " + status + " within " + timeout + ": "
                        + r.statusCode() + " " + r.body());
            }
            Thread.sleep(500);
        }
    }
}
