package dev.sdkgen.validator;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the spec-validator ({@code sdkgen.validator.*}). */
@ConfigMapping(prefix = "sdkgen.validator")
public interface ValidatorConfig {

    /** Directory for Config Repository checkouts (one temporary directory per build, removed afterwards). */
    @WithDefault("${java.io.tmpdir}/sdkgen-validator")
    String workDir();

    /** Timeout of one Git network operation. */
    @WithDefault("PT60S")
    Duration gitTimeout();

    /** Longest wait for the broker to acknowledge an event this service publishes. */
    @WithDefault("PT10S")
    Duration publishTimeout();

    /** Most log lines sent in one BuildProgress event (longer logs are split). */
    @WithDefault("200")
    int linesPerEvent();
}
