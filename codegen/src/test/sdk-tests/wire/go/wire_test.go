// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
// fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
// array query parameters in every style, and a path parameter that keeps its "/" (allowReserved). The scenarios
// of ../typescript/wire.test.ts, in Go.

package wire_test

import (
	"context"
	"strings"
	"testing"

	wire "example.com/wire-go"
)

const keyEnv = "WIRE_KEY"

var ctx = context.Background()

func mockClient() *wire.Client {
	return wire.NewClient(wire.WithBaseURL(mock.url), wire.WithAPIKey("k1"))
}

func TestAPathKeyWithAFragmentIsSentWithoutIt(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/files/f1", JSON: map[string]any{"id": "f1"}})
	file, err := mockClient().Files.SharedLink(ctx, "f1", wire.FileSharedLinkParams{Fields: "shared_link"})
	noError(t, err)
	equal(t, file.ID, "f1")
	request := mock.only(t)
	equal(t, request.Path, "/files/f1")
	equal(t, request.QueryParams, map[string][]string{"fields": {"shared_link"}})
}

func TestAnOperationWithItsOwnServerGoesThereUnlessWithBaseURLIsGiven(t *testing.T) {
	setup(t, keyEnv)
	own := wire.NewClient(wire.WithAPIKey("k1"))
	_, err := own.Uploads.Create(ctx, wire.File{ID: "f1"})
	equal(t, errorAs[*wire.ConnectionError](t, err).URL, "http://127.0.0.1:1/upload/uploads")
	_, err = own.Tokens.Create(ctx, wire.TokenCreateParams{GrantType: "client_credentials"})
	equal(t, errorAs[*wire.ConnectionError](t, err).URL, "http://127.0.0.1:1/auth/oauth/token")

	mock.enqueue(t, mockResponse{Method: "POST", Path: "/uploads", Status: 201, JSON: map[string]any{"id": "f1"}})
	file, err := mockClient().Uploads.Create(ctx, wire.File{ID: "f1"})
	noError(t, err)
	equal(t, file.ID, "f1")
	equal(t, mock.only(t).Path, "/uploads")
}

func TestTheKeyFollowsTheAuthPrefixInTheAuthorizationHeader(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/files/f1", JSON: map[string]any{"id": "f1"}, Repeat: true})
	_, err := mockClient().Files.Retrieve(ctx, "f1", nil)
	noError(t, err)
	t.Setenv(keyEnv, "from-env")
	_, err = wire.NewClient(wire.WithBaseURL(mock.url)).Files.Retrieve(ctx, "f1", nil)
	noError(t, err)
	var got []string
	for _, request := range mock.requests(t) {
		value, _ := request.header("Authorization")
		got = append(got, value)
	}
	equal(t, got, []string{"Bot k1", "Bot from-env"})
}

func TestArrayQueryParametersInTheirStyle(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/items", JSON: []any{}})
	_, err := mockClient().Items.List(ctx, &wire.ItemListParams{
		Ids:    []string{"a", "b"},
		Tags:   []string{"x", "y z"},
		Codes:  []int64{1, 2},
		Expand: []string{"customer", "invoice"},
		Status: []string{"open", "paid"},
		Sort:   []string{"name", "-id"},
	})
	noError(t, err)
	request := mock.only(t)
	equal(t, request.QueryParams, map[string][]string{
		"ids":      {"a,b"},
		"tags":     {"x y z"},
		"codes":    {"1|2"},
		"expand[]": {"customer", "invoice"},
		"status[]": {"open", "paid"},
		"sort":     {"name", "-id"},
	})
	if !strings.HasPrefix(request.Query, "ids=a%2Cb&tags=x%20y%20z&codes=1%7C2&expand%5B%5D=customer&") {
		t.Fatalf("query %q", request.Query)
	}
}

func TestAPathParameterWithAllowReservedKeepsItsSlashes(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/proxy/v2/users/a%20b", JSON: map[string]any{"id": "u"}})
	file, err := mockClient().Proxy.Get(ctx, "v2/users/a b")
	noError(t, err)
	equal(t, file.ID, "u")
	equal(t, mock.only(t).Path, "/proxy/v2/users/a%20b")
}
