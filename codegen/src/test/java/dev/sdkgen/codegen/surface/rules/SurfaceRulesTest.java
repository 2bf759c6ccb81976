package dev.sdkgen.codegen.surface.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.Surface;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Each rule of the surface diff on its own, on surfaces built by hand: test methods named after each rule, with the
 * cases that give different levels. Expected levels and reasons are the documented ones (docs/codegen.md,
 * "Public surface"), written out here.
 */
class SurfaceRulesTest {

    // ---- surfaces built by hand -------------------------------------------------------------------------------

    static Surface.FieldSurface field(String type, boolean required, boolean nullable) {
        return new Surface.FieldSurface(type, nullable, required, false, false, null);
    }

    static Surface.TypeSurface object(String name, boolean request, boolean response, Map<String, Surface.FieldSurface> fields) {
        return new Surface.TypeSurface(name, "object", fields, List.of(), List.of(), null, request, response, false, null,
                "#/components/schemas/" + name);
    }

    static Surface.TypeSurface enumType(String name, boolean request, boolean response, String... values) {
        return new Surface.TypeSurface(name, "enum", Map.of(), List.of(values), List.of(), null, request, response, false,
                null, "#/components/schemas/" + name);
    }

    static Surface.MethodSurface method(String returns, Map<String, Surface.ParamSurface> params, String body,
            boolean bodyRequired) {
        return new Surface.MethodSurface("client.accounts.create", "POST /accounts", List.of("body", "options?"), returns,
                params, body, bodyRequired, false, false, false, false, null, "#/paths/~1accounts/post");
    }

    static Surface.MethodSurface method() {
        return method("Promise<Account>", Map.of(), "AccountCreate", true);
    }

    static Surface surface(Map<String, Surface.MethodSurface> methods, Map<String, Surface.TypeSurface> types) {
        return new Surface(Surface.VERSION, "typescript", "acme", "1.0.0",
                new Surface.ClientSurface("Acme", "https://api.acme.com", "ACME_API_KEY", false, List.of("api_key", "base_url")),
                List.of("APIError", "NotFoundError"), methods, types, false);
    }

    static Surface withType(Surface.TypeSurface t) {
        return surface(Map.of(), Map.of(t.name(), t));
    }

    static Surface withMethod(Surface.MethodSurface m) {
        return surface(Map.of("accounts.create", m), Map.of());
    }

    static Map<String, Surface.FieldSurface> fields(Object... nameAndField) {
        Map<String, Surface.FieldSurface> out = new LinkedHashMap<>();
        for (int i = 0; i < nameAndField.length; i += 2) {
            out.put((String) nameAndField[i], (Surface.FieldSurface) nameAndField[i + 1]);
        }
        return out;
    }

    static List<Change> run(SurfaceRule rule, Surface old, Surface now) {
        List<Change> out = new ArrayList<>();
        rule.check(old, now, out);
        return out;
    }

    /** The one change the rule finds: {@code level what name kind}. */
    static String one(SurfaceRule rule, Surface old, Surface now) {
        List<Change> out = run(rule, old, now);
        assertEquals(1, out.size(), out::toString);
        Change c = out.get(0);
        return c.level().label() + " " + c.what() + " " + c.name() + " " + c.kind().label();
    }

    static Surface client(UnaryOperator<Surface.ClientSurface> change) {
        Surface s = surface(Map.of(), Map.of());
        return new Surface(s.surfaceVersion(), s.language(), s.sdk(), s.version(), change.apply(s.client()), s.errors(),
                s.methods(), s.types(), s.pathArgsByName());
    }

    // ---- per rule ----------------------------------------------------------------------------

    @Test
    void methodRemovedIsMajorAndNamesTheCallAndOperation() {
        List<Change> out = run(new MethodRemovedRule(), withMethod(method()), surface(Map.of(), Map.of()));
        assertEquals("major method accounts.create removed", one(new MethodRemovedRule(), withMethod(method()), surface(Map.of(), Map.of())));
        assertEquals("#/paths/~1accounts/post", out.get(0).pointer());
        assertEquals("client.accounts.create", out.get(0).before());
    }

    @Test
    void methodRemovedFindsNothingWhenTheMethodStays() {
        assertEquals(List.of(), run(new MethodRemovedRule(), withMethod(method()), withMethod(method())));
    }

    @Test
    void methodAddedIsMinor() {
        assertEquals("minor method accounts.create added", one(new MethodAddedRule(), surface(Map.of(), Map.of()), withMethod(method())));
    }

    private Surface params(Map<String, Surface.ParamSurface> p) {
        return withMethod(method("Promise<Account>", p, "AccountCreate", true));
    }

    @Test
    void parametersANewRequiredParameterIsMajorAnOptionalOneMinor() {
        assertEquals("major parameter accounts.create query:limit added", one(new ParameterRule(), params(Map.of()),
                params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "number", false, true, null)))));
        assertEquals("minor parameter accounts.create query:limit added", one(new ParameterRule(), params(Map.of()),
                params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "number", false, false, null)))));
    }

    @Test
    void parametersRemovedRetypedRequiredAndNullability() {
        Surface base = params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "number", false, false, null)));
        assertEquals("major parameter accounts.create query:limit removed", one(new ParameterRule(), base, params(Map.of())));
        assertEquals("major parameter accounts.create query:limit changed", one(new ParameterRule(), base,
                params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "string", false, false, null)))));
        assertEquals("major parameter accounts.create query:limit changed", one(new ParameterRule(), base,
                params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "number", false, true, null)))));
        assertEquals("minor parameter accounts.create query:limit changed", one(new ParameterRule(),
                params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "number", false, true, null))), base));
        assertEquals("minor parameter accounts.create query:limit changed", one(new ParameterRule(), base,
                params(Map.of("query:limit", new Surface.ParamSurface("limit", null, "number", true, false, null)))));
    }

    @Test
    void bodyAddedRequiredIsMajorOptionalMinorRemovedMajor() {
        Surface none = withMethod(method("Promise<Account>", Map.of(), null, false));
        assertEquals("major body accounts.create added", one(new BodyRule(), none, withMethod(method())));
        assertEquals("minor body accounts.create added", one(new BodyRule(), none,
                withMethod(method("Promise<Account>", Map.of(), "AccountCreate", false))));
        assertEquals("major body accounts.create removed", one(new BodyRule(), withMethod(method()), none));
    }

    @Test
    void bodyRetypedIsMajorRequiredFlipsByDirection() {
        assertEquals("major body accounts.create changed", one(new BodyRule(), withMethod(method()),
                withMethod(method("Promise<Account>", Map.of(), "AccountInput", true))));
        Surface optional = withMethod(method("Promise<Account>", Map.of(), "AccountCreate", false));
        assertEquals("minor body accounts.create changed", one(new BodyRule(), withMethod(method()), optional));
        assertEquals("major body accounts.create changed", one(new BodyRule(), optional, withMethod(method())));
    }

    @Test
    void resultAnotherResultTypeIsMajor() {
        assertEquals("major result accounts.create changed", one(new ResultRule(), withMethod(method()),
                withMethod(method("Promise<AccountV2>", Map.of(), "AccountCreate", true))));
        assertEquals(List.of(), run(new ResultRule(), withMethod(method()), withMethod(method())));
        Surface.MethodSurface m = method();
        Surface.MethodSurface overload = new Surface.MethodSurface(m.call(), m.http(), m.arguments(), m.returns(),
                m.parameters(), m.body(), m.bodyRequired(), false, false, true, false, null, m.pointer());
        Surface.MethodSurface stream = new Surface.MethodSurface(m.call(), m.http(), m.arguments(), "Promise<Stream<Chunk>>",
                m.parameters(), m.body(), m.bodyRequired(), false, true, false, false, null, m.pointer());
        assertEquals("minor result accounts.create added", one(new ResultRule(), withMethod(m), withMethod(overload)));
        assertEquals("major result accounts.create removed", one(new ResultRule(), withMethod(overload), withMethod(m)));
        assertEquals("major result accounts.create changed", one(new ResultRule(), withMethod(m), withMethod(stream)));
    }

    private final Surface.TypeSurface account = object("Account", false, true, fields("id", field("string", true, false)));

    @Test
    void typesRemovedIsMajorAddedMinor() {
        assertEquals("major type Account removed", one(new TypeRemovedRule(), withType(account), surface(Map.of(), Map.of())));
        assertEquals("minor type Account added", one(new TypeAddedRule(), surface(Map.of(), Map.of()), withType(account)));
    }

    @Test
    void typesAnotherKindOrAliasTargetIsMajor() {
        Surface.TypeSurface union = new Surface.TypeSurface("Account", "union", Map.of(), List.of(), List.of("A", "B"), null,
                false, true, false, null, null);
        assertEquals("major type Account changed", one(new TypeShapeRule(), withType(account), withType(union)));
        Surface.TypeSurface ids = new Surface.TypeSurface("Ids", "alias", Map.of(), List.of(), List.of(), "string[]",
                false, true, false, null, null);
        Surface.TypeSurface ids2 = new Surface.TypeSurface("Ids", "alias", Map.of(), List.of(), List.of(), "number[]",
                false, true, false, null, null);
        assertEquals("major type Ids changed", one(new TypeShapeRule(), withType(ids), withType(ids2)));
    }

    private Surface type(boolean request, boolean response, Object... f) {
        return withType(object("T", request, response, fields(f)));
    }

    @Test
    void fieldsRemovedIsMajorWithThePropertysPointer() {
        List<Change> out = run(new FieldRemovedRule(), type(false, true, "a", field("string", false, false)), type(false, true));
        assertEquals("major field T.a removed", one(new FieldRemovedRule(), type(false, true, "a", field("string", false, false)),
                type(false, true)));
        assertEquals("#/components/schemas/T/properties/a", out.get(0).pointer());
    }

    @Test
    void fieldsAddedRequiredInARequestIsMajorElseMinor() {
        assertEquals("major field T.a added", one(new FieldAddedRule(), type(true, false), type(true, false, "a", field("string", true, false))));
        assertEquals("minor field T.a added", one(new FieldAddedRule(), type(true, false), type(true, false, "a", field("string", false, false))));
        assertEquals("minor field T.a added", one(new FieldAddedRule(), type(false, true), type(false, true, "a", field("string", true, false))));
    }

    @Test
    void fieldsBecomingRequiredBreaksWritersBecomingOptionalBreaksReaders() {
        Surface reqOpt = type(true, false, "a", field("string", false, false));
        Surface reqReq = type(true, false, "a", field("string", true, false));
        Surface resOpt = type(false, true, "a", field("string", false, false));
        Surface resReq = type(false, true, "a", field("string", true, false));
        assertEquals("major field T.a changed", one(new FieldRequiredRule(), reqOpt, reqReq));
        assertEquals("minor field T.a changed", one(new FieldRequiredRule(), reqReq, reqOpt));
        assertEquals("major field T.a changed", one(new FieldRequiredRule(), resReq, resOpt));
        assertEquals("minor field T.a changed", one(new FieldRequiredRule(), resOpt, resReq));
    }

    @Test
    void fieldsANewTypeIsMajorNullByDirection() {
        assertEquals("major field T.a changed", one(new FieldTypeRule(), type(false, true, "a", field("OffsetDateTime", true, false)),
                type(false, true, "a", field("String", true, false))));
        assertEquals("major field T.a changed", one(new FieldTypeRule(), type(false, true, "a", field("string", true, false)),
                type(false, true, "a", field("string", true, true))));
        assertEquals("minor field T.a changed", one(new FieldTypeRule(), type(true, false, "a", field("string", true, false)),
                type(true, false, "a", field("string", true, true))));
        assertEquals("major field T.a changed", one(new FieldTypeRule(), type(true, false, "a", field("string", true, true)),
                type(true, false, "a", field("string", true, false))));
        assertEquals("minor field T.a changed", one(new FieldTypeRule(), type(false, true, "a", field("string", true, true)),
                type(false, true, "a", field("string", true, false))));
    }

    @Test
    void enumValuesRemovedIsMajorAddedMinorInRequestsAndResponses() {
        assertEquals("major enum value S \"b\" removed", one(new EnumValueRule(), withType(enumType("S", false, true, "\"a\"", "\"b\"")),
                withType(enumType("S", false, true, "\"a\""))));
        assertEquals("minor enum value S \"b\" added", one(new EnumValueRule(), withType(enumType("S", false, true, "\"a\"")),
                withType(enumType("S", false, true, "\"a\"", "\"b\""))));
        assertEquals("minor enum value S \"b\" added", one(new EnumValueRule(), withType(enumType("S", true, false, "\"a\"")),
                withType(enumType("S", true, false, "\"a\"", "\"b\""))));
    }

    @Test
    void unionVariantsRemovedIsMajorAddedMinor() {
        Surface.TypeSurface ab = new Surface.TypeSurface("U", "union", Map.of(), List.of(), List.of("A", "B"), null, false,
                true, false, null, null);
        Surface.TypeSurface a = new Surface.TypeSurface("U", "union", Map.of(), List.of(), List.of("A"), null, false,
                true, false, null, null);
        assertEquals("major variant U B removed", one(new UnionVariantRule(), withType(ab), withType(a)));
        assertEquals("minor variant U B added", one(new UnionVariantRule(), withType(a), withType(ab)));
    }

    @Test
    void clientRemovedOptionAndKeyVariableAreMajorTheRestMinor() {
        Surface base = surface(Map.of(), Map.of());
        assertEquals("major client option base_url removed", one(new ClientRule(), base,
                client(c -> new Surface.ClientSurface(c.name(), c.baseUrl(), c.apiKeyEnv(), c.retries(), List.of("api_key")))));
        assertEquals("minor client option bearer added", one(new ClientRule(), base,
                client(c -> new Surface.ClientSurface(c.name(), c.baseUrl(), c.apiKeyEnv(), c.retries(),
                        List.of("api_key", "base_url", "bearer")))));
        assertEquals("major client api_key_env changed", one(new ClientRule(), base,
                client(c -> new Surface.ClientSurface(c.name(), c.baseUrl(), "ACME_KEY", c.retries(), c.options()))));
        assertEquals("minor client base_url changed", one(new ClientRule(), base,
                client(c -> new Surface.ClientSurface(c.name(), "https://eu.acme.com", c.apiKeyEnv(), c.retries(), c.options()))));
        assertEquals("minor client retries changed", one(new ClientRule(), base,
                client(c -> new Surface.ClientSurface(c.name(), c.baseUrl(), c.apiKeyEnv(), true, c.options()))));
    }

    @Test
    void errorsRemovedIsMajorAddedMinor() {
        Surface base = surface(Map.of(), Map.of());
        Surface fewer = new Surface(Surface.VERSION, "typescript", "acme", "1.0.0", base.client(), List.of("APIError"),
                Map.of(), Map.of(), false);
        assertEquals("major error NotFoundError removed", one(new ErrorRule(), base, fewer));
        assertEquals("minor error NotFoundError added", one(new ErrorRule(), fewer, base));
    }

    @Test
    void docsDocumentationAndDeprecationArePatch() {
        Surface.TypeSurface plain = object("T", false, true, fields("a", field("string", true, false)));
        Surface.TypeSurface documented = object("T", false, true, fields("a",
                new Surface.FieldSurface("string", false, true, false, false, "0123456789ab")));
        assertEquals("patch field T.a changed", one(new DocsRule(), withType(plain), withType(documented)));
        Surface.TypeSurface deprecated = new Surface.TypeSurface("T", "object", plain.fields(), List.of(), List.of(), null,
                false, true, true, null, plain.pointer());
        assertEquals("patch type T changed", one(new DocsRule(), withType(plain), withType(deprecated)));
        assertEquals(List.of(), run(new DocsRule(), withType(plain), withType(plain)));
    }

    @Test
    void pathArgumentNameRenamedBreaksPythonOnly() {
        Surface.ParamSurface id = new Surface.ParamSurface("id", "id", "string", false, true, null);
        Surface.ParamSurface accountId = new Surface.ParamSurface("account_id", "accountId", "string", false, true, null);
        Surface old = withMethod(method("Promise<Account>", Map.of("path:1", id), null, false));
        Surface now = withMethod(method("Promise<Account>", Map.of("path:1", accountId), null, false));
        assertEquals("patch parameter accounts.create path:1 changed", one(new PathArgumentNameRule(), old, now));
        assertEquals("major parameter accounts.create path:1 changed", one(new PathArgumentNameRule(), byName(old), byName(now)));
        assertEquals(List.of(), run(new PathArgumentNameRule(), old, old));
    }

    private static Surface byName(Surface s) {
        return new Surface(s.surfaceVersion(), "python", s.sdk(), s.version(), s.client(), s.errors(), s.methods(), s.types(), true);
    }

    @Test
    void theRegistryRunsEveryRuleOnce() {
        assertEquals(18, SurfaceRules.ALL.size());
        assertEquals(18, SurfaceRules.ALL.stream().map(Object::getClass).distinct().count());
    }
}
