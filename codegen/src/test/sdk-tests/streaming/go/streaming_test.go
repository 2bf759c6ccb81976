// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/streaming: Server-Sent Events read as they arrive
// (the first event before the server sends the second), Close closing the connection (the server sees it), [DONE],
// an error event, named events, text events, comments and multi-line data, and CreateStreaming beside Create (a JSON
// body, and a multipart one).

package streamer_test

import (
	"context"
	"strings"
	"testing"
	"time"

	streamer "example.com/streamer-go"
)

var ctx = context.Background()

var sse = map[string]string{"Content-Type": "text/event-stream"}

func client() *streamer.Client {
	return streamer.NewClient(streamer.WithBaseURL(mock.url), streamer.WithAPIKey("sk-test"))
}

// recorded polls the only recorded request until done holds (two seconds at most).
func recorded(t *testing.T, done func(*streamState) bool) *streamState {
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

func TestEventsArriveOneAtATimeTheFirstBeforeTheServerSendsTheSecond(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/events", Headers: sse, Chunks: []mockChunk{
		{Body: "data: {\"seq\":1,\"message\":\"one\"}\n\n"},
		{Body: "data: {\"seq\":2,\"message\":\"two\"}\n\n", DelayMs: 700},
		{Body: "data: [DONE]\n\n", DelayMs: 10},
	}})
	stream := client().Events.Tail(ctx, &streamer.EventTailParams{Topic: streamer.String("builds")})
	defer stream.Close()
	var seen []int64
	for stream.Next() {
		if len(seen) == 0 {
			equal(t, mock.only(t).Stream.ChunksSent, 1)
		}
		seen = append(seen, stream.Current().Seq)
	}
	noError(t, stream.Err())
	equal(t, seen, []int64{1, 2})
	request := mock.only(t)
	accept, _ := request.header("Accept")
	equal(t, accept, "text/event-stream")
	equal(t, request.QueryParams, map[string][]string{"topic": {"builds"}})
	auth, _ := request.header("Authorization")
	equal(t, auth, "Bearer sk-test")
}

func TestCloseEndsTheConnectionAndTheServerSeesIt(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/events", Headers: sse, Chunks: []mockChunk{
		{Body: "data: {\"seq\":1,\"message\":\"one\"}\n\n"},
		{Body: "data: {\"seq\":2,\"message\":\"two\"}\n\n", DelayMs: 1500},
	}})
	stream := client().Events.Tail(ctx, nil)
	for stream.Next() {
		equal(t, stream.Current().Seq, int64(1))
		break
	}
	noError(t, stream.Close())
	equal(t, *recorded(t, func(s *streamState) bool { return s.ClientClosed }), streamState{ChunksSent: 1, ClientClosed: true})
}

func TestAnErrorEventMidStreamIsAnAPIError(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/events", Headers: sse, Chunks: []mockChunk{
		{Body: "data: {\"seq\":1,\"message\":\"one\"}\n\n"},
		{Body: "event: error\ndata: {\"error\":{\"message\":\"stream broke\"}}\n\n", DelayMs: 20},
		{Body: "data: {\"seq\":3,\"message\":\"never\"}\n\n"},
	}})
	stream := client().Events.Tail(ctx, nil)
	var seen []int64
	for stream.Next() {
		seen = append(seen, stream.Current().Seq)
	}
	equal(t, seen, []int64{1})
	apiError := errorAs[*streamer.APIError](t, stream.Err())
	if !strings.Contains(apiError.Message, "stream broke") || !strings.Contains(string(apiError.Body), "stream broke") {
		t.Fatalf("error %+v", apiError)
	}
}

func TestNamedEventsAreTypedByTheirName(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/jobs/j%2F1/watch", Headers: sse, Chunks: []mockChunk{
		{Body: "event: progress\nid: 1\ndata: {\"percent\":50}\n\n"},
		{Body: ": still working\n\nevent: done\nid: 2\ndata: {\"status\":\ndata: \"succeeded\"}\n\n", DelayMs: 20},
	}})
	stream := client().Events.Watch(ctx, "j/1")
	defer stream.Close()
	var events []streamer.JobEvent
	for stream.Next() {
		events = append(events, stream.Current())
	}
	noError(t, stream.Err())
	equal(t, len(events), 2)
	if events[0].OfJobProgressEvent == nil || events[0].OfJobProgressEvent.Data.Percent != 50 {
		t.Fatalf("first event %+v", events[0])
	}
	done := events[1].OfJobDoneEvent
	if done == nil || done.Data.Status != streamer.JobResultStatusSucceeded || done.ID.Or("") != "2" {
		t.Fatalf("second event %+v", events[1])
	}
}

func TestTextEventsWithMultiLineDataCRLFAndNoBlankLineAtTheEnd(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/logs", Headers: sse, Chunks: []mockChunk{
		{Body: "\uFEFFdata: first line\r\ndata: second line\r\n\r\n"}, {Body: ":comment\rdata: last"},
	}})
	stream := client().Events.Logs(ctx)
	var lines []string
	for stream.Next() {
		lines = append(lines, stream.Current())
	}
	noError(t, stream.Err())
	equal(t, lines, []string{"first line\nsecond line", "last"})
}

func TestCreateReadsJSONAndCreateStreamingSetsTheFlagAndStreams(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/completions", JSON: map[string]any{"id": "c1", "text": "hello"}},
		mockResponse{Method: "POST", Path: "/completions", Headers: sse, Chunks: []mockChunk{
			{Body: "data: {\"id\":\"c1\",\"delta\":\"hel\"}\n\n"},
			{Body: "data: {\"id\":\"c1\",\"delta\":\"lo\"}\n\ndata: [DONE]\n\n", DelayMs: 20},
		}},
	)
	completion, err := client().Completions.Create(ctx, streamer.CompletionRequest{Prompt: "hi"})
	noError(t, err)
	equal(t, completion.Text, "hello")
	stream := client().Completions.CreateStreaming(ctx, streamer.CompletionRequest{Prompt: "hi"})
	var deltas []string
	for stream.Next() {
		deltas = append(deltas, stream.Current().Delta)
	}
	noError(t, stream.Err())
	equal(t, deltas, []string{"hel", "lo"})
	requests := mock.requests(t)
	equal(t, requests[0].JSON, map[string]any{"prompt": "hi"})
	equal(t, requests[1].JSON, map[string]any{"prompt": "hi", "stream": true})
	accept, _ := requests[1].header("Accept")
	equal(t, accept, "text/event-stream")
}

func TestMultipartCreateStreamingSendsStreamTrueAsAPartAndStreamsTypedDeltas(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/transcriptions", JSON: map[string]any{"text": "hello"}},
		mockResponse{Method: "POST", Path: "/transcriptions", Headers: sse, Chunks: []mockChunk{
			{Body: "data: {\"delta\":\"hel\"}\n\n"},
			{Body: "data: {\"delta\":\"lo\"}\n\ndata: [DONE]\n\n", DelayMs: 20},
		}},
	)
	body := func() streamer.TranscriptionRequest {
		return streamer.TranscriptionRequest{File: streamer.FileUpload{Reader: strings.NewReader("RIFF"), Name: "a.wav"}, Model: "whisper-1"}
	}
	transcription, err := client().Transcriptions.Create(ctx, body())
	noError(t, err)
	equal(t, transcription.Text, "hello")
	stream := client().Transcriptions.CreateStreaming(ctx, body())
	var deltas []string
	for stream.Next() {
		deltas = append(deltas, stream.Current().Delta)
	}
	noError(t, stream.Err())
	equal(t, deltas, []string{"hel", "lo"})
	requests := mock.requests(t)
	parts := func(request recordedRequest) []string {
		var out []string
		for _, part := range request.Parts {
			filename := "-"
			if part.Filename != nil {
				filename = *part.Filename
			}
			out = append(out, part.Name+" "+filename+" "+part.Body)
		}
		return out
	}
	equal(t, parts(requests[0]), []string{"file a.wav RIFF", "model - whisper-1"})
	equal(t, parts(requests[1]), []string{"file a.wav RIFF", "model - whisper-1", "stream - true"})
	accept, _ := requests[1].header("Accept")
	equal(t, accept, "text/event-stream")
	contentType, _ := requests[1].header("Content-Type")
	if !strings.HasPrefix(contentType, "multipart/form-data; boundary=") {
		t.Fatalf("Content-Type %q", contentType)
	}
}

func TestA503BeforeTheFirstByteIsRetried(t *testing.T) {
	setup(t)
	mock.enqueue(t,
		mockResponse{Path: "/events", Status: 503, JSON: map[string]any{"error": map[string]any{"message": "busy"}}},
		mockResponse{Path: "/events", Headers: sse, Chunks: []mockChunk{{Body: "data: {\"seq\":7,\"message\":\"late\"}\n\n"}}},
	)
	stream := client().Events.Tail(ctx, nil)
	var seen []int64
	for stream.Next() {
		seen = append(seen, stream.Current().Seq)
	}
	noError(t, stream.Err())
	equal(t, seen, []int64{7})
	equal(t, len(mock.requests(t)), 2)
}

func TestAFailedCallGivesAStreamWithItsError(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Path: "/events", Status: 404, JSON: map[string]any{"error": map[string]any{"message": "no log"}}})
	stream := client().Events.Tail(ctx, nil)
	if stream.Next() {
		t.Fatal("an item from a failed call")
	}
	errorAs[*streamer.NotFoundError](t, stream.Err())
}
