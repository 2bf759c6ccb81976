package dev.sdkgen.system;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.testsupport.ConfigRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A benchmark, not a test (issue 26, docs/benchmarks.md "The service path"): run only by {@code bench/service-build.sh}
 * ({@code -Dsdkgen.bench.service=true}), never in the test command. The five packaged services on free ports
 * ({@link Platform}), one project per Config Repository of {@code -Dsdkgen.bench.repos=name=dir,...} (each dir holds
 * {@code sdkgen.yaml} and its spec), then per project: {@code -Dsdkgen.bench.warmups} warm-up rounds (default 1), and {@code -Dsdkgen.bench.runs} rounds
 * (default 5) of every target of its config triggered at once, each round on a new commit (as after a push: the
 * spec-validator validates it once), timed from the first trigger to the last build's {@code succeeded} (polled
 * every 100 ms), and each build's own {@code finished_at - created_at}.
 */
@EnabledIfSystemProperty(named = "sdkgen.bench.service", matches = "true")
class ServiceBuildBenchIT {
    static final String TOKEN = "bench-token";
    static Platform platform;
    static GatewayClient api;

    @BeforeAll
    static void start() throws Exception {
        long t0 = System.nanoTime();
        platform = Platform.start(TOKEN, "bench-secret");
        api = new GatewayClient(platform.gateway, TOKEN);
        System.out.printf("platform up in %d s%n", Duration.ofNanos(System.nanoTime() - t0).toSeconds());
    }

    @AfterAll
    static void stop() {
        if (platform != null) {
            platform.close();
        }
    }

    @Test
    void buildsThroughTheService() throws Exception {
        int runs = Integer.getInteger("sdkgen.bench.runs", 5);
        int warmups = Integer.getInteger("sdkgen.bench.warmups", 1);
        Map<String, Path> repos = new LinkedHashMap<>();
        for (String entry : System.getProperty("sdkgen.bench.repos", "").split(",")) {
            if (!entry.isBlank()) {
                repos.put(entry.substring(0, entry.indexOf('=')), Path.of(entry.substring(entry.indexOf('=') + 1)));
            }
        }
        List<String> rows = new ArrayList<>();
        for (Map.Entry<String, Path> repo : repos.entrySet()) {
            ConfigRepository config = ConfigRepository.create(Files.createTempDirectory("sdkgen-bench-"), repo.getValue(), "main");
            JsonNode project = api.register(repo.getKey(), config.url(), null);
            String id = project.path("project_id").asText();
            List<String> targets = new ArrayList<>();
            api.call("GET", "/api/v1/projects/" + id + "/sdk-targets", null, 200).forEach(t -> targets.add(t.path("id").asText()));
            // each round on a new commit, as after a push: validated once, the other targets reuse it; the commit
            // also steps sdk.version, so that its IR is a new document (as after a change of the spec or the config)
            // and each language's surface is compared with the round before
            String yaml = Files.readString(repo.getValue().resolve("sdkgen.yaml"));
            int commits = 0;
            for (int w = 0; w < warmups; w++) {
                config.commit(Map.of("BENCH.md", "warm-up " + w + "\n", "sdkgen.yaml", version(yaml, ++commits)), "warm-up " + w);
                round(id, targets); // warm-up: JIT, clone caches
            }
            List<Double> rounds = new ArrayList<>();
            List<Double> builds = new ArrayList<>();
            List<double[]> cli = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                config.commit(Map.of("BENCH.md", "round " + i + "\n", "sdkgen.yaml", version(yaml, ++commits)), "round " + i);
                rounds.add(round(id, targets, builds));
                cli(repo.getValue(), targets).ifPresent(cli::add); // right after: under the same load
            }
            List<Double> cliWall = cli.stream().map(c -> c[0]).toList();
            rows.add(String.format(Locale.ROOT, "| %s | %s | %d | %.2f | %.2f–%.2f | %.2f | %.2f | %s |", repo.getKey(),
                    String.join(" ", targets), runs, median(rounds), min(rounds), max(rounds), median(builds), max(builds),
                    cli.isEmpty() ? "–" : String.format(Locale.ROOT, "%.2f (%.2f–%.2f), %.2f CPU-s", median(cliWall),
                            min(cliWall), max(cliWall), median(cli.stream().map(c -> c[1]).toList()))));
        }
        System.out.println("| spec | targets | rounds | trigger → all succeeded, median (s) | min–max (s) "
                + "| one build (finished_at − created_at), median (s) | max (s) | CLI after each round: wall median (min–max), CPU |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        rows.forEach(System.out::println);
    }

    /** The config with its {@code sdk.version} X.Y.Z stepped to X.Y.(Z + step) (the bench's configs come from {@code sdkgen init}). */
    static String version(String yaml, int step) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^(\\s+version:\\s*)(\\d+)\\.(\\d+)\\.(\\d+)\\s*$").matcher(yaml);
        if (!m.find()) {
            throw new IllegalStateException("no `version: X.Y.Z` line in the bench repository's sdkgen.yaml");
        }
        return yaml.substring(0, m.start()) + m.group(1) + m.group(2) + "." + m.group(3) + "."
                + (Integer.parseInt(m.group(4)) + step) + yaml.substring(m.end());
    }

    private static double round(String project, List<String> targets) throws Exception {
        return round(project, targets, new ArrayList<>());
    }

    /**
     * Triggers every target at once; seconds from the first trigger until the last build's {@code finished_at} (the
     * orchestrator's clock, the same machine's as this one). Polled every {@code sdkgen.bench.poll-ms} (500 ms): the
     * time does not depend on the polling, and polling four builds every 100 ms, as the bench did until session 7,
     * cost the gateway and the orchestrator ≈ 0.3 CPU-s per round on the cores the builds need.
     */
    private static double round(String project, List<String> targets, List<Double> builds) throws Exception {
        Map<String, Duration> cpu0 = cpu();
        long t0 = System.nanoTime();
        Instant triggered = Instant.now();
        Map<String, String> ids = new LinkedHashMap<>();
        for (String target : targets) {
            ids.put(target, api.call("POST", GatewayClient.builds(project, target) + "/trigger", null, 202).path("build_id").asText());
        }
        Map<String, JsonNode> done = new LinkedHashMap<>();
        long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
        while (done.size() < ids.size() && System.nanoTime() < deadline) {
            for (Map.Entry<String, String> b : ids.entrySet()) {
                if (!done.containsKey(b.getKey())) {
                    JsonNode build = api.call("GET", GatewayClient.builds(project, b.getKey()) + "/" + b.getValue(), null, 200);
                    String state = build.path("state").asText();
                    if (state.equals("succeeded") || state.equals("failed") || state.equals("stuck")) {
                        done.put(b.getKey(), build);
                    }
                }
            }
            Thread.sleep(Long.getLong("sdkgen.bench.poll-ms", 500));
        }
        double seen = (System.nanoTime() - t0) / 1e9;
        double seconds = done.values().stream().mapToLong(b -> Duration.between(triggered,
                Instant.parse(b.path("finished_at").asText())).toMillis()).max().orElse(0) / 1000.0;
        // one line per round, to be read beside the services' logs (their stage lines carry the build ids)
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "round: %.2f s (seen after %.2f s), triggered at %s;",
                seconds, seen, triggered));
        for (Map.Entry<String, JsonNode> b : done.entrySet()) {
            assertEquals("succeeded", b.getValue().path("state").asText(), b.getKey() + ": " + b.getValue());
            Instant created = Instant.parse(b.getValue().path("created_at").asText());
            Instant finished = Instant.parse(b.getValue().path("finished_at").asText());
            builds.add(Duration.between(created, finished).toMillis() / 1000.0);
            line.append(String.format(Locale.ROOT, " %s %s created +%d ms, finished +%d ms;", b.getKey(),
                    ids.get(b.getKey()), Duration.between(triggered, created).toMillis(),
                    Duration.between(triggered, finished).toMillis()));
        }
        // each service's CPU in the round (until the last build was seen succeeded): holds under load, unlike wall
        Map<String, Duration> cpu1 = cpu();
        line.append(" CPU s:");
        cpu1.forEach((service, total) -> line.append(String.format(Locale.ROOT, " %s %.2f", service,
                total.minus(cpu0.getOrDefault(service, Duration.ZERO)).toMillis() / 1000.0)));
        System.out.println(line);
        assertEquals(ids.size(), done.size(), "builds still running after 10 minutes: " + ids);
        return seconds;
    }

    /**
     * With {@code -Dsdkgen.bench.cli=<bin/sdkgen>}: {@code generate} of the same targets on the same repository into a
     * new directory, timed by GNU time: {wall s, user+sys s}. Run after each service round, so that both meet the same
     * load on a shared machine (a run of the CLI after all the rounds met another).
     */
    private static java.util.Optional<double[]> cli(Path repo, List<String> targets) throws Exception {
        String sdkgen = System.getProperty("sdkgen.bench.cli", "");
        if (sdkgen.isEmpty()) {
            return java.util.Optional.empty();
        }
        // under the script's scratch directory, removed when the benchmark ends: deleting 4,351 files here would slow
        // the next run's file creation on this machine's ext4 (docs/benchmarks.md, "the file system")
        Path out = Files.createTempDirectory(Path.of(System.getProperty("sdkgen.bench.scratch", System.getProperty("java.io.tmpdir"))),
                "sdkgen-bench-cli-");
        Path times = out.resolve("time.txt");
        List<String> command = new ArrayList<>(List.of("/usr/bin/time", "-f", "%e %U %S", "-o", times.toString(), sdkgen,
                "generate", repo.toString(), "--out", out.resolve("sdks").toString()));
        targets.forEach(t -> command.addAll(List.of("--target", t)));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.resolve("log.txt").toFile())
                .start();
        assertEquals(0, process.waitFor(), () -> "bin/sdkgen generate failed: " + out.resolve("log.txt"));
        String[] t = Files.readString(times).trim().split("\\s+");
        return java.util.Optional.of(new double[] {Double.parseDouble(t[0]), Double.parseDouble(t[1]) + Double.parseDouble(t[2])});
    }

    /** The CPU time each service's process has used so far. */
    private static Map<String, Duration> cpu() {
        Map<String, Duration> cpu = new LinkedHashMap<>();
        platform.services.forEach((name, service) -> ProcessHandle.of(service.pid())
                .flatMap(p -> p.info().totalCpuDuration()).ifPresent(d -> cpu.put(name, d)));
        return cpu;
    }

    private static double median(List<Double> values) {
        List<Double> s = values.stream().sorted().toList();
        return s.size() % 2 == 1 ? s.get(s.size() / 2) : (s.get(s.size() / 2 - 1) + s.get(s.size() / 2)) / 2;
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
