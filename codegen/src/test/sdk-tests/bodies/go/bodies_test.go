// Non-JSON operations of a GENERATED SDK (codegen/src/test/fixtures/bodies) against the mock server:
// form-encoded and multipart bodies, binary and text bodies and responses, basic auth. The scenarios
// of ../typescript/bodies.test.ts and ../python/test_bodies.py, in Go, plus the Go specifics (Opt in
// a form body, FileUpload and plain readers, the streamed *http.Response, bodies resent on a retry).

package bodies_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bodies "example.com/bodies-go"
)

const keyEnv = "BODIES_KEY"

var ctx = context.Background()

func client(options ...bodies.Option) *bodies.Client {
	return bodies.NewClient(append([]bodies.Option{bodies.WithBaseURL(mock.url), bodies.WithAPIKey("user:secret")}, options...)...)
}

func basic(credentials string) string {
	return "Basic " + base64.StdEncoding.EncodeToString([]byte(credentials))
}

func TestFormEncodedBodyWithBracketsAndIndexedArrays(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/accounts/a1", JSON: map[string]any{"id": "a1", "name": "New name"}})
	account, err := client().Accounts.Update(ctx, "a1", bodies.AccountUpdateParams{
		Name:     bodies.String("New name"),
		Metadata: bodies.Value(map[string]string{"tier": "gold"}),
		Tags:     bodies.Value([]string{"x", "y"}),
	})
	noError(t, err)
	equal(t, [2]any{account.ID, account.Name}, [2]any{"a1", bodies.String("New name")})
	request := mock.only(t)
	contentType, _ := request.header("Content-Type")
	equal(t, contentType, "application/x-www-form-urlencoded")
	equal(t, request.Body, "name=New+name&metadata[tier]=gold&tags[0]=x&tags[1]=y")
	equal(t, request.Form, [][]string{{"name", "New name"}, {"metadata[tier]", "gold"}, {"tags[0]", "x"}, {"tags[1]", "y"}})
}

func TestFormBodySendsEmptyStringsAndLeavesOutNullAndAbsent(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/accounts/a%2F1", JSON: map[string]any{"id": "a/1"}, Repeat: true})
	c := client()
	_, err := c.Accounts.Update(ctx, "a/1", bodies.AccountUpdateParams{Name: bodies.String(""), Metadata: bodies.Value(map[string]string{"note": "a&b=c d", "z": ""})})
	noError(t, err)
	_, err = c.Accounts.Update(ctx, "a/1", bodies.AccountUpdateParams{Name: bodies.Null[string](), Tags: bodies.Value([]string{})})
	noError(t, err)
	_, err = c.Accounts.Update(ctx, "a/1", bodies.AccountUpdateParams{Tags: bodies.Value([]string{"", "ü"})})
	noError(t, err)
	var sent []string
	for _, r := range mock.requests(t) {
		sent = append(sent, r.Body)
	}
	equal(t, sent, []string{"name=&metadata[note]=a%26b%3Dc+d&metadata[z]=", "", "tags[0]=&tags[1]=%C3%BC"})
}

func TestNoBodyOnAGetEvenWhenTheSpecDeclaresOne(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/accounts", JSON: []any{map[string]any{"id": "a1"}}, Repeat: true})
	c := client()
	accounts, err := c.Accounts.List(ctx, &bodies.AccountListParams{Limit: bodies.Int(2)})
	noError(t, err)
	equal(t, len(accounts), 1)
	equal(t, [2]any{accounts[0].ID, accounts[0].Name.Present()}, [2]any{"a1", false})
	_, err = c.Accounts.List(ctx, &bodies.AccountListParams{Limit: bodies.Int(0)})
	noError(t, err)
	_, err = c.Accounts.List(ctx, nil)
	noError(t, err)
	requests := mock.requests(t)
	for _, request := range requests {
		equal(t, request.Body, "")
		if contentType, sent := request.header("Content-Type"); sent {
			t.Fatalf("a GET without a body sent Content-Type %q", contentType)
		}
	}
	equal(t, []string{requests[0].Query, requests[1].Query, requests[2].Query}, []string{"limit=2", "limit=0", ""})
}

func TestMultipartUpload(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/files", JSON: map[string]any{"id": "f1", "bytes": 3}})
	file, err := client().Files.Upload(ctx, bodies.FileUploadParams{
		File:    bodies.FileUpload{Reader: bytes.NewReader([]byte{0x25, 0x50, 0xff}), Name: "q.pdf", ContentType: "application/pdf"},
		Purpose: "audit",
	})
	noError(t, err)
	equal(t, [2]any{file.ID, file.Bytes}, [2]any{"f1", int64(3)})
	request := mock.only(t)
	contentType, _ := request.header("Content-Type")
	if !strings.HasPrefix(contentType, "multipart/form-data; boundary=") {
		t.Fatalf("Content-Type %q", contentType)
	}
	if request.MultipartError != nil {
		t.Fatalf("the mock server rejected the multipart body: %s", *request.MultipartError)
	}
	equal(t, describeParts(request.Parts), []string{"file q.pdf application/pdf 2550ff", "purpose - - 6175646974"})
}

func TestMultipartUploadOfPlainReadersAndFiles(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/files", JSON: map[string]any{"id": "f1", "bytes": 1}, Repeat: true})
	path := filepath.Join(t.TempDir(), "report.csv")
	noError(t, os.WriteFile(path, []byte("a,b\n"), 0o600))
	opened, err := os.Open(path)
	noError(t, err)
	defer opened.Close()
	c := client()
	_, err = c.Files.Upload(ctx, bodies.FileUploadParams{File: strings.NewReader("x"), Purpose: ""})
	noError(t, err)
	_, err = c.Files.Upload(ctx, bodies.FileUploadParams{File: opened, Purpose: "p"})
	noError(t, err)
	requests := mock.requests(t)
	equal(t, describeParts(requests[0].Parts), []string{"file file application/octet-stream 78", "purpose - - "})
	equal(t, describeParts(requests[1].Parts), []string{"file report.csv application/octet-stream 612c620a", "purpose - - 70"})
}

// describeParts gives each part as "name filename content-type hex-bytes" ("-" when absent).
func describeParts(parts []recordedPart) []string {
	var out []string
	for _, p := range parts {
		filename, contentType := "-", "-"
		if p.Filename != nil {
			filename = *p.Filename
		}
		if p.ContentType != nil {
			contentType = *p.ContentType
		}
		hex := ""
		for _, b := range p.BodyBytes {
			hex += string("0123456789abcdef"[b>>4]) + string("0123456789abcdef"[b&15])
		}
		out = append(out, p.Name+" "+filename+" "+contentType+" "+hex)
	}
	return out
}

func TestBinaryDownloadAsAResponse(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/files/f1/content", Bytes: []byte{0, 1, 254, 255},
		Headers: map[string]string{"Content-Type": "application/octet-stream", "X-Checksum": "c1"}})
	response, err := client().Files.Content(ctx, "f1")
	noError(t, err)
	defer response.Body.Close()
	var _ *http.Response = response
	equal(t, response.StatusCode, 200)
	equal(t, response.Header.Get("X-Checksum"), "c1")
	data, err := io.ReadAll(response.Body)
	noError(t, err)
	equal(t, data, []byte{0, 1, 254, 255})
	accept, _ := mock.only(t).header("Accept")
	equal(t, accept, "application/octet-stream")
}

func TestBinaryDownloadOfAnErrorStatusIsAnError(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/files/f2/content", Status: 404, JSON: map[string]any{"message": "no such file"}})
	response, err := client().Files.Content(ctx, "f2")
	if response != nil {
		t.Fatalf("a response with the error: %d", response.StatusCode)
	}
	notFound := errorAs[*bodies.NotFoundError](t, err)
	equal(t, notFound.Message, "404 no such file")
	equal(t, jsonOf(t, notFound.Body), map[string]any{"message": "no such file"})
}

func TestBinaryUploadWithTheOperationContentType(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "PUT", Path: "/files/f1/content", JSON: map[string]any{"id": "f1", "bytes": 2}})
	file, err := client().Files.Replace(ctx, "f1", bytes.NewReader([]byte{0x0d, 0x0a}))
	noError(t, err)
	equal(t, file.Bytes, int64(2))
	request := mock.only(t)
	contentType, _ := request.header("Content-Type")
	equal(t, contentType, "application/pdf")
	equal(t, request.BodyBytes, []byte{0x0d, 0x0a})
}

func TestBodiesAreResentUnchangedOnARetry(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "PUT", Path: "/files/f1/content", Status: 503, JSON: map[string]any{}},
		mockResponse{Method: "PUT", Path: "/files/f1/content", JSON: map[string]any{"id": "f1", "bytes": 3}},
		mockResponse{Method: "POST", Path: "/files", Status: 429, Headers: map[string]string{"Retry-After": "0"}, JSON: map[string]any{}},
		mockResponse{Method: "POST", Path: "/files", JSON: map[string]any{"id": "f2", "bytes": 1}},
	)
	c := client(bodies.WithMaxRetries(1))
	waits := bodies.SdkgenRecordWaits(c)
	_, err := c.Files.Replace(ctx, "f1", bytes.NewReader([]byte("%PD")))
	noError(t, err)
	_, err = c.Files.Upload(ctx, bodies.FileUploadParams{File: bodies.FileUpload{Reader: strings.NewReader("z"), Name: "z.txt"}, Purpose: "again"})
	noError(t, err)
	requests := mock.requests(t)
	equal(t, len(requests), 4)
	equal(t, requests[1].BodyBytes, requests[0].BodyBytes)
	equal(t, requests[1].BodyBytes, []byte("%PD"))
	equal(t, requests[3].BodyBytes, requests[2].BodyBytes)
	equal(t, describeParts(requests[3].Parts), []string{"file z.txt application/octet-stream 7a", "purpose - - 616761696e"})
	// No retries section: the caller's WithMaxRetries gets the default policy (500 ms backoff, less up to 25 % jitter).
	recorded := waits()
	equal(t, len(recorded), 2)
	if recorded[0] <= 374*time.Millisecond || recorded[0] > 500*time.Millisecond {
		t.Fatalf("backoff %s", recorded[0])
	}
	equal(t, recorded[1], time.Duration(0))
}

func TestTextBodyAndTextResponses(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/notes/render", Headers: map[string]string{"Content-Type": "text/html"}, Body: text("<p>hi</p>")},
		mockResponse{Method: "GET", Path: "/version", Headers: map[string]string{"Content-Type": "text/plain"}, Body: text("2024-06-01")},
	)
	c := client()
	html, err := c.Notes.Render(ctx, "hi")
	noError(t, err)
	equal(t, html, "<p>hi</p>")
	version, err := c.Version(ctx)
	noError(t, err)
	equal(t, version, "2024-06-01")
	requests := mock.requests(t)
	render, versionRequest := requests[0], requests[1]
	contentType, _ := render.header("Content-Type")
	if !strings.HasPrefix(contentType, "text/plain") {
		t.Fatalf("Content-Type %q", contentType)
	}
	equal(t, render.Body, "hi")
	renderAccept, _ := render.header("Accept")
	equal(t, renderAccept, "text/html")
	versionAccept, _ := versionRequest.header("Accept")
	equal(t, versionAccept, "text/plain")
}

func TestTextResponsesHonourTheCharsetAndJSONStaysText(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t,
		mockResponse{Method: "GET", Path: "/version", Headers: map[string]string{"Content-Type": "text/plain; charset=ISO-8859-1"}, Bytes: []byte{'v', 0xe9}},
		mockResponse{Method: "GET", Path: "/version", Headers: map[string]string{"Content-Type": "text/plain"}, Bytes: []byte("caf\u00e9")},
		mockResponse{Method: "GET", Path: "/version", JSON: "2.0"},
		mockResponse{Method: "POST", Path: "/notes/render", Headers: map[string]string{"Content-Type": "text/html"}, Body: text("")},
	)
	c := client()
	var got []string
	for i := 0; i < 3; i++ {
		version, err := c.Version(ctx)
		noError(t, err)
		got = append(got, version)
	}
	empty, err := c.Notes.Render(ctx, "")
	noError(t, err)
	got = append(got, empty)
	equal(t, got, []string{"v\u00e9", "caf\u00e9", `"2.0"`, ""})
	equal(t, mock.requests(t)[3].Body, "")
}

func TestAPIKeyFromBodiesKeyAsBasicAuth(t *testing.T) {
	setup(t, keyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/version", Headers: map[string]string{"Content-Type": "text/plain"}, Body: text("1"), Repeat: true})
	t.Setenv(keyEnv, "user:secret")
	_, err := bodies.NewClient(bodies.WithBaseURL(mock.url)).Version(ctx)
	noError(t, err)
	_, err = bodies.NewClient(bodies.WithBaseURL(mock.url), bodies.WithAPIKey("other:pw")).Version(ctx)
	noError(t, err)
	t.Setenv(keyEnv, "token-only")
	_, err = bodies.NewClient(bodies.WithBaseURL(mock.url)).Version(ctx)
	noError(t, err)
	t.Setenv(keyEnv, "")
	_, err = bodies.NewClient(bodies.WithBaseURL(mock.url)).Version(ctx)
	noError(t, err)
	var authorizations []string
	for _, r := range mock.requests(t) {
		value, sent := r.header("Authorization")
		if !sent {
			value = "(none)"
		}
		authorizations = append(authorizations, value)
	}
	equal(t, authorizations, []string{basic("user:secret"), basic("other:pw"), basic("token-only:"), "(none)"})

	mock.reset(t)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/version", Status: 401, Headers: map[string]string{"Content-Type": "text/plain"}, Body: text("login first")})
	_, err = bodies.NewClient(bodies.WithBaseURL(mock.url)).Version(ctx)
	authentication := errorAs[*bodies.AuthenticationError](t, err)
	if !strings.HasPrefix(authentication.Message, "401 login first") || !strings.Contains(authentication.Message, keyEnv) {
		t.Fatalf("message %q", authentication.Message)
	}
}
