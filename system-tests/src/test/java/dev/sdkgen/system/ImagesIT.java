package dev.sdkgen.system;

import static dev.sdkgen.system.GatewayClient.builds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.testsupport.ConfigRepository;
import dev.sdkgen.testsupport.GitHttpServer;
import dev.sdkgen.testsupport.KafkaBroker;
import dev.sdkgen.testsupport.Ports;
import dev.sdkgen.testsupport.Postgres;
import dev.sdkgen.testsupport.ServiceProcess;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12: the container images the build makes ({@code deploy/images}, Jib to tars, no Docker
 * daemon) are the system. The five images run the way Kubernetes would run them — each in its own
 * namespaces, chroot-ed on its read-only root as uid 1000 ({@code deploy/images/run}), configured
 * only by the environment that {@code deploy/k8s} gives its pod: the ConfigMap, and the Secret keys
 * its manifest names — on a real broker and PostgreSQL, and build an SDK in each of the four
 * languages from a private Config Repository over HTTP. The manifests the build renders are valid and
 * deploy exactly these images, and the runner does fail an image that cannot start. Needs root (namespaces, chroot);
 * {@code -Dsdkgen.image.skip=true} (no images built) skips the class.
 */
class ImagesIT {

    static final Path ROOT = ServiceProcess.repositoryRoot();
    static final Path K8S = ROOT.resolve("deploy/k8s");
    static final List<String> SERVICES = List.of("artifact-store", "build-orchestrator", "api-gateway", "spec-validator",
            "codegen-worker");
    static final String VERSION = System.getProperty("sdkgen.version", "0.1.0-SNAPSHOT");

    @BeforeAll
    static void imagesAndRoot() throws Exception {
        assumeFalse(Boolean.getBoolean("sdkgen.image.skip"),
                "images not built (-Dsdkgen.image.skip=true)");
        assertEquals("0", exec(List.of("id", "-u")).output().strip(),
                "the image tests run the images in namespaces of their own and need root");
        for (String service : SERVICES) {
            assertTrue(Files.isRegularFile(ServiceProcess.imageOf(service)),
                    ServiceProcess.imageOf(service) + " is missing: the reactor builds it in deploy/images");
        }
    }

    @Test
    void theFiveImagesConfiguredAsTheirPodsBuildAnSdkInEveryLanguage(@TempDir Path dir) throws Exception {
        Map<String, String> configMap = configMap();
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        String apiToken = "images-" + UUID.randomUUID();
        Postgres pg = Postgres.shared();
        Map<String, String> secrets = Map.of("SDKGEN_API_TOKENS", apiToken, "SDKGEN_WEBHOOK_SECRET", "images-webhook",
                "SDKGEN_GIT_SECRETS_KEY", Base64.getEncoder().encodeToString(key),
                "DB_URL", Platform.ownDatabase(pg), "DB_USER", pg.user(), "DB_PASSWORD", pg.password());
        Map<String, ServiceProcess> services = new LinkedHashMap<>();
        long t0 = System.nanoTime();
        KafkaBroker broker = KafkaBroker.dedicated();
        try {
            // the cluster's addresses in place of its DNS names; the pods' volumes (/data, /work) are
            // the image's /tmp here; the heap as a 512 Mi container limit would make it
            Map<String, String> cluster = new LinkedHashMap<>(configMap);
            cluster.put("KAFKA_BOOTSTRAP_SERVERS", broker.bootstrapServers());
            cluster.put("ARTIFACTS_DIR", "/tmp/artifacts");
            cluster.put("VALIDATOR_WORK_DIR", "/tmp/validator");
            cluster.put("CODEGEN_WORK_DIR", "/tmp/codegen");
            cluster.put("JAVA_TOOL_OPTIONS", configMap.get("JAVA_TOOL_OPTIONS") + " -Xmx384m");
            // the test's Git server is plain HTTP on this machine (production repositories are HTTPS)
            cluster.put("SDKGEN_GIT_ALLOW_HTTP", "true");
            start(services, List.of("artifact-store", "build-orchestrator"), cluster, secrets);
            cluster.put("ARTIFACT_STORE_URL", services.get("artifact-store").url());
            cluster.put("ORCHESTRATOR_URL", services.get("build-orchestrator").url());
            start(services, List.of("api-gateway", "spec-validator", "codegen-worker"), cluster, secrets);
            long up = System.nanoTime();

            // each service is the image's: uid 1000, its root the unpacked image, not this machine's
            for (Map.Entry<String, ServiceProcess> s : services.entrySet()) {
                ProcessHandle java = s.getValue().processTree()
                        .filter(p -> p.info().command().orElse("").endsWith("/java")).findFirst()
                        .orElseThrow(() -> new AssertionError(s.getKey() + ": no java process under its runner"));
                String status = Files.readString(Path.of("/proc", String.valueOf(java.pid()), "status"));
                assertTrue(status.contains("\nUid:\t1000\t"), s.getKey() + " does not run as uid 1000:\n" + status);
                Path root = Files.readSymbolicLink(Path.of("/proc", String.valueOf(java.pid()), "root"));
                assertTrue(root.toString().contains("image-run."), s.getKey() + " runs on " + root);
            }

            // a private Config Repository over HTTP with a token, built in all four languages
            Path repoRoot = Files.createDirectories(dir.resolve("repo"));
            ConfigRepository.create(repoRoot, ConfigRepository.example("acme"), "main");
            String repoToken = "glpat-" + UUID.randomUUID();
            GatewayClient api = new GatewayClient(services.get("api-gateway").url(), apiToken);
            try (GitHttpServer git = GitHttpServer.serve(repoRoot, repoToken)) {
                String project = api.register("acme", git.url("origin.git"),
                        Map.of("type", "token", "token", repoToken, "username", "oauth2")).path("project_id").asText();
                Map<String, String> triggered = new LinkedHashMap<>();
                for (String language : List.of("typescript", "python", "go", "java")) {
                    triggered.put(language, api.call("POST", builds(project, language) + "/trigger", null, 202)
                            .path("build_id").asText());
                }
                List<String> summary = new ArrayList<>();
                for (Map.Entry<String, String> b : triggered.entrySet()) {
                    String path = builds(project, b.getKey()) + "/" + b.getValue();
                    JsonNode done = api.awaitFinal(path, Duration.ofMinutes(3));
                    assertEquals("succeeded", done.path("state").asText(), done + "\n" + api.text(path + "/logs"));
                    HttpResponse<byte[]> archive = api.send("GET", path + "/artifact", null,
                            HttpResponse.BodyHandlers.ofByteArray());
                    assertEquals(200, archive.statusCode(), path + "/artifact");
                    assertEquals(done.path("artifact").path("size").asLong(), archive.body().length, path);
                    Set<String> files = zipEntries(archive.body());
                    String manifest = switch (b.getKey()) {
                        case "typescript" -> "package.json";
                        case "python" -> "pyproject.toml";
                        case "go" -> "go.mod";
                        default -> "pom.xml";
                    };
                    assertTrue(files.stream().anyMatch(f -> f.equals(manifest) || f.endsWith("/" + manifest)),
                            b.getKey() + " archive has no " + manifest + ": " + files);
                    summary.add(b.getKey() + " " + archive.body().length + " bytes, " + files.size() + " files");
                }
                assertTrue(git.requests().stream().anyMatch(r -> r.endsWith(" oauth2")), git.requests().toString());
                System.out.printf("ImagesIT: five images up in %d s, four builds in %d s: %s%n",
                        Duration.ofNanos(up - t0).toSeconds(), Duration.ofNanos(System.nanoTime() - up).toSeconds(),
                        summary);
            }
        } finally {
            // the services first: one whose broker has gone away can take long to stop (INFRA: minutes once)
            CompletableFuture.allOf(services.values().stream()
                    .map(service -> CompletableFuture.runAsync(service::close)).toArray(CompletableFuture[]::new)).join();
            broker.close();
        }
        for (Map.Entry<String, ServiceProcess> s : services.entrySet()) {
            assertTrue(s.getValue().processTree().noneMatch(ProcessHandle::isAlive), s.getKey() + " left a process");
        }
    }

    @Test
    void theRenderedManifestsAreValidAndDeployTheseImagesOnOneSharedBaseLayer(@TempDir Path dir) throws Exception {
        // the build renders deploy/k8s with kustomize (deploy/k8s/render); what kubectl would apply is valid
        Path rendered = ROOT.resolve("deploy/images/target/kubernetes");
        Exec validation = run(List.of(ROOT.resolve("deploy/k8s/validate").toString(), rendered.toString()));
        assertEquals(0, validation.exit(), validation.output());
        assertTrue(validation.output().contains("Valid: 11, Invalid: 0, Errors: 0, Skipped: 9"), validation.output());
        String bundle = Files.readString(rendered.resolve("sdkgen.yaml"));
        Set<String> deployed = new HashSet<>();
        Matcher image = Pattern.compile("(?m)^\\s+image: (\\S+)$").matcher(bundle);
        while (image.find()) {
            deployed.add(image.group(1));
        }

        Set<String> built = new HashSet<>();
        Set<String> baseLayers = new HashSet<>();
        for (String service : SERVICES) {
            Path unpacked = Files.createDirectories(dir.resolve(service));
            exec(List.of("tar", "-xf", ServiceProcess.imageOf(service).toString(), "-C", unpacked.toString(),
                    "manifest.json"));
            JsonNode manifest = GatewayClient.JSON.readTree(unpacked.resolve("manifest.json").toFile()).get(0);
            assertEquals("sdkgen/" + service + ":" + VERSION, manifest.path("RepoTags").get(0).asText(), service);
            built.add(manifest.path("RepoTags").get(0).asText());
            assertEquals(3, manifest.path("Layers").size(), service + ": base, libraries, application");
            baseLayers.add(manifest.path("Layers").get(0).asText());
        }
        assertEquals(built, deployed, "the rendered manifests deploy other images than the build made");
        assertEquals(1, baseLayers.size(), "the five images should share one base layer: " + baseLayers);
    }

    @Test
    void anImageWhoseServiceCannotStartFailsTheRunCheck(@TempDir Path dir) throws Exception {
        Path image = ServiceProcess.imageOf("artifact-store");
        Path unpacked = Files.createDirectories(dir.resolve("image"));
        exec(List.of("tar", "-xf", image.toString(), "-C", unpacked.toString()));
        JsonNode manifest = GatewayClient.JSON.readTree(unpacked.resolve("manifest.json").toFile()).get(0);

        // the unchanged image passes
        Exec ok = runCheck(image);
        assertEquals(0, ok.exit(), ok.output());
        assertTrue(ok.output().contains("/q/health/live UP after"), ok.output());
        assertTrue(ok.output().contains(", uid 1000, root "), ok.output());

        // a fourth layer that holds only the whiteout of the runner jar: java cannot find it
        Path layer = Files.createDirectories(dir.resolve("layer/deployments"));
        Files.createFile(layer.resolve(".wh.quarkus-run.jar"));
        exec(List.of("tar", "-cf", unpacked.resolve("whiteout.tar").toString(), "-C", dir.resolve("layer").toString(),
                "deployments"));
        Path manifestFile = unpacked.resolve("manifest.json");
        String json = Files.readString(manifestFile);
        String last = manifest.path("Layers").get(manifest.path("Layers").size() - 1).asText();
        String withLayer = json.replace("\"" + last + "\"", "\"" + last + "\",\"whiteout.tar\"");
        assertNotEquals(json, withLayer, "manifest.json has changed its form: " + json);
        Files.writeString(manifestFile, withLayer);
        Exec whiteout = runCheck(pack(unpacked, dir.resolve("whiteout-image.tar")));
        assertNotEquals(0, whiteout.exit(), whiteout.output());
        assertTrue(whiteout.output().contains("run-check: FAILED: the service exited (status 1)"), whiteout.output());
        assertTrue(whiteout.output().contains("Unable to access jarfile /deployments/quarkus-run.jar"), whiteout.output());
        Files.writeString(manifestFile, json);

        // an entrypoint that exits at once (`java -version`): it never answers
        Path config = unpacked.resolve(manifest.path("Config").asText());
        String configJson = Files.readString(config);
        String broken = configJson.replace("\"-jar\",\"/deployments/quarkus-run.jar\"", "\"-version\"");
        assertNotEquals(configJson, broken, "the entrypoint in the config has changed its form: " + configJson);
        Files.writeString(config, broken);
        Exec exits = runCheck(pack(unpacked, dir.resolve("exiting-image.tar")));
        assertNotEquals(0, exits.exit(), exits.output());
        assertTrue(exits.output().contains("run-check: FAILED: the service exited (status 0)"), exits.output());
    }

    // ---- helpers ------------------------------------------------------------------------------------

    /** The ConfigMap's data, {@code KEY: value} lines under {@code data:} in deploy/k8s/config.yaml. */
    private static Map<String, String> configMap() throws IOException {
        Map<String, String> data = new LinkedHashMap<>();
        String yaml = Files.readString(K8S.resolve("config.yaml"));
        Matcher m = Pattern.compile("(?m)^  ([A-Z][A-Z0-9_]*): (.+)$").matcher(yaml.substring(yaml.indexOf("\ndata:")));
        while (m.find()) {
            data.put(m.group(1), m.group(2).strip());
        }
        assertTrue(data.containsKey("KAFKA_BOOTSTRAP_SERVERS") && data.containsKey("JAVA_TOOL_OPTIONS"), data.toString());
        return data;
    }

    /** The Secret keys a service's manifest gives its container ({@code secretKeyRef}). */
    private static List<String> secretKeys(String service) throws IOException {
        List<String> keys = new ArrayList<>();
        Matcher m = Pattern.compile("secretKeyRef:\\s+name: sdkgen-secrets\\s+key: ([A-Z0-9_]+)")
                .matcher(Files.readString(K8S.resolve(service + ".yaml")));
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    /** Starts the given services' images at once, each with the cluster's environment and its own Secret keys. */
    private static void start(Map<String, ServiceProcess> started, List<String> names, Map<String, String> cluster,
            Map<String, String> secrets) throws IOException {
        long factor = Long.getLong("sdkgen.test.timeout-factor", 3);
        Map<String, CompletableFuture<ServiceProcess>> starting = new LinkedHashMap<>();
        for (String name : names) {
            Map<String, String> env = new LinkedHashMap<>(cluster);
            for (String key : secretKeys(name)) {
                env.put(key, secrets.get(key));
            }
            starting.put(name, CompletableFuture.supplyAsync(
                    () -> ServiceProcess.startImage(name, env, Duration.ofSeconds(60 * factor))));
        }
        // every one that did start is recorded (and stopped by the caller) even when another did not
        RuntimeException failure = null;
        for (Map.Entry<String, CompletableFuture<ServiceProcess>> f : starting.entrySet()) {
            try {
                started.put(f.getKey(), f.getValue().join());
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static Set<String> zipEntries(byte[] zip) throws IOException {
        Set<String> names = new HashSet<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                names.add(e.getName());
            }
        }
        assertTrue(!names.isEmpty(), "an empty or unreadable archive");
        return names;
    }

    private static Path pack(Path unpacked, Path image) throws Exception {
        exec(List.of("bash", "-c", "cd '" + unpacked + "' && tar -cf '" + image + "' *"));
        return image;
    }

    private record Exec(int exit, String output) {
    }

    private static Exec runCheck(Path image) throws Exception {
        int port = Ports.free();
        return run(List.of(ROOT.resolve("deploy/images/run-check").toString(), image.toString(), String.valueOf(port),
                "QUARKUS_HTTP_PORT=" + port, "ARTIFACTS_DIR=/tmp/artifacts"));
    }

    /** A command that must succeed. */
    private static Exec exec(List<String> command) throws Exception {
        Exec result = run(command);
        assertEquals(0, result.exit(), String.join(" ", command) + ":\n" + result.output());
        return result;
    }

    private static Exec run(List<String> command) throws Exception {
        Path output = Files.createTempFile("images-it", ".log");
        try {
            Process process = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!process.waitFor(3, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not finish in 3 minutes");
            }
            return new Exec(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
