package dev.sdkgen.testsupport;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.function.Function;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A local HTTP receiver of outbound webhooks (the JDK's own server) that records every request and
 * answers what the test says (200 unless told otherwise), and a receiver's signature check written
 * from docs/api.md ("Verifying a notification"), independent of the sender's code.
 */
public final class WebhookReceiver implements AutoCloseable {

    /** One request as received: its path, headers (names in lower case), body, when, and the status it got. */
    public record Received(Instant at, String path, Map<String, String> headers, String body, int answered) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private final HttpServer server;
    private final java.util.concurrent.ExecutorService threads = Executors.newFixedThreadPool(4);
    private final List<Received> received = new ArrayList<>();
    private volatile Function<Received, Integer> answer = r -> 200;

    private WebhookReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    public static WebhookReceiver start() {
        try {
            return new WebhookReceiver();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The receiver's URL ({@code http://127.0.0.1:<port>/hook}). */
    public String url() {
        return "http://" + server.getAddress().getAddress().getHostAddress() + ":" + server.getAddress().getPort() + "/hook";
    }

    /** How to answer from now on: a status per request (given the request, without its answer). */
    public void answerWith(Function<Received, Integer> rule) {
        this.answer = rule;
    }

    public List<Received> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** The requests whose {@code Sdkgen-Event} is {@code type}. */
    public List<Received> received(String type) {
        return received().stream().filter(r -> type.equals(r.header("Sdkgen-Event"))).toList();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Map<String, String> headers = new LinkedHashMap<>();
            exchange.getRequestHeaders().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), String.join(",", v)));
            Received request = new Received(Instant.now(), exchange.getRequestURI().getPath(), headers, body, 0);
            int status = answer.apply(request);
            synchronized (received) {
                received.add(new Received(request.at(), request.path(), headers, body, status));
            }
            exchange.sendResponseHeaders(status, -1);
        }
    }

    /**
     * A receiver's check of {@code Sdkgen-Signature: t=<unix>,v1=<hex>[,v1=<hex>…]}: some {@code v1} is
     * the hex HMAC-SHA256 of {@code "<t>.<body>"} keyed with the secret's UTF-8 text, compared in constant
     * time, and {@code t} is within {@code tolerance} of {@code now}.
     */
    public static boolean signatureValid(String header, String body, String secret, Instant now, Duration tolerance) {
        if (header == null) {
            return false;
        }
        Long t = null;
        List<String> v1 = new ArrayList<>();
        for (String part : header.split(",")) {
            String[] kv = part.trim().split("=", 2);
            if (kv.length == 2 && kv[0].equals("t")) {
                t = Long.parseLong(kv[1]);
            } else if (kv.length == 2 && kv[0].equals("v1")) {
                v1.add(kv[1]);
            }
        }
        if (t == null || Math.abs(now.getEpochSecond() - t) > tolerance.toSeconds()) {
            return false;
        }
        byte[] expected = hmacHex(secret, t + "." + body).getBytes(StandardCharsets.US_ASCII);
        return v1.stream().anyMatch(s -> MessageDigest.isEqual(expected, s.getBytes(StandardCharsets.US_ASCII)));
    }

    private static String hmacHex(String secret, String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
