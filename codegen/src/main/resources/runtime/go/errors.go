// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// maxDetailLength is how many characters of a response body an error message quotes at most.
const maxDetailLength = 1000

// APIError is the error for a response with a non-2xx status. Every status error below wraps one,
// so errors.As(err, &apiErr) with apiErr of type *APIError matches all of them.
type APIError struct {
	// StatusCode is the HTTP status of the response.
	StatusCode int
	// Headers are the response headers (look names up with Headers.Get, which ignores case).
	Headers http.Header
	// Body is the response body as received (JSON, text, or empty).
	Body []byte
	// RequestID is the response's request id (the header named by client.request_id_header, else
	// X-Request-Id, else Request-Id), or "" when it sent none.
	RequestID string
	// Message is "<status> <the server's message>", the server's message taken from the JSON body's
	// error.message, message, error or detail, else the body itself (truncated to 1000 characters).
	Message string
}

// Error returns the message.
func (e *APIError) Error() string {
	return e.Message
}

// BadRequestError is the error for a 400 response: the server rejected the request as malformed.
type BadRequestError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *BadRequestError) Unwrap() error { return e.APIError }

// AuthenticationError is the error for a 401 response: the API key is missing, wrong or expired.
type AuthenticationError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *AuthenticationError) Unwrap() error { return e.APIError }

// PermissionDeniedError is the error for a 403 response: the API key may not do this.
type PermissionDeniedError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *PermissionDeniedError) Unwrap() error { return e.APIError }

// NotFoundError is the error for a 404 response: the addressed resource does not exist.
type NotFoundError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *NotFoundError) Unwrap() error { return e.APIError }

// ConflictError is the error for a 409 response: the request conflicts with the resource's state.
type ConflictError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *ConflictError) Unwrap() error { return e.APIError }

// UnprocessableEntityError is the error for a 422 response: the request was well-formed but its
// content was rejected.
type UnprocessableEntityError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *UnprocessableEntityError) Unwrap() error { return e.APIError }

// RateLimitError is the error for a 429 response (returned once retries, if any, are exhausted).
type RateLimitError struct {
	*APIError
	// RetryAfter is how long the server asked to wait (its Retry-After header, not capped), or 0
	// when it did not say.
	RetryAfter time.Duration
}

// Unwrap returns the *APIError.
func (e *RateLimitError) Unwrap() error { return e.APIError }

// InternalServerError is the error for any status of 500 or above: the server failed.
type InternalServerError struct{ *APIError }

// Unwrap returns the *APIError.
func (e *InternalServerError) Unwrap() error { return e.APIError }

// ConnectionError is the error when no response arrived: the connection could not be made, was
// dropped, or (as *ConnectionTimeoutError) the attempt timed out. It is not an *APIError: there is
// no status. A cancelled or expired caller context is returned as the context's own error instead.
type ConnectionError struct {
	// URL is the requested URL; an API key sent as a query parameter is masked as "***".
	URL string
	// Message describes the failure and names the URL.
	Message string
	// Err is the cause (a network error, io.EOF, context.DeadlineExceeded for a timeout, ...).
	Err error
}

// Error returns the message.
func (e *ConnectionError) Error() string {
	return e.Message
}

// Unwrap returns the cause.
func (e *ConnectionError) Unwrap() error {
	return e.Err
}

// ConnectionTimeoutError is the error when an attempt got no complete response within the timeout
// (WithTimeout). errors.As matches it to *ConnectionError too.
type ConnectionTimeoutError struct{ *ConnectionError }

// Unwrap returns the *ConnectionError.
func (e *ConnectionTimeoutError) Unwrap() error { return e.ConnectionError }

// newStatusError builds the error for a non-2xx response: one type per common status, a plain
// *APIError for the others. An empty message means the standard one (errorMessage).
func newStatusError(status int, headers http.Header, body []byte, message string) error {
	if headers == nil {
		headers = http.Header{}
	}
	if message == "" {
		message = errorMessage(status, headers, body)
	}
	base := &APIError{StatusCode: status, Headers: headers, Body: body, Message: message}
	switch {
	case status == http.StatusBadRequest:
		return &BadRequestError{base}
	case status == http.StatusUnauthorized:
		return &AuthenticationError{base}
	case status == http.StatusForbidden:
		return &PermissionDeniedError{base}
	case status == http.StatusNotFound:
		return &NotFoundError{base}
	case status == http.StatusConflict:
		return &ConflictError{base}
	case status == http.StatusUnprocessableEntity:
		return &UnprocessableEntityError{base}
	case status == http.StatusTooManyRequests:
		retryAfter, _ := parseRetryAfter(headers.Get("Retry-After"), time.Now())
		return &RateLimitError{APIError: base, RetryAfter: retryAfter}
	case status >= 500:
		return &InternalServerError{base}
	default:
		return base
	}
}

// errorMessage is the one-line description of a failed response: "<status> <detail>", or
// "<status> status code (no body)".
func errorMessage(status int, headers http.Header, body []byte) string {
	detail := describeBody(headers, body)
	if detail == "" {
		return strconv.Itoa(status) + " status code (no body)"
	}
	return strconv.Itoa(status) + " " + detail
}

// describeBody picks the server's message from a JSON body (error.message, message, error, detail),
// else gives the JSON (compacted) or the text, truncated.
func describeBody(headers http.Header, body []byte) string {
	if len(body) == 0 {
		return ""
	}
	text := decodeText(body, headers.Get("Content-Type"))
	if !strings.Contains(strings.ToLower(headers.Get("Content-Type")), "json") {
		return truncate(text)
	}
	var parsed any
	if json.Unmarshal([]byte(text), &parsed) != nil {
		return truncate(text)
	}
	switch value := parsed.(type) {
	case nil:
		return ""
	case string:
		return truncate(value)
	case map[string]any:
		if nested, ok := value["error"].(map[string]any); ok {
			if message, ok := nested["message"].(string); ok && message != "" {
				return truncate(message)
			}
		}
		for _, key := range []string{"message", "error", "detail"} {
			if message, ok := value[key].(string); ok && message != "" {
				return truncate(message)
			}
		}
	}
	var compact bytes.Buffer
	if json.Compact(&compact, []byte(text)) != nil {
		return truncate(text)
	}
	return truncate(compact.String())
}

func truncate(text string) string {
	if utf8.RuneCountInString(text) <= maxDetailLength {
		return text
	}
	runes := []rune(text)
	return string(runes[:maxDetailLength]) + "…"
}
