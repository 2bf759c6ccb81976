package dev.sdkgen.system;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** The public API of a running gateway, as the system tests call it: bearer token, JSON in and out. */
final class GatewayClient {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final String base;
    private final String token;

    GatewayClient(String base, String token) {
        this.base = base;
        this.token = token;
    }

    /** The builds of one target of a project: {@code /api/v1/projects/<p>/sdk-targets/<t>/sdk-builds}. */
    static String builds(String project, String target) {
        return "/api/v1/projects/" + project + "/sdk-targets/" + target + "/sdk-builds";
    }

    <T> HttpResponse<T> send(String method, String path, Object body, HttpResponse.BodyHandler<T> handler)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(60)).header("Authorization", "Bearer " + token);
        if (body != null) {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        } else {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return HTTP.send(request.build(), handler);
    }

    HttpResponse<String> send(String method, String path, Object body) throws IOException, InterruptedException {
        return send(method, path, body, HttpResponse.BodyHandlers.ofString());
    }

    /** The JSON answer of a call that must answer {@code status}. */
    JsonNode call(String method, String path, Object body, int status) throws Exception {
        HttpResponse<String> response = send(method, path, body);
        assertEquals(status, response.statusCode(), method + " " + path + ": " + response.body());
        return JSON.readTree(response.body());
    }

    /** A GET that must answer 200, as text (a build's log). */
    String text(String path) throws Exception {
        HttpResponse<String> response = send("GET", path, null);
        assertEquals(200, response.statusCode(), response.body());
        return response.body();
    }

    /** A project with its Config Repository on branch main; {@code auth} null for a public one. */
    JsonNode register(String name, String url, Map<String, Object> auth) throws Exception {
        Map<String, Object> repo = new LinkedHashMap<>(Map.of("url", url, "branch", "main"));
        if (auth != null) {
            repo.put("auth", auth);
        }
        // no first builds: each test starts the builds it counts (registration would start one per target)
        return call("POST", "/api/v1/projects", Map.of("name", name, "config_repository", repo, "start_builds", false), 201);
    }

    /** Polls a build until it has succeeded or failed; its log in the failure when it does neither in time. */
    JsonNode awaitFinal(String path, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            HttpResponse<String> response = send("GET", path, null);
            if (response.statusCode() == 503 && response.body().contains("\"database_unavailable\"")
                    && System.nanoTime() < deadline) {
                // the API says "try again shortly" (Retry-After): right after the database is back, a request on a
                // pooled connection the restart broke can still meet it once; a client waits and asks again
                Thread.sleep(500);
                continue;
            }
            assertEquals(200, response.statusCode(), "GET " + path + ": " + response.body());
            JsonNode build = JSON.readTree(response.body());
            String state = build.path("state").asText();
            if (state.equals("succeeded") || state.equals("failed")) {
                return build;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(path + " still " + state + " after " + timeout + ":\n" + text(path + "/logs"));
            }
            Thread.sleep(500);
        }
    }
}
