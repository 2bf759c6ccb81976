package core

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

func jsonHeaders(extra ...string) http.Header {
	headers := http.Header{"Content-Type": {"application/json"}}
	for i := 0; i+1 < len(extra); i += 2 {
		headers.Set(extra[i], extra[i+1])
	}
	return headers
}

// statusCases maps each status to the check that its error has its own type.
var statusCases = []struct {
	status int
	name   string
	is     func(error) bool
}{
	{400, "BadRequestError", isError[*BadRequestError]},
	{401, "AuthenticationError", isError[*AuthenticationError]},
	{403, "PermissionDeniedError", isError[*PermissionDeniedError]},
	{404, "NotFoundError", isError[*NotFoundError]},
	{409, "ConflictError", isError[*ConflictError]},
	{422, "UnprocessableEntityError", isError[*UnprocessableEntityError]},
	{429, "RateLimitError", isError[*RateLimitError]},
	{500, "InternalServerError", isError[*InternalServerError]},
	{503, "InternalServerError", isError[*InternalServerError]},
	{599, "InternalServerError", isError[*InternalServerError]},
}

func TestNewStatusErrorMapsCommonStatusesToTheirTypes(t *testing.T) {
	for _, c := range statusCases {
		t.Run(c.name, func(t *testing.T) {
			err := newStatusError(c.status, jsonHeaders("X-Request-Id", "r1"), []byte(`{"error": {"message": "nope"}}`), "")
			if !c.is(err) {
				t.Fatalf("%d gave %T", c.status, err)
			}
			apiError := errorAs[*APIError](t, err)
			equal(t, apiError.StatusCode, c.status)
			equal(t, apiError.Headers.Get("x-request-id"), "r1")
			equal(t, string(apiError.Body), `{"error": {"message": "nope"}}`)
			equal(t, err.Error(), strconv.Itoa(c.status)+" nope")
			equal(t, apiError.Error(), err.Error())
			for _, other := range statusCases {
				if other.name != c.name && other.is(err) {
					t.Fatalf("%d also matches %s", c.status, other.name)
				}
			}
			if isError[*ConnectionError](err) {
				t.Fatal("a status error is not a ConnectionError")
			}
		})
	}
}

func TestOtherStatusesGiveAPlainAPIError(t *testing.T) {
	for _, status := range []int{402, 405, 410, 418, 451} {
		err := newStatusError(status, nil, nil, "")
		apiError, ok := err.(*APIError)
		if !ok {
			t.Fatalf("%d gave %T", status, err)
		}
		equal(t, apiError.StatusCode, status)
		equal(t, apiError.Error(), strconv.Itoa(status)+" status code (no body)")
		equal(t, apiError.Headers, http.Header{})
	}
}

func TestMessagesTakeTheServerMessageFromCommonBodyShapes(t *testing.T) {
	cases := []struct {
		headers http.Header
		body    string
		want    string
	}{
		{jsonHeaders(), `{"message": "bad name"}`, "400 bad name"},
		{jsonHeaders(), `{"error": "bad"}`, "400 bad"},
		{jsonHeaders(), `{"detail": "why"}`, "400 why"},
		{jsonHeaders(), `{"error": {"message": ""}, "message": "fallback"}`, "400 fallback"},
		{jsonHeaders(), `{"code": 7, "list": [1, 2]}`, `400 {"code":7,"list":[1,2]}`},
		{jsonHeaders(), `"just a string"`, "400 just a string"},
		{jsonHeaders(), `{oops`, "400 {oops"},
		{http.Header{"Content-Type": {"text/plain"}}, "plain text", "400 plain text"},
		{http.Header{}, `{"message": "not parsed without a JSON type"}`, `400 {"message": "not parsed without a JSON type"}`},
	}
	for _, c := range cases {
		equal(t, newStatusError(400, c.headers, []byte(c.body), "").Error(), c.want)
	}
	long := newStatusError(400, nil, []byte(strings.Repeat("é", 5000)), "").Error()
	equal(t, len([]rune(long)), 4+1000+1)
	equal(t, strings.HasSuffix(long, "é…"), true)
}

func TestRateLimitErrorCarriesRetryAfter(t *testing.T) {
	limited := errorAs[*RateLimitError](t, newStatusError(429, http.Header{"Retry-After": {"7"}}, nil, ""))
	equal(t, limited.RetryAfter, 7*time.Second)
	equal(t, limited.StatusCode, 429)
	unknown := errorAs[*RateLimitError](t, newStatusError(429, nil, nil, ""))
	equal(t, unknown.RetryAfter, time.Duration(0))
}

func TestConnectionErrorCarriesTheURLAndTheCause(t *testing.T) {
	var err error = &ConnectionError{URL: "http://127.0.0.1:1/accounts", Message: "connection error: EOF: http://127.0.0.1:1/accounts", Err: io.EOF}
	connectionError := errorAs[*ConnectionError](t, err)
	equal(t, connectionError.URL, "http://127.0.0.1:1/accounts")
	equal(t, errors.Is(err, io.EOF), true)
	equal(t, err.Error(), "connection error: EOF: http://127.0.0.1:1/accounts")
	if isError[*APIError](err) || isError[*ConnectionTimeoutError](err) {
		t.Fatal("a ConnectionError is neither an APIError nor a timeout")
	}
	var timeout error = &ConnectionTimeoutError{&ConnectionError{URL: "http://x/y", Message: "timed out", Err: io.ErrUnexpectedEOF}}
	equal(t, errorAs[*ConnectionError](t, timeout).URL, "http://x/y")
	equal(t, errors.Is(timeout, io.ErrUnexpectedEOF), true)
	equal(t, timeout.Error(), "timed out")
}
