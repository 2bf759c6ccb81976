# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Server-Sent Events (``text/event-stream``): an incremental decoder and the stream types over it."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from types import TracebackType
from typing import (
    Any,
    AsyncIterable,
    AsyncIterator,
    Awaitable,
    Callable,
    Generic,
    Iterable,
    Iterator,
    List,
    Mapping,
    Optional,
    Type,
    TypeVar,
)

from .errors import APIError, error_message
from .models import construct_value
from .responses import request_id_of

ItemT = TypeVar("ItemT")

DONE_SENTINEL = "[DONE]"
"""The data of the event that ends a stream (OpenAI's convention)."""

_BOM = b"\xef\xbb\xbf"
_LINE_END = re.compile(rb"[\r\n]")
_DIGITS = re.compile(r"[0-9]+")


@dataclass(frozen=True)
class ServerSentEvent:
    """One event as the decoder dispatches it."""

    event: str
    """The ``event:`` field; ``"message"`` when the event names none."""
    data: str
    """The ``data:`` lines joined with ``"\\n"``."""
    id: Optional[str] = None
    """The last ``id:`` seen in the stream so far, or None."""
    retry: Optional[int] = None
    """The event's ``retry:`` field in milliseconds, or None."""

    def json(self) -> Any:
        """The data parsed as JSON."""
        return json.loads(self.data)


class SSEDecoder:
    """Decodes the ``text/event-stream`` format (WHATWG HTML, "Server-sent events") incrementally.

    Lines end with CRLF, LF or CR (also split across chunks); a leading byte order mark is skipped; ``data:`` lines
    accumulate, ``event:``, ``id:`` (without NUL) and ``retry:`` (digits only) set their fields; lines starting with
    ``:`` are comments; one space after the colon is dropped; a blank line dispatches the event unless it has no
    data. Unlike a browser's EventSource, an event left without a blank line at the end of the stream is still
    dispatched (by :meth:`flush`). Lines are split on bytes and decoded as UTF-8 whole (invalid bytes replaced), so a
    character split between chunks is read correctly.
    """

    def __init__(self) -> None:
        self._buffer = b""
        self._started = False
        self._pending_cr = False
        self._event_type = ""
        self._data: List[str] = []
        self._has_data = False
        self._last_id: Optional[str] = None
        self._retry: Optional[int] = None

    def decode(self, chunk: bytes) -> List[ServerSentEvent]:
        """Takes the next bytes of the stream; returns the events they complete."""
        data = chunk
        if not self._started:
            joined = self._buffer + data
            if len(joined) < len(_BOM) and _BOM.startswith(joined):
                self._buffer = joined
                return []
            self._started = True
            self._buffer = b""
            data = joined[len(_BOM):] if joined.startswith(_BOM) else joined
        if self._pending_cr and data.startswith(b"\n"):
            data = data[1:]
        self._pending_cr = False
        events: List[ServerSentEvent] = []
        buffer = self._buffer + data
        while True:
            match = _LINE_END.search(buffer)
            if match is None:
                break
            end = match.start()
            line = buffer[:end]
            after = end + 1
            if buffer[end:after] == b"\r":
                if after == len(buffer):
                    self._pending_cr = True
                elif buffer[after:after + 1] == b"\n":
                    after += 1
            buffer = buffer[after:]
            self._line(line, events)
        self._buffer = buffer
        return events

    def flush(self) -> List[ServerSentEvent]:
        """Ends the stream: returns the last event when no blank line followed it."""
        events: List[ServerSentEvent] = []
        if not self._started:
            self._started = True
        if self._buffer:
            self._line(self._buffer, events)
            self._buffer = b""
        last = self._dispatch()
        if last is not None:
            events.append(last)
        return events

    def _line(self, raw: bytes, events: List[ServerSentEvent]) -> None:
        line = raw.decode("utf-8", errors="replace")
        if line == "":
            event = self._dispatch()
            if event is not None:
                events.append(event)
            return
        if line.startswith(":"):
            return
        field, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if field == "event":
            self._event_type = value
        elif field == "data":
            self._data.append(value)
            self._has_data = True
        elif field == "id":
            if "\0" not in value:
                self._last_id = value
        elif field == "retry":
            if _DIGITS.fullmatch(value):
                self._retry = int(value)

    def _dispatch(self) -> Optional[ServerSentEvent]:
        event = ServerSentEvent(self._event_type or "message", "\n".join(self._data), self._last_id, self._retry)
        had = self._has_data
        self._event_type = ""
        self._data = []
        self._has_data = False
        self._retry = None
        return event if had else None


def iter_events(chunks: Iterable[bytes]) -> Iterator[ServerSentEvent]:
    """The events of a byte stream, each as soon as its chunk arrives."""
    decoder = SSEDecoder()
    for chunk in chunks:
        yield from decoder.decode(chunk)
    yield from decoder.flush()


async def aiter_events(chunks: AsyncIterable[bytes]) -> AsyncIterator[ServerSentEvent]:
    """The events of an asynchronous byte stream, each as soon as its chunk arrives."""
    decoder = SSEDecoder()
    async for chunk in chunks:
        for event in decoder.decode(chunk):
            yield event
    for event in decoder.flush():
        yield event


def decode_item(event: ServerSentEvent, event_data: str) -> Any:
    """One item from an event: ``"json"`` its data as JSON, ``"text"`` its data, ``"named"`` the whole event
    (``{"event", "data", "id"}``, the data parsed when it is JSON)."""
    if event_data == "text":
        return event.data
    if event_data == "named":
        item = {"event": event.event, "data": _parse(event.data)}
        if event.id is not None:
            item["id"] = event.id
        return item
    return json.loads(event.data)


def _parse(data: str) -> Any:
    try:
        return json.loads(data)
    except ValueError:
        return data


def _error_for(
    event: ServerSentEvent, status_code: int, headers: Mapping[str, str], request_id_header: Optional[str]
) -> APIError:
    body = _parse(event.data)
    error = APIError(status_code, headers, body, "error event: " + error_message(status_code, body))
    error.request_id_header = request_id_header
    return error


def _item(event: ServerSentEvent, event_data: str, cast_to: Any) -> Any:
    item = decode_item(event, event_data)
    return item if cast_to is None else construct_value(cast_to, item)


class Stream(Generic[ItemT]):
    """The items of a streaming response, each as it arrives: ``for chunk in stream``. Use it as a context manager
    (``with client.chat.create(..., stream=True) as stream:``) so that leaving the block, early or not, closes the
    connection. An ``error`` event raises :class:`APIError` with the event's data as its body; an event whose data
    is ``[DONE]`` ends the stream. A stream can be iterated once.

    ``event_data`` says what an item is (:func:`decode_item`); ``cast_to``, when given, is the generated type each
    item becomes (:func:`~.models.construct_value`); ``request_id_header`` is sdkgen.yaml's
    ``client.request_id_header``."""

    def __init__(
        self,
        chunks: Iterable[bytes],
        close: Callable[[], None],
        *,
        status_code: int = 200,
        headers: Optional[Mapping[str, str]] = None,
        event_data: str = "json",
        cast_to: Any = None,
        request_id_header: Optional[str] = None,
    ) -> None:
        self._chunks = chunks
        self._close = close
        self._closed = False
        self._iterated = False
        self.status_code = status_code
        """The response's status (2xx)."""
        self.headers: Mapping[str, str] = dict(headers or {})
        """The response headers (lower-cased names)."""
        self._event_data = event_data
        self._cast_to = cast_to
        self._request_id_header = request_id_header

    @property
    def request_id(self) -> Optional[str]:
        """The server's id for this request (sdkgen.yaml's ``client.request_id_header``, else ``x-request-id`` or
        ``request-id``), or None."""
        return request_id_of(self.headers, self._request_id_header)

    def __iter__(self) -> Iterator[ItemT]:
        if self._iterated:
            raise RuntimeError("this stream has already been iterated; a stream can be read once")
        self._iterated = True
        return self._items()

    def _items(self) -> Iterator[ItemT]:
        try:
            for event in iter_events(self._chunks):
                if event.data == DONE_SENTINEL:
                    return
                if event.event == "error":
                    raise _error_for(event, self.status_code, self.headers, self._request_id_header)
                item: ItemT = _item(event, self._event_data, self._cast_to)
                yield item
        finally:
            self.close()

    def close(self) -> None:
        """Closes the connection; safe to call more than once."""
        if not self._closed:
            self._closed = True
            self._close()

    def __enter__(self) -> "Stream[ItemT]":
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        self.close()


class AsyncStream(Generic[ItemT]):
    """The asynchronous twin of :class:`Stream`: ``async for chunk in stream``, ``async with ... as stream``.

    Leaving ``async with`` closes the connection at once; a loop left early without it closes the connection when the
    event loop finalises the abandoned iterator (soon after, not at once); a cancelled task closes it as the
    cancellation passes through the loop."""

    def __init__(
        self,
        chunks: AsyncIterable[bytes],
        close: Callable[[], Awaitable[None]],
        *,
        status_code: int = 200,
        headers: Optional[Mapping[str, str]] = None,
        event_data: str = "json",
        cast_to: Any = None,
        request_id_header: Optional[str] = None,
    ) -> None:
        self._chunks = chunks
        self._close = close
        self._closed = False
        self._iterated = False
        self.status_code = status_code
        """The response's status (2xx)."""
        self.headers: Mapping[str, str] = dict(headers or {})
        """The response headers (lower-cased names)."""
        self._event_data = event_data
        self._cast_to = cast_to
        self._request_id_header = request_id_header

    @property
    def request_id(self) -> Optional[str]:
        """The server's id for this request (sdkgen.yaml's ``client.request_id_header``, else ``x-request-id`` or
        ``request-id``), or None."""
        return request_id_of(self.headers, self._request_id_header)

    def __aiter__(self) -> AsyncIterator[ItemT]:
        if self._iterated:
            raise RuntimeError("this stream has already been iterated; a stream can be read once")
        self._iterated = True
        return self._items()

    async def _items(self) -> AsyncIterator[ItemT]:
        try:
            async for event in aiter_events(self._chunks):
                if event.data == DONE_SENTINEL:
                    return
                if event.event == "error":
                    raise _error_for(event, self.status_code, self.headers, self._request_id_header)
                item: ItemT = _item(event, self._event_data, self._cast_to)
                yield item
        finally:
            await self.close()

    async def close(self) -> None:
        """Closes the connection; safe to call more than once."""
        if not self._closed:
            self._closed = True
            await self._close()

    async def __aenter__(self) -> "AsyncStream[ItemT]":
        return self

    async def __aexit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        await self.close()


def response_chunks(read: Callable[[int], bytes], size: int = 4096) -> Iterator[bytes]:
    """The chunks of a response body as they arrive: ``read`` is the response's ``read1`` (which returns what is
    there, without waiting for ``size`` bytes); an empty read ends it."""
    while True:
        chunk = read(size)
        if not chunk:
            return
        yield chunk
