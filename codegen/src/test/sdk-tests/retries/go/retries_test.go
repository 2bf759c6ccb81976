// Behaviour of the GENERATED SDK of a config with the retry policy `sdkgen init` writes and an idempotency header
// (codegen/src/test/fixtures/retries). The scenarios of ../typescript/retries.test.ts, in Go.

package shop_test

import (
	"context"
	"regexp"
	"testing"
	"time"

	shop "example.com/shop-go"
)

var ctx = context.Background()

var order = map[string]any{"id": "o1", "item": "tea"}

// client is a client of the mock server whose waits before retries are recorded.
func client(options ...shop.Option) (*shop.Client, func() []time.Duration) {
	c := shop.NewClient(append([]shop.Option{shop.WithBaseURL(mock.url)}, options...)...)
	return c, shop.SdkgenRecordWaits(c)
}

func keys(t *testing.T) []string {
	var out []string
	for _, request := range mock.requests(t) {
		out = append(out, request.Headers["idempotency-key"])
	}
	return out
}

func TestRetriesA409OutOfTheBoxTwiceAtMost(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/orders", Status: 409, JSON: map[string]any{"message": "busy"}},
		mockResponse{Path: "/orders", Status: 201, JSON: order})
	c, waits := client()
	created, err := c.Orders.Create(ctx, shop.OrderCreate{Item: "tea"})
	noError(t, err)
	equal(t, created.ID, "o1")
	equal(t, len(waits()), 1)
	mock.reset(t)
	mock.enqueue(t, mockResponse{Path: "/orders", Status: 409, JSON: map[string]any{"message": "busy"}, Repeat: true})
	_, err = c.Orders.Create(ctx, shop.OrderCreate{Item: "tea"})
	errorAs[*shop.ConflictError](t, err)
	equal(t, len(mock.requests(t)), 3)
}

func TestRetriesADroppedConnection(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/orders/o1", Drop: true}, mockResponse{Path: "/orders/o1", JSON: order})
	c, _ := client()
	got, err := c.Orders.Retrieve(ctx, "o1")
	noError(t, err)
	equal(t, got.ID, "o1")
	var counts []string
	for _, request := range mock.requests(t) {
		counts = append(counts, request.Headers["x-sdkgen-retry-count"])
	}
	equal(t, counts, []string{"0", "1"})
}

func TestWaitsTheRetryAfterMsTheServerSendsInPlaceOfRetryAfter(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/orders/o1", Status: 503, Headers: map[string]string{"retry-after-ms": "20", "Retry-After": "7"}, JSON: map[string]any{}},
		mockResponse{Path: "/orders/o1", JSON: order})
	c, waits := client()
	_, err := c.Orders.Retrieve(ctx, "o1")
	noError(t, err)
	equal(t, waits(), []time.Duration{20 * time.Millisecond})
}

func TestStopsRetryingA503OnXShouldRetryFalse(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/orders/o1", Status: 503, Headers: map[string]string{"x-should-retry": "false"}, JSON: map[string]any{}},
		mockResponse{Path: "/orders/o1", JSON: order})
	c, waits := client()
	_, err := c.Orders.Retrieve(ctx, "o1")
	errorAs[*shop.InternalServerError](t, err)
	equal(t, len(mock.requests(t)), 1)
	equal(t, waits(), []time.Duration(nil))
}

func TestRetriesA400OnXShouldRetryTrue(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/orders/o1", Status: 400, Headers: map[string]string{"x-should-retry": "true"}, JSON: map[string]any{}},
		mockResponse{Path: "/orders/o1", JSON: order})
	c, _ := client()
	_, err := c.Orders.Retrieve(ctx, "o1")
	noError(t, err)
	equal(t, len(mock.requests(t)), 2)
	mock.reset(t)
	mock.enqueue(t, mockResponse{Path: "/orders/o1", Status: 400, JSON: map[string]any{}}, mockResponse{Path: "/orders/o1", JSON: order})
	_, err = c.Orders.Retrieve(ctx, "o1")
	errorAs[*shop.BadRequestError](t, err)
}

func TestSendsOneIdempotencyKeyOnEveryAttemptOfACallAndANewOneOnTheNextCall(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/orders", Status: 503, JSON: map[string]any{}},
		mockResponse{Path: "/orders", Drop: true},
		mockResponse{Path: "/orders", Status: 201, JSON: order},
		mockResponse{Path: "/orders/o1/cancel", JSON: order})
	c, _ := client()
	_, err := c.Orders.Create(ctx, shop.OrderCreate{Item: "tea"})
	noError(t, err)
	_, err = c.Orders.Cancel(ctx, "o1")
	noError(t, err)
	got := keys(t)
	equal(t, len(got), 4)
	if !regexp.MustCompile(`^sdkgen-retry-[0-9a-f-]{36}$`).MatchString(got[0]) {
		t.Fatalf("key %q", got[0])
	}
	equal(t, got[1:3], []string{got[0], got[0]})
	if got[3] == "" || got[3] == got[0] {
		t.Fatalf("the next call's key %q (first call: %q)", got[3], got[0])
	}
}

func TestSendsNoIdempotencyKeyOnAGET(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/orders/o1", JSON: order})
	c, _ := client()
	_, err := c.Orders.Retrieve(ctx, "o1")
	noError(t, err)
	equal(t, keys(t), []string{""})
}

func TestSendsTheKeyACallPassesOnEveryAttemptAndAHeaderTheCallerSetsWins(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/orders", Status: 409, JSON: map[string]any{}},
		mockResponse{Path: "/orders", Status: 201, JSON: order},
		mockResponse{Path: "/orders", Status: 201, JSON: order})
	c, _ := client()
	_, err := c.Orders.Create(ctx, shop.OrderCreate{Item: "tea"}, shop.WithIdempotencyKey("order-42"))
	noError(t, err)
	_, err = c.Orders.Create(ctx, shop.OrderCreate{Item: "tea"}, shop.WithIdempotencyKey("order-43"), shop.WithHeader("Idempotency-Key", "mine"))
	noError(t, err)
	equal(t, keys(t), []string{"order-42", "order-42", "mine"})
}
