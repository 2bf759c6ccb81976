// Server-Sent Events: the decoder on its own, and streams against the mock server (events as they arrive, Close
// closing the connection, [DONE], error events, retries before the first byte, the idle timeout, the body flag).

package core

import (
	"context"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"
)

func decodeAll(chunks ...string) []ServerSentEvent {
	decoder := newSSEDecoder()
	var events []ServerSentEvent
	for _, chunk := range chunks {
		events = append(events, decoder.decode([]byte(chunk))...)
	}
	return append(events, decoder.flush()...)
}

func eventData(events []ServerSentEvent) []string {
	out := []string{}
	for _, e := range events {
		out = append(out, e.Data)
	}
	return out
}

func TestSSEDecoderReadsFieldsMultiLineDataAndComments(t *testing.T) {
	events := decodeAll(": a comment\n", "event: delta\nid: 7\nretry: 1500\ndata: line one\ndata: line two\n\n")
	equal(t, events, []ServerSentEvent{{Event: "delta", Data: "line one\nline two", ID: "7", Retry: 1500}})
}

func TestSSEDecoderAcceptsCRLFCRAndLFAlsoSplitBetweenReads(t *testing.T) {
	equal(t, eventData(decodeAll("data: a\r", "\n\r", "\ndata: b\r\rdata: c\n", "\n")), []string{"a", "b", "c"})
}

func TestSSEDecoderSkipsAByteOrderMarkOnlyAtTheStartEvenWhenSplit(t *testing.T) {
	equal(t, eventData(decodeAll("\xEF\xBB", "\xBFdata: x\n\n", "data: \xEF\xBB\xBFy\n\n")), []string{"x", "\uFEFFy"})
}

func TestSSEDecoderDispatchesAFinalEventWithoutABlankLine(t *testing.T) {
	equal(t, eventData(decodeAll("data: first\n\ndata: last")), []string{"first", "last"})
}

func TestSSEDecoderFieldRules(t *testing.T) {
	events := decodeAll("data:  two spaces\nid: a\x00b\nretry: 10x\n\ndata\n\nid: 1\nevent: ping\n\ndata: x\n\n")
	equal(t, events, []ServerSentEvent{
		{Event: "message", Data: " two spaces", Retry: -1},
		{Event: "message", Data: "", Retry: -1},
		{Event: "message", Data: "x", ID: "1", Retry: -1},
	})
}

type logEvent struct {
	Seq int `json:"seq"`
}

var sse = map[string]string{"Content-Type": "text/event-stream"}

func streamOf[T any](t *testing.T, client *testClient, req *requestSpec) *Stream[T] {
	t.Helper()
	req.responseType = responseStream
	return newStream[T](context.Background(), client.clientCore, req, nil)
}

// streamOfMock polls the only recorded request until done holds (two seconds at most).
func streamOfMock(t *testing.T, done func(*streamState) bool) *streamState {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		state := mock.only(t).Stream
		if state != nil && done(state) || time.Now().After(deadline) {
			return state
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestStreamDeliversTheFirstEventBeforeTheServerSendsTheSecond(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/events", Headers: sse, Chunks: []mockChunk{
		{Body: "data: {\"seq\":1}\n\n"}, {Body: "data: {\"seq\":2}\n\n", DelayMs: 700},
	}})
	stream := streamOf[logEvent](t, newTestClient(testConfig()), &requestSpec{method: "GET", path: "/events"})
	defer stream.Close()
	var seen []int
	for stream.Next() {
		if len(seen) == 0 {
			equal(t, mock.only(t).Stream.ChunksSent, 1)
		}
		seen = append(seen, stream.Current().Seq)
	}
	noError(t, stream.Err())
	equal(t, seen, []int{1, 2})
	accept, _ := mock.only(t).header("Accept")
	equal(t, accept, "text/event-stream")
}

func TestStreamCloseClosesTheConnectionAndTheServerSeesIt(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/events", Headers: sse, Chunks: []mockChunk{
		{Body: "data: 1\n\n"}, {Body: "data: 2\n\n", DelayMs: 1500}, {Body: "data: 3\n\n", DelayMs: 1500},
	}})
	stream := streamOf[int](t, newTestClient(testConfig()), &requestSpec{method: "GET", path: "/events"})
	if !stream.Next() || stream.Current() != 1 {
		t.Fatalf("first item: %v %v", stream.Current(), stream.Err())
	}
	noError(t, stream.Close())
	state := streamOfMock(t, func(s *streamState) bool { return s.ClientClosed })
	equal(t, *state, streamState{ChunksSent: 1, ClientClosed: true})
	if stream.Next() {
		t.Fatal("Next after Close")
	}
}

func TestStreamEndsAtDoneReadsTextAndNamedEvents(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/a", Headers: sse, Chunks: []mockChunk{{Body: ": ping\n\ndata: \"x\"\n\ndata: [DONE]\n\ndata: \"never\"\n\n"}}},
		mockResponse{Path: "/b", Headers: sse, Chunks: []mockChunk{{Body: "data: plain\ndata: text\n\n"}}},
		mockResponse{Path: "/c", Headers: sse, Chunks: []mockChunk{{Body: "event: delta\nid: 4\ndata: {\"t\":\"hi\"}\n\nevent: note\ndata: not json\n\n"}}},
	)
	client := newTestClient(testConfig())
	collect := func(stream *Stream[any]) []any {
		var out []any
		for stream.Next() {
			out = append(out, stream.Current())
		}
		noError(t, stream.Err())
		return out
	}
	equal(t, collect(streamOf[any](t, client, &requestSpec{method: "GET", path: "/a"})), []any{"x"})
	texts := streamOf[string](t, client, &requestSpec{method: "GET", path: "/b", eventData: "text"})
	if !texts.Next() || texts.Current() != "plain\ntext" || texts.Next() {
		t.Fatalf("text events: %q %v", texts.Current(), texts.Err())
	}
	equal(t, collect(streamOf[any](t, client, &requestSpec{method: "GET", path: "/c", eventData: "named"})), []any{
		map[string]any{"event": "delta", "data": map[string]any{"t": "hi"}, "id": "4"},
		map[string]any{"event": "note", "data": "not json", "id": "4"},
	})
}

func TestStreamErrorEventIsAnAPIError(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/events", Headers: sse, Chunks: []mockChunk{
		{Body: "data: 1\n\n"}, {Body: "event: error\ndata: {\"error\":{\"message\":\"overloaded\"}}\n\n", DelayMs: 50},
	}})
	stream := streamOf[int](t, newTestClient(testConfig()), &requestSpec{method: "GET", path: "/events"})
	var seen []int
	for stream.Next() {
		seen = append(seen, stream.Current())
	}
	equal(t, seen, []int{1})
	apiError := errorAs[*APIError](t, stream.Err())
	if !strings.Contains(apiError.Message, "overloaded") || !strings.Contains(string(apiError.Body), "overloaded") {
		t.Fatalf("error event: %+v", apiError)
	}
}

func TestStreamRetriesBeforeTheFirstByteAndReportsStatusErrors(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/events", Status: 503, JSON: map[string]any{"error": map[string]any{"message": "busy"}}},
		mockResponse{Path: "/events", Headers: sse, Chunks: []mockChunk{{Body: "data: 1\n\n"}}},
		mockResponse{Path: "/down", Status: 500, JSON: map[string]any{"error": map[string]any{"message": "boom"}}},
	)
	config := testConfig()
	config.retries = &retryPolicy{maxRetries: 2, retryOn: []int{503}, initialDelay: time.Millisecond, maxDelay: time.Millisecond}
	client := newTestClient(config)
	stream := streamOf[int](t, client, &requestSpec{method: "GET", path: "/events"})
	if !stream.Next() || stream.Current() != 1 || stream.Next() {
		t.Fatalf("after a retry: %v %v", stream.Current(), stream.Err())
	}
	noError(t, stream.Err())
	equal(t, len(mock.requests(t)), 2)
	down := streamOf[int](t, newTestClient(testConfig()), &requestSpec{method: "GET", path: "/down"})
	if down.Next() {
		t.Fatal("a failed call gave an item")
	}
	errorAs[*InternalServerError](t, down.Err())
}

func TestStreamTimesOutBetweenEventsNotOverTheWholeStream(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/slow", Headers: sse, Chunks: []mockChunk{
			{Body: "data: 1\n\n"}, {Body: "data: 2\n\n", DelayMs: 250}, {Body: "data: 3\n\n", DelayMs: 250}, {Body: "data: 4\n\n", DelayMs: 250},
		}},
		mockResponse{Path: "/stuck", Headers: sse, Chunks: []mockChunk{{Body: "data: 1\n\n"}, {Body: "data: 2\n\n", DelayMs: 2000}}},
	)
	client := newTestClient(testConfig(), WithTimeout(500*time.Millisecond))
	var items []int
	slow := streamOf[int](t, client, &requestSpec{method: "GET", path: "/slow"})
	for slow.Next() {
		items = append(items, slow.Current())
	}
	noError(t, slow.Err())
	equal(t, items, []int{1, 2, 3, 4})
	stuck := streamOf[int](t, client, &requestSpec{method: "GET", path: "/stuck"})
	items = nil
	for stuck.Next() {
		items = append(items, stuck.Current())
	}
	equal(t, items, []int{1})
	errorAs[*ConnectionTimeoutError](t, stuck.Err())
}

func TestStreamingCallSetsTheBodyFlag(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/chat", Headers: sse, Chunks: []mockChunk{{Body: "data: {\"delta\":\"a\"}\n\n"}}})
	stream := streamOf[map[string]string](t, newTestClient(testConfig()), &requestSpec{
		method: "POST", path: "/chat", body: map[string]any{"prompt": "hi", "stream": false}, streamFlag: "stream",
	})
	if !stream.Next() || !reflect.DeepEqual(stream.Current(), map[string]string{"delta": "a"}) {
		t.Fatalf("chunk: %v %v", stream.Current(), stream.Err())
	}
	equal(t, mock.only(t).JSON, map[string]any{"prompt": "hi", "stream": true})
}

func TestStreamingCallSendsTheFlagAsAMultipartPartOrAFormField(t *testing.T) {
	setup(t)
	type upload struct {
		File   io.Reader `json:"file"`
		Model  string    `json:"model"`
		Stream Opt[bool] `json:"stream"`
	}
	chunks := []mockChunk{{Body: "data: {\"delta\":\"a\"}\n\n"}}
	mock.enqueue(t, mockResponse{Path: "/audio", Headers: sse, Chunks: chunks}, mockResponse{Path: "/form", Headers: sse, Chunks: chunks})
	client := newTestClient(testConfig())
	audio := streamOf[map[string]string](t, client, &requestSpec{method: "POST", path: "/audio", encoding: encodingMultipart,
		body: upload{File: strings.NewReader("RIFF"), Model: "whisper", Stream: Value(false)}, streamFlag: "stream"})
	form := streamOf[map[string]string](t, client, &requestSpec{method: "POST", path: "/form", encoding: encodingForm,
		body: map[string]any{"stream": false, "streams": 2, "prompt": "hi"}, streamFlag: "stream"})
	for _, stream := range []*Stream[map[string]string]{audio, form} {
		if !stream.Next() || !reflect.DeepEqual(stream.Current(), map[string]string{"delta": "a"}) {
			t.Fatalf("chunk: %v %v", stream.Current(), stream.Err())
		}
	}
	requests := mock.requests(t)
	var parts [][]string
	for _, part := range requests[0].Parts {
		parts = append(parts, []string{part.Name, deref(part.Filename), part.Body})
	}
	equal(t, parts, [][]string{{"file", "file", "RIFF"}, {"model", "", "whisper"}, {"stream", "", "true"}})
	equal(t, requests[1].Form, [][]string{{"prompt", "hi"}, {"streams", "2"}, {"stream", "true"}})
	for _, request := range requests {
		accept, _ := request.header("Accept")
		equal(t, accept, "text/event-stream")
	}
	_, err := encodeBody("text", encodingText, "", "stream")
	if err == nil || !strings.Contains(err.Error(), "must be an object") {
		t.Fatalf("a text body with a flag: %v", err)
	}
}
