// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The escape hatches: options that change what one request sends beyond what the generated methods
// take (WithJSONSet, WithQuery, WithHeaderDel...), middleware around each attempt, logging, and the
// generic request for endpoints the SDK has no method for.

// editOp is what a query or header edit does.
type editOp uint8

const (
	// editSet replaces every value of the name with one value.
	editSet editOp = iota
	// editAdd adds a value, keeping the others.
	editAdd
	// editDel removes every value of the name.
	editDel
)

// edit is one query parameter or header change an option asks for, applied in the options' order.
type edit struct {
	op          editOp
	name, value string
}

// jsonEdit is one change of the JSON request body: the value (already encoded) at a path, or its removal.
type jsonEdit struct {
	path  []string
	value json.RawMessage
	del   bool
}

// WithHeaderAdd adds a value to a header of the requests, keeping the values already there (WithHeader
// replaces them). Given to NewClient it applies to every call.
func WithHeaderAdd(key, value string) RequestOption {
	return func(c *requestConfig) {
		c.headers = append(c.headers, edit{editAdd, key, value})
	}
}

// WithHeaderDel removes a header from the requests, also one the client sends itself (User-Agent,
// Authorization...).
func WithHeaderDel(key string) RequestOption {
	return func(c *requestConfig) {
		c.headers = append(c.headers, edit{editDel, key, ""})
	}
}

// WithQuery sets a query parameter of the requests, replacing the values the call's parameters (or an
// earlier option) gave it. Given to NewClient it applies to every call.
func WithQuery(key, value string) RequestOption {
	return func(c *requestConfig) {
		c.query = append(c.query, edit{editSet, key, value})
	}
}

// WithQueryAdd adds a value to a query parameter (key=a&key=b), keeping the values already there.
func WithQueryAdd(key, value string) RequestOption {
	return func(c *requestConfig) {
		c.query = append(c.query, edit{editAdd, key, value})
	}
}

// WithQueryDel removes a query parameter from the requests.
func WithQueryDel(key string) RequestOption {
	return func(c *requestConfig) {
		c.query = append(c.query, edit{editDel, key, ""})
	}
}

// WithJSONSet sets a field of the JSON request body to value (encoded with encoding/json when the option
// is created), adding it when it is missing: for a field the SDK's types do not have yet. path is the
// field's name, dotted for nesting ("metadata.order_id"; `\.` is a literal dot); a segment that is a
// number indexes an array ("items.0.price"; the array's length appends). Objects missing on the way are
// created. A request without a body gets a JSON object, except a GET or HEAD; a body that is not JSON
// (form, multipart) makes the call fail.
func WithJSONSet(path string, value any) RequestOption {
	segments, err := jsonPath(path)
	var encoded []byte
	if err == nil {
		if encoded, err = json.Marshal(value); err != nil {
			err = fmt.Errorf("WithJSONSet(%q): %w", path, err)
		}
	}
	return func(c *requestConfig) {
		if err != nil {
			c.fail(err)
			return
		}
		c.jsonEdits = append(c.jsonEdits, jsonEdit{path: segments, value: encoded})
	}
}

// WithJSONDel removes a field of the JSON request body (path as in WithJSONSet); a missing field is no error.
func WithJSONDel(path string) RequestOption {
	segments, err := jsonPath(path)
	return func(c *requestConfig) {
		if err != nil {
			c.fail(err)
			return
		}
		c.jsonEdits = append(c.jsonEdits, jsonEdit{path: segments, del: true})
	}
}

// MiddlewareNext sends the request on: to the next middleware, or over the network by the client's
// *http.Client.
type MiddlewareNext = func(*http.Request) (*http.Response, error)

// Middleware sees every attempt of a request (a retry is a new attempt) and returns its response: it
// may change the request, call next (or not, answering by itself), and look at or replace the response.
type Middleware = func(req *http.Request, next MiddlewareNext) (*http.Response, error)

// WithMiddleware adds middleware around each attempt. Middleware runs in the order given, the client's
// (given to NewClient) before the call's: the first is the outermost. A middleware's error ends the
// attempt as a *ConnectionError wrapping it (errors.Is finds it), retried as connection errors are.
func WithMiddleware(middleware ...Middleware) RequestOption {
	return func(c *requestConfig) {
		c.middleware = append(c.middleware, middleware...)
	}
}

// WithLogger logs the requests to logger: at Info one record per attempt (method, URL, status or error,
// duration, attempt number) and one per retry (its wait); at Debug also the request and response
// headers. Credentials are masked (***): the Authorization, Proxy-Authorization, Cookie and Set-Cookie
// headers, the API key's header and query parameter. WithLogger(nil) logs nothing, also when the
// environment variable the README names asks for logs.
func WithLogger(logger *slog.Logger) RequestOption {
	return func(c *requestConfig) {
		c.logger, c.loggerSet = logger, true
	}
}

// envLogger is the logger the environment variable name asks for: "info" or "debug" (any case) log
// to stderr as text at that level; anything else (or nothing) logs nothing.
func envLogger(name string) *slog.Logger {
	if name == "" {
		return nil
	}
	var level slog.Level
	switch strings.ToLower(strings.TrimSpace(os.Getenv(name))) {
	case "info":
		level = slog.LevelInfo
	case "debug":
		level = slog.LevelDebug
	default:
		return nil
	}
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
}

// jsonPath splits a dotted path into its segments; `\.` is a dot inside a segment.
func jsonPath(path string) ([]string, error) {
	if path == "" {
		return nil, errors.New("a JSON body path must not be empty")
	}
	var segments []string
	var current strings.Builder
	for i := 0; i < len(path); i++ {
		switch {
		case path[i] == '\\' && i+1 < len(path) && path[i+1] == '.':
			current.WriteByte('.')
			i++
		case path[i] == '.':
			segments = append(segments, current.String())
			current.Reset()
		default:
			current.WriteByte(path[i])
		}
	}
	return append(segments, current.String()), nil
}

// applyJSONEdits returns body with the edits applied (body itself when there are none). A nil body becomes
// a JSON object when some edit sets a value and the method may carry a body.
func applyJSONEdits(body *encodedBody, edits []jsonEdit, method string) (*encodedBody, error) {
	if len(edits) == 0 {
		return body, nil
	}
	if body == nil {
		sets := false
		for _, e := range edits {
			sets = sets || !e.del
		}
		if !sets || method == http.MethodGet || method == http.MethodHead {
			return body, nil
		}
		body = &encodedBody{data: []byte("{}"), contentType: defaultContentTypes[encodingJSON]}
	}
	if !strings.Contains(strings.ToLower(body.contentType), "json") {
		return nil, fmt.Errorf("WithJSONSet and WithJSONDel change a JSON body, and this request's body is %s", body.contentType)
	}
	data := body.data
	for _, e := range edits {
		var err error
		if data, err = editJSON(data, e.path, e.value, e.del); err != nil {
			return nil, fmt.Errorf("JSON body path %q: %w", strings.Join(e.path, "."), err)
		}
	}
	return &encodedBody{data: data, contentType: body.contentType}, nil
}

// editJSON sets (or with del removes) the value at path inside the JSON document raw, keeping the order
// and the bytes of everything else.
func editJSON(raw json.RawMessage, path []string, value json.RawMessage, del bool) (json.RawMessage, error) {
	if len(path) == 0 {
		return value, nil
	}
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		return editArray(trimmed, path, value, del)
	}
	if len(trimmed) == 0 || trimmed[0] != '{' {
		if del {
			return raw, nil
		}
		trimmed = []byte("{}") // a missing field or a scalar on the way becomes an object
	}
	members, err := objectMembers(trimmed)
	if err != nil {
		return nil, err
	}
	found := -1
	for i, member := range members {
		if member.key == path[0] {
			found = i
		}
	}
	switch {
	case del && found < 0:
		return raw, nil
	case del && len(path) == 1:
		members = append(members[:found], members[found+1:]...)
	case found < 0:
		members = append(members, jsonMember{key: path[0]})
		found = len(members) - 1
		fallthrough
	default:
		if members[found].value, err = editJSON(members[found].value, path[1:], value, del); err != nil {
			return nil, err
		}
	}
	var out bytes.Buffer
	out.WriteByte('{')
	first := true
	for _, member := range members {
		writeMember(&out, &first, member.key, member.value)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// editArray is editJSON on an array: path[0] is an index (the length appends when setting).
func editArray(raw json.RawMessage, path []string, value json.RawMessage, del bool) (json.RawMessage, error) {
	if len(path) == 0 {
		return value, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, err
	}
	index, err := strconv.Atoi(path[0])
	switch {
	case err != nil || index < 0:
		return nil, fmt.Errorf("%q is not an index of an array", path[0])
	case del && len(path) == 1 && index < len(items):
		items = append(items[:index], items[index+1:]...)
	case del && index >= len(items):
		return raw, nil
	case index > len(items) || index == len(items) && len(path) > 1:
		return nil, fmt.Errorf("index %d is past the end of an array of %d", index, len(items))
	default:
		if index == len(items) {
			items = append(items, nil)
		}
		if items[index], err = editJSON(items[index], path[1:], value, del); err != nil {
			return nil, err
		}
	}
	return json.Marshal(items)
}

// jsonMember is one member of a JSON object, its value as written.
type jsonMember struct {
	key   string
	value json.RawMessage
}

// objectMembers reads the members of a JSON object in order.
func objectMembers(raw json.RawMessage) ([]jsonMember, error) {
	decoder := json.NewDecoder(bytes.NewReader(raw))
	if _, err := decoder.Token(); err != nil {
		return nil, err
	}
	var members []jsonMember
	for decoder.More() {
		token, err := decoder.Token()
		if err != nil {
			return nil, err
		}
		key, _ := token.(string)
		var value json.RawMessage
		if err := decoder.Decode(&value); err != nil {
			return nil, err
		}
		members = append(members, jsonMember{key, value})
	}
	return members, nil
}

// applyQueryEdits returns the query pairs with the options' edits applied.
func applyQueryEdits(pairs []queryPair, edits []edit) []queryPair {
	for _, e := range edits {
		switch e.op {
		case editSet:
			pairs = setQuery(pairs, e.name, e.value)
		case editAdd:
			pairs = append(pairs, queryPair{e.name, e.value})
		default:
			kept := pairs[:0:0]
			for _, pair := range pairs {
				if pair.name != e.name {
					kept = append(kept, pair)
				}
			}
			pairs = kept
		}
	}
	return pairs
}

// applyHeaderEdits changes headers as the options ask; WithHeader with an empty value removes the header.
// A User-Agent removed is kept as one empty value: net/http sends its own User-Agent when the header is
// missing, and none when it is empty.
func applyHeaderEdits(headers http.Header, edits []edit) {
	for _, e := range edits {
		switch {
		case e.op == editDel || e.op == editSet && e.value == "":
			headers.Del(e.name)
		case e.op == editAdd:
			headers.Add(e.name, e.value)
		default:
			headers.Set(e.name, e.value)
		}
	}
	if len(headers.Values("User-Agent")) == 0 {
		headers["User-Agent"] = []string{""}
	}
}

// send sends one attempt through the middleware, the first outermost, then the *http.Client.
func (s *callSettings) send(request *http.Request) (*http.Response, error) {
	next := s.httpClient.Do
	for i := len(s.middleware) - 1; i >= 0; i-- {
		middleware, inner := s.middleware[i], next
		next = func(r *http.Request) (*http.Response, error) { return middleware(r, inner) }
	}
	response, err := next(request)
	switch {
	case err != nil && response != nil && response.Body != nil:
		response.Body.Close()
		return nil, err
	case err == nil && response == nil:
		return nil, errors.New("a middleware returned neither a response nor an error")
	case err == nil && response.Body == nil:
		response.Body = http.NoBody
	}
	return response, err
}

// sensitiveHeaders are masked in logs, besides the headers that carry an API key.
var sensitiveHeaders = []string{"Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"}

// requestLog writes the log records of one call's attempts; its methods do nothing without a logger.
type requestLog struct {
	logger  *slog.Logger
	ctx     context.Context
	method  string
	url     string
	secrets map[string]bool
}

// newRequestLog prepares the log of one call to safeURL (the URL with query credentials masked).
func (c *clientCore) newRequestLog(ctx context.Context, s *callSettings, method, safeURL string) *requestLog {
	log := &requestLog{logger: s.logger, ctx: ctx, method: method, url: safeURL, secrets: map[string]bool{}}
	for _, name := range sensitiveHeaders {
		log.secrets[name] = true
	}
	for _, scheme := range append([]authScheme{c.config.auth}, c.config.schemes...) {
		if scheme.kind == authHeader {
			log.secrets[http.CanonicalHeaderKey(scheme.name)] = true
		}
	}
	return log
}

// request logs an attempt about to be sent (Debug: with its headers).
func (l *requestLog) request(attempt int, headers http.Header) {
	if l.logger != nil && l.logger.Enabled(l.ctx, slog.LevelDebug) {
		l.logger.LogAttrs(l.ctx, slog.LevelDebug, "HTTP request", slog.String("method", l.method),
			slog.String("url", l.url), slog.Int("attempt", attempt), l.headers("headers", headers))
	}
}

// response logs an attempt's outcome: its status or its error (Info), and at Debug the response headers.
func (l *requestLog) response(attempt int, started time.Time, response *http.Response, err error) {
	if l.logger == nil {
		return
	}
	attrs := []slog.Attr{slog.String("method", l.method), slog.String("url", l.url)}
	if err != nil {
		attrs = append(attrs, slog.String("error", err.Error()))
	} else {
		attrs = append(attrs, slog.Int("status", response.StatusCode))
	}
	attrs = append(attrs, slog.Duration("duration", time.Since(started)), slog.Int("attempt", attempt))
	if response != nil && l.logger.Enabled(l.ctx, slog.LevelDebug) {
		attrs = append(attrs, l.headers("response_headers", response.Header))
	}
	l.logger.LogAttrs(l.ctx, slog.LevelInfo, "HTTP response", attrs...)
}

// retry logs the wait before the next attempt.
func (l *requestLog) retry(attempt int, wait time.Duration) {
	if l.logger != nil {
		l.logger.LogAttrs(l.ctx, slog.LevelInfo, "HTTP retry", slog.String("method", l.method),
			slog.String("url", l.url), slog.Int("next_attempt", attempt+1), slog.Duration("wait", wait))
	}
}

// headers is a group of the headers sorted by name, credentials masked.
func (l *requestLog) headers(group string, headers http.Header) slog.Attr {
	names := make([]string, 0, len(headers))
	for name := range headers {
		names = append(names, name)
	}
	sort.Strings(names)
	attrs := make([]any, 0, len(names))
	for _, name := range names {
		value := strings.Join(headers[name], ", ")
		if l.secrets[http.CanonicalHeaderKey(name)] {
			value = "***"
		}
		attrs = append(attrs, slog.String(name, value))
	}
	return slog.Group(group, attrs...)
}

// request sends a request the SDK has no method for (see the generated client's Execute): path is
// appended to the base URL as it is (already encoded; it may carry a query) or is a whole http(s) URL;
// params are the query parameters of a GET or HEAD (a struct with query tags or a map), else the JSON
// body; res receives the response as do's result does (a **http.Response gets it unread).
func (c *clientCore) request(ctx context.Context, method, path string, params, res any, options []RequestOption) error {
	if strings.TrimSpace(method) == "" {
		return errors.New("the request needs an HTTP method")
	}
	req := &requestSpec{method: strings.ToUpper(method), path: path, rawPath: true}
	if req.method == http.MethodGet || req.method == http.MethodHead {
		req.params = params
	} else {
		req.body = params
	}
	if _, ok := res.(**http.Response); ok {
		req.responseType = responseBinary
	}
	return c.do(ctx, req, res, options)
}

// withOptions is a copy of the core whose calls apply options after the core's own; the two share
// nothing that changes.
func (c *clientCore) withOptions(options []RequestOption) *clientCore {
	copied := *c
	copied.options = append(append([]RequestOption(nil), c.options...), options...)
	copied.envCredentials = map[string]string{}
	for name, value := range c.envCredentials {
		copied.envCredentials[name] = value
	}
	return &copied
}
