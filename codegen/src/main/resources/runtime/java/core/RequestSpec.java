// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One operation call as generated code describes it: method, path template and its values, query and
 * header parameters, the body and how it is encoded, and what the response becomes. Immutable; build
 * one per call with {@link #builder(HttpMethod, String)} or the per-method shortcuts.
 *
 * <pre>{@code
 * RequestSpec.post("/accounts/{account_id}/cards/{card_id}/freeze")
 *         .pathParams(accountId, cardId)
 *         .query("expand", params.expand())
 *         .body(body)
 *         .build();
 * }</pre>
 */
public final class RequestSpec {

    private final HttpMethod method;
    private final String path;
    private final List<Object> pathParams;
    private final Map<String, Object> query;
    private final Map<String, Object> headers;
    private final Map<String, Object> cookies;
    private final Object body;
    private final BodyEncoding encoding;
    private final String contentType;
    private final ResponseType responseType;
    private final String accept;
    private final EventData eventData;
    private final String streamFlag;
    private final boolean retryable;
    private final String serverUrl;
    private final List<List<String>> security;
    private final Map<String, String> queryStyles;

    private RequestSpec(Builder builder) {
        this.method = builder.method;
        this.path = builder.path;
        this.pathParams = Collections.unmodifiableList(new ArrayList<>(builder.pathParams));
        this.query = Collections.unmodifiableMap(new LinkedHashMap<>(builder.query));
        this.headers = Collections.unmodifiableMap(new LinkedHashMap<>(builder.headers));
        this.cookies = Collections.unmodifiableMap(new LinkedHashMap<>(builder.cookies));
        this.body = builder.body;
        this.encoding = builder.encoding;
        this.contentType = builder.contentType;
        this.responseType = builder.responseType;
        this.accept = builder.accept;
        this.eventData = builder.eventData;
        this.streamFlag = builder.streamFlag;
        this.retryable = builder.retryable;
        this.serverUrl = builder.serverUrl;
        this.security = builder.security;
        this.queryStyles = Collections.unmodifiableMap(new LinkedHashMap<>(builder.queryStyles));
    }

    /**
     * The operation's own base URL ({@code servers} on the operation or its path item), used instead of the client's
     * default; a {@code baseUrl} the user passed to the client builder wins over it.
     *
     * @return the URL, if the operation has one
     */
    public Optional<String> serverUrl() {
        return Optional.ofNullable(serverUrl);
    }

    /**
     * The operation's security requirements when not the primary scheme alone: alternatives, each the names of the
     * schemes sent together. The call sends the first alternative whose schemes all have a value, else the values the
     * first alternative with some has; an empty list sends no credentials.
     *
     * @return the requirements, or empty for the primary scheme alone
     */
    public Optional<List<List<String>>> security() {
        return Optional.ofNullable(security);
    }

    /**
     * The array query parameters not sent as repeated keys, and how they are sent ({@code comma}, {@code space},
     * {@code pipe}, {@code brackets}).
     *
     * @return wire names to styles
     */
    public Map<String, String> queryStyles() {
        return queryStyles;
    }

    /**
     * A builder for an operation.
     *
     * @param method the HTTP method
     * @param path   the spec's path template, e.g. {@code /accounts/{account_id}/cards}
     * @return a new builder
     */
    public static Builder builder(HttpMethod method, String path) {
        return new Builder(method, path);
    }

    /**
     * A builder for a GET operation.
     *
     * @param path the path template
     * @return a new builder
     */
    public static Builder get(String path) {
        return builder(HttpMethod.GET, path);
    }

    /**
     * A builder for a POST operation.
     *
     * @param path the path template
     * @return a new builder
     */
    public static Builder post(String path) {
        return builder(HttpMethod.POST, path);
    }

    /**
     * A builder for a PUT operation.
     *
     * @param path the path template
     * @return a new builder
     */
    public static Builder put(String path) {
        return builder(HttpMethod.PUT, path);
    }

    /**
     * A builder for a PATCH operation.
     *
     * @param path the path template
     * @return a new builder
     */
    public static Builder patch(String path) {
        return builder(HttpMethod.PATCH, path);
    }

    /**
     * A builder for a DELETE operation.
     *
     * @param path the path template
     * @return a new builder
     */
    public static Builder delete(String path) {
        return builder(HttpMethod.DELETE, path);
    }

    /**
     * The HTTP method.
     *
     * @return the method
     */
    public HttpMethod method() {
        return method;
    }

    /**
     * The path template.
     *
     * @return the spec's path, placeholders unfilled
     */
    public String path() {
        return path;
    }

    /**
     * The values of the path template's placeholders, in order.
     *
     * @return an unmodifiable list
     */
    public List<Object> pathParams() {
        return pathParams;
    }

    /**
     * The query parameters by wire name, in order; null values are kept here and left out when sent.
     *
     * @return an unmodifiable map
     */
    public Map<String, Object> query() {
        return query;
    }

    /**
     * The header parameters by wire name; null values are left out when sent.
     *
     * @return an unmodifiable map
     */
    public Map<String, Object> headers() {
        return headers;
    }

    /**
     * The cookie parameters by name, sent in one {@code Cookie} header; null values are left out.
     *
     * @return an unmodifiable map
     */
    public Map<String, Object> cookies() {
        return cookies;
    }

    /**
     * The request body.
     *
     * @return the body, or empty when the request has none
     */
    public Optional<Object> body() {
        return Optional.ofNullable(body);
    }

    /**
     * How the body is encoded.
     *
     * @return the encoding ({@link BodyEncoding#JSON} unless set)
     */
    public BodyEncoding encoding() {
        return encoding;
    }

    /**
     * The body's Content-Type.
     *
     * @return the given content type, or empty for the encoding's default
     */
    public Optional<String> contentType() {
        return Optional.ofNullable(contentType);
    }

    /**
     * What a successful response becomes.
     *
     * @return the response type ({@link ResponseType#JSON} unless set)
     */
    public ResponseType responseType() {
        return responseType;
    }

    /**
     * The Accept header.
     *
     * @return the given value, or the response type's default
     */
    public String accept() {
        return accept != null ? accept : responseType.defaultAccept();
    }

    /**
     * What one item of an event stream is made of.
     *
     * @return {@link EventData#JSON} unless set
     */
    public EventData eventData() {
        return eventData;
    }

    /**
     * The boolean body property a streaming call sets to true ({@code stream}).
     *
     * @return the property, or empty
     */
    public Optional<String> streamFlag() {
        return Optional.ofNullable(streamFlag);
    }

    /**
     * Whether the call may be retried.
     *
     * @return false for an operation marked {@code x-sdkgen-retries: {enabled: false}}
     */
    public boolean retryable() {
        return retryable;
    }

    /** Builds a {@link RequestSpec}. */
    public static final class Builder {
        private final HttpMethod method;
        private final String path;
        private final List<Object> pathParams = new ArrayList<>();
        private final Map<String, Object> query = new LinkedHashMap<>();
        private final Map<String, Object> headers = new LinkedHashMap<>();
        private final Map<String, Object> cookies = new LinkedHashMap<>();
        private Object body;
        private BodyEncoding encoding = BodyEncoding.JSON;
        private String contentType;
        private ResponseType responseType = ResponseType.JSON;
        private String accept;
        private EventData eventData = EventData.JSON;
        private String streamFlag;
        private boolean retryable = true;
        private String serverUrl;
        private List<List<String>> security;
        private final Map<String, String> queryStyles = new LinkedHashMap<>();

        private Builder(HttpMethod method, String path) {
            this.method = Objects.requireNonNull(method, "method");
            this.path = Objects.requireNonNull(path, "path");
        }

        /**
         * Appends values for the path template's placeholders, in order. Each is sent as one
         * percent-encoded segment ({@code /} becomes {@code %2F}); a null or empty value is an error.
         *
         * @param values strings, numbers, booleans or enums
         * @return this builder
         */
        public Builder pathParams(Object... values) {
            pathParams.addAll(Arrays.asList(values));
            return this;
        }

        /**
         * Sets a query parameter (a later call with the same name replaces it). Null and absent values are
         * left out; lists and arrays repeat the name ({@code tag=a&tag=b}, OpenAPI's default
         * {@code form}/{@code explode}); objects and maps use brackets ({@code filter[status]=open}).
         *
         * @param name  the wire name
         * @param value the value, or null
         * @return this builder
         */
        public Builder query(String name, Object value) {
            query.put(Objects.requireNonNull(name, "name"), value);
            return this;
        }

        /**
         * Sets several query parameters, in the map's order.
         *
         * @param values wire names to values
         * @return this builder
         */
        public Builder query(Map<String, ?> values) {
            values.forEach(this::query);
            return this;
        }

        /**
         * Sends an array query parameter otherwise than as repeated keys: {@code comma} ({@code tag=a,b}: form,
         * explode false), {@code space} ({@code tag=a%20b}: spaceDelimited), {@code pipe} ({@code tag=a|b}:
         * pipeDelimited) or {@code brackets} ({@code tag[]=a&tag[]=b}: deepObject, as Stripe's {@code expand} expects).
         *
         * @param name  the wire name
         * @param style the style
         * @return this builder
         */
        public Builder queryStyle(String name, String style) {
            queryStyles.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(style, "style"));
            return this;
        }

        /**
         * Sets the operation's own base URL (its {@code servers}), used unless the user set the client's.
         *
         * @param value an absolute URL, or null for the client's
         * @return this builder
         */
        public Builder serverUrl(String value) {
            this.serverUrl = value;
            return this;
        }

        /**
         * Sets the operation's security requirements ({@link RequestSpec#security()}).
         *
         * @param value the alternatives, each the scheme names sent together
         * @return this builder
         */
        public Builder security(List<List<String>> value) {
            this.security = value == null ? null : value.stream().map(List::copyOf).toList();
            return this;
        }

        /**
         * Sets a header parameter. Null and absent values are left out; a list is sent comma-separated.
         *
         * @param name  the header name
         * @param value the value, or null
         * @return this builder
         */
        public Builder header(String name, Object value) {
            headers.put(Objects.requireNonNull(name, "name"), value);
            return this;
        }

        /**
         * Sets a cookie parameter, sent in the {@code Cookie} header as {@code name=value} (OpenAPI's {@code form}
         * style; a list comma-separated; the value percent-encoded outside RFC 6265's cookie-octet). Null and absent
         * values are left out.
         *
         * @param name  the cookie name
         * @param value the value, or null
         * @return this builder
         */
        public Builder cookie(String name, Object value) {
            cookies.put(Objects.requireNonNull(name, "name"), value);
            return this;
        }

        /**
         * Sets the request body, encoded as {@link #encoding(BodyEncoding)} says.
         *
         * @param value the body, or null for none (then no Content-Type is sent either)
         * @return this builder
         */
        public Builder body(Object value) {
            this.body = value;
            return this;
        }

        /**
         * Sets how the body is encoded.
         *
         * @param value the encoding (default {@link BodyEncoding#JSON})
         * @return this builder
         */
        public Builder encoding(BodyEncoding value) {
            this.encoding = Objects.requireNonNull(value, "encoding");
            return this;
        }

        /**
         * Sets the body's Content-Type.
         *
         * @param value the content type (a multipart type keeps its subtype but gets the runtime's own
         *              boundary), or null for the encoding's default
         * @return this builder
         */
        public Builder contentType(String value) {
            this.contentType = value;
            return this;
        }

        /**
         * Sets what a successful response becomes.
         *
         * @param value the response type (default {@link ResponseType#JSON})
         * @return this builder
         */
        public Builder responseType(ResponseType value) {
            this.responseType = Objects.requireNonNull(value, "responseType");
            return this;
        }

        /**
         * Sets the Accept header.
         *
         * @param value the media type(s), or null for the response type's default
         * @return this builder
         */
        public Builder accept(String value) {
            this.accept = value;
            return this;
        }

        /**
         * Sets what one item of an event stream is made of.
         *
         * @param value the event data (default {@link EventData#JSON})
         * @return this builder
         */
        public Builder eventData(EventData value) {
            this.eventData = Objects.requireNonNull(value, "eventData");
            return this;
        }

        /**
         * Sets the boolean body property a streaming call sets to true.
         *
         * @param value the property ({@code stream})
         * @return this builder
         */
        public Builder streamFlag(String value) {
            this.streamFlag = value;
            return this;
        }

        /**
         * Sets whether the call may be retried.
         *
         * @param value false for {@code x-sdkgen-retries: {enabled: false}}: exactly one attempt
         * @return this builder
         */
        public Builder retryable(boolean value) {
            this.retryable = value;
            return this;
        }

        /**
         * Builds the request description.
         *
         * @return an immutable spec
         */
        public RequestSpec build() {
            return new RequestSpec(this);
        }
    }
}
