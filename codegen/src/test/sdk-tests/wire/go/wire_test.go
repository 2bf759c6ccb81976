// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
// fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
// array query parameters in every style, a path parameter that keeps its "/" (allowReserved, and a last-segment
// `object_path`), the choice of request content type (four PATCH formats; JSON or a multipart upload), and an
// API-version path segment with a default taken from a client option (WithAPIVersion, also per call), a DELETE's
// JSON body, a binary-format string inside JSON (a string), and no method for a WebSocket operation (101 only).
// The scenarios of ../typescript/wire.test.ts, in Go.

package wire_test

import (
	"context"
	"net/http"
	"reflect"
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

func TestALastSegmentPathParameterNamedLikeAPathKeepsItsSlashes(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/buckets/b%2F1/objects/docs/a%20b.txt", JSON: map[string]any{"id": "o"}})
	file, err := mockClient().Buckets.GetObject(ctx, "b/1", "docs/a b.txt")
	noError(t, err)
	equal(t, file.ID, "o")
	equal(t, mock.only(t).Path, "/buckets/b%2F1/objects/docs/a%20b.txt")
}

func TestEachPatchFormatIsSentWithItsOwnContentType(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "PATCH", Path: "/pods/p1", JSON: map[string]any{"name": "p1"}, Repeat: true})
	pods := mockClient().Pods
	_, err := pods.Update(ctx, "p1", wire.Pod{Name: "p1", Labels: wire.Value(map[string]string{"app": "web"})})
	noError(t, err)
	_, err = pods.UpdateJSONPatch(ctx, "p1", []wire.JsonPatchOperation{
		{Op: wire.JsonPatchOperationOpReplace, Path: "/labels/app", Value: wire.Value[any]("api")},
		{Op: wire.JsonPatchOperationOpMove, Path: "/labels/b", From: wire.String("/labels/a")},
	})
	noError(t, err)
	_, err = pods.UpdateMergePatch(ctx, "p1", wire.Patch{"labels": map[string]any{"app": nil}})
	noError(t, err)
	_, err = pods.UpdateStrategicMergePatch(ctx, "p1", wire.Patch{"labels": map[string]any{"tier": "front"}})
	noError(t, err)
	var got []any
	for _, r := range mock.requests(t) {
		contentType, _ := r.header("Content-Type")
		got = append(got, contentType, r.JSON)
	}
	equal(t, got, []any{
		"application/json", map[string]any{"name": "p1", "labels": map[string]any{"app": "web"}},
		"application/json-patch+json", []any{
			map[string]any{"op": "replace", "path": "/labels/app", "value": "api"},
			map[string]any{"op": "move", "path": "/labels/b", "from": "/labels/a"},
		},
		"application/merge-patch+json", map[string]any{"labels": map[string]any{"app": nil}},
		"application/strategic-merge-patch+json", map[string]any{"labels": map[string]any{"tier": "front"}},
	})
}

func TestJSONOrAMultipartUploadAsTheCallerChooses(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/documents", Status: 201, JSON: map[string]any{"id": "d1"}, Repeat: true})
	documents := mockClient().Documents
	_, err := documents.Create(ctx, wire.DocumentCreateParams{Name: "n", URL: "https://example.test/a.txt"})
	noError(t, err)
	_, err = documents.CreateMultipart(ctx, wire.DocumentCreateMultipartParams{
		Name: "n",
		File: wire.FileUpload{Reader: strings.NewReader("hi"), Name: "a.txt", ContentType: "text/plain"},
	})
	noError(t, err)
	requests := mock.requests(t)
	contentType, _ := requests[0].header("Content-Type")
	equal(t, contentType, "application/json")
	equal(t, requests[0].JSON, map[string]any{"name": "n", "url": "https://example.test/a.txt"})
	contentType, _ = requests[1].header("Content-Type")
	if !strings.HasPrefix(contentType, "multipart/form-data; boundary=") {
		t.Fatalf("Content-Type %q", contentType)
	}
	if requests[1].MultipartError != nil {
		t.Fatalf("the mock server rejected the multipart body: %s", *requests[1].MultipartError)
	}
	var parts []string
	for _, p := range requests[1].Parts {
		filename, partType := "-", "-"
		if p.Filename != nil {
			filename = *p.Filename
		}
		if p.ContentType != nil {
			partType = *p.ContentType
		}
		parts = append(parts, p.Name+" "+filename+" "+partType+" "+string(p.BodyBytes))
	}
	equal(t, parts, []string{"name - - n", "file a.txt text/plain hi"})
}

func TestAPathParameterWithADefaultComesFromTheClientOption(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Path: "/v4/widgets/w1", JSON: map[string]any{"id": "w1"}})
	mock.enqueue(t, mockResponse{Path: "/v4beta/widgets/w%2F2", JSON: map[string]any{"id": "w2"}})
	mock.enqueue(t, mockResponse{Path: "/v5/widgets/w3", JSON: map[string]any{"id": "w3"}})
	_, err := mockClient().Widgets.Retrieve(ctx, "w1")
	noError(t, err)
	beta := wire.NewClient(wire.WithBaseURL(mock.url), wire.WithAPIKey("k1"), wire.WithAPIVersion("v4beta"))
	_, err = beta.Widgets.Retrieve(ctx, "w/2")
	noError(t, err)
	_, err = beta.Widgets.Retrieve(ctx, "w3", wire.WithAPIVersion("v5"))
	noError(t, err)
	var paths []string
	for _, r := range mock.requests(t) {
		paths = append(paths, r.Path)
	}
	equal(t, paths, []string{"/v4/widgets/w1", "/v4beta/widgets/w%2F2", "/v5/widgets/w3"})
}

func TestTheRequiredJSONBodyOfADeleteIsSent(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "DELETE", Path: "/documents/d1/share", Status: 204})
	err := mockClient().Documents.Unshare(ctx, "d1", wire.DocumentUnshareParams{Email: "a@example.test", Notify: wire.Bool(false)})
	noError(t, err)
	request := mock.only(t)
	equal(t, request.Method, "DELETE")
	contentType, _ := request.header("Content-Type")
	equal(t, contentType, "application/json")
	equal(t, request.JSON, map[string]any{"email": "a@example.test", "notify": false})
}

func TestABinaryFormatStringInsideJSONIsAString(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/documents/d1/attachments", Status: 201,
		JSON: map[string]any{"filename": "a.txt", "content": "aGk="}})
	attachment, err := mockClient().Documents.Attach(ctx, "d1", wire.Attachment{Filename: "a.txt", Content: "aGk="})
	noError(t, err)
	var content string = attachment.Content
	equal(t, content, "aGk=")
	equal(t, mock.only(t).JSON, map[string]any{"filename": "a.txt", "content": "aGk="})
}

func TestTheRequestIDOfAnAPIErrorComesFromRequestIDHeaderOnly(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Path: "/files/f1", JSON: map[string]any{"id": "f1"}, Headers: map[string]string{"X-Wire-Trace": "tr_1"}},
		mockResponse{Path: "/files/f2", Status: 404, JSON: map[string]any{}, Headers: map[string]string{"X-Wire-Trace": "tr_2", "X-Request-Id": "req_2"}},
		mockResponse{Path: "/files/f3", Status: 404, JSON: map[string]any{}, Headers: map[string]string{"X-Request-Id": "req_3"}},
	)
	var response *http.Response
	_, err := mockClient().Files.Retrieve(ctx, "f1", nil, wire.WithResponseInto(&response))
	noError(t, err)
	equal(t, response.Header.Get("X-Wire-Trace"), "tr_1")
	_, err = mockClient().Files.Retrieve(ctx, "f2", nil)
	equal(t, errorAs[*wire.APIError](t, err).RequestID, "tr_2")
	_, err = mockClient().Files.Retrieve(ctx, "f3", nil)
	equal(t, errorAs[*wire.APIError](t, err).RequestID, "")
}

func TestNoMethodForAnOperationThatOnlySwitchesProtocols(t *testing.T) {
	documents := reflect.TypeOf(mockClient().Documents)
	if _, found := documents.MethodByName("Watch"); found {
		t.Fatalf("%s has a Watch method for a 101-only operation", documents)
	}
	if _, found := documents.MethodByName("Attach"); !found {
		t.Fatalf("%s has no Attach method", documents)
	}
}
