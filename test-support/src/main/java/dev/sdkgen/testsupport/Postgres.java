package dev.sdkgen.testsupport;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Real PostgreSQL for tests: an embedded server (zonky, PostgreSQL 17 binaries) started once per
 * JVM, or the external server named by {@code DB_URL} ({@code DB_USER}, {@code DB_PASSWORD}).
 * The embedded server's binaries live in {@link PostgresBinaries#defaultDirectory()}.
 *
 * <p>{@link #dedicated()} is a server of the caller's own for fault tests: it can be {@link #stop()
 * stopped} and {@link #start() started} again on the same port with the same data directory (a real
 * restart: every connection is cut, the data survives), or {@link #freeze() frozen} and {@link #thaw()
 * thawed} (SIGSTOP and SIGCONT of the postmaster and all its backends: connections stay open and
 * nothing answers, as when a database host hangs).
 */
public final class Postgres implements AutoCloseable {

    private static Postgres shared;

    private final String jdbcUrl;
    private final String user;
    private final String password;
    private final Path dataDir;
    private final int port;
    private EmbeddedPostgres server;

    private Postgres(String jdbcUrl, String user, String password) {
        this(jdbcUrl, user, password, null, 0);
    }

    private Postgres(String jdbcUrl, String user, String password, Path dataDir, int port) {
        this.jdbcUrl = jdbcUrl;
        this.user = user;
        this.password = password;
        this.dataDir = dataDir;
        this.port = port;
    }

    /**
     * A new embedded server of the caller's own on a free port, always in this JVM (even when
     * {@code DB_URL} is set); {@link #close()} stops it and deletes its data.
     */
    public static Postgres dedicated() {
        try {
            Path dataDir = Files.createTempDirectory("sdkgen-dedicated-pg-");
            int port = Ports.free();
            Postgres pg = new Postgres("jdbc:postgresql://localhost:" + port + "/postgres?user=postgres",
                    "postgres", "postgres", dataDir, port);
            pg.start();
            Runtime.getRuntime().addShutdownHook(new Thread(pg::close, "postgres-dedicated-stop"));
            return pg;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data directory of a dedicated PostgreSQL", e);
        }
    }

    /** Starts a dedicated server (again) on its port with its data directory. */
    public synchronized void start() {
        requireDedicated();
        if (server != null) {
            return;
        }
        try {
            server = PostgresBinaries.start(EmbeddedPostgres.builder().setPort(port).setDataDirectory(dataDir)
                    .setCleanDataDirectory(false).setRegisterShutdownHook(false), PostgresBinaries.defaultDirectory());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the dedicated PostgreSQL on port " + port, e);
        }
    }

    /** Stops a dedicated server (a fast shutdown: every connection is cut); its data stays. */
    public synchronized void stop() {
        requireDedicated();
        if (server == null) {
            return;
        }
        thaw();
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot stop the dedicated PostgreSQL on port " + port, e);
        } finally {
            server = null;
        }
    }

    /** Whether a dedicated server is started (frozen or not). */
    public synchronized boolean isRunning() {
        return server != null;
    }

    /** SIGSTOP to the postmaster and every backend: the server keeps its connections and answers nothing. */
    public synchronized void freeze() {
        signal("STOP");
    }

    /** SIGCONT to the postmaster and every backend of a {@link #freeze() frozen} server. */
    public synchronized void thaw() {
        signal("CONT");
    }

    /**
     * Signals the postmaster first (stopped, it forks no new backend), then each of its descendants;
     * a backend that exited meanwhile is no error.
     */
    private void signal(String name) {
        requireDedicated();
        if (server == null) {
            return;
        }
        long postmaster;
        try {
            postmaster = Long.parseLong(Files.readAllLines(dataDir.resolve("postmaster.pid")).get(0).strip());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dataDir.resolve("postmaster.pid"), e);
        }
        if (!kill(name, postmaster)) {
            throw new IllegalStateException("cannot send SIG" + name + " to the postmaster " + postmaster);
        }
        ProcessHandle.of(postmaster).ifPresent(p -> p.descendants().forEach(d -> kill(name, d.pid())));
    }

    private static boolean kill(String signal, long pid) {
        try {
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).redirectErrorStream(true).start();
            kill.getInputStream().readAllBytes();
            return kill.waitFor(10, TimeUnit.SECONDS) && kill.exitValue() == 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while sending SIG" + signal, e);
        }
    }

    private void requireDedicated() {
        if (dataDir == null) {
            throw new IllegalStateException("only a dedicated PostgreSQL can be stopped, started or frozen");
        }
    }

    /** Stops a dedicated server and deletes its data; the shared one is left to its shutdown hook. */
    @Override
    public synchronized void close() {
        if (dataDir == null) {
            return;
        }
        try {
            stop();
        } catch (RuntimeException e) {
            // going away anyway
        }
        try (var walk = Files.walk(dataDir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary directory
        }
    }

    public static synchronized Postgres shared() {
        if (shared == null) {
            String external = System.getenv("DB_URL");
            if (external != null && !external.isBlank()) {
                shared = new Postgres(external, env("DB_USER", "postgres"), env("DB_PASSWORD", "postgres"));
            } else {
                Path binaries = PostgresBinaries.defaultDirectory();
                try {
                    EmbeddedPostgres pg = PostgresBinaries.start(EmbeddedPostgres.builder(), binaries);
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                        try {
                            pg.close();
                        } catch (IOException e) {
                            // the JVM is going away
                        }
                    }, "postgres-stop"));
                    shared = new Postgres(pg.getJdbcUrl("postgres", "postgres"), "postgres", "postgres");
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot start embedded PostgreSQL (binaries in " + binaries + ")", e);
                }
            }
        }
        return shared;
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }

    public String jdbcUrl() {
        return jdbcUrl;
    }

    public String user() {
        return user;
    }

    public String password() {
        return password;
    }
}
