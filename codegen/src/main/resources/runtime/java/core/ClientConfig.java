// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The constants a generated client hands to the core: they come from sdkgen.yaml and the spec. A
 * generated client holds one in a {@code static final} field. Immutable.
 *
 * <pre>{@code
 * ClientConfig CONFIG = ClientConfig.builder("acme", "1.4.0")
 *         .defaultBaseUrl("https://api.acme.com")
 *         .apiKeyEnv("ACME_API_KEY")
 *         .auth(AuthScheme.bearer())
 *         .retryPolicy(RetryPolicy.builder().maxRetries(2).build())   // only with a "retries" section
 *         .build();
 * }</pre>
 */
public final class ClientConfig {

    private final String sdkName;
    private final String sdkVersion;
    private final String defaultBaseUrl;
    private final String apiKeyEnv;
    private final AuthScheme auth;
    private final List<AuthScheme> schemes;
    private final RetryPolicy retryPolicy;
    private final String idempotencyHeader;
    private final String requestIdHeader;
    private final String logEnv;

    private ClientConfig(Builder builder) {
        this.sdkName = builder.sdkName;
        this.sdkVersion = builder.sdkVersion;
        this.defaultBaseUrl = builder.defaultBaseUrl;
        this.apiKeyEnv = builder.apiKeyEnv;
        this.auth = builder.auth;
        this.schemes = builder.schemes;
        this.retryPolicy = builder.retryPolicy;
        this.idempotencyHeader = builder.idempotencyHeader;
        this.requestIdHeader = builder.requestIdHeader;
        this.logEnv = builder.logEnv;
    }

    /**
     * The spec's other security schemes that some operation sends, each named and with its environment variable
     * ({@link AuthScheme#named(String, String)}).
     *
     * @return the schemes, possibly empty
     */
    public List<AuthScheme> schemes() {
        return schemes;
    }

    /**
     * A builder; every setting but the name and version is optional.
     *
     * @param sdkName    {@code sdk.name}, for the User-Agent
     * @param sdkVersion {@code sdk.version}, for the User-Agent
     * @return a new builder
     */
    public static Builder builder(String sdkName, String sdkVersion) {
        return new Builder(sdkName, sdkVersion);
    }

    /**
     * {@code sdk.name}.
     *
     * @return the SDK name
     */
    public String sdkName() {
        return sdkName;
    }

    /**
     * {@code sdk.version}.
     *
     * @return the SDK version
     */
    public String sdkVersion() {
        return sdkVersion;
    }

    /**
     * {@code client.base_url}.
     *
     * @return the base URL, or an empty string when the spec has none (then callers must pass one)
     */
    public String defaultBaseUrl() {
        return defaultBaseUrl;
    }

    /**
     * {@code client.api_key_env}: read when no API key is passed.
     *
     * @return the environment variable name, or an empty string for none
     */
    public String apiKeyEnv() {
        return apiKeyEnv;
    }

    /**
     * Where the API key goes.
     *
     * @return the auth scheme
     */
    public AuthScheme auth() {
        return auth;
    }

    /**
     * The {@code retries} section.
     *
     * @return the policy, or empty when sdkgen.yaml has none (then the client never retries unless the
     *         caller sets {@code maxRetries})
     */
    public Optional<RetryPolicy> retryPolicy() {
        return Optional.ofNullable(retryPolicy);
    }

    /**
     * {@code client.idempotency_header}: the header that carries an idempotency key on every request but GET and
     * HEAD (one key per call, the same on each of its retries).
     *
     * @return the header name, or empty when sdkgen.yaml sets none (then no key is sent)
     */
    public Optional<String> idempotencyHeader() {
        return Optional.ofNullable(idempotencyHeader);
    }

    /**
     * {@code client.request_id_header}: the response header that carries the request id.
     *
     * @return the header name, or empty for the default lookup ({@code x-request-id}, then {@code request-id})
     */
    public Optional<String> requestIdHeader() {
        return Optional.ofNullable(requestIdHeader);
    }

    /**
     * The environment variable that switches logging on ({@code info} or {@code debug}) when the builder sets no
     * {@code logLevel}.
     *
     * @return the variable's name, or empty when none was generated
     */
    public Optional<String> logEnv() {
        return Optional.ofNullable(logEnv);
    }

    @Override
    public String toString() {
        return "ClientConfig[" + sdkName + " " + sdkVersion + ", baseUrl=" + defaultBaseUrl + ", apiKeyEnv=" + apiKeyEnv
                + ", auth=" + auth + ", retryPolicy=" + retryPolicy + "]";
    }

    /** Builds a {@link ClientConfig}. */
    public static final class Builder {
        private final String sdkName;
        private final String sdkVersion;
        private String defaultBaseUrl = "";
        private String apiKeyEnv = "";
        private AuthScheme auth = AuthScheme.none();
        private List<AuthScheme> schemes = List.of();
        private RetryPolicy retryPolicy;
        private String idempotencyHeader;
        private String requestIdHeader;
        private String logEnv;

        private Builder(String sdkName, String sdkVersion) {
            this.sdkName = Objects.requireNonNull(sdkName, "sdkName");
            this.sdkVersion = Objects.requireNonNull(sdkVersion, "sdkVersion");
        }

        /**
         * Sets {@code client.base_url}.
         *
         * @param value the base URL, possibly with a path prefix such as {@code /v1}; empty for none
         * @return this builder
         */
        public Builder defaultBaseUrl(String value) {
            this.defaultBaseUrl = value == null ? "" : value;
            return this;
        }

        /**
         * Sets {@code client.api_key_env}.
         *
         * @param value the environment variable read when no API key is passed
         * @return this builder
         */
        public Builder apiKeyEnv(String value) {
            this.apiKeyEnv = value == null ? "" : value;
            return this;
        }

        /**
         * Sets where the API key goes (default: {@link AuthScheme#none()}).
         *
         * @param value the scheme
         * @return this builder
         */
        public Builder auth(AuthScheme value) {
            this.auth = Objects.requireNonNull(value, "auth");
            return this;
        }

        /**
         * Sets the other security schemes (default: none).
         *
         * @param values the schemes, each named and with its environment variable
         * @return this builder
         */
        public Builder schemes(AuthScheme... values) {
            this.schemes = List.of(values);
            return this;
        }

        /**
         * Sets the {@code retries} section.
         *
         * @param value the policy, or null when sdkgen.yaml has none
         * @return this builder
         */
        public Builder retryPolicy(RetryPolicy value) {
            this.retryPolicy = value;
            return this;
        }

        /**
         * Sets {@code client.idempotency_header}.
         *
         * @param value the header name, or null for none
         * @return this builder
         */
        public Builder idempotencyHeader(String value) {
            this.idempotencyHeader = value == null || value.isEmpty() ? null : value;
            return this;
        }

        /**
         * Sets {@code client.request_id_header}.
         *
         * @param value the response header with the request id, or null for the default lookup
         * @return this builder
         */
        public Builder requestIdHeader(String value) {
            this.requestIdHeader = value;
            return this;
        }

        /**
         * Sets the environment variable that switches logging on ({@code ACME_LOG}).
         *
         * @param value the variable's name, or null for none
         * @return this builder
         */
        public Builder logEnv(String value) {
            this.logEnv = value;
            return this;
        }

        /**
         * Builds the configuration.
         *
         * @return an immutable configuration
         */
        public ClientConfig build() {
            return new ClientConfig(this);
        }
    }
}
