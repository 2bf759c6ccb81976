package dev.sdkgen.engine.init;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sdkgen init} writes the pagination schemes it recognises and lists the list methods it leaves alone. */
class PaginationGuesserTest {
    @TempDir
    Path dir;

    /** A GET {@code path} with these query parameters answering with this object schema (YAML flow). */
    private static String op(String path, String params, String response) {
        return """
                  %s:
                    get:
                      parameters: [%s]
                      responses:
                        '200':
                          description: ok
                          content:
                            application/json:
                              schema: %s
                """.formatted(path, params, response);
    }

    private static String q(String name) {
        return "{name: " + name + ", in: query, schema: {type: string}}";
    }

    private static String qi(String name) {
        return "{name: " + name + ", in: query, schema: {type: integer}}";
    }

    private static final String ITEM = "{type: object, properties: {id: {type: string}}}";

    private ConfigGuesser.Init init(String... ops) throws Exception {
        Repo.in(dir).file("openapi.yaml", "openapi: 3.0.3\ninfo: {title: Test, version: 1.0.0}\npaths:\n" + String.join("", ops));
        ConfigGuesser.Init init = ConfigGuesser.init(dir, "openapi.yaml", "test");
        assertNotNull(init.config(), init.problems().toText());
        Files.writeString(dir.resolve("sdkgen.yaml"), init.config());
        return init;
    }

    private Map<String, Pagination> paginations() {
        Engine.Validation v = Engine.validate(dir);
        assertTrue(v.ok(), v.report().toText());
        assertEquals(0, v.report().diagnostics().stream().filter(d -> d.code() == DiagnosticCode.SDKGEN301).count(),
                v.report().toText());
        Map<String, Pagination> out = new java.util.TreeMap<>();
        for (Resource r : v.model().root().subresources()) {
            for (Method m : r.methods()) {
                if (m.pagination() != null) {
                    out.put(r.name() + "." + m.name(), m.pagination());
                }
            }
        }
        return out;
    }

    @Test
    void eachStyleIsRecognisedWrittenAndApplied() throws Exception {
        ConfigGuesser.Init init = init(
                op("/tokens", q("page_token") + ", " + q("page_size"), "{type: object, properties: {items: {type: array, items: "
                        + ITEM + "}, meta: {type: object, properties: {nextPageToken: {type: string}}}}}"),
                op("/charges", q("starting_after") + ", " + q("limit"), "{type: object, properties: {data: {type: array, items: "
                        + ITEM + "}, has_more: {type: boolean}}}"),
                op("/offsets", q("offset") + ", " + q("limit"), "{type: object, properties: {results: {type: array, items: "
                        + ITEM + "}, total_count: {type: integer}}}"),
                op("/pages", qi("page") + ", " + q("per_page"), "{type: object, properties: {data: {type: array, items: "
                        + ITEM + "}, total: {type: integer}}}"),
                op("/search", q("page") + ", " + q("limit"), "{type: object, properties: {data: {type: array, items: "
                        + ITEM + "}, has_more: {type: boolean}, next_page: {type: string, nullable: true}}}"),
                op("/plain", q("q"), "{type: object, properties: {data: {type: array, items: " + ITEM + "}}}"),
                op("/bare", "", "{type: array, items: " + ITEM + "}"),
                op("/single", "", ITEM));
        assertTrue(init.config().contains("""
                pagination:
                  next_cursor:
                    type: "cursor"
                    items: "items"
                    limit_param: "page_size"
                    cursor_param: "page_token"
                    next_cursor: "meta.nextPageToken"
                    methods:
                      - "tokens.list"
                """), init.config());
        assertTrue(init.config().contains("""
                # List methods left without pagination (no scheme recognised): add a scheme to page them.
                #   plain.list bare.list
                """), init.config());
        Map<String, Pagination> p = paginations();
        assertEquals(List.of("charges.list", "offsets.list", "pages.list", "search.list", "tokens.list"), List.copyOf(p.keySet()));
        assertEquals(Pagination.Kind.CURSOR, p.get("search.list").type(), "a string page parameter is a cursor (Stripe search)");
        assertEquals("page", p.get("search.list").cursorParam());
        assertEquals("next_page", p.get("search.list").nextCursor());
        assertEquals("meta.nextPageToken", p.get("tokens.list").nextCursor());
        assertEquals("starting_after", p.get("charges.list").cursorParam());
        assertEquals("id", p.get("charges.list").cursorField());
        assertEquals("has_more", p.get("charges.list").hasMore());
        assertEquals(Pagination.Kind.OFFSET, p.get("offsets.list").type());
        assertEquals("total_count", p.get("offsets.list").total());
        assertEquals(Pagination.Kind.PAGE, p.get("pages.list").type());
        assertEquals("per_page", p.get("pages.list").limitParam());

        assertEquals(7, init.pagination().listMethods());
        assertEquals(Map.of("item_cursor", 1, "next_cursor", 2, "offset", 1, "page", 1), init.pagination().byStyle());
        assertEquals(List.of("plain.list", "bare.list"), init.pagination().leftAlone());
    }

    @Test
    void theLinkHeaderAndACursorInAPostBodyAreRecognised() throws Exception {
        String linkHeader = "          headers: {Link: {schema: {type: string}}}\n          content:";
        String search = """
                  /search:
                    post:
                      requestBody:
                        content:
                          application/json:
                            schema: {type: object, properties: {q: {type: string}, page_token: {type: string}}}
                      responses:
                        '200':
                          description: ok
                          content:
                            application/json:
                              schema: {type: object, properties: {results: {type: array, items: %s}, \
                next_page_token: {type: string}}}
                  /things:
                    post:
                      requestBody:
                        content:
                          application/json:
                            schema: {type: object, properties: {name: {type: string}}}
                      responses:
                        '200':
                          description: ok
                          content:
                            application/json:
                              schema: {type: object, properties: {data: {type: array, items: %s}}}
                """.formatted(ITEM, ITEM);
        ConfigGuesser.Init init = init(
                op("/issues", qi("page") + ", " + qi("per_page"), "{type: array, items: " + ITEM + "}")
                        .replace("          content:", linkHeader),
                op("/found", qi("page"), "{type: object, properties: {total_count: {type: integer}, items: {type: array, "
                        + "items: " + ITEM + "}}}").replace("          content:", linkHeader),
                op("/bare", qi("page"), "{type: array, items: " + ITEM + "}"),
                search);
        assertTrue(init.config().contains("""
                pagination:
                  link:
                    type: "link"
                    limit_param: "per_page"
                    methods:
                      - "issues.list"
                  link_2:
                    type: "link"
                    items: "items"
                    methods:
                      - "found.list"
                  body_cursor:
                    type: "cursor"
                    items: "results"
                    next_cursor: "next_page_token"
                    cursor_body: "page_token"
                    methods:
                      - "search.create"
                """), init.config());
        Map<String, Pagination> p = paginations();
        assertEquals(List.of("found.list", "issues.list", "search.create"), List.copyOf(p.keySet()));
        assertEquals(Pagination.Kind.LINK, p.get("issues.list").type());
        assertNull(p.get("issues.list").items(), "the array response is the items");
        assertEquals("items", p.get("found.list").items(), "a Link header wins over page + total_count");
        assertEquals("page_token", p.get("search.create").cursorBody());
        assertNull(p.get("search.create").cursorParam());
        assertEquals(4, init.pagination().listMethods(), "the POST without a body cursor is no list method");
        assertEquals(Map.of("link", 2, "body_cursor", 1), init.pagination().byStyle());
        assertEquals(List.of("bare.list"), init.pagination().leftAlone());
    }

    @Test
    void aProtobufListSendsItsNextPageTokenBackInAParameterOfTheSameName() throws Exception {
        // Temporal's HTTP API (corpus/temporal, generated from protobuf by gnostic): ListWorkflowExecutions takes
        // pageSize and nextPageToken, and answers with executions and nextPageToken (bytes, so a base64 string)
        ConfigGuesser.Init init = init(op("/workflows", qi("pageSize") + ", " + q("nextPageToken"),
                "{type: object, properties: {executions: {type: array, items: " + ITEM
                        + "}, nextPageToken: {type: string, format: bytes}}}"));
        assertEquals(Map.of("next_cursor", 1), init.pagination().byStyle(), init.config());
        Pagination p = paginations().get("workflows.list");
        assertEquals(List.of("executions", "pageSize", "nextPageToken", "nextPageToken"),
                List.of(p.items(), p.limitParam(), p.cursorParam(), p.nextCursor()));
    }

    @Test
    void equalSettingsShareOneSchemeAndTheExtensionIsLeftToTheSpec() throws Exception {
        String page = "{type: object, properties: {data: {type: array, items: " + ITEM + "}, has_more: {type: boolean}}}";
        ConfigGuesser.Init init = init(op("/a", q("offset"), page), op("/b", q("offset"), page),
                op("/c", q("offset"), page).replace("      parameters:", "      x-sdkgen-pagination: {type: offset}\n      parameters:"));
        assertTrue(init.config().contains("""
                    methods:
                      - "a.list"
                      - "b.list"
                """), init.config());
        assertEquals(Map.of("offset", 2), init.pagination().byStyle());
        assertEquals(3, paginations().size(), "c paginates by its extension");
    }

    @Test
    void noListMethodsNoSection() throws Exception {
        ConfigGuesser.Init init = init(op("/single", "", ITEM));
        assertTrue(!init.config().contains("pagination"), init.config());
        assertEquals(0, init.pagination().listMethods());
        assertNull(paginations().get("single.list"));
    }
}
