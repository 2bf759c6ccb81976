package dev.sdkgen.artifacts;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Configuration of the artifact-store ({@code sdkgen.artifacts.*}). */
@ConfigMapping(prefix = "sdkgen.artifacts")
public interface ArtifactsConfig {

    /** Directory holding the blobs (created when missing); environment variable {@code ARTIFACTS_DIR}. */
    @WithDefault("artifacts")
    String dir();

    /** Largest accepted blob, in bytes. */
    @WithDefault("268435456")
    long maxSize();
}
