"""Behaviour of the GENERATED SDK of codegen/src/test/fixtures/streaming, sync (Streamer) and async (AsyncStreamer):
Server-Sent Events read as they arrive (the first before the server sends the second), a loop left early closing the
connection (the server sees it), [DONE], an error event, named events typed by their name, text events, comments and
multi-line data, JSON-or-stream methods chosen by the `stream` argument (a JSON body, and a multipart one), retries
before the first byte, the timeout as an idle timeout between events, cancellation of an async stream.
"""

import asyncio
import time
import unittest
from typing import Any, Callable, Dict, List

from mock_server import MockServer
from streamer import APIError, APIResponse, AsyncStream, AsyncStreamer, ConnectionTimeoutError, Stream, Streamer
from streamer.types import (
    Completion,
    CompletionChunk,
    JobDoneEvent,
    JobProgressEvent,
    LogEvent,
    TranscriptDelta,
    Transcription,
)

SSE = {"Content-Type": "text/event-stream"}


def log(seq: int, message: str) -> str:
    return 'data: {"seq":%d,"message":"%s"}\n\n' % (seq, message)


class StreamingCase(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()

    def client(self, **kwargs: Any) -> Streamer:
        return Streamer(base_url=self.server.url, api_key="sk-test", **kwargs)

    def async_client(self, **kwargs: Any) -> AsyncStreamer:
        return AsyncStreamer(base_url=self.server.url, api_key="sk-test", **kwargs)

    def stream(self, method: str, path: str, *chunks: Any, status: int = 200) -> None:
        """Queues an event stream: each chunk a text, or (text, delay in ms before it is sent)."""
        parts = [{"body": c, "delay_ms": 0} if isinstance(c, str) else {"body": c[0], "delay_ms": c[1]} for c in chunks]
        self.server.add({"method": method, "path": path, "status": status, "headers": SSE, "chunks": parts})

    def first(self) -> Dict[str, Any]:
        return self.server.requests()[0]

    def recorded(self, done: Callable[[Dict[str, Any]], bool]) -> Dict[str, Any]:
        """The first recorded request once ``done`` holds (polled for up to two seconds)."""
        deadline = time.monotonic() + 2
        while True:
            request = self.first()
            if done(request) or time.monotonic() > deadline:
                return request
            time.sleep(0.02)


class SyncStreamingTest(StreamingCase):
    def test_delivers_each_event_as_it_arrives_the_first_before_the_server_sends_the_second(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 700), ("data: [DONE]\n\n", 10))
        stream = self.client().events.tail(topic="builds")
        self.assertIsInstance(stream, Stream)
        seen: List[int] = []
        for event in stream:
            self.assertIsInstance(event, LogEvent)
            if not seen:
                self.assertEqual(self.first()["stream"]["chunks_sent"], 1, "the second event was sent before the first arrived")
            seen.append(event.seq)
        self.assertEqual(seen, [1, 2])
        request = self.first()
        self.assertEqual(request["headers"]["accept"], "text/event-stream")
        self.assertEqual(request["query_params"], {"topic": ["builds"]})
        self.assertEqual(request["headers"]["authorization"], "Bearer sk-test")

    def test_leaving_the_loop_early_closes_the_connection_and_the_server_sees_it(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 1500))
        for event in self.client().events.tail():
            self.assertEqual(event.seq, 1)
            break
        request = self.recorded(lambda r: r["stream"]["client_closed"])
        self.assertEqual(request["stream"], {"chunks_sent": 1, "client_closed": True, "finished": False})

    def test_the_with_block_closes_the_connection(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 1500))
        with self.client().events.tail() as stream:
            self.assertEqual(next(iter(stream)).seq, 1)
        self.assertTrue(self.recorded(lambda r: r["stream"]["client_closed"])["stream"]["client_closed"])

    def test_an_error_event_in_the_middle_of_the_stream_raises_api_error(self) -> None:
        self.stream(
            "GET", "/events", log(1, "one"),
            ('event: error\ndata: {"error":{"message":"stream broke"}}\n\n', 20), log(3, "never"),
        )
        seen: List[int] = []
        with self.assertRaises(APIError) as raised:
            for event in self.client().events.tail():
                seen.append(event.seq)
        self.assertEqual(seen, [1])
        self.assertIn("stream broke", str(raised.exception))
        self.assertEqual(raised.exception.body, {"error": {"message": "stream broke"}})
        self.assertEqual(raised.exception.status_code, 200)

    def test_named_events_are_typed_by_their_event_name(self) -> None:
        self.stream(
            "GET", "/jobs/j%2F1/watch", "event: progress\nid: 1\ndata: {\"percent\":50}\n\n",
            (": still working\n\nevent: done\nid: 2\ndata: {\"status\":\ndata: \"succeeded\"}\n\n", 20),
        )
        events = list(self.client().events.watch("j/1"))
        self.assertEqual([type(e) for e in events], [JobProgressEvent, JobDoneEvent])
        progress, done = events
        assert isinstance(progress, JobProgressEvent) and isinstance(done, JobDoneEvent)
        self.assertEqual((progress.event, progress.data.percent, progress.id), ("progress", 50, "1"))
        self.assertEqual((done.event, done.data.status, done.id), ("done", "succeeded", "2"))

    def test_text_events_with_multi_line_data_crlf_a_bom_and_no_blank_line_at_the_end(self) -> None:
        self.stream("GET", "/logs", "\ufeffdata: first line\r\ndata: second line\r\n\r\n", ":comment\rdata: last")
        self.assertEqual(list(self.client().events.logs()), ["first line\nsecond line", "last"])

    def test_create_returns_the_json_result_without_stream_and_a_stream_of_chunks_with_stream_true(self) -> None:
        self.server.enqueue("POST", "/completions", json={"id": "c1", "text": "hello"})
        self.stream("POST", "/completions", 'data: {"id":"c1","delta":"hel"}\n\n',
                    ('data: {"id":"c1","delta":"lo"}\n\ndata: [DONE]\n\n', 20))
        completion = self.client().completions.create(prompt="hi")
        self.assertIsInstance(completion, Completion)
        self.assertEqual(completion.text, "hello")
        chunks = self.client().completions.create(prompt="hi", stream=True)
        self.assertIsInstance(chunks, Stream)
        deltas: List[str] = []
        for chunk in chunks:
            self.assertIsInstance(chunk, CompletionChunk)
            deltas.append(chunk.delta)
        self.assertEqual(deltas, ["hel", "lo"])
        json_request, streamed = self.server.requests()
        self.assertEqual(json_request["headers"]["accept"], "application/json")
        self.assertEqual(json_request["json"], {"prompt": "hi"})
        self.assertEqual(streamed["headers"]["accept"], "text/event-stream")
        self.assertEqual(streamed["json"], {"prompt": "hi", "stream": True})

    def test_a_multipart_body_with_stream_true_sends_the_part_and_streams_typed_deltas(self) -> None:
        self.server.enqueue("POST", "/transcriptions", json={"text": "hello"})
        self.stream("POST", "/transcriptions", 'data: {"delta":"hel"}\n\n', ('data: {"delta":"lo"}\n\ndata: [DONE]\n\n', 20))
        transcription = self.client().transcriptions.create(file=("a.wav", b"RIFF"), model="whisper-1")
        self.assertIsInstance(transcription, Transcription)
        self.assertEqual(transcription.text, "hello")
        deltas = self.client().transcriptions.create(file=("a.wav", b"RIFF"), model="whisper-1", stream=True)
        self.assertIsInstance(deltas, Stream)
        texts: List[str] = []
        for delta in deltas:
            self.assertIsInstance(delta, TranscriptDelta)
            texts.append(delta.delta)
        self.assertEqual(texts, ["hel", "lo"])
        json_request, streamed = self.server.requests()
        self.assertEqual(json_request["headers"]["accept"], "application/json")
        self.assertEqual([(p["name"], p["body"]) for p in json_request["parts"]], [("file", "RIFF"), ("model", "whisper-1")])
        self.assertEqual(streamed["headers"]["accept"], "text/event-stream")
        self.assertTrue(streamed["headers"]["content-type"].startswith("multipart/form-data; boundary="))
        self.assertEqual(
            [(p["name"], p["filename"], p["body"]) for p in streamed["parts"]],
            [("file", "a.wav", "RIFF"), ("model", None, "whisper-1"), ("stream", None, "true")],
        )

    def test_stream_false_reads_json(self) -> None:
        self.server.enqueue("POST", "/completions", json={"id": "c2", "text": "plain"})
        self.assertEqual(self.client().completions.create(prompt="hi", stream=False).text, "plain")
        self.assertEqual(self.first()["json"], {"prompt": "hi", "stream": False})

    def test_a_503_before_the_first_byte_is_retried(self) -> None:
        self.server.enqueue("GET", "/events", 503, json={"error": {"message": "busy"}})
        self.stream("GET", "/events", log(7, "late"))
        self.assertEqual([e.seq for e in self.client().events.tail()], [7])
        self.assertEqual([r["headers"]["x-sdkgen-retry-count"] for r in self.server.requests()], ["0", "1"])

    def test_the_timeout_is_an_idle_timeout_between_events(self) -> None:
        # 4 events 150 ms apart (0.6 s in all) pass a 0.4 s timeout: a stream that keeps sending is never cut off.
        self.stream("GET", "/events", log(1, "a"), (log(2, "b"), 150), (log(3, "c"), 150), (log(4, "d"), 150))
        self.assertEqual([e.seq for e in self.client(timeout=0.4).events.tail()], [1, 2, 3, 4])
        self.server.reset()
        self.stream("GET", "/events", log(1, "a"), (log(2, "b"), 1500))
        seen: List[int] = []
        with self.assertRaises(ConnectionTimeoutError):
            for event in self.client(timeout=0.4).events.tail():
                seen.append(event.seq)
        self.assertEqual(seen, [1])

    def test_raw_response_of_a_stream_gives_status_headers_request_id_and_the_stream(self) -> None:
        self.server.add({"method": "GET", "path": "/logs", "headers": {**SSE, "X-Request-Id": "req_9"},
                         "chunks": [{"body": "data: one\n\n"}]})
        raw = self.client().with_raw_response.events.logs()
        self.assertIsInstance(raw, APIResponse)
        self.assertEqual((raw.status_code, raw.request_id), (200, "req_9"))
        stream = raw.parse()
        self.assertEqual(stream.request_id, "req_9")
        self.assertEqual(list(stream), ["one"])

    def test_with_streaming_response_gives_the_response_unread_and_parse_gives_its_events(self) -> None:
        self.server.add({"method": "GET", "path": "/events", "headers": {**SSE, "X-Request-Id": "req_s"},
                         "chunks": [{"body": log(1, "a")}, {"body": log(2, "b"), "delay_ms": 10}]})
        with self.client().with_streaming_response.events.tail() as response:
            self.assertEqual((response.status_code, response.request_id), (200, "req_s"))
            self.assertEqual([e.seq for e in response.parse()], [1, 2])

    def test_a_failed_call_raises_its_status_error_before_any_event(self) -> None:
        self.server.enqueue("GET", "/events", 404, json={"error": {"message": "no such topic"}})
        with self.assertRaises(APIError) as raised:
            self.client().events.tail()
        self.assertEqual(raised.exception.status_code, 404)


class AsyncStreamingTest(StreamingCase):
    def test_async_for_delivers_each_event_as_it_arrives(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 700), ("data: [DONE]\n\n", 10))

        async def run() -> List[int]:
            stream = await self.async_client().events.tail(topic="builds")
            self.assertIsInstance(stream, AsyncStream)
            seen: List[int] = []
            async for event in stream:
                if not seen:
                    self.assertEqual(self.first()["stream"]["chunks_sent"], 1)
                seen.append(event.seq)
            return seen

        self.assertEqual(asyncio.run(run()), [1, 2])
        self.assertEqual(self.first()["headers"]["accept"], "text/event-stream")

    def test_async_with_closes_the_connection_when_left_early(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 1500))

        async def run() -> None:
            async with await self.async_client().events.tail() as stream:
                async for event in stream:
                    self.assertEqual(event.seq, 1)
                    break

        asyncio.run(run())
        request = self.recorded(lambda r: r["stream"]["client_closed"])
        self.assertEqual(request["stream"], {"chunks_sent": 1, "client_closed": True, "finished": False})

    def test_an_async_loop_left_early_without_async_with_closes_the_connection_too(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 1500))

        async def run() -> None:
            async for event in await self.async_client().events.tail():
                self.assertEqual(event.seq, 1)
                break
            deadline = time.monotonic() + 2  # the event loop finalises the abandoned iterator, while this one waits
            while not self.first()["stream"]["client_closed"] and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            self.assertTrue(self.first()["stream"]["client_closed"])

        asyncio.run(run())

    def test_cancelling_the_task_reading_a_stream_closes_the_connection(self) -> None:
        self.stream("GET", "/events", log(1, "one"), (log(2, "two"), 1500))

        async def run() -> List[int]:
            seen: List[int] = []
            first = asyncio.Event()

            async def read() -> None:
                async for event in await self.async_client().events.tail():
                    seen.append(event.seq)
                    first.set()

            task = asyncio.ensure_future(read())
            await first.wait()
            task.cancel()
            with self.assertRaises(asyncio.CancelledError):
                await task
            return seen

        self.assertEqual(asyncio.run(run()), [1])
        self.assertTrue(self.recorded(lambda r: r["stream"]["client_closed"])["stream"]["client_closed"])

    def test_named_events_error_events_and_json_or_stream(self) -> None:
        self.stream("GET", "/jobs/j1/watch", "event: progress\ndata: {\"percent\":10}\n\n",
                    "event: error\ndata: {\"message\":\"job lost\"}\n\n")
        self.server.enqueue("POST", "/completions", json={"id": "c1", "text": "hello"})
        self.stream("POST", "/completions", 'data: {"id":"c1","delta":"hi"}\n\ndata: [DONE]\n\n')

        async def run() -> Any:
            client = self.async_client()
            events: List[Any] = []
            with self.assertRaises(APIError) as raised:
                async for event in await client.events.watch("j1"):
                    events.append(event)
            completion = await client.completions.create(prompt="hi")
            chunks = [chunk.delta async for chunk in await client.completions.create(prompt="hi", stream=True)]
            return events, raised.exception, completion, chunks

        events, error, completion, chunks = asyncio.run(run())
        self.assertEqual([type(e) for e in events], [JobProgressEvent])
        self.assertIn("job lost", str(error))
        self.assertEqual(completion.text, "hello")
        self.assertEqual(chunks, ["hi"])
        self.assertEqual(self.server.requests()[2]["json"], {"prompt": "hi", "stream": True})

    def test_async_idle_timeout_and_retry_before_the_first_byte(self) -> None:
        self.server.enqueue("GET", "/events", 503, json={})
        self.stream("GET", "/events", log(1, "a"), (log(2, "b"), 1500))

        class Quick(AsyncStreamer):
            async def _sleep(self, seconds: float) -> None:
                pass

        async def run() -> List[int]:
            seen: List[int] = []
            with self.assertRaises(ConnectionTimeoutError):
                stream = await Quick(base_url=self.server.url, api_key="k", timeout=0.4).events.tail()
                async for event in stream:
                    seen.append(event.seq)
            return seen

        self.assertEqual(asyncio.run(run()), [1])
        self.assertEqual(len(self.server.requests()), 2)


if __name__ == "__main__":
    unittest.main()
