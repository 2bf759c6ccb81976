package dev.sdkgen.validator;

import dev.sdkgen.service.RetryPolicy;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the spec-validator ({@code sdkgen.validator.*}). */
@ConfigMapping(prefix = "sdkgen.validator")
public interface ValidatorConfig {

    /**
     * Directory for Config Repository checkouts: each running instance works in a subdirectory of
     * its own (one temporary directory per build, removed afterwards); at start, whatever instances
     * that are gone left there (one killed mid-build) is removed.
     */
    @WithDefault("${java.io.tmpdir}/sdkgen-validator")
    String workDir();

    /**
     * How often the work directory is swept of what instances that are gone left there (besides the
     * sweep at start); {@code PT0S}: only at start.
     */
    @WithDefault("PT10M")
    Duration workSweepInterval();

    /** Timeout of one Git network operation. */
    @WithDefault("PT60S")
    Duration gitTimeout();

    /**
     * Longest wait for the broker to acknowledge one event this service publishes. While the broker
     * is away the Kafka producer keeps the record and sends it again until its
     * {@code delivery.timeout.ms} (application.properties: 120 s) has passed, after waiting up to
     * {@code max.block.ms} (60 s) for metadata: keep this longer than both together, so that the
     * producer's own bound decides. A publish that still fails makes the build fail with
     * {@code INFRASTRUCTURE_UNAVAILABLE}.
     */
    /**
     * How often a heartbeat (a BuildProgress with this instance's id and nothing else) is sent while an
     * attempt is handled; the orchestrator reports the worker lost when they stop (docs/services.md).
     */
    @WithDefault("PT5S")
    Duration heartbeatInterval();

    @WithDefault("PT3M")
    Duration publishTimeout();

    /**
     * How many validated commits are kept in memory (their IR and log), so that the other targets' builds of the same
     * commit reuse the validation ({@link ValidatedCommits}); 0 validates every build anew.
     */
    @WithDefault("2")
    int reuseCommits();

    /**
     * For how long after a build of a validated commit uploaded its IR the other targets' builds of the commit name
     * that upload instead of uploading the same document again ({@link ValidatedCommits}); {@code PT0S}: each build
     * uploads it. Keep it far below the orchestrator's {@code sdkgen.orchestrator.retention.upload-grace} (10 min), within which
     * the artifact-store keeps a blob just written whatever the retention job asks.
     */
    @WithDefault("PT1M")
    Duration reuseIrUpload();

    /** Most log lines sent in one BuildProgress event (longer logs are split). */
    @WithDefault("200")
    int linesPerEvent();

    /**
     * Retries of calls to the artifact-store and the orchestrator (a connection failure, a timeout, a
     * 5xx, 408 or 429, or a 4xx without the service's JSON error body: see
     * {@link dev.sdkgen.service.Retries}) and of Git network failures.
     */
    Retry retry();

    /** Bounds of the clone cache ({@code <work-dir>/cache}), applied after every checkout. */
    Cache cache();

    /** The clone cache keeps its most recently used entries (one per repository URL) within both bounds. */
    interface Cache {

        /** Most entries kept; 0: no bound. */
        @WithDefault("50")
        int maxEntries();

        /** Most bytes kept (the most recently used entry stays whatever its size); 0: no bound. */
        @WithDefault("2147483648")
        long maxBytes();
    }

    /** A bounded retry with doubling back-off. */
    interface Retry extends RetryPolicy {

        /** Attempts in all, the first included. */
        @WithDefault("5")
        @Override
        int attempts();

        /** Wait before the second attempt; doubled before each further one. */
        @WithDefault("PT1S")
        @Override
        Duration initialBackoff();

        /** Longest wait between two attempts. */
        @WithDefault("PT10S")
        @Override
        Duration maxBackoff();
    }
}
