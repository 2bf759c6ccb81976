package core

import (
	"context"
	"errors"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

type cardParams struct {
	Limit  int         `query:"limit"`
	Status []string    `query:"status"`
	Expand Opt[bool]   `query:"expand"`
	None   Opt[string] `query:"none"`
	Trace  string      `header:"X-Trace,omitempty"`
}

// Requests

func TestSendsMethodEncodedPathQueryAndStandardHeaders(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/accounts/a%2F1/cards", JSON: map[string]any{"ok": true}})
	var result map[string]any
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{
		method:     "GET",
		path:       "/accounts/{account_id}/cards",
		pathParams: []any{"a/1"},
		params:     &cardParams{Limit: 5, Status: []string{"open", "frozen"}, Expand: Bool(true)},
	}, &result, nil)
	noError(t, err)
	equal(t, result, map[string]any{"ok": true})
	request := mock.only(t)
	equal(t, request.Method, "GET")
	equal(t, request.Path, "/accounts/a%2F1/cards")
	equal(t, request.QueryParams, map[string][]string{"limit": {"5"}, "status": {"open", "frozen"}, "expand": {"true"}})
	equal(t, request.Headers["accept"], "application/json")
	equal(t, request.Headers["content-type"], "")
	if !regexp.MustCompile(`^acme/1\.4\.0 \(go; go1\.\d+`).MatchString(request.Headers["user-agent"]) {
		t.Fatalf("User-Agent %q", request.Headers["user-agent"])
	}
	equal(t, request.Headers["x-sdkgen-lang"], "go")
	equal(t, request.Headers["x-sdkgen-package-version"], "1.4.0")
	equal(t, request.Headers["x-sdkgen-retry-count"], "0")
	_, hasTrace := request.Headers["x-trace"]
	equal(t, hasTrace, false)
	equal(t, request.Body, "")
}

func TestSendsAJSONBodyWithItsContentType(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/accounts", Status: 201, JSON: map[string]any{"id": "a1"}})
	var result struct {
		ID string `json:"id"`
	}
	body := map[string]any{"name": "x", "tags": []string{"a"}}
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "post", path: "/accounts", body: body}, &result, nil))
	equal(t, result.ID, "a1")
	request := mock.only(t)
	equal(t, request.Method, "POST")
	equal(t, request.Headers["content-type"], "application/json")
	equal(t, request.JSON, map[string]any{"name": "x", "tags": []any{"a"}})
}

func TestAppendsThePathToABaseURLWithAPathPrefix(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/v1/health", JSON: map[string]any{}})
	client := newTestClient(testConfig(), WithBaseURL(mock.url+"/v1/"))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/health"}, nil, nil))
	equal(t, mock.only(t).Path, "/v1/health")
}

func TestDecodesEmptyJSONTextAndMalformedJSONResponses(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/empty", Status: 204},
		mockResponse{Path: "/json", JSON: []int{1, 2}},
		mockResponse{Path: "/text", Body: text("hello"), Headers: map[string]string{"Content-Type": "text/plain"}},
		mockResponse{Path: "/bad", Body: text("{oops"), Headers: map[string]string{"Content-Type": "application/json"}},
		mockResponse{Path: "/bad", Body: text("{oops"), Headers: map[string]string{"Content-Type": "application/json"}},
		mockResponse{Path: "/json", JSON: map[string]any{"a": 1}},
	)
	client := newTestClient(testConfig())
	ctx := context.Background()
	untouched := map[string]any{"kept": true}
	noError(t, client.do(ctx, &requestSpec{method: "DELETE", path: "/empty"}, &untouched, nil))
	equal(t, untouched, map[string]any{"kept": true})
	var numbers []int
	noError(t, client.do(ctx, &requestSpec{method: "GET", path: "/json"}, &numbers, nil))
	equal(t, numbers, []int{1, 2})
	var greeting string
	noError(t, client.do(ctx, &requestSpec{method: "GET", path: "/text"}, &greeting, nil))
	equal(t, greeting, "hello")
	var anything any
	noError(t, client.do(ctx, &requestSpec{method: "GET", path: "/bad"}, &anything, nil))
	equal(t, anything, "{oops")
	var typed struct{ A int }
	err := client.do(ctx, &requestSpec{method: "GET", path: "/bad"}, &typed, nil)
	if err == nil || !strings.Contains(err.Error(), "decoding the response body") {
		t.Fatalf("got %v", err)
	}
	noError(t, client.do(ctx, &requestSpec{method: "GET", path: "/json"}, nil, nil))
}

func TestAppliesPerCallOptionsOverTheClients(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/x", JSON: map[string]any{}, Repeat: true})
	client := newTestClient(testConfig(), WithHeader("X-Team", "core"), WithHeader("X-Drop", "me"))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/x", params: &cardParams{Trace: "t-1"}}, nil,
		[]RequestOption{WithHeader("x-extra", "yes"), WithHeader("X-Drop", ""), WithHeader("X-Sdkgen-Lang", "custom"), WithAPIKey("sk-call")}))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/x"}, nil, nil))
	requests := mock.requests(t)
	first := requests[0].Headers
	equal(t, first["x-team"], "core")
	equal(t, first["x-extra"], "yes")
	_, dropped := first["x-drop"]
	equal(t, dropped, false)
	equal(t, first["x-sdkgen-lang"], "custom")
	equal(t, first["x-trace"], "t-1")
	equal(t, first["authorization"], "Bearer sk-call")
	second := requests[1].Headers
	equal(t, second["x-drop"], "me")
	equal(t, second["authorization"], "Bearer sk-test")
	equal(t, second["x-sdkgen-lang"], "go")
}

func TestRejectsInvalidOptionsAndRequestsBeforeSending(t *testing.T) {
	setup(t, testAPIKeyEnv)
	ctx := context.Background()
	client := newTestClient(testConfig())
	cases := map[string]struct {
		req     *requestSpec
		options []RequestOption
	}{
		"WithMaxRetries(-1)":                  {&requestSpec{method: "GET", path: "/x"}, []RequestOption{WithMaxRetries(-1)}},
		"WithTimeout(0s)":                     {&requestSpec{method: "GET", path: "/x"}, []RequestOption{WithTimeout(0)}},
		"must be a non-empty value":           {&requestSpec{method: "GET", path: "/x/{id}", pathParams: []any{""}}, nil},
		"request parameters must be a struct": {&requestSpec{method: "GET", path: "/x", params: 5}, nil},
		"unknown body encoding":               {&requestSpec{method: "POST", path: "/x", body: "b", encoding: 99}, nil},
	}
	for want, c := range cases {
		err := client.do(ctx, c.req, nil, c.options)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want an error with %q", err, want)
		}
	}
	broken := newTestClient(testConfig(), WithMaxRetries(-2))
	if err := broken.do(ctx, &requestSpec{method: "GET", path: "/x"}, nil, nil); err == nil || !strings.Contains(err.Error(), "WithMaxRetries(-2)") {
		t.Errorf("a client option error must fail its calls, got %v", err)
	}
	equal(t, len(mock.requests(t)), 0)
}

// Authentication

func TestSendsABearerToken(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/me", JSON: map[string]any{}})
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	equal(t, mock.only(t).Headers["authorization"], "Bearer sk-test")
}

func TestSendsTheKeyInANamedHeader(t *testing.T) {
	setup(t, testAPIKeyEnv)
	config := testConfig()
	config.auth = authScheme{kind: authHeader, name: "X-API-Key"}
	mock.enqueue(t, mockResponse{Path: "/me", JSON: map[string]any{}})
	noError(t, newTestClient(config).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	request := mock.only(t)
	equal(t, request.Headers["x-api-key"], "sk-test")
	equal(t, request.Headers["authorization"], "")
}

func TestSendsTheKeyInANamedQueryParameter(t *testing.T) {
	setup(t, testAPIKeyEnv)
	config := testConfig()
	config.auth = authScheme{kind: authQuery, name: "api_key"}
	mock.enqueue(t, mockResponse{Path: "/me", JSON: map[string]any{}})
	params := map[string]string{"q": "x"}
	noError(t, newTestClient(config).do(context.Background(), &requestSpec{method: "GET", path: "/me", params: params}, nil, nil))
	request := mock.only(t)
	equal(t, request.QueryParams, map[string][]string{"q": {"x"}, "api_key": {"sk-test"}})
	equal(t, request.Headers["authorization"], "")
}

func TestSendsNothingForAuthNone(t *testing.T) {
	setup(t, testAPIKeyEnv)
	config := testConfig()
	config.auth = authScheme{kind: authNone}
	mock.enqueue(t, mockResponse{Path: "/me", Status: 401, JSON: map[string]any{"message": "no"}})
	err := newTestClientWith(config, WithBaseURL(mock.url)).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil)
	equal(t, err.Error(), "401 no")
	equal(t, mock.only(t).Headers["authorization"], "")
}

func TestReadsTheKeyFromTheEnvironmentVariableWhenNoneIsPassed(t *testing.T) {
	setup(t, testAPIKeyEnv)
	t.Setenv(testAPIKeyEnv, " sk-from-env\n")
	mock.enqueue(t, mockResponse{Path: "/me", JSON: map[string]any{}, Repeat: true})
	fromEnv := newTestClientWith(testConfig(), WithBaseURL(mock.url))
	noError(t, fromEnv.do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil)) // an explicit key wins
	noError(t, fromEnv.do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, []RequestOption{WithAPIKey("")}))
	requests := mock.requests(t)
	equal(t, requests[0].Headers["authorization"], "Bearer sk-from-env")
	equal(t, requests[1].Headers["authorization"], "Bearer sk-test")
	equal(t, requests[2].Headers["authorization"], "")
}

func TestSendsNoCredentialsWithoutAKeyAndSaysHowToSetOneOn401(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/me", Status: 401, JSON: map[string]any{"error": map[string]any{"message": "no key"}}})
	anonymous := newTestClientWith(testConfig(), WithBaseURL(mock.url))
	err := anonymous.do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil)
	authError := errorAs[*AuthenticationError](t, err)
	equal(t, authError.Error(), "401 no key (no API key was set: pass WithAPIKey or set the "+testAPIKeyEnv+" environment variable)")
	equal(t, mock.only(t).Headers["authorization"], "")
}

// Errors

func TestReturnsTheStatusErrorWithStatusHeadersAndBody(t *testing.T) {
	for _, c := range append(statusCases, struct {
		status int
		name   string
		is     func(error) bool
	}{418, "APIError", func(err error) bool { _, plain := err.(*APIError); return plain }}) {
		t.Run(strconv.Itoa(c.status), func(t *testing.T) {
			setup(t, testAPIKeyEnv)
			message := "failed with " + strconv.Itoa(c.status)
			mock.enqueue(t, mockResponse{Path: "/thing", Status: c.status, Headers: map[string]string{"X-Request-Id": "req_1"},
				JSON: map[string]any{"error": map[string]any{"message": message}}})
			err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil, nil)
			if !c.is(err) {
				t.Fatalf("got %T: %v", err, err)
			}
			apiError := errorAs[*APIError](t, err)
			equal(t, apiError.StatusCode, c.status)
			equal(t, apiError.Headers.Get("X-Request-Id"), "req_1")
			equal(t, string(apiError.Body), `{"error": {"message": "`+message+`"}}`)
			equal(t, err.Error(), strconv.Itoa(c.status)+" "+message)
		})
	}
}

func TestGivesRateLimitErrorTheRetryAfter(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/thing", Status: 429, Headers: map[string]string{"Retry-After": "12"}, JSON: map[string]any{}})
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil, nil)
	equal(t, errorAs[*RateLimitError](t, err).RetryAfter, 12*time.Second)
}

func TestReturnsConnectionErrorWithTheURLWhenTheConnectionIsDropped(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/drop", Drop: true})
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/drop", params: map[string]int{"a": 1}}, nil, nil)
	connectionError := errorAs[*ConnectionError](t, err)
	equal(t, connectionError.URL, mock.url+"/drop?a=1")
	equal(t, strings.Contains(err.Error(), mock.url+"/drop"), true)
	equal(t, connectionError.Err != nil, true)
	equal(t, isError[*APIError](err) || isError[*ConnectionTimeoutError](err), false)
}

func TestReturnsConnectionErrorWhenNothingListens(t *testing.T) {
	setup(t, testAPIKeyEnv)
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	noError(t, err)
	address := listener.Addr().String()
	noError(t, listener.Close())
	client := newTestClient(testConfig(), WithBaseURL("http://"+address))
	err = client.do(context.Background(), &requestSpec{method: "GET", path: "/health"}, nil, nil)
	connectionError := errorAs[*ConnectionError](t, err)
	equal(t, connectionError.URL, "http://"+address+"/health")
	var opError *net.OpError
	equal(t, errors.As(err, &opError), true)
}

func TestMasksAnAPIKeySentAsAQueryParameter(t *testing.T) {
	setup(t, testAPIKeyEnv)
	config := testConfig()
	config.auth = authScheme{kind: authQuery, name: "api_key"}
	mock.enqueue(t, mockResponse{Path: "/drop", Drop: true})
	err := newTestClient(config, WithAPIKey("sk secret/1")).do(context.Background(), &requestSpec{method: "GET", path: "/drop"}, nil, nil)
	connectionError := errorAs[*ConnectionError](t, err)
	equal(t, connectionError.URL, mock.url+"/drop?api_key=***")
	if strings.Contains(err.Error(), "secret") || strings.Contains(connectionError.Err.Error(), "secret") {
		t.Fatalf("the key leaked: %v / %v", err, connectionError.Err)
	}
	equal(t, mock.only(t).QueryParams["api_key"], []string{"sk secret/1"})
}

func TestReturnsConnectionTimeoutErrorWhenTheResponseIsTooSlow(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/slow", DelayMs: 2000, JSON: map[string]any{}})
	started := time.Now()
	err := newTestClient(testConfig(), WithTimeout(200*time.Millisecond)).do(context.Background(), &requestSpec{method: "GET", path: "/slow"}, nil, nil)
	timeout := errorAs[*ConnectionTimeoutError](t, err)
	equal(t, errorAs[*ConnectionError](t, err).URL, mock.url+"/slow")
	equal(t, timeout.URL, mock.url+"/slow")
	equal(t, errors.Is(err, context.DeadlineExceeded), true)
	equal(t, err.Error(), "request timed out after 200ms: "+mock.url+"/slow")
	if elapsed := time.Since(started); elapsed > 1500*time.Millisecond {
		t.Fatalf("the timeout should cut the wait short, took %v", elapsed)
	}
}

func TestPassesACallerCancellationThroughWithoutWrappingIt(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/slow", DelayMs: 2000, JSON: map[string]any{}})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	err := newTestClient(testConfig()).do(ctx, &requestSpec{method: "GET", path: "/slow"}, nil, nil)
	equal(t, err, context.Canceled)
}

func TestACallerDeadlineAlsoEndsTheWaitBeforeARetry(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, Headers: map[string]string{"Retry-After": "30"}, JSON: map[string]any{}})
	client := newTestClient(retrying(defaultRetryPolicy))
	client.realSleep = true
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	started := time.Now()
	err := client.do(ctx, &requestSpec{method: "GET", path: "/r"}, nil, nil)
	equal(t, err, context.DeadlineExceeded)
	equal(t, client.sleeps, []time.Duration{30 * time.Second})
	if elapsed := time.Since(started); elapsed > 2*time.Second {
		t.Fatalf("took %v", elapsed)
	}
}

func TestUsesTheGivenHTTPClient(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/x", JSON: map[string]any{}})
	transport := &countingTransport{}
	client := newTestClient(testConfig(), WithHTTPClient(&http.Client{Transport: transport}))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/x"}, nil, nil))
	equal(t, transport.count, 1)
}

type countingTransport struct{ count int }

func (c *countingTransport) RoundTrip(request *http.Request) (*http.Response, error) {
	c.count++
	return http.DefaultTransport.RoundTrip(request)
}

// Retries

func TestNeverRetriesWhenTheClientHasNoRetryPolicy(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{"ok": true}})
	client := newTestClient(testConfig())
	err := client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil)
	errorAs[*InternalServerError](t, err)
	equal(t, len(mock.requests(t)), 1)
	equal(t, len(client.sleeps), 0)
}

func TestRetriesAListedStatusAndThenSucceeds(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{"ok": true}})
	client := newTestClient(retrying(retryPolicy{maxRetries: 2, retryOn: []int{429, 503}, initialDelay: 500 * time.Millisecond, maxDelay: 8 * time.Second}))
	var result map[string]any
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, &result, nil))
	equal(t, result, map[string]any{"ok": true})
	var counts []string
	for _, request := range mock.requests(t) {
		counts = append(counts, request.Headers["x-sdkgen-retry-count"])
	}
	equal(t, counts, []string{"0", "1"})
	equal(t, client.sleeps, []time.Duration{500 * time.Millisecond})
}

func TestBacksOffExponentiallyAndReturnsTheStatusErrorWhenExhausted(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{"message": "down"}, Repeat: true})
	client := newTestClient(retrying(retryPolicy{maxRetries: 3, retryOn: defaultRetryOn, initialDelay: 100 * time.Millisecond, maxDelay: 250 * time.Millisecond}))
	err := client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil)
	errorAs[*InternalServerError](t, err)
	equal(t, err.Error(), "503 down")
	equal(t, len(mock.requests(t)), 4)
	equal(t, client.sleeps, []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 250 * time.Millisecond})
}

func TestAppliesJitterBelowTheComputedDelay(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{}})
	client := newTestClient(retrying(defaultRetryPolicy))
	client.randomValue = 0.5
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, client.sleeps, []time.Duration{437500 * time.Microsecond})
}

func TestDoesNotRetryAStatusThatIsNotListed(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 500, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{}})
	client := newTestClient(retrying(retryPolicy{maxRetries: 2, retryOn: []int{429, 503}}))
	errorAs[*InternalServerError](t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, len(mock.requests(t)), 1)
}

func TestNeverRetriesAnOperationMarkedRetriesDisabled(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{}})
	client := newTestClient(retrying(defaultRetryPolicy))
	err := client.do(context.Background(), &requestSpec{method: "POST", path: "/r", noRetries: true}, nil, []RequestOption{WithMaxRetries(5)})
	errorAs[*InternalServerError](t, err)
	equal(t, len(mock.requests(t)), 1)
}

func TestHonoursRetryAfterInSecondsCappedAt60Seconds(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/r", Status: 429, Headers: map[string]string{"Retry-After": "2"}, JSON: map[string]any{}},
		mockResponse{Path: "/r", Status: 429, Headers: map[string]string{"Retry-After": "3600"}, JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{"ok": true}},
	)
	client := newTestClient(retrying(defaultRetryPolicy))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, client.sleeps, []time.Duration{2 * time.Second, 60 * time.Second})
}

func TestHonoursRetryAfterAsAnHTTPDate(t *testing.T) {
	setup(t, testAPIKeyEnv)
	at := time.Now().Add(30 * time.Second).UTC().Format(http.TimeFormat)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, Headers: map[string]string{"Retry-After": at}, JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{}})
	client := newTestClient(retrying(defaultRetryPolicy))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, len(client.sleeps), 1)
	if wait := client.sleeps[0]; wait <= 25*time.Second || wait > 30*time.Second {
		t.Fatalf("slept %v", wait)
	}
}

func TestReallyWaitsForRetryAfter(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, Headers: map[string]string{"Retry-After": "1"}, JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{}})
	client := newTestClient(retrying(defaultRetryPolicy))
	client.realSleep = true
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	requests := mock.requests(t)
	equal(t, len(requests), 2)
	if waited := requests[1].Time - requests[0].Time; waited < 0.95 {
		t.Fatalf("waited %.3f s between the attempts", waited)
	}
}

func TestReturnsRateLimitErrorWithRetryAfterWhen429RetriesAreExhausted(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 429, Headers: map[string]string{"Retry-After": "1"}, JSON: map[string]any{}, Repeat: true})
	client := newTestClient(retrying(defaultRetryPolicy))
	err := client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil)
	equal(t, errorAs[*RateLimitError](t, err).RetryAfter, time.Second)
	equal(t, len(mock.requests(t)), 3)
}

func TestLetsACallOverrideMaxRetries(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}, Repeat: true})
	client := newTestClient(retrying(defaultRetryPolicy))
	_ = client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, []RequestOption{WithMaxRetries(0)})
	equal(t, len(mock.requests(t)), 1)
	mock.reset(t)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}, Repeat: true})
	_ = client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, []RequestOption{WithMaxRetries(4)})
	equal(t, len(mock.requests(t)), 5)
}

func TestRetriesWithTheDefaultPolicyWhenTheCallerSetsMaxRetriesWithoutAGeneratedPolicy(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 502, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{"ok": 1}})
	client := newTestClient(testConfig(), WithMaxRetries(1))
	var result map[string]any
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, &result, nil))
	equal(t, result, map[string]any{"ok": float64(1)})
	equal(t, len(mock.requests(t)), 2)
	equal(t, client.sleeps, []time.Duration{500 * time.Millisecond})
}

func TestDoesNotRetryConnectionErrorsUnlessThePolicySaysSo(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Drop: true}, mockResponse{Path: "/r", JSON: map[string]any{"ok": true}})
	client := newTestClient(retrying(defaultRetryPolicy))
	errorAs[*ConnectionError](t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, len(mock.requests(t)), 1)
}

func TestRetriesDroppedConnectionsAndTimeoutsWithConnectionErrors(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/r", Drop: true},
		mockResponse{Path: "/r", DelayMs: 1500, JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{"ok": true}},
	)
	policy := defaultRetryPolicy
	policy.connectionErrors = true
	client := newTestClient(retrying(policy))
	var result map[string]any
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, &result, []RequestOption{WithTimeout(300 * time.Millisecond)}))
	equal(t, result, map[string]any{"ok": true})
	equal(t, len(mock.requests(t)), 3)
	equal(t, client.sleeps, []time.Duration{500 * time.Millisecond, time.Second})
}

func TestWaitsRetryAfterMsWhichWinsOverRetryAfter(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/r", Status: 503, Headers: map[string]string{"retry-after-ms": "20", "Retry-After": "5"}, JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{}},
	)
	client := newTestClient(retrying(defaultRetryPolicy))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, client.sleeps, []time.Duration{20 * time.Millisecond})
}

func TestStopsRetryingOnXShouldRetryFalse(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, Headers: map[string]string{"x-should-retry": "false"}, JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{}})
	client := newTestClient(retrying(defaultRetryPolicy))
	errorAs[*InternalServerError](t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, len(mock.requests(t)), 1)
}

func TestRetriesAnUnlistedStatusOnXShouldRetryTrueWithinMaxRetriesForARetryableOperation(t *testing.T) {
	setup(t, testAPIKeyEnv)
	forced := mockResponse{Path: "/r", Status: 400, Headers: map[string]string{"x-should-retry": "true"}, JSON: map[string]any{}, Repeat: true}
	mock.enqueue(t, forced)
	client := newTestClient(retrying(defaultRetryPolicy))
	errorAs[*BadRequestError](t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	equal(t, len(mock.requests(t)), 3)
	mock.reset(t)
	mock.enqueue(t, forced)
	errorAs[*BadRequestError](t, client.do(context.Background(), &requestSpec{method: "POST", path: "/r", noRetries: true}, nil, nil))
	equal(t, len(mock.requests(t)), 1)
}

func TestSendsOneIdempotencyKeyPerCallOnEveryAttemptAndNoneOnGET(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", Status: 503, JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{}},
		mockResponse{Path: "/r", JSON: map[string]any{}}, mockResponse{Path: "/r", JSON: map[string]any{}})
	config := retrying(defaultRetryPolicy)
	config.idempotencyHeader = "Idempotency-Key"
	client := newTestClient(config)
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/r", body: map[string]any{}}, nil, nil))
	noError(t, client.do(context.Background(), &requestSpec{method: "DELETE", path: "/r"}, nil, nil))
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/r"}, nil, nil))
	var keys []string
	for _, request := range mock.requests(t) {
		keys = append(keys, request.Headers["idempotency-key"])
	}
	if len(keys) != 4 || !strings.HasPrefix(keys[0], "sdkgen-retry-") || !strings.HasPrefix(keys[2], "sdkgen-retry-") {
		t.Fatalf("keys %q", keys)
	}
	equal(t, keys[1], keys[0])
	if keys[2] == keys[0] {
		t.Fatalf("the second call reused the key %q", keys[0])
	}
	equal(t, keys[3], "")
}

func TestSendsTheKeyACallPassesAndAHeaderTheCallerSetsWins(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/r", JSON: map[string]any{}, Repeat: true})
	config := testConfig()
	config.idempotencyHeader = "Idempotency-Key"
	client := newTestClient(config)
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/r"}, nil, []RequestOption{WithIdempotencyKey("k-1")}))
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/r"}, nil,
		[]RequestOption{WithIdempotencyKey("k-2"), WithHeader("idempotency-key", "mine")}))
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/r"}, nil,
		[]RequestOption{WithIdempotencyKey("k-3")}))
	var keys []string
	for _, request := range mock.requests(t) {
		keys = append(keys, request.Headers["idempotency-key"])
	}
	equal(t, keys, []string{"k-1", "mine", ""})
}
