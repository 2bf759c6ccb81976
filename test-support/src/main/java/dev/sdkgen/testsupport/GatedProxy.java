package dev.sdkgen.testsupport;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An HTTP proxy in front of a real service, for fault tests: it passes requests on
 * ({@link Mode#PASS}), holds them until it is opened again ({@link Mode#HOLD}: the test then knows
 * a service is in the middle of that call), answers every request with 503 as an unavailable
 * service would ({@link Mode#UNAVAILABLE}), or answers the next request with a bare
 * {@code 400 Bad Request} — no JSON body, as an HTTP codec or a proxy refuses an exchange — and
 * then passes again ({@link Mode#BARE_400_ONCE}). On top of the mode, {@link #unavailableFor} answers
 * the next requests of one HTTP method with 503, so that one call of a flow fails and the others pass
 * (an upload, not the download before it).
 */
public final class GatedProxy implements AutoCloseable {

    /** What the proxy does with a request. */
    public enum Mode { PASS, HOLD, UNAVAILABLE, BARE_400_ONCE }

    private static final Set<String> HOP_HEADERS = Set.of("connection", "content-length", "host", "transfer-encoding",
            "upgrade", "expect", "keep-alive");

    private final HttpServer server;
    private final String target;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final AtomicInteger held = new AtomicInteger();
    private final AtomicInteger received = new AtomicInteger();
    private final Map<String, AtomicInteger> receivedByMethod = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> unavailableByMethod = new ConcurrentHashMap<>();
    private Mode mode = Mode.PASS;

    private GatedProxy(String target) {
        this.target = target.endsWith("/") ? target.substring(0, target.length() - 1) : target;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "gated-proxy");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/", this::handle);
        server.start();
    }

    /** A proxy to {@code targetUrl} (scheme, host and port; paths are passed on as they come). */
    public static GatedProxy to(String targetUrl) {
        return new GatedProxy(targetUrl);
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public synchronized void mode(Mode mode) {
        this.mode = mode;
        notifyAll();
    }

    /** Requests received so far, in any mode. */
    public int received() {
        return received.get();
    }

    /** Requests of one HTTP method ({@code GET}, {@code POST}) received so far, in any mode. */
    public int received(String method) {
        AtomicInteger count = receivedByMethod.get(method);
        return count == null ? 0 : count.get();
    }

    /**
     * Answers the next {@code count} requests of {@code method} with 503, whatever the mode; the
     * method's other requests and those of other methods follow the mode. {@code 0} ends it.
     */
    public void unavailableFor(String method, int count) {
        unavailableByMethod.computeIfAbsent(method, m -> new AtomicInteger()).set(count);
    }

    /** Waits until at least one request is being held. */
    public void awaitHeld(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (held.get() == 0) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no request reached the proxy within " + timeout);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        received.incrementAndGet();
        String method = exchange.getRequestMethod();
        receivedByMethod.computeIfAbsent(method, m -> new AtomicInteger()).incrementAndGet();
        try (exchange) {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            AtomicInteger failing = unavailableByMethod.get(method);
            Mode now = failing != null && failing.getAndUpdate(n -> Math.max(0, n - 1)) > 0 ? Mode.UNAVAILABLE
                    : waitWhileHeld();
            if (now == Mode.BARE_400_ONCE) {
                byte[] text = "Bad Request".getBytes();
                exchange.getResponseHeaders().add("Content-Type", "text/plain");
                exchange.sendResponseHeaders(400, text.length);
                exchange.getResponseBody().write(text);
                return;
            }
            if (now == Mode.UNAVAILABLE) {
                byte[] text = "{\"error\":{\"code\":\"unavailable\",\"message\":\"proxy says unavailable\"}}".getBytes();
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(503, text.length);
                exchange.getResponseBody().write(text);
                return;
            }
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(target + exchange.getRequestURI()))
                    .method(exchange.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body))
                    .timeout(Duration.ofSeconds(60));
            exchange.getRequestHeaders().forEach((name, values) -> {
                if (!HOP_HEADERS.contains(name.toLowerCase())) {
                    values.forEach(v -> request.header(name, v));
                }
            });
            HttpResponse<byte[]> response = client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            response.headers().map().forEach((name, values) -> {
                if (!HOP_HEADERS.contains(name.toLowerCase()) && !name.startsWith(":")) {
                    values.forEach(v -> exchange.getResponseHeaders().add(name, v));
                }
            });
            byte[] bytes = response.body();
            exchange.sendResponseHeaders(response.statusCode(), bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private synchronized Mode waitWhileHeld() throws InterruptedException {
        if (mode == Mode.BARE_400_ONCE) {
            mode = Mode.PASS;
            return Mode.BARE_400_ONCE;
        }
        if (mode == Mode.HOLD) {
            held.incrementAndGet();
            try {
                while (mode == Mode.HOLD) {
                    wait();
                }
            } finally {
                held.decrementAndGet();
            }
        }
        return mode;
    }

    @Override
    public void close() {
        mode(Mode.PASS);
        server.stop(0);
    }
}
