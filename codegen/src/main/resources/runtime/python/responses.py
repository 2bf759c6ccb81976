# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Raw and streamed responses (``client.with_raw_response`` / ``client.with_streaming_response``) and request ids.

A method reached through ``with_raw_response`` returns an :class:`APIResponse` (status, headers, request id,
the body read, ``parse()`` giving what the plain method returns); through ``with_streaming_response`` it returns
a context manager of a :class:`StreamedAPIResponse` whose body is read as it arrives. The mode travels from the
wrapper to the client core in a context variable, so generated methods need no extra argument.
"""

from __future__ import annotations

import contextvars
import json
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncIterator,
    Awaitable,
    Callable,
    Dict,
    Generic,
    Iterator,
    Mapping,
    Optional,
    TypeVar,
    cast,
)

if TYPE_CHECKING:
    from typing_extensions import ParamSpec

    P = ParamSpec("P")

__all__ = [
    "REQUEST_ID_HEADERS",
    "request_id_of",
    "APIResponse",
    "StreamedAPIResponse",
    "AsyncStreamedAPIResponse",
    "to_raw_response_wrapper",
    "to_streamed_response_wrapper",
    "async_to_raw_response_wrapper",
    "async_to_streamed_response_wrapper",
]

T = TypeVar("T")

REQUEST_ID_HEADERS = ("x-request-id", "request-id")
"""The response headers read, in this order, as the request id the server gave the call."""

RESPONSE_MODE: "contextvars.ContextVar[Optional[str]]" = contextvars.ContextVar("sdkgen_response_mode", default=None)
"""``"raw"`` or ``"stream"`` while a method is called through a wrapper below; read by the client core."""


def request_id_of(headers: Mapping[str, str], header: Optional[str] = None) -> Optional[str]:
    """The request id of a response (headers with lower-cased names), or None when it carries none: the value of
    ``header`` (sdkgen.yaml's ``client.request_id_header``) when given, and only that header; else the first of
    :data:`REQUEST_ID_HEADERS`. An empty value counts as absent."""
    for name in REQUEST_ID_HEADERS if header is None else (header.lower(),):
        value = headers.get(name)
        if value:
            return value
    return None


class APIResponse(Generic[T]):
    """A complete response of a successful call (2xx): what ``with_raw_response`` methods return."""

    def __init__(
        self,
        status_code: int,
        headers: Mapping[str, str],
        content: bytes,
        parser: Callable[[bytes], T],
        *,
        method: str,
        url: str,
        request_id_header: Optional[str] = None,
    ) -> None:
        self.status_code = status_code
        """The HTTP status."""
        self.headers: Dict[str, str] = dict(headers)
        """The response headers (lower-cased names)."""
        self.content = content
        """The body as received."""
        self.method = method
        self.url = url
        """The URL requested (an API key sent as a query parameter is masked)."""
        self._parser = parser
        self._parsed: Optional[T] = None
        self._has_parsed = False
        self._request_id_header = request_id_header

    @property
    def request_id(self) -> Optional[str]:
        """The server's id for this request (sdkgen.yaml's ``client.request_id_header``, else ``x-request-id`` or
        ``request-id``), for support requests."""
        return request_id_of(self.headers, self._request_id_header)

    @property
    def http_request_id(self) -> Optional[str]:
        """The same as :attr:`request_id`."""
        return self.request_id

    @property
    def text(self) -> str:
        """The body decoded as UTF-8 (invalid bytes replaced)."""
        return self.content.decode("utf-8", errors="replace")

    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.content)

    def parse(self) -> T:
        """What the method returns when called without ``with_raw_response`` (parsed once)."""
        if not self._has_parsed:
            self._parsed = self._parser(self.content)
            self._has_parsed = True
        return cast(T, self._parsed)

    def __repr__(self) -> str:
        return f"<APIResponse [{self.status_code}] {self.method.upper()} {self.url}>"


class StreamedAPIResponse(Generic[T]):
    """A successful response whose body has not been read: what ``with_streaming_response`` methods give.

    Use it as a context manager (``with client.with_streaming_response.files.download(...) as response:``); leaving
    the block closes the connection, also when the body was not read to its end."""

    def __init__(
        self,
        status_code: int,
        headers: Mapping[str, str],
        chunks: Iterator[bytes],
        close: Callable[[], None],
        parser: Callable[[bytes], T],
        *,
        method: str,
        url: str,
        request_id_header: Optional[str] = None,
    ) -> None:
        self.status_code = status_code
        self.headers: Dict[str, str] = dict(headers)
        self.method = method
        self.url = url
        self._chunks = chunks
        self._close = close
        self._parser = parser
        self._request_id_header = request_id_header

    @property
    def request_id(self) -> Optional[str]:
        """The server's id for this request (as :attr:`APIResponse.request_id`)."""
        return request_id_of(self.headers, self._request_id_header)

    @property
    def http_request_id(self) -> Optional[str]:
        return self.request_id

    def iter_bytes(self) -> Iterator[bytes]:
        """The body's chunks as they arrive."""
        return self._chunks

    def iter_lines(self) -> Iterator[str]:
        """The body's lines as they arrive (UTF-8, without line endings)."""
        return _lines(self._chunks)

    def read(self) -> bytes:
        """The rest of the body."""
        return b"".join(self._chunks)

    def parse(self) -> T:
        """Reads the rest of the body and parses it as the plain method would."""
        return self._parser(self.read())

    def close(self) -> None:
        """Closes the response (and its connection, unless the body was read to its end)."""
        self._close()

    def __enter__(self) -> "StreamedAPIResponse[T]":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class AsyncStreamedAPIResponse(Generic[T]):
    """The async client's :class:`StreamedAPIResponse`: ``async with``, ``async for``, awaitable reads."""

    def __init__(
        self,
        status_code: int,
        headers: Mapping[str, str],
        chunks: AsyncIterator[bytes],
        close: Callable[[], Awaitable[None]],
        parser: Callable[[bytes], T],
        *,
        method: str,
        url: str,
        request_id_header: Optional[str] = None,
    ) -> None:
        self.status_code = status_code
        self.headers: Dict[str, str] = dict(headers)
        self.method = method
        self.url = url
        self._chunks = chunks
        self._close = close
        self._parser = parser
        self._request_id_header = request_id_header

    @property
    def request_id(self) -> Optional[str]:
        return request_id_of(self.headers, self._request_id_header)

    @property
    def http_request_id(self) -> Optional[str]:
        return self.request_id

    def iter_bytes(self) -> AsyncIterator[bytes]:
        return self._chunks

    async def iter_lines(self) -> AsyncIterator[str]:
        buffer = b""
        async for chunk in self._chunks:
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                yield line.rstrip(b"\r").decode("utf-8", errors="replace")
        if buffer:
            yield buffer.rstrip(b"\r").decode("utf-8", errors="replace")

    async def read(self) -> bytes:
        return b"".join([chunk async for chunk in self._chunks])

    async def parse(self) -> T:
        return self._parser(await self.read())

    async def close(self) -> None:
        await self._close()

    async def __aenter__(self) -> "AsyncStreamedAPIResponse[T]":
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


def _lines(chunks: Iterator[bytes]) -> Iterator[str]:
    buffer = b""
    for chunk in chunks:
        buffer += chunk
        *lines, buffer = buffer.split(b"\n")
        for line in lines:
            yield line.rstrip(b"\r").decode("utf-8", errors="replace")
    if buffer:
        yield buffer.rstrip(b"\r").decode("utf-8", errors="replace")


def _call_in_mode(mode: str, func: Callable[..., Any], args: Any, kwargs: Any) -> Any:
    token = RESPONSE_MODE.set(mode)
    try:
        return func(*args, **kwargs)
    finally:
        RESPONSE_MODE.reset(token)


def to_raw_response_wrapper(func: Callable[P, T]) -> Callable[P, APIResponse[T]]:
    """``func`` (a generated method) returning its :class:`APIResponse` instead of the parsed value."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[T]:
        return cast(APIResponse[T], _call_in_mode("raw", func, args, kwargs))

    return wrapped


class _StreamContext(Generic[T]):
    def __init__(self, call: Callable[[], Any]) -> None:
        self._call = call
        self._response: Optional[StreamedAPIResponse[T]] = None

    def __enter__(self) -> StreamedAPIResponse[T]:
        self._response = cast(StreamedAPIResponse[T], _call_in_mode("stream", self._call, (), {}))
        return self._response

    def __exit__(self, *exc_info: object) -> None:
        if self._response is not None:
            self._response.close()


def to_streamed_response_wrapper(func: Callable[P, T]) -> Callable[P, _StreamContext[T]]:
    """``func`` returning a context manager of its :class:`StreamedAPIResponse` (the body unread)."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> _StreamContext[T]:
        return _StreamContext[T](lambda: func(*args, **kwargs))

    return wrapped


def async_to_raw_response_wrapper(func: Callable[P, Awaitable[T]]) -> Callable[P, Awaitable[APIResponse[T]]]:
    """The async client's :func:`to_raw_response_wrapper`."""

    async def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[T]:
        token = RESPONSE_MODE.set("raw")
        try:
            return cast(APIResponse[T], await func(*args, **kwargs))
        finally:
            RESPONSE_MODE.reset(token)

    return wrapped


class _AsyncStreamContext(Generic[T]):
    def __init__(self, call: Callable[[], Awaitable[Any]]) -> None:
        self._call = call
        self._response: Optional[AsyncStreamedAPIResponse[T]] = None

    async def __aenter__(self) -> AsyncStreamedAPIResponse[T]:
        token = RESPONSE_MODE.set("stream")
        try:
            self._response = cast(AsyncStreamedAPIResponse[T], await self._call())
        finally:
            RESPONSE_MODE.reset(token)
        return self._response

    async def __aexit__(self, *exc_info: object) -> None:
        if self._response is not None:
            await self._response.close()


def async_to_streamed_response_wrapper(func: Callable[P, Awaitable[T]]) -> Callable[P, _AsyncStreamContext[T]]:
    """The async client's :func:`to_streamed_response_wrapper` (``async with``)."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> _AsyncStreamContext[T]:
        return _AsyncStreamContext[T](lambda: func(*args, **kwargs))

    return wrapped
