package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code pagination} section of sdkgen.yaml: parsing, applying by name and by shape, SDKGEN301. */
class PaginationSchemeTest extends EngineTest {
    /** {@link #SPEC} whose list takes {@code limit} and {@code page_token} and answers with a next-page token. */
    private static final String TOKEN_SPEC = edit(edit(SPEC, "      operationId: listAccounts\n", """
                  operationId: listAccounts
                  parameters:
                    - {name: limit, in: query, schema: {type: integer}}
                    - {name: page_token, in: query, schema: {type: string}}
            """), """
                    has_more:
                      type: boolean
            """, """
                    meta:
                      type: object
                      properties:
                        next_page_token: {type: string}
            """);

    private static String config(String pagination) {
        return Repo.config("openapi.yaml", RESOURCES) + "pagination:\n" + pagination.indent(2);
    }

    private static Pagination listPagination(SdkModel model) {
        return method(model, "list").pagination();
    }

    @Test
    void aSchemeIsReadWithItsSettingsAndMethods() {
        var r = ConfigLoader.parse(config("""
                tokens:
                  type: cursor
                  cursor_param: page_token
                  next_cursor: meta.next_page_token
                  limit_param: limit
                  methods: [accounts.list]
                """));
        assertEquals(List.of(), r.diagnostics());
        SdkgenConfig.PaginationScheme s = r.config().pagination().get(0);
        assertEquals("tokens", s.name());
        assertEquals(Map.of("type", "cursor", "cursor_param", "page_token", "next_cursor", "meta.next_page_token",
                "limit_param", "limit"), s.settings());
        assertEquals(List.of("accounts.list"), s.methods());
        assertEquals(14, s.line());
    }

    @Test
    void unknownKeysBadTypesAndUnknownMethodsAreSdkgen002() {
        var r = ConfigLoader.parse(config("""
                tokens:
                  type: cursor
                  next_token: meta.next
                  methods: [accounts.lists, accounts.list]
                again:
                  type: keyset
                third:
                  type: offset
                  methods: [accounts.list]
                """));
        var d = Blocks.of(r.diagnostics(), DiagnosticCode.SDKGEN002);
        assertEquals(4, d.size(), Blocks.render(d));
        assertEquals("""
                Error: SDKGEN002 - Invalid config syntax
                  Line: 16
                  Key: pagination.tokens.next_token
                  Reason: unknown key; expected one of type, items, limit_param, offset_param, page_param, cursor_param, \
                cursor_field, next_cursor, cursor_body, has_more, done, total, methods
                  File: sdkgen.yaml""", d.get(0).render());
        assertTrue(d.get(1).render().contains("Key: pagination.tokens.methods\n  Reason: 'accounts.lists' names no method"),
                d.get(1).render());
        assertTrue(d.get(2).render().contains("Key: pagination.again.type\n  Reason: 'keyset' is not one of offset, page, cursor, link"),
                d.get(2).render());
        assertTrue(d.get(3).render().contains("Reason: 'accounts.list' is already paginated by the scheme 'tokens'"),
                d.get(3).render());
        var missingType = ConfigLoader.parse(config("t:\n  items: data\n")).diagnostics();
        assertEquals("  Field: pagination.t.type", Blocks.of(missingType, DiagnosticCode.SDKGEN003).get(0).render()
                .lines().toList().get(1));
    }

    @Test
    void aNamedSchemeWithAResponseCursorPaginates() {
        SdkModel model = model(TOKEN_SPEC, config("""
                tokens:
                  type: cursor
                  cursor_param: page_token
                  next_cursor: meta.next_page_token
                  limit_param: limit
                  methods: [accounts.list]
                """));
        assertEquals(new Pagination(Pagination.Kind.CURSOR, "data", new TypeRef.Named("Account"), "limit", null, null,
                "page_token", null, null, null, "meta.next_page_token", null, null), listPagination(model));
        assertNull(method(model, "get").pagination());
    }

    @Test
    void aSchemeWithoutMethodsAppliesWhereItsShapeFits() {
        String schemes = """
                offsets:
                  type: offset
                  limit_param: limit
                tokens:
                  type: cursor
                  cursor_param: page_token
                  next_cursor: meta.next_page_token
                """;
        SdkModel model = model(TOKEN_SPEC, config(schemes));
        assertEquals("meta.next_page_token", listPagination(model).nextCursor(), "the offset scheme does not fit, the next does");
        assertEquals(Pagination.Kind.CURSOR, listPagination(model).type());
        assertNone(diagnostics(), DiagnosticCode.SDKGEN301);
        assertNull(method(model, "get").pagination(), "no items array: nothing matched, nothing reported");

        SdkModel none = model(SPEC, config(schemes));
        assertNull(listPagination(none), "the plain list has no page_token parameter");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN301);
    }

    @Test
    void aNamedSchemeThatDoesNotFitIsSdkgen301AtTheScheme() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", config("""
                tokens:
                  type: cursor
                  cursor_param: page_token
                  next_cursor: meta.next_page_token
                  done: last_page
                  methods: [accounts.list]
                """));
        var v = run();
        var d = Blocks.of(v.report().diagnostics(), DiagnosticCode.SDKGEN301);
        assertEquals(3, d.size(), Blocks.render(d));
        assertEquals("""
                Warning: SDKGEN301 - Pagination configuration mismatch
                  Operation: get /accounts
                  Missing: query parameter 'page_token'
                  Resource: accounts
                  Method: list
                  Scheme: tokens
                  File: sdkgen.yaml
                  Line: 14""", d.get(0).render());
        assertEquals("  Missing: done property 'last_page' in the response", d.get(1).render().lines().toList().get(2));
        assertEquals("  Missing: next_cursor property 'meta.next_page_token' in the response",
                d.get(2).render().lines().toList().get(2));
        assertTrue(v.ok());
        assertNull(listPagination(v.model()));
    }

    @Test
    void theSpecExtensionWinsOverAScheme() {
        String spec = edit(TOKEN_SPEC, "      operationId: listAccounts\n", "      operationId: listAccounts\n"
                + "      x-sdkgen-pagination: {type: cursor, cursor_param: page_token, cursor_field: id, "
                + "next_cursor: meta.next_page_token, done: done}\n");
        repo().file("openapi.yaml", spec).file("sdkgen.yaml", config("""
                tokens:
                  type: offset
                  methods: [accounts.list]
                """));
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN301);
        assertEquals(1, d.size(), Blocks.render(d));
        assertEquals("""
                Warning: SDKGEN301 - Pagination configuration mismatch
                  Operation: get /accounts
                  Missing: done property 'done' in the response
                  Resource: accounts
                  Method: list""", d.get(0).render().lines().limit(5).collect(java.util.stream.Collectors.joining("\n")));
        assertTrue(d.get(0).render().contains("File: openapi.yaml"), d.get(0).render());

        SdkModel model = model(spec.replace(", done: done", ""), config("tokens:\n  type: offset\n  methods: [accounts.list]\n"));
        Pagination p = listPagination(model);
        assertNotNull(p);
        assertEquals("meta.next_page_token", p.nextCursor());
        assertNull(p.cursorField(), "a response cursor replaces the item's field");
    }

    /** {@link #SPEC} with a bare-array list that documents a {@code Link} header, and a POST search with a body cursor. */
    private static final String LINK_SPEC = edit(SPEC, "  /accounts/{account_id}:\n", """
              /feed:
                get:
                  operationId: listFeed
                  parameters:
                    - {name: per_page, in: query, schema: {type: integer}}
                  responses:
                    '200':
                      description: ok
                      headers:
                        Link: {schema: {type: string}}
                      content:
                        application/json:
                          schema: {type: array, items: {$ref: '#/components/schemas/Account'}}
              /search:
                post:
                  operationId: search
                  requestBody:
                    content:
                      application/json:
                        schema:
                          type: object
                          properties:
                            q: {type: string}
                            cursor: {type: string}
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              data: {type: array, items: {$ref: '#/components/schemas/Account'}}
                              next: {type: string}
              /accounts/{account_id}:
            """);

    private static dev.sdkgen.engine.ir.Method method(SdkModel model, String resource, String name) {
        return model.root().subresources().stream().filter(r -> r.name().equals(resource)).findFirst().orElseThrow()
                .methods().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow();
    }

    private static String linkConfig(String pagination) {
        return Repo.config("openapi.yaml", RESOURCES + "feed:\n  methods:\n    list: get /feed\n"
                + "search:\n  methods:\n    run: post /search\n") + "pagination:\n" + pagination.indent(2);
    }

    @Test
    void aLinkSchemeByShapeNeedsTheLinkHeaderAndTakesTheBareArray() {
        SdkModel model = model(LINK_SPEC, linkConfig("links:\n  type: link\n  limit_param: per_page\n"));
        Pagination feed = method(model, "feed", "list").pagination();
        assertEquals(new Pagination(Pagination.Kind.LINK, null, new TypeRef.Named("Account"), "per_page", null, null, null,
                null, null, null, null, null, null), feed);
        assertNull(listPagination(model), "accounts.list fits the items but documents no Link header");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN301);

        SdkModel named = model(LINK_SPEC, linkConfig("links:\n  type: link\n  methods: [accounts.list]\n"));
        assertEquals(new Pagination(Pagination.Kind.LINK, "data", new TypeRef.Named("Account"), null, null, null, null,
                null, null, null, null, null, null), listPagination(named), "named: the header need not be documented");
    }

    @Test
    void aBodyCursorSchemeSendsTheCursorInTheBodyAndIsSdkgen301WhereTheBodyLacksIt() {
        SdkModel model = model(LINK_SPEC, linkConfig("""
                search:
                  type: cursor
                  cursor_body: cursor
                  next_cursor: next
                  methods: [search.run]
                """));
        Pagination p = method(model, "search", "run").pagination();
        assertEquals(new Pagination(Pagination.Kind.CURSOR, "data", new TypeRef.Named("Account"), null, null, null, null,
                null, null, null, "next", null, "cursor"), p, "no cursor_param: the query is left alone");

        repo().file("openapi.yaml", LINK_SPEC).file("sdkgen.yaml", linkConfig("""
                search:
                  type: cursor
                  cursor_body: page_token
                  next_cursor: next
                  methods: [search.run, accounts.create]
                links:
                  type: link
                  methods: [accounts.get]
                """));
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN301);
        assertEquals(List.of(
                "accounts.create: cursor_body property 'page_token' in the JSON request body",
                "accounts.create: items array 'data' in the response",
                "accounts.create: next_cursor property 'next' in the response",
                "search.run: cursor_body property 'page_token' in the JSON request body",
                "accounts.get: an array response or items array 'data' in the response"),
                d.stream().map(b -> b.render().lines().filter(l -> l.startsWith("  Resource: ") || l.startsWith("  Method: ")
                        || l.startsWith("  Missing: ")).map(l -> l.substring(l.indexOf(": ") + 2)).toList())
                        .map(f -> f.get(1) + "." + f.get(2) + ": " + f.get(0)).toList());
        assertTrue(d.get(3).render().contains("Scheme: search"), d.get(3).render());
    }
}
