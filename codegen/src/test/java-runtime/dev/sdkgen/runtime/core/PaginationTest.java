package dev.sdkgen.runtime.core;

import static dev.sdkgen.runtime.core.Clients.client;
import static dev.sdkgen.runtime.core.Clients.failure;
import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import dev.sdkgen.runtime.errors.NotFoundException;
import dev.sdkgen.runtime.testing.MockServer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PaginationTest {

    /** An item model as generated. */
    record Account(String id) {
    }

    /** The whole page as generated ({@code AccountList}). */
    record AccountList(List<Account> data, Boolean has_more) {
    }

    private static final PaginationSpec OFFSET = PaginationSpec.offset().limitParam("limit").offsetParam("offset")
            .hasMore("has_more").build();
    private static final PaginationSpec PAGE = PaginationSpec.page().items("results").limitParam("per_page")
            .pageParam("page").total("total").build();
    private static final PaginationSpec CURSOR = PaginationSpec.cursor().limitParam("limit").cursorParam("starting_after")
            .cursorField("id").hasMore("has_more").build();

    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private static String accounts(String... ids) {
        return Arrays.stream(ids).map(id -> "{\"id\": \"" + id + "\"}").collect(Collectors.joining(", ", "[", "]"));
    }

    private PagedIterable<Account> list(String path, Map<String, Object> query, PaginationSpec pagination) {
        RequestSpec.Builder spec = RequestSpec.get(path);
        query.forEach(spec::query);
        return client(server).paginate(spec.build(), pagination, Account.class, null);
    }

    private static List<String> ids(Iterable<Account> accounts) {
        List<String> ids = new ArrayList<>();
        accounts.forEach(a -> ids.add(a.id()));
        return ids;
    }

    private List<Map<String, List<String>>> queries() {
        return server.requests().stream().map(MockServer.RecordedRequest::queryParams).collect(Collectors.toList());
    }

    private static Map<String, Object> query(Object... pairs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], pairs[i + 1]);
        }
        return map;
    }

    @Test
    void offsetIteratesEveryItemAndStopsWhenHasMoreIsFalse() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a", "b") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("c", "d") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("e") + ", \"has_more\": false}"));
        PagedIterable<Account> list = list("/accounts", query("limit", 2, "status", "open", "none", null), OFFSET);
        assertEquals(List.of("a", "b", "c", "d", "e"), ids(list));
        assertEquals(List.of(Map.of("limit", List.of("2"), "status", List.of("open")),
                Map.of("limit", List.of("2"), "status", List.of("open"), "offset", List.of("2")),
                Map.of("limit", List.of("2"), "status", List.of("open"), "offset", List.of("4"))), queries());
    }

    @Test
    void offsetContinuesFromACallerGivenOffsetAndStopsWhenTheItemsReachTotal() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("k", "l") + ", \"total\": 14}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("m", "n") + ", \"total\": 14}"));
        PagedIterable<Account> list = list("/accounts", query("offset", 10), PaginationSpec.offset().total("total").build());
        assertEquals(List.of("k", "l", "m", "n"), ids(list));
        assertEquals(List.of(Map.of("offset", List.of("10")), Map.of("offset", List.of("12"))), queries());
    }

    @Test
    void offsetStopsOnAnEmptyPage() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a") + "}"),
                response("GET", "/accounts").json("{\"data\": []}"));
        assertEquals(List.of("a"), ids(list("/accounts", query(), PaginationSpec.offset().build())));
        assertEquals(2, server.requests().size());
    }

    @Test
    void pageCountsPagesFromOneAndStopsWhenTheItemsReachTotal() {
        server.enqueue(response("GET", "/users").json("{\"results\": " + accounts("a", "b") + ", \"total\": 5}"),
                response("GET", "/users").json("{\"results\": " + accounts("c", "d") + ", \"total\": 5}"),
                response("GET", "/users").json("{\"results\": " + accounts("e") + ", \"total\": 5}"));
        assertEquals(List.of("a", "b", "c", "d", "e"), ids(list("/users", query("per_page", 2), PAGE)));
        assertEquals(List.of(Map.of("per_page", List.of("2")), Map.of("per_page", List.of("2"), "page", List.of("2")),
                Map.of("per_page", List.of("2"), "page", List.of("3"))), queries());
    }

    @Test
    void pageInfersThePageSizeFromTheFirstPageWhenNoLimitIsGiven() {
        server.enqueue(response("GET", "/users").json("{\"results\": " + accounts("a", "b", "c") + ", \"total\": 4}"),
                response("GET", "/users").json("{\"results\": " + accounts("d") + ", \"total\": 4}"));
        assertEquals(List.of("a", "b", "c", "d"), ids(list("/users", query(), PAGE)));
        assertEquals(2, server.requests().size());
    }

    @Test
    void pageStopsOnAnEmptyPageWithoutHasMoreOrTotal() {
        server.enqueue(response("GET", "/users").json("{\"results\": " + accounts("a") + "}"),
                response("GET", "/users").json("{\"results\": []}"));
        assertEquals(List.of("a"), ids(list("/users", query(), PaginationSpec.page().items("results").build())));
        assertEquals(List.of(Map.of(), Map.of("page", List.of("2"))), queries());
    }

    @Test
    void cursorPassesTheCursorFieldOfTheLastItemAndStopsWhenHasMoreIsFalse() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a1", "a2") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("a3") + ", \"has_more\": false}"));
        assertEquals(List.of("a1", "a2", "a3"), ids(list("/accounts", query("limit", 2), CURSOR)));
        assertEquals(List.of(Map.of("limit", List.of("2")), Map.of("limit", List.of("2"), "starting_after", List.of("a2"))),
                queries());
    }

    @Test
    void cursorStopsWhenTheItemsReachTotal() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a", "b") + ", \"total\": 3}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("c") + ", \"total\": 3}"));
        PaginationSpec spec = PaginationSpec.cursor().cursorParam("after").cursorField("id").total("total").build();
        assertEquals(List.of("a", "b", "c"), ids(list("/accounts", query(), spec)));
        assertEquals(2, server.requests().size());
    }

    @Test
    void cursorStopsWhenTheLastItemHasNoCursor() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": [{\"name\": \"no id\"}], \"has_more\": true}"));
        PagedIterable<JsonNode> list = client(server).paginate(RequestSpec.get("/accounts").build(), CURSOR, JsonNode.class, null);
        List<JsonNode> items = list.stream().collect(Collectors.toList());
        assertEquals(1, items.size());
        assertEquals(1, server.requests().size());
    }

    @Test
    void cursorStopsWhenTheServerHandsBackTheCursorItWasGiven() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a1") + ", \"has_more\": true}").repeat());
        assertEquals(List.of("a1", "a1"), ids(list("/accounts", query(), CURSOR)));
        assertEquals(2, server.requests().size());
    }

    @Test
    void theFirstPageHasItsItemsBodyAndNavigation() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a1", "a2") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("a3") + ", \"has_more\": false}"));
        Page<Account> page = list("/accounts", query(), CURSOR).firstPage();
        assertEquals(List.of("a1", "a2"), ids(page.items()));
        assertTrue(page.body().path("has_more").booleanValue());
        assertEquals(new AccountList(List.of(new Account("a1"), new Account("a2")), true), page.body(AccountList.class));
        assertTrue(page.hasNextPage());
        assertEquals(Optional.of(Map.of("starting_after", "a2")), page.nextPageQuery());
        assertEquals(1, server.requests().size(), "the first page alone is fetched at once");
        Page<Account> next = page.nextPage();
        assertEquals(List.of("a3"), ids(next.items()));
        assertFalse(next.hasNextPage());
        assertEquals(Optional.empty(), next.nextPageQuery());
        NoSuchElementException end = assertThrows(NoSuchElementException.class, next::nextPage);
        assertTrue(end.getMessage().startsWith("No next page"));
    }

    @Test
    void iteratesPagesAndFetchesLazily() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a1", "a2") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("a3") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("a4") + ", \"has_more\": false}"));
        PagedIterable<Account> list = list("/accounts", query(), CURSOR);
        assertEquals(List.of("a1", "a2"), list.stream().limit(2).map(Account::id).collect(Collectors.toList()));
        assertEquals(1, server.requests().size(), "a stream that stops early fetches no further page");
        List<Integer> sizes = new ArrayList<>();
        for (Page<Account> page : list.pages()) {
            sizes.add(page.items().size());
        }
        assertEquals(List.of(2, 1, 1), sizes);
        assertEquals(3, server.requests().size());
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a3") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("a4") + ", \"has_more\": false}"));
        assertEquals(3, list.streamPages().count());
        assertEquals(5, server.requests().size(), "a new iteration keeps the first page and fetches the later ones again");
    }

    @Test
    void aFailingFirstPageThrowsAtTheCall() {
        server.enqueue(response("GET", "/accounts").status(404).json("{\"message\": \"gone\"}"));
        NotFoundException error = failure(NotFoundException.class, () -> list("/accounts", query(), CURSOR));
        assertEquals("404 gone", error.getMessage());
    }

    @Test
    void aFailingLaterPageThrowsDuringIteration() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a1") + ", \"has_more\": true}"),
                response("GET", "/accounts").status(404).json("{\"message\": \"gone\"}"));
        PagedIterable<Account> list = list("/accounts", query(), CURSOR);
        List<String> seen = new ArrayList<>();
        failure(NotFoundException.class, () -> list.forEach(a -> seen.add(a.id())));
        assertEquals(List.of("a1"), seen);
    }

    @Test
    void anItemOfTheWrongShapeIsAnInvalidResponse() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": [1, [2]]}"));
        InvalidResponseException error = failure(InvalidResponseException.class, () -> list("/accounts", query(), OFFSET));
        assertEquals(200, error.statusCode());
        assertTrue(error.getMessage().startsWith("Cannot read an item of the page as"), error.getMessage());
    }

    @Test
    void perCallOptionsApplyToEveryPage() {
        server.enqueue(response("GET", "/accounts").json("{\"data\": " + accounts("a") + ", \"has_more\": true}"),
                response("GET", "/accounts").json("{\"data\": " + accounts("b") + ", \"has_more\": false}"));
        RequestOptions options = RequestOptions.builder().header("X-Trace", "t").query("extra", "1").build();
        PagedIterable<Account> list = client(server).paginate(RequestSpec.get("/accounts").build(), CURSOR, Account.class, options);
        assertEquals(List.of("a", "b"), ids(list));
        for (MockServer.RecordedRequest request : server.requests()) {
            assertEquals("t", request.header("x-trace"));
            assertEquals(List.of("1"), request.queryParams().get("extra"));
        }
    }
}
