// Behaviour of the GENERATED kitchen-sink SDK (fixtures/kitchen-sink) against the mock server: the
// scenarios of ../typescript/kitchenSink.test.ts and ../python/test_kitchen_sink.py, in Go, plus what
// only Go has (Opt's three states on the wire, Iter and Page, errors.As, the caller's context).
// GeneratedSdkBehaviourTest generates the SDK, copies this file into it with the mock-server support
// (go-support/) and runs go test.

package sink_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	sink "github.com/kitchen/sink-go"
)

const keyEnv = "KITCHEN_TOKEN"

var ctx = context.Background()

// client is a client of the mock server with an API key; the waits before retries are recorded
// (waits()) instead of slept, as the TS and Python tests' RecordingKitchenSink does.
func client(options ...sink.Option) (c *sink.Client, waits func() []time.Duration) {
	c = sink.NewClient(append([]sink.Option{sink.WithBaseURL(mock.url), sink.WithAPIKey("tok-test")}, options...)...)
	return c, sink.SdkgenRecordWaits(c)
}

func project(id string) map[string]any {
	return map[string]any{"id": id, "created_at": "2024-01-01T00:00:00Z", "name": id, "status": "active"}
}

func task(id string) map[string]any {
	return map[string]any{"id": id, "created_at": "2024-01-01T00:00:00Z", "title": id, "done": false}
}

func projectIDs(projects []sink.Project) []string {
	ids := []string{}
	for _, p := range projects {
		ids = append(ids, p.ID)
	}
	return ids
}

func queries(requests []recordedRequest) []map[string][]string {
	out := []map[string][]string{}
	for _, r := range requests {
		out = append(out, r.QueryParams)
	}
	return out
}

func TestPathParametersInOrderAcrossThreeNestedResources(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/projects/p%201/tasks/t%2F2/comments", Status: 201,
		JSON: map[string]any{"id": "c1", "body": "hi"}})
	c, _ := client()
	comment, err := c.Projects.Tasks.Comments.Create(ctx, "p 1", "t/2", sink.CommentCreateParams{Body: "hi"})
	noError(t, err)
	equal(t, [3]any{comment.ID, comment.Body, comment.Reactions.Present()}, [3]any{"c1", "hi", false})
	request := mock.only(t)
	equal(t, request.Method, "POST")
	equal(t, request.Path, "/projects/p%201/tasks/t%2F2/comments")
	equal(t, request.Body, `{"body":"hi"}`)
}

func TestPathParametersArePercentEncodedAsOneSegment(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/%C3%BC%3F%23%25%2B%26%3D.-_~/tasks/%20/comments", JSON: map[string]any{"data": []any{}, "has_more": false}},
		mockResponse{Path: "/nodes/-7", JSON: map[string]any{"id": -7, "children": []any{}}},
	)
	c, _ := client()
	page, err := c.Projects.Tasks.Comments.ListPage(ctx, "ü?#%+&=.-_~", " ", nil)
	noError(t, err)
	equal(t, len(page.Items), 0)
	_, err = c.Nodes.Retrieve(ctx, -7)
	noError(t, err)
	requests := mock.requests(t)
	equal(t, []string{requests[0].Path, requests[0].Query, requests[1].Path}, []string{"/projects/%C3%BC%3F%23%25%2B%26%3D.-_~/tasks/%20/comments", "", "/nodes/-7"})
}

func TestBaseURLPathPrefixIsKept(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/v1/projects/p1", JSON: project("p1"), Repeat: true})
	for _, base := range []string{mock.url + "/v1", mock.url + "/v1/"} {
		c := sink.NewClient(sink.WithBaseURL(base), sink.WithAPIKey("tok-test"))
		_, err := c.Projects.Retrieve(ctx, "p1", nil)
		noError(t, err)
	}
	equal(t, len(mock.requests(t)), 2)
}

func TestBodyArgumentIsSentAsJSON(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/projects", Status: 201, JSON: project("p1")})
	c, _ := client()
	created, err := c.Projects.Create(ctx, sink.ProjectCreateParams{
		Name: "Apollo",
		Settings: sink.Value(sink.ProjectCreateParamsSettings{
			Visibility: sink.Value(sink.ProjectCreateParamsSettingsVisibilityPrivate),
			Notify:     sink.Bool(true),
		}),
		Labels: sink.Value(map[string]string{"team": "core"}),
	})
	noError(t, err)
	equal(t, created.ID, "p1")
	equal(t, created.Status, sink.ProjectStatusActive)
	request := mock.only(t)
	equal(t, request.Body, `{"name":"Apollo","settings":{"visibility":"private","notify":true},"labels":{"team":"core"}}`)
	contentType, _ := request.header("Content-Type")
	if !strings.HasPrefix(contentType, "application/json") {
		t.Fatalf("Content-Type %q", contentType)
	}
}

func TestClientRootMethod(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok", "uptime_seconds": 12}})
	c, _ := client()
	health, err := c.Health(ctx)
	noError(t, err)
	equal(t, [2]any{health.Status, health.UptimeSeconds}, [2]any{sink.HealthResponseStatusOk, sink.Int(12)})
	equal(t, mock.only(t).Method, "GET")
}

func TestHeaderParametersIntegerPathParametersAnd204(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p1", JSON: project("p1")},
		mockResponse{Path: "/nodes/42", JSON: map[string]any{"id": 42, "children": []any{}}},
		mockResponse{Method: "DELETE", Path: "/projects/p1", Status: 204},
	)
	c, _ := client()
	_, err := c.Projects.Retrieve(ctx, "p1", &sink.ProjectRetrieveParams{XRequestID: sink.String("req-1")})
	noError(t, err)
	node, err := c.Nodes.Retrieve(ctx, 42)
	noError(t, err)
	equal(t, node.ID, int64(42))
	equal(t, node.Children, []sink.Node{})
	noError(t, c.Projects.Delete(ctx, "p1"))
	requests := mock.requests(t)
	equal(t, len(requests), 3)
	requestID, _ := requests[0].header("X-Request-Id")
	equal(t, requestID, "req-1")
	equal(t, requests[1].Path, "/nodes/42")
	equal(t, requests[2].Method, "DELETE")
	equal(t, requests[2].Path, "/projects/p1")
}

func TestOffsetPaginationIteratesEveryPageKeepingTheQuery(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects", JSON: map[string]any{"data": []any{project("p1"), project("p2")}, "total": 3}},
		mockResponse{Path: "/projects", JSON: map[string]any{"data": []any{project("p3")}, "total": 3}},
	)
	c, _ := client()
	it := c.Projects.List(ctx, &sink.ProjectListParams{Limit: sink.Int(2), Status: sink.Value(sink.ProjectStatusActive), Tag: []string{"a", "b"}})
	var projects []sink.Project
	for it.Next() {
		projects = append(projects, it.Current())
	}
	noError(t, it.Err())
	equal(t, projectIDs(projects), []string{"p1", "p2", "p3"})
	equal(t, queries(mock.requests(t)), []map[string][]string{
		{"limit": {"2"}, "status": {"active"}, "tag": {"a", "b"}},
		{"limit": {"2"}, "status": {"active"}, "tag": {"a", "b"}, "offset": {"2"}},
	})
}

func TestOffsetPaginationPageAtATime(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects", JSON: map[string]any{"data": []any{project("p1"), project("p2")}, "total": 3}},
		mockResponse{Path: "/projects", JSON: map[string]any{"data": []any{project("p3")}, "total": 3}},
	)
	c, _ := client()
	page, err := c.Projects.ListPage(ctx, &sink.ProjectListParams{Limit: sink.Int(2), Tag: []string{"x"}})
	noError(t, err)
	equal(t, projectIDs(page.Items), []string{"p1", "p2"})
	var first sink.ProjectListResponse
	noError(t, json.Unmarshal(page.Body, &first))
	equal(t, first.Total, int64(3))
	equal(t, page.HasNextPage(), true)
	next, err := page.GetNextPage(ctx)
	noError(t, err)
	equal(t, projectIDs(next.Items), []string{"p3"})
	equal(t, next.HasNextPage(), false)
	if _, err := next.GetNextPage(ctx); err == nil {
		t.Fatal("GetNextPage after the last page gave no error")
	}
	equal(t, queries(mock.requests(t)), []map[string][]string{
		{"limit": {"2"}, "tag": {"x"}},
		{"limit": {"2"}, "tag": {"x"}, "offset": {"2"}},
	})
}

func TestCursorPaginationOfASubresourcePageAtATime(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p1/tasks", JSON: map[string]any{"tasks": []any{task("t1"), task("t2")}, "has_more": true}},
		mockResponse{Path: "/projects/p1/tasks", JSON: map[string]any{"tasks": []any{task("t3")}, "has_more": false}},
	)
	c, _ := client()
	page, err := c.Projects.Tasks.ListPage(ctx, "p1", &sink.TaskListParams{Limit: sink.Int(2)})
	noError(t, err)
	equal(t, []string{page.Items[0].ID, page.Items[1].ID}, []string{"t1", "t2"})
	equal(t, page.Items[0].Done, false)
	equal(t, page.HasNextPage(), true)
	next, err := page.GetNextPage(ctx)
	noError(t, err)
	equal(t, len(next.Items), 1)
	equal(t, next.Items[0].ID, "t3")
	equal(t, next.HasNextPage(), false)
	equal(t, queries(mock.requests(t)), []map[string][]string{{"limit": {"2"}}, {"limit": {"2"}, "after": {"t2"}}})
}

func TestCursorPaginationOfASubresourceIterates(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p%2F1/tasks", JSON: map[string]any{"tasks": []any{task("t1"), task("t2")}, "has_more": true}},
		mockResponse{Path: "/projects/p%2F1/tasks", JSON: map[string]any{"tasks": []any{task("t3")}, "has_more": false}},
	)
	c, _ := client()
	it := c.Projects.Tasks.List(ctx, "p/1", &sink.TaskListParams{Limit: sink.Int(2)})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	noError(t, it.Err())
	equal(t, ids, []string{"t1", "t2", "t3"})
	equal(t, queries(mock.requests(t)), []map[string][]string{{"limit": {"2"}}, {"limit": {"2"}, "after": {"t2"}}})
}

func TestConfigSchemePaginatesByANextPageTokenUntilEmptyOrDone(t *testing.T) {
	setup(t, keyEnv)
	activity := func(id string) map[string]any { return map[string]any{"id": id, "action": "x"} }
	mock.enqueue(t,
		mockResponse{Path: "/activity", JSON: map[string]any{"entries": []any{activity("a1"), activity("a2")}, "meta": map[string]any{"next_page_token": "tok 2"}}},
		mockResponse{Path: "/activity", JSON: map[string]any{"entries": []any{activity("a3")}, "meta": map[string]any{"next_page_token": ""}}},
		mockResponse{Path: "/activity", JSON: map[string]any{"entries": []any{activity("a4")}, "meta": map[string]any{"next_page_token": "tok 5"}, "last_page": true}},
	)
	c, _ := client()
	it := c.Activity.List(ctx, &sink.ActivityListParams{PageSize: sink.Int(2)})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	noError(t, it.Err())
	equal(t, ids, []string{"a1", "a2", "a3"})
	last, err := c.Activity.ListPage(ctx, &sink.ActivityListParams{PageSize: sink.Int(1)})
	noError(t, err)
	equal(t, len(last.Items), 1)
	equal(t, last.Items[0].ID, "a4")
	equal(t, last.HasNextPage(), false)
	equal(t, queries(mock.requests(t)), []map[string][]string{{"page_size": {"2"}}, {"page_size": {"2"}, "page_token": {"tok 2"}}, {"page_size": {"1"}}})
}

func TestBodyCursorPaginationSendsTheCursorBackInTheBody(t *testing.T) {
	setup(t, keyEnv)
	activity := func(id string) map[string]any { return map[string]any{"id": id, "action": "x"} }
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/activity/search", JSON: map[string]any{"results": []any{activity("s1"), activity("s2")}, "next_page_token": "n 2"}},
		mockResponse{Method: "POST", Path: "/activity/search", JSON: map[string]any{"results": []any{activity("s3")}, "next_page_token": nil}},
	)
	c, _ := client()
	it := c.Activity.Search(ctx, sink.ActivitySearchParams{Query: "deploy"})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	noError(t, it.Err())
	equal(t, ids, []string{"s1", "s2", "s3"})
	sent := mock.requests(t)
	equal(t, []any{sent[0].JSON, sent[1].JSON}, []any{map[string]any{"query": "deploy"}, map[string]any{"query": "deploy", "page_token": "n 2"}})
	equal(t, queries(sent), []map[string][]string{{}, {}})
}

func TestLinkHeaderPaginationFollowsRelNextUnderTheBaseURL(t *testing.T) {
	setup(t, keyEnv)
	activity := func(id string) map[string]any { return map[string]any{"id": id, "action": "x"} }
	next := func(page int) map[string]string {
		return map[string]string{"Link": fmt.Sprintf(`<%s/activity/feed?per_page=2&page=%d>; rel="next", <%s/activity/feed?page=1>; rel="first"`, mock.url, page, mock.url)}
	}
	mock.enqueue(t,
		mockResponse{Path: "/activity/feed", JSON: []any{activity("f1"), activity("f2")}, Headers: next(2)},
		mockResponse{Path: "/activity/feed", JSON: []any{activity("f3"), activity("f4")}, Headers: next(3)},
		mockResponse{Path: "/activity/feed", JSON: []any{activity("f5")}, Headers: map[string]string{"Link": "<" + mock.url + `/activity/feed?page=1>; rel="first"`}},
		mockResponse{Path: "/activity/feed", JSON: []any{activity("x1")}, Headers: map[string]string{"Link": `<https://elsewhere.test/activity/feed?page=2>; rel="next"`}},
	)
	c, _ := client()
	it := c.Activity.Feed(ctx, &sink.ActivityFeedParams{PerPage: sink.Int(2)})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	noError(t, it.Err())
	equal(t, ids, []string{"f1", "f2", "f3", "f4", "f5"})
	foreign, err := c.Activity.FeedPage(ctx, nil)
	noError(t, err)
	equal(t, foreign.HasNextPage(), true)
	if _, err := foreign.GetNextPage(ctx); err == nil || !strings.Contains(err.Error(), "is not under the base URL") {
		t.Fatalf("a link to another host: got %v", err)
	}
	var sentQueries []string
	for _, r := range mock.requests(t) {
		sentQueries = append(sentQueries, r.Query)
	}
	equal(t, sentQueries, []string{"per_page=2", "per_page=2&page=2", "per_page=2&page=3", ""})
}

func TestPageNumberPaginationOfASubSubresourceIterates(t *testing.T) {
	setup(t, keyEnv)
	path := "/projects/p1/tasks/t1/comments"
	mock.enqueue(t,
		mockResponse{Path: path, JSON: map[string]any{"data": []any{map[string]any{"id": "c1", "body": "a"}, map[string]any{"id": "c2", "body": "b"}}, "has_more": true}},
		mockResponse{Path: path, JSON: map[string]any{"data": []any{map[string]any{"id": "c3", "body": "c"}}, "has_more": false}},
	)
	c, _ := client()
	it := c.Projects.Tasks.Comments.List(ctx, "p1", "t1", &sink.CommentListParams{PerPage: sink.Int(2)})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	noError(t, it.Err())
	equal(t, ids, []string{"c1", "c2", "c3"})
	equal(t, queries(mock.requests(t)), []map[string][]string{{"per_page": {"2"}}, {"per_page": {"2"}, "page": {"2"}}})
}

func TestPageNumberPaginationOfASubSubresourcePageAtATime(t *testing.T) {
	setup(t, keyEnv)
	path := "/projects/p1/tasks/t1/comments"
	mock.enqueue(t,
		mockResponse{Path: path, JSON: map[string]any{"data": []any{map[string]any{"id": "c1", "body": "a"}}, "has_more": true}},
		mockResponse{Path: path, JSON: map[string]any{"data": []any{map[string]any{"id": "c2", "body": "b"}}, "has_more": false}},
	)
	c, _ := client()
	page, err := c.Projects.Tasks.Comments.ListPage(ctx, "p1", "t1", &sink.CommentListParams{Page: sink.Int(3)})
	noError(t, err)
	equal(t, len(page.Items), 1)
	equal(t, [2]string{page.Items[0].ID, page.Items[0].Body}, [2]string{"c1", "a"})
	next, err := page.GetNextPage(ctx)
	noError(t, err)
	equal(t, len(next.Items), 1)
	equal(t, [2]string{next.Items[0].ID, next.Items[0].Body}, [2]string{"c2", "b"})
	equal(t, next.HasNextPage(), false)
	equal(t, queries(mock.requests(t)), []map[string][]string{{"page": {"3"}}, {"page": {"4"}}})
}

func TestIteratorStopsWithTheErrorOfAFailedPage(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects", JSON: map[string]any{"data": []any{project("p1")}, "total": 2}},
		mockResponse{Path: "/projects", Status: 404, JSON: map[string]any{"message": "gone"}},
	)
	c, _ := client()
	it := c.Projects.List(ctx, nil)
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	equal(t, ids, []string{"p1"})
	notFound := errorAs[*sink.NotFoundError](t, it.Err())
	equal(t, notFound.Message, "404 gone")
	equal(t, it.Next(), false)
	equal(t, queries(mock.requests(t)), []map[string][]string{{}, {"offset": {"1"}}})
}

func TestRetriesAStatusListedInRetryOnWithBackoff(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p1", Status: 503, JSON: map[string]any{"message": "busy"}},
		mockResponse{Path: "/projects/p1", Status: 503, JSON: map[string]any{"message": "busy"}},
		mockResponse{Path: "/projects/p1", JSON: project("p1")},
	)
	c, waits := client()
	p, err := c.Projects.Retrieve(ctx, "p1", nil)
	noError(t, err)
	equal(t, p.ID, "p1")
	var counts []string
	for _, r := range mock.requests(t) {
		count, _ := r.header("X-Sdkgen-Retry-Count")
		counts = append(counts, count)
	}
	equal(t, counts, []string{"0", "1", "2"})
	recorded := waits()
	equal(t, len(recorded), 2)
	// initial_delay_ms 10, doubled, shortened by at most 25 % of jitter.
	if recorded[0] <= 7400*time.Microsecond || recorded[0] > 10*time.Millisecond {
		t.Fatalf("first backoff %s", recorded[0])
	}
	if recorded[1] <= 14900*time.Microsecond || recorded[1] > 20*time.Millisecond {
		t.Fatalf("second backoff %s", recorded[1])
	}
}

func TestBackoffIsReallyWaited(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p1", Status: 503, JSON: map[string]any{}},
		mockResponse{Path: "/projects/p1", Status: 503, JSON: map[string]any{}},
		mockResponse{Path: "/projects/p1", JSON: project("p1")},
	)
	c := sink.NewClient(sink.WithBaseURL(mock.url), sink.WithAPIKey("tok-test"))
	_, err := c.Projects.Retrieve(ctx, "p1", nil)
	noError(t, err)
	requests := mock.requests(t)
	equal(t, len(requests), 3)
	if gap := requests[1].Time - requests[0].Time; gap < 0.007 {
		t.Fatalf("waited %.4f s before the first retry, expected about 0.01 s", gap)
	}
	if gap := requests[2].Time - requests[1].Time; gap < 0.014 {
		t.Fatalf("waited %.4f s before the second retry, expected about 0.02 s", gap)
	}
}

func TestWaitsForRetryAfter(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/health", Status: 429, Headers: map[string]string{"Retry-After": "1"}, JSON: map[string]any{}},
		mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}},
	)
	plain := sink.NewClient(sink.WithBaseURL(mock.url), sink.WithAPIKey("tok-test"))
	health, err := plain.Health(ctx)
	noError(t, err)
	equal(t, [2]any{health.Status, health.UptimeSeconds.Present()}, [2]any{sink.HealthResponseStatusOk, false})
	requests := mock.requests(t)
	equal(t, len(requests), 2)
	if waited := requests[1].Time - requests[0].Time; waited < 0.95 {
		t.Fatalf("waited %.3f s, the server said Retry-After: 1", waited)
	}

	mock.reset(t)
	mock.enqueue(t,
		mockResponse{Path: "/health", Status: 503, Headers: map[string]string{"Retry-After": "2"}, JSON: map[string]any{}},
		mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}},
	)
	recording, waits := client()
	_, err = recording.Health(ctx)
	noError(t, err)
	equal(t, waits(), []time.Duration{2 * time.Second})
}

func TestWithResponseIntoGivesStatusHeadersAndBodyBesideTheParsedResult(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/projects", Status: 201, JSON: project("p1"),
			Headers: map[string]string{"X-Request-Id": "req_c", "X-Extra": "x"}},
		mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}, Headers: map[string]string{"Request-Id": "req_h"}},
		mockResponse{Method: "DELETE", Path: "/projects/p1", Status: 204},
	)
	c, _ := client()
	var response *http.Response
	created, err := c.Projects.Create(ctx, sink.ProjectCreateParams{Name: "p1"}, sink.WithResponseInto(&response))
	noError(t, err)
	equal(t, created.ID, "p1")
	equal(t, response.StatusCode, 201)
	equal(t, response.Header.Get("X-Request-Id"), "req_c")
	equal(t, response.Header.Get("X-Extra"), "x")
	body, err := io.ReadAll(response.Body)
	noError(t, err)
	var raw map[string]any
	noError(t, json.Unmarshal(body, &raw))
	equal(t, raw["id"], "p1")
	_, err = c.Health(ctx, sink.WithResponseInto(&response))
	noError(t, err)
	equal(t, response.Header.Get("Request-Id"), "req_h")
	noError(t, c.Projects.Delete(ctx, "p1", sink.WithResponseInto(&response)))
	equal(t, response.StatusCode, 204)
}

func TestWithResponseIntoGivesTheFinalAttemptAndAPIErrorItsRequestID(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p1", Status: 503, Headers: map[string]string{"X-Request-Id": "req_1"}},
		mockResponse{Path: "/projects/p1", JSON: project("p1"), Headers: map[string]string{"X-Request-Id": "req_2"}},
		mockResponse{Path: "/projects/p2", Status: 404, JSON: map[string]any{"message": "no"},
			Headers: map[string]string{"X-Request-Id": "req_404"}},
		mockResponse{Path: "/projects/p3", Status: 409, JSON: map[string]any{}, Headers: map[string]string{"Request-Id": "req_409"}},
	)
	c, _ := client()
	var response *http.Response
	_, err := c.Projects.Retrieve(ctx, "p1", nil, sink.WithResponseInto(&response))
	noError(t, err)
	equal(t, response.StatusCode, 200)
	equal(t, response.Header.Get("X-Request-Id"), "req_2")
	_, err = c.Projects.Retrieve(ctx, "p2", nil, sink.WithResponseInto(&response))
	equal(t, errorAs[*sink.NotFoundError](t, err).RequestID, "req_404")
	equal(t, response.StatusCode, 404)
	_, err = c.Projects.Retrieve(ctx, "p3", nil)
	equal(t, errorAs[*sink.APIError](t, err).RequestID, "req_409")
}

func TestNoRetryForAStatusOutsideRetryOn(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/projects/p1", Status: 500, JSON: map[string]any{"message": "boom"}, Repeat: true})
	c, waits := client()
	_, err := c.Projects.Retrieve(ctx, "p1", nil)
	serverError := errorAs[*sink.InternalServerError](t, err)
	equal(t, serverError.StatusCode, 500)
	equal(t, len(mock.requests(t)), 1)
	equal(t, waits(), []time.Duration(nil))
}

func TestNoRetryForARetriesDisabledOperation(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/projects/p1/archive", Status: 503, JSON: map[string]any{}, Repeat: true})
	c, waits := client(sink.WithMaxRetries(5))
	_, err := c.Projects.Archive(ctx, "p1")
	errorAs[*sink.InternalServerError](t, err)
	_, err = c.Projects.Archive(ctx, "p1", sink.WithMaxRetries(3))
	errorAs[*sink.InternalServerError](t, err)
	equal(t, len(mock.requests(t)), 2)
	equal(t, waits(), []time.Duration(nil))
}

func TestErrorTypeOfEachStatusWithItsFields(t *testing.T) {
	setup(t, keyEnv)
	// Each status error type; errors.As must find exactly the expected one (none for an unlisted 4xx).
	types := map[string]func(error) bool{
		"BadRequestError":          isError[*sink.BadRequestError],
		"AuthenticationError":      isError[*sink.AuthenticationError],
		"PermissionDeniedError":    isError[*sink.PermissionDeniedError],
		"NotFoundError":            isError[*sink.NotFoundError],
		"ConflictError":            isError[*sink.ConflictError],
		"UnprocessableEntityError": isError[*sink.UnprocessableEntityError],
		"RateLimitError":           isError[*sink.RateLimitError],
		"InternalServerError":      isError[*sink.InternalServerError],
		"ConnectionError":          isError[*sink.ConnectionError],
	}
	cases := []struct {
		status   int
		typeName string
	}{
		{400, "BadRequestError"},
		{401, "AuthenticationError"},
		{403, "PermissionDeniedError"},
		{404, "NotFoundError"},
		{409, "ConflictError"},
		{422, "UnprocessableEntityError"},
		{429, "RateLimitError"},
		{500, "InternalServerError"},
		{502, "InternalServerError"},
		{418, ""},
	}
	c, _ := client(sink.WithMaxRetries(0))
	for _, tc := range cases {
		t.Run(strconv.Itoa(tc.status), func(t *testing.T) {
			mock.reset(t)
			body := map[string]any{"error": map[string]any{"code": "e", "message": "failed with " + strconv.Itoa(tc.status)}}
			mock.enqueue(t, mockResponse{Path: "/projects/p1", Status: tc.status,
				Headers: map[string]string{"X-Trace": "t" + strconv.Itoa(tc.status), "Retry-After": "7"}, JSON: body})
			p, err := c.Projects.Retrieve(ctx, "p1", nil)
			if p != nil {
				t.Fatalf("a result with the error: %+v", p)
			}
			for name, is := range types {
				if is(err) != (name == tc.typeName) {
					t.Fatalf("status %d: errors.As(err, *%s) = %v (err is %T)", tc.status, name, is(err), err)
				}
			}
			apiErr := errorAs[*sink.APIError](t, err)
			equal(t, apiErr.StatusCode, tc.status)
			equal(t, apiErr.Headers.Get("x-trace"), "t"+strconv.Itoa(tc.status))
			equal(t, jsonOf(t, apiErr.Body), jsonOf(t, mustJSON(t, body)))
			equal(t, apiErr.Message, strconv.Itoa(tc.status)+" failed with "+strconv.Itoa(tc.status))
			equal(t, err.Error(), apiErr.Message)
			if tc.status == 418 {
				if _, plain := err.(*sink.APIError); !plain {
					t.Fatalf("an unlisted 4xx is a plain *APIError, got %T", err)
				}
			}
			if tc.status == 429 {
				equal(t, errorAs[*sink.RateLimitError](t, err).RetryAfter, 7*time.Second)
			}
		})
	}
}

func mustJSON(t *testing.T, value any) []byte {
	t.Helper()
	data, err := json.Marshal(value)
	noError(t, err)
	return data
}

func TestRateLimitErrorWithRetryAfterOnceRetriesAreExhausted(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", Status: 429, Headers: map[string]string{"Retry-After": "3"}, JSON: map[string]any{}, Repeat: true})
	c, waits := client()
	_, err := c.Health(ctx)
	rateLimit := errorAs[*sink.RateLimitError](t, err)
	equal(t, rateLimit.RetryAfter, 3*time.Second)
	equal(t, rateLimit.StatusCode, 429)
	equal(t, len(mock.requests(t)), 4) // max_retries: 3 means four attempts
	equal(t, waits(), []time.Duration{3 * time.Second, 3 * time.Second, 3 * time.Second})
}

func TestConnectionErrorWithTheURL(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/projects/p1", Drop: true})
	c, waits := client()
	_, err := c.Projects.Retrieve(ctx, "p1", nil)
	connection := errorAs[*sink.ConnectionError](t, err)
	equal(t, connection.URL, mock.url+"/projects/p1")
	if !strings.Contains(connection.Error(), mock.url+"/projects/p1") || connection.Err == nil {
		t.Fatalf("message %q, cause %v", connection.Error(), connection.Err)
	}
	if isError[*sink.APIError](err) || isError[*sink.ConnectionTimeoutError](err) {
		t.Fatalf("no response is not an *APIError nor a timeout: %T", err)
	}
	equal(t, len(mock.requests(t)), 1) // connection_errors is not set: not retried
	equal(t, waits(), []time.Duration(nil))
}

func TestConnectionTimeoutError(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", DelayMs: 1500, JSON: map[string]any{"status": "ok"}})
	c, _ := client()
	started := time.Now()
	_, err := c.Health(ctx, sink.WithTimeout(200*time.Millisecond))
	if elapsed := time.Since(started); elapsed > 1200*time.Millisecond {
		t.Fatalf("the call took %s with a 200ms timeout", elapsed)
	}
	timeout := errorAs[*sink.ConnectionTimeoutError](t, err)
	equal(t, timeout.URL, mock.url+"/health")
	errorAs[*sink.ConnectionError](t, err)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("errors.Is(err, context.DeadlineExceeded) is false for %v", err)
	}
}

func TestCallerContextEndsTheWaitForARetry(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", Status: 503, Headers: map[string]string{"Retry-After": "30"}, JSON: map[string]any{}, Repeat: true})
	c := sink.NewClient(sink.WithBaseURL(mock.url), sink.WithAPIKey("tok-test"))
	deadline, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	started := time.Now()
	_, err := c.Health(deadline)
	if elapsed := time.Since(started); elapsed > 10*time.Second {
		t.Fatalf("the call took %s, the context allowed 1s (Retry-After: 30)", elapsed)
	}
	if err != context.DeadlineExceeded {
		t.Fatalf("expected the context's own error, got %T: %v", err, err)
	}
	equal(t, len(mock.requests(t)), 1)
}

func TestAPIKeyFromKitchenToken(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}, Repeat: true})
	t.Setenv(keyEnv, "tok-env")
	_, err := sink.NewClient(sink.WithBaseURL(mock.url)).Health(ctx)
	noError(t, err)
	_, err = sink.NewClient(sink.WithBaseURL(mock.url), sink.WithAPIKey("tok-explicit")).Health(ctx)
	noError(t, err)
	_, err = sink.NewClient(sink.WithBaseURL(mock.url), sink.WithAPIKey("")).Health(ctx)
	noError(t, err)
	t.Setenv(keyEnv, "")
	_, err = sink.NewClient(sink.WithBaseURL(mock.url)).Health(ctx)
	noError(t, err)
	requests := mock.requests(t)
	equal(t, len(requests), 4)
	fromEnv, _ := requests[0].header("X-Kitchen-Token")
	equal(t, fromEnv, "tok-env")
	explicit, _ := requests[1].header("X-Kitchen-Token")
	equal(t, explicit, "tok-explicit")
	for _, none := range requests[2:] {
		if value, sent := none.header("X-Kitchen-Token"); sent {
			t.Fatalf("a key was sent without one: %q", value)
		}
	}

	mock.reset(t)
	mock.enqueue(t, mockResponse{Path: "/health", Status: 401, JSON: map[string]any{"message": "who are you"}, Repeat: true})
	_, err = sink.NewClient(sink.WithBaseURL(mock.url)).Health(ctx)
	authentication := errorAs[*sink.AuthenticationError](t, err)
	if !strings.HasPrefix(authentication.Message, "401 who are you") || !strings.Contains(authentication.Message, keyEnv) {
		t.Fatalf("message %q", authentication.Message)
	}
	_, err = sink.NewClient(sink.WithBaseURL(mock.url), sink.WithAPIKey("wrong")).Health(ctx)
	equal(t, errorAs[*sink.AuthenticationError](t, err).Message, "401 who are you")
}

func TestRequestBodySendsFalseZeroEmptyStringAndNull(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "PATCH", Path: "/projects/p1", JSON: project("p1"), Repeat: true},
		mockResponse{Method: "POST", Path: "/projects", Status: 201, JSON: project("p2"), Repeat: true},
		mockResponse{Method: "POST", Path: "/projects/p1/tasks", Status: 201, JSON: task("t1"), Repeat: true},
	)
	c, _ := client()
	_, err := c.Projects.Update(ctx, "p1", &sink.ProjectUpdate{Name: sink.String(""), Status: sink.Null[sink.ProjectStatus](), Priority: sink.Int(0)})
	noError(t, err)
	_, err = c.Projects.Create(ctx, sink.ProjectCreateParams{
		Name:     "",
		Settings: sink.Value(sink.ProjectCreateParamsSettings{Notify: sink.Bool(false)}),
		Labels:   sink.Value(map[string]string{}),
	})
	noError(t, err)
	_, err = c.Projects.Tasks.Create(ctx, "p1", sink.TaskCreate{Title: "t", Due: sink.Null[string]()})
	noError(t, err)
	_, err = c.Projects.Create(ctx, sink.ProjectCreateParams{Name: "x", Settings: sink.Null[sink.ProjectCreateParamsSettings](), Labels: sink.Null[map[string]string]()})
	noError(t, err)
	var bodies []string
	for _, r := range mock.requests(t) {
		bodies = append(bodies, r.Body)
	}
	equal(t, bodies, []string{
		`{"name":"","status":null,"priority":0}`,
		`{"name":"","settings":{"notify":false},"labels":{}}`,
		`{"title":"t","due":null}`,
		`{"name":"x","settings":null,"labels":null}`,
	})
}

func TestRequestBodyLeavesOutFieldsThatAreNotSet(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "PATCH", Path: "/projects/p1", JSON: project("p1"), Repeat: true},
		mockResponse{Method: "POST", Path: "/projects", Status: 201, JSON: project("p2")},
		mockResponse{Method: "POST", Path: "/projects/p1/tasks", Status: 201, JSON: task("t1")},
	)
	c, _ := client()
	_, err := c.Projects.Update(ctx, "p1", &sink.ProjectUpdate{})
	noError(t, err)
	_, err = c.Projects.Update(ctx, "p1", &sink.ProjectUpdate{Status: sink.Value(sink.ProjectStatusArchived)})
	noError(t, err)
	_, err = c.Projects.Create(ctx, sink.ProjectCreateParams{Name: "x", Settings: sink.Value(sink.ProjectCreateParamsSettings{})})
	noError(t, err)
	_, err = c.Projects.Tasks.Create(ctx, "p1", sink.TaskCreate{Title: "t"})
	noError(t, err)
	_, err = c.Projects.Update(ctx, "p1", nil)
	noError(t, err)
	requests := mock.requests(t)
	var bodies []string
	for _, r := range requests {
		bodies = append(bodies, r.Body)
	}
	equal(t, bodies, []string{`{}`, `{"status":"archived"}`, `{"name":"x","settings":{}}`, `{"title":"t"}`, ``})
	if contentType, sent := requests[4].header("Content-Type"); sent {
		t.Fatalf("no body, yet Content-Type %q", contentType)
	}
}

func TestZeroAndEmptyValuesInQueryAndHeaderParameters(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects", JSON: map[string]any{"data": []any{}, "total": 0}},
		mockResponse{Path: "/projects/p1", JSON: project("p1"), Repeat: true},
	)
	c, _ := client()
	page, err := c.Projects.ListPage(ctx, &sink.ProjectListParams{Limit: sink.Int(0), Offset: sink.Int(0), Status: sink.Null[sink.ProjectStatus](), Tag: []string{}})
	noError(t, err)
	equal(t, len(page.Items), 0)
	equal(t, page.HasNextPage(), false)
	_, err = c.Projects.Retrieve(ctx, "p1", &sink.ProjectRetrieveParams{XRequestID: sink.String("")})
	noError(t, err)
	_, err = c.Projects.Retrieve(ctx, "p1", &sink.ProjectRetrieveParams{XRequestID: sink.Null[string]()})
	noError(t, err)
	requests := mock.requests(t)
	equal(t, requests[0].Query, "limit=0&offset=0")
	empty, sent := requests[1].header("X-Request-Id")
	equal(t, [2]any{empty, sent}, [2]any{"", true})
	if value, sent := requests[2].header("X-Request-Id"); sent {
		t.Fatalf("a null header parameter was sent: %q", value)
	}
}

func TestResponseOptionalFieldsKeepNullAbsentAndZero(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/projects/p1", JSON: map[string]any{
			"id": "p1", "created_at": "2024-01-01T00:00:00Z", "name": "Apollo", "status": "archived",
			"description": nil, "priority": 2, "labels": map[string]any{"team": "core"}, "+1": 0, "-1": 3,
			"2fa_required": false, "score": 1.5, "unknown": "ignored",
			"owner": map[string]any{"id": "u1", "manager": map[string]any{"id": "u2", "email": nil}},
		}},
		mockResponse{Path: "/nodes/1", JSON: map[string]any{"id": 1, "name": "root", "children": []any{
			map[string]any{"id": 2, "parent": nil, "children": []any{}},
		}}},
	)
	c, _ := client()
	p, err := c.Projects.Retrieve(ctx, "p1", nil)
	noError(t, err)
	equal(t, p.Status, sink.ProjectStatusArchived)
	equal(t, [2]bool{p.Description.Present(), p.Description.IsNull()}, [2]bool{true, true})
	equal(t, p.Priority, sink.Value(sink.ProjectPriorityX2))
	equal(t, p.Labels.Or(nil), map[string]string{"team": "core"})
	owner, ok := p.Owner.Get()
	equal(t, ok, true)
	manager, _ := owner.Manager.Get()
	equal(t, manager.ID, "u2")
	equal(t, manager.Email.IsNull(), true)
	equal(t, p.X1, sink.Int(0))
	equal(t, p.X1_, sink.Int(3))
	equal(t, p.X2faRequired, sink.Bool(false))
	equal(t, p.Score.Or(nil), any(1.5))
	equal(t, p.Class.Present(), false)
	node, err := c.Nodes.Retrieve(ctx, 1)
	noError(t, err)
	equal(t, node.Name, sink.String("root"))
	equal(t, node.Parent.Present(), false)
	equal(t, len(node.Children), 1)
	equal(t, node.Children[0].Parent.IsNull(), true)
	// Encoding a decoded model gives back what was there: null stays null, absent stays out.
	data, err := json.Marshal(node.Children[0])
	noError(t, err)
	equal(t, string(data), `{"id":2,"parent":null,"children":[]}`)
}

func TestDiscriminatedUnionResponse(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/events", JSON: []any{
		map[string]any{"type": "task.created", "task": task("t1")},
		map[string]any{"type": "project.archived", "project_id": "p9"},
		map[string]any{"type": "later.added", "x": 1},
	}})
	c, _ := client()
	events, err := c.Events.List(ctx, &sink.EventListParams{Since: sink.String("2024-01-01")})
	noError(t, err)
	equal(t, len(events), 3)
	created, err := events[0].AsTaskCreatedEvent()
	noError(t, err)
	equal(t, created.Task.ID, "t1")
	if events[0].OfTaskCreatedEvent == nil || events[0].OfProjectArchivedEvent != nil {
		t.Fatalf("variant fields %+v", events[0])
	}
	archived, err := events[1].AsProjectArchivedEvent()
	noError(t, err)
	equal(t, archived.ProjectID, "p9")
	if events[2].OfTaskCreatedEvent != nil || events[2].OfProjectArchivedEvent != nil {
		t.Fatalf("an unknown discriminator matched a variant: %+v", events[2])
	}
	data, err := json.Marshal(events[2])
	noError(t, err)
	equal(t, jsonOf(t, data), map[string]any{"type": "later.added", "x": 1.0})
	equal(t, mock.only(t).QueryParams, map[string][]string{"since": {"2024-01-01"}})
}

func TestSdkHeadersAndWithHeader(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}, Repeat: true})
	c, _ := client(sink.WithHeader("X-Client", "from-client"))
	_, err := c.Health(ctx)
	noError(t, err)
	_, err = c.Health(ctx, sink.WithHeader("X-Client", "from-call"), sink.WithHeader("X-Kitchen-Token", ""))
	noError(t, err)
	requests := mock.requests(t)
	first := requests[0]
	for name, want := range map[string]string{
		"Accept": "application/json", "X-Sdkgen-Lang": "go", "X-Sdkgen-Package-Version": "0.3.0",
		"X-Sdkgen-Retry-Count": "0", "X-Client": "from-client", "X-Kitchen-Token": "tok-test",
	} {
		got, _ := first.header(name)
		equal(t, name+": "+got, name+": "+want)
	}
	if agent, _ := first.header("User-Agent"); !strings.HasPrefix(agent, "kitchen_sink/0.3.0 (go; go") {
		t.Fatalf("User-Agent %q", agent)
	}
	overridden, _ := requests[1].header("X-Client")
	equal(t, overridden, "from-call")
	if key, sent := requests[1].header("X-Kitchen-Token"); sent {
		t.Fatalf("WithHeader(name, \"\") did not remove the header: %q", key)
	}
}

func TestOneClientServesConcurrentCalls(t *testing.T) {
	setup(t, keyEnv)
	const calls = 4 // the mock server listens with a backlog of 5
	for i := 0; i < calls; i++ {
		id := "p" + strconv.Itoa(i)
		mock.enqueue(t, mockResponse{Path: "/projects/" + id, JSON: project(id), DelayMs: 50})
	}
	c, _ := client()
	results := make(chan string, calls)
	for i := 0; i < calls; i++ {
		go func(id string) {
			p, err := c.Projects.Retrieve(ctx, id, &sink.ProjectRetrieveParams{XRequestID: sink.String(id)})
			if err != nil {
				results <- id + ": " + err.Error()
				return
			}
			results <- id + ": " + p.ID
		}("p" + strconv.Itoa(i))
	}
	got := map[string]bool{}
	for i := 0; i < calls; i++ {
		got[<-results] = true
	}
	want := map[string]bool{}
	for i := 0; i < calls; i++ {
		want["p"+strconv.Itoa(i)+": p"+strconv.Itoa(i)] = true
	}
	equal(t, got, want)
	for _, r := range mock.requests(t) {
		requestID, _ := r.header("X-Request-Id")
		equal(t, r.Path, "/projects/"+requestID)
	}
}

func TestInvalidOptionsFailTheCallBeforeSending(t *testing.T) {
	setup(t, keyEnv)
	c, _ := client(sink.WithMaxRetries(-1))
	if _, err := c.Health(ctx); err == nil || !strings.Contains(err.Error(), "WithMaxRetries(-1)") {
		t.Fatalf("expected the WithMaxRetries(-1) error, got %v", err)
	}
	good, _ := client()
	if _, err := good.Health(ctx, sink.WithTimeout(0)); err == nil {
		t.Fatal("WithTimeout(0) gave no error")
	}
	equal(t, len(mock.requests(t)), 0)
}

// driftedProject is a project as a server that drifted from its spec sends it: a number for the string id, a
// string for the integer priority and the +1 count, an array for the labels map, a string for a boolean, a
// number inside the nested owner, a status the spec does not list, a date-time without an offset, and
// properties the spec does not name.
const driftedProject = `{"id": 7, "created_at": "2024-01-02T03:04:05", "name": "Apollo", "status": "paused", ` +
	`"priority": "high", "labels": ["core"], "owner": {"id": "u1", "email": 5, "manager": {"id": "u2"}}, ` +
	`"+1": "3", "2fa_required": "yes", "score": {"any": "thing"}, "region": "eu", "tags": {"x": 1}}`

func jsonBody(body string) mockResponse {
	return mockResponse{Headers: map[string]string{"Content-Type": "application/json"}, Body: text(body)}
}

func TestDriftedResponseFieldsDoNotFailTheCall(t *testing.T) {
	setup(t, keyEnv)
	response := jsonBody(driftedProject)
	response.Path = "/projects/p1"
	mock.enqueue(t, response)
	c, _ := client()
	p, err := c.Projects.Retrieve(ctx, "p1", nil)
	noError(t, err)
	// Fields that fit are read as always; an enum value the spec does not list is kept as it came.
	equal(t, p.Name, "Apollo")
	equal(t, p.Status, sink.ProjectStatus("paused"))
	equal(t, p.JSON.Status.Valid(), true)
	// A field that does not fit has its zero value, and its JSON stays readable.
	equal(t, p.ID, "")
	equal(t, [3]bool{p.JSON.ID.Present(), p.JSON.ID.IsNull(), p.JSON.ID.Valid()}, [3]bool{true, false, false})
	equal(t, p.JSON.ID.Raw(), "7")
	equal(t, p.Priority.Present(), false)
	equal(t, p.JSON.Priority.Raw(), `"high"`)
	equal(t, p.Labels.Present(), false)
	equal(t, p.JSON.Labels.Raw(), `["core"]`)
	equal(t, p.X1.Present(), false)
	equal(t, p.JSON.X1.Raw(), `"3"`)
	equal(t, [2]any{p.X2faRequired.Present(), p.JSON.X2faRequired.Raw()}, [2]any{false, `"yes"`})
	equal(t, p.JSON.Description.Present(), false)
	// A drifted field inside a nested object leaves the rest of that object, and of the response, intact.
	owner, ok := p.Owner.Get()
	equal(t, ok, true)
	equal(t, p.JSON.Owner.Valid(), true)
	equal(t, owner.ID, "u1")
	equal(t, [2]any{owner.Email.Present(), owner.JSON.Email.Raw()}, [2]any{false, "5"})
	manager, _ := owner.Manager.Get()
	equal(t, manager.ID, "u2")
	// Unknown properties and the whole JSON are kept.
	equal(t, len(p.JSON.ExtraFields), 2)
	equal(t, p.JSON.ExtraFields["region"].Raw(), `"eu"`)
	equal(t, p.JSON.ExtraFields["tags"].Raw(), `{"x": 1}`)
	equal(t, p.RawJSON(), driftedProject)
	equal(t, owner.RawJSON(), `{"id": "u1", "email": 5, "manager": {"id": "u2"}}`)
	// Date-times stay strings; ParseDateTime reads one without an offset as UTC.
	equal(t, p.CreatedAt, "2024-01-02T03:04:05")
	created, err := sink.ParseDateTime(p.CreatedAt)
	noError(t, err)
	equal(t, created, time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC))
}

func TestStrictResponsesFailTheCallNamingThePathOfTheFirstMismatch(t *testing.T) {
	setup(t, keyEnv)
	first, nested := jsonBody(driftedProject), jsonBody(`{"id": "p1", "created_at": "2024-01-02T03:04:05Z", "name": "A", `+
		`"status": "later", "owner": {"id": "u1", "manager": {"id": 2}}, "extra": true}`)
	first.Path, nested.Path = "/projects/p1", "/projects/p1"
	fits := nested
	fits.Body = text(`{"id": "p1", "created_at": "2024-01-02T03:04:05", "name": "A", "status": "later", "extra": [1]}`)
	mock.enqueue(t, first, nested, fits)
	c, _ := client()
	_, err := c.Projects.Retrieve(ctx, "p1", nil, sink.WithStrictResponses())
	mismatch := errorAs[*sink.ResponseValidationError](t, err)
	equal(t, [3]string{mismatch.Path, mismatch.Raw, mismatch.Expected}, [3]string{"$.id", "7", "string"})
	equal(t, err.Error(), "the response does not fit its type at $.id: json: cannot unmarshal number into Go value of type string (got 7)")
	strict, _ := client(sink.WithStrictResponses())
	_, err = strict.Projects.Retrieve(ctx, "p1", nil)
	equal(t, errorAs[*sink.ResponseValidationError](t, err).Path, "$.owner.manager.id")
	// Unknown properties, enum values the spec does not list and offset-less date-times are no mismatch.
	p, err := strict.Projects.Retrieve(ctx, "p1", nil)
	noError(t, err)
	equal(t, p.Status, sink.ProjectStatus("later"))
}

func TestDriftedItemsOfAPageAndOfAUnionListDoNotFailTheCall(t *testing.T) {
	setup(t, keyEnv)
	drifted := `{"id": "t2", "created_at": "2024-01-01T00:00:00Z", "title": "two", "done": false, ` +
		`"estimate_hours": "2.5", "assignees": {"id": "u1"}}`
	page := jsonBody(`{"tasks": [{"id": "t1", "created_at": "2024-01-01T00:00:00Z", "title": "one", "done": true}, ` + drifted +
		`], "has_more": false}`)
	page.Path, page.Repeat = "/projects/p1/tasks", true
	events := jsonBody(`[{"type": "task.created", "task": {"id": "t3", "created_at": "2024-01-01", "title": "three", "done": "no"}}]`)
	events.Path, events.Repeat = "/events", true
	mock.enqueue(t, page, events)
	c, _ := client()
	it := c.Projects.Tasks.List(ctx, "p1", nil)
	var tasks []sink.Task
	for it.Next() {
		tasks = append(tasks, it.Current())
	}
	noError(t, it.Err())
	equal(t, len(tasks), 2)
	equal(t, [2]any{tasks[0].Done, tasks[0].JSON.Done.Valid()}, [2]any{true, true})
	equal(t, [3]any{tasks[1].Title, tasks[1].EstimateHours.Present(), tasks[1].JSON.EstimateHours.Raw()}, [3]any{"two", false, `"2.5"`})
	equal(t, [2]any{tasks[1].Assignees.Present(), tasks[1].JSON.Assignees.Raw()}, [2]any{false, `{"id": "u1"}`})
	_, err := c.Projects.Tasks.ListPage(ctx, "p1", nil, sink.WithStrictResponses())
	equal(t, errorAs[*sink.ResponseValidationError](t, err).Path, "$.tasks[1].estimate_hours")

	list, err := c.Events.List(ctx, nil)
	noError(t, err)
	created, err := list[0].AsTaskCreatedEvent()
	noError(t, err)
	equal(t, [3]any{created.Task.Title, created.Task.Done, created.Task.JSON.Done.Raw()}, [3]any{"three", false, `"no"`})
	_, err = c.Events.List(ctx, nil, sink.WithStrictResponses())
	equal(t, errorAs[*sink.ResponseValidationError](t, err).Path, "$[0].task.done")
}

// The escape hatches (issue 22): per-request body, query and header options, generic requests,
// middleware, the client copy and logging.

func TestWithJSONSetQueryAndHeaderOptionsReachTheServer(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/projects", Status: 201, JSON: project("p1")})
	c, _ := client()
	_, err := c.Projects.Create(ctx, sink.ProjectCreateParams{Name: "Apollo", Labels: sink.Value(map[string]string{"team": "core"})},
		sink.WithJSONSet("name", "Zeus"), sink.WithJSONSet("settings.notify", true), sink.WithJSONSet(`labels.a\.b`, 1),
		sink.WithJSONDel("labels.team"), sink.WithJSONDel("no.such.field"),
		sink.WithQuery("trace", "1"), sink.WithQueryAdd("tag", "a"), sink.WithQueryAdd("tag", "b"),
		sink.WithHeader("X-Extra", "yes"), sink.WithHeaderAdd("X-Extra", "too"))
	noError(t, err)
	request := mock.only(t)
	equal(t, request.Body, `{"name":"Zeus","labels":{"a.b":1},"settings":{"notify":true}}`)
	equal(t, request.Query, "trace=1&tag=a&tag=b")
	extra, _ := request.header("X-Extra")
	equal(t, extra, "yes, too")
}

func TestClientOptionsApplyToEveryCallAndACallsOptionsWin(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}, Repeat: true})
	c, _ := client(sink.WithQuery("region", "eu"), sink.WithHeader("X-Team", "core"))
	_, err := c.Health(ctx)
	noError(t, err)
	_, err = c.Health(ctx, sink.WithQuery("region", "us"), sink.WithHeaderDel("X-Team"), sink.WithHeaderDel("User-Agent"))
	noError(t, err)
	_, err = c.Health(ctx, sink.WithQueryDel("region"))
	noError(t, err)
	requests := mock.requests(t)
	equal(t, []string{requests[0].Query, requests[1].Query, requests[2].Query}, []string{"region=eu", "region=us", ""})
	team, _ := requests[0].header("X-Team")
	equal(t, team, "core")
	for _, name := range []string{"X-Team", "User-Agent"} {
		if value, sent := requests[1].header(name); sent {
			t.Fatalf("WithHeaderDel(%q) left %q", name, value)
		}
	}
	// A JSON body option on a call without a body: a GET stays without one.
	mock.reset(t)
	mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}})
	_, err = c.Health(ctx, sink.WithJSONSet("x", 1))
	noError(t, err)
	equal(t, mock.only(t).Body, "")
}

func TestGenericRequestsSendTheKeyRetryAndReturnStatusErrors(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/undocumented/things", Status: 503},
		mockResponse{Method: "POST", Path: "/undocumented/things", Status: 201, JSON: map[string]any{"id": "t1", "n": 2}},
		mockResponse{Method: "GET", Path: "/undocumented/things", JSON: []any{"a"}},
		mockResponse{Method: "DELETE", Path: "/undocumented/things/t1", Status: 404, JSON: map[string]any{"message": "gone"}},
	)
	c, waits := client()
	var created map[string]any
	noError(t, c.Post(ctx, "/undocumented/things?dry=1", map[string]any{"name": "x"}, &created))
	equal(t, created, map[string]any{"id": "t1", "n": float64(2)})
	equal(t, len(waits()), 1)
	var listed []string
	noError(t, c.Get(ctx, "/undocumented/things", map[string]string{"q": "a b"}, &listed))
	equal(t, listed, []string{"a"})
	err := c.Execute(ctx, "delete", "/undocumented/things/t1", nil, nil)
	notFound := errorAs[*sink.NotFoundError](t, err)
	equal(t, notFound.Message, "404 gone")
	requests := mock.requests(t)
	equal(t, len(requests), 4)
	for i, request := range requests {
		key, _ := request.header("X-Kitchen-Token")
		equal(t, strconv.Itoa(i)+" "+key, strconv.Itoa(i)+" tok-test")
	}
	equal(t, []string{requests[0].Query, requests[1].Body, requests[2].Query, requests[3].Method},
		[]string{"dry=1", `{"name":"x"}`, "q=a%20b", "DELETE"})
	retry, _ := requests[1].header("X-Sdkgen-Retry-Count")
	equal(t, retry, "1")
}

func TestGenericRequestGivesTheRawResponse(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/files/raw", Body: text("plain bytes"), Headers: map[string]string{"Content-Type": "text/plain"}})
	c, _ := client()
	var response *http.Response
	noError(t, c.Get(ctx, mock.url+"/files/raw", nil, &response))
	defer response.Body.Close()
	data, err := io.ReadAll(response.Body)
	noError(t, err)
	equal(t, string(data), "plain bytes")
}

func TestMiddlewareRunsInOrderOnEveryAttempt(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", Status: 503}, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}})
	var trace []string
	named := func(name string) sink.Middleware {
		return func(req *http.Request, next sink.MiddlewareNext) (*http.Response, error) {
			trace = append(trace, name+">")
			req.Header.Set("X-Middleware", req.Header.Get("X-Middleware")+name+";")
			res, err := next(req)
			if err == nil {
				trace = append(trace, "<"+name+" "+strconv.Itoa(res.StatusCode))
			}
			return res, err
		}
	}
	c, _ := client(sink.WithMiddleware(named("client1"), named("client2")))
	health, err := c.Health(ctx, sink.WithMiddleware(named("call")))
	noError(t, err)
	equal(t, health.Status, sink.HealthResponseStatusOk)
	equal(t, trace, []string{"client1>", "client2>", "call>", "<call 503", "<client2 503", "<client1 503",
		"client1>", "client2>", "call>", "<call 200", "<client2 200", "<client1 200"})
	for _, request := range mock.requests(t) {
		order, _ := request.header("X-Middleware")
		equal(t, order, "client1;client2;call;")
	}
}

func TestMiddlewareThatAnswersItselfSendsNothing(t *testing.T) {
	setup(t, keyEnv)
	answer := func(status int, body string) sink.Middleware {
		return func(req *http.Request, next sink.MiddlewareNext) (*http.Response, error) {
			return &http.Response{StatusCode: status, Header: http.Header{"Content-Type": {"application/json"}},
				Body: io.NopCloser(strings.NewReader(body)), Request: req}, nil
		}
	}
	c, _ := client()
	health, err := c.Health(ctx, sink.WithMiddleware(answer(200, `{"status":"degraded"}`)))
	noError(t, err)
	equal(t, health.Status, sink.HealthResponseStatusDegraded)
	_, err = c.Health(ctx, sink.WithMiddleware(answer(404, `{"message":"cached miss"}`)))
	equal(t, errorAs[*sink.NotFoundError](t, err).Message, "404 cached miss")
	failing := errors.New("offline")
	_, err = c.Health(ctx, sink.WithMiddleware(func(*http.Request, sink.MiddlewareNext) (*http.Response, error) {
		return nil, failing
	}))
	errorAs[*sink.ConnectionError](t, err)
	if !errors.Is(err, failing) {
		t.Fatalf("the middleware's error is not wrapped: %v", err)
	}
	equal(t, len(mock.requests(t)), 0)
}

func TestWithOptionsCopiesTheClientSharingNothing(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}, Repeat: true})
	base, _ := client(sink.WithHeader("X-A", "1"))
	first := base.WithOptions(sink.WithHeader("X-B", "2"), sink.WithAPIKey("tok-copy"))
	second := base.WithOptions(sink.WithHeader("X-C", "3"))
	for _, c := range []*sink.Client{first, base, second, first.WithOptions(sink.WithHeader("X-A", "4"))} {
		_, err := c.Health(ctx)
		noError(t, err)
	}
	var seen []string
	for _, request := range mock.requests(t) {
		line := ""
		for _, name := range []string{"X-A", "X-B", "X-C", "X-Kitchen-Token"} {
			value, _ := request.header(name)
			line += name + "=" + value + " "
		}
		seen = append(seen, line)
	}
	equal(t, seen, []string{
		"X-A=1 X-B=2 X-C= X-Kitchen-Token=tok-copy ",
		"X-A=1 X-B= X-C= X-Kitchen-Token=tok-test ",
		"X-A=1 X-B= X-C=3 X-Kitchen-Token=tok-test ",
		"X-A=4 X-B=2 X-C= X-Kitchen-Token=tok-copy ",
	})
}

func TestDebugLogsGiveEachAttemptWithCredentialsMasked(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/health", Status: 503}, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"},
		Headers: map[string]string{"Set-Cookie": "session=s3cr3t"}})
	var out bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{Level: slog.LevelDebug}))
	c, _ := client(sink.WithLogger(logger))
	_, err := c.Health(ctx, sink.WithHeader("Authorization", "Bearer b34rer"), sink.WithHeader("Cookie", "id=c00kie"))
	noError(t, err)
	logs := out.String()
	for _, want := range []string{"level=DEBUG msg=\"HTTP request\" method=GET url=" + mock.url + "/health attempt=1",
		"level=INFO msg=\"HTTP response\" method=GET url=" + mock.url + "/health status=503 duration=",
		"level=INFO msg=\"HTTP retry\" method=GET url=" + mock.url + "/health next_attempt=2 wait=",
		"status=200", "attempt=2", "headers.X-Kitchen-Token=***", "headers.Authorization=***", "headers.Cookie=***",
		"response_headers.Set-Cookie=***", "headers.Accept=application/json"} {
		if !strings.Contains(logs, want) {
			t.Fatalf("the logs lack %q:\n%s", want, logs)
		}
	}
	for _, secret := range []string{"tok-test", "b34rer", "c00kie", "s3cr3t"} {
		if strings.Contains(logs, secret) {
			t.Fatalf("the logs show %q:\n%s", secret, logs)
		}
	}
}

func TestLogEnvironmentVariableLogsToStderr(t *testing.T) {
	for _, level := range []string{"debug", "INFO", ""} {
		setup(t, keyEnv)
		mock.enqueue(t, mockResponse{Path: "/health", JSON: map[string]any{"status": "ok"}})
		t.Setenv("KITCHEN_SINK_LOG", level)
		reader, writer, err := os.Pipe()
		noError(t, err)
		stderr := os.Stderr
		os.Stderr = writer
		c, _ := client()
		os.Stderr = stderr
		_, err = c.Health(ctx)
		noError(t, err)
		writer.Close()
		logs, err := io.ReadAll(reader)
		noError(t, err)
		text := string(logs)
		equal(t, level+" info: "+strconv.FormatBool(strings.Contains(text, "level=INFO msg=\"HTTP response\" method=GET")),
			level+" info: "+strconv.FormatBool(level != ""))
		equal(t, level+" debug: "+strconv.FormatBool(strings.Contains(text, "headers.X-Kitchen-Token=***")),
			level+" debug: "+strconv.FormatBool(level == "debug"))
		if strings.Contains(text, "tok-test") {
			t.Fatalf("the logs show the key:\n%s", text)
		}
	}
}
