// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/no-servers: the spec names no server and sdkgen.yaml
// sets no client.base_url. Go's NewClient returns no error, so every call without WithBaseURL (on the client or the
// call) fails with an error that names the option, before anything is sent.

package no_servers_test

import (
	"context"
	"strings"
	"testing"

	noservers "example.com/no_servers-go"
)

var ctx = context.Background()

func TestACallWithoutABaseURLFailsNamingTheOption(t *testing.T) {
	setup(t)
	_, err := noservers.NewClient().Ping(ctx)
	if err == nil || !strings.Contains(err.Error(), "no base URL") || !strings.Contains(err.Error(), "WithBaseURL") {
		t.Fatalf("error %v", err)
	}
	equal(t, len(mock.requests(t)), 0)
}

func TestRequestsGoToTheBaseURLItIsGiven(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/ping", JSON: map[string]any{"ok": true}})
	result, err := noservers.NewClient(noservers.WithBaseURL(mock.url)).Ping(ctx)
	noError(t, err)
	equal(t, result.Ok, noservers.Bool(true))
	equal(t, mock.only(t).Path, "/ping")
}
