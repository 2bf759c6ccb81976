// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// doneSentinel is the data of the event that ends a stream (OpenAI's convention).
const doneSentinel = "[DONE]"

// ServerSentEvent is one event of a text/event-stream response, as the decoder dispatches it.
type ServerSentEvent struct {
	// Event is the event's name (its event: field); "message" when it names none.
	Event string
	// Data is the event's data: lines joined with "\n".
	Data string
	// ID is the last id: seen in the stream so far ("" when none).
	ID string
	// Retry is the event's retry: field in milliseconds, or -1 when it has none.
	Retry int
}

// sseDecoder decodes the text/event-stream format (WHATWG HTML, "Server-sent events") incrementally: lines end
// with CRLF, LF or CR (also split across reads); a leading byte order mark is skipped; data: lines accumulate,
// event:, id: (without NUL) and retry: (digits only) set their fields; lines starting with ":" are comments; one
// space after the colon is dropped; a blank line dispatches the event unless it has no data. Unlike a browser, an
// event left without a blank line at the end of the stream is still dispatched (by flush).
type sseDecoder struct {
	buffer    []byte
	started   bool
	pendingCR bool
	eventType string
	data      []string
	hasData   bool
	lastID    string
	retry     int
}

func newSSEDecoder() *sseDecoder {
	return &sseDecoder{retry: -1}
}

// decode takes the next bytes of the stream and returns the events they complete.
func (d *sseDecoder) decode(chunk []byte) []ServerSentEvent {
	input := chunk
	if !d.started && len(d.buffer)+len(input) > 0 {
		joined := append(d.buffer, input...)
		if len(joined) < 3 && strings.HasPrefix("\xEF\xBB\xBF", string(joined)) {
			d.buffer = joined
			return nil
		}
		d.started = true
		d.buffer = nil
		input = []byte(strings.TrimPrefix(string(joined), "\xEF\xBB\xBF"))
	}
	if d.pendingCR && len(input) > 0 && input[0] == '\n' {
		input = input[1:]
	}
	d.pendingCR = false
	var events []ServerSentEvent
	buffer := append(d.buffer, input...)
	for {
		end := -1
		for i, b := range buffer {
			if b == '\r' || b == '\n' {
				end = i
				break
			}
		}
		if end < 0 {
			break
		}
		line := string(buffer[:end])
		next := end + 1
		if buffer[end] == '\r' {
			if next == len(buffer) {
				d.pendingCR = true
			} else if buffer[next] == '\n' {
				next++
			}
		}
		buffer = buffer[next:]
		events = d.line(line, events)
	}
	d.buffer = append([]byte(nil), buffer...)
	return events
}

// flush ends the stream: it returns the last event when no blank line followed it.
func (d *sseDecoder) flush() []ServerSentEvent {
	var events []ServerSentEvent
	if !d.started && len(d.buffer) > 0 {
		d.started = true
		d.buffer = []byte(strings.TrimPrefix(string(d.buffer), "\xEF\xBB\xBF"))
	}
	if len(d.buffer) > 0 {
		events = d.line(string(d.buffer), events)
		d.buffer = nil
	}
	if event, ok := d.dispatch(); ok {
		events = append(events, event)
	}
	return events
}

func (d *sseDecoder) line(raw string, events []ServerSentEvent) []ServerSentEvent {
	line := strings.ToValidUTF8(raw, "\uFFFD")
	if line == "" {
		if event, ok := d.dispatch(); ok {
			events = append(events, event)
		}
		return events
	}
	if strings.HasPrefix(line, ":") {
		return events
	}
	field, value, _ := strings.Cut(line, ":")
	value = strings.TrimPrefix(value, " ")
	switch field {
	case "event":
		d.eventType = value
	case "data":
		d.data = append(d.data, value)
		d.hasData = true
	case "id":
		if !strings.Contains(value, "\x00") {
			d.lastID = value
		}
	case "retry":
		if n, err := strconv.Atoi(value); err == nil && value != "" && strings.Trim(value, "0123456789") == "" {
			d.retry = n
		}
	}
	return events
}

func (d *sseDecoder) dispatch() (ServerSentEvent, bool) {
	event := ServerSentEvent{Event: d.eventType, Data: strings.Join(d.data, "\n"), ID: d.lastID, Retry: d.retry}
	if event.Event == "" {
		event.Event = "message"
	}
	had := d.hasData
	d.eventType, d.data, d.hasData, d.retry = "", nil, false, -1
	return event, had
}

// Stream reads the events of a streaming response one at a time, each as it arrives:
//
//	stream := client.Events.Tail(ctx, nil)
//	defer stream.Close()
//	for stream.Next() {
//		event := stream.Current()
//	}
//	if err := stream.Err(); err != nil { ... }
//
// Close (or ending ctx) closes the connection; leaving the loop early without it leaks the connection until the
// server ends it. An "error" event ends the stream with an *APIError carrying the event's data as its Body; an
// event whose data is [DONE] ends it without error. A call that fails before the first event (a status error
// after the retries, no response) gives a stream whose Next is false and whose Err says why.
type Stream[T any] struct {
	response  *http.Response
	body      io.ReadCloser
	cancel    context.CancelFunc
	decoder   *sseDecoder
	pending   []ServerSentEvent
	eventData string
	idle      time.Duration
	url       string
	current   T
	err       error
	done      bool
	eof       bool
	buffer    []byte
}

// newStream sends a streaming call (req.responseType is responseStream) and returns its stream.
func newStream[T any](ctx context.Context, core *clientCore, req *requestSpec, options []RequestOption) *Stream[T] {
	s, err := core.settings(options)
	if err != nil {
		return &Stream[T]{err: err, done: true}
	}
	response, _, err := core.execute(ctx, req, nil, options)
	if err != nil {
		return &Stream[T]{err: err, done: true}
	}
	stream := &Stream[T]{
		response:  response,
		body:      response.Body,
		decoder:   newSSEDecoder(),
		eventData: req.eventData,
		idle:      s.timeout,
		url:       core.redact(response.Request.URL.String(), s),
		buffer:    make([]byte, 4096),
	}
	if body, ok := response.Body.(*cancelOnClose); ok {
		stream.cancel = body.cancel
	}
	return stream
}

// Next reads the next item; false at the end of the stream or on an error (see Err).
func (s *Stream[T]) Next() bool {
	for !s.done {
		if len(s.pending) > 0 {
			event := s.pending[0]
			s.pending = s.pending[1:]
			if s.take(event) {
				return true
			}
		} else if s.eof {
			s.finish(nil)
		} else {
			s.read()
		}
	}
	return false
}

// Current is the item Next read last.
func (s *Stream[T]) Current() T {
	return s.current
}

// Err is the error that ended the stream, or nil when it ended normally (or has not ended).
func (s *Stream[T]) Err() error {
	return s.err
}

// Close closes the connection; later calls to Next return false. It is safe to call more than once.
func (s *Stream[T]) Close() error {
	s.done = true
	if s.body == nil {
		return nil
	}
	err := s.body.Close()
	s.body = nil
	return err
}

// read reads the next bytes within the idle timeout and decodes them.
func (s *Stream[T]) read() {
	var timedOut atomic.Bool
	var timer *time.Timer
	if s.cancel != nil {
		timer = time.AfterFunc(s.idle, func() {
			timedOut.Store(true)
			s.cancel()
		})
	}
	n, err := s.body.Read(s.buffer)
	if timer != nil {
		timer.Stop()
	}
	s.pending = append(s.pending, s.decoder.decode(s.buffer[:n])...)
	if err == nil {
		return
	}
	s.pending = append(s.pending, s.decoder.flush()...)
	if errors.Is(err, io.EOF) {
		s.eof = true
		return
	}
	s.finish(err)
	if timedOut.Load() {
		s.err = &ConnectionTimeoutError{&ConnectionError{
			URL:     s.url,
			Message: fmt.Sprintf("no event arrived within %s: %s", s.idle, s.url),
			Err:     context.DeadlineExceeded,
		}}
	} else if ctxErr := s.response.Request.Context().Err(); ctxErr != nil {
		s.err = ctxErr
	} else {
		s.err = &ConnectionError{URL: s.url, Message: fmt.Sprintf("connection error: %v: %s", err, s.url), Err: err}
	}
}

// take handles one event: true when it is an item (in current).
func (s *Stream[T]) take(event ServerSentEvent) bool {
	if event.Data == doneSentinel {
		s.finish(nil)
		return false
	}
	if event.Event == "error" {
		body := []byte(event.Data)
		message := "error event: " + errorMessage(s.response.StatusCode, s.response.Header, body)
		s.finish(&APIError{StatusCode: s.response.StatusCode, Headers: s.response.Header, Body: body, Message: message})
		return false
	}
	var item T
	if err := decodeEvent(event, s.eventData, &item); err != nil {
		s.finish(err)
		return false
	}
	s.current = item
	return true
}

func (s *Stream[T]) finish(err error) {
	if s.err == nil {
		s.err = err
	}
	s.Close()
}

// decodeEvent decodes one event into an item as eventData says (see requestSpec.eventData).
func decodeEvent(event ServerSentEvent, eventData string, item any) error {
	switch eventData {
	case "text":
		target, ok := item.(*string)
		if !ok {
			return fmt.Errorf("a text event is read into a *string, not a %T", item)
		}
		*target = event.Data
		return nil
	case "named":
		data := json.RawMessage(event.Data)
		if !json.Valid(data) {
			text, _ := json.Marshal(event.Data)
			data = text
		}
		whole := map[string]any{"event": event.Event, "data": data}
		if event.ID != "" {
			whole["id"] = event.ID
		}
		raw, err := json.Marshal(whole)
		if err != nil {
			return err
		}
		return unmarshalEvent(raw, item)
	default:
		return unmarshalEvent([]byte(event.Data), item)
	}
}

func unmarshalEvent(data []byte, item any) error {
	if err := json.Unmarshal(data, item); err != nil {
		shown := string(data)
		if utf8.RuneCountInString(shown) > 200 {
			shown = string([]rune(shown)[:200]) + "…"
		}
		return fmt.Errorf("decoding an event's data %s: %w", shown, err)
	}
	return nil
}

// setFlag sets a boolean property of a JSON object body to true (a streaming call's "stream": true).
func setFlag(body []byte, flag string) ([]byte, error) {
	object := map[string]json.RawMessage{}
	if len(body) > 0 {
		if err := json.Unmarshal(body, &object); err != nil {
			return nil, fmt.Errorf("a streaming call's body must be a JSON object: %w", err)
		}
	}
	object[flag] = json.RawMessage("true")
	return json.Marshal(object)
}
