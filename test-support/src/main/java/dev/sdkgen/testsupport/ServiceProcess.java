package dev.sdkgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Another sdkgen service, run from its packaged form ({@code <module>/target/quarkus-app}) as a
 * child process, for tests that need a real neighbour (the gateway's tests run the real
 * orchestrator this way). The module must have been packaged first: the test module declares a
 * test-scoped, dependency-free {@code pom} dependency on it so the reactor builds it before.
 */
public final class ServiceProcess implements AutoCloseable {

    private final String module;
    private final Process process;
    private final int port;
    private final Path log;

    private ServiceProcess(String module, Process process, int port, Path log) {
        this.module = module;
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /**
     * Starts a service on a free port with the given configuration (passed as system properties)
     * and waits until its readiness check is UP.
     */
    public static ServiceProcess start(String module, Map<String, String> config, Duration timeout) {
        Path root = repositoryRoot();
        Path jar = root.resolve(module).resolve("target/quarkus-app/quarkus-run.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: build it first ("
                    + "./mvnw -pl " + module + " -am package, or run the tests with 'verify' on the reactor)");
        }
        int port = Ports.free();
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + heap(module),
                // as deploy/run starts them: C1 only (jit) and the serial collector (the packaged spec-validator's start
                // 3.5 -> 2.2 CPU-seconds; docs/benchmarks.md, "Cutting the suite's CPU")
                jit(module), "-XX:+UseSerialGC",
                "-Dquarkus.http.port=" + port, "-Dquarkus.http.host=127.0.0.1"));
        // more JVM options for a benchmark's services (e.g. -Xlog:gc), after ours: -Dsdkgen.service.jvm-options="…"
        // and for one module only: -Dsdkgen.service.jvm-options.<module>="…" (e.g. the spec-validator's collector)
        for (String option : (System.getProperty("sdkgen.service.jvm-options", "") + " "
                + System.getProperty("sdkgen.service.jvm-options." + module, "")).trim().split("\\s+")) {
            if (!option.isEmpty()) {
                command.add(option);
            }
        }
        config.forEach((k, v) -> command.add("-D" + k + "=" + v));
        command.add("-jar");
        command.add(jar.toString());
        return launch(module, module + "-process-" + port + ".log", command, port, timeout);
    }

    /**
     * The compilers deploy/run gives the module (deploy/lib.sh): C1 only, for a quick start on a small machine, except
     * the artifact-store's C2 as well — its CPU is the SHA-256 of what it stores, 85 % of it under C1, which only C2
     * compiles to the processor's SHA instructions (a 5 MB document: 41 → 4 ms; docs/benchmarks.md, "The service path").
     */
    static String jit(String module) {
        return module.equals("artifact-store") ? "-XX:+TieredCompilation" : "-XX:TieredStopAtLevel=1";
    }

    /**
     * The heap deploy/run gives the module (deploy/lib.sh): 512 MB for the spec-validator and the codegen-worker, which
     * hold a large spec's model (GitHub's: a 4.8 MB IR, a 43 MB Java SDK) — with 256 MB they spent 1.2 s of each
     * four-target build of it in collections (docs/benchmarks.md, "The service path") — 256 MB for the others.
     */
    static String heap(String module) {
        return module.equals("spec-validator") || module.equals("codegen-worker") ? "512m" : "256m";
    }

    /**
     * Starts a service from its container image ({@code deploy/images/target/<module>.tar}, built
     * by the reactor) the way a container runtime would, with {@code deploy/images/run}: its own
     * namespaces, chroot-ed on the image's read-only root, as the image's user, configured only by
     * environment variables (as a pod's ConfigMap and Secrets configure it). It listens on a free
     * port of this machine ({@code QUARKUS_HTTP_PORT}); waits until its readiness check is UP. Needs root.
     */
    public static ServiceProcess startImage(String module, Map<String, String> environment, Duration timeout) {
        Path root = repositoryRoot();
        Path image = imageOf(module);
        if (!Files.isRegularFile(image)) {
            throw new IllegalStateException(image + " is missing: build it first (./mvnw -pl deploy/images -am package)");
        }
        int port = Ports.free();
        List<String> command = new ArrayList<>(List.of(root.resolve("deploy/images/run").toString(), image.toString()));
        environment.forEach((k, v) -> command.add(k + "=" + v));
        command.add("QUARKUS_HTTP_PORT=" + port);
        return launch(module, module + "-image-" + port + ".log", command, port, timeout);
    }

    /** The image tar the reactor builds for a service module. */
    public static Path imageOf(String module) {
        return repositoryRoot().resolve("deploy/images/target").resolve(module + ".tar");
    }

    /** Runs the command, its output to {@code target/<logName>} (named with the port: test classes may run the same module at once). */
    private static ServiceProcess launch(String module, String logName, List<String> command, int port, Duration timeout) {
        try {
            Path logDir = Path.of("target");
            Files.createDirectories(logDir);
            Path log = logDir.resolve(logName).toAbsolutePath();
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            ServiceProcess service = new ServiceProcess(module, process, port, log);
            Runtime.getRuntime().addShutdownHook(new Thread(service::close, module + "-stop"));
            service.awaitReady(timeout);
            return service;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String url() {
        return "http://127.0.0.1:" + port;
    }

    /**
     * The operating-system process id: a fault test shows that no service was restarted. For an
     * image, the id of its runner ({@code deploy/images/run}); the service is among its descendants.
     */
    public long pid() {
        return process.pid();
    }

    /** This process and its descendants (an image's runner: unshare, then the service). */
    public Stream<ProcessHandle> processTree() {
        return Stream.concat(Stream.of(process.toHandle()), process.descendants());
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The service's log file. */
    public Path log() {
        return log;
    }

    private void awaitReady(Duration timeout) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(module + " exited with " + process.exitValue() + "; see " + log);
            }
            try {
                HttpResponse<String> response = http.send(
                        HttpRequest.newBuilder(URI.create(url() + "/q/health/ready")).timeout(Duration.ofSeconds(2)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            sleep(250);
        }
        close();
        throw new IllegalStateException(module + " not ready within " + timeout + "; see " + log);
    }

    /** The repository root: the nearest ancestor of the working directory holding {@code mvnw}. */
    public static Path repositoryRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("mvnw"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("cannot find the repository root from " + Path.of("").toAbsolutePath());
        }
        return dir;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroy();
            try {
                // the orchestrator has taken 13 s to stop (its Kafka consumers leave their groups); an
                // image's runner gives it 30 s as Kubernetes would
                if (!process.waitFor(35, TimeUnit.SECONDS)) {
                    // an image's runner has children of its own (unshare, the service): they go too
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
