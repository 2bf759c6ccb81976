package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.only;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.runtime.models.AccountUpdateParams;
import dev.sdkgen.runtime.models.CardFreezeParams;
import dev.sdkgen.runtime.models.Status;
import dev.sdkgen.runtime.testing.MockServer;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The tri-state {@link Opt}: absent, explicit null and values (false, 0 and "" included), in Jackson and on the wire. */
class OptTest {

    private static final AccountUpdateParams ALL_ABSENT = AccountUpdateParams.builder().name("x").build();
    private static final AccountUpdateParams FALSY = AccountUpdateParams.builder().name("x").nickname(null).active(false)
            .limit(0).note("").tags(List.of()).build();

    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    /** The shared mapper, and a plain one: generated models must behave the same with a user's own mapper. */
    private static ObjectMapper mapper(String which) {
        return which.equals("shared") ? Json.mapper() : new ObjectMapper();
    }

    @Test
    void hasThreeStates() {
        Opt<String> absent = Opt.absent();
        Opt<String> nul = Opt.ofNull();
        Opt<String> empty = Opt.of("");
        assertTrue(absent.isAbsent() && !absent.isNull() && !absent.hasValue());
        assertTrue(!nul.isAbsent() && nul.isNull() && !nul.hasValue());
        assertTrue(!empty.isAbsent() && !empty.isNull() && empty.hasValue());
        assertEquals("", empty.get());
        assertThrows(NoSuchElementException.class, absent::get);
        assertThrows(NoSuchElementException.class, nul::get);
        assertThrows(NullPointerException.class, () -> Opt.of(null));
        assertEquals(Opt.ofNull(), Opt.ofNullable(null));
        assertEquals(Opt.of(false), Opt.ofNullable(false));
        assertEquals("fallback", absent.orElse("fallback"));
        assertEquals("fallback", nul.orElse("fallback"));
        assertEquals(Optional.empty(), nul.toOptional());
        assertEquals(Optional.of(0), Opt.of(0).toOptional());
        assertEquals(Opt.of(3), Opt.of("abc").map(String::length));
        assertEquals(Opt.ofNull(), Opt.<String>ofNull().map(String::length));
        assertEquals(Opt.absent(), Opt.<String>absent().map(String::length));
        assertEquals(Opt.absent(), Opt.fromOptional(Optional.empty()));
        assertEquals(Opt.of(1), Opt.fromOptional(Optional.of(1)));
        assertNotEquals(Opt.absent(), Opt.ofNull());
        assertNotEquals(Opt.absent().hashCode(), Opt.ofNull().hashCode());
        assertEquals(List.of("Opt.absent", "Opt.null", "Opt[0]"), List.of(absent.toString(), nul.toString(), Opt.of(0).toString()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"shared", "plain"})
    void aBuilderModelLeavesAbsentOutAndWritesNullFalseZeroAndEmpty(String which) throws JsonProcessingException {
        ObjectMapper mapper = mapper(which);
        assertEquals("{\"name\":\"x\"}", mapper.writeValueAsString(ALL_ABSENT));
        assertEquals("{\"name\":\"x\",\"nickname\":null,\"active\":false,\"limit\":0,\"note\":\"\",\"tags\":[]}",
                mapper.writeValueAsString(FALSY));
        assertEquals("{\"name\":\"x\",\"nickname\":\"Jo\",\"tags\":[\"a\",\"b\"]}", mapper.writeValueAsString(
                AccountUpdateParams.builder().name("x").nickname("Jo").tags(List.of("a", "b")).build()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"shared", "plain"})
    void aBuilderModelReadsMissingAsAbsentAndNullAsNull(String which) throws JsonProcessingException {
        ObjectMapper mapper = mapper(which);
        AccountUpdateParams missing = mapper.readValue("{\"name\":\"x\"}", AccountUpdateParams.class);
        assertEquals(ALL_ABSENT, missing);
        assertTrue(missing.nickname().isAbsent());
        AccountUpdateParams falsy = mapper.readValue(
                "{\"name\":\"x\",\"nickname\":null,\"active\":false,\"limit\":0,\"note\":\"\",\"tags\":[]}", AccountUpdateParams.class);
        assertEquals(FALSY, falsy);
        assertTrue(falsy.nickname().isNull());
        assertInstanceOf(Long.class, falsy.limit().get(), "the declared type argument is used");
        AccountUpdateParams values = mapper.readValue("{\"name\":\"x\",\"limit\":7,\"tags\":[\"a\"]}", AccountUpdateParams.class);
        assertEquals(Long.valueOf(7), values.limit().get());
        assertEquals(List.of("a"), values.tags().get());
    }

    @ParameterizedTest
    @ValueSource(strings = {"shared", "plain"})
    void aRecordModelDoesTheSame(String which) throws JsonProcessingException {
        ObjectMapper mapper = mapper(which);
        assertEquals("{\"reason\":\"lost\"}", mapper.writeValueAsString(new CardFreezeParams("lost", null, Opt.absent(), null)));
        assertEquals("{\"reason\":\"lost\",\"note\":null,\"notify\":false,\"attempts\":0}",
                mapper.writeValueAsString(new CardFreezeParams("lost", Opt.ofNull(), Opt.of(false), Opt.of(0))));
        assertEquals(new CardFreezeParams("lost", Opt.absent(), Opt.absent(), Opt.absent()),
                mapper.readValue("{\"reason\":\"lost\"}", CardFreezeParams.class));
        assertEquals(new CardFreezeParams("lost", Opt.ofNull(), Opt.of(false), Opt.of(0)),
                mapper.readValue("{\"reason\":\"lost\",\"note\":null,\"notify\":false,\"attempts\":0}", CardFreezeParams.class));
    }

    @Test
    void theSharedMapperLeavesAbsentOutEvenWithoutTheAnnotation() throws JsonProcessingException {
        record Unannotated(String id, Opt<String> note, Opt<Integer> count) {
        }
        assertEquals("{\"id\":\"a\",\"count\":0}", Json.mapper().writeValueAsString(new Unannotated("a", Opt.absent(), Opt.of(0))));
        assertEquals("{\"id\":\"a\",\"note\":null,\"count\":null}",
                new ObjectMapper().writeValueAsString(new Unannotated("a", Opt.ofNull(), Opt.absent())),
                "without the annotation a plain mapper cannot tell absent from null: generated models carry it");
        assertEquals("[null,1,null]", Json.mapper().writeValueAsString(Arrays.asList(Opt.absent(), Opt.of(1), Opt.ofNull())));
    }

    @Test
    void absentNullFalseZeroAndEmptyOnTheWireAsJson() {
        server.enqueue(response("PATCH", "/accounts/a1").json("{}").repeat());
        ClientCore client = client(server);
        client.requestVoid(RequestSpec.patch("/accounts/{id}").pathParams("a1").body(ALL_ABSENT).build(), null);
        client.requestVoid(RequestSpec.patch("/accounts/{id}").pathParams("a1").body(FALSY).build(), null);
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals("{\"name\":\"x\"}", requests.get(0).body());
        assertFalse(requests.get(0).json().has("nickname"));
        assertEquals("{\"name\":\"x\",\"nickname\":null,\"active\":false,\"limit\":0,\"note\":\"\",\"tags\":[]}", requests.get(1).body());
        assertTrue(requests.get(1).json().get("nickname").isNull());
    }

    @Test
    void absentNullFalseZeroAndEmptyOnTheWireAsAForm() {
        server.enqueue(response("POST", "/accounts/a1").json("{}"));
        client(server).requestVoid(RequestSpec.post("/accounts/{id}").pathParams("a1").body(FALSY).encoding(BodyEncoding.FORM).build(), null);
        assertEquals("name=x&active=false&limit=0&note=", only(server).body(), "a form has no null: null is left out, \"\" clears");
    }

    @Test
    void aResponseModelKeepsAbsentAbsent() {
        server.enqueue(response("GET", "/accounts/a1").json("{\"name\": \"x\", \"nickname\": null, \"active\": true, \"added\": 1}"));
        AccountUpdateParams account = client(server).request(RequestSpec.get("/accounts/{id}").pathParams("a1").build(),
                AccountUpdateParams.class, null);
        assertTrue(account.nickname().isNull());
        assertEquals(Opt.of(true), account.active());
        assertTrue(account.note().isAbsent());
        assertTrue(account.limit().isAbsent());
    }

    @Test
    void unknownEnumValuesReadAsTheDefaultConstant() throws JsonProcessingException {
        assertEquals(List.of(Status.OPEN, Status.FROZEN, Status.UNKNOWN),
                Json.mapper().readValue("[\"open\", \"frozen\", \"archived\"]", new com.fasterxml.jackson.core.type.TypeReference<List<Status>>() {
                }));
    }
}
