// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Per-call options: the last parameter of every generated method. Immutable.
 *
 * <pre>{@code
 * client.accounts().get("a1", RequestOptions.builder()
 *         .timeout(Duration.ofSeconds(5))
 *         .maxRetries(0)
 *         .header("Idempotency-Key", "k-123")
 *         .build());
 * }</pre>
 */
public final class RequestOptions {

    private static final RequestOptions NONE = builder().build();

    private final Duration timeout;
    private final Integer maxRetries;
    private final Map<String, String> headers;
    private final Map<String, Object> query;
    private final String idempotencyKey;
    private final Map<String, Object> bodyProperties;

    private RequestOptions(Builder builder) {
        this.timeout = builder.timeout;
        this.maxRetries = builder.maxRetries;
        this.headers = Collections.unmodifiableMap(new LinkedHashMap<>(builder.headers));
        this.query = Collections.unmodifiableMap(new LinkedHashMap<>(builder.query));
        this.idempotencyKey = builder.idempotencyKey;
        this.bodyProperties = Collections.unmodifiableMap(new LinkedHashMap<>(builder.bodyProperties));
    }

    /**
     * No options: the client's settings apply.
     *
     * @return the empty options
     */
    public static RequestOptions none() {
        return NONE;
    }

    /**
     * A builder.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The per-attempt timeout for this call.
     *
     * @return the timeout, or empty for the client's
     */
    public Optional<Duration> timeout() {
        return Optional.ofNullable(timeout);
    }

    /**
     * The retries after the first attempt for this call.
     *
     * @return the count, or empty for the client's
     */
    public OptionalInt maxRetries() {
        return maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries);
    }

    /**
     * Extra headers; a null value removes a header the client would send.
     *
     * @return an unmodifiable map (values may be null)
     */
    public Map<String, String> headers() {
        return headers;
    }

    /**
     * Extra query parameters, sent after the operation's own (replacing one of the same name).
     *
     * @return an unmodifiable map
     */
    public Map<String, Object> query() {
        return query;
    }

    /**
     * The idempotency key of this call, instead of a generated one.
     *
     * @return the key, or empty for a generated one
     */
    public Optional<String> idempotencyKey() {
        return Optional.ofNullable(idempotencyKey);
    }

    /**
     * Extra properties of the request body, for fields the SDK does not know yet.
     *
     * @return an unmodifiable map of wire names to values (a null value sends JSON {@code null})
     */
    public Map<String, Object> bodyProperties() {
        return bodyProperties;
    }

    /**
     * A builder holding these options, to change some of them.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        Builder builder = new Builder();
        builder.timeout = timeout;
        builder.maxRetries = maxRetries;
        builder.headers.putAll(headers);
        builder.query.putAll(query);
        builder.idempotencyKey = idempotencyKey;
        builder.bodyProperties.putAll(bodyProperties);
        return builder;
    }

    /** Builds {@link RequestOptions}. */
    public static final class Builder {
        private Duration timeout;
        private Integer maxRetries;
        private final Map<String, String> headers = new LinkedHashMap<>();
        private final Map<String, Object> query = new LinkedHashMap<>();
        private String idempotencyKey;
        private final Map<String, Object> bodyProperties = new LinkedHashMap<>();

        private Builder() {
        }

        /**
         * Sets the per-attempt timeout.
         *
         * @param value a positive duration
         * @return this builder
         */
        public Builder timeout(Duration value) {
            this.timeout = ClientBuilder.checkTimeout(value);
            return this;
        }

        /**
         * Sets the retries after the first attempt (0 disables retrying for this call).
         *
         * @param value 0 or more
         * @return this builder
         */
        public Builder maxRetries(int value) {
            this.maxRetries = ClientBuilder.checkMaxRetries(value);
            return this;
        }

        /**
         * Adds a header, replacing one the client would send.
         *
         * @param name  the header name
         * @param value the value
         * @return this builder
         */
        public Builder header(String name, String value) {
            headers.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Removes a header the client would send (for example a default header).
         *
         * @param name the header name
         * @return this builder
         */
        public Builder removeHeader(String name) {
            headers.put(Objects.requireNonNull(name, "name"), null);
            return this;
        }

        /**
         * Adds a query parameter.
         *
         * @param name  the wire name
         * @param value the value (null is left out)
         * @return this builder
         */
        public Builder query(String name, Object value) {
            query.put(Objects.requireNonNull(name, "name"), value);
            return this;
        }

        /**
         * Adds headers, replacing ones the client would send.
         *
         * @param values names to values
         * @return this builder
         */
        public Builder headers(Map<String, String> values) {
            values.forEach(this::header);
            return this;
        }

        /**
         * Adds a property to the request body (JSON or form), replacing one the body has: for a field the SDK does not
         * know yet. A call without a body sends an object of just these properties.
         *
         * @param name  the wire name
         * @param value the value, written as the body's models are (null sends JSON {@code null})
         * @return this builder
         */
        public Builder bodyProperty(String name, Object value) {
            bodyProperties.put(Objects.requireNonNull(name, "name"), value);
            return this;
        }

        /**
         * Sets the idempotency key of this call instead of a generated one: it is sent on every attempt, whatever the
         * method. It has an effect only in an SDK generated with {@code client.idempotency_header} (the header's
         * name); a {@link #header} of that name wins over it.
         *
         * @param value the key
         * @return this builder
         */
        public Builder idempotencyKey(String value) {
            this.idempotencyKey = Objects.requireNonNull(value, "value");
            return this;
        }

        /**
         * Builds the options.
         *
         * @return immutable options
         */
        public RequestOptions build() {
            return new RequestOptions(this);
        }
    }
}
