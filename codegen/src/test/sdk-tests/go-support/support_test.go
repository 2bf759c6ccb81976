// The Go handle on the mock server, for the Go behaviour tests of GENERATED SDKs
// (codegen/src/test/sdk-tests/<fixture>/go/) and the Go runtime's own unit tests (codegen/src/test/go/runtime/).
// GoToolchain.copyMockServerSupport copies this file in as sdkgen_support_test.go with its package clause set
// to the tests' package (an SDK's external test package such as sink_test; core for the runtime tests).
// Standard library only.
//
// TestMain starts the mock server (codegen/src/test/mockserver/mock_server.py) once per test binary:
// `$SDKGEN_PYTHON $SDKGEN_MOCK_SERVER --until-stdin-closes` (python3 when SDKGEN_PYTHON is unset), reads
// the MOCK_SERVER_URL= line it prints first, and stops it by closing its standard input. Tests script it
// over HTTP under /__mock/ with mock.enqueue, mock.requests and mock.reset, and run one at a time.

package support_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"time"
)

// mock is the mock server of this test binary.
var mock *mockServer

func TestMain(m *testing.M) {
	server, err := startMockServer()
	if err != nil {
		fmt.Fprintln(os.Stderr, "sdkgen Go tests: cannot start the mock server:", err)
		os.Exit(2)
	}
	mock = server
	code := m.Run()
	server.stop()
	os.Exit(code)
}

// mockResponse is one canned response, in the mock server's wire format. Zero fields are left out
// (status 200, any method, no body).
type mockResponse struct {
	Method  string            `json:"method,omitempty"`
	Path    string            `json:"path"`
	Status  int               `json:"status,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	// JSON is a JSON body; the server adds Content-Type: application/json unless Headers set one.
	JSON any `json:"json,omitempty"`
	// Body is a text body (see text).
	Body *string `json:"body,omitempty"`
	// Bytes is a binary body (base64 on the wire).
	Bytes []byte `json:"body_base64,omitempty"`
	// DelayMs delays the answer.
	DelayMs int `json:"delay_ms,omitempty"`
	// Drop closes the connection without answering.
	Drop bool `json:"drop,omitempty"`
	// Repeat keeps the response queued: it answers every later request of its route.
	Repeat bool `json:"repeat,omitempty"`
	// Chunks streams the body (Transfer-Encoding: chunked), each chunk after its pause; the server stops when the
	// client closes the connection (recordedRequest.Stream says how far it got).
	Chunks []mockChunk `json:"chunks,omitempty"`
}

// mockChunk is one chunk of a streamed body.
type mockChunk struct {
	Body    string `json:"body"`
	DelayMs int    `json:"delay_ms,omitempty"`
}

// streamState is how far a streamed response got.
type streamState struct {
	// ChunksSent counts the chunks the server began to send (counted before their bytes go out).
	ChunksSent int `json:"chunks_sent"`
	// ClientClosed is true when the client closed the connection before the last chunk.
	ClientClosed bool `json:"client_closed"`
	// Finished is true when every chunk was sent.
	Finished bool `json:"finished"`
}

// text makes a mockResponse.Body.
func text(body string) *string {
	return &body
}

// recordedRequest is a request the mock server received.
type recordedRequest struct {
	Method      string              `json:"method"`
	Path        string              `json:"path"`
	Query       string              `json:"query"`
	QueryParams map[string][]string `json:"query_params"`
	// Headers has lower-cased names.
	Headers   map[string]string `json:"headers"`
	Body      string            `json:"body"`
	BodyBytes []byte            `json:"body_base64"`
	// JSON is the parsed body (nil when it is not JSON).
	JSON any `json:"json"`
	// Form is the decoded [name, value] pairs of a form-encoded body, in wire order.
	Form           [][]string     `json:"form"`
	Parts          []recordedPart `json:"parts"`
	MultipartError *string        `json:"multipart_error"`
	// Time is when the request arrived, in seconds since the server started.
	Time float64 `json:"time"`
	// Stream is set for a streamed response (mockResponse.Chunks).
	Stream *streamState `json:"stream"`
}

// header returns a request header (any case) and whether it was sent.
func (r recordedRequest) header(name string) (string, bool) {
	value, ok := r.Headers[strings.ToLower(name)]
	return value, ok
}

// recordedPart is one part of a multipart/form-data body.
type recordedPart struct {
	Name        string            `json:"name"`
	Filename    *string           `json:"filename"`
	ContentType *string           `json:"content_type"`
	Headers     map[string]string `json:"headers"`
	Body        string            `json:"body"`
	BodyBytes   []byte            `json:"body_base64"`
}

// mockServer is the running mock server process.
type mockServer struct {
	url   string
	cmd   *exec.Cmd
	stdin io.WriteCloser
}

func startMockServer() (*mockServer, error) {
	script := os.Getenv("SDKGEN_MOCK_SERVER")
	if script == "" {
		return nil, errors.New("SDKGEN_MOCK_SERVER is not set (the path of codegen/src/test/mockserver/mock_server.py)")
	}
	python := os.Getenv("SDKGEN_PYTHON")
	if python == "" {
		python = "python3"
	}
	cmd := exec.Command(python, script, "--until-stdin-closes")
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	first := make(chan string, 1)
	go func() {
		reader := bufio.NewReader(stdout)
		line, _ := reader.ReadString('\n')
		first <- line
		_, _ = io.Copy(io.Discard, reader)
	}()
	select {
	case line := <-first:
		const prefix = "MOCK_SERVER_URL="
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, prefix) {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			return nil, fmt.Errorf("the mock server printed %q, not %s...", line, prefix)
		}
		return &mockServer{url: strings.TrimPrefix(line, prefix), cmd: cmd, stdin: stdin}, nil
	case <-time.After(15 * time.Second):
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil, errors.New("the mock server did not print its URL within 15 s")
	}
}

// stop closes the server's standard input (it exits then) and waits for it, killing it after 5 s.
func (s *mockServer) stop() {
	_ = s.stdin.Close()
	exited := make(chan struct{})
	go func() {
		_ = s.cmd.Wait()
		close(exited)
	}()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-exited
	}
}

// enqueue queues responses; each route (method and raw path) answers with its responses in order.
func (s *mockServer) enqueue(t *testing.T, responses ...mockResponse) {
	t.Helper()
	s.control(t, http.MethodPost, "responses", responses, nil)
}

// requests returns the requests received since the last reset, oldest first.
func (s *mockServer) requests(t *testing.T) []recordedRequest {
	t.Helper()
	var requests []recordedRequest
	s.control(t, http.MethodGet, "requests", nil, &requests)
	return requests
}

// only returns the one request received since the last reset; the test fails unless there was exactly one.
func (s *mockServer) only(t *testing.T) recordedRequest {
	t.Helper()
	requests := s.requests(t)
	if len(requests) != 1 {
		t.Fatalf("expected exactly 1 request, the mock server received %d: %+v", len(requests), requests)
	}
	return requests[0]
}

// reset forgets the queued responses and the recorded requests.
func (s *mockServer) reset(t *testing.T) {
	t.Helper()
	s.control(t, http.MethodPost, "reset", struct{}{}, nil)
}

func (s *mockServer) control(t *testing.T, method, command string, payload, result any) {
	t.Helper()
	var body io.Reader
	if payload != nil {
		data, err := json.Marshal(payload)
		if err != nil {
			t.Fatalf("mock server control %s: %v", command, err)
		}
		body = bytes.NewReader(data)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	request, err := http.NewRequestWithContext(ctx, method, s.url+"/__mock/"+command, body)
	if err != nil {
		t.Fatal(err)
	}
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		t.Fatalf("mock server control %s %s: %v", method, command, err)
	}
	defer response.Body.Close()
	data, err := io.ReadAll(response.Body)
	if err != nil {
		t.Fatalf("mock server control %s %s: %v", method, command, err)
	}
	if response.StatusCode >= 300 {
		t.Fatalf("mock server control %s %s: %d %s", method, command, response.StatusCode, data)
	}
	if result != nil {
		if err := json.Unmarshal(data, result); err != nil {
			t.Fatalf("mock server control %s %s: %v in %s", method, command, err, data)
		}
	}
}

// setup starts a test: the mock server forgets everything, and each named environment variable (the
// SDK's API key variable) is emptied for the test (restored afterwards).
func setup(t *testing.T, emptiedEnv ...string) {
	t.Helper()
	mock.reset(t)
	for _, name := range emptiedEnv {
		t.Setenv(name, "")
	}
}

// equal fails the test unless got and want are deeply equal.
func equal(t *testing.T, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("\ngot  %#v\nwant %#v", got, want)
	}
}

// noError fails the test on an error.
func noError(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error (%T): %v", err, err)
	}
}

// errorAs returns err as an E (errors.As), failing the test when it is not one.
func errorAs[E error](t *testing.T, err error) E {
	t.Helper()
	var target E
	if !errors.As(err, &target) {
		t.Fatalf("expected an error matching %T, got %T: %v", target, err, err)
	}
	return target
}

// isError reports whether errors.As finds an E in err.
func isError[E error](err error) bool {
	var target E
	return errors.As(err, &target)
}

// jsonOf decodes JSON bytes into generic values (maps, slices, float64...), failing the test on bad JSON.
func jsonOf(t *testing.T, data []byte) any {
	t.Helper()
	var value any
	if err := json.Unmarshal(data, &value); err != nil {
		t.Fatalf("not JSON: %v: %q", err, data)
	}
	return value
}

// Not every fixture's tests use every helper; staticcheck's unused check stays quiet.
var (
	_ = text
	_ = recordedRequest.header
	_ = isError[error]
	_ = jsonOf
)
