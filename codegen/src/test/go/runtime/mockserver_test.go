// Go handle on the scriptable mock HTTP server (codegen/src/test/mockserver/mock_server.py): TestMain
// starts it as a child process (python3 mock_server.py --until-stdin-closes) and the tests script it
// over its /__mock/ control endpoints. See docs/runtime.md, "Mock server".

package core

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
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// mock is the server every test in this package uses; tests run one at a time and start with setup.
var mock *mockServer

func TestMain(m *testing.M) {
	server, err := startMockServer()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot start the mock server:", err)
		os.Exit(2)
	}
	mock = server
	code := m.Run()
	server.close()
	os.Exit(code)
}

// mockResponse is one canned response (the mock server's wire format).
type mockResponse struct {
	Method  string            `json:"method,omitempty"`
	Path    string            `json:"path"`
	Status  int               `json:"status,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	// JSON is a JSON body (the server adds Content-Type: application/json).
	JSON any `json:"json,omitempty"`
	// Body is a raw text body.
	Body *string `json:"body,omitempty"`
	// Bytes is a raw binary body (base64 on the wire).
	Bytes   []byte `json:"body_base64,omitempty"`
	DelayMs int    `json:"delay_ms,omitempty"`
	Drop    bool   `json:"drop,omitempty"`
	Repeat  bool   `json:"repeat,omitempty"`
}

// recordedRequest is a request the server received.
type recordedRequest struct {
	Method         string              `json:"method"`
	Path           string              `json:"path"`
	Query          string              `json:"query"`
	QueryParams    map[string][]string `json:"query_params"`
	Headers        map[string]string   `json:"headers"`
	Body           string              `json:"body"`
	BodyBytes      []byte              `json:"body_base64"`
	JSON           any                 `json:"json"`
	Form           [][]string          `json:"form"`
	Parts          []recordedPart      `json:"parts"`
	MultipartError *string             `json:"multipart_error"`
	Time           float64             `json:"time"`
}

// recordedPart is one part of a recorded multipart/form-data body.
type recordedPart struct {
	Name        string            `json:"name"`
	Filename    *string           `json:"filename"`
	ContentType *string           `json:"content_type"`
	Headers     map[string]string `json:"headers"`
	Body        string            `json:"body"`
	BodyBytes   []byte            `json:"body_base64"`
}

type mockServer struct {
	url   string
	cmd   *exec.Cmd
	stdin io.WriteCloser
}

func startMockServer() (*mockServer, error) {
	script, err := mockServerScript()
	if err != nil {
		return nil, err
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
	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		lines <- line
		_, _ = io.Copy(io.Discard, stdout)
	}()
	select {
	case line := <-lines:
		url, ok := strings.CutPrefix(strings.TrimSpace(line), "MOCK_SERVER_URL=")
		if !ok {
			_ = cmd.Process.Kill()
			return nil, fmt.Errorf("unexpected mock server output %q", line)
		}
		return &mockServer{url: url, cmd: cmd, stdin: stdin}, nil
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		return nil, errors.New("the mock server did not start within 10 s")
	}
}

// mockServerScript is $SDKGEN_MOCK_SERVER, else mock_server.py found by walking up from here.
func mockServerScript() (string, error) {
	if script := os.Getenv("SDKGEN_MOCK_SERVER"); script != "" {
		return filepath.Abs(script)
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		for _, candidate := range []string{
			filepath.Join(dir, "codegen", "src", "test", "mockserver", "mock_server.py"),
			filepath.Join(dir, "src", "test", "mockserver", "mock_server.py"),
		} {
			if _, err := os.Stat(candidate); err == nil {
				return candidate, nil
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("mock_server.py not found: set SDKGEN_MOCK_SERVER to its path")
		}
		dir = parent
	}
}

func (s *mockServer) close() {
	_ = s.stdin.Close()
	done := make(chan struct{})
	go func() {
		_ = s.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		_ = s.cmd.Process.Kill()
	}
}

// enqueue queues responses, served in order per route.
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

// only returns the one request received, failing the test unless there was exactly one.
func (s *mockServer) only(t *testing.T) recordedRequest {
	t.Helper()
	requests := s.requests(t)
	if len(requests) != 1 {
		t.Fatalf("expected 1 request, got %d: %+v", len(requests), requests)
	}
	return requests[0]
}

func (s *mockServer) reset(t *testing.T) {
	t.Helper()
	s.control(t, http.MethodPost, "reset", map[string]any{}, nil)
}

func (s *mockServer) control(t *testing.T, method, command string, payload, result any) {
	t.Helper()
	var body io.Reader
	if payload != nil {
		data, err := json.Marshal(payload)
		if err != nil {
			t.Fatal(err)
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
		t.Fatal(err)
	}
	if response.StatusCode >= 300 {
		t.Fatalf("mock server control %s %s failed: %d %s", method, command, response.StatusCode, data)
	}
	if result != nil {
		if err := json.Unmarshal(data, result); err != nil {
			t.Fatal(err)
		}
	}
}

// text makes a mockResponse.Body.
func text(body string) *string {
	return &body
}

const testAPIKeyEnv = "SDKGEN_RUNTIME_TEST_API_KEY"

// setup starts a test: the mock server forgets everything and the API key variable is empty.
func setup(t *testing.T) {
	t.Helper()
	mock.reset(t)
	t.Setenv(testAPIKeyEnv, "")
}

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

func equal(t *testing.T, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %#v\nwant %#v", got, want)
	}
}

func noError(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// errorAs returns err as E (errors.As), failing the test when it is not one.
func errorAs[E error](t *testing.T, err error) E {
	t.Helper()
	var target E
	if !errors.As(err, &target) {
		t.Fatalf("expected a %T, got %T: %v", target, err, err)
	}
	return target
}

func isError[E error](err error) bool {
	var target E
	return errors.As(err, &target)
}
