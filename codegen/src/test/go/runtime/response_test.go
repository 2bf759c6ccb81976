package core

import (
	"context"
	"io"
	"net/http"
	"testing"
)

func TestWithResponseIntoGivesTheStatusHeadersAndARereadableBodyOfASuccess(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/thing", Status: 201, Headers: map[string]string{"X-Request-Id": "req_ok", "X-Extra": "1"},
		JSON: map[string]any{"id": "t1"}})
	var response *http.Response
	var result map[string]any
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/thing"}, &result,
		[]RequestOption{WithResponseInto(&response)})
	noError(t, err)
	equal(t, result, map[string]any{"id": "t1"})
	if response == nil {
		t.Fatal("no response stored")
	}
	equal(t, response.StatusCode, 201)
	equal(t, response.Header.Get("X-Request-Id"), "req_ok")
	equal(t, response.Header.Get("X-Extra"), "1")
	body, err := io.ReadAll(response.Body)
	noError(t, err)
	equal(t, string(body), `{"id": "t1"}`)
	equal(t, response.ContentLength, int64(len(body)))
}

func TestWithResponseIntoStoresTheFinalAttemptAfterRetries(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/thing", Status: 503, Headers: map[string]string{"X-Request-Id": "req_first"}})
	mock.enqueue(t, mockResponse{Path: "/thing", Headers: map[string]string{"X-Request-Id": "req_second"}, JSON: map[string]any{}})
	var response *http.Response
	err := newTestClient(retrying(defaultRetryPolicy)).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil,
		[]RequestOption{WithResponseInto(&response), WithMaxRetries(1)})
	noError(t, err)
	equal(t, response.StatusCode, 200)
	equal(t, response.Header.Get("X-Request-Id"), "req_second")
}

func TestWithResponseIntoAlsoStoresTheResponseOfAnError(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/thing", Status: 404, Headers: map[string]string{"X-Request-Id": "req_missing"},
		JSON: map[string]any{"message": "gone"}})
	var response *http.Response
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil,
		[]RequestOption{WithResponseInto(&response)})
	apiError := errorAs[*APIError](t, err)
	equal(t, apiError.RequestID, "req_missing")
	equal(t, response.StatusCode, 404)
	body, err := io.ReadAll(response.Body)
	noError(t, err)
	equal(t, string(body), `{"message": "gone"}`)
}

func TestAPIErrorRequestIDFallsBackToRequestIdAndIsEmptyWithoutEither(t *testing.T) {
	cases := []struct {
		name    string
		headers map[string]string
		want    string
	}{
		{"both", map[string]string{"X-Request-Id": "req_x", "Request-Id": "req_plain"}, "req_x"},
		{"request-id only", map[string]string{"Request-Id": "req_plain"}, "req_plain"},
		{"none", map[string]string{"X-Trace-Id": "trace"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			setup(t, testAPIKeyEnv)
			mock.enqueue(t, mockResponse{Path: "/thing", Status: 500, Headers: c.headers, JSON: map[string]any{}})
			err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil, nil)
			equal(t, errorAs[*APIError](t, err).RequestID, c.want)
		})
	}
}

func TestAPIErrorRequestIDReadsOnlyTheConfiguredHeader(t *testing.T) {
	setup(t, testAPIKeyEnv)
	config := testConfig()
	config.requestIDHeader = "X-Trace-Id"
	mock.enqueue(t, mockResponse{Path: "/thing", Status: 409, Headers: map[string]string{"X-Request-Id": "req_x", "X-Trace-Id": "trace_1"},
		JSON: map[string]any{}})
	err := newTestClient(config).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil, nil)
	equal(t, errorAs[*APIError](t, err).RequestID, "trace_1")
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/thing", Status: 409, Headers: map[string]string{"X-Request-Id": "req_x"}, JSON: map[string]any{}})
	err = newTestClient(config).do(context.Background(), &requestSpec{method: "GET", path: "/thing"}, nil, nil)
	equal(t, errorAs[*APIError](t, err).RequestID, "")
}
