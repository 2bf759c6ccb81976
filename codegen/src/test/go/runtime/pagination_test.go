package core

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

type account struct {
	ID string `json:"id"`
}

func accounts(ids ...string) []account {
	list := make([]account, len(ids))
	for i, id := range ids {
		list[i] = account{ID: id}
	}
	return list
}

type pageParams struct {
	Limit   Opt[int64]  `query:"limit"`
	PerPage Opt[int64]  `query:"per_page"`
	Status  Opt[string] `query:"status"`
	Offset  Opt[int64]  `query:"offset"`
	Page    Opt[int64]  `query:"page"`
}

var (
	offsetSpec = &paginationSpec{kind: paginationOffset, limitParam: "limit", offsetParam: "offset", hasMore: "has_more"}
	pageSpec   = &paginationSpec{kind: paginationPage, items: "results", limitParam: "per_page", pageParam: "page", total: "total"}
	cursorSpec = &paginationSpec{kind: paginationCursor, limitParam: "limit", cursorParam: "starting_after", cursorField: "id", hasMore: "has_more"}
)

// collect iterates a list to its end.
func collect[T any](t *testing.T, it *Iter[T]) []T {
	t.Helper()
	var items []T
	for it.Next() {
		items = append(items, it.Current())
	}
	noError(t, it.Err())
	return items
}

func ids(list []account) []string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = a.ID
	}
	return out
}

func queries(t *testing.T) []map[string][]string {
	t.Helper()
	var out []map[string][]string
	for _, request := range mock.requests(t) {
		out = append(out, request.QueryParams)
	}
	return out
}

func list(params any, spec *paginationSpec, options ...RequestOption) *Iter[account] {
	return newIter[account](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/accounts", params: params}, spec, options)
}

func TestOffsetIteratesEveryItemAndStopsWhenHasMoreIsFalse(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a", "b"), "has_more": true}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("c", "d"), "has_more": true}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("e"), "has_more": false}},
	)
	it := list(&pageParams{Limit: Int(2), Status: String("open")}, offsetSpec, WithHeader("X-Page", "yes"))
	equal(t, len(mock.requests(t)), 0) // nothing is fetched before the first Next
	equal(t, ids(collect(t, it)), []string{"a", "b", "c", "d", "e"})
	equal(t, it.Next(), false)
	equal(t, queries(t), []map[string][]string{
		{"limit": {"2"}, "status": {"open"}},
		{"limit": {"2"}, "status": {"open"}, "offset": {"2"}},
		{"limit": {"2"}, "status": {"open"}, "offset": {"4"}},
	})
	for _, request := range mock.requests(t) {
		equal(t, request.Headers["x-page"], "yes") // per-call options apply to every page
	}
}

func TestOffsetContinuesFromACallerGivenOffsetAndStopsWhenTheItemsReachTotal(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("k", "l"), "total": 14}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("m", "n"), "total": 14}},
	)
	items := collect(t, list(&pageParams{Offset: Int(10)}, &paginationSpec{kind: paginationOffset, total: "total"}))
	equal(t, ids(items), []string{"k", "l", "m", "n"})
	equal(t, queries(t), []map[string][]string{{"offset": {"10"}}, {"offset": {"12"}}})
}

func TestOffsetStopsOnAnEmptyPage(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a")}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": []account{}}},
	)
	equal(t, ids(collect(t, list(nil, &paginationSpec{kind: paginationOffset}))), []string{"a"})
	equal(t, len(mock.requests(t)), 2)
}

func TestPageCountsPagesFrom1AndStopsWhenTheItemsReachTotal(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("a", "b"), "total": 5}},
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("c", "d"), "total": 5}},
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("e"), "total": 5}},
	)
	it := newIter[account](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/users", params: pageParams{PerPage: Int(2)}}, pageSpec, nil)
	equal(t, ids(collect(t, it)), []string{"a", "b", "c", "d", "e"})
	equal(t, queries(t), []map[string][]string{{"per_page": {"2"}}, {"per_page": {"2"}, "page": {"2"}}, {"per_page": {"2"}, "page": {"3"}}})
}

func TestPageInfersThePageSizeFromTheFirstPageWhenNoLimitIsGiven(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("a", "b", "c"), "total": 4}},
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("d"), "total": 4}},
	)
	it := newIter[account](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/users"}, pageSpec, nil)
	equal(t, ids(collect(t, it)), []string{"a", "b", "c", "d"})
	equal(t, len(mock.requests(t)), 2)
}

func TestPageStartsFromACallerGivenPage(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("e", "f"), "total": 6}},
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("x"), "total": 6}},
	)
	it := newIter[account](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/users", params: pageParams{Page: Int(3), PerPage: Int(2)}}, pageSpec, nil)
	equal(t, ids(collect(t, it)), []string{"e", "f"})
	equal(t, queries(t), []map[string][]string{{"page": {"3"}, "per_page": {"2"}}})
}

func TestPageStopsOnAnEmptyPageWithoutHasMoreOrTotal(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/users", JSON: map[string]any{"results": accounts("a")}},
		mockResponse{Path: "/users", JSON: map[string]any{"results": []account{}}},
	)
	it := newIter[account](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/users"}, &paginationSpec{kind: paginationPage, items: "results"}, nil)
	equal(t, ids(collect(t, it)), []string{"a"})
	equal(t, queries(t), []map[string][]string{{}, {"page": {"2"}}})
}

func TestCursorPassesTheLastItemsCursorFieldAndStopsWhenHasMoreIsFalse(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a1", "a2"), "has_more": true}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a3"), "has_more": false}},
	)
	equal(t, ids(collect(t, list(pageParams{Limit: Int(2)}, cursorSpec))), []string{"a1", "a2", "a3"})
	equal(t, queries(t), []map[string][]string{{"limit": {"2"}}, {"limit": {"2"}, "starting_after": {"a2"}}})
}

func TestCursorStopsWhenTheItemsReachTotal(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a", "b"), "total": 3}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("c"), "total": 3}},
	)
	spec := &paginationSpec{kind: paginationCursor, cursorParam: "after", cursorField: "id", total: "total"}
	equal(t, ids(collect(t, list(nil, spec))), []string{"a", "b", "c"})
	equal(t, queries(t), []map[string][]string{{}, {"after": {"b"}}})
}

func TestCursorStopsWhenTheLastItemHasNoCursorOrTheServerReturnsTheSameOne(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/accounts", JSON: map[string]any{"data": []any{map[string]any{"name": "no id"}}, "has_more": true}})
	items := collect(t, newIter[map[string]any](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil))
	equal(t, len(items), 1)
	equal(t, len(mock.requests(t)), 1)

	mock.reset(t)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": []any{map[string]any{"id": 7}}, "has_more": true}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": []any{map[string]any{"id": 7}}, "has_more": true}},
	)
	items = collect(t, newIter[map[string]any](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil))
	equal(t, len(items), 2)
	equal(t, queries(t), []map[string][]string{{}, {"starting_after": {"7"}}})
}

func TestPageGivesItemsBodyAndNavigation(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a1", "a2"), "has_more": true, "url": "/v1/accounts"}},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a3"), "has_more": false}},
	)
	page, err := getPage[account](context.Background(), newTestClient(testConfig()).clientCore, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil)
	noError(t, err)
	equal(t, ids(page.Items), []string{"a1", "a2"})
	var body struct {
		HasMore bool   `json:"has_more"`
		URL     string `json:"url"`
	}
	noError(t, json.Unmarshal(page.Body, &body))
	equal(t, body.HasMore, true)
	equal(t, body.URL, "/v1/accounts")
	equal(t, page.HasNextPage(), true)
	equal(t, len(mock.requests(t)), 1) // only the first page
	next, err := page.GetNextPage(context.Background())
	noError(t, err)
	equal(t, ids(next.Items), []string{"a3"})
	equal(t, next.HasNextPage(), false)
	_, err = next.GetNextPage(context.Background())
	if err == nil || !strings.Contains(err.Error(), "no next page") {
		t.Fatalf("got %v", err)
	}
	equal(t, queries(t), []map[string][]string{{}, {"starting_after": {"a2"}}})
}

func TestReportsAFailingFirstPageThroughGetPageAndIteration(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/accounts", Status: 404, JSON: map[string]any{"message": "gone"}, Repeat: true})
	client := newTestClient(testConfig()).clientCore
	_, err := getPage[account](context.Background(), client, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil)
	errorAs[*NotFoundError](t, err)
	it := newIter[account](context.Background(), client, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil)
	equal(t, it.Next(), false)
	equal(t, errorAs[*NotFoundError](t, it.Err()).Error(), "404 gone")
	equal(t, it.Next(), false)
}

func TestReportsAFailingLaterPageThroughIteration(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": accounts("a1"), "has_more": true}},
		mockResponse{Path: "/accounts", Status: 404, JSON: map[string]any{"message": "gone"}},
	)
	it := list(nil, cursorSpec)
	var seen []string
	for it.Next() {
		seen = append(seen, it.Current().ID)
	}
	equal(t, seen, []string{"a1"})
	errorAs[*NotFoundError](t, it.Err())
	equal(t, it.Current(), account{})
}

func TestRejectsAnUnknownPaginationTypeAndUndecodablePages(t *testing.T) {
	setup(t, testAPIKeyEnv)
	client := newTestClient(testConfig()).clientCore
	_, err := getPage[account](context.Background(), client, &requestSpec{method: "GET", path: "/accounts"}, &paginationSpec{}, nil)
	if err == nil || !strings.Contains(err.Error(), "unknown pagination type") {
		t.Fatalf("got %v", err)
	}
	mock.enqueue(t,
		mockResponse{Path: "/accounts", JSON: "no page"},
		mockResponse{Path: "/accounts", JSON: map[string]any{"data": []int{1}}},
		mockResponse{Path: "/accounts", Status: 204},
	)
	_, err = getPage[account](context.Background(), client, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil)
	if err == nil || !strings.Contains(err.Error(), "decoding the page") {
		t.Fatalf("got %v", err)
	}
	_, err = getPage[account](context.Background(), client, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil)
	if err == nil || !strings.Contains(err.Error(), "decoding item 0") {
		t.Fatalf("got %v", err)
	}
	page, err := getPage[account](context.Background(), client, &requestSpec{method: "GET", path: "/accounts"}, cursorSpec, nil)
	noError(t, err)
	equal(t, len(page.Items), 0)
	equal(t, page.HasNextPage(), false)
}

func TestParseLinkHeaderReadsSeveralLinksQuotedParamsAndCommasInsideBrackets(t *testing.T) {
	header := `<https://api.test/items?page=2&q=a,b;c>; rel="next", <https://api.test/items?page=9>;rel=last; ` +
		`title="a, \"quoted\"; title", <https://api.test/x>; REL="Prev Start"; rel=ignored`
	links := ParseLinkHeader(header)
	if len(links) != 3 {
		t.Fatalf("links: %#v", links)
	}
	if links[0].URL != "https://api.test/items?page=2&q=a,b;c" || links[0].Params["rel"] != "next" {
		t.Fatalf("first link: %#v", links[0])
	}
	if links[1].Params["title"] != `a, "quoted"; title` || links[1].Params["rel"] != "last" {
		t.Fatalf("second link: %#v", links[1])
	}
	if links[2].Params["rel"] != "Prev Start" {
		t.Fatalf("a repeated parameter keeps its first value: %#v", links[2])
	}
	for rel, want := range map[string]string{"next": "https://api.test/items?page=2&q=a,b;c", "START": "https://api.test/x", "first": ""} {
		if got, _ := linkWithRel(header, rel); got != want {
			t.Fatalf("rel %s: got %q, want %q", rel, got, want)
		}
	}
	for _, broken := range []string{"", `rel="next"`, `<https://a.test/unclosed; rel="next"`} {
		if got, ok := linkWithRel(broken, "next"); ok {
			t.Fatalf("%q: got %q", broken, got)
		}
	}
}

func TestLinkUnderTheBaseURLOnly(t *testing.T) {
	for link, want := range map[string]string{
		"https://api.test/v3/items?page=2": "https://api.test/v3/items?page=2",
		"/v3/items?page=2":                 "https://api.test/v3/items?page=2",
		"https://api.test/v3":              "https://api.test/v3",
	} {
		if got, err := linkUnder("https://api.test/v3/", link); err != nil || got != want {
			t.Fatalf("%s: got %q, %v", link, got, err)
		}
	}
	for _, link := range []string{"https://elsewhere.test/v3/items", "https://api.test/v30/items", "http://api.test/v3/items", "/v4/items"} {
		if _, err := linkUnder("https://api.test/v3", link); err == nil || !strings.Contains(err.Error(), "is not under the base URL") {
			t.Fatalf("%s: got %v", link, err)
		}
	}
}
