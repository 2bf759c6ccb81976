// Behaviour of the GENERATED kitchen-sink SDK (fixtures/kitchen-sink) against the mock server: the same scenarios
// as ../typescript/kitchenSink.test.ts and ../python/test_kitchen_sink.py, plus Java's own (tri-state bodies, open
// enums, unions). GeneratedSdkBehaviourTest generates the SDK, adds these tests and the runtime's MockServer handle
// under src/test/java and runs `mvnw package` with the SDK's own pom (plus JUnit).
package com.kitchen.sink;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.kitchen.sink.core.HttpResponseFor;
import com.kitchen.sink.core.Json;
import com.kitchen.sink.core.Opt;
import com.kitchen.sink.core.Page;
import com.kitchen.sink.core.PagedIterable;
import com.kitchen.sink.errors.ApiException;
import com.kitchen.sink.errors.AuthenticationException;
import com.kitchen.sink.errors.BadRequestException;
import com.kitchen.sink.errors.ConflictException;
import com.kitchen.sink.errors.ConnectionException;
import com.kitchen.sink.errors.InvalidDataException;
import com.kitchen.sink.errors.InternalServerException;
import com.kitchen.sink.errors.NotFoundException;
import com.kitchen.sink.errors.PermissionDeniedException;
import com.kitchen.sink.errors.RateLimitException;
import com.kitchen.sink.errors.UnprocessableEntityException;
import com.kitchen.sink.models.Activity;
import com.kitchen.sink.models.ActivityListParams;
import com.kitchen.sink.models.Comment;
import com.kitchen.sink.models.CommentCreateParams;
import com.kitchen.sink.models.CommentListParams;
import com.kitchen.sink.models.Event;
import com.kitchen.sink.models.HealthResponse;
import com.kitchen.sink.models.HealthResponseStatus;
import com.kitchen.sink.models.Project;
import com.kitchen.sink.models.ProjectCreateParams;
import com.kitchen.sink.models.ProjectCreateParamsSettings;
import com.kitchen.sink.models.ProjectCreateParamsSettingsVisibility;
import com.kitchen.sink.models.ProjectListParams;
import com.kitchen.sink.models.ProjectRetrieveParams;
import com.kitchen.sink.models.ProjectStatus;
import com.kitchen.sink.models.ProjectUpdate;
import com.kitchen.sink.models.Task;
import com.kitchen.sink.models.TaskListParams;
import com.kitchen.sink.models.User;
import dev.sdkgen.runtime.testing.MockServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class KitchenSinkTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final MockServer server = MockServer.shared();
    /** The waits before retries, recorded instead of slept. */
    private final List<Duration> sleeps = new ArrayList<>();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private KitchenSink client() {
        return KitchenSink.builder().baseUrl(server.url()).apiKey("tok-test").sleeper(sleeps::add).build();
    }

    private static String project(String id) {
        return "{\"id\": \"" + id + "\", \"created_at\": \"2024-01-01T00:00:00Z\", \"name\": \"" + id + "\", \"status\": \"active\"}";
    }

    private static String task(String id) {
        return "{\"id\": \"" + id + "\", \"created_at\": \"2024-01-01T00:00:00Z\", \"title\": \"" + id + "\", \"done\": false}";
    }

    private static JsonNode json(String text) throws IOException {
        return JSON.readTree(text);
    }

    private static List<String> ids(Iterable<?> items) {
        List<String> out = new ArrayList<>();
        for (Object item : items) {
            out.add(item instanceof Project p ? p.id() : item instanceof Task t ? t.id() : ((Comment) item).id());
        }
        return out;
    }

    @Test
    void putsPathParametersInOrderAcrossThreeNestedResources() {
        server.enqueue(response("POST", "/projects/p%201/tasks/t%2F2/comments").status(201).json("{\"id\": \"c1\", \"body\": \"hi\"}"));
        Comment comment = client().projects().tasks().comments().create("p 1", "t/2", CommentCreateParams.builder().body("hi").build());
        assertEquals("c1", comment.id());
        assertEquals("hi", comment.body());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("POST", request.method());
        assertEquals("/projects/p%201/tasks/t%2F2/comments", request.path());
    }

    @Test
    void sendsTheBodyArgumentAsJson() throws IOException {
        server.enqueue(response("POST", "/projects").status(201).json(project("p1")));
        ProjectCreateParams body = ProjectCreateParams.builder()
                .name("Apollo")
                .settings(ProjectCreateParamsSettings.builder().visibility(ProjectCreateParamsSettingsVisibility.PRIVATE).notify_(true).build())
                .labels(Map.of("team", "core"))
                .build();
        Project created = client().projects().create(body);
        assertEquals("p1", created.id());
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals(json("{\"name\": \"Apollo\", \"settings\": {\"visibility\": \"private\", \"notify\": true}, \"labels\": {\"team\": \"core\"}}"),
                request.json());
        assertTrue(request.header("content-type").startsWith("application/json"));
    }

    @Test
    void hasTheClientMethodOnTheRoot() {
        server.enqueue(response("GET", "/health").json("{\"status\": \"ok\", \"uptime_seconds\": 12}"));
        HealthResponse health = client().health();
        assertSame(HealthResponseStatus.OK, health.status());
        assertEquals(12L, health.uptimeSeconds().get());
    }

    @Test
    @SuppressWarnings("deprecation") // projects.delete is deprecated in the spec
    void sendsHeaderParametersIntegerPathParametersAndReturnsNothingFor204() {
        server.enqueue(response("GET", "/projects/p1").json(project("p1")),
                response("GET", "/nodes/42").json("{\"id\": 42, \"children\": []}"),
                response("DELETE", "/projects/p1").status(204));
        KitchenSink c = client();
        c.projects().retrieve("p1", ProjectRetrieveParams.builder().xRequestId("req-1").build());
        assertEquals(42L, c.nodes().retrieve(42).id());
        c.projects().delete("p1");
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals("req-1", requests.get(0).header("x-request-id"));
        assertEquals("DELETE", requests.get(2).method());
    }

    @Test
    void autoPaginatesAnOffsetListKeepingTheOtherQueryParameters() {
        server.enqueue(response("GET", "/projects").json("{\"data\": [" + project("p1") + ", " + project("p2") + "], \"total\": 3}"),
                response("GET", "/projects").json("{\"data\": [" + project("p3") + "], \"total\": 3}"));
        ProjectListParams params = ProjectListParams.builder().limit(2).status(ProjectStatus.ACTIVE).tag(List.of("a", "b")).build();
        assertEquals(List.of("p1", "p2", "p3"), ids(client().projects().list(params)));
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals(Map.of("limit", List.of("2"), "status", List.of("active"), "tag", List.of("a", "b")), requests.get(0).queryParams());
        assertEquals(Map.of("limit", List.of("2"), "status", List.of("active"), "tag", List.of("a", "b"), "offset", List.of("2")),
                requests.get(1).queryParams());
    }

    @Test
    void autoPaginatesACursorListOfASubresource() {
        server.enqueue(response("GET", "/projects/p1/tasks").json("{\"tasks\": [" + task("t1") + ", " + task("t2") + "], \"has_more\": true}"),
                response("GET", "/projects/p1/tasks").json("{\"tasks\": [" + task("t3") + "], \"has_more\": false}"));
        Page<Task> page = client().projects().tasks().list("p1", TaskListParams.builder().limit(2).build()).firstPage();
        assertEquals(List.of("t1", "t2"), ids(page.items()));
        assertTrue(page.hasNextPage());
        Page<Task> next = page.nextPage();
        assertEquals(List.of("t3"), ids(next.items()));
        assertFalse(next.hasNextPage());
        assertEquals(List.of(Map.of("limit", List.of("2")), Map.of("limit", List.of("2"), "after", List.of("t2"))),
                server.requests().stream().map(MockServer.RecordedRequest::queryParams).toList());
    }

    @Test
    void autoPaginatesAPageNumberedListOfASubSubresource() {
        server.enqueue(response("GET", "/projects/p1/tasks/t1/comments")
                        .json("{\"data\": [{\"id\": \"c1\", \"body\": \"a\"}, {\"id\": \"c2\", \"body\": \"b\"}], \"has_more\": true}"),
                response("GET", "/projects/p1/tasks/t1/comments").json("{\"data\": [{\"id\": \"c3\", \"body\": \"c\"}], \"has_more\": false}"));
        assertEquals(List.of("c1", "c2", "c3"),
                ids(client().projects().tasks().comments().list("p1", "t1", CommentListParams.builder().perPage(2).build())));
        assertEquals(List.of(Map.of("per_page", List.of("2")), Map.of("per_page", List.of("2"), "page", List.of("2"))),
                server.requests().stream().map(MockServer.RecordedRequest::queryParams).toList());
    }

    @Test
    void paginatesByAConfigSchemeANextPageTokenUntilEmptyOrDone() {
        String a = "{\"id\": \"a%s\", \"action\": \"x\"}";
        server.enqueue(response("GET", "/activity").json("{\"entries\": [" + a.formatted(1) + ", " + a.formatted(2)
                        + "], \"meta\": {\"next_page_token\": \"tok 2\"}}"),
                response("GET", "/activity").json("{\"entries\": [" + a.formatted(3) + "], \"meta\": {\"next_page_token\": \"\"}}"),
                response("GET", "/activity").json("{\"entries\": [" + a.formatted(4)
                        + "], \"meta\": {\"next_page_token\": \"tok 5\"}, \"last_page\": true}"));
        List<String> ids = new ArrayList<>();
        for (Activity activity : client().activity().list(ActivityListParams.builder().pageSize(2).build())) {
            ids.add(activity.id());
        }
        assertEquals(List.of("a1", "a2", "a3"), ids);
        Page<Activity> last = client().activity().list(ActivityListParams.builder().pageSize(1).build()).firstPage();
        assertEquals("a4", last.items().get(0).id());
        assertFalse(last.hasNextPage(), "done is true although a token came");
        assertEquals(List.of(Map.of("page_size", List.of("2")), Map.of("page_size", List.of("2"), "page_token", List.of("tok 2")),
                Map.of("page_size", List.of("1"))), server.requests().stream().map(MockServer.RecordedRequest::queryParams).toList());
    }

    @Test
    void retriesAStatusListedInRetryOnWithExponentialBackoff() {
        server.enqueue(response("GET", "/projects/p1").status(503).json("{\"message\": \"busy\"}"),
                response("GET", "/projects/p1").status(503).json("{\"message\": \"busy\"}"),
                response("GET", "/projects/p1").json(project("p1")));
        assertEquals("p1", client().projects().retrieve("p1").id());
        assertEquals(List.of("0", "1", "2"), server.requests().stream().map(r -> r.header("x-sdkgen-retry-count")).toList());
        assertEquals(2, sleeps.size());
        long first = sleeps.get(0).toNanos();
        long second = sleeps.get(1).toNanos();
        assertTrue(first > 7_400_000 && first <= 10_000_000, "first backoff " + sleeps.get(0));
        assertTrue(second > 14_900_000 && second <= 20_000_000, "second backoff " + sleeps.get(1));
    }

    @Test
    void waitsForRetryAfterBeforeRetrying() {
        server.enqueue(response("GET", "/health").status(429).header("Retry-After", "1").json("{}"),
                response("GET", "/health").json("{\"status\": \"ok\"}"));
        KitchenSink real = KitchenSink.builder().baseUrl(server.url()).apiKey("tok-test").build();
        assertSame(HealthResponseStatus.OK, real.health().status());
        List<MockServer.RecordedRequest> requests = server.requests();
        double waited = requests.get(1).time() - requests.get(0).time();
        assertTrue(waited >= 0.95, "waited " + waited + " s");

        server.reset();
        server.enqueue(response("GET", "/health").status(503).header("Retry-After", "2").json("{}"),
                response("GET", "/health").json("{\"status\": \"ok\"}"));
        client().health();
        assertEquals(List.of(Duration.ofSeconds(2)), sleeps);
    }

    @Test
    void doesNotRetryAStatusOutsideRetryOn() {
        server.enqueue(response("GET", "/projects/p1").status(500).json("{\"message\": \"boom\"}").repeat());
        assertThrows(InternalServerException.class, () -> client().projects().retrieve("p1"));
        assertEquals(1, server.requests().size());
    }

    @Test
    void doesNotRetryAnOperationMarkedRetriesDisabled() {
        server.enqueue(response("POST", "/projects/p1/archive").status(503).json("{}").repeat());
        assertThrows(InternalServerException.class, () -> client().projects().archive("p1"));
        assertEquals(1, server.requests().size());
        assertEquals(List.of(), sleeps);
    }

    @Test
    void throwsTheExceptionOfEachStatusWithItsFields() throws IOException {
        Map<Integer, Class<? extends ApiException>> cases = Map.of(400, BadRequestException.class, 401, AuthenticationException.class,
                403, PermissionDeniedException.class, 404, NotFoundException.class, 409, ConflictException.class,
                422, UnprocessableEntityException.class, 429, RateLimitException.class, 500, InternalServerException.class,
                418, ApiException.class);
        KitchenSink c = KitchenSink.builder().baseUrl(server.url()).apiKey("tok-test").maxRetries(0).build();
        for (Map.Entry<Integer, Class<? extends ApiException>> e : cases.entrySet()) {
            int status = e.getKey();
            server.reset();
            String body = "{\"error\": {\"code\": \"e\", \"message\": \"failed with " + status + "\"}}";
            server.enqueue(response("GET", "/projects/p1").status(status).header("X-Trace", "t" + status).header("Retry-After", "7").json(body));
            ApiException error = assertThrows(ApiException.class, () -> c.projects().retrieve("p1"));
            assertInstanceOf(e.getValue(), error, status + " gives " + e.getValue().getSimpleName());
            assertEquals(status, error.statusCode());
            assertEquals(Optional.of("t" + status), error.header("X-Trace"));
            assertEquals(json(body), error.body());
            assertEquals(status + " failed with " + status, error.getMessage());
            if (status == 418) {
                assertSame(ApiException.class, error.getClass(), "an unlisted 4xx is a plain ApiException");
            }
            if (error instanceof RateLimitException limited) {
                assertEquals(Optional.of(Duration.ofSeconds(7)), limited.retryAfter());
            }
        }
    }

    @Test
    void theRawViewGivesStatusHeadersAndRequestIdBesideTheParsedBody() {
        server.enqueue(response("POST", "/projects").status(201).header("X-Request-Id", "req_c").header("X-Extra", "x").json(project("p1")),
                response("GET", "/health").header("Request-Id", "req_h").json("{\"status\": \"ok\"}"));
        KitchenSink c = client();
        HttpResponseFor<Project> created = c.withRawResponse().projects().create(ProjectCreateParams.builder().name("p1").build());
        assertEquals(201, created.statusCode());
        assertEquals(Optional.of("x"), created.header("X-Extra"));
        assertEquals(Optional.of("req_c"), created.requestId());
        assertEquals("p1", created.parse().id());
        HttpResponseFor<HealthResponse> health = c.withRawResponse().health();
        assertEquals(Optional.of("req_h"), health.requestId());
        assertSame(HealthResponseStatus.OK, health.parse().status());
        assertSame(c.withRawResponse(), c.withRawResponse(), "one view per client");
    }

    @Test
    @SuppressWarnings("deprecation") // projects.delete is deprecated in the spec
    void theRawViewOfSubresourcesVoidAndPaginatedMethods() {
        server.enqueue(response("POST", "/projects/p1/tasks/t1/comments").status(201).header("X-Request-Id", "req_n")
                        .json("{\"id\": \"c1\", \"body\": \"hi\"}"),
                response("DELETE", "/projects/p1").status(204).header("X-Request-Id", "req_d"),
                response("GET", "/projects").header("X-Request-Id", "req_p1").json("{\"data\": [" + project("p1") + "], \"total\": 2}"),
                response("GET", "/projects").header("X-Request-Id", "req_p2").json("{\"data\": [" + project("p2") + "], \"total\": 2}"));
        KitchenSink c = client();
        HttpResponseFor<Comment> comment = c.withRawResponse().projects().tasks().comments()
                .create("p1", "t1", CommentCreateParams.builder().body("hi").build());
        assertEquals(Optional.of("req_n"), comment.requestId());
        assertEquals("c1", comment.parse().id());
        HttpResponseFor<Void> deleted = c.withRawResponse().projects().delete("p1");
        assertEquals(204, deleted.statusCode());
        assertEquals(Optional.of("req_d"), deleted.requestId());
        HttpResponseFor<PagedIterable<Project>> listed = c.projects().withRawResponse().list();
        assertEquals(Optional.of("req_p1"), listed.requestId(), "the first page's response");
        assertEquals(List.of("p1", "p2"), ids(listed.parse()));
    }

    @Test
    void theRawViewGivesTheFinalAttemptAndAnApiExceptionItsRequestId() {
        server.enqueue(response("GET", "/projects/p1").status(503).header("X-Request-Id", "req_1"),
                response("GET", "/projects/p1").header("X-Request-Id", "req_2").json(project("p1")),
                response("GET", "/projects/p2").status(404).header("X-Request-Id", "req_404").json("{\"message\": \"no\"}"));
        KitchenSink c = client();
        HttpResponseFor<Project> retried = c.withRawResponse().projects().retrieve("p1");
        assertEquals(200, retried.statusCode());
        assertEquals(Optional.of("req_2"), retried.requestId());
        NotFoundException missing = assertThrows(NotFoundException.class, () -> c.withRawResponse().projects().retrieve("p2"));
        assertEquals(Optional.of("req_404"), missing.requestId());
    }

    @Test
    void throwsRateLimitExceptionWithRetryAfterOnceRetriesAreExhausted() {
        server.enqueue(response("GET", "/health").status(429).header("Retry-After", "3").json("{}").repeat());
        RateLimitException error = assertThrows(RateLimitException.class, () -> client().health());
        assertEquals(Optional.of(Duration.ofSeconds(3)), error.retryAfter());
        assertEquals(4, server.requests().size(), "max_retries: 3 gives four attempts");
        assertEquals(List.of(Duration.ofSeconds(3), Duration.ofSeconds(3), Duration.ofSeconds(3)), sleeps);
    }

    @Test
    void throwsConnectionExceptionWithTheUrlWhenNoResponseArrives() {
        // repeat(): java.net.http sends a GET again by itself when the connection drops before any response (runtime-java.md)
        server.enqueue(response("GET", "/projects/p1").drop().repeat());
        ConnectionException error = assertThrows(ConnectionException.class, () -> client().projects().retrieve("p1"));
        assertInstanceOf(ApiException.class, error);
        assertEquals(server.url() + "/projects/p1", error.url());
        assertEquals(0, error.statusCode());
    }

    @Test
    void readsTheApiKeyFromKitchenTokenAndSendsItInTheHeader() throws Exception {
        server.enqueue(response("GET", "/health").json("{\"status\": \"ok\"}").repeat());
        assertEquals("ok", EnvProbe.run(server.url(), null, "tok-env"));
        assertEquals("ok", EnvProbe.run(server.url(), "tok-explicit", "tok-env"));
        assertEquals("ok", EnvProbe.run(server.url(), null, null));
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals("tok-env", requests.get(0).header("x-kitchen-token"));
        assertEquals("tok-explicit", requests.get(1).header("x-kitchen-token"));
        assertNull(requests.get(2).header("x-kitchen-token"));

        server.reset();
        server.enqueue(response("GET", "/health").status(401).json("{\"message\": \"who are you\"}"));
        String failure = EnvProbe.run(server.url(), null, null);
        assertTrue(failure.startsWith("AuthenticationException: ") && failure.contains("KITCHEN_TOKEN"), failure);
    }

    @Test
    void keepsAbsentNullAndFalseApartInRequestBodies() throws IOException {
        server.enqueue(response("PATCH", "/projects/p1").json(project("p1")).repeat(),
                response("POST", "/projects").status(201).json(project("p2")));
        KitchenSink c = client();
        c.projects().update("p1", ProjectUpdate.builder().name("").build());
        c.projects().update("p1", ProjectUpdate.builder().build());
        c.projects().update("p1");
        c.projects().create(ProjectCreateParams.builder().name("x").settings(ProjectCreateParamsSettings.builder().notify_(false).build()).build());
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals("{\"name\":\"\"}", requests.get(0).body(), "an empty string is a value");
        assertEquals("{}", requests.get(1).body(), "an unset property is left out");
        assertEquals("", requests.get(2).body(), "no body at all");
        assertEquals(json("{\"name\": \"x\", \"settings\": {\"notify\": false}}"), requests.get(3).json(), "false is a value");
    }

    @Test
    void readsUnionsEnumsAndOptionalPropertiesKeepingWhatItDoesNotKnow() {
        server.enqueue(response("GET", "/events").json("[{\"type\": \"task.created\", \"task\": " + task("t1") + "},"
                + " {\"type\": \"project.archived\", \"project_id\": \"p1\"}, {\"type\": \"comment.added\", \"id\": 7}]"),
                response("GET", "/projects/p9").json("{\"id\": \"p9\", \"created_at\": \"2024-01-01T00:00:00Z\", \"name\": \"n\","
                        + " \"status\": \"paused\", \"description\": null, \"score\": 4.5, \"owner\": {\"id\": \"u1\"}}"));
        KitchenSink c = client();
        List<Event> events = c.events().list();
        assertEquals("t1", events.get(0).taskCreatedEvent().orElseThrow().task().id());
        assertEquals("p1", events.get(1).projectArchivedEvent().orElseThrow().projectId());
        assertFalse(events.get(2).isTaskCreatedEvent() || events.get(2).isProjectArchivedEvent());
        assertEquals(7, ((JsonNode) events.get(2).value()).get("id").asInt(), "an unknown variant is kept as JSON");

        Project p = c.projects().retrieve("p9");
        assertEquals("paused", p.status().value());
        assertTrue(p.status().known().isEmpty(), "a value the SDK does not know is kept");
        assertSame(ProjectStatus.ACTIVE, ProjectStatus.of("active"));
        assertTrue(p.description().isNull());
        assertTrue(p.labels().isAbsent());
        assertEquals(4.5, p.score().get().number().orElseThrow());
        assertEquals("u1", p.owner().get().id());
        assertEquals(p, p.toBuilder().build());
    }

    /** Runs a client in a fresh JVM, where the {@code KITCHEN_TOKEN} environment variable can be set or unset. */
    static final class EnvProbe {
        private EnvProbe() {
        }

        static String run(String baseUrl, String apiKey, String env) throws IOException, InterruptedException {
            String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classpath,
                    Main.class.getName(), baseUrl, apiKey == null ? "" : apiKey).redirectErrorStream(true);
            builder.environment().remove("KITCHEN_TOKEN");
            if (env != null) {
                builder.environment().put("KITCHEN_TOKEN", env);
            }
            Process process = builder.start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertEquals(0, process.waitFor(), out);
            return out;
        }
    }

    /**
     * Tolerant responses (issue 25): properties that do not fit the spec's types do not fail the call; each one throws
     * InvalidDataException when read, its raw accessor keeps the JSON; unknown enum values and undeclared properties
     * are kept; a date-time without an offset is UTC; validate() lists every problem by its JSON path.
     */
    @Test
    void aDriftedResponseIsReadAndEachDriftedPropertyReportsWhenRead() throws IOException {
        String drifted = "{\"id\": 12345, \"created_at\": \"2024-05-01T10:00:00\", \"name\": \"Apollo\", \"status\": \"frozen\","
                + " \"labels\": [\"red\"], \"owner\": {\"id\": \"u1\", \"email\": {\"work\": \"a@b.c\"}, \"nick\": \"al\"},"
                + " \"+1\": \"many\", \"-1\": \"3\", \"score\": {\"x\": 1}, \"region\": \"eu\"}";
        server.enqueue(response("GET", "/projects/p1").json(drifted));
        Project project = client().projects().retrieve("p1");
        assertEquals("12345", project.id(), "a number for a string: Jackson's coercion");
        assertEquals("Apollo", project.name());
        assertEquals(OffsetDateTime.of(2024, 5, 1, 10, 0, 0, 0, ZoneOffset.UTC), project.createdAt());
        assertEquals("frozen", project.status().value());
        assertEquals(Optional.empty(), project.status().known());
        InvalidDataException labels = assertThrows(InvalidDataException.class, project::labels);
        assertEquals("Invalid data for Project.labels: expected Map<String, String>, got [\"red\"] (the raw JSON is kept: use the _"
                + " accessor)", labels.getMessage());
        assertEquals(JSON.readTree("[\"red\"]"), project._labels().json());
        assertTrue(project._labels().isInvalid());
        User owner = project.owner().get();
        assertEquals("u1", owner.id());
        assertThrows(InvalidDataException.class, owner::email);
        assertEquals(JSON.readTree("{\"work\": \"a@b.c\"}"), owner._email().json());
        assertEquals(Map.of("nick", JSON.readTree("\"al\"")), owner._additionalProperties());
        assertThrows(InvalidDataException.class, project::_1);
        assertEquals("many", project.__1().json().asText());
        assertEquals(Opt.of(3L), project._1_(), "a numeric string for an integer: Jackson's coercion");
        assertEquals(JSON.readTree("{\"x\": 1}"), project.score().get().value(), "a union keeps what no variant fits");
        assertEquals(Map.of("region", JSON.readTree("\"eu\"")), project._additionalProperties());
        InvalidDataException strict = assertThrows(InvalidDataException.class, project::validate);
        assertEquals(List.of("$.labels: expected Map<String, String>, got [\"red\"]", "$.owner.email: expected String, got {\"work\":\"a@b.c\"}",
                "$.+1: expected Long, got \"many\"", "$.score: fits none of the variants of Score, got {\"x\":1}"), strict.problems());
        assertEquals("Invalid Project: $.labels: expected Map<String, String>, got [\"red\"] (and 3 more)", strict.getMessage());
        // written again, the drifted and undeclared properties go back as they came (coerced ones as their type)
        ObjectNode written = (ObjectNode) JSON.readTree(Json.mapper().writeValueAsString(project));
        assertEquals("2024-05-01T10:00:00Z", written.path("created_at").asText());
        assertEquals(((ObjectNode) JSON.readTree(drifted)).without(List.of("id", "created_at", "-1")),
                written.without(List.of("id", "created_at", "-1")));
    }

    @Test
    void aDriftedItemDoesNotStopAListAndAnObjectForAnArrayIsKept() throws IOException {
        server.enqueue(response("GET", "/projects").json("{\"data\": [{\"id\": \"p1\", \"name\": \"A\", \"status\": \"active\","
                + " \"priority\": 9, \"2fa_required\": \"sometimes\"}, {\"id\": \"p2\", \"name\": [1], \"status\": \"active\"}],"
                + " \"total\": 2}"));
        List<Project> projects = new ArrayList<>();
        client().projects().list().forEach(projects::add);
        assertEquals(2, projects.size());
        assertEquals(9L, projects.get(0).priority().get().value(), "an unknown enum value is kept");
        assertThrows(InvalidDataException.class, projects.get(0)::_2faRequired);
        assertThrows(InvalidDataException.class, projects.get(1)::name);
        assertEquals("p2", projects.get(1).id());
        server.enqueue(response("GET", "/projects/p1/tasks/t1/comments").json("{\"data\": [{\"id\": \"c1\", \"body\": \"hi\","
                + " \"reactions\": {\"thumbs\": 2}}], \"has_more\": false}"));
        Comment comment = client().projects().tasks().comments().list("p1", "t1").iterator().next();
        assertEquals("hi", comment.body());
        assertEquals(JSON.readTree("{\"thumbs\": 2}"), comment._reactions().json(), "an object where the spec says array");
        InvalidDataException strict = assertThrows(InvalidDataException.class, comment::validate);
        assertEquals(List.of("$.reactions: expected List<List<String>>, got {\"thumbs\":2}"), strict.problems());
    }

    /**
     * The client-wide strict mode (responseValidation): the same drift fails the call with every problem by JSON path,
     * for a single response, a page's item and through a withOptions copy; a response that fits passes unchanged.
     */
    @Test
    void aStrictClientFailsTheCallOnADriftedResponseAndPassesAFittingOne() throws IOException {
        KitchenSink strict = client().withOptions(b -> b.responseValidation(true));
        server.enqueue(response("GET", "/projects/p1").json(project("p1")));
        Project fitting = strict.projects().retrieve("p1");
        assertEquals("p1", fitting.name());
        fitting.validate();
        server.enqueue(response("GET", "/projects/p1").json("{\"id\": \"p1\", \"created_at\": \"2024-01-01T00:00:00Z\","
                + " \"name\": \"A\", \"status\": \"active\", \"labels\": [\"red\"], \"score\": {\"x\": 1}}"));
        InvalidDataException single = assertThrows(InvalidDataException.class, () -> strict.projects().retrieve("p1"));
        assertEquals(List.of("$.labels: expected Map<String, String>, got [\"red\"]",
                "$.score: fits none of the variants of Score, got {\"x\":1}"), single.problems());
        assertEquals("Invalid response: $.labels: expected Map<String, String>, got [\"red\"] (and 1 more)", single.getMessage());
        server.enqueue(response("GET", "/projects").json("{\"data\": [" + project("p1") + ", {\"id\": \"p2\","
                + " \"created_at\": \"2024-01-01T00:00:00Z\", \"status\": \"active\", \"name\": [1]}], \"total\": 2}"));
        InvalidDataException item = assertThrows(InvalidDataException.class, () -> strict.projects().list().forEach(p -> { }));
        assertEquals(List.of("$.name: expected String, got [1]"), item.problems());
        assertEquals("Invalid item 1 of the page: $.name: expected String, got [1]", item.getMessage());
        server.enqueue(response("GET", "/projects/p1").json("{\"id\": \"p1\", \"created_at\": \"2024-01-01T00:00:00Z\","
                + " \"name\": \"A\", \"status\": \"active\", \"labels\": [\"red\"]}"));
        Project tolerant = client().projects().retrieve("p1");
        assertEquals("A", tolerant.name(), "the client it was copied from stays tolerant");
        assertThrows(InvalidDataException.class, tolerant::labels);
    }

    /** The program {@link EnvProbe} runs: calls {@code health()} and prints {@code ok} or the exception. */
    static final class Main {
        private Main() {
        }

        public static void main(String[] args) {
            KitchenSink.Builder builder = KitchenSink.builder().baseUrl(args[0]).maxRetries(0);
            if (!args[1].isEmpty()) {
                builder.apiKey(args[1]);
            }
            try {
                builder.build().health();
                System.out.println("ok");
            } catch (ApiException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
