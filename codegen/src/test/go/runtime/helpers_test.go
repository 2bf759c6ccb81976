// Runtime-only helpers of the Go runtime's unit tests (package core). The mock server handle they use
// (TestMain, mock, setup, equal, noError, errorAs, ...) is the behaviour suite's
// codegen/src/test/sdk-tests/go-support/support_test.go, which GoRuntimeTest copies in with its package
// clause set to core: one handle for both suites.

package core

import (
	"context"
	"time"
)

// testAPIKeyEnv is the API key variable of testConfig; every test empties it (setup(t, testAPIKeyEnv)).
const testAPIKeyEnv = "SDKGEN_RUNTIME_TEST_API_KEY"

func testConfig() *clientConfig {
	return &clientConfig{
		sdkName:        "acme",
		sdkVersion:     "1.4.0",
		defaultBaseURL: "http://127.0.0.1:9",
		apiKeyEnv:      testAPIKeyEnv,
		auth:           authScheme{kind: authBearer},
	}
}

func retrying(policy retryPolicy) *clientConfig {
	config := testConfig()
	config.retries = &policy
	return config
}

// testClient is a core that records the waits between retries instead of sleeping and whose
// jitter is fixed (randomValue, 0 by default).
type testClient struct {
	*clientCore
	sleeps      []time.Duration
	randomValue float64
	realSleep   bool
}

// newTestClient is a client of the mock server with the API key sk-test (options may override both).
func newTestClient(config *clientConfig, options ...RequestOption) *testClient {
	return newTestClientWith(config, append([]RequestOption{WithBaseURL(mock.url), WithAPIKey("sk-test")}, options...)...)
}

// newTestClientWith is a client with exactly these options.
func newTestClientWith(config *clientConfig, options ...RequestOption) *testClient {
	client := &testClient{clientCore: newClientCore(config, options)}
	client.sleep = func(ctx context.Context, wait time.Duration) error {
		client.sleeps = append(client.sleeps, wait)
		if client.realSleep {
			return sleepContext(ctx, wait)
		}
		return nil
	}
	client.random = func() float64 { return client.randomValue }
	return client
}
