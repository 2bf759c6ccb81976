// Behaviour of the GENERATED SDK of a config WITHOUT a `retries` section (codegen/src/test/fixtures/no-retries):
// it never retries unless the caller asks; its API key goes in the `api_key` query parameter. The
// scenarios of ../typescript/noRetries.test.ts and ../python/test_no_retries.py, in Go.

package plain_widgets_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	widgets "example.com/plain_widgets-go"
)

const keyEnv = "WIDGETS_KEY"

var ctx = context.Background()

// client is a client of the mock server with the key k1 whose waits before retries are recorded.
func client(options ...widgets.Option) (*widgets.Client, func() []time.Duration) {
	c := widgets.NewClient(append([]widgets.Option{widgets.WithBaseURL(mock.url), widgets.WithAPIKey("k1")}, options...)...)
	return c, widgets.SdkgenRecordWaits(c)
}

func TestNeverRetriesA503OrA429(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/widgets/w1", Status: 503, JSON: map[string]any{}, Repeat: true},
		mockResponse{Path: "/widgets/w2", Status: 429, Headers: map[string]string{"Retry-After": "1"}, JSON: map[string]any{}, Repeat: true},
	)
	c, waits := client()
	_, err := c.Widgets.Retrieve(ctx, "w1")
	errorAs[*widgets.InternalServerError](t, err)
	_, err = c.Widgets.Retrieve(ctx, "w2")
	equal(t, errorAs[*widgets.RateLimitError](t, err).RetryAfter, time.Second)
	equal(t, len(mock.requests(t)), 2)
	equal(t, waits(), []time.Duration(nil))
}

func TestNeverRetriesAConnectionError(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/widgets/w1", Drop: true}, mockResponse{Path: "/widgets/w1", JSON: map[string]any{"id": "w1"}})
	c, waits := client(widgets.WithMaxRetries(3))
	_, err := c.Widgets.Retrieve(ctx, "w1")
	errorAs[*widgets.ConnectionError](t, err)
	equal(t, len(mock.requests(t)), 1)
	equal(t, waits(), []time.Duration(nil))
}

func TestRetriesWithTheDefaultPolicyOnlyWhenTheCallerSetsMaxRetries(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/widgets/w1", Status: 503, JSON: map[string]any{}},
		mockResponse{Path: "/widgets/w1", JSON: map[string]any{"id": "w1", "color": nil}},
	)
	c, waits := client(widgets.WithMaxRetries(2))
	widget, err := c.Widgets.Retrieve(ctx, "w1")
	noError(t, err)
	equal(t, widget.ID, "w1")
	equal(t, [2]bool{widget.Color.Present(), widget.Color.IsNull()}, [2]bool{true, true})
	equal(t, len(mock.requests(t)), 2)
	recorded := waits()
	equal(t, len(recorded), 1)
	// defaultRetryPolicy: 500 ms initial delay, shortened by up to 25 % of jitter.
	if recorded[0] <= 374*time.Millisecond || recorded[0] > 500*time.Millisecond {
		t.Fatalf("backoff %s", recorded[0])
	}
}

func TestRetriesForOneCallThatSetsMaxRetries(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/widgets/w1", Status: 429, Headers: map[string]string{"Retry-After": "2"}, JSON: map[string]any{}},
		mockResponse{Path: "/widgets/w1", Status: 502, JSON: map[string]any{}},
		mockResponse{Path: "/widgets/w1", Status: 501, JSON: map[string]any{"message": "not here"}},
		mockResponse{Path: "/widgets/w1", JSON: map[string]any{"id": "w1", "color": "red"}},
	)
	c, waits := client()
	_, err := c.Widgets.Retrieve(ctx, "w1", widgets.WithMaxRetries(5))
	// 501 is not in the default retry_on (408, 429, 500, 502, 503, 504).
	equal(t, errorAs[*widgets.InternalServerError](t, err).Message, "501 not here")
	widget, err := c.Widgets.Retrieve(ctx, "w1")
	noError(t, err)
	equal(t, widget.Color, widgets.String("red"))
	equal(t, len(mock.requests(t)), 4)
	recorded := waits()
	equal(t, len(recorded), 2)
	equal(t, recorded[0], 2*time.Second)
	// The second retry's backoff: 1000 ms, shortened by up to 25 %.
	if recorded[1] <= 749*time.Millisecond || recorded[1] > time.Second {
		t.Fatalf("backoff %s", recorded[1])
	}
}

func TestAPIKeyFromWidgetsKeyInTheQueryMaskedInConnectionError(t *testing.T) {
	setup(t, keyEnv)
	t.Setenv(keyEnv, "secret-key")
	mock.enqueue(t, mockResponse{Path: "/widgets", JSON: []any{map[string]any{"id": "w1"}}}, mockResponse{Path: "/widgets", Drop: true})
	c := widgets.NewClient(widgets.WithBaseURL(mock.url))
	list, err := c.Widgets.List(ctx, &widgets.WidgetListParams{Color: widgets.String("red")})
	noError(t, err)
	equal(t, list, []widgets.Widget{{ID: "w1"}})
	equal(t, mock.requests(t)[0].QueryParams, map[string][]string{"color": {"red"}, "api_key": {"secret-key"}})
	_, err = c.Widgets.List(ctx, nil)
	connection := errorAs[*widgets.ConnectionError](t, err)
	equal(t, connection.URL, mock.url+"/widgets?api_key=***")
	if strings.Contains(err.Error(), "secret-key") || connection.Err == nil || strings.Contains(connection.Err.Error(), "secret-key") {
		t.Fatalf("the key is in the error: %q (cause %v)", err.Error(), connection.Err)
	}
}

func TestExplicitQueryKeyWinsAndIsMaskedBesideOtherParameters(t *testing.T) {
	setup(t, keyEnv)
	t.Setenv(keyEnv, "env-key")
	mock.enqueue(t, mockResponse{Path: "/widgets", Drop: true})
	c := widgets.NewClient(widgets.WithBaseURL(mock.url), widgets.WithAPIKey("k&y 1"))
	_, err := c.Widgets.List(ctx, &widgets.WidgetListParams{Color: widgets.String("")})
	connection := errorAs[*widgets.ConnectionError](t, err)
	equal(t, connection.URL, mock.url+"/widgets?color=&api_key=***")
	if strings.Contains(err.Error(), "k%26y") || strings.Contains(err.Error(), "env-key") {
		t.Fatalf("the key is in the error: %q", err.Error())
	}
	equal(t, mock.only(t).QueryParams, map[string][]string{"color": {""}, "api_key": {"k&y 1"}})
}

func TestUnauthorizedWithoutAKeyNamesTheVariable(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/widgets/w1", Status: 401, JSON: map[string]any{"error": "no key"}})
	_, err := widgets.NewClient(widgets.WithBaseURL(mock.url)).Widgets.Retrieve(ctx, "w1")
	authentication := errorAs[*widgets.AuthenticationError](t, err)
	if !strings.HasPrefix(authentication.Message, "401 no key") || !strings.Contains(authentication.Message, keyEnv) {
		t.Fatalf("message %q", authentication.Message)
	}
	request := mock.only(t)
	equal(t, request.Query, "")
}

func TestLogsMaskTheQueryKeyAndShowTheCallersRetries(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/widgets/w1", Status: 503, JSON: map[string]any{}},
		mockResponse{Path: "/widgets/w1", JSON: map[string]any{"id": "w1"}})
	var out bytes.Buffer
	c, _ := client(widgets.WithMaxRetries(1), widgets.WithLogger(slog.New(slog.NewTextHandler(&out, nil))))
	_, err := c.Widgets.Retrieve(ctx, "w1")
	noError(t, err)
	logs := out.String()
	url := `"` + mock.url + `/widgets/w1?api_key=***"` // quoted by the text handler: it holds a "="
	for _, want := range []string{"msg=\"HTTP response\" method=GET url=" + url + " status=503",
		"msg=\"HTTP retry\" method=GET url=" + url + " next_attempt=2", "status=200", "attempt=2"} {
		if !strings.Contains(logs, want) {
			t.Fatalf("the logs lack %q:\n%s", want, logs)
		}
	}
	if strings.Contains(logs, "k1") || strings.Contains(logs, "level=DEBUG") {
		t.Fatalf("info logs show the key or debug records:\n%s", logs)
	}
	equal(t, mock.requests(t)[0].Query, "api_key=k1")
}
