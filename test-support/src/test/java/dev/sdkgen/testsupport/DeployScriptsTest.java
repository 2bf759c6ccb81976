package dev.sdkgen.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: a failed {@code deploy/run} must stop what it had started (it used to leave Kafka
 * running when PostgreSQL failed), and {@code deploy/stop} must end a process that ignores SIGTERM.
 * The real scripts run on free ports with a run directory of their own under
 * {@code target/deploy-scripts-test}; its {@code cache/} (the Kafka and PostgreSQL jars) is kept
 * between test runs.
 */
class DeployScriptsTest {

    private static final Path ROOT = ServiceProcess.repositoryRoot();

    @Test
    void aStartWhosePostgresFailsStopsTheKafkaItStarted() throws Exception {
        Path run = runDirectory("failed-start");
        // the launcher cannot create its data directory where a file stands: PostgreSQL fails
        Files.writeString(run.resolve("postgres"), "in the way\n");
        Map<String, String> env = new HashMap<>(Map.of("SDKGEN_RUN_DIR", run.toString()));
        for (String port : List.of("GATEWAY_PORT", "ORCHESTRATOR_PORT", "ARTIFACT_STORE_PORT", "SPEC_VALIDATOR_PORT",
                "CODEGEN_WORKER_PORT", "KAFKA_PORT", "KAFKA_CONTROLLER_PORT", "POSTGRES_PORT")) {
            env.put(port, Integer.toString(Ports.free()));
        }
        try {
            Script start = script("deploy/run", env, Duration.ofMinutes(5));

            assertNotEquals(0, start.exit(), start.output());
            assertEquals(List.of(), commandLinesNaming(run), "left running after the failed start:\n" + start.output());
            for (String port : List.of("KAFKA_PORT", "KAFKA_CONTROLLER_PORT", "POSTGRES_PORT")) {
                assertFalse(listening(Integer.parseInt(env.get(port))), port + " still open:\n" + start.output());
            }
            assertTrue(start.output().contains("stopped kafka"), "Kafka should have been started, then stopped:\n"
                    + start.output());
            assertTrue(start.output().contains("EmbeddedPostgresLauncher: PostgreSQL did not start"),
                    "the reason should be shown:\n" + start.output());
            assertFalse(start.output().contains("\tat "), "no stack trace on the terminal:\n" + start.output());
        } finally {
            stopAll(run);
        }
    }

    @Test
    void stopKillsAProcessThatIgnoresSigterm() throws Exception {
        Path run = runDirectory("stop-escalation");
        Files.createDirectories(run.resolve("pids"));
        Path named = Files.createFile(run.resolve("stubborn"));
        // its command line names the run directory, as every process deploy/run starts does
        Process stubborn = new ProcessBuilder("bash", "-c", "trap '' TERM; exec tail -f /dev/null \"$1\"", "stubborn",
                named.toString()).start();
        try {
            awaitCommandLine(stubborn, "tail");
            Files.writeString(run.resolve("pids/api-gateway.pid"), stubborn.pid() + "\n");

            Script stop = script("deploy/stop", Map.of("SDKGEN_RUN_DIR", run.toString(), "SDKGEN_STOP_TIMEOUT", "1"),
                    Duration.ofMinutes(1));

            assertEquals(0, stop.exit(), stop.output());
            assertTrue(stubborn.waitFor(5, TimeUnit.SECONDS), "still running after deploy/stop:\n" + stop.output());
            assertTrue(stop.output().contains("ignored SIGTERM for 1s: SIGKILL"), stop.output());
        } finally {
            stubborn.destroyForcibly();
        }
    }

    private record Script(int exit, String output) {
    }

    /** A run directory under target/, emptied except for its cache of fetched jars. */
    private static Path runDirectory(String name) throws IOException {
        Path run = Path.of("target", "deploy-scripts-test", name).toAbsolutePath();
        Files.createDirectories(run);
        try (Stream<Path> children = Files.list(run)) {
            for (Path child : children.filter(c -> !c.getFileName().toString().equals("cache")).toList()) {
                deleteTree(child);
            }
        }
        return run;
    }

    private static Script script(String script, Map<String, String> env, Duration timeout)
            throws IOException, InterruptedException {
        Path output = Files.createTempFile("deploy-script", ".log");
        ProcessBuilder builder = new ProcessBuilder(ROOT.resolve(script).toString())
                .directory(ROOT.toFile())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile());
        for (String inherited : List.of("KAFKA_BOOTSTRAP_SERVERS", "DB_URL", "SDKGEN_STOP_TIMEOUT", "SDKGEN_START_TIMEOUT")) {
            builder.environment().remove(inherited);
        }
        builder.environment().putAll(env);
        Process process = builder.start();
        try {
            if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError(script + " did not finish in " + timeout.toSeconds() + " s:\n"
                        + Files.readString(output, StandardCharsets.UTF_8));
            }
            return new Script(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** Command lines of running processes that name {@code dir} (every process the scripts start does). */
    private static List<String> commandLinesNaming(Path dir) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.pid() != ProcessHandle.current().pid())
                .map(p -> p.pid() + " " + p.info().commandLine().orElse(""))
                .filter(line -> line.contains(dir.toString()))
                .collect(Collectors.toList());
    }

    /** Kills what a failed assertion may have left behind: processes naming this test's run directory. */
    private static void stopAll(Path run) {
        ProcessHandle.allProcesses()
                .filter(p -> p.pid() != ProcessHandle.current().pid())
                .filter(p -> p.info().commandLine().orElse("").contains(run.toString()))
                .forEach(ProcessHandle::destroyForcibly);
    }

    private static boolean listening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void awaitCommandLine(Process process, String command) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!process.info().command().orElse("").endsWith("/" + command)) {
            if (System.nanoTime() > deadline || !process.isAlive()) {
                throw new AssertionError("the test process did not become " + command);
            }
            Thread.sleep(20);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
