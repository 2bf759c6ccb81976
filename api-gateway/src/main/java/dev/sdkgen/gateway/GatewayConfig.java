package dev.sdkgen.gateway;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** Configuration of the api-gateway ({@code sdkgen.gateway.*}). */
@ConfigMapping(prefix = "sdkgen.gateway")
public interface GatewayConfig {

    /**
     * Bootstrap API tokens ({@code SDKGEN_API_TOKENS}, comma-separated), each an {@code admin} for
     * every project: for first use (creating the tokens people and CI use, which are records in the
     * orchestrator's database). Required: no default.
     */
    List<String> apiTokens();

    /**
     * How long a token looked up in the orchestrator's database is trusted without asking again: the
     * longest a token revoked through another gateway instance keeps working here (a revocation through
     * this instance takes effect at once; expiry is checked on every request).
     */
    @WithDefault("PT10S")
    Duration tokenCacheTtl();

    /**
     * Global secret of the Git webhook ({@code SDKGEN_WEBHOOK_SECRET}; optional): the HMAC-SHA256 key of
     * GitHub's {@code X-Hub-Signature-256}, and the value GitLab sends as {@code X-Gitlab-Token}. When set it
     * signs deliveries for every project, besides each project's own secret.
     */
    Optional<String> webhookSecret();

    /** How long a project's previous webhook secret is still accepted after it was rotated. */
    @WithDefault("PT24H")
    Duration webhookSecretGrace();

    /** Timeout of one Git network operation (ls-remote, clone/fetch). */
    @WithDefault("PT30S")
    Duration gitTimeout();

    /** Longest wait for the broker to acknowledge a {@code BuildRequested} before answering 503. */
    @WithDefault("PT10S")
    Duration publishTimeout();

    /**
     * Longest request URI (path and query) answered normally; a longer one gets 414 with the JSON
     * error body. Keep it below {@code quarkus.http.limits.max-initial-line-length} (65536 here),
     * above which the HTTP layer answers 414 itself, without a body.
     */
    @WithDefault("8192")
    int maxUriLength();

    /**
     * The services the status page checks, {@code name=base-url} each ({@code /q/health} is asked);
     * the defaults are deploy/run's (the URL variables override them). The gateway adds itself.
     */
    List<String> statusServices();

    /** Directory for temporary Config Repository checkouts (default: the system temp directory). */
    @WithDefault("${java.io.tmpdir}")
    String workDir();
}
