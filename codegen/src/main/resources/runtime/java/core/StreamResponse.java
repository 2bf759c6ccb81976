// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.ConnectionException;
import dev.sdkgen.runtime.errors.ConnectionTimeoutException;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The events of a streaming response, each read as it arrives. Close it to close the connection, best with
 * try-with-resources:
 *
 * <pre>{@code
 * try (StreamResponse<Chunk> stream = client.chat().createStreaming(params)) {
 *     stream.stream().forEach(chunk -> System.out.print(chunk.delta()));
 * }
 * }</pre>
 *
 * <p>An {@code error} event ends the stream with an {@link ApiException} carrying the event's data as its body; an
 * event whose data is {@code [DONE]} ends it. Waiting longer than the call's timeout for the next bytes fails with
 * a {@link ConnectionTimeoutException} (an idle timeout, not a deadline for the whole stream). It can be read once.
 *
 * @param <T> the item type
 */
public final class StreamResponse<T> implements AutoCloseable, Iterable<T> {
    /** The data of the event that ends a stream (OpenAI's convention). */
    public static final String DONE = "[DONE]";

    private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "sdkgen-stream-idle-timeout");
        thread.setDaemon(true);
        return thread;
    });

    private final InputStream body;
    private final int status;
    private final Map<String, String> headers;
    private final JavaType type;
    private final EventData eventData;
    private final Duration idleTimeout;
    private final String url;
    private final boolean validate;
    private final SseDecoder decoder = new SseDecoder();
    private final Deque<SseDecoder.Event> pending = new ArrayDeque<>();
    private final byte[] buffer = new byte[4096];
    private boolean eof;
    private volatile boolean closed;
    private boolean iterated;
    private T next;
    private boolean hasNext;

    StreamResponse(InputStream body, int status, Map<String, String> headers, JavaType type, EventData eventData,
            Duration idleTimeout, String url, boolean validate) {
        this.body = body;
        this.status = status;
        this.headers = headers;
        this.type = type;
        this.eventData = eventData;
        this.idleTimeout = idleTimeout;
        this.url = url;
        this.validate = validate;
    }

    /**
     * The response's headers.
     *
     * @return lower-cased names to values
     */
    public Map<String, String> headers() {
        return headers;
    }

    /**
     * The items as a sequential {@link Stream}; closing it closes this response.
     *
     * @return the items, read as the stream reaches them
     */
    public Stream<T> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL),
                false).onClose(this::close);
    }

    /**
     * The items, read as iteration reaches them. A stream can be iterated once.
     *
     * @return the iterator
     */
    @Override
    public Iterator<T> iterator() {
        if (iterated) {
            throw new IllegalStateException("this stream has already been iterated; a stream can be read once");
        }
        iterated = true;
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return advance();
            }

            @Override
            public T next() {
                if (!advance()) {
                    throw new NoSuchElementException();
                }
                hasNext = false;
                return next;
            }
        };
    }

    /**
     * Reads every item on {@code executor}, handing each to {@code handler}, then closes the connection: the
     * asynchronous way to consume a stream ({@code client.async()...createStreaming(params).thenCompose(s ->
     * s.subscribe(handler, executor))}). Cancelling the returned future closes the connection and stops reading.
     *
     * @param handler  called with each item, in order, on a thread of {@code executor}
     * @param executor runs the reading loop (it blocks one of its threads while the stream is open)
     * @return completes when the stream ends; fails with what reading threw ({@link ApiException} for an error event)
     */
    public CompletableFuture<Void> subscribe(Consumer<? super T> handler, Executor executor) {
        CompletableFuture<Void> done = CompletableFuture.runAsync(() -> {
            try (StreamResponse<T> self = this) {
                for (T item : self) {
                    handler.accept(item);
                }
            }
        }, executor);
        done.whenComplete((ignored, error) -> {
            if (done.isCancelled()) {
                close();
            }
        });
        return done;
    }

    /** Closes the connection; safe to call more than once. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            try {
                body.close();
            } catch (IOException e) {
                // Closing is best effort: the connection is dropped either way.
            }
        }
    }

    private boolean advance() {
        while (!hasNext && !closed) {
            SseDecoder.Event event = pending.poll();
            if (event != null) {
                take(event);
            } else if (eof) {
                close();
            } else {
                read();
            }
        }
        return hasNext;
    }

    private void read() {
        AtomicBoolean timedOut = new AtomicBoolean();
        ScheduledFuture<?> watchdog = WATCHDOG.schedule(() -> {
            timedOut.set(true);
            close();
        }, idleTimeout.toNanos(), TimeUnit.NANOSECONDS);
        int n;
        try {
            n = body.read(buffer);
        } catch (IOException e) {
            close();
            if (timedOut.get()) {
                throw new ConnectionTimeoutException(url, "No event arrived within " + idleTimeout.toMillis() + " ms: " + url, e);
            }
            throw new ConnectionException(url, "Connection error: " + e.getMessage() + ": " + url, e);
        } finally {
            watchdog.cancel(false);
        }
        if (n < 0) {
            pending.addAll(decoder.flush());
            eof = true;
        } else {
            pending.addAll(decoder.decode(buffer, n));
        }
    }

    private void take(SseDecoder.Event event) {
        if (DONE.equals(event.data())) {
            close();
            return;
        }
        if ("error".equals(event.event())) {
            close();
            JsonNode data = parse(event.data());
            throw ApiException.fromResponse(status, headers, data, "error event: " + ApiException.errorMessage(status, data));
        }
        try {
            next = Json.mapper().readValue(Json.mapper().treeAsTokens(item(event)), type);
            if (validate && next != null) {
                checkEvent(next);
            }
            hasNext = true;
        } catch (IOException e) {
            close();
            throw new InvalidResponseException(status, headers, parse(event.data()),
                    "An event of " + url + " is not a " + type + ": " + e.getMessage(), e);
        }
    }

    private void checkEvent(T event) {
        try {
            JsonModel.validateResponse(event, "event of " + url);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private JsonNode item(SseDecoder.Event event) {
        return switch (eventData) {
            case TEXT -> Json.mapper().getNodeFactory().textNode(event.data());
            case NAMED -> {
                ObjectNode whole = Json.mapper().createObjectNode();
                whole.put("event", event.event());
                whole.set("data", parse(event.data()));
                if (event.id() != null) {
                    whole.put("id", event.id());
                }
                yield whole;
            }
            case JSON -> parseStrict(event.data());
        };
    }

    private JsonNode parseStrict(String data) {
        try {
            return Json.mapper().readTree(data);
        } catch (IOException e) {
            close();
            throw new InvalidResponseException(status, headers, parse(data), "An event of " + url + " is not JSON: "
                    + e.getMessage(), e);
        }
    }

    /** The data as JSON, or as a JSON string when it is not JSON. */
    private static JsonNode parse(String data) {
        try {
            return Json.mapper().readTree(data);
        } catch (IOException e) {
            return Json.mapper().getNodeFactory().textNode(data);
        }
    }
}
