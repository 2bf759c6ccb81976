package dev.sdkgen.orchestrator.service;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Whether the build database (PostgreSQL) can be reached, known without waiting on the connection
 * pool: a probe opens a connection of its own with short timeouts and runs {@code select 1}.
 *
 * <p>When a failure is seen (a consumer's transaction, a request) and the probe fails too, the
 * database is <em>down</em>: requests are answered 503 {@code database_unavailable} at once, the
 * consumers wait in {@link #awaitAvailable()} without acknowledging their record, readiness is
 * DOWN. A scheduled probe every {@code database-probe-interval} sees it back, and everything resumes
 * in the same process.
 */
@ApplicationScoped
public class Database {

    private static final Logger LOG = Logger.getLogger(Database.class);

    private final String url;
    private final String user;
    private final Optional<String> password;
    private final OrchestratorConfig config;
    private final AtomicInteger waiting = new AtomicInteger();
    private volatile Instant downSince;
    private volatile String lastFailure;
    private volatile boolean stopping;

    public Database(@ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
                    @ConfigProperty(name = "quarkus.datasource.username") String user,
                    @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password,
                    OrchestratorConfig config) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.config = config;
    }

    /** Down since this instant, or null while the database is reachable. */
    public Instant downSince() {
        return downSince;
    }

    /** Why the last probe or call failed (null while up). */
    public String lastFailure() {
        return lastFailure;
    }

    /** How many consumers are waiting for the database now. */
    public int waitingConsumers() {
        return waiting.get();
    }

    public boolean isDown() {
        return downSince != null;
    }

    /**
     * Judges a failure of a call to the database: true when the database is unavailable — the
     * failure is a connection failure, or the probe cannot reach the server — and marks it down.
     */
    public boolean isOutage(Throwable failure) {
        boolean reachable = probe();
        if (reachable && isConnectionFailure(failure)) {
            // the server answers again, but this call used a connection the outage broke: retry it
            return true;
        }
        return !reachable;
    }

    /**
     * Opens a connection of its own (connect, login and socket timeouts of {@code database-probe-timeout})
     * and runs {@code select 1}; records the result.
     */
    public boolean probe() {
        int seconds = (int) Math.max(1, config.databaseProbeTimeout().toSeconds());
        Properties props = new Properties();
        props.setProperty("user", user);
        password.ifPresent(p -> props.setProperty("password", p));
        props.setProperty("connectTimeout", Integer.toString(seconds));
        props.setProperty("loginTimeout", Integer.toString(seconds));
        props.setProperty("socketTimeout", Integer.toString(seconds));
        try (Connection c = DriverManager.getConnection(url, props); Statement s = c.createStatement()) {
            s.execute("select 1");
            up();
            return true;
        } catch (SQLException | RuntimeException e) {
            down(e);
            return false;
        }
    }

    /**
     * Blocks until a probe reaches the database (probing every {@code database-probe-interval}).
     *
     * @throws IllegalStateException when the service is stopping meanwhile
     */
    public void awaitAvailable() {
        waiting.incrementAndGet();
        try {
            while (!probe()) {
                if (stopping) {
                    throw new IllegalStateException("stopping while waiting for the build database: " + lastFailure);
                }
                try {
                    Thread.sleep(config.databaseProbeInterval().toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while waiting for the build database", e);
                }
            }
        } finally {
            waiting.decrementAndGet();
        }
    }

    /** While down, probes on a schedule, so that requests are served again without waiting for a consumer. */
    @Scheduled(every = "${sdkgen.orchestrator.database-probe-interval}", delayed = "1s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void watch() {
        if (isDown()) {
            probe();
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }

    private void up() {
        Instant since = downSince;
        if (since != null) {
            downSince = null;
            lastFailure = null;
            LOG.infof("the build database is reachable again after %d s", Duration.between(since, Instant.now()).toSeconds());
        }
    }

    private void down(Exception e) {
        lastFailure = describe(e);
        if (downSince == null) {
            downSince = Instant.now();
            LOG.errorf("the build database cannot be reached (%s); requests answer 503 and the consumers wait", lastFailure);
        }
    }

    /** The failure's innermost cause, for a log line. */
    public static String describe(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getClass().getSimpleName() + ": " + t.getMessage();
    }

    /**
     * A failure of the connection itself rather than of a statement: the JDBC connection exception
     * types, SQL state class {@code 08} (connection exception) and {@code 57P01..57P03} (the server
     * shut down or is starting up), anywhere in the cause chain.
     */
    public static boolean isConnectionFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof SQLRecoverableException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || sql.getSQLState().matches("57P0[123]"))) {
                return true;
            }
        }
        return false;
    }
}
