// Test hook for the Go behaviour tests of GENERATED SDKs: GoLanguageToolchain copies this file into the
// SDK's root directory as sdkgen_hooks_test.go, in the SDK's OWN package (package clause renamed, e.g.
// package sink), so that it is compiled only into the test binary and the external test package can
// reach what the TypeScript and Python behaviour tests reach by overriding the client's _sleep.

package core

import (
	"context"
	"sync"
	"time"
)

// SdkgenRecordWaits makes the client record each wait before a retry instead of sleeping, and returns
// a function giving the waits recorded so far. Every other behaviour (which attempts are retried, how
// long the waits are, the Retry-After reading) is the runtime's own.
func SdkgenRecordWaits(c *Client) func() []time.Duration {
	var mu sync.Mutex
	var waits []time.Duration
	c.core.sleep = func(ctx context.Context, wait time.Duration) error {
		mu.Lock()
		waits = append(waits, wait)
		mu.Unlock()
		return ctx.Err()
	}
	return func() []time.Duration {
		mu.Lock()
		defer mu.Unlock()
		return append([]time.Duration(nil), waits...)
	}
}
