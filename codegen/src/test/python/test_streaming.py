import asyncio
import time
import unittest
import urllib.request
from typing import Any, AsyncIterator, Dict, List

from support import MockServer
from sdkgen_runtime.errors import APIError
from sdkgen_runtime.models import BaseModel
from sdkgen_runtime.streaming import AsyncStream, SSEDecoder, ServerSentEvent, Stream, iter_events, response_chunks

SSE = {"Content-Type": "text/event-stream"}


def decode_all(*chunks: bytes) -> List[ServerSentEvent]:
    decoder = SSEDecoder()
    events: List[ServerSentEvent] = []
    for chunk in chunks:
        events.extend(decoder.decode(chunk))
    events.extend(decoder.flush())
    return events


class DecoderTestCase(unittest.TestCase):
    def test_fields_multi_line_data_and_comments(self) -> None:
        events = decode_all(b": a comment\n", b"event: delta\nid: 7\nretry: 1500\ndata: line one\ndata: line two\n\n")
        self.assertEqual(events, [ServerSentEvent("delta", "line one\nline two", "7", 1500)])

    def test_crlf_cr_and_lf_also_split_between_chunks(self) -> None:
        events = decode_all(b"data: a\r", b"\n\r", b"\ndata: b\r\rdata: c\n", b"\n")
        self.assertEqual([e.data for e in events], ["a", "b", "c"])

    def test_byte_order_mark_only_at_the_start_even_when_split(self) -> None:
        events = decode_all(b"\xef\xbb", b"\xbfdata: x\n\n", b"data: \xef\xbb\xbfy\n\n")
        self.assertEqual([e.data for e in events], ["x", "\ufeffy"])

    def test_a_final_event_without_a_blank_line(self) -> None:
        self.assertEqual([e.data for e in decode_all(b"data: first\n\ndata: last")], ["first", "last"])

    def test_field_rules(self) -> None:
        events = decode_all(b"data:  two spaces\nid: a\0b\nretry: 10x\n\ndata\n\nid: 1\nevent: ping\n\ndata: x\n\n")
        self.assertEqual(
            events,
            [
                ServerSentEvent("message", " two spaces"),
                ServerSentEvent("message", ""),
                ServerSentEvent("message", "x", "1"),
            ],
        )

    def test_a_character_split_between_chunks(self) -> None:
        data = "data: é\n\n".encode()
        self.assertEqual([e.data for e in decode_all(data[:7], data[7:])], ["é"])

    def test_iter_events_yields_each_event_as_its_chunk_arrives(self) -> None:
        consumed: List[bytes] = []

        def chunks() -> Any:
            for chunk in (b"data: 1\n\n", b"data: 2\n\n"):
                consumed.append(chunk)
                yield chunk

        events = iter_events(chunks())
        self.assertEqual(next(events).data, "1")
        self.assertEqual(len(consumed), 1)


class StreamTestCase(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()

    def open(self, path: str, event_data: str = "json") -> Stream[Any]:
        response = urllib.request.urlopen(self.server.url + path)
        headers = {name.lower(): value for name, value in response.headers.items()}
        return Stream(
            response_chunks(response.read1), response.close, status_code=response.status, headers=headers, event_data=event_data
        )

    def stream_state(self) -> Dict[str, Any]:
        deadline = time.monotonic() + 2
        while True:
            state: Dict[str, Any] = self.server.requests()[0].get("stream") or {}
            if state.get("client_closed") or time.monotonic() > deadline:
                return state
            time.sleep(0.02)

    def test_the_first_event_arrives_before_the_server_sends_the_second(self) -> None:
        self.server.add(
            {"path": "/events", "headers": SSE, "chunks": [{"body": 'data: {"n":1}\n\n'}, {"body": 'data: {"n":2}\n\n', "delay_ms": 700}]}
        )
        seen: List[int] = []
        with self.open("/events") as stream:
            for item in stream:
                if not seen:
                    self.assertEqual(self.server.requests()[0]["stream"]["chunks_sent"], 1)
                seen.append(item["n"])
        self.assertEqual(seen, [1, 2])

    def test_leaving_the_block_early_closes_the_connection(self) -> None:
        self.server.add(
            {
                "path": "/events",
                "headers": SSE,
                "chunks": [{"body": "data: 1\n\n"}, {"body": "data: 2\n\n", "delay_ms": 1500}, {"body": "data: 3\n\n", "delay_ms": 1500}],
            }
        )
        with self.open("/events") as stream:
            for item in stream:
                self.assertEqual(item, 1)
                break
        self.assertEqual(self.stream_state(), {"chunks_sent": 1, "client_closed": True, "finished": False})

    def test_done_error_text_and_named_events(self) -> None:
        self.server.add({"path": "/a", "headers": SSE, "chunks": [{"body": ': ping\n\ndata: "x"\n\ndata: [DONE]\n\ndata: 1\n\n'}]})
        self.server.add({"path": "/b", "headers": SSE, "chunks": [{"body": "data: plain\ndata: text\n\n"}]})
        self.server.add(
            {"path": "/c", "headers": SSE, "chunks": [{"body": 'event: delta\nid: 4\ndata: {"t":"hi"}\n\nevent: note\ndata: not json\n\n'}]}
        )
        self.server.add(
            {
                "path": "/d",
                "headers": SSE,
                "chunks": [{"body": "data: 1\n\n"}, {"body": 'event: error\ndata: {"error":{"message":"overloaded"}}\n\n', "delay_ms": 50}],
            }
        )
        with self.open("/a") as a:
            self.assertEqual(list(a), ["x"])
        with self.open("/b", "text") as b:
            self.assertEqual(list(b), ["plain\ntext"])
        with self.open("/c", "named") as c:
            self.assertEqual(
                list(c), [{"event": "delta", "data": {"t": "hi"}, "id": "4"}, {"event": "note", "data": "not json", "id": "4"}]
            )
        seen: List[int] = []
        with self.assertRaises(APIError) as raised:
            with self.open("/d") as d:
                for item in d:
                    seen.append(item)
        self.assertEqual(seen, [1])
        self.assertEqual(raised.exception.body, {"error": {"message": "overloaded"}})
        self.assertIn("overloaded", raised.exception.message)

    def test_a_stream_is_read_once(self) -> None:
        self.server.add({"path": "/events", "headers": SSE, "chunks": [{"body": "data: 1\n\n"}]})
        with self.open("/events") as stream:
            iter(stream)
            with self.assertRaises(RuntimeError):
                iter(stream)


class AsyncStreamTestCase(unittest.TestCase):
    def test_async_iteration_closes_when_left_early(self) -> None:
        closed: List[bool] = []
        sent: List[bytes] = []

        async def chunks() -> AsyncIterator[bytes]:
            for chunk in (b"data: 1\n\n", b"data: 2\n\n", b"data: [DONE]\n\n"):
                sent.append(chunk)
                yield chunk

        async def close() -> None:
            closed.append(True)

        async def run() -> List[Any]:
            items: List[Any] = []
            async with AsyncStream[Any](chunks(), close) as stream:
                async for item in stream:
                    items.append(item)
                    break
            return items

        self.assertEqual(asyncio.run(run()), [1])
        self.assertEqual(closed, [True])
        self.assertEqual(len(sent), 1, "only the first chunk was read")

    def test_async_error_event(self) -> None:
        async def chunks() -> AsyncIterator[bytes]:
            yield b'data: 1\n\nevent: error\ndata: {"message":"bad"}\n\n'

        async def close() -> None:
            pass

        async def run() -> List[Any]:
            items: List[Any] = []
            async with AsyncStream[Any](chunks(), close, status_code=200) as stream:
                async for item in stream:
                    items.append(item)
            return items

        with self.assertRaises(APIError) as raised:
            asyncio.run(run())
        self.assertEqual(raised.exception.body, {"message": "bad"})


if __name__ == "__main__":
    unittest.main()


class TypedItemsTestCase(unittest.TestCase):
    def test_items_are_converted_to_cast_to_and_an_error_event_reads_the_configured_request_id(self) -> None:
        class Chunk(BaseModel):
            id: str
            delta: str

        chunks = [b'data: {"id":"c1","delta":"hi"}\n\n', b'event: error\ndata: {"message":"lost"}\n\n']
        stream: Stream[Chunk] = Stream(iter(chunks), lambda: None, headers={"x-trace": "tr_1", "x-request-id": "req_1"},
                                       cast_to=Chunk, request_id_header="X-Trace")
        self.assertEqual(stream.request_id, "tr_1")
        items: List[Chunk] = []
        with self.assertRaises(APIError) as raised:
            for item in stream:
                items.append(item)
        self.assertEqual(items, [Chunk(id="c1", delta="hi")])
        self.assertEqual(raised.exception.request_id, "tr_1")
        self.assertIsNone(Stream(iter(()), lambda: None, headers={"x-request-id": "r"}, request_id_header="X-Trace").request_id)
        self.assertEqual(Stream(iter(()), lambda: None, headers={"x-request-id": "r"}).request_id, "r")
