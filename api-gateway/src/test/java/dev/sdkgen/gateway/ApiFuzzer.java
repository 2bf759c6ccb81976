package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A seeded, schema-driven fuzzer of {@code /api/v1}, driven by the service's own OpenAPI description
 * (GET /api/v1/openapi.yaml): every request is made from one operation of the description — its path
 * parameters, query parameters and body generated from their schemas, then often broken (a wrong type, a
 * missing or unknown field, an oversized or control-character string, bytes that are not JSON or not UTF-8,
 * deep nesting, a wrong content type or Accept header, another method, a missing, unknown or too-weak token);
 * the Git webhook gets push payloads signed with the right secret, a wrong one, or none.
 *
 * <p>Each answer is checked: no 5xx; no stack trace or exception class name in the body; every refusal (4xx) a
 * JSON {@code {"error": {"code", "message"}}}. And state: projects, targets, builds, tokens and the audit log are
 * read before and after every run of refused requests — between two accepted writes — and must be unchanged
 * except for the audit log's own entries of refused writes (status 4xx). The same seed sends the same requests.
 */
final class ApiFuzzer {

    /** Everything the fuzzer knows that a user would: tokens, ids, the Config Repository's URL, the webhook secret. */
    record Fixture(String adminToken, String viewerToken, String limitedToken, List<String> projects,
                   List<String> builds, List<String> tokenIds, String repositoryUrl, String webhookSecret) {
    }

    /** One failed check: what was sent and what came back. */
    record Failure(String key, String request, int status, String body) {
    }

    /** The run's figures. */
    record Report(int requests, int snapshots, int checkedWrites, Map<Integer, Integer> statuses,
                  Map<String, Failure> distinct, int failures, long millis) {
        String summary() {
            StringBuilder s = new StringBuilder("fuzz: " + requests + " requests (+" + snapshots + " state reads), "
                    + checkedWrites + " refused writes checked for state changes, " + failures
                    + " failed checks, " + distinct.size() + " distinct, in " + millis + " ms\nstatuses: " + statuses);
            distinct.forEach((k, f) -> s.append("\n  ").append(k).append("\n    ").append(f.request())
                    .append("\n    -> ").append(f.status()).append(' ').append(abbreviate(f.body(), 300)));
            return s.toString();
        }
    }

    private record Operation(String method, String path, ObjectNode operation, List<JsonNode> parameters) {
    }

    private record Sent(String method, String pathTemplate, String uri, int status, String contentType, String body) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern STACK_TRACE = Pattern.compile(
            "\\tat |\\bat [a-z]+\\.[a-z]+\\.|[a-z]+\\.[a-z]+\\.[A-Za-z.]*(Exception|Error)\\b|\\w+Exception\\b|Caused by");
    private static final String[] HOSTILE_SEGMENTS = {"", " ", ".", "..", "%2e%2e", "%2F", "a%2Fb", "%00", "%ff",
        "%C3%BC", "prj_00000000000000000000", "bld_00000000000000000000", "x".repeat(65), "y".repeat(3000),
        "'%3B%20drop%20table%20project%3B--", "%7BprojectId%7D", "*", "null", "-1", "0", "99999999999999999999",
        "%E2%80%AE", "%F0%9F%92%A5", "a%0D%0Ab", "%22", "%5C"};
    private static final String[] HOSTILE_VALUES = {"", "-1", "0", "101", "1e3", "0x10", "abc", "\u0000", "\u00ff",
        "x".repeat(500), "true", "[]", "{}", "1&limit=2", "2147483648", "99999999999999999999", "1.5", " 5", "ü",
        "\u202e", "%", "null"};
    private static final String[] CONTENT_TYPES = {"text/plain", "application/xml", "", "a/b;;", "application/json; charset=latin1",
        "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "application/json;charset=utf-16",
        "*/*", "application/vnd.api+json", "\u00e9"};
    private static final String[] ACCEPTS = {"text/event-stream", "application/xml", "*/*", "text/plain", "image/png",
        "garbage", "application/json;q=0", ""};
    private static final String[] METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "FOO"};

    private final URI base;
    private final ObjectNode spec;
    private final Random random;
    private final Fixture fixture;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final List<Operation> operations = new ArrayList<>();

    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private final Map<String, Failure> distinct = new TreeMap<>();
    private int failures;
    private int snapshots;
    private int checkedWrites;

    ApiFuzzer(URI base, byte[] description, long seed, Fixture fixture) {
        this.base = base;
        this.random = new Random(seed);
        this.fixture = fixture;
        try {
            this.spec = (ObjectNode) new ObjectMapper(new YAMLFactory()).readTree(description);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        spec.path("paths").fields().forEachRemaining(p -> p.getValue().fields().forEachRemaining(m -> {
            if (!m.getKey().equals("parameters")) {
                List<JsonNode> params = new ArrayList<>();
                p.getValue().path("parameters").forEach(x -> params.add(resolve(x)));
                m.getValue().path("parameters").forEach(x -> params.add(resolve(x)));
                operations.add(new Operation(m.getKey().toUpperCase(), p.getKey(), (ObjectNode) m.getValue(), params));
            }
        }));
    }

    /** Sends {@code count} generated requests, checking each answer and the state between accepted writes. */
    Report run(int count) {
        long start = System.nanoTime();
        JsonNode before = snapshot();
        int refusedWrites = 0;
        for (int i = 0; i < count; i++) {
            Sent sent = sendOne();
            statuses.merge(sent.status(), 1, Integer::sum);
            check(sent);
            boolean write = !List.of("GET", "HEAD", "OPTIONS").contains(sent.method());
            if (write && sent.status() >= 200 && sent.status() < 300) {
                // an accepted write may change anything: the refused writes since the last read go unchecked
                afterAccepted(sent);
                before = snapshot();
                refusedWrites = 0;
                continue;
            }
            refusedWrites += write ? 1 : 0;
            if (refusedWrites >= 25 || (i == count - 1 && refusedWrites > 0)) {
                JsonNode after = snapshot();
                compare(before, after, sent);
                checkedWrites += refusedWrites;
                before = after;
                refusedWrites = 0;
            }
        }
        return new Report(count, snapshots, checkedWrites, statuses, distinct, failures,
                (System.nanoTime() - start) / 1_000_000);
    }

    private Sent sendOne() {
        int pick = random.nextInt(operations.size() + 3);
        if (pick >= operations.size()) {
            return pick == operations.size() ? webhook() : unknownPath();
        }
        Operation op = operations.get(pick);
        if (op.path().equals("/webhooks/git")) {
            return webhook();
        }
        String method = random.nextInt(20) == 0 ? METHODS[random.nextInt(METHODS.length)] : op.method();
        String path = base.getPath() + fillPath(op);
        String query = query(op);
        Map<String, String> headers = new LinkedHashMap<>();
        authorise(headers);
        byte[] body = body(op, headers);
        if (random.nextInt(10) == 0) {
            headers.put("Accept", pick(ACCEPTS));
        }
        if (random.nextInt(30) == 0) {
            headers.put("X-Fuzz", "v".repeat(random.nextInt(6000)));
        }
        return send(method, op.path(), path + query, headers, body);
    }

    private Sent unknownPath() {
        String[] paths = {"/api/v1", "/api/v1/", "/api/v1/x", "/api/v2/projects", "/api/v1/projects/", "/api/v1//projects",
            "/api/v1/projects/a/b/c/d/e/f", "/api/v1/tokens/a/b", "/api/v1/audit/1", "/api/v1/openapi.json",
            "/api/v1/projects/%2e%2e/tokens", "/api/v1/webhooks", "/api/v1/webhooks/svn", "/q/health/x", "/api/v1/status/x"};
        Map<String, String> headers = new LinkedHashMap<>();
        authorise(headers);
        return send(pick(METHODS), "(unknown)", pick(paths), headers, random.nextBoolean() ? null : "{}".getBytes(StandardCharsets.UTF_8));
    }

    private void authorise(Map<String, String> headers) {
        int r = random.nextInt(100);
        if (r < 62) {
            headers.put("Authorization", "Bearer " + fixture.adminToken());
        } else if (r < 72) {
            headers.put("Authorization", "Bearer " + fixture.viewerToken());
        } else if (r < 80) {
            headers.put("Authorization", "Bearer " + fixture.limitedToken());
        } else if (r < 86) {
            return; // none
        } else {
            String[] bad = {"Bearer ", "Bearer sdkgen_" + "A".repeat(43), "Basic dXNlcjpwYXNz", "bearer " + fixture.adminToken(),
                "Bearer " + fixture.adminToken() + "x", "Bearer  " + fixture.adminToken(), "Token abc", "Bearer " + "z".repeat(4000),
                "Bearer \u00e9\u00e8", "Bearer a b c"};
            headers.put("Authorization", pick(bad));
        }
    }

    private String fillPath(Operation op) {
        String path = op.path();
        for (JsonNode p : op.parameters()) {
            if (!p.path("in").asText().equals("path")) {
                continue;
            }
            String name = p.path("name").asText();
            String value = random.nextInt(10) < 7 ? knownValue(name) : pick(HOSTILE_SEGMENTS);
            path = path.replace("{" + name + "}", value);
        }
        return path;
    }

    private String knownValue(String name) {
        return switch (name) {
            case "projectId" -> pick(fixture.projects());
            case "targetId" -> random.nextInt(5) == 0 ? pick(new String[] {"rust", "GO", "typescript", "java"}) : "go";
            case "buildId" -> pick(fixture.builds());
            case "id" -> pick(fixture.tokenIds());
            default -> "x";
        };
    }

    private String query(Operation op) {
        List<String> parts = new ArrayList<>();
        for (JsonNode p : op.parameters()) {
            if (!p.path("in").asText().equals("query") || random.nextBoolean()) {
                continue;
            }
            String value = random.nextInt(10) < 6 ? scalar(resolve(p.path("schema")), p.path("name").asText()).asText()
                    : pick(HOSTILE_VALUES);
            parts.add(p.path("name").asText() + "=" + encode(value));
            if (random.nextInt(15) == 0) {
                parts.add(p.path("name").asText() + "=" + encode(pick(HOSTILE_VALUES)));
            }
        }
        if (random.nextInt(12) == 0) {
            parts.add(pick(new String[] {"unknown=1", "=", "&&", "a[b]=c", "%ff=%00", "limit", "x=" + "q".repeat(2000)}));
        }
        return parts.isEmpty() ? "" : "?" + String.join("&", parts);
    }

    private byte[] body(Operation op, Map<String, String> headers) {
        JsonNode schema = resolve(op.operation().path("requestBody").path("content").path("application/json").path("schema"));
        boolean expects = !schema.isMissingNode();
        if (!expects && random.nextInt(4) != 0) {
            return null;
        }
        headers.put("Content-Type", random.nextInt(8) == 0 ? pick(CONTENT_TYPES) : "application/json");
        int r = random.nextInt(100);
        if (r < 55 && expects) {
            JsonNode value = generate(schema, "", 0);
            return bytes(random.nextInt(10) < 4 ? mutate(value) : value);
        }
        if (r < 70) {
            return bytes(randomJson(0));
        }
        return rawBody();
    }

    private byte[] rawBody() {
        String[] raw = {"", "{", "{\"name\":", "[]]", "nul", "\u0000", "{\"name\":\"a\",}", "{'name':'a'}", "1e999999",
            "{\"a\":" + "1".repeat(5000) + "}", "\"" + "\\u0000".repeat(50) + "\""};
        int r = random.nextInt(raw.length + 4);
        if (r < raw.length) {
            return raw[r].getBytes(StandardCharsets.UTF_8);
        }
        return switch (r - raw.length) {
            case 0 -> new byte[] {(byte) 0xff, (byte) 0xfe, '{', '}'};
            case 1 -> ("[".repeat(3000) + "]".repeat(3000)).getBytes(StandardCharsets.UTF_8);
            case 2 -> ("{\"name\":\"" + "n".repeat(200_000) + "\"}").getBytes(StandardCharsets.UTF_8);
            default -> "{\"name\":\"\\ud800\",\"config_repository\":{\"url\":\"\\u0000\",\"branch\":\"\\\\\"}}".getBytes(StandardCharsets.UTF_8);
        };
    }

    /** A value of the schema, usually valid: known names get values the service would accept. */
    private JsonNode generate(JsonNode schema, String name, int depth) {
        schema = resolve(schema);
        if (schema.has("allOf")) {
            return generate(schema.path("allOf").get(0), name, depth);
        }
        String type = schema.path("type").asText("object");
        if (type.equals("object") && depth < 4) {
            ObjectNode o = NODES.objectNode();
            TreeSet<String> required = new TreeSet<>();
            schema.path("required").forEach(r -> required.add(r.asText()));
            schema.path("properties").fields().forEachRemaining(p -> {
                if (required.contains(p.getKey()) || random.nextBoolean()) {
                    o.set(p.getKey(), generate(p.getValue(), p.getKey(), depth + 1));
                }
            });
            return o;
        }
        if (type.equals("array")) {
            ArrayNode a = NODES.arrayNode();
            int n = random.nextInt(3) + schema.path("minItems").asInt(0);
            for (int i = 0; i < n; i++) {
                a.add(generate(schema.path("items"), name, depth + 1));
            }
            return a;
        }
        return scalar(schema, name);
    }

    private JsonNode scalar(JsonNode schema, String name) {
        schema = resolve(schema);
        if (schema.has("enum")) {
            return schema.path("enum").get(random.nextInt(schema.path("enum").size()));
        }
        switch (schema.path("type").asText("string")) {
            case "integer":
                int min = schema.path("minimum").asInt(0);
                int max = schema.path("maximum").asInt(min + 1000);
                return NODES.numberNode(min + random.nextInt(max - min + 1));
            case "boolean":
                return NODES.booleanNode(random.nextBoolean());
            default:
                return NODES.textNode(text(name, schema));
        }
    }

    private String text(String name, JsonNode schema) {
        return switch (name) {
            case "url" -> random.nextInt(4) == 0 ? pick(new String[] {"http://example.com/x.git", "file:///etc", "/tmp",
                "https://user:pw@example.com/x.git", "ftp://x/y", "git@", "ssh://", "https://127.0.0.1:1/x.git"})
                : fixture.repositoryUrl();
            case "branch" -> random.nextInt(4) == 0 ? pick(new String[] {"nope", "../main", "-x", "main..", "ma in"}) : "main";
            case "projects", "project" -> pick(fixture.projects());
            case "private_key" -> "-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n";
            default -> randomWord(1 + random.nextInt(Math.min(12, schema.path("maxLength").asInt(12))));
        };
    }

    /** One way of breaking a generated value. */
    private JsonNode mutate(JsonNode value) {
        if (!(value instanceof ObjectNode o) || o.isEmpty() || random.nextInt(8) == 0) {
            return randomJson(0);
        }
        List<String> keys = new ArrayList<>();
        o.fieldNames().forEachRemaining(keys::add);
        String key = keys.get(random.nextInt(keys.size()));
        switch (random.nextInt(6)) {
            case 0 -> o.remove(key);
            case 1 -> o.set(key, randomJson(1));
            case 2 -> o.put(key, "s".repeat(201 + random.nextInt(20_000)));
            case 3 -> o.put(key, "\u0000\u0007\r\n\u202e\ud83d\udca5\"\\" + randomWord(3));
            case 4 -> o.put("unknown_" + randomWord(3), 1);
            default -> o.set(key, NODES.nullNode());
        }
        return o;
    }

    private JsonNode randomJson(int depth) {
        return switch (random.nextInt(depth > 2 ? 5 : 7)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.booleanNode(random.nextBoolean());
            case 2 -> NODES.numberNode(random.nextInt(5) == 0 ? Long.MAX_VALUE : random.nextInt(2000) - 1000);
            case 3 -> NODES.numberNode(random.nextDouble() * 1e300);
            case 4 -> NODES.textNode(pick(HOSTILE_VALUES));
            case 5 -> {
                ArrayNode a = NODES.arrayNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    a.add(randomJson(depth + 1));
                }
                yield a;
            }
            default -> {
                ObjectNode o = NODES.objectNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    o.set(pick(new String[] {"name", "role", "url", "branch", "auth", "type", "token", "projects",
                        "config_repository", "start_builds", "expires_in_days", "x"}), randomJson(depth + 1));
                }
                yield o;
            }
        };
    }

    /** A push to the fixture's repository (or not), signed with the right secret, a wrong one, or not at all. */
    private Sent webhook() {
        boolean github = random.nextInt(3) != 0;
        ObjectNode payload = NODES.objectNode();
        String commit = random.nextBoolean() ? "0".repeat(40) : HexFormat.of().formatHex(randomBytes(20));
        payload.put("ref", random.nextInt(5) == 0 ? pick(HOSTILE_VALUES) : random.nextInt(6) == 0 ? "refs/tags/v1" : "refs/heads/main");
        payload.put(github ? "after" : "checkout_sha", commit);
        if (random.nextInt(8) == 0) {
            payload.set("deleted", randomJson(2));
        }
        ObjectNode repo = payload.putObject(github ? "repository" : "project");
        String url = random.nextInt(4) == 0 ? pick(HOSTILE_VALUES) : fixture.repositoryUrl();
        repo.put(github ? "clone_url" : "git_http_url", url);
        if (random.nextInt(6) == 0) {
            payload.set(github ? "repository" : "project", randomJson(1));
        }
        byte[] body = random.nextInt(6) == 0 ? rawBody() : bytes(payload);
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", random.nextInt(6) == 0 ? pick(CONTENT_TYPES) : "application/json");
        int sig = random.nextInt(10);
        String secret = sig < 4 ? fixture.webhookSecret() : sig < 8 ? "wrong-secret" : null;
        if (github) {
            headers.put("X-GitHub-Event", pick(new String[] {"push", "push", "push", "ping", "issues", "", "PUSH"}));
            if (random.nextInt(6) != 0) {
                headers.put("X-GitHub-Delivery", random.nextInt(8) == 0 ? pick(HOSTILE_VALUES) : "fuzz-" + random.nextInt(1_000_000));
            }
            if (secret != null) {
                headers.put("X-Hub-Signature-256", "sha256=" + hmac(secret, body));
            } else if (random.nextBoolean()) {
                headers.put("X-Hub-Signature-256", pick(new String[] {"", "sha256=", "sha1=abc", "sha256=zz", "sha256=" + "0".repeat(64)}));
            }
        } else {
            if (random.nextInt(4) != 0) {
                headers.put("X-Gitlab-Event", pick(new String[] {"Push Hook", "Push Hook", "Tag Push Hook", "Note Hook", ""}));
            }
            if (secret != null || random.nextBoolean()) {
                headers.put("X-Gitlab-Token", secret == null ? "" : secret);
            }
            if (random.nextBoolean()) {
                headers.put("X-Gitlab-Event-UUID", "fuzz-" + random.nextInt(1_000_000));
            }
        }
        return send(random.nextInt(25) == 0 ? pick(METHODS) : "POST", "/webhooks/git", base.getPath() + "/webhooks/git", headers, body);
    }

    private Sent send(String method, String template, String pathAndQuery, Map<String, String> headers, byte[] body) {
        String request = method + " " + abbreviate(pathAndQuery, 200) + " " + abbreviate(headers.toString(), 200)
                + (body == null ? "" : " body=" + abbreviate(new String(body, StandardCharsets.UTF_8), 200));
        HttpRequest.Builder builder;
        try {
            builder = HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(Duration.ofSeconds(60))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
            headers.forEach(builder::header);
        } catch (IllegalArgumentException e) {
            // a header or URI the HTTP client itself refuses to send: send it without that header
            builder = HttpRequest.newBuilder(base.resolve(base.getPath() + "/projects")).timeout(Duration.ofSeconds(60))
                    .method(method, HttpRequest.BodyPublishers.noBody());
        }
        try {
            HttpResponse<InputStream> response = http.send(builder.build(), HttpResponse.BodyHandlers.ofInputStream());
            String type = response.headers().firstValue("Content-Type").orElse("");
            String text;
            try (InputStream in = response.body()) {
                // an event stream stays open while the build runs: its headers are the answer
                text = type.startsWith("text/event-stream") ? "" : new String(in.readNBytes(1 << 20), StandardCharsets.UTF_8);
            }
            return new Sent(method, template, request, response.statusCode(), type, text);
        } catch (IOException e) {
            return new Sent(method, template, request, -1, "", "no answer: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private void check(Sent sent) {
        if (sent.status() < 0) {
            fail("no answer", sent);
        } else if (sent.status() >= 500) {
            fail(sent.status() + " (5xx)", sent);
        }
        // a build log (200 text/plain) may carry the stack trace of a failed build: that is its content
        if ((sent.status() >= 300 || sent.contentType().startsWith("application/json")) && STACK_TRACE.matcher(sent.body()).find()) {
            fail("a stack trace or exception class in the body", sent);
        }
        if (sent.status() >= 400 && !sent.method().equals("HEAD")) {
            JsonNode error = null;
            try {
                error = sent.contentType().startsWith("application/json") ? JSON.readTree(sent.body()) : null;
            } catch (IOException e) {
                // not JSON: reported below
            }
            if (error == null || !error.path("error").path("code").isTextual() || !error.path("error").path("message").isTextual()) {
                fail(sent.status() + " is not a JSON error {\"error\": {\"code\", \"message\"}}", sent);
            }
        }
    }

    private void fail(String what, Sent sent) {
        failures++;
        distinct.putIfAbsent(what + ": " + sent.method() + " " + sent.pathTemplate(),
                new Failure(what, sent.uri(), sent.status(), sent.body()));
    }

    /** After an accepted write: a deleted project or revoked token is no longer a good value; a new build is. */
    private void afterAccepted(Sent sent) {
        try {
            JsonNode body = JSON.readTree(sent.body());
            if (body.path("build_id").isTextual()) {
                fixture.builds().add(body.path("build_id").asText());
            }
        } catch (IOException e) {
            // not every accepted write answers JSON (204)
        }
    }

    /** What a refused request must not change: projects with their targets, builds, tokens; and the audit log. */
    private JsonNode snapshot() {
        ObjectNode state = NODES.objectNode();
        ArrayNode projects = state.putArray("projects");
        for (JsonNode p : get("/projects")) {
            ObjectNode q = projects.addObject();
            q.set("project_id", p.path("project_id"));
            q.set("name", p.path("name"));
            q.set("config_repository", p.path("config_repository"));
            ArrayNode targets = q.putArray("targets");
            for (JsonNode t : p.path("sdk_targets")) {
                targets.addObject().put("id", t.path("id").asText()).put("active", t.path("active").asBoolean())
                        .set("sdk_repository", strip(t.path("sdk_repository")));
            }
        }
        ObjectNode builds = state.putObject("builds");
        String next = "/builds?limit=100";
        while (next != null) {
            HttpResponse<String> page = getResponse(next);
            for (JsonNode b : parse(page.body())) {
                String s = b.path("state").asText();
                builds.put(b.path("build_id").asText(), b.path("attempt").asInt() + " " + b.path("commit").asText()
                        + " " + b.path("reason").asText() + (List.of("succeeded", "failed", "cancelled").contains(s) ? " " + s : ""));
            }
            next = page.headers().firstValue("X-Next-Cursor").map(c -> "/builds?limit=100&cursor=" + c).orElse(null);
        }
        ArrayNode tokens = state.putArray("tokens");
        get("/tokens").forEach(t -> tokens.add(strip(t)));
        state.set("audit", get("/audit?limit=100"));
        return state;
    }

    private void compare(JsonNode before, JsonNode after, Sent last) {
        for (String part : List.of("projects", "builds", "tokens")) {
            if (!before.path(part).equals(after.path(part))) {
                fail("a refused request changed " + part, new Sent(last.method(), last.pathTemplate(), last.uri(), last.status(),
                        "", "before " + abbreviate(before.path(part).toString(), 400) + " after " + abbreviate(after.path(part).toString(), 400)));
            }
        }
        long newest = before.path("audit").path(0).path("id").asLong(0);
        for (JsonNode entry : after.path("audit")) {
            if (entry.path("id").asLong() > newest && entry.path("status").asInt() < 400) {
                fail("the audit log records an accepted write where every write was refused", new Sent(last.method(),
                        last.pathTemplate(), last.uri(), last.status(), "", entry.toString()));
            }
        }
    }

    private static JsonNode strip(JsonNode record) {
        if (record instanceof ObjectNode o) {
            ObjectNode copy = o.deepCopy();
            copy.remove(List.of("created_at", "updated_at"));
            return copy;
        }
        return record;
    }

    private JsonNode get(String path) {
        return parse(getResponse(path).body());
    }

    private HttpResponse<String> getResponse(String path) {
        snapshots++;
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve(base.getPath() + path))
                    .header("Authorization", "Bearer " + fixture.adminToken()).timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("GET " + path + " answered " + response.statusCode() + ": " + response.body());
            }
            return response;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private JsonNode resolve(JsonNode node) {
        while (node.has("$ref")) {
            JsonNode target = spec;
            for (String part : node.path("$ref").asText().substring(2).split("/")) {
                target = target.path(part);
            }
            node = target;
        }
        return node;
    }

    private static JsonNode parse(String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] bytes(JsonNode value) {
        try {
            return JSON.writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String hmac(String secret, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(body));
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    private String randomWord(int length) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789_-";
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    private String pick(String[] values) {
        return values[random.nextInt(values.length)];
    }

    private String pick(List<String> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "…(" + s.length() + ")";
    }

    /** The operations of the description as {@code METHOD /path} (paths as written there). */
    Iterator<String> operationKeys() {
        return operations.stream().map(o -> o.method() + " " + o.path()).iterator();
    }
}
