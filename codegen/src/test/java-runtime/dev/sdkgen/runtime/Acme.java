package dev.sdkgen.runtime;

import dev.sdkgen.runtime.core.AuthScheme;
import dev.sdkgen.runtime.core.ClientBuilder;
import dev.sdkgen.runtime.core.ClientConfig;
import dev.sdkgen.runtime.core.ClientCore;
import dev.sdkgen.runtime.core.RequestOptions;
import dev.sdkgen.runtime.core.RequestSpec;
import dev.sdkgen.runtime.core.RetryPolicy;
import dev.sdkgen.runtime.models.Health;
import dev.sdkgen.runtime.resources.Accounts;

/**
 * A client written the way the emitter should generate one (the package is {@code packages.java}; this
 * file is rewritten to {@code com.acme.sdk.Acme} like the runtime). Constants in one {@link ClientConfig},
 * a builder over {@link ClientBuilder}, resources as accessors, root methods calling the core.
 *
 * <pre>{@code
 * Acme client = Acme.builder().apiKey("sk_test_123").build();
 * client.accounts().cards().freeze("a1", "c1");
 * for (Account account : client.accounts().list()) { ... }
 * }</pre>
 */
public final class Acme {

    private static final ClientConfig CONFIG = ClientConfig.builder("acme", "1.4.0")
            .defaultBaseUrl("https://api.acme.com")
            .apiKeyEnv("ACME_API_KEY")
            .auth(AuthScheme.bearer())
            .retryPolicy(RetryPolicy.builder()
                    .maxRetries(2)
                    .retryOn(408, 429, 500, 502, 503, 504)
                    .initialDelayMs(500)
                    .maxDelayMs(8000)
                    .connectionErrors(false)
                    .build())
            .build();

    private final ClientCore core;
    private final Accounts accounts;

    private Acme(ClientCore core) {
        this.core = core;
        this.accounts = new Accounts(core);
    }

    /**
     * A builder for the client.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The accounts resource.
     *
     * @return the resource
     */
    public Accounts accounts() {
        return accounts;
    }

    /**
     * Health check.
     *
     * @return the health
     */
    public Health health() {
        return health(RequestOptions.none());
    }

    /**
     * Health check.
     *
     * @param options per-request options
     * @return the health
     */
    public Health health(RequestOptions options) {
        return core.request(RequestSpec.get("/health").build(), Health.class, options);
    }

    /** Builds an {@link Acme} client. */
    public static final class Builder extends ClientBuilder<Builder, Acme> {

        private Builder() {
            super(CONFIG);
        }

        @Override
        protected Builder self() {
            return this;
        }

        @Override
        public Acme build() {
            return new Acme(buildCore());
        }
    }
}
