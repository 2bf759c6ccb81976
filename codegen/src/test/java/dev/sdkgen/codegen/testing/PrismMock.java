package dev.sdkgen.codegen.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prism ({@link Toolchains#PRISM_PACKAGE}) as the runtime gate's validating mock (docs/codegen.md, "Runtime gate"):
 * {@code prism mock} on a spec, on a free port of 127.0.0.1, its log in a file. Prism checks every request against the
 * spec (path, parameters, body, security) and answers one that breaks it with a 4xx naming the violations: 401 for a
 * missing credential, the spec's own 400 or 422 response when it has one, else a 422 {@code application/problem+json}
 * with a {@code validation} list; header {@code sl-violations} and the log ({@code Violation: request.body ...}) say
 * the same. Without {@code --errors}: in this version that flag changes nothing about requests (measured: the same
 * 401, 400 and 422 either way) and only turns a response of Prism's own that breaks the spec (an example of the spec that
 * does not fit its schema, as Xero's) into a 500, which is the spec's fault, not the SDK's (the examples gate counts
 * those). {@code --ignoreExamples}: answers are built from the response schemas (static mode: the same bytes every run),
 * not taken from the spec's examples, which may not fit their schemas (Xero's are JSON text in a string where the schema
 * says object: Go and Java rightly refuse to decode them); the SDK must accept any body its schema allows.
 */
public final class PrismMock implements AutoCloseable {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    /** {@code [HTTP SERVER] get /pets/1 ℹ  info      Request received}: a request starts. */
    private static final Pattern RECEIVED = Pattern.compile("\\[HTTP SERVER] (\\w+) (\\S+) .*Request received");
    /** {@code [VALIDATOR] ✖  error     Violation: request.query.limit Request query parameter limit must be ...}. */
    private static final Pattern VIOLATION = Pattern.compile("Violation: (\\S+) (.*)$");

    private final Process process;
    private final Path log;
    private final int port;

    private PrismMock(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /** Starts Prism on {@code spec} (its relative {@code $ref}s resolved beside it) and waits until it accepts connections. */
    public static PrismMock start(Path spec, Path log) {
        int port = freePort();
        List<String> command = List.of(Toolchains.prism().toString(), "mock", "--ignoreExamples", "--host", "127.0.0.1",
                "--port", String.valueOf(port), spec.toAbsolutePath().toString());
        Process process;
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            process = new ProcessBuilder(command).directory(spec.toAbsolutePath().getParent().toFile())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + String.join(" ", command), e);
        }
        PrismMock mock = new PrismMock(process, log, port);
        mock.awaitListening(START_TIMEOUT.multipliedBy(Processes.TIMEOUT_FACTOR));
        return mock;
    }

    /** The base URL the SDK's tests call ({@code TEST_API_BASE_URL}). */
    public String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    /** Everything Prism logged so far. */
    public String log() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The violations Prism logged, each once, with the request they were logged under: {@code get /pets: request.query.limit
     * Request query parameter limit must be <= 100}. Requests that ran at the same time may interleave in the log, so the
     * request named is the last one received before the line.
     */
    public List<String> violations() {
        Set<String> out = new LinkedHashSet<>();
        String request = "?";
        for (String line : log().lines().toList()) {
            Matcher received = RECEIVED.matcher(line);
            if (received.find()) {
                request = received.group(1) + " " + received.group(2);
                continue;
            }
            Matcher violation = VIOLATION.matcher(line);
            if (violation.find()) {
                out.add(request + ": " + violation.group(1) + " " + violation.group(2).strip());
            }
        }
        return new ArrayList<>(out);
    }

    /** CPU-seconds Prism has used so far (user and system, from {@code /proc}); -1 where the system does not say. */
    public double cpuSeconds() {
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(process.pid()), "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / 100.0; // utime, stime in clock ticks
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Stops Prism (and anything it started). */
    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private void awaitListening(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Prism exited (code " + process.exitValue() + ") before listening:\n" + log());
            }
            if (log().contains("Prism is listening on " + baseUrl())) { // its port, not another process's
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
                    return;
                } catch (IOException notYet) {
                    // listening is logged just before the socket accepts
                }
            }
            sleep();
        }
        close();
        throw new IllegalStateException("Prism did not listen on port " + port + " within " + timeout.toSeconds() + " s:\n" + log());
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
