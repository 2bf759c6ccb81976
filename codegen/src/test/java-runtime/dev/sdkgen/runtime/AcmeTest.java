package dev.sdkgen.runtime;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.runtime.core.Opt;
import dev.sdkgen.runtime.core.RequestOptions;
import dev.sdkgen.runtime.errors.ApiException;
import dev.sdkgen.runtime.errors.AuthenticationException;
import dev.sdkgen.runtime.errors.InternalServerException;
import dev.sdkgen.runtime.errors.NotFoundException;
import dev.sdkgen.runtime.models.Account;
import dev.sdkgen.runtime.models.AccountCreateParams;
import dev.sdkgen.runtime.models.AccountListParams;
import dev.sdkgen.runtime.models.Card;
import dev.sdkgen.runtime.models.Status;
import dev.sdkgen.runtime.testing.MockServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The contract's Java column, through a client written as the emitter should generate it. */
class AcmeTest {

    private final MockServer server = MockServer.shared();
    private final List<Duration> sleeps = new ArrayList<>();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Acme client() {
        return Acme.builder().baseUrl(server.url()).apiKey("sk_test").sleeper(sleeps::add).build();
    }

    @Test
    void callsANestedResourceWithPositionalPathParameters() {
        server.enqueue(response("POST", "/accounts/a1/cards/c%201/freeze").json("{\"id\": \"c 1\", \"frozen\": true}"));
        Card card = client().accounts().cards().freeze("a1", "c 1");
        assertEquals(new Card("c 1", true), card);
        MockServer.RecordedRequest request = server.requests().get(0);
        assertEquals("Bearer sk_test", request.header("authorization"));
        assertTrue(request.header("user-agent").startsWith("acme/1.4.0 (java; "));
    }

    @Test
    void iteratesAPaginatedListWithForEach() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": [{\"id\": \"a1\", \"name\": \"A\", \"status\": \"open\"}], \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": [{\"id\": \"a2\", \"name\": \"B\", \"status\": \"closed\"}], \"has_more\": false}"));
        List<String> seen = new ArrayList<>();
        for (Account account : client().accounts().list(new AccountListParams(Opt.of(1), Opt.of(List.of(Status.OPEN, Status.FROZEN))),
                RequestOptions.none())) {
            seen.add(account.id() + ":" + account.status().get());
        }
        assertEquals(List.of("a1:OPEN", "a2:UNKNOWN"), seen);
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals(Map.of("limit", List.of("1"), "status", List.of("open", "frozen")), requests.get(0).queryParams());
        assertEquals(Map.of("limit", List.of("1"), "status", List.of("open", "frozen"), "starting_after", List.of("a1")),
                requests.get(1).queryParams());
    }

    @Test
    void sendsATriStateBodyAndReadsTheResponseModel() {
        server.enqueue(response("POST", "/accounts").status(201).json("{\"id\": \"a1\", \"name\": \"x\", \"nickname\": null}").repeat());
        Account created = client().accounts().create(new AccountCreateParams("x", Opt.ofNull()));
        assertTrue(created.nickname().isNull());
        assertTrue(created.status().isAbsent());
        client().accounts().create(new AccountCreateParams("x", null));
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals("{\"name\":\"x\",\"nickname\":null}", requests.get(0).body());
        assertEquals("{\"name\":\"x\"}", requests.get(1).body());
    }

    @Test
    void retriesWithTheGeneratedPolicyExceptWhereDisabled() {
        server.enqueue(response("GET", "/health").status(503).json("{}"), response("GET", "/health").json("{\"status\": \"ok\"}"),
                response("POST", "/accounts/a1/cards/c1/freeze").status(503).json("{\"message\": \"busy\"}"));
        assertEquals("ok", client().health().status());
        assertEquals(1, sleeps.size());
        long waitedMs = sleeps.get(0).toMillis();
        assertTrue(waitedMs >= 375 && waitedMs <= 500, "500 ms backoff with up to 25 % jitter below: " + waitedMs);
        InternalServerException error = assertThrows(InternalServerException.class, () -> client().accounts().cards().freeze("a1", "c1"));
        assertEquals("503 busy", error.getMessage());
        assertEquals(3, server.requests().size());
    }

    @Test
    void theBuildersMaxRetriesAndTimeoutApply() {
        server.enqueue(response("GET", "/health").status(503).json("{}").repeat());
        Acme client = Acme.builder().baseUrl(server.url()).apiKey("k").maxRetries(0).timeout(Duration.ofSeconds(5)).build();
        assertThrows(InternalServerException.class, client::health);
        assertEquals(1, server.requests().size());
    }

    @Test
    void errorsAreApiExceptionsNamedByStatus() {
        server.enqueue(response("GET", "/accounts/nope").status(404).json("{\"error\": {\"message\": \"No such account\"}}"));
        ApiException error = assertThrows(ApiException.class, () -> client().accounts().get("nope"));
        assertTrue(error instanceof NotFoundException);
        assertEquals(404, error.statusCode());
        assertEquals("404 No such account", error.getMessage());
    }

    @Test
    void withoutAKeyA401NamesTheEnvironmentVariable() {
        server.enqueue(response("GET", "/health").status(401).json("{\"message\": \"Unauthorized\"}"));
        Acme anonymous = Acme.builder().baseUrl(server.url()).build();
        AuthenticationException error = assertThrows(AuthenticationException.class, anonymous::health);
        assertTrue(error.getMessage().contains("ACME_API_KEY"), error.getMessage());
    }
}
