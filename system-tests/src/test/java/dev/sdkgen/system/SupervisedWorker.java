package dev.sdkgen.system;

import dev.sdkgen.testsupport.Ports;
import dev.sdkgen.testsupport.ServiceProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The codegen-worker run the way {@code deploy/run} runs it, watched by the real {@code deploy/supervise}:
 * a run directory of deploy/run's shape just for it ({@code service.env}: the platform's configuration
 * as environment variables; {@code pids/}, {@code logs/}), the worker started by {@code deploy/lib.sh}'s
 * {@code start_service}, and the supervisor on that directory watching only the worker
 * ({@code SDKGEN_SUPERVISE_SERVICES}) and ending with this JVM ({@code SDKGEN_SUPERVISE_OWNER}).
 * A worker that dies is started again by the supervisor, not by the test. Closed by {@code deploy/stop}.
 */
final class SupervisedWorker implements AutoCloseable {

    static final String NAME = "codegen-worker";

    /** The properties deploy/run sets through variables of its own (deploy/run, service.env). */
    private static final Map<String, String> DEPLOY_RUN_VARIABLES = Map.of(
            "kafka.bootstrap.servers", "KAFKA_BOOTSTRAP_SERVERS",
            "quarkus.rest-client.artifact-store.url", "ARTIFACT_STORE_URL",
            "quarkus.rest-client.orchestrator.url", "ORCHESTRATOR_URL",
            "sdkgen.codegen.work-dir", "CODEGEN_WORK_DIR",
            "sdkgen.git.secrets-key", "SDKGEN_GIT_SECRETS_KEY");

    private final Path root = ServiceProcess.repositoryRoot();
    private final Path runDir;
    private final int port;

    private SupervisedWorker(Path runDir, int port) {
        this.runDir = runDir;
        this.port = port;
    }

    /**
     * Writes the run directory, starts the worker, waits until it is ready, then starts the supervisor.
     * {@code config} is what the worker would get as system properties. In {@code service.env} a property
     * deploy/run sets through a variable of its own gets that variable; any other by MicroProfile
     * Config's environment-variable rule, once as it is and once for the {@code local} profile deploy/run
     * starts services with (whose own values would win otherwise). A channel attribute
     * ({@code mp.messaging.incoming.codegen-java.*}) cannot be written so: the name's dash is read as a
     * separator and the worker does not start; {@code kafka.*} (every client's) can.
     */
    static SupervisedWorker start(Map<String, String> config, Duration timeout) throws IOException, InterruptedException {
        Path runDir = Files.createTempDirectory("sdkgen-supervised-");
        Files.createDirectories(runDir.resolve("pids"));
        Files.createDirectories(runDir.resolve("logs"));
        int port = Ports.free();
        Map<String, String> env = new TreeMap<>();
        config.forEach((key, value) -> {
            String name = key.replaceAll("[^A-Za-z0-9]", "_").toUpperCase();
            if (DEPLOY_RUN_VARIABLES.containsKey(key)) {
                env.put(DEPLOY_RUN_VARIABLES.get(key), value);
            } else {
                env.put(name, value);
                env.put("_LOCAL_" + name, value);
            }
        });
        env.put("CODEGEN_WORKER_PORT", Integer.toString(port));
        StringBuilder file = new StringBuilder();
        env.forEach((name, value) -> file.append(name).append("='").append(value.replace("'", "'\\''")).append("'\n"));
        Files.writeString(runDir.resolve("service.env"), file);
        SupervisedWorker worker = new SupervisedWorker(runDir, port);
        Runtime.getRuntime().addShutdownHook(new Thread(worker::close, "supervised-worker-stop"));
        worker.bash("set -a; source \"$SDKGEN_RUN_DIR/service.env\"; set +a; source deploy/lib.sh; start_service " + NAME);
        worker.awaitReady(timeout);
        worker.startSupervisor();
        return worker;
    }

    private void startSupervisor() throws IOException, InterruptedException {
        ProcessBuilder supervise = new ProcessBuilder(root.resolve("deploy/supervise").toString(), runDir.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(runDir.resolve("logs/supervisor.log").toFile()));
        supervise.environment().putAll(Map.of("SDKGEN_SUPERVISE_SERVICES", NAME, "SDKGEN_SUPERVISE_INTERVAL", "1",
                "SDKGEN_SUPERVISE_OWNER", Long.toString(ProcessHandle.current().pid())));
        Process process = supervise.start();
        Files.writeString(runDir.resolve("pids/supervisor.pid"), process.pid() + "\n");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!supervisorLog().contains("supervising " + NAME + " (")) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("deploy/supervise did not start: " + supervisorLog());
            }
            Thread.sleep(100);
        }
    }

    /** The worker's pid as its pid file has it now (the supervisor rewrites it when it restarts the worker). */
    long pid() {
        try {
            return Long.parseLong(Files.readString(runDir.resolve("pids/" + NAME + ".pid")).strip());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A pid of ours is alive: running and not a zombie (deploy/lib.sh's "running"). */
    static boolean running(long pid) {
        Optional<ProcessHandle> process = ProcessHandle.of(pid);
        if (process.isEmpty() || !process.get().isAlive()) {
            return false;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
        } catch (IOException e) {
            return false;
        }
    }

    String supervisorLog() {
        return read(runDir.resolve("logs/supervisor.log"));
    }

    /** The worker's log: every instance's output, with the supervisor's restart lines in between. */
    String workerLog() {
        return read(runDir.resolve("logs/" + NAME + ".log"));
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitReady(Duration timeout) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!running(pid())) {
                throw new IllegalStateException(NAME + " exited during its start; see " + runDir.resolve("logs"));
            }
            try {
                if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException(NAME + " not ready within " + timeout + "; see " + runDir.resolve("logs"));
    }

    private String bash(String script) throws IOException, InterruptedException {
        ProcessBuilder bash = new ProcessBuilder("bash", "-c", script).directory(root.toFile()).redirectErrorStream(true);
        bash.environment().put("SDKGEN_RUN_DIR", runDir.toString());
        Process process = bash.start();
        String output = new String(process.getInputStream().readAllBytes());
        if (process.waitFor() != 0) {
            throw new IllegalStateException(script + " failed: " + output);
        }
        return output;
    }

    /** deploy/stop on the run directory: the supervisor first, then the worker; it fails if anything of ours is left. */
    @Override
    public synchronized void close() {
        try {
            if (Files.exists(runDir.resolve("pids/supervisor.pid")) || Files.exists(runDir.resolve("pids/" + NAME + ".pid"))) {
                System.out.print(bash("deploy/stop"));
            }
        } catch (IOException | IllegalStateException e) {
            System.out.println("SupervisedWorker: deploy/stop on " + runDir + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
