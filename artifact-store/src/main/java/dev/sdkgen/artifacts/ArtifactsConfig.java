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

    /**
     * How many archives' file listings are kept in memory for the next {@code …/files} request (least recently used
     * out first; about 250 bytes per file, so 32 SDKs of 400 files take about 3 MB); 0 keeps none.
     */
    @WithDefault("32")
    int listingCacheSize();
}
