package core

import (
	"net/http"
	"regexp"
	"testing"
	"time"
)

var retryTestNow = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

func TestParseRetryAfterReadsDeltaSeconds(t *testing.T) {
	for value, want := range map[string]time.Duration{"3": 3 * time.Second, " 1.5 ": 1500 * time.Millisecond, "0": 0} {
		got, ok := parseRetryAfter(value, retryTestNow)
		equal(t, ok, true)
		equal(t, got, want)
	}
}

func TestParseRetryAfterReadsHTTPDatesNeverNegative(t *testing.T) {
	for value, want := range map[string]time.Duration{
		"Thu, 01 Jan 2026 12:00:10 GMT":    10 * time.Second,
		"Thu, 01 Jan 2026 11:00:00 GMT":    0,
		"Thursday, 01-Jan-26 12:00:30 GMT": 30 * time.Second,
	} {
		got, ok := parseRetryAfter(value, retryTestNow)
		equal(t, ok, true)
		equal(t, got, want)
	}
}

func TestParseRetryAfterRejectsAbsentOrUnreadableValues(t *testing.T) {
	for _, value := range []string{"", "  ", "-5", "soon", "1e3", "99999999999999999999"} {
		if got, ok := parseRetryAfter(value, retryTestNow); ok {
			t.Errorf("%q: got %v, want unreadable", value, got)
		}
	}
}

func TestBackoffDoublesPerRetryUpToTheCeiling(t *testing.T) {
	policy := defaultRetryPolicy
	var got []time.Duration
	for retry := 0; retry < 6; retry++ {
		got = append(got, backoffDelay(&policy, retry, 0))
	}
	equal(t, got, []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 8 * time.Second})
	equal(t, backoffDelay(&policy, 1000, 0), 8*time.Second)
}

func TestBackoffJittersOnlyDownwardsByAtMostAQuarter(t *testing.T) {
	policy := defaultRetryPolicy
	equal(t, backoffDelay(&policy, 1, 0.5), 875*time.Millisecond)
	if got := backoffDelay(&policy, 1, 0.999999); got <= 750*time.Millisecond {
		t.Fatalf("got %v", got)
	}
	client := newClientCore(testConfig(), nil)
	for i := 0; i < 100; i++ {
		if got := backoffDelay(&policy, 2, client.random()); got <= 1500*time.Millisecond || got > 2*time.Second {
			t.Fatalf("delay %v", got)
		}
	}
}

func TestRetryDelayPrefersRetryAfterCappedAt60Seconds(t *testing.T) {
	policy := defaultRetryPolicy
	equal(t, retryDelay(&policy, 0, "2", 0, retryTestNow), 2*time.Second)
	equal(t, retryDelay(&policy, 0, "3600", 0, retryTestNow), maxRetryAfter)
	equal(t, retryDelay(&policy, 0, "Thu, 01 Jan 2026 13:00:00 GMT", 0, retryTestNow), 60*time.Second)
	equal(t, retryDelay(&policy, 1, "garbage", 0, retryTestNow), time.Second)
	equal(t, retryDelay(&policy, 1, "", 0, retryTestNow), time.Second)
}

func TestRetryPolicyConstantsAreTheContractDefaults(t *testing.T) {
	equal(t, defaultRetryPolicy, retryPolicy{
		maxRetries:   2,
		retryOn:      []int{408, 429, 500, 502, 503, 504},
		initialDelay: 500 * time.Millisecond,
		maxDelay:     8 * time.Second,
	})
	equal(t, maxRetryAfter, 60*time.Second)
	equal(t, maxJitter, 0.25)
	equal(t, defaultTimeout, time.Minute)
}

func TestParseRetryAfterMsReadsMillisecondsElseNothing(t *testing.T) {
	for value, want := range map[string]time.Duration{"20": 20 * time.Millisecond, " 1.5 ": 1500 * time.Microsecond, "0": 0} {
		got, ok := parseRetryAfterMs(value)
		equal(t, ok, true)
		equal(t, got, want)
	}
	for _, value := range []string{"", "-5", "soon", "1e3"} {
		if got, ok := parseRetryAfterMs(value); ok {
			t.Errorf("%q: got %v, want unreadable", value, got)
		}
	}
}

func TestResponseRetryDelayPrefersRetryAfterMsCappedAt60Seconds(t *testing.T) {
	policy := defaultRetryPolicy
	delay := func(header map[string]string, retry int) time.Duration {
		h := http.Header{}
		for name, value := range header {
			h.Set(name, value)
		}
		return responseRetryDelay(&policy, retry, h, 0, retryTestNow)
	}
	equal(t, delay(map[string]string{"retry-after-ms": "20", "Retry-After": "5"}, 0), 20*time.Millisecond)
	equal(t, delay(map[string]string{"retry-after-ms": "600000"}, 0), 60*time.Second)
	equal(t, delay(map[string]string{"retry-after-ms": "x", "Retry-After": "5"}, 0), 5*time.Second)
	equal(t, delay(map[string]string{}, 1), time.Second)
}

func TestShouldRetryLetsTheServerForceOrForbidARetry(t *testing.T) {
	policy := retryPolicy{retryOn: []int{503}}
	header := func(value string) http.Header { return http.Header{"X-Should-Retry": []string{value}} }
	equal(t, shouldRetry(&policy, 503, http.Header{}), true)
	equal(t, shouldRetry(&policy, 400, http.Header{}), false)
	equal(t, shouldRetry(&policy, 400, header("true")), true)
	equal(t, shouldRetry(&policy, 503, header("false")), false)
	equal(t, shouldRetry(&policy, 503, header("maybe")), true)
}

func TestNewIdempotencyKeyIsARandomUUIDEachTime(t *testing.T) {
	key := newIdempotencyKey()
	if !regexp.MustCompile(`^sdkgen-retry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`).MatchString(key) {
		t.Fatalf("key %q", key)
	}
	if newIdempotencyKey() == key {
		t.Fatal("two keys are equal")
	}
}
