# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The HTTP/1.1 transport of the async client, over ``asyncio`` streams (standard library only).

Keep-alive connections are pooled per (scheme, host, port); bodies framed by Content-Length, chunked transfer
coding or the end of the connection; TLS through the client's ``ssl_context``; proxies as in the synchronous
transport. A cancelled call closes its connection (it is never returned to the pool half-read). A custom async
transport is any callable taking a :class:`~.transport.TransportRequest` and returning an awaitable
:class:`AsyncTransportResponse`.
"""

from __future__ import annotations

import asyncio
import socket
import ssl
import time
from typing import (
    AsyncIterator,
    Awaitable,
    Callable,
    Dict,
    Iterable,
    List,
    Mapping,
    NamedTuple,
    Optional,
    TypeVar,
    Union,
)
from urllib.parse import urlsplit

from .transport import MAX_IDLE_PER_HOST, Proxy, ProxySetting, TransportRequest, proxy_for

__all__ = ["AsyncTransportResponse", "AsyncTransport", "AsyncHTTPTransport"]

_READ_SIZE = 65536
_MAX_HEAD_LINE = 65536
T = TypeVar("T")


class AsyncTransportResponse:
    """The async :class:`~.transport.TransportResponse`: status, headers (lower-cased names), and the body read
    with :meth:`aiter_bytes` or :meth:`aread`; ``on_close`` is awaited once with whether the body was complete."""

    def __init__(
        self,
        status_code: int,
        headers: Mapping[str, str],
        chunks: Union[AsyncIterator[bytes], Iterable[bytes]] = (),
        on_close: Optional[Callable[[bool], Awaitable[None]]] = None,
    ) -> None:
        self.status_code = status_code
        self.headers: Dict[str, str] = {name.lower(): value for name, value in headers.items()}
        self._chunks = chunks
        self._on_close = on_close
        self._closed = False

    async def aiter_bytes(self) -> AsyncIterator[bytes]:
        """The body's chunks as they arrive; the response closes itself after the last one."""
        try:
            if isinstance(self._chunks, AsyncIterator):
                async for chunk in self._chunks:
                    if chunk:
                        yield chunk
            else:
                for chunk in self._chunks:
                    if chunk:
                        yield chunk
        except BaseException:
            await self._finish(False)
            raise
        await self._finish(True)

    async def aread(self) -> bytes:
        """The whole body (the response is closed afterwards)."""
        return b"".join([chunk async for chunk in self.aiter_bytes()])

    async def aclose(self) -> None:
        """Stops reading; a connection with unread body is closed, not reused."""
        await self._finish(False)

    async def _finish(self, complete: bool) -> None:
        if self._closed:
            return
        self._closed = True
        if self._on_close is not None:
            await self._on_close(complete)


AsyncTransport = Callable[[TransportRequest], Awaitable[AsyncTransportResponse]]
"""What the async client's ``transport=`` option takes."""


class _Origin(NamedTuple):
    scheme: str
    host: str
    port: int


class _Connection:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    def close(self) -> None:
        self.writer.close()


class _Head(NamedTuple):
    status: int
    headers: Dict[str, str]
    keep_alive: bool


class AsyncHTTPTransport:
    """The default async transport: HTTP/1.1 over ``asyncio.open_connection``, connections kept alive and reused.

    ``proxy`` and ``ssl_context`` as for :class:`~.transport.HTTPTransport`."""

    def __init__(self, *, proxy: ProxySetting = None, ssl_context: Optional[ssl.SSLContext] = None) -> None:
        self._proxy = proxy
        self._ssl_context = ssl_context
        self._idle: Dict[_Origin, List[_Connection]] = {}
        self.connections_opened = 0
        """How many connections this transport opened."""

    async def __call__(self, request: TransportRequest) -> AsyncTransportResponse:
        deadline = time.monotonic() + request.timeout
        parts = urlsplit(request.url)
        scheme = parts.scheme.lower()
        if scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"Unsupported URL {request.url!r}")
        origin = _Origin(scheme, parts.hostname, parts.port or (443 if scheme == "https" else 80))
        proxy = proxy_for(self._proxy, scheme, origin.host)
        target = (parts.path or "/") + ("?" + parts.query if parts.query else "")
        headers = {"Host": _host_header(origin, parts.port is not None), "Accept-Encoding": "identity"}
        for name, value in request.headers.items():
            for known in [key for key in headers if key.lower() == name.lower()]:
                del headers[known]  # the caller's spelling and value replace the defaults
            headers[name] = value
        if proxy is not None and scheme == "http":
            target = request.url
            if proxy.authorization is not None:
                headers["Proxy-Authorization"] = proxy.authorization
        data = _request_bytes(request, target, headers)
        connection = self._idle.get(origin, []).pop() if self._idle.get(origin) else None
        reused = connection is not None
        try:
            if connection is None:
                connection = await _within(self._open(origin, proxy), deadline)
            try:
                head = await _within(_exchange(connection, data, request.method), deadline)
            except (ConnectionError, asyncio.IncompleteReadError):
                if not reused:
                    raise
                # An idle connection the server had closed: one more try on a fresh connection.
                connection.close()
                connection = await _within(self._open(origin, proxy), deadline)
                head = await _within(_exchange(connection, data, request.method), deadline)
        except BaseException:
            if connection is not None:
                connection.close()
            raise
        return self._response(origin, connection, head, request, deadline)

    async def aclose(self) -> None:
        """Closes every idle connection."""
        idle = [c for connections in self._idle.values() for c in connections]
        self._idle.clear()
        for connection in idle:
            connection.close()

    async def _open(self, origin: _Origin, proxy: Optional[Proxy]) -> _Connection:
        context: Optional[ssl.SSLContext] = None
        if origin.scheme == "https":
            if self._ssl_context is None:
                # Loading the system's certificates takes a tenth of a second or more: once, off the event loop.
                loop = asyncio.get_running_loop()
                self._ssl_context = await loop.run_in_executor(None, ssl.create_default_context)
            context = self._ssl_context
        self.connections_opened += 1
        if proxy is None:
            hostname = origin.host if context is not None else None
            reader, writer = await asyncio.open_connection(origin.host, origin.port, ssl=context, server_hostname=hostname)
        elif context is None:
            reader, writer = await asyncio.open_connection(proxy.host, proxy.port)
        else:
            sock = await _tunnel(proxy, origin)
            reader, writer = await asyncio.open_connection(sock=sock, ssl=context, server_hostname=origin.host)
        return _Connection(reader, writer)

    def _response(
        self, origin: _Origin, connection: _Connection, head: _Head, request: TransportRequest, deadline: float
    ) -> AsyncTransportResponse:
        framing = _framing(head, request.method)

        async def chunks() -> AsyncIterator[bytes]:
            async for chunk in _body(connection.reader, framing):
                yield chunk

        body = chunks()

        async def next_chunk() -> AsyncIterator[bytes]:
            while True:
                limit = time.monotonic() + request.timeout if request.stream else deadline
                try:
                    chunk = await _within(body.__anext__(), limit)
                except StopAsyncIteration:
                    return
                yield chunk

        async def on_close(complete: bool) -> None:
            if complete and head.keep_alive and framing != "eof":
                idle = self._idle.setdefault(origin, [])
                if len(idle) < MAX_IDLE_PER_HOST:
                    idle.append(connection)
                    return
            connection.close()

        return AsyncTransportResponse(head.status, head.headers, next_chunk(), on_close)


async def _within(awaitable: Awaitable[T], deadline: float) -> T:
    """Awaits with the time left before the deadline; a timeout is ``socket.timeout`` (an OSError everywhere)."""
    left = deadline - time.monotonic()
    if left <= 0:
        if asyncio.iscoroutine(awaitable):
            awaitable.close()
        raise socket.timeout("timed out")
    try:
        return await asyncio.wait_for(awaitable, left)
    except asyncio.TimeoutError:
        raise socket.timeout("timed out") from None


def _host_header(origin: _Origin, explicit_port: bool) -> str:
    host = f"[{origin.host}]" if ":" in origin.host else origin.host
    return f"{host}:{origin.port}" if explicit_port else host


def _request_bytes(request: TransportRequest, target: str, headers: Mapping[str, str]) -> bytes:
    lines = [f"{request.method} {target} HTTP/1.1"]
    for name, value in headers.items():
        if any(c in name for c in "\r\n:") or "\r" in value or "\n" in value:
            raise ValueError(f"Invalid header {name!r}: {value!r}")
        lines.append(f"{name}: {value}")
    if request.body is not None or request.method in ("POST", "PUT", "PATCH"):
        lines.append(f"Content-Length: {len(request.body or b'')}")
    head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
    return head + (request.body or b"")


async def _exchange(connection: _Connection, data: bytes, method: str) -> _Head:
    connection.writer.write(data)
    await connection.writer.drain()
    while True:
        head = await _read_head(connection.reader)
        if not 100 <= head.status < 200 or head.status == 101:
            return head


async def _read_head(reader: asyncio.StreamReader) -> _Head:
    status_line = await reader.readline()
    if not status_line:
        raise ConnectionResetError("Remote end closed connection without response")
    parts = status_line.decode("latin-1").rstrip("\r\n").split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
        raise ConnectionError(f"Bad status line {status_line[:100]!r}")
    headers: Dict[str, str] = {}
    while True:
        line = await reader.readline()
        if len(line) > _MAX_HEAD_LINE:
            raise ConnectionError("Header line too long")
        if line in (b"\r\n", b"\n"):
            break
        if not line:
            raise asyncio.IncompleteReadError(line, None)
        name, _, value = line.decode("latin-1").partition(":")
        key = name.strip().lower()
        value = value.strip()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value
    connection_header = headers.get("connection", "").lower()
    keep_alive = parts[0] == "HTTP/1.1" and "close" not in connection_header
    return _Head(int(parts[1]), headers, keep_alive)


def _framing(head: _Head, method: str) -> Union[str, int]:
    """``"none"``, ``"chunked"``, ``"eof"`` or the Content-Length."""
    if method == "HEAD" or head.status in (204, 304):
        return "none"
    if "chunked" in head.headers.get("transfer-encoding", "").lower():
        return "chunked"
    length = head.headers.get("content-length")
    if length is not None and length.strip().isdigit():
        return int(length.strip())
    return "eof"


async def _body(reader: asyncio.StreamReader, framing: Union[str, int]) -> AsyncIterator[bytes]:
    if framing == "none" or framing == 0:
        return
    if isinstance(framing, int):
        left = framing
        while left > 0:
            chunk = await reader.read(min(left, _READ_SIZE))
            if not chunk:
                raise asyncio.IncompleteReadError(b"", left)
            left -= len(chunk)
            yield chunk
    elif framing == "chunked":
        while True:
            size_line = await reader.readline()
            size = int(size_line.split(b";")[0].strip() or b"0", 16)
            if size == 0:
                while (await reader.readline()) not in (b"\r\n", b"\n", b""):
                    pass
                return
            yield await reader.readexactly(size)
            await reader.readline()
    else:
        while True:
            chunk = await reader.read(_READ_SIZE)
            if not chunk:
                return
            yield chunk


async def _tunnel(proxy: Proxy, origin: _Origin) -> socket.socket:
    """A socket connected to ``origin`` through the proxy's CONNECT method, ready for TLS."""
    loop = asyncio.get_running_loop()
    infos = await loop.getaddrinfo(proxy.host, proxy.port, type=socket.SOCK_STREAM)
    family, kind, protocol, _, address = infos[0]
    sock = socket.socket(family, kind, protocol)
    sock.setblocking(False)
    try:
        await loop.sock_connect(sock, address)
        lines = [f"CONNECT {origin.host}:{origin.port} HTTP/1.1", f"Host: {origin.host}:{origin.port}"]
        if proxy.authorization is not None:
            lines.append(f"Proxy-Authorization: {proxy.authorization}")
        await loop.sock_sendall(sock, ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        received = b""
        while b"\r\n\r\n" not in received:
            data = await loop.sock_recv(sock, 4096)
            if not data:
                raise ConnectionResetError("The proxy closed the connection")
            received += data
        status = received.split(b"\r\n", 1)[0].split(b" ")
        if len(status) < 2 or status[1] != b"200":
            raise OSError(f"Tunnel connection failed: {b' '.join(status[1:]).decode('latin-1')}")
    except BaseException:
        sock.close()
        raise
    return sock
