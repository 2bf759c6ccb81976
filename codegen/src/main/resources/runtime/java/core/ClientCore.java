// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.ConnectionException;
import dev.sdkgen.runtime.errors.ConnectionTimeoutException;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The HTTP core a generated client wraps: it sends one operation call with authentication, headers,
 * timeout and retries, and turns the response into a value or an exception. Generated methods call
 * {@link #request}, {@link #requestVoid} or {@link #paginate}; users only meet it through the generated
 * client. Thread-safe; one core serves a whole client and its resources.
 *
 * <pre>{@code
 * public Account get(String accountId, RequestOptions options) {
 *     return core.request(RequestSpec.get("/accounts/{account_id}").pathParams(accountId).build(),
 *             Account.class, options);
 * }
 * }</pre>
 */
public final class ClientCore {

    /** Timeout of each attempt when the client and the call do not set one. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    private static final Pattern CHARSET = Pattern.compile(";\\s*charset=\"?([^\";\\s]+)", Pattern.CASE_INSENSITIVE);

    private final ClientConfig config;
    private final String baseUrl;
    private final boolean baseUrlOverridden;
    private final String apiKey;
    private final Map<String, String> credentials = new LinkedHashMap<>();
    private final int maxRetries;
    private final Duration timeout;
    private final Map<String, String> defaultHeaders;
    private final HttpClient http;
    private final Sleeper sleeper;
    private final DoubleSupplier random;
    private final Map<String, String> pathValues;
    private final ClientBuilder.Options options;
    private final RequestLog log;
    private final AsyncCore async;
    private final boolean responseValidation;

    ClientCore(ClientConfig config, ClientBuilder.Options options) {
        this.config = config;
        this.options = options;
        this.pathValues = options.pathValues();
        this.baseUrl = options.baseUrl() != null ? options.baseUrl() : config.defaultBaseUrl();
        this.baseUrlOverridden = options.baseUrl() != null;
        if (this.baseUrl.isEmpty()) {
            throw new IllegalArgumentException(config.sdkName()
                    + ": no base URL is known (the spec names no server): pass baseUrl(...) to the client builder");
        }
        String key = options.apiKey() != null ? options.apiKey() : readEnv(config.apiKeyEnv());
        this.apiKey = key == null || key.isEmpty() ? null : key;
        for (AuthScheme scheme : config.schemes()) {
            String name = scheme.scheme().orElseThrow();
            String value = options.credentials().containsKey(name) ? options.credentials().get(name)
                    : readEnv(scheme.env().orElseThrow());
            if (value != null && !value.isEmpty()) {
                credentials.put(name, value);
            }
        }
        this.maxRetries = options.maxRetries() != null ? options.maxRetries()
                : config.retryPolicy().map(RetryPolicy::maxRetries).orElse(0);
        this.timeout = options.timeout() != null ? options.timeout() : DEFAULT_TIMEOUT;
        this.defaultHeaders = options.defaultHeaders();
        this.http = options.httpClient() != null ? options.httpClient() : DefaultHttpClient.INSTANCE;
        this.sleeper = options.sleeper() != null ? options.sleeper() : duration -> TimeUnit.NANOSECONDS.sleep(duration.toNanos());
        this.random = options.random() != null ? options.random() : () -> ThreadLocalRandom.current().nextDouble();
        LogLevel level = options.logLevel() != null ? options.logLevel()
                : LogLevel.parse(config.logEnv().map(ClientCore::readEnv).orElse(null));
        this.log = new RequestLog(level, secretHeaders(config));
        this.async = new AsyncCore(this);
        this.responseValidation = options.responseValidation();
    }

    /** What the builder was given ({@link ClientBuilder#from(ClientCore)}). */
    ClientBuilder.Options options() {
        return options;
    }

    /** Whether the client checks responses strictly ({@code responseValidation(true)}). */
    boolean responseValidation() {
        return responseValidation;
    }

    /** The {@code HttpClient} in use (the shared default one when the builder gave none). */
    HttpClient httpClient() {
        return http;
    }

    /**
     * The same calls, each returning a {@link CompletableFuture} at once (docs: "Async usage"); the generated
     * {@code async()} views call it.
     *
     * @return the asynchronous core, sharing this core's settings and {@code HttpClient}
     */
    public AsyncCore async() {
        return async;
    }

    /** The lower-cased names of the headers that carry credentials, which logs redact. */
    private static java.util.Set<String> secretHeaders(ClientConfig config) {
        java.util.Set<String> names = new java.util.HashSet<>(java.util.Set.of("authorization", "proxy-authorization", "cookie",
                "set-cookie"));
        List<AuthScheme> schemes = new ArrayList<>(config.schemes());
        schemes.add(config.auth());
        schemes.stream().filter(s -> s.kind() == AuthScheme.Kind.HEADER)
                .forEach(s -> names.add(s.name().orElseThrow().toLowerCase(Locale.ROOT)));
        return names;
    }

    /**
     * The generated client's constants.
     *
     * @return the configuration
     */
    public ClientConfig config() {
        return config;
    }

    /**
     * The base URL every path is appended to.
     *
     * @return the builder's base URL, else the generated default
     */
    public String baseUrl() {
        return baseUrl;
    }

    /**
     * The API key in use.
     *
     * @return the builder's key, else the environment variable's; empty when neither was set
     */
    public Optional<String> apiKey() {
        return Optional.ofNullable(apiKey);
    }

    /**
     * Retries after the first attempt, unless a call overrides it.
     *
     * @return the client's retry count
     */
    public int maxRetries() {
        return maxRetries;
    }

    /**
     * The timeout of each attempt, unless a call overrides it.
     *
     * @return the client's timeout
     */
    public Duration timeout() {
        return timeout;
    }

    /**
     * Sends one operation call, retrying as the policy allows, and returns the response as {@code type}.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return see {@link #request(RequestSpec, JavaType, RequestOptions)}
     */
    public <T> T request(RequestSpec spec, Class<T> type, RequestOptions options) {
        return request(spec, Json.mapper().constructType(type), options);
    }

    /**
     * Sends one operation call, retrying as the policy allows, and returns the response as {@code type}
     * (for generic types: {@code new TypeReference<List<Account>>() {}}).
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return see {@link #request(RequestSpec, JavaType, RequestOptions)}
     */
    public <T> T request(RequestSpec spec, TypeReference<T> type, RequestOptions options) {
        return request(spec, Json.mapper().getTypeFactory().constructType(type), options);
    }

    /**
     * Sends one operation call, retrying as the policy allows, and returns the successful response as
     * {@code type}, by the spec's {@link ResponseType}:
     * <ul>
     *   <li>{@code JSON}: null for an empty body; else the body read as JSON into {@code type}. A
     *       {@code String} type also takes a non-JSON body as text, a {@code JsonNode} type as a text node;
     *       any other unreadable body is an {@link InvalidResponseException}.</li>
     *   <li>{@code TEXT}: the body as a String ({@code ""} when empty); {@code type} must be String.</li>
     *   <li>{@code BINARY}: a {@link BinaryResponse} ({@code type} BinaryResponse) or the bytes
     *       ({@code byte[]}).</li>
     * </ul>
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response value
     * @throws ApiException                 a subclass for a non-2xx status ({@link ConnectionException} without a response)
     * @throws IllegalArgumentException     when the spec cannot be sent (a missing path value, a body of the wrong kind)
     * @throws CancellationException        when the calling thread is interrupted
     */
    public <T> T request(RequestSpec spec, JavaType type, RequestOptions options) {
        checkResultType(spec.responseType(), type);
        Received received = send(spec, orNone(options));
        return decode(received, spec.responseType(), type);
    }

    /**
     * Sends a streaming call (a {@link ResponseType#STREAM} spec), retrying as the policy allows until the response's
     * headers arrive, and returns its events as they arrive. With a {@link RequestSpec#streamFlag()}, the body's flag
     * is sent as true (a JSON property, a form field or a multipart part: see {@link #encodeBody}).
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null; the timeout is then the idle time allowed between reads
     * @param <T>      the item type
     * @return the events; close it to close the connection
     * @throws ApiException a subclass for a non-2xx status ({@link ConnectionException} without a response)
     */
    public <T> StreamResponse<T> stream(RequestSpec spec, Class<T> itemType, RequestOptions options) {
        return stream(spec, Json.mapper().constructType(itemType), options);
    }

    /**
     * See {@link #stream(RequestSpec, Class, RequestOptions)}, for generic item types.
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null
     * @param <T>      the item type
     * @return the events; close it to close the connection
     */
    public <T> StreamResponse<T> stream(RequestSpec spec, TypeReference<T> itemType, RequestOptions options) {
        return stream(spec, Json.mapper().getTypeFactory().constructType(itemType), options);
    }

    private <T> StreamResponse<T> stream(RequestSpec spec, JavaType itemType, RequestOptions options) {
        return stream(spec, itemType, options, new ArrayList<>(1));
    }

    /** {@code stream}, adding what the request received to {@code sent}. */
    private <T> StreamResponse<T> stream(RequestSpec spec, JavaType itemType, RequestOptions options, List<Received> sent) {
        RequestOptions opts = orNone(options);
        Bodies.EncodedBody body = encodeBody(spec, opts);
        Received received = send(spec, body, spec.query(), opts);
        sent.add(received);
        return new StreamResponse<>(received.stream(), received.status(), received.headers(), itemType, spec.eventData(),
                opts.timeout().orElse(timeout), received.url(), responseValidation);
    }

    /** A response type the result type cannot hold is a generator bug: fail before anything is sent. */
    static void checkResultType(ResponseType responseType, JavaType type) {
        Class<?> raw = type.getRawClass();
        if (responseType == ResponseType.BINARY && !raw.isAssignableFrom(BinaryResponse.class) && raw != byte[].class) {
            throw new IllegalArgumentException("A binary response is returned as BinaryResponse or byte[], not " + type.toCanonical());
        }
        if (responseType == ResponseType.TEXT && !raw.isAssignableFrom(String.class)) {
            throw new IllegalArgumentException("A text response is returned as String, not " + type.toCanonical());
        }
    }

    /**
     * Sends one operation call, retrying as the policy allows, and ignores the successful response's body.
     *
     * @param spec    the call
     * @param options per-call options, or null
     * @throws ApiException a subclass for a non-2xx status ({@link ConnectionException} without a response)
     */
    public void requestVoid(RequestSpec spec, RequestOptions options) {
        send(spec, orNone(options));
    }

    /**
     * {@link #request(RequestSpec, JavaType, RequestOptions)}, returning the final attempt's status, headers and
     * request id with the result, which {@link HttpResponseFor#parse()} decodes.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response
     */
    public <T> HttpResponseFor<T> requestRaw(RequestSpec spec, Class<T> type, RequestOptions options) {
        return requestRaw(spec, Json.mapper().constructType(type), options);
    }

    /**
     * {@link #requestRaw(RequestSpec, Class, RequestOptions)} for a generic type.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response
     */
    public <T> HttpResponseFor<T> requestRaw(RequestSpec spec, TypeReference<T> type, RequestOptions options) {
        return requestRaw(spec, Json.mapper().getTypeFactory().constructType(type), options);
    }

    private <T> HttpResponseFor<T> requestRaw(RequestSpec spec, JavaType type, RequestOptions options) {
        checkResultType(spec.responseType(), type);
        Received received = send(spec, orNone(options));
        return raw(received, () -> decode(received, spec.responseType(), type));
    }

    /**
     * {@link #requestVoid(RequestSpec, RequestOptions)}, returning the final attempt's status, headers and request id.
     *
     * @param spec    the call
     * @param options per-call options, or null
     * @return the response; {@link HttpResponseFor#parse()} gives null
     */
    public HttpResponseFor<Void> requestVoidRaw(RequestSpec spec, RequestOptions options) {
        Received received = send(spec, orNone(options));
        return raw(received, () -> null);
    }

    /**
     * {@link #stream(RequestSpec, Class, RequestOptions)}, returning the status, headers and request id with the
     * events, which {@link HttpResponseFor#parse()} gives (the connection is open: close the stream).
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null
     * @param <T>      the item type
     * @return the response
     */
    public <T> HttpResponseFor<StreamResponse<T>> streamRaw(RequestSpec spec, Class<T> itemType, RequestOptions options) {
        return streamRaw(spec, Json.mapper().constructType(itemType), options);
    }

    /**
     * {@link #streamRaw(RequestSpec, Class, RequestOptions)} for a generic item type.
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null
     * @param <T>      the item type
     * @return the response
     */
    public <T> HttpResponseFor<StreamResponse<T>> streamRaw(RequestSpec spec, TypeReference<T> itemType, RequestOptions options) {
        return streamRaw(spec, Json.mapper().getTypeFactory().constructType(itemType), options);
    }

    private <T> HttpResponseFor<StreamResponse<T>> streamRaw(RequestSpec spec, JavaType itemType, RequestOptions options) {
        List<Received> sent = new ArrayList<>(1);
        StreamResponse<T> events = stream(spec, itemType, options, sent);
        return raw(sent.get(0), () -> events);
    }

    /**
     * {@link #paginate(RequestSpec, PaginationSpec, Class, RequestOptions)}, returning the first page's status,
     * headers and request id with the items of every page, which {@link HttpResponseFor#parse()} gives.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the first page's response
     */
    public <T> HttpResponseFor<PagedIterable<T>> paginateRaw(RequestSpec spec, PaginationSpec pagination, Class<T> itemType,
            RequestOptions options) {
        return paginateRaw(spec, pagination, Json.mapper().constructType(itemType), options);
    }

    /**
     * {@link #paginateRaw(RequestSpec, PaginationSpec, Class, RequestOptions)} for a generic item type.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the first page's response
     */
    public <T> HttpResponseFor<PagedIterable<T>> paginateRaw(RequestSpec spec, PaginationSpec pagination,
            TypeReference<T> itemType, RequestOptions options) {
        return paginateRaw(spec, pagination, Json.mapper().getTypeFactory().constructType(itemType), options);
    }

    private <T> HttpResponseFor<PagedIterable<T>> paginateRaw(RequestSpec spec, PaginationSpec pagination, JavaType itemType,
            RequestOptions options) {
        List<Received> pages = new ArrayList<>(1);
        PagedIterable<T> items = paginate(spec, pagination, itemType, options, pages);
        return raw(pages.get(0), () -> items);
    }

    <T> HttpResponseFor<T> raw(Received received, Supplier<T> parser) {
        return new HttpResponseFor<>(received.status(), received.headers(), config.requestIdHeader().orElse(null), parser);
    }

    /**
     * Fetches the first page of a paginated list operation at once and returns an {@code Iterable} over
     * every item of every page, fetching later pages as iteration reaches them.
     *
     * @param spec       the list call (its query is the first page's; every page keeps it)
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the items of every page
     * @throws ApiException when the first page fails (a later page throws while iterating)
     */
    public <T> PagedIterable<T> paginate(RequestSpec spec, PaginationSpec pagination, Class<T> itemType,
            RequestOptions options) {
        return paginate(spec, pagination, Json.mapper().constructType(itemType), options);
    }

    /**
     * {@link #paginate(RequestSpec, PaginationSpec, Class, RequestOptions)} for a generic item type.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the items of every page
     */
    public <T> PagedIterable<T> paginate(RequestSpec spec, PaginationSpec pagination, TypeReference<T> itemType,
            RequestOptions options) {
        return paginate(spec, pagination, Json.mapper().getTypeFactory().constructType(itemType), options);
    }

    /**
     * {@link #paginate(RequestSpec, PaginationSpec, Class, RequestOptions)} for a Jackson type.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the items of every page
     */
    public <T> PagedIterable<T> paginate(RequestSpec spec, PaginationSpec pagination, JavaType itemType,
            RequestOptions options) {
        return paginate(spec, pagination, itemType, options, new ArrayList<>(1));
    }

    /** {@code paginate}, adding what the first page's request received to {@code first}. */
    private <T> PagedIterable<T> paginate(RequestSpec spec, PaginationSpec pagination, JavaType itemType,
            RequestOptions options, List<Received> first) {
        RequestOptions callOptions = orNone(options);
        Bodies.EncodedBody body = encodeBody(spec, callOptions);
        Page.Fetcher fetcher = query -> {
            Received received = send(spec, body, query, callOptions);
            if (first.isEmpty()) {
                first.add(received);
            }
            return pageResponse(received);
        };
        Map<String, Object> start = new LinkedHashMap<>();
        spec.query().forEach((name, value) -> {
            if (value != null) {
                start.put(name, value);
            }
        });
        return new PagedIterable<>(Page.first(pagination, start, fetcher, itemType));
    }

    Page.Response pageResponse(Received received) {
        return new Page.Response(received.status(), received.headers(), readTree(received), responseValidation);
    }

    static RequestOptions orNone(RequestOptions options) {
        return options != null ? options : RequestOptions.none();
    }

    /**
     * The request body, with the options' extra body properties set on a JSON or form object (a call without a body
     * then sends an object of just those), and a streaming call's {@link RequestSpec#streamFlag()} set to true on a
     * JSON, form or multipart object (a multipart body sends it as the text part {@code stream=true}).
     */
    static Bodies.EncodedBody encodeBody(RequestSpec spec, RequestOptions options) {
        Optional<Object> body = spec.body();
        Optional<String> flag = body.isEmpty() ? Optional.empty() : spec.streamFlag();
        if (options.bodyProperties().isEmpty() && flag.isEmpty()) {
            return body.isEmpty() ? null : Bodies.encode(body.get(), spec.encoding(), spec.contentType().orElse(null));
        }
        if (!options.bodyProperties().isEmpty() && spec.encoding() != BodyEncoding.JSON && spec.encoding() != BodyEncoding.FORM) {
            throw new IllegalArgumentException("Extra body properties need a JSON or form body, not " + spec.encoding());
        }
        if (spec.encoding() == BodyEncoding.BINARY || spec.encoding() == BodyEncoding.TEXT) {
            throw new IllegalArgumentException("A streaming call's body must be an object of fields, not " + spec.encoding());
        }
        JsonNode tree = body.isEmpty() ? Json.mapper().createObjectNode() : Json.mapper().valueToTree(body.get());
        if (!(tree instanceof com.fasterxml.jackson.databind.node.ObjectNode object)) {
            throw new IllegalArgumentException(flag.isPresent() ? "A streaming call's body must be an object of fields"
                    : "Extra body properties need an object body");
        }
        options.bodyProperties().forEach((name, value) -> object.set(name, Json.mapper().valueToTree(value)));
        flag.ifPresent(name -> object.put(name, true));
        return Bodies.encode(object, spec.encoding(), spec.contentType().orElse(null));
    }

    private Received send(RequestSpec spec, RequestOptions options) {
        return send(spec, encodeBody(spec, options), spec.query(), options);
    }

    /** What one attempt received: the body read, or for a successful stream its unread body (then body is empty). */
    record Received(int status, Map<String, String> headers, byte[] body, InputStream stream, String url) {
        Received(int status, Map<String, String> headers, byte[] body) {
            this(status, headers, body, null, null);
        }
    }

    /** One call's parts that every attempt shares. */
    record Call(RequestSpec spec, Bodies.EncodedBody body, RequestOptions options, URI uri, String safeUrl, RetryPolicy policy,
            int retries, Duration timeout, String idempotencyKey, List<Map.Entry<AuthScheme, String>> sent) {
    }

    Call prepare(RequestSpec spec, Bodies.EncodedBody body, Map<String, ?> query, RequestOptions options) {
        List<Map.Entry<AuthScheme, String>> sent = credentialsFor(spec);
        String url = buildUrl(spec, query, options, sent);
        return new Call(spec, body, options, URI.create(url), redact(url), config.retryPolicy().orElse(RetryPolicy.DEFAULT_RETRY_POLICY),
                spec.retryable() ? options.maxRetries().orElse(maxRetries) : 0, options.timeout().orElse(timeout),
                idempotencyKey(spec.method(), options), sent);
    }

    private Received send(RequestSpec spec, Bodies.EncodedBody body, Map<String, ?> query, RequestOptions options) {
        Call call = prepare(spec, body, query, options);
        for (int retry = 0;; retry++) {
            Map<String, String> headers = headers(call, retry);
            long started = System.nanoTime();
            Received received = null;
            ConnectionException error = null;
            try {
                received = received(exchange(call, headers), call.safeUrl());
            } catch (ConnectionException e) {
                error = e;
            }
            Duration wait = retryWait(call, retry, received, error);
            logAttempt(call, retry, headers, started, received, error, wait);
            if (wait != null) {
                sleep(wait);
                continue;
            }
            return outcome(received, error);
        }
    }

    Map<String, String> headers(Call call, int retry) {
        return buildHeaders(call.spec(), call.options(), call.body(), retry, call.sent(), call.idempotencyKey());
    }

    /** The wait before the next attempt after this one's response or connection error; null when there is none. */
    Duration retryWait(Call call, int retry, Received received, ConnectionException error) {
        if (retry >= call.retries()) {
            return null;
        }
        if (error != null) {
            return call.policy().connectionErrors() ? call.policy().retryDelay(retry, null, random.getAsDouble(), Instant.now()) : null;
        }
        if (received.status() >= 200 && received.status() < 300 || !call.policy().shouldRetry(received.status(), received.headers())) {
            return null;
        }
        return call.policy().responseRetryDelay(retry, received.headers(), random.getAsDouble(), Instant.now());
    }

    /** The last attempt's result: the 2xx response, else the exception to throw. */
    Received outcome(Received received, ConnectionException error) {
        if (error != null) {
            throw error;
        }
        if (received.status() >= 200 && received.status() < 300) {
            return received;
        }
        throw errorFor(received);
    }

    void logAttempt(Call call, int retry, Map<String, String> headers, long started, Received received, ConnectionException error,
            Duration wait) {
        if (log.enabled()) {
            log.attempt(call.spec().method(), call.safeUrl(), retry, Duration.ofNanos(System.nanoTime() - started),
                    received == null ? 0 : received.status(), error == null ? null : error.getMessage(), wait, headers,
                    received == null ? Map.of() : received.headers());
        }
    }

    /** Waits before a retry with the sleeper; the asynchronous core waits without a thread unless a sleeper was set. */
    boolean customSleeper() {
        return options.sleeper() != null;
    }

    void sleep(Duration duration) {
        try {
            sleeper.sleep(duration);
        } catch (InterruptedException e) {
            throw interrupted(e);
        }
    }

    /**
     * What an attempt received: a successful stream's body unread, any other body read whole (so an error of a
     * streaming call has its body too).
     */
    static Received received(HttpResponse<Object> response, String safeUrl) {
        Map<String, String> headers = lowerCased(response);
        if (response.body() instanceof InputStream stream) {
            return new Received(response.statusCode(), headers, new byte[0], stream, safeUrl);
        }
        byte[] bytes = response.body() instanceof byte[] read ? read : new byte[0];
        return new Received(response.statusCode(), headers, bytes, null, safeUrl);
    }

    /** Bodies as bytes; a streaming call's 2xx body as an unread stream. */
    static HttpResponse.BodyHandler<Object> bodyHandler(ResponseType type) {
        return info -> type == ResponseType.STREAM && info.statusCode() >= 200 && info.statusCode() < 300
                ? HttpResponse.BodySubscribers.mapping(HttpResponse.BodySubscribers.ofInputStream(), in -> (Object) in)
                : HttpResponse.BodySubscribers.mapping(HttpResponse.BodySubscribers.ofByteArray(), bytes -> (Object) bytes);
    }

    /** The attempt's request; its timeout covers the wait for the headers. */
    static HttpRequest httpRequest(Call call, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(call.uri()).timeout(call.timeout());
        headers.forEach(request::header);
        request.method(call.spec().method().name(), call.body() == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(call.body().bytes()));
        return request.build();
    }

    CompletableFuture<HttpResponse<Object>> sendHttp(Call call, Map<String, String> headers) {
        return http.sendAsync(httpRequest(call, headers), bodyHandler(call.spec().responseType()));
    }

    private HttpResponse<Object> exchange(Call call, Map<String, String> headers) {
        CompletableFuture<HttpResponse<Object>> future = sendHttp(call, headers);
        Duration attemptTimeout = call.timeout();
        try {
            // The whole exchange, body included, counts against the timeout (HttpRequest.timeout alone
            // stops waiting once the headers arrived); a stream's timeout covers its headers only.
            return future.get(attemptTimeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw timedOut(call.safeUrl(), attemptTimeout, e);
        } catch (ExecutionException e) {
            RuntimeException failure = attemptFailure(call, e.getCause() != null ? e.getCause() : e);
            throw failure;
        } catch (InterruptedException e) {
            future.cancel(true);
            throw interrupted(e);
        }
    }

    /** A failed exchange's cause as what a call throws: a timeout, a connection error, or itself when unchecked. */
    static RuntimeException attemptFailure(Call call, Throwable cause) {
        if (cause instanceof HttpTimeoutException) {
            return timedOut(call.safeUrl(), call.timeout(), cause);
        }
        if (cause instanceof RuntimeException) {
            return (RuntimeException) cause;
        }
        if (cause instanceof Error) {
            throw (Error) cause;
        }
        return new ConnectionException(call.safeUrl(), "Connection error: " + describe(cause) + ": " + call.safeUrl(), cause);
    }

    private static Map<String, String> lowerCased(HttpResponse<?> response) {
        Map<String, String> responseHeaders = new LinkedHashMap<>();
        response.headers().map().forEach((name, values) -> {
            if (!name.startsWith(":")) {
                responseHeaders.merge(name.toLowerCase(Locale.ROOT), String.join(", ", values), (a, b) -> a + ", " + b);
            }
        });
        return Collections.unmodifiableMap(responseHeaders);
    }

    static ConnectionTimeoutException timedOut(String safeUrl, Duration attemptTimeout, Throwable cause) {
        return new ConnectionTimeoutException(safeUrl,
                "Request timed out after " + attemptTimeout.toMillis() + " ms: " + safeUrl, cause);
    }

    private static CancellationException interrupted(InterruptedException e) {
        Thread.currentThread().interrupt();
        CancellationException cancelled = new CancellationException("The request was interrupted");
        cancelled.initCause(e);
        return cancelled;
    }

    /** The schemes one call sends, with their values ({@link RequestSpec#security()}; the primary scheme without it). */
    private List<Map.Entry<AuthScheme, String>> credentialsFor(RequestSpec spec) {
        if (spec.security().isEmpty()) {
            return apiKey == null ? List.of() : List.of(Map.entry(config.auth(), apiKey));
        }
        Map<String, AuthScheme> schemes = new LinkedHashMap<>();
        Map<String, String> values = new LinkedHashMap<>(credentials);
        config.schemes().forEach(s -> schemes.put(s.scheme().orElseThrow(), s));
        config.auth().scheme().ifPresent(name -> {
            schemes.put(name, config.auth());
            if (apiKey != null) {
                values.put(name, apiKey);
            }
        });
        List<List<String>> alternatives = spec.security().get().stream().filter(a -> !a.isEmpty()).toList();
        List<String> chosen = alternatives.stream().filter(values.keySet()::containsAll).findFirst()
                .orElseGet(() -> alternatives.stream().filter(a -> a.stream().anyMatch(values::containsKey)).findFirst()
                        .orElse(List.of()));
        List<Map.Entry<AuthScheme, String>> out = new ArrayList<>();
        for (String name : chosen) {
            if (values.containsKey(name) && schemes.containsKey(name)) {
                out.add(Map.entry(schemes.get(name), values.get(name)));
            }
        }
        return out;
    }

    private String buildUrl(RequestSpec spec, Map<String, ?> query, RequestOptions options,
            List<Map.Entry<AuthScheme, String>> sent) {
        String path = Urls.buildPath(Urls.fillClientPath(spec.path(), pathValues), spec.pathParams());
        Map<String, Object> merged = new LinkedHashMap<>(query);
        merged.putAll(options.query());
        for (Map.Entry<AuthScheme, String> one : sent) {
            if (one.getKey().kind() == AuthScheme.Kind.QUERY) {
                merged.put(one.getKey().name().orElseThrow(), one.getValue());
            }
        }
        String base = baseUrlOverridden ? baseUrl : spec.serverUrl().orElse(baseUrl);
        return Urls.joinUrl(base, path, Urls.encodeQuery(merged, spec.queryStyles()));
    }

    /** The call's idempotency key: the caller's, else a new one for a method other than GET and HEAD; null without the header. */
    private String idempotencyKey(HttpMethod method, RequestOptions options) {
        if (config.idempotencyHeader().isEmpty()) {
            return null;
        }
        if (options.idempotencyKey().isPresent()) {
            return options.idempotencyKey().get();
        }
        return method == HttpMethod.GET || method == HttpMethod.HEAD ? null : RetryPolicy.newIdempotencyKey();
    }

    private Map<String, String> buildHeaders(RequestSpec spec, RequestOptions options, Bodies.EncodedBody body,
            int retry, List<Map.Entry<AuthScheme, String>> sent, String idempotencyKey) {
        HeaderBag headers = new HeaderBag();
        headers.set("Accept", spec.accept());
        if (body != null) {
            headers.set("Content-Type", body.contentType());
        }
        headers.set("User-Agent", config.sdkName() + "/" + config.sdkVersion() + " (java; "
                + System.getProperty("java.version", "unknown") + ")");
        headers.set("X-Sdkgen-Lang", "java");
        headers.set("X-Sdkgen-Package-Version", config.sdkVersion());
        headers.set("X-Sdkgen-Retry-Count", Integer.toString(retry));
        for (Map.Entry<AuthScheme, String> one : sent) {
            AuthScheme auth = one.getKey();
            String value = one.getValue();
            switch (auth.kind()) {
                case BEARER:
                    headers.set("Authorization", "Bearer " + value);
                    break;
                case BASIC: {
                    String userPassword = value.contains(":") ? value : value + ":";
                    headers.set("Authorization",
                            "Basic " + Base64.getEncoder().encodeToString(userPassword.getBytes(StandardCharsets.UTF_8)));
                    break;
                }
                case HEADER:
                    headers.set(auth.name().orElseThrow(), auth.prefix().map(p -> p + " " + value).orElse(value));
                    break;
                default:
                    break;
            }
        }
        if (idempotencyKey != null) {
            headers.set(config.idempotencyHeader().orElseThrow(), idempotencyKey);
        }
        defaultHeaders.forEach(headers::set);
        spec.headers().forEach((name, value) -> {
            String text = headerText(value);
            if (text != null) {
                headers.set(name, text);
            }
        });
        List<String> cookies = new ArrayList<>();
        spec.cookies().forEach((name, value) -> {
            String text = headerText(value);
            if (text != null) {
                cookies.add(name + "=" + cookieValue(text));
            }
        });
        if (!cookies.isEmpty()) {
            headers.set("Cookie", String.join("; ", cookies));
        }
        options.headers().forEach(headers::set);
        return headers.toMap();
    }

    /**
     * A cookie parameter's value percent-encoded outside RFC 6265's cookie-octet (space, {@code "}, {@code ,},
     * {@code ;}, {@code \\}, controls, non-ASCII) and {@code %} itself.
     */
    private static String cookieValue(String text) {
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            boolean plain = c >= 0x21 && c <= 0x7e && c != '"' && c != '%' && c != ',' && c != ';' && c != '\\';
            if (plain) {
                out.append((char) c);
            } else {
                out.append('%').append(String.format(Locale.ROOT, "%02X", c));
            }
        }
        return out.toString();
    }

    /** A header parameter's value (OpenAPI's {@code simple} style): lists comma-separated; null when left out. */
    private static String headerText(Object value) {
        JsonNode node = Urls.toTree(value);
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isContainerNode()) {
            List<String> parts = new ArrayList<>();
            if (node.isArray()) {
                node.forEach(item -> parts.add(Urls.scalarText(item)));
            } else {
                node.properties().forEach(field -> {
                    parts.add(field.getKey());
                    parts.add(Urls.scalarText(field.getValue()));
                });
            }
            return String.join(",", parts);
        }
        return Urls.scalarText(node);
    }

    ApiException errorFor(Received received) {
        JsonNode body = parseBody(received);
        String message = null;
        if (received.status() == 401 && apiKey == null && config.auth().kind() != AuthScheme.Kind.NONE) {
            String env = config.apiKeyEnv().isEmpty() ? ""
                    : " or set the " + config.apiKeyEnv() + " environment variable";
            message = ApiException.errorMessage(received.status(), body)
                    + " (no API key was set: pass apiKey(...) to the client builder" + env + ")";
        }
        return ApiException.fromResponse(received.status(), received.headers(), body, message)
                .requestIdHeader(config.requestIdHeader().orElse(null));
    }

    /** The URL with every credential sent as a query parameter masked, for exception messages. */
    private String redact(String url) {
        List<Map.Entry<AuthScheme, String>> known = new ArrayList<>();
        if (apiKey != null) {
            known.add(Map.entry(config.auth(), apiKey));
        }
        config.schemes().stream().filter(s -> credentials.containsKey(s.scheme().orElseThrow()))
                .forEach(s -> known.add(Map.entry(s, credentials.get(s.scheme().orElseThrow()))));
        String out = url;
        for (Map.Entry<AuthScheme, String> one : known) {
            if (one.getKey().kind() == AuthScheme.Kind.QUERY) {
                String name = Urls.percentEncode(one.getKey().name().orElseThrow(), false);
                out = out.replace(name + "=" + Urls.percentEncode(one.getValue(), false), name + "=***");
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }

    <T> T decode(Received received, ResponseType responseType, JavaType type) {
        Class<?> raw = type.getRawClass();
        if (responseType == ResponseType.BINARY) {
            return cast(raw == byte[].class ? received.body()
                    : new BinaryResponse(received.status(), received.headers(), received.body()));
        }
        if (responseType == ResponseType.TEXT) {
            return cast(decodeText(received.body(), received.headers()));
        }
        if (raw == Void.class || raw == void.class || received.body().length == 0) {
            return null;
        }
        String text = decodeText(received.body(), received.headers());
        boolean json = isJson(received.headers());
        if (!json && raw.isAssignableFrom(String.class)) {
            return cast(text);
        }
        if (!json && raw.isAssignableFrom(TextNode.class)) {
            return cast(TextNode.valueOf(text));
        }
        try {
            return checked(Json.mapper().readValue(text, type), "response");
        } catch (JsonProcessingException e) {
            if (raw.isAssignableFrom(String.class)) {
                return cast(text);
            }
            if (raw.isAssignableFrom(TextNode.class)) {
                return cast(TextNode.valueOf(text));
            }
            throw new InvalidResponseException(received.status(), received.headers(), parseBody(received),
                    "The response body cannot be read as " + type.toCanonical() + ": " + e.getOriginalMessage(), e);
        }
    }

    /**
     * A decoded value, checked strictly when the client was built with {@code responseValidation(true)}.
     *
     * @param value the decoded response, page item or event
     * @param what  what it is, for the message
     * @return the value
     * @param <T>   its type
     * @throws RuntimeException an {@code InvalidDataException} when it does not fit its type (responseValidation only)
     */
    <T> T checked(T value, String what) {
        if (responseValidation && value != null) {
            JsonModel.validateResponse(value, what);
        }
        return value;
    }

    /** A paginated response as a tree; a missing node when empty. */
    static JsonNode readTree(Received received) {
        if (received.body().length == 0) {
            return MissingNode.getInstance();
        }
        String text = decodeText(received.body(), received.headers());
        try {
            JsonNode tree = Json.mapper().readTree(text);
            return tree != null ? tree : MissingNode.getInstance();
        } catch (JsonProcessingException e) {
            throw new InvalidResponseException(received.status(), received.headers(), TextNode.valueOf(text),
                    "The page is not JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** An error response's body: parsed JSON for a JSON content type (unparseable: text), else text; null when empty. */
    private static JsonNode parseBody(Received received) {
        if (received.body().length == 0) {
            return null;
        }
        String text = decodeText(received.body(), received.headers());
        if (isJson(received.headers())) {
            try {
                return Json.mapper().readTree(text);
            } catch (JsonProcessingException e) {
                return TextNode.valueOf(text);
            }
        }
        return TextNode.valueOf(text);
    }

    private static boolean isJson(Map<String, String> headers) {
        return headers.getOrDefault("content-type", "").toLowerCase(Locale.ROOT).contains("json");
    }

    private static String decodeText(byte[] body, Map<String, String> headers) {
        return new String(body, charsetOf(headers));
    }

    /** The charset a Content-Type names when the JVM knows it, else UTF-8. */
    static Charset charsetOf(Map<String, String> headers) {
        Matcher matcher = CHARSET.matcher(headers.getOrDefault("content-type", ""));
        if (matcher.find()) {
            try {
                return Charset.forName(matcher.group(1));
            } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                // an unknown label: UTF-8
            }
        }
        return StandardCharsets.UTF_8;
    }

    private static String readEnv(String name) {
        if (name == null || name.isEmpty()) {
            return null;
        }
        String value = System.getenv(name);
        return value == null ? null : value.trim();
    }

    private static String describe(Throwable error) {
        String message = error.getMessage() == null || error.getMessage().isEmpty() ? error.getClass().getSimpleName()
                : error.getMessage();
        Throwable cause = error.getCause();
        if (cause != null && cause.getMessage() != null && !cause.getMessage().isEmpty()
                && !message.contains(cause.getMessage())) {
            return message + " (" + cause.getMessage() + ")";
        }
        return message;
    }

    /** Case-insensitive headers that keep the first spelling of each name; a null value removes one. */
    private static final class HeaderBag {
        private final Map<String, String[]> entries = new LinkedHashMap<>();

        void set(String name, String value) {
            String key = name.toLowerCase(Locale.ROOT);
            if (value == null) {
                entries.remove(key);
                return;
            }
            String[] existing = entries.get(key);
            entries.put(key, new String[] {existing == null ? name : existing[0], value});
        }

        Map<String, String> toMap() {
            Map<String, String> map = new LinkedHashMap<>();
            for (String[] entry : entries.values()) {
                map.put(entry[0], entry[1]);
            }
            return map;
        }
    }

    /** The {@code HttpClient} shared by clients that were not given one, created on first use. */
    private static final class DefaultHttpClient {
        static final HttpClient INSTANCE = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
    }
}
