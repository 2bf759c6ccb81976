// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.ConnectionException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The calls of {@link ClientCore}, each returning a {@link CompletableFuture} at once: the generated {@code async()}
 * views call {@code core.async().request(...)}. Built on {@code HttpClient.sendAsync}: no thread waits for a response,
 * and the wait before a retry is a delayed task ({@code CompletableFuture.delayedExecutor}), not a sleeping thread.
 * The same headers, retries, timeouts, errors and logging as the blocking calls.
 *
 * <p>A future fails with what the blocking call throws ({@link ApiException} and its subclasses; {@code join()} wraps
 * it in a {@link CompletionException}). {@code future.cancel(true)} aborts the HTTP exchange in flight and any retry
 * still to come. Callbacks run on the {@code HttpClient}'s executor (or the delayed executor's thread after a wait):
 * a callback that blocks should move to an executor of its own ({@code thenApplyAsync(fn, executor)}).
 */
public final class AsyncCore {

    private final ClientCore core;

    AsyncCore(ClientCore core) {
        this.core = core;
    }

    /**
     * {@link ClientCore#request(RequestSpec, Class, RequestOptions)}, asynchronously.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response value
     */
    public <T> CompletableFuture<T> request(RequestSpec spec, Class<T> type, RequestOptions options) {
        return request(spec, Json.mapper().constructType(type), options);
    }

    /**
     * {@link ClientCore#request(RequestSpec, TypeReference, RequestOptions)}, asynchronously.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response value
     */
    public <T> CompletableFuture<T> request(RequestSpec spec, TypeReference<T> type, RequestOptions options) {
        return request(spec, Json.mapper().getTypeFactory().constructType(type), options);
    }

    private <T> CompletableFuture<T> request(RequestSpec spec, JavaType type, RequestOptions options) {
        ClientCore.checkResultType(spec.responseType(), type);
        return send(spec, options, received -> core.decode(received, spec.responseType(), type));
    }

    /**
     * {@link ClientCore#requestVoid(RequestSpec, RequestOptions)}, asynchronously.
     *
     * @param spec    the call
     * @param options per-call options, or null
     * @return completes with null
     */
    public CompletableFuture<Void> requestVoid(RequestSpec spec, RequestOptions options) {
        return send(spec, options, received -> null);
    }

    /**
     * {@link ClientCore#requestRaw(RequestSpec, Class, RequestOptions)}, asynchronously.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response
     */
    public <T> CompletableFuture<HttpResponseFor<T>> requestRaw(RequestSpec spec, Class<T> type, RequestOptions options) {
        return requestRaw(spec, Json.mapper().constructType(type), options);
    }

    /**
     * {@link ClientCore#requestRaw(RequestSpec, TypeReference, RequestOptions)}, asynchronously.
     *
     * @param spec    the call
     * @param type    what the response becomes
     * @param options per-call options, or null
     * @param <T>     the result type
     * @return the response
     */
    public <T> CompletableFuture<HttpResponseFor<T>> requestRaw(RequestSpec spec, TypeReference<T> type, RequestOptions options) {
        return requestRaw(spec, Json.mapper().getTypeFactory().constructType(type), options);
    }

    private <T> CompletableFuture<HttpResponseFor<T>> requestRaw(RequestSpec spec, JavaType type, RequestOptions options) {
        ClientCore.checkResultType(spec.responseType(), type);
        return send(spec, options, received -> core.raw(received, () -> core.decode(received, spec.responseType(), type)));
    }

    /**
     * {@link ClientCore#requestVoidRaw(RequestSpec, RequestOptions)}, asynchronously.
     *
     * @param spec    the call
     * @param options per-call options, or null
     * @return the response; {@link HttpResponseFor#parse()} gives null
     */
    public CompletableFuture<HttpResponseFor<Void>> requestVoidRaw(RequestSpec spec, RequestOptions options) {
        return send(spec, options, received -> core.raw(received, () -> null));
    }

    /**
     * {@link ClientCore#stream(RequestSpec, Class, RequestOptions)}, asynchronously: the future completes when the
     * response's headers arrive (after any retries); reading the events then blocks the reading thread, so read them
     * on an executor of your own, or hand them to {@link StreamResponse#subscribe}.
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null
     * @param <T>      the item type
     * @return the events; close them to close the connection
     */
    public <T> CompletableFuture<StreamResponse<T>> stream(RequestSpec spec, Class<T> itemType, RequestOptions options) {
        return stream(spec, Json.mapper().constructType(itemType), options, false);
    }

    /**
     * {@link #stream(RequestSpec, Class, RequestOptions)} for a generic item type.
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null
     * @param <T>      the item type
     * @return the events
     */
    public <T> CompletableFuture<StreamResponse<T>> stream(RequestSpec spec, TypeReference<T> itemType, RequestOptions options) {
        return stream(spec, Json.mapper().getTypeFactory().constructType(itemType), options, false);
    }

    /**
     * {@link #stream(RequestSpec, Class, RequestOptions)} with the response's status, headers and request id.
     *
     * @param spec     the call
     * @param itemType the type of one item
     * @param options  per-call options, or null
     * @param <T>      the item type
     * @return the response; {@link HttpResponseFor#parse()} gives the events
     */
    public <T> CompletableFuture<HttpResponseFor<StreamResponse<T>>> streamRaw(RequestSpec spec, Class<T> itemType,
            RequestOptions options) {
        return stream(spec, Json.mapper().constructType(itemType), options, true);
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
    public <T> CompletableFuture<HttpResponseFor<StreamResponse<T>>> streamRaw(RequestSpec spec, TypeReference<T> itemType,
            RequestOptions options) {
        return stream(spec, Json.mapper().getTypeFactory().constructType(itemType), options, true);
    }

    private <T, R> CompletableFuture<R> stream(RequestSpec spec, JavaType itemType, RequestOptions options, boolean raw) {
        RequestOptions opts = ClientCore.orNone(options);
        Bodies.EncodedBody body = ClientCore.encodeBody(spec, opts);
        return send(core.prepare(spec, body, spec.query(), opts), received -> {
            StreamResponse<T> events = new StreamResponse<>(received.stream(), received.status(), received.headers(), itemType,
                    spec.eventData(), opts.timeout().orElse(core.timeout()), received.url(),
                    core.responseValidation());
            return cast(raw ? core.raw(received, () -> events) : events);
        });
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }

    /**
     * {@link ClientCore#paginate(RequestSpec, PaginationSpec, Class, RequestOptions)}, asynchronously: the future
     * completes with the first page; {@link AsyncPage#nextPage()} and {@link AsyncPage#forEach} fetch the rest.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the first page
     */
    public <T> CompletableFuture<AsyncPage<T>> paginate(RequestSpec spec, PaginationSpec pagination, Class<T> itemType,
            RequestOptions options) {
        return paginate(spec, pagination, Json.mapper().constructType(itemType), options, false);
    }

    /**
     * {@link #paginate(RequestSpec, PaginationSpec, Class, RequestOptions)} for a generic item type.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the first page
     */
    public <T> CompletableFuture<AsyncPage<T>> paginate(RequestSpec spec, PaginationSpec pagination, TypeReference<T> itemType,
            RequestOptions options) {
        return paginate(spec, pagination, Json.mapper().getTypeFactory().constructType(itemType), options, false);
    }

    /**
     * {@link #paginate(RequestSpec, PaginationSpec, Class, RequestOptions)} with the first page's status, headers and
     * request id.
     *
     * @param spec       the list call
     * @param pagination how the operation pages
     * @param itemType   the type of one item
     * @param options    per-call options for every page request, or null
     * @param <T>        the item type
     * @return the first page's response; {@link HttpResponseFor#parse()} gives the first page
     */
    public <T> CompletableFuture<HttpResponseFor<AsyncPage<T>>> paginateRaw(RequestSpec spec, PaginationSpec pagination,
            Class<T> itemType, RequestOptions options) {
        return paginate(spec, pagination, Json.mapper().constructType(itemType), options, true);
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
    public <T> CompletableFuture<HttpResponseFor<AsyncPage<T>>> paginateRaw(RequestSpec spec, PaginationSpec pagination,
            TypeReference<T> itemType, RequestOptions options) {
        return paginate(spec, pagination, Json.mapper().getTypeFactory().constructType(itemType), options, true);
    }

    private <T, R> CompletableFuture<R> paginate(RequestSpec spec, PaginationSpec pagination, JavaType itemType,
            RequestOptions options, boolean raw) {
        RequestOptions opts = ClientCore.orNone(options);
        Bodies.EncodedBody body = ClientCore.encodeBody(spec, opts);
        AsyncPage.Fetcher fetcher = query -> send(core.prepare(spec, body, query, opts), core::pageResponse);
        Page.Fetcher blocking = query -> {
            throw new UnsupportedOperationException("An AsyncPage fetches its next page with nextPage()");
        };
        Map<String, Object> start = new LinkedHashMap<>();
        spec.query().forEach((name, value) -> {
            if (value != null) {
                start.put(name, value);
            }
        });
        return send(core.prepare(spec, body, start, opts), received -> {
            AsyncPage<T> first = new AsyncPage<>(Page.first(pagination, start, core.pageResponse(received), blocking,
                    itemType), fetcher);
            return cast(raw ? core.raw(received, () -> first) : first);
        });
    }

    private <T> CompletableFuture<T> send(RequestSpec spec, RequestOptions options, Function<ClientCore.Received, T> finish) {
        RequestOptions opts = ClientCore.orNone(options);
        return send(core.prepare(spec, ClientCore.encodeBody(spec, opts), spec.query(), opts), finish);
    }

    /**
     * Sends the call's attempts one after the other without blocking, and completes the returned future with
     * {@code finish} of the successful response, or with the exception the blocking call would throw.
     */
    private <T> CompletableFuture<T> send(ClientCore.Call call, Function<ClientCore.Received, T> finish) {
        CompletableFuture<T> result = new CompletableFuture<>();
        AtomicReference<Future<?>> inFlight = new AtomicReference<>();
        result.whenComplete((value, error) -> {
            Future<?> current = inFlight.get();
            if (result.isCancelled() && current != null) {
                current.cancel(true);
            }
        });
        attempt(call, 0, new Attempts<>(result, inFlight, finish));
        return result;
    }

    /** The state of one asynchronous call across its attempts. */
    private record Attempts<T>(CompletableFuture<T> result, AtomicReference<Future<?>> inFlight,
            Function<ClientCore.Received, T> finish) {
    }

    private <T> void attempt(ClientCore.Call call, int retry, Attempts<T> state) {
        if (state.result().isDone()) {
            return;
        }
        Map<String, String> headers;
        CompletableFuture<HttpResponse<Object>> exchange;
        long started = System.nanoTime();
        try {
            headers = core.headers(call, retry);
            exchange = core.sendHttp(call, headers);
        } catch (RuntimeException e) {
            state.result().completeExceptionally(e);
            return;
        }
        state.inFlight().set(exchange);
        if (state.result().isCancelled()) {
            exchange.cancel(true);
            return;
        }
        AtomicBoolean timedOut = new AtomicBoolean();
        // The whole exchange, body included, counts against the timeout, as in the blocking call.
        CompletableFuture.delayedExecutor(call.timeout().toNanos(), TimeUnit.NANOSECONDS).execute(() -> {
            if (!exchange.isDone()) {
                timedOut.set(true);
                exchange.cancel(true);
            }
        });
        exchange.whenComplete((response, failure) -> {
            try {
                attempted(call, retry, state, headers, started, response, failure, timedOut.get());
            } catch (RuntimeException | Error e) {
                state.result().completeExceptionally(e);
            }
        });
    }

    private <T> void attempted(ClientCore.Call call, int retry, Attempts<T> state, Map<String, String> headers, long started,
            HttpResponse<Object> response, Throwable failure, boolean timedOut) {
        if (state.result().isCancelled()) {
            if (response != null && response.body() instanceof AutoCloseable body) {
                closeQuietly(body);
            }
            return;
        }
        ClientCore.Received received = null;
        ConnectionException error = null;
        if (failure != null) {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            RuntimeException thrown = timedOut ? ClientCore.timedOut(call.safeUrl(), call.timeout(), cause)
                    : cause instanceof CancellationException ? (CancellationException) cause : ClientCore.attemptFailure(call, cause);
            if (!(thrown instanceof ConnectionException)) {
                state.result().completeExceptionally(thrown);
                return;
            }
            error = (ConnectionException) thrown;
        } else {
            received = ClientCore.received(response, call.safeUrl());
        }
        Duration wait = core.retryWait(call, retry, received, error);
        core.logAttempt(call, retry, headers, started, received, error, wait);
        if (wait != null) {
            retryAfter(call, retry, state, wait);
            return;
        }
        T value = state.finish().apply(core.outcome(received, error));
        if (!state.result().complete(value) && value instanceof AutoCloseable closeable) {
            closeQuietly(closeable);
        }
    }

    /** The next attempt after {@code wait}: a delayed task, or at once after a test's own sleeper recorded the wait. */
    private <T> void retryAfter(ClientCore.Call call, int retry, Attempts<T> state, Duration wait) {
        if (core.customSleeper()) {
            core.sleep(wait);
            attempt(call, retry + 1, state);
            return;
        }
        CompletableFuture<Void> delay = new CompletableFuture<>();
        state.inFlight().set(delay);
        delay.thenRun(() -> attempt(call, retry + 1, state));
        CompletableFuture.delayedExecutor(wait.toNanos(), TimeUnit.NANOSECONDS).execute(() -> delay.complete(null));
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // the caller cancelled: nobody reads it
        }
    }
}
