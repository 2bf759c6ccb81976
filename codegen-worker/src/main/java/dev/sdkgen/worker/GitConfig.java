package dev.sdkgen.worker;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.List;
import java.util.Optional;

/**
 * Which SDK repositories this service delivers to and how ({@code sdkgen.git.*}, the same properties
 * as the api-gateway's and the spec-validator's). Production default: HTTPS and SSH only.
 */
@ConfigMapping(prefix = "sdkgen.git")
public interface GitConfig {

    /**
     * Whether plain {@code http://} repository URLs are accepted. Off by default: a token would cross
     * the network unencrypted. On in the {@code local} and {@code test} profiles.
     */
    @WithDefault("false")
    boolean allowHttp();

    /** Local paths and {@code file:} URLs: a development convenience, off outside the local and test profiles. */
    Local local();

    /** Local repositories. */
    interface Local {

        /** Whether local paths and {@code file:} URLs are accepted at all. */
        @WithDefault("false")
        boolean enabled();

        /**
         * The directories under which a local repository may be (after symbolic links are resolved);
         * required when enabled. Anything else on the server stays unreadable through the API.
         */
        Optional<List<String>> roots();
    }

    /**
     * Base64 of the 32-byte AES-256-GCM key that seals repository credentials
     * ({@code SDKGEN_GIT_SECRETS_KEY}; the api-gateway seals with the same key). Without it deliveries to
     * SDK repositories with credentials fail.
     * Generate one with {@code head -c 32 /dev/urandom | base64}.
     */
    Optional<String> secretsKey();

    /** A known_hosts file every SSH repository may use, on top of the lines registered with its deploy key. */
    Optional<String> knownHostsFile();
}
