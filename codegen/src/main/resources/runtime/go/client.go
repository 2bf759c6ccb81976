// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// defaultTimeout is the per-attempt timeout when neither the client nor the call sets one.
const defaultTimeout = 60 * time.Second

// RequestOption configures the client (passed to NewClient) or one call (passed last to any
// method); an option given to a call overrides the client's for that call.
type RequestOption func(*requestConfig)

// Option is RequestOption: the name reads better at NewClient.
type Option = RequestOption

// requestConfig collects what the options set; unset fields fall back to the client's, then to the
// generated defaults.
type requestConfig struct {
	baseURL       string
	baseURLSet    bool
	apiKey        string
	apiKeySet     bool
	maxRetries    int
	maxRetriesSet bool
	timeout       time.Duration
	httpClient    *http.Client
	// headers and query are the WithHeader and WithQuery families' changes, in the options' order.
	headers     []edit
	query       []edit
	jsonEdits   []jsonEdit
	middleware  []Middleware
	logger      *slog.Logger
	loggerSet   bool
	credentials map[string]string
	// idempotencyKey is the call's own idempotency key (WithIdempotencyKey), used when idempotencyKeySet.
	idempotencyKey    string
	idempotencyKeySet bool
	// pathValues are the path parameters the generated client takes as options (a path parameter with a
	// default, such as an API version segment), by the parameter's name in the spec; the generated
	// With<Name> options set them, NewClient first with the defaults.
	pathValues map[string]string
	// responseInto is where WithResponseInto stores the response of the call's final attempt.
	responseInto **http.Response
	err          error
	// strictResponses is set by WithStrictResponses (respjson.go).
	strictResponses bool
}

// WithResponseInto stores in *dst the HTTP response of the call's final attempt, for its status and
// headers (the request id among them): on success and also when the call returns an *APIError. A read
// body (a JSON or text call, any error) is replaced by a copy that can be read again; a binary or
// streamed body is the one the call returns, unread. A list call stores the response of the last page
// fetched. It is a per-call option; given to NewClient it records every call's response.
func WithResponseInto(dst **http.Response) RequestOption {
	return func(c *requestConfig) {
		c.responseInto = dst
	}
}

// WithCredential sets the value of the security scheme named scheme in the spec, other than the
// primary one (WithAPIKey sets that); generated options such as WithAppKey call it. Without it the
// scheme's environment variable is read; "" sends no value for it.
func WithCredential(scheme, value string) RequestOption {
	return func(c *requestConfig) {
		if c.credentials == nil {
			c.credentials = map[string]string{}
		}
		c.credentials[scheme] = value
	}
}

// WithBaseURL sets the URL every path is appended to (for a proxy, a mock server, another region).
// A path prefix such as https://example.com/v1 is kept.
func WithBaseURL(baseURL string) RequestOption {
	return func(c *requestConfig) {
		c.baseURL, c.baseURLSet = baseURL, true
	}
}

// WithAPIKey sets the API key. Without it the client reads the environment variable the SDK names
// (client.api_key_env of sdkgen.yaml) when it is created; WithAPIKey("") sends no key at all.
func WithAPIKey(apiKey string) RequestOption {
	return func(c *requestConfig) {
		c.apiKey, c.apiKeySet = apiKey, true
	}
}

// WithMaxRetries sets how many times a failed attempt is repeated (0 disables retrying). Without
// it, the SDK's retry policy decides (no `retries` section in sdkgen.yaml: 0). A negative number
// makes the calls fail.
func WithMaxRetries(maxRetries int) RequestOption {
	return func(c *requestConfig) {
		if maxRetries < 0 {
			c.fail(fmt.Errorf("WithMaxRetries(%d): the number of retries must not be negative", maxRetries))
			return
		}
		c.maxRetries, c.maxRetriesSet = maxRetries, true
	}
}

// WithHTTPClient sets the *http.Client that sends the requests (default: http.DefaultClient).
func WithHTTPClient(client *http.Client) RequestOption {
	return func(c *requestConfig) {
		c.httpClient = client
	}
}

// WithTimeout sets the timeout of each attempt (default 60 s): from sending the request to having
// read the whole response body (for a binary response: to having its headers). A timed-out attempt
// gives a *ConnectionTimeoutError. Zero or negative makes the calls fail.
func WithTimeout(timeout time.Duration) RequestOption {
	return func(c *requestConfig) {
		if timeout <= 0 {
			c.fail(fmt.Errorf("WithTimeout(%s): the timeout must be positive", timeout))
			return
		}
		c.timeout = timeout
	}
}

// WithHeader sets a header on every request (given to NewClient) or on one call's requests. It
// overrides the headers the client sends itself (Accept, User-Agent, Authorization...); an empty
// value removes the header (as WithHeaderDel does).
func WithHeader(key, value string) RequestOption {
	return func(c *requestConfig) {
		c.headers = append(c.headers, edit{editSet, key, value})
	}
}

// WithIdempotencyKey sets the idempotency key of a call instead of a generated one; it is sent on every
// attempt of the call, whatever the method. It has an effect only in an SDK generated with
// client.idempotency_header (the header's name); a WithHeader of that header wins over it.
func WithIdempotencyKey(key string) RequestOption {
	return func(c *requestConfig) {
		c.idempotencyKey, c.idempotencyKeySet = key, true
	}
}

func (c *requestConfig) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

// authKind says where the API key goes, from the spec's security scheme.
type authKind uint8

const (
	// authNone: no credentials.
	authNone authKind = iota
	// authBearer: Authorization: Bearer <key> (http bearer).
	authBearer
	// authBasic: Authorization: Basic <base64(key)> (http basic); the key is user:password, a key
	// without ":" is the user with an empty password.
	authBasic
	// authHeader: the key as the value of the header authScheme.name (apiKey in header).
	authHeader
	// authQuery: the key as the value of the query parameter authScheme.name (apiKey in query).
	authQuery
)

// authScheme is where the API key goes; name is the header or query parameter for authHeader and
// authQuery; prefix (client.auth_prefix of sdkgen.yaml), when set, is sent before the key and a space
// in an authHeader header ("Authorization: Bot <key>"). scheme is the scheme's name in the spec, set
// when operations name the schemes they send (requestSpec.security); env is the environment variable
// of a scheme other than the primary one.
type authScheme struct {
	kind   authKind
	name   string
	prefix string
	scheme string
	env    string
}

// credential is a scheme one call sends, with its value.
type credential struct {
	scheme authScheme
	value  string
}

// clientConfig holds the constants a generated client hands to the core: from sdkgen.yaml and the spec.
type clientConfig struct {
	// sdkName is sdk.name, for the User-Agent.
	sdkName string
	// sdkVersion is sdk.version, for the User-Agent and X-Sdkgen-Package-Version.
	sdkVersion string
	// defaultBaseURL is client.base_url, else the spec's first server; "" when neither gives one (then
	// every call needs WithBaseURL, on the client or on the call).
	defaultBaseURL string
	// apiKeyEnv is client.api_key_env: read when no API key is passed.
	apiKeyEnv string
	// auth says where the key goes.
	auth authScheme
	// schemes are the spec's other security schemes that some operation sends.
	schemes []authScheme
	// retries is the `retries` section, or nil when sdkgen.yaml has none (then the client retries
	// only when the caller sets WithMaxRetries above zero, with defaultRetryPolicy).
	retries *retryPolicy
	// idempotencyHeader is client.idempotency_header: the header that carries an idempotency key on every
	// request but GET and HEAD (one key per call, the same on each of its retries); "" sends none.
	idempotencyHeader string
	// requestIDHeader is client.request_id_header: the response header with the request id; "" looks
	// up X-Request-Id, then Request-Id.
	requestIDHeader string
	// logEnv is the environment variable that switches logging to stderr on (<NAME>_LOG=info|debug).
	logEnv string
}

// clientCore sends the requests of one generated client. Generated code creates it with
// newClientCore and calls do, newIter and getPage.
type clientCore struct {
	config         *clientConfig
	options        []RequestOption
	envAPIKey      string
	envCredentials map[string]string
	// envLogger is the stderr logger clientConfig.logEnv asks for, nil when it asks for none.
	envLogger *slog.Logger
	// sleep waits before a retry; tests in this package replace it.
	sleep func(ctx context.Context, wait time.Duration) error
	// random gives a number in [0, 1) for the backoff jitter; tests in this package replace it.
	random func() float64
}

// newClientCore creates the core of a generated client from its constants and the options passed
// to NewClient. The API key environment variable is read here, once.
func newClientCore(config *clientConfig, options []RequestOption) *clientCore {
	core := &clientCore{
		config:  config,
		options: append([]RequestOption(nil), options...),
		sleep:   sleepContext,
		random:  rand.Float64,
	}
	if config.apiKeyEnv != "" {
		core.envAPIKey = strings.TrimSpace(os.Getenv(config.apiKeyEnv))
	}
	core.envLogger = envLogger(config.logEnv)
	core.envCredentials = map[string]string{}
	for _, scheme := range config.schemes {
		core.envCredentials[scheme.scheme] = strings.TrimSpace(os.Getenv(scheme.env))
	}
	return core
}

// requestSpec describes one operation call; generated methods fill it. Zero values are the defaults.
type requestSpec struct {
	// method is the HTTP method, upper case ("GET").
	method string
	// path is the spec's path template ("/accounts/{account_id}/cards").
	path string
	// pathParams are the values of the template's placeholders, in order (string, integer, bool...);
	// each is percent-encoded as one segment ({+name}: reserved characters such as "/" are kept).
	pathParams []any
	// serverURL is the operation's own base URL (servers on the operation or its path item), used
	// instead of the client's default; a WithBaseURL option wins over it.
	serverURL string
	// security is the operation's security requirements when not the primary scheme alone:
	// alternatives, each the names of the schemes sent together. The call sends the first alternative
	// whose schemes all have a value, else the values the first alternative with some has; an empty
	// non-nil slice sends no credentials.
	security [][]string
	// params is a struct (or pointer to one; nil for none) whose `query` and `header` tagged fields
	// are the query and header parameters (see encodeParams).
	params any
	// body is the request body (nil: none), encoded as encoding says.
	body any
	// encoding is how body is encoded: encodingJSON (default), encodingForm, encodingMultipart,
	// encodingBinary or encodingText.
	encoding bodyEncoding
	// contentType overrides the encoding's default Content-Type.
	contentType string
	// responseType is what a 2xx response becomes: responseJSON (default), responseText or responseBinary.
	responseType responseType
	// accept overrides the Accept header (default: application/json for JSON responses, text/event-stream for
	// streams, */* otherwise).
	accept string
	// eventData is what one item of an event stream is made of: "" the event's data decoded as JSON, "text" the
	// data as a string, "named" the whole event ({"event", "data", "id"}) decoded into the item type.
	eventData string
	// streamFlag is a boolean property of the body that asks for an event stream ("stream"): a streaming
	// call sends it as true (a JSON property, a form field or a multipart part).
	streamFlag string
	// noRetries is true for operations marked x-sdkgen-retries: {enabled: false}: exactly one attempt.
	noRetries bool
	// rawPath is true for the generic requests (Execute): path is sent as it is, no placeholders filled,
	// and may be a whole URL.
	rawPath bool
	// encoded is body already encoded (set by the core for the pages of a list; generated code leaves it nil).
	encoded *encodedBody
	// pageURL is the next page's URL from a Link header (set by the core for link pagination): sent instead of
	// the path and the params' query, which it carries itself.
	pageURL string
}

// do sends one operation call, retrying as the policy allows, and decodes a 2xx response into
// result as req.responseType says: JSON into any pointer (nil result: discarded; empty body: result
// untouched), text into a *string, binary into a **http.Response whose body the caller reads and
// closes. A non-2xx response gives its status error (see newStatusError), no response a
// *ConnectionError; a cancelled ctx gives ctx.Err().
func (c *clientCore) do(ctx context.Context, req *requestSpec, result any, options []RequestOption) error {
	response, data, err := c.execute(ctx, req, nil, options)
	if err != nil {
		return err
	}
	return c.checked(decodeResult(req.responseType, response, data, result), req, result, options)
}

// call sends a request and returns its decoded result: what a generated method returns for a
// JSON body typed as a slice, map or scalar, for a text body (T = string) and for a binary body
// (T = *http.Response).
func call[T any](ctx context.Context, core *clientCore, req *requestSpec, options []RequestOption) (T, error) {
	var result T
	err := core.do(ctx, req, &result, options)
	return result, err
}

// callPointer sends a request and returns a pointer to its decoded result (for JSON bodies typed as
// a struct), nil on error.
func callPointer[T any](ctx context.Context, core *clientCore, req *requestSpec, options []RequestOption) (*T, error) {
	var result T
	if err := core.do(ctx, req, &result, options); err != nil {
		return nil, err
	}
	return &result, nil
}

// callSettings are the client's settings with one call's options applied.
type callSettings struct {
	baseURL     string
	baseURLSet  bool
	apiKey      string
	credentials map[string]string
	maxRetries  int
	timeout     time.Duration
	httpClient  *http.Client
	headers     []edit
	query       []edit
	jsonEdits   []jsonEdit
	middleware  []Middleware
	// logger is WithLogger's logger, else the environment's, else nil (no logs).
	logger     *slog.Logger
	pathValues map[string]string
	// idempotencyKey is the key WithIdempotencyKey gave, when idempotencyKeySet.
	idempotencyKey    string
	idempotencyKeySet bool
	// responseInto is WithResponseInto's destination, nil when not given.
	responseInto **http.Response
}

// baseFor is the base URL a request goes to: the client's, else the operation's own server URL when the client's
// was not set.
func (s *callSettings) baseFor(req *requestSpec) string {
	if req.serverURL != "" && !s.baseURLSet {
		return req.serverURL
	}
	return s.baseURL
}

func (c *clientCore) settings(options []RequestOption) (*callSettings, error) {
	var config requestConfig
	for _, option := range c.options {
		option(&config)
	}
	for _, option := range options {
		option(&config)
	}
	if config.err != nil {
		return nil, config.err
	}
	s := &callSettings{
		baseURL:    c.config.defaultBaseURL,
		apiKey:     c.envAPIKey,
		timeout:    defaultTimeout,
		httpClient: http.DefaultClient,
		headers:    config.headers,
		query:      config.query,
		jsonEdits:  config.jsonEdits,
		middleware: config.middleware,
		logger:     c.envLogger,
		pathValues: config.pathValues,

		idempotencyKey:    config.idempotencyKey,
		idempotencyKeySet: config.idempotencyKeySet,
		responseInto:      config.responseInto,
	}
	if c.config.retries != nil {
		s.maxRetries = c.config.retries.maxRetries
	}
	if config.baseURLSet {
		s.baseURL, s.baseURLSet = config.baseURL, true
	}
	if config.apiKeySet {
		s.apiKey = config.apiKey
	}
	s.credentials = map[string]string{}
	for name, value := range c.envCredentials {
		s.credentials[name] = value
	}
	for name, value := range config.credentials {
		s.credentials[name] = value
	}
	if c.config.auth.scheme != "" {
		s.credentials[c.config.auth.scheme] = s.apiKey
	}
	if config.maxRetriesSet {
		s.maxRetries = config.maxRetries
	}
	if config.timeout > 0 {
		s.timeout = config.timeout
	}
	if config.httpClient != nil {
		s.httpClient = config.httpClient
	}
	if config.loggerSet {
		s.logger = config.logger
	}
	return s, nil
}

// execute sends a request with retries. pageQuery (pagination) replaces query parameters of
// req.params. It returns the 2xx response and its body; for responseBinary the body is unread.
func (c *clientCore) execute(ctx context.Context, req *requestSpec, pageQuery []queryPair, options []RequestOption) (*http.Response, []byte, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	s, err := c.settings(options)
	if err != nil {
		return nil, nil, err
	}
	path := req.path
	if !req.rawPath {
		if path, err = fillClientPath(path, s.pathValues); err != nil {
			return nil, nil, err
		}
		if path, err = buildPath(path, req.pathParams); err != nil {
			return nil, nil, err
		}
	}
	query, headerParams, err := encodeParams(req.params)
	if err != nil {
		return nil, nil, err
	}
	if req.pageURL != "" {
		query = nil
	}
	for _, pair := range pageQuery {
		query = setQuery(query, pair.name, pair.value)
	}
	credentials := c.credentialsFor(s, req.security)
	for _, sent := range credentials {
		if sent.scheme.kind == authQuery {
			query = setQuery(query, sent.scheme.name, sent.value)
		}
	}
	query = applyQueryEdits(query, s.query)
	base := s.baseFor(req)
	if req.rawPath && (strings.HasPrefix(path, "https://") || strings.HasPrefix(path, "http://")) {
		base = path
		path = ""
	}
	if req.pageURL != "" {
		base, path = req.pageURL, ""
	}
	if base == "" {
		return nil, nil, errNoBaseURL
	}
	target := joinURL(base, path, encodeQuery(query))
	safeURL := c.redact(target, s)
	method := strings.ToUpper(req.method)
	body := req.encoded
	if body == nil {
		if body, err = encodeBody(req.body, req.encoding, req.contentType, req.streamFlag); err != nil {
			return nil, nil, err
		}
	}
	if body, err = applyJSONEdits(body, s.jsonEdits, method); err != nil {
		return nil, nil, err
	}
	accept := req.accept
	if accept == "" {
		accept = "*/*"
		if req.responseType == responseJSON {
			accept = "application/json"
		} else if req.responseType == responseStream {
			accept = "text/event-stream"
		}
	}
	policy := c.config.retries
	if policy == nil {
		policy = &defaultRetryPolicy
	}
	maxRetries := s.maxRetries
	if req.noRetries {
		maxRetries = 0
	}
	idempotencyKey := c.idempotencyKey(s, method)
	log := c.newRequestLog(ctx, s, method, safeURL)
	for retry := 0; ; retry++ {
		canRetry := retry < maxRetries
		headers := c.headers(s, accept, body, headerParams, retry, credentials, idempotencyKey)
		unread := req.responseType == responseBinary || req.responseType == responseStream
		log.request(retry+1, headers)
		started := time.Now()
		response, data, err := c.attempt(ctx, s, method, target, safeURL, headers, body, unread)
		log.response(retry+1, started, response, err)
		if err != nil {
			var connectionError *ConnectionError
			if canRetry && policy.connectionErrors && errors.As(err, &connectionError) {
				wait := retryDelay(policy, retry, "", c.random(), time.Now())
				log.retry(retry+1, wait)
				if err := c.sleep(ctx, wait); err != nil {
					return nil, nil, err
				}
				continue
			}
			return nil, nil, err
		}
		if response.StatusCode >= 200 && response.StatusCode < 300 {
			s.record(response, data, unread)
			return response, data, nil
		}
		if canRetry && shouldRetry(policy, response.StatusCode, response.Header) {
			wait := responseRetryDelay(policy, retry, response.Header, c.random(), time.Now())
			log.retry(retry+1, wait)
			if err := c.sleep(ctx, wait); err != nil {
				return nil, nil, err
			}
			continue
		}
		s.record(response, data, false)
		return nil, nil, c.errorFor(response, data, s.apiKey)
	}
}

// record stores the final attempt's response where WithResponseInto asked, a read body replaced by
// a re-readable copy of data (an unread one is left as it is).
func (s *callSettings) record(response *http.Response, data []byte, unread bool) {
	if s.responseInto == nil {
		return
	}
	if !unread {
		copied := *response
		copied.Body = io.NopCloser(bytes.NewReader(data))
		copied.ContentLength = int64(len(data))
		response = &copied
	}
	*s.responseInto = response
}

// attempt sends one HTTP request within the per-attempt timeout and reads the response body (a 2xx
// binary response is returned unread, its body closing the attempt's context).
func (c *clientCore) attempt(ctx context.Context, s *callSettings, method, target, safeURL string, headers http.Header, body *encodedBody, binary bool) (*http.Response, []byte, error) {
	attemptCtx, cancel := context.WithCancel(ctx)
	var timedOut atomic.Bool
	timer := time.AfterFunc(s.timeout, func() {
		timedOut.Store(true)
		cancel()
	})
	var reader io.Reader
	if body != nil {
		reader = bytes.NewReader(body.data)
	}
	httpRequest, err := http.NewRequestWithContext(attemptCtx, method, target, reader)
	if err != nil {
		timer.Stop()
		cancel()
		return nil, nil, fmt.Errorf("invalid request %s %s: %w", method, safeURL, unwrapURLError(err))
	}
	httpRequest.Header = headers
	response, err := s.send(httpRequest)
	if err == nil && binary && response.StatusCode >= 200 && response.StatusCode < 300 {
		if timer.Stop() {
			response.Body = &cancelOnClose{ReadCloser: response.Body, cancel: cancel}
			return response, nil, nil
		}
		response.Body.Close()
		err = context.DeadlineExceeded
	}
	var data []byte
	if err == nil {
		data, err = io.ReadAll(response.Body)
		response.Body.Close()
		response.Body = http.NoBody
	}
	timer.Stop()
	cancel()
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if timedOut.Load() {
			return nil, nil, &ConnectionTimeoutError{&ConnectionError{
				URL:     safeURL,
				Message: fmt.Sprintf("request timed out after %s: %s", s.timeout, safeURL),
				Err:     context.DeadlineExceeded,
			}}
		}
		cause := unwrapURLError(err)
		return nil, nil, &ConnectionError{URL: safeURL, Message: fmt.Sprintf("connection error: %v: %s", cause, safeURL), Err: cause}
	}
	return response, data, nil
}

// cancelOnClose ends a binary response's attempt context when the caller closes the body.
type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (b *cancelOnClose) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}

// unwrapURLError drops net/http's *url.Error wrapper, whose message repeats the URL (and with it an
// API key sent in the query).
func unwrapURLError(err error) error {
	var urlError *url.Error
	if errors.As(err, &urlError) {
		return urlError.Err
	}
	return err
}

// idempotencyKey is one call's idempotency key: the caller's, else a new one for a method other than GET
// and HEAD; "" when the SDK has no idempotency header.
func (c *clientCore) idempotencyKey(s *callSettings, method string) string {
	switch {
	case c.config.idempotencyHeader == "":
		return ""
	case s.idempotencyKeySet:
		return s.idempotencyKey
	case method == http.MethodGet || method == http.MethodHead:
		return ""
	}
	return newIdempotencyKey()
}

// headers builds the headers of one attempt: Accept, Content-Type, User-Agent, X-Sdkgen-*,
// credentials, the idempotency key, then the header parameters, then the options' headers (which win).
func (c *clientCore) headers(s *callSettings, accept string, body *encodedBody, params []queryPair, retry int, credentials []credential, idempotencyKey string) http.Header {
	headers := http.Header{}
	headers.Set("Accept", accept)
	if body != nil {
		headers.Set("Content-Type", body.contentType)
	}
	headers.Set("User-Agent", c.config.sdkName+"/"+c.config.sdkVersion+" (go; "+runtime.Version()+")")
	headers.Set("X-Sdkgen-Lang", "go")
	headers.Set("X-Sdkgen-Package-Version", c.config.sdkVersion)
	headers.Set("X-Sdkgen-Retry-Count", strconv.Itoa(retry))
	for _, sent := range credentials {
		switch sent.scheme.kind {
		case authBearer:
			headers.Set("Authorization", "Bearer "+sent.value)
		case authBasic:
			userPassword := sent.value
			if !strings.Contains(userPassword, ":") {
				userPassword += ":"
			}
			headers.Set("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(userPassword)))
		case authHeader:
			if sent.scheme.prefix != "" {
				headers.Set(sent.scheme.name, sent.scheme.prefix+" "+sent.value)
			} else {
				headers.Set(sent.scheme.name, sent.value)
			}
		}
	}
	if idempotencyKey != "" {
		headers.Set(c.config.idempotencyHeader, idempotencyKey)
	}
	for _, pair := range params {
		headers.Set(pair.name, pair.value)
	}
	applyHeaderEdits(headers, s.headers)
	return headers
}

// errorFor is the error for a non-2xx response; a 401 without an API key says how to set one.
func (c *clientCore) errorFor(response *http.Response, data []byte, apiKey string) error {
	message := ""
	if response.StatusCode == http.StatusUnauthorized && apiKey == "" && c.config.auth.kind != authNone {
		message = errorMessage(response.StatusCode, response.Header, data) +
			" (no API key was set: pass WithAPIKey or set the " + c.config.apiKeyEnv + " environment variable)"
	}
	err := newStatusError(response.StatusCode, response.Header, data, message)
	var apiErr *APIError
	if errors.As(err, &apiErr) {
		apiErr.RequestID = requestID(response.Header, c.config.requestIDHeader)
	}
	return err
}

// requestID is the request id of a response with these headers: the value of the header named name
// (client.request_id_header), or with name "" of X-Request-Id, else Request-Id; "" when absent.
func requestID(headers http.Header, name string) string {
	if name != "" {
		return headers.Get(name)
	}
	if id := headers.Get("X-Request-Id"); id != "" {
		return id
	}
	return headers.Get("Request-Id")
}

// credentialsFor picks the schemes one call sends, with their values (see requestSpec.security); a
// nil security sends the primary scheme.
func (c *clientCore) credentialsFor(s *callSettings, security [][]string) []credential {
	if security == nil {
		if s.apiKey == "" {
			return nil
		}
		return []credential{{scheme: c.config.auth, value: s.apiKey}}
	}
	var chosen, partial []string
	for _, alternative := range security {
		set := 0
		for _, name := range alternative {
			if s.credentials[name] != "" {
				set++
			}
		}
		if len(alternative) > 0 && set == len(alternative) {
			chosen = alternative
			break
		}
		if set > 0 && partial == nil {
			partial = alternative
		}
	}
	if chosen == nil {
		chosen = partial
	}
	var out []credential
	for _, name := range chosen {
		if value := s.credentials[name]; value != "" {
			if scheme, ok := c.scheme(name); ok {
				out = append(out, credential{scheme: scheme, value: value})
			}
		}
	}
	return out
}

// scheme finds a security scheme by its name in the spec.
func (c *clientCore) scheme(name string) (authScheme, bool) {
	if c.config.auth.scheme == name {
		return c.config.auth, true
	}
	for _, scheme := range c.config.schemes {
		if scheme.scheme == name {
			return scheme, true
		}
	}
	return authScheme{}, false
}

// redact masks every credential sent as a query parameter, for errors.
func (c *clientCore) redact(target string, s *callSettings) string {
	sent := []credential{{scheme: c.config.auth, value: s.apiKey}}
	for _, scheme := range c.config.schemes {
		sent = append(sent, credential{scheme: scheme, value: s.credentials[scheme.scheme]})
	}
	for _, one := range sent {
		if one.scheme.kind == authQuery && one.value != "" {
			name := escapeComponent(one.scheme.name)
			target = strings.ReplaceAll(target, name+"="+escapeComponent(one.value), name+"=***")
		}
	}
	return target
}

// decodeResult stores a 2xx response in result (see do).
func decodeResult(kind responseType, response *http.Response, data []byte, result any) error {
	contentType := response.Header.Get("Content-Type")
	switch kind {
	case responseBinary:
		if target, ok := result.(**http.Response); ok && target != nil {
			*target = response
			return nil
		}
		response.Body.Close()
		if result == nil {
			return nil
		}
		return fmt.Errorf("a binary response is stored in a **http.Response, not a %T", result)
	case responseText:
		if target, ok := result.(*string); ok && target != nil {
			*target = decodeText(data, contentType)
			return nil
		}
		if result == nil {
			return nil
		}
		return fmt.Errorf("a text response is stored in a *string, not a %T", result)
	default:
		return decodeJSON(data, contentType, result)
	}
}

// decodeJSON decodes a JSON response body into result. An empty body leaves result untouched; a
// *string or *any result takes a body that is not JSON as text.
func decodeJSON(data []byte, contentType string, result any) error {
	if len(data) == 0 || isNil(result) {
		return nil
	}
	text := decodeText(data, contentType)
	isJSON := strings.Contains(strings.ToLower(contentType), "json")
	switch target := result.(type) {
	case *string:
		if !isJSON || json.Unmarshal([]byte(text), target) != nil {
			*target = text
		}
		return nil
	case *any:
		if !isJSON || json.Unmarshal([]byte(text), target) != nil {
			*target = text
		}
		return nil
	}
	if err := json.Unmarshal([]byte(text), result); err != nil {
		return fmt.Errorf("decoding the response body: %w", err)
	}
	return nil
}

// errNoBaseURL is returned by every call of a client that knows no base URL: the API description
// names no server and sdkgen.yaml sets no client.base_url, and neither NewClient nor the call got
// WithBaseURL.
var errNoBaseURL = errors.New(`no base URL: the API description names no server, so pass WithBaseURL("https://api.example.com") to NewClient`)

var charsetParameter = regexp.MustCompile(`(?i);\s*charset="?([^";\s]+)`)

// decodeText gives a body as text: UTF-8 (invalid bytes replaced), or ISO-8859-1 / US-ASCII when the
// Content-Type's charset says so. Other charsets are read as UTF-8 (the standard library has no
// converters for them).
func decodeText(data []byte, contentType string) string {
	if match := charsetParameter.FindStringSubmatch(contentType); match != nil {
		switch strings.ToLower(match[1]) {
		case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1", "cp819", "us-ascii", "ascii":
			runes := make([]rune, len(data))
			for i, b := range data {
				runes[i] = rune(b)
			}
			return string(runes)
		}
	}
	if utf8.Valid(data) {
		return string(data)
	}
	return strings.ToValidUTF8(string(data), "\uFFFD")
}

// sleepContext waits for wait, or until ctx is done (then it returns ctx.Err()).
func sleepContext(ctx context.Context, wait time.Duration) error {
	if wait <= 0 {
		return ctx.Err()
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// The entry points generated code calls. An SDK does not necessarily use every one of them (one
// without paginated lists never calls newIter), so they are referenced here: staticcheck's
// unused-code check stays quiet in every SDK.
var (
	_ = newClientCore
	_ = (*clientCore).do
	_ = call[struct{}]
	_ = callPointer[struct{}]
	_ = marshalObject
	_ = marshalObjectExtra[struct{}]
	_ = unmarshalObjectExtra[struct{}]
	_ = marshalUnion
	_ = unionDiscriminator
	_ = unionVariant[struct{}]
	_ = getPage[struct{}]
	_ = newIter[struct{}]
	_ = newStream[struct{}]
	_ = responseText
	_ = (*clientCore).request
	_ = (*clientCore).withOptions
)
