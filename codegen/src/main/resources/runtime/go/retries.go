// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"crypto/rand"
	"encoding/hex"
	"math"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The retry policy's defaults (sdkgen.yaml `retries`) and limits, as in every sdkgen runtime.
const (
	// defaultMaxRetries is the number of retries after the first attempt when the policy does not say.
	defaultMaxRetries = 2
	// defaultInitialDelay is the backoff before the first retry when the policy does not say.
	defaultInitialDelay = 500 * time.Millisecond
	// defaultMaxDelay is the backoff ceiling when the policy does not say.
	defaultMaxDelay = 8000 * time.Millisecond
	// maxRetryAfter caps a server's Retry-After: it is honoured up to 60 s, never longer.
	maxRetryAfter = 60 * time.Second
	// maxJitter is the largest fraction by which the backoff is shortened (never lengthened).
	maxJitter = 0.25
	// retryAfterMsHeader gives the wait before a retry in milliseconds; it wins over Retry-After.
	retryAfterMsHeader = "Retry-After-Ms"
	// shouldRetryHeader lets a server ask for a retry ("true") or forbid one ("false").
	shouldRetryHeader = "X-Should-Retry"
	// idempotencyKeyPrefix starts the idempotency keys the client generates (one per call, reused by its retries).
	idempotencyKeyPrefix = "sdkgen-retry-"
)

// defaultRetryOn lists the statuses retried when the policy does not say: timeout, rate limit and
// transient server errors.
var defaultRetryOn = []int{408, 429, 500, 502, 503, 504}

// retryPolicy says when and how long to wait before repeating a failed request. A generated client
// carries one built from sdkgen.yaml's `retries` section (every field filled); without that section
// it carries nil and retries only when the caller sets WithMaxRetries above zero, with
// defaultRetryPolicy.
type retryPolicy struct {
	// maxRetries is the number of retries after the first attempt (max_retries).
	maxRetries int
	// retryOn lists the statuses that are retried (retry_on); every other status fails at once.
	retryOn []int
	// initialDelay is the backoff before the first retry, doubled for each further one (initial_delay_ms).
	initialDelay time.Duration
	// maxDelay is the upper bound of the backoff before jitter (max_delay_ms).
	maxDelay time.Duration
	// connectionErrors also retries attempts that got no response at all (connection_errors).
	connectionErrors bool
}

// defaultRetryPolicy applies when the caller asks for retries on a client generated without a
// `retries` section.
var defaultRetryPolicy = retryPolicy{
	maxRetries:   defaultMaxRetries,
	retryOn:      defaultRetryOn,
	initialDelay: defaultInitialDelay,
	maxDelay:     defaultMaxDelay,
}

func (p *retryPolicy) retriesStatus(status int) bool {
	for _, candidate := range p.retryOn {
		if candidate == status {
			return true
		}
	}
	return false
}

var deltaSeconds = regexp.MustCompile(`^\d+(?:\.\d+)?$`)

// parseRetryAfter reads a Retry-After header value: delta-seconds ("3", "1.5") or an HTTP date
// (a date in the past gives 0). ok is false when the value is absent or unreadable. The result is
// not capped; see maxRetryAfter.
func parseRetryAfter(value string, now time.Time) (wait time.Duration, ok bool) {
	text := strings.TrimSpace(value)
	if text == "" {
		return 0, false
	}
	if deltaSeconds.MatchString(text) {
		seconds, err := strconv.ParseFloat(text, 64)
		if err != nil || seconds > math.MaxInt64/float64(time.Second) {
			return 0, false
		}
		return time.Duration(seconds * float64(time.Second)), true
	}
	at, err := http.ParseTime(text)
	if err != nil {
		return 0, false
	}
	if wait = at.Sub(now); wait < 0 {
		wait = 0
	}
	return wait, true
}

// backoffDelay is the exponential backoff before retry number retry (0 for the first retry):
// min(initialDelay * 2^retry, maxDelay), shortened by up to maxJitter. random is in [0, 1); 0 gives
// the full delay.
func backoffDelay(policy *retryPolicy, retry int, random float64) time.Duration {
	full := float64(policy.initialDelay) * math.Pow(2, float64(retry))
	if ceiling := float64(policy.maxDelay); full > ceiling {
		full = ceiling
	}
	return time.Duration(full * (1 - maxJitter*random))
}

// retryDelay is the wait before retry number retry: the server's Retry-After when it sent a
// readable one (capped at maxRetryAfter), else the backoff.
func retryDelay(policy *retryPolicy, retry int, retryAfterHeader string, random float64, now time.Time) time.Duration {
	if wait, ok := parseRetryAfter(retryAfterHeader, now); ok {
		if wait > maxRetryAfter {
			return maxRetryAfter
		}
		return wait
	}
	return backoffDelay(policy, retry, random)
}

// parseRetryAfterMs reads a retry-after-ms header value: non-negative milliseconds ("20", "1.5"). ok is
// false when the value is absent or unreadable.
func parseRetryAfterMs(value string) (wait time.Duration, ok bool) {
	text := strings.TrimSpace(value)
	if !deltaSeconds.MatchString(text) {
		return 0, false
	}
	ms, err := strconv.ParseFloat(text, 64)
	if err != nil || ms > math.MaxInt64/float64(time.Millisecond) {
		return 0, false
	}
	return time.Duration(ms * float64(time.Millisecond)), true
}

// shouldRetry says whether a failed response is retried (the caller checks the retries left): a server's
// x-should-retry "true" asks for a retry and "false" forbids one; without it, whether the policy lists the
// status.
func shouldRetry(policy *retryPolicy, status int, header http.Header) bool {
	switch strings.ToLower(strings.TrimSpace(header.Get(shouldRetryHeader))) {
	case "true":
		return true
	case "false":
		return false
	}
	return policy.retriesStatus(status)
}

// responseRetryDelay is the wait before retrying a response: its retry-after-ms when readable, else its
// Retry-After, else the backoff; a server's wait is capped at maxRetryAfter.
func responseRetryDelay(policy *retryPolicy, retry int, header http.Header, random float64, now time.Time) time.Duration {
	if wait, ok := parseRetryAfterMs(header.Get(retryAfterMsHeader)); ok {
		if wait > maxRetryAfter {
			return maxRetryAfter
		}
		return wait
	}
	return retryDelay(policy, retry, header.Get("Retry-After"), random, now)
}

// newIdempotencyKey is idempotencyKeyPrefix and a random (version 4) UUID from crypto/rand.
func newIdempotencyKey() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("sdkgen: no randomness for an idempotency key: " + err.Error())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return idempotencyKeyPrefix + h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
