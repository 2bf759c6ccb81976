package dev.sdkgen.service;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * While a worker handles one build attempt, a beat (a heartbeat event) now and then every
 * {@code interval}, on a timer thread of its own, so that the orchestrator can tell a slow attempt
 * (beats keep coming) from one whose worker went away (they stop). A beat that fails is logged and
 * the next one is tried; closing stops the beats. One timer per service.
 */
public final class Heartbeat {

    private static final Logger LOG = Logger.getLogger(Heartbeat.class);

    private final ScheduledExecutorService timer;
    private final Duration interval;
    private final String instance;

    /** {@code service}: the producer name the instance id starts with ({@code codegen-worker@host/pid}). */
    public Heartbeat(String service, Duration interval) {
        this.interval = interval;
        this.instance = service + "@" + hostName() + "/" + ProcessHandle.current().pid();
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, service + "-heartbeat");
            t.setDaemon(true);
            return t;
        });
    }

    /** This process's instance id. */
    public String instance() {
        return instance;
    }

    /** Beats at once and then every interval until the returned handle is closed. */
    public Beating start(String what, Runnable beat) {
        ScheduledFuture<?> future = timer.scheduleAtFixedRate(() -> {
            try {
                beat.run();
            } catch (RuntimeException e) {
                LOG.warnf("heartbeat of %s not sent: %s", what, e.getMessage());
            }
        }, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    /** The beats of one handling; closing stops them. */
    public interface Beating extends AutoCloseable {
        @Override
        void close();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
