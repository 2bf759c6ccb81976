package dev.sdkgen.worker;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the codegen-worker ({@code sdkgen.codegen.*}). */
@ConfigMapping(prefix = "sdkgen.codegen")
public interface WorkerConfig {

    /** Directory for generated SDK trees (one temporary directory per build, removed after upload). */
    @WithDefault("${java.io.tmpdir}/sdkgen-codegen")
    String workDir();

    /** Longest wait for the broker to acknowledge an event this service publishes. */
    @WithDefault("PT10S")
    Duration publishTimeout();
}
