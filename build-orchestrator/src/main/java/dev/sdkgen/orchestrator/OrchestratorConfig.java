package dev.sdkgen.orchestrator;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the build-orchestrator ({@code sdkgen.orchestrator.*}). */
@ConfigMapping(prefix = "sdkgen.orchestrator")
public interface OrchestratorConfig {

    /** Time an active build ({@code queued|validating|generating}) may go without any progress before it becomes {@code stuck}. */
    @WithDefault("PT10M")
    Duration stuckAfter();

    /** How often the stuck detector looks for builds without progress (a scheduler interval such as {@code 15s}). */
    @WithDefault("15s")
    String stuckCheckInterval();

    /**
     * Time an attempt's worker may go without a heartbeat (the validator and the codegen-worker send one
     * every 5 s while they handle an attempt) before the build's log says it was lost.
     */
    @WithDefault("PT15S")
    Duration workerLostAfter();

    /** How often the orchestrator looks for workers that stopped sending heartbeats (a scheduler interval). */
    @WithDefault("2s")
    String workerCheckInterval();

    /** How often a live log stream (SSE) looks for new lines. */
    @WithDefault("PT0.5S")
    Duration logPollInterval();

    /**
     * When an attempt is over, how long a live log stream still waits for lines that travelled on
     * another topic than the final event, before it sends {@code end}.
     */
    @WithDefault("PT1S")
    Duration logEndGrace();

    /** Most builds returned by one list request. */
    @WithDefault("100")
    int listLimit();

    /**
     * While the build database is unavailable: how often it is probed (by the waiting consumers and,
     * so that requests are served again, on a schedule).
     */
    @WithDefault("PT1S")
    Duration databaseProbeInterval();

    /** Connect, login and socket timeout of one probe of the build database ({@code select 1} on a connection of its own). */
    @WithDefault("PT2S")
    Duration databaseProbeTimeout();

    /**
     * How often an event whose transaction fails while the database is reachable (not an outage) is
     * tried in all before its channel stops; a database outage is waited out without limit.
     */
    @WithDefault("3")
    int eventAttempts();

    /** Outbound webhooks ({@code sdkgen.orchestrator.notifications.*}, docs/services.md "Notifications"). */
    Notifications notifications();

    /** How the sender delivers notifications. */
    interface Notifications {

        /** How often the sender looks for notifications that are due (a scheduler interval). */
        @WithDefault("2s")
        String pollInterval();

        /** Attempts in all per notification (the first and the retries); then it is {@code failed}. */
        @WithDefault("6")
        int maxAttempts();

        /** Wait before the first retry; it doubles per retry (2, 4, 8, 16, 32 min: six attempts over about an hour). */
        @WithDefault("PT2M")
        Duration firstRetryAfter();

        /** Longest wait between two attempts. */
        @WithDefault("PT1H")
        Duration maxRetryAfter();

        /** Connect and answer timeout of one attempt. */
        @WithDefault("PT10S")
        Duration timeout();

        /** Most notifications one sender takes per run. */
        @WithDefault("20")
        int batchSize();

        /** After a rotation, how long notifications are also signed with the replaced secret. */
        @WithDefault("PT24H")
        Duration secretGrace();
    }

    /** The artifact-store the retention job tells what to delete ({@code ARTIFACT_STORE_URL}). */
    @WithDefault("http://127.0.0.1:8082")
    String artifactStoreUrl();

    /** The retention policy (docs/services.md, "Retention"). */
    Retention retention();

    /** What the retention job keeps; everything else of a finished build loses its log, archive and IR document. */
    interface Retention {

        /** Builds kept per SDK target, newest first; 0 keeps every build (retention off). */
        @WithDefault("20")
        int keepLast();

        /** Builds younger than this many days are kept whatever their rank; 0: age protects nothing. */
        @WithDefault("14")
        int keepDays();

        /** Whether a build whose SDK was delivered to the target's SDK repository is kept whatever its rank. */
        @WithDefault("true")
        boolean keepDelivered();

        /** How often the job runs (a scheduler interval; {@code off} disables the schedule). */
        @WithDefault("1h")
        String interval();

        /**
         * A blob written to the artifact-store more recently than this is not deleted: a build of the
         * same content may have uploaded it and not reported it yet (blobs are content-addressed).
         */
        @WithDefault("PT10M")
        java.time.Duration uploadGrace();

        /** Most builds trimmed by one run (the rest wait for the next). */
        @WithDefault("500")
        int batchSize();
    }
}
