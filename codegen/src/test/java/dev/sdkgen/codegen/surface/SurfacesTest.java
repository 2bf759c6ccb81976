package dev.sdkgen.codegen.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The public surface of the contract's example (examples/acme), as each language spells it. */
class SurfacesTest {
    private static final SdkPlan ACME = Planner.plan(Fixtures.model(Fixtures.acme()));

    @Test
    void methodsAreKeyedByResourcePathAndSpelledAsTheContractSays() {
        assertEquals("client.accounts.cards.freeze", method(Target.TYPESCRIPT, "accounts.cards.freeze").call());
        assertEquals("client.accounts.cards.freeze", method(Target.PYTHON, "accounts.cards.freeze").call());
        assertEquals("client.Accounts.Cards.Freeze", method(Target.GO, "accounts.cards.freeze").call());
        assertEquals("client.accounts().cards().freeze", method(Target.JAVA, "accounts.cards.freeze").call());
        assertEquals("client.Health", method(Target.GO, "health").call());
        Surface.MethodSurface freeze = method(Target.GO, "accounts.cards.freeze");
        assertEquals("POST /accounts/{account_id}/cards/{card_id}/freeze", freeze.http());
        assertEquals("#/paths/~1accounts~1{account_id}~1cards~1{card_id}~1freeze/post", freeze.pointer());
        assertEquals(List.of("path:1", "path:2"), List.copyOf(freeze.parameters().keySet()));
        assertEquals("card_id", freeze.parameters().get("path:2").name());
        assertEquals("cardID", freeze.parameters().get("path:2").argument());
        assertTrue(freeze.parameters().get("path:2").required());
        assertEquals("cardId", method(Target.TYPESCRIPT, "accounts.cards.freeze").parameters().get("path:2").argument());
        assertEquals("card_id", method(Target.PYTHON, "accounts.cards.freeze").parameters().get("path:2").argument());
        assertTrue(Surfaces.of(ACME, Target.PYTHON).pathArgsByName(), "Python callers may name path parameters");
        assertFalse(Surfaces.of(ACME, Target.JAVA).pathArgsByName());
        assertEquals("ctx", freeze.arguments().get(0), "Go's calls take the context first");
    }

    @Test
    void paginationBodyAndResultAreRecorded() {
        Surface.MethodSurface list = method(Target.TYPESCRIPT, "accounts.list");
        assertTrue(list.paginated());
        assertNull(list.body());
        Surface.MethodSurface create = method(Target.JAVA, "accounts.create");
        assertEquals("AccountCreate", create.body());
        assertTrue(create.bodyRequired());
        assertEquals("Account", create.returns());
        assertFalse(create.paginated());
    }

    @Test
    void typesCarryFieldsOptionalityNullabilityAndTheirUse() {
        Surface.TypeSurface account = Surfaces.of(ACME, Target.GO).types().get("Account");
        assertEquals("object", account.kind());
        assertEquals("#/components/schemas/Account", account.pointer());
        assertTrue(account.response());
        assertTrue(account.fields().get("name").required());
        assertFalse(account.fields().get("email").required());
        assertTrue(account.fields().get("email").nullable());
        Surface.TypeSurface create = Surfaces.of(ACME, Target.GO).types().get("AccountCreate");
        assertTrue(create.requestOnly());
        Surface.TypeSurface status = Surfaces.of(ACME, Target.TYPESCRIPT).types().get("CardStatus");
        assertEquals(List.of("\"active\"", "\"frozen\""), status.values());
    }

    @Test
    void aJsonOrStreamMethodIsAnOverloadInTypeScriptAndPythonAndAMethodOfItsOwnInGoAndJava() {
        SdkPlan streaming = Planner.plan(Fixtures.model(Fixtures.codegen("streaming")));
        String create = Surfaces.of(streaming, Target.TYPESCRIPT).methods().keySet().stream()
                .filter(k -> k.endsWith(".create") && Surfaces.of(streaming, Target.TYPESCRIPT).methods().get(k).streamOverload())
                .findFirst().orElseThrow();
        assertFalse(Surfaces.of(streaming, Target.TYPESCRIPT).methods().get(create).streaming());
        assertTrue(Surfaces.of(streaming, Target.PYTHON).methods().get(create).streamOverload());
        for (Target t : List.of(Target.GO, Target.JAVA)) {
            Surface.MethodSurface variant = Surfaces.of(streaming, t).methods().get(create + "_streaming");
            assertTrue(variant != null && variant.streaming() && !variant.streamOverload(), t.id());
            assertFalse(Surfaces.of(streaming, t).methods().get(create).streamOverload(), t.id());
        }
    }

    @Test
    void theClientAndTheErrorsAreTheContractsOnes() {
        Surface ts = Surfaces.of(ACME, Target.TYPESCRIPT);
        assertEquals("Acme", ts.client().name());
        assertEquals("ACME_API_KEY", ts.client().apiKeyEnv());
        assertEquals("https://api.acme.com", ts.client().baseUrl());
        assertTrue(ts.client().retries());
        assertTrue(ts.errors().containsAll(List.of("APIError", "AuthenticationError", "RateLimitError", "NotFoundError",
                "ConnectionError", "InternalServerError")), ts.errors().toString());
        assertTrue(Surfaces.of(ACME, Target.GO).errors().containsAll(List.of("*APIError", "*RateLimitError")));
        assertTrue(Surfaces.of(ACME, Target.JAVA).errors().containsAll(List.of("ApiException", "RateLimitException",
                "ConnectionException")));
        assertTrue(Surfaces.of(ACME, Target.PYTHON).errors().contains("PermissionDeniedError"));
    }

    @Test
    void jsonIsSortedDeterministicAndReadsBack() {
        for (Target t : Target.values()) {
            Surface s = Surfaces.of(ACME, t);
            String json = SurfaceJson.write(s);
            assertEquals(json, SurfaceJson.write(Surfaces.of(Planner.plan(Fixtures.model(Fixtures.acme())), t)));
            assertEquals(s, SurfaceJson.read(json), t.id());
            assertTrue(json.indexOf("\"client\"") < json.indexOf("\"errors\"") && json.indexOf("\"errors\"") < json.indexOf("\"language\""),
                    "keys sorted");
            assertTrue(json.endsWith("}\n"));
        }
        String other = SurfaceJson.write(Surfaces.of(ACME, Target.GO)).replace("\"surfaceVersion\" : 1", "\"surfaceVersion\" : 99");
        assertThrows(IllegalArgumentException.class, () -> SurfaceJson.read(other));
    }

    private static Surface.MethodSurface method(Target t, String key) {
        Surface.MethodSurface m = Surfaces.of(ACME, t).methods().get(key);
        assertTrue(m != null, key + " in " + Surfaces.of(ACME, t).methods().keySet());
        return m;
    }
}
