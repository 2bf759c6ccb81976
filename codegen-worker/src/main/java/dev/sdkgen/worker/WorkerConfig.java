package dev.sdkgen.worker;

import dev.sdkgen.service.RetryPolicy;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the codegen-worker ({@code sdkgen.codegen.*}). */
@ConfigMapping(prefix = "sdkgen.codegen")
public interface WorkerConfig {

    /**
     * Directory for generated SDK trees: each running instance works in a subdirectory of its own
     * (one temporary directory per build, removed after upload); at start, whatever instances that
     * are gone left there (one killed mid-build) is removed.
     */
    @WithDefault("${java.io.tmpdir}/sdkgen-codegen")
    String workDir();

    /**
     * How often the work directory is swept of what instances that are gone left there (besides the
     * sweep at start); {@code PT0S}: only at start.
     */
    @WithDefault("PT10M")
    Duration workSweepInterval();

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
     * How many IR documents (read and planned) this instance keeps for the other languages' builds of the same
     * document (PlannedIrs: one fetch, parse and plan for the four builds of a commit instead of four); {@code 0}
     * keeps none. Each holds a model and its plan in memory until it is pushed out by newer ones.
     */
    @WithDefault("2")
    int reuseIrs();

    /**
     * How many public surfaces this instance keeps after storing them (SurfaceRecorder: the next build of the target
     * compares with its predecessor's surface without reading and parsing it from the artifact-store); {@code 0}
     * keeps none.
     */
    @WithDefault("8")
    int reuseSurfaces();

    /** Timeout of one Git network operation of a delivery (fetch or push of the SDK repository). */
    @WithDefault("PT60S")
    Duration gitTimeout();

    /**
     * Retries of calls to the artifact-store: a connection failure, a timeout, a 5xx, 408 or 429, or a
     * 4xx without the store's JSON error body (see {@link dev.sdkgen.service.Retries}).
     */
    Retry retry();

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
