// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.DoubleSupplier;

/**
 * The options every generated client's builder has; the generated builder extends this class, so users
 * see these methods on {@code Acme.builder()}:
 *
 * <pre>{@code
 * Acme client = Acme.builder()
 *         .baseUrl("https://sandbox.acme.com")
 *         .apiKey("sk_test_123")              // default: the ACME_API_KEY environment variable
 *         .maxRetries(3)                      // default: the generated retry policy's, else 0
 *         .timeout(Duration.ofSeconds(20))    // per attempt; default 60 s
 *         .build();
 * }</pre>
 *
 * <p>Generated code (the client class {@code C} and its builder {@code B}):
 *
 * <pre>{@code
 * public static final class Builder extends ClientBuilder<Builder, Acme> {
 *     private Builder() { super(CONFIG); }
 *     protected Builder self() { return this; }
 *     public Acme build() { return new Acme(buildCore()); }
 * }
 * }</pre>
 *
 * @param <B> the concrete builder type, returned by every setter
 * @param <C> the client type {@link #build()} returns
 */
public abstract class ClientBuilder<B extends ClientBuilder<B, C>, C> {

    private final ClientConfig config;
    private String baseUrl;
    private String apiKey;
    private Integer maxRetries;
    private Duration timeout;
    private final Map<String, String> defaultHeaders = new LinkedHashMap<>();
    private HttpClient httpClient;
    private Sleeper sleeper;
    private DoubleSupplier random;
    private final Map<String, String> pathValues = new LinkedHashMap<>();
    private final Map<String, String> credentials = new LinkedHashMap<>();
    private LogLevel logLevel;
    private boolean responseValidation;

    /** What a builder was given, kept by the core so that {@link #from(ClientCore)} can copy it. */
    record Options(String baseUrl, String apiKey, Map<String, String> credentials, Integer maxRetries, Duration timeout,
            Map<String, String> defaultHeaders, HttpClient httpClient, Sleeper sleeper, DoubleSupplier random,
            Map<String, String> pathValues, LogLevel logLevel, boolean responseValidation) {
        Options {
            credentials = Map.copyOf(credentials);
            defaultHeaders = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(defaultHeaders));
            pathValues = Map.copyOf(pathValues);
        }
    }

    /**
     * A builder for a generated client.
     *
     * @param config the generated client's constants
     */
    protected ClientBuilder(ClientConfig config) {
        this.config = Objects.requireNonNull(config, "config");
    }

    /**
     * This builder, typed as the concrete builder.
     *
     * @return {@code this}
     */
    protected abstract B self();

    /**
     * Builds the client.
     *
     * @return a new client
     */
    public abstract C build();

    /**
     * The core the generated client wraps, from this builder's options.
     *
     * @return a new core
     * @throws IllegalArgumentException when no base URL is known
     */
    protected final ClientCore buildCore() {
        return new ClientCore(config, new Options(baseUrl, apiKey, credentials, maxRetries, timeout, defaultHeaders, httpClient,
                sleeper, random, pathValues, logLevel, responseValidation));
    }

    /**
     * Takes every option of an existing client's core, and its {@code HttpClient} (the default one included), so that
     * the client {@link #build()} makes shares the connection pool; the generated {@code withOptions(...)} calls it.
     *
     * @param core the core of the client to copy
     * @return this builder
     */
    protected final B from(ClientCore core) {
        Options options = core.options();
        baseUrl = options.baseUrl();
        apiKey = options.apiKey();
        credentials.clear();
        credentials.putAll(options.credentials());
        maxRetries = options.maxRetries();
        timeout = options.timeout();
        defaultHeaders.clear();
        defaultHeaders.putAll(options.defaultHeaders());
        httpClient = core.httpClient();
        sleeper = options.sleeper();
        random = options.random();
        pathValues.clear();
        pathValues.putAll(options.pathValues());
        logLevel = options.logLevel();
        responseValidation = options.responseValidation();
        return self();
    }

    /**
     * Sets the value of a path parameter the generated client takes as an option (a path parameter with a
     * default, such as an API version segment); the generated builder's setter for that option calls it.
     *
     * @param name  the parameter's name in the spec
     * @param value the value, percent-encoded as one path segment when sent
     * @return this builder
     */
    protected final B pathValue(String name, String value) {
        pathValues.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, name));
        return self();
    }

    /**
     * Sets the value of a security scheme other than the primary one (generated builder methods such as
     * {@code appKey(...)} call it); without one, the scheme's environment variable is read.
     *
     * @param scheme the scheme's name in the spec
     * @param value  the value, or null to read the environment
     * @return this builder
     */
    protected final B credential(String scheme, String value) {
        if (value == null) {
            credentials.remove(scheme);
        } else {
            credentials.put(Objects.requireNonNull(scheme, "scheme"), value);
        }
        return self();
    }

    /**
     * Sets the base URL every path is appended to (a proxy, a mock server, another region).
     *
     * @param value the URL, possibly with a path prefix such as {@code /v1}; null for the generated default
     * @return this builder
     */
    public B baseUrl(String value) {
        this.baseUrl = value;
        return self();
    }

    /**
     * Sets the API key. Without one, the environment variable named by sdkgen.yaml's
     * {@code client.api_key_env} is read; without either, requests are sent without credentials.
     *
     * @param value the key ({@code user:password} for basic auth), or null to read the environment
     * @return this builder
     */
    public B apiKey(String value) {
        this.apiKey = value;
        return self();
    }

    /**
     * Sets the retries after the first attempt for every call (a call's {@link RequestOptions} may
     * override it). Defaults to the generated retry policy's {@code max_retries}, else 0.
     *
     * @param value 0 or more
     * @return this builder
     */
    public B maxRetries(int value) {
        this.maxRetries = checkMaxRetries(value);
        return self();
    }

    /**
     * Sets the timeout of each attempt (connecting, sending and reading the whole response).
     *
     * @param value a positive duration (default {@link ClientCore#DEFAULT_TIMEOUT})
     * @return this builder
     */
    public B timeout(Duration value) {
        this.timeout = checkTimeout(value);
        return self();
    }

    /**
     * Adds a header sent with every request.
     *
     * @param name  the header name
     * @param value the value
     * @return this builder
     */
    public B defaultHeader(String name, String value) {
        defaultHeaders.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
        return self();
    }

    /**
     * Adds headers sent with every request.
     *
     * @param headers names to values
     * @return this builder
     */
    public B defaultHeaders(Map<String, String> headers) {
        headers.forEach(this::defaultHeader);
        return self();
    }

    /**
     * Sets the {@code java.net.http} client to send requests with (proxy, TLS, executor, HTTP version).
     *
     * @param value the client, or null for a shared default one (HTTP/2 where possible, normal redirects)
     * @return this builder
     */
    public B httpClient(HttpClient value) {
        this.httpClient = value;
        return self();
    }

    /**
     * Replaces how the client waits between retries (for tests).
     *
     * @param value the sleeper, or null for {@code Thread.sleep}
     * @return this builder
     */
    public B sleeper(Sleeper value) {
        this.sleeper = value;
        return self();
    }

    /**
     * Replaces the source of the backoff jitter (for tests).
     *
     * @param value numbers in [0, 1), 0 meaning no jitter; null for a random source
     * @return this builder
     */
    public B random(DoubleSupplier value) {
        this.random = value;
        return self();
    }

    /**
     * Logs every request (docs: "Logging"): {@code INFO} the method, URL, status, duration and retries; {@code DEBUG}
     * also the headers, credentials redacted. Without it, the {@code <SDK>_LOG} environment variable
     * ({@code info} or {@code debug}) decides; {@code OFF} silences it whatever the variable says.
     *
     * @param value the level, or null for the environment variable's
     * @return this builder
     */
    public B logLevel(LogLevel value) {
        this.logLevel = value;
        return self();
    }

    /**
     * Checks every response strictly (off by default, as for tests): a response with a property that does not fit
     * its type, a required property missing, or a union value of no known variant fails the call with an
     * {@code InvalidDataException} naming each problem's JSON path — the same check as a model's {@code validate()},
     * applied to every response, page item and streamed event. Off, such a property is kept raw and reported only when
     * it is read.
     *
     * @param value true to check every response
     * @return this builder
     */
    public B responseValidation(boolean value) {
        this.responseValidation = value;
        return self();
    }

    static int checkMaxRetries(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("maxRetries must be a non-negative integer, got " + value);
        }
        return value;
    }

    static Duration checkTimeout(Duration value) {
        if (value == null || value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException("timeout must be a positive duration, got " + value);
        }
        return value;
    }
}
