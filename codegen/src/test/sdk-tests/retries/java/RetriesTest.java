// Behaviour of the GENERATED SDK of a config with the retry policy `sdkgen init` writes and an idempotency header
// (codegen/src/test/fixtures/retries). The scenarios of ../typescript/retries.test.ts, in Java.
package com.shop;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.shop.core.RequestOptions;
import com.shop.errors.BadRequestException;
import com.shop.errors.ConflictException;
import com.shop.errors.InternalServerException;
import com.shop.models.Order;
import com.shop.models.OrderCreate;
import dev.sdkgen.runtime.testing.MockServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RetriesTest {
    private static final String ORDER = "{\"id\": \"o1\", \"item\": \"tea\"}";

    private final MockServer server = MockServer.shared();
    private final List<Duration> sleeps = new ArrayList<>();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Shop client() {
        return Shop.builder().baseUrl(server.url()).sleeper(sleeps::add).random(() -> 0).build();
    }

    private static OrderCreate tea() {
        return OrderCreate.builder().item("tea").build();
    }

    private List<String> keys() {
        return server.requests().stream().map(r -> r.header("idempotency-key")).collect(Collectors.toList());
    }

    @Test
    void retriesA409OutOfTheBoxTwiceAtMost() {
        server.enqueue(response("POST", "/orders").status(409).json("{\"message\": \"busy\"}"),
                response("POST", "/orders").status(201).json(ORDER));
        Shop c = client();
        Order order = c.orders().create(tea());
        assertEquals("o1", order.id());
        assertEquals(List.of(Duration.ofMillis(500)), sleeps);
        server.reset();
        server.enqueue(response("POST", "/orders").status(409).json("{\"message\": \"busy\"}").repeat());
        assertThrows(ConflictException.class, () -> c.orders().create(tea()));
        assertEquals(3, server.requests().size());
    }

    @Test
    void retriesADroppedConnection() {
        // A POST: java.net.http re-sends a dropped GET once by itself (runtime-java.md), which is not a policy retry.
        server.enqueue(response("POST", "/orders").drop(), response("POST", "/orders").status(201).json(ORDER));
        assertEquals("o1", client().orders().create(tea()).id());
        assertEquals(List.of("0", "1"),
                server.requests().stream().map(r -> r.header("x-sdkgen-retry-count")).collect(Collectors.toList()));
    }

    @Test
    void waitsTheRetryAfterMsTheServerSendsInPlaceOfRetryAfter() {
        server.enqueue(response("GET", "/orders/o1").status(503).header("retry-after-ms", "20").header("Retry-After", "7").json("{}"),
                response("GET", "/orders/o1").json(ORDER));
        client().orders().retrieve("o1");
        assertEquals(List.of(Duration.ofMillis(20)), sleeps);
    }

    @Test
    void stopsRetryingA503OnXShouldRetryFalse() {
        server.enqueue(response("GET", "/orders/o1").status(503).header("x-should-retry", "false").json("{}"),
                response("GET", "/orders/o1").json(ORDER));
        assertThrows(InternalServerException.class, () -> client().orders().retrieve("o1"));
        assertEquals(1, server.requests().size());
        assertEquals(List.of(), sleeps);
    }

    @Test
    void retriesA400OnXShouldRetryTrue() {
        server.enqueue(response("GET", "/orders/o1").status(400).header("x-should-retry", "true").json("{}"),
                response("GET", "/orders/o1").json(ORDER));
        Shop c = client();
        assertEquals("o1", c.orders().retrieve("o1").id());
        assertEquals(2, server.requests().size());
        server.reset();
        server.enqueue(response("GET", "/orders/o1").status(400).json("{}"), response("GET", "/orders/o1").json(ORDER));
        assertThrows(BadRequestException.class, () -> c.orders().retrieve("o1"));
    }

    @Test
    void sendsOneIdempotencyKeyOnEveryAttemptOfACallAndANewOneOnTheNextCall() {
        server.enqueue(response("POST", "/orders").status(503).json("{}"), response("POST", "/orders").drop(),
                response("POST", "/orders").status(201).json(ORDER), response("POST", "/orders/o1/cancel").json(ORDER));
        Shop c = client();
        c.orders().create(tea());
        c.orders().cancel("o1");
        List<String> keys = keys();
        assertEquals(4, keys.size(), keys.toString());
        assertTrue(keys.get(0).matches("sdkgen-retry-[0-9a-f-]{36}"), keys.get(0));
        assertEquals(List.of(keys.get(0), keys.get(0)), keys.subList(1, 3));
        assertTrue(keys.get(3).startsWith("sdkgen-retry-"), keys.get(3));
        assertNotEquals(keys.get(0), keys.get(3));
    }

    @Test
    void sendsNoIdempotencyKeyOnAGet() {
        server.enqueue(response("GET", "/orders/o1").json(ORDER));
        client().orders().retrieve("o1");
        assertNull(keys().get(0));
    }

    @Test
    void sendsTheKeyACallPassesOnEveryAttemptAndAHeaderTheCallerSetsWins() {
        server.enqueue(response("POST", "/orders").status(409).json("{}"), response("POST", "/orders").status(201).json(ORDER),
                response("POST", "/orders").status(201).json(ORDER));
        Shop c = client();
        c.orders().create(tea(), RequestOptions.builder().idempotencyKey("order-42").build());
        c.orders().create(tea(), RequestOptions.builder().idempotencyKey("order-43").header("Idempotency-Key", "mine").build());
        assertEquals(List.of("order-42", "order-42", "mine"), keys());
    }
}
