# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The HTTP/1.1 transport of the synchronous client: pooled keep-alive connections (standard library only).

A transport is any callable that takes a :class:`TransportRequest` and returns a :class:`TransportResponse`
whose headers have arrived (the analogue of ``fetch`` in the TypeScript SDK). The client passes its own
``transport=`` option or builds an :class:`HTTPTransport`. A transport raises ``OSError`` (``TimeoutError`` for a
timeout) or ``http.client.HTTPException`` when no response arrives; the client turns those into the SDK's
``ConnectionError`` / ``ConnectionTimeoutError`` with the URL.
"""

from __future__ import annotations

import base64
import http.client
import socket
import ssl
import threading
import time
import urllib.request
from typing import Callable, Dict, Iterator, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union
from urllib.parse import unquote, urlsplit

__all__ = [
    "TransportRequest",
    "TransportResponse",
    "Transport",
    "HTTPTransport",
    "Proxy",
    "ProxySetting",
    "proxy_for",
    "MAX_IDLE_PER_HOST",
]

MAX_IDLE_PER_HOST = 10
"""Idle keep-alive connections kept per (scheme, host, port); more are closed when they come back."""

_READ_SIZE = 65536


class TransportRequest(NamedTuple):
    """One attempt of one request, as the client hands it to the transport."""

    method: str
    """Upper-case HTTP method."""
    url: str
    """The absolute URL, query included."""
    headers: Mapping[str, str]
    body: Optional[bytes]
    timeout: float
    """Seconds the attempt may take in total: connecting, sending, and receiving the headers and (unless
    ``stream``) the whole body."""
    stream: bool = False
    """The body will be read by the caller as it arrives: the deadline covers the headers, each later read gets
    ``timeout`` seconds."""


class TransportResponse:
    """A response whose status and headers arrived; the body is read from :meth:`iter_bytes` or :meth:`read`.

    A custom transport builds one from the status, the headers (names lower-cased, repeated headers joined with
    ``", "``) and an iterator of body chunks; ``on_close`` is called once, when the body was read to its end or the
    response was closed early (``complete`` tells which)."""

    def __init__(
        self,
        status_code: int,
        headers: Mapping[str, str],
        chunks: Union[Iterator[bytes], Sequence[bytes]] = (),
        on_close: Optional[Callable[[bool], None]] = None,
    ) -> None:
        self.status_code = status_code
        self.headers: Dict[str, str] = {name.lower(): value for name, value in headers.items()}
        self._chunks: Iterator[bytes] = iter(chunks)
        self._on_close = on_close
        self._closed = False

    def iter_bytes(self) -> Iterator[bytes]:
        """The body's chunks as they arrive; the response closes itself after the last one."""
        try:
            for chunk in self._chunks:
                if chunk:
                    yield chunk
        except BaseException:
            self._finish(False)
            raise
        self._finish(True)

    def read(self) -> bytes:
        """The whole body (the response is closed afterwards)."""
        return b"".join(self.iter_bytes())

    def close(self) -> None:
        """Stops reading; a connection with unread body is closed, not reused."""
        self._finish(False)

    @property
    def closed(self) -> bool:
        return self._closed

    def _finish(self, complete: bool) -> None:
        if self._closed:
            return
        self._closed = True
        if self._on_close is not None:
            self._on_close(complete)


Transport = Callable[[TransportRequest], TransportResponse]
"""What the ``transport=`` client option takes: a callable sending one attempt (see :class:`HTTPTransport`)."""


class Proxy(NamedTuple):
    """An HTTP proxy: ``http://[user:password@]host:port``."""

    host: str
    port: int
    authorization: Optional[str] = None
    """The ``Proxy-Authorization`` value when the proxy URL carries credentials."""

    @staticmethod
    def parse(url: str) -> "Proxy":
        parts = urlsplit(url if "://" in url else "http://" + url)
        if parts.scheme not in ("http", ""):
            raise ValueError(f"Only http:// proxies are supported, got {url!r}")
        if not parts.hostname:
            raise ValueError(f"A proxy URL needs a host, got {url!r}")
        authorization = None
        if parts.username is not None:
            pair = f"{unquote(parts.username)}:{unquote(parts.password or '')}"
            authorization = "Basic " + base64.b64encode(pair.encode("utf-8")).decode("ascii")
        return Proxy(parts.hostname, parts.port or 80, authorization)


ProxySetting = Union[str, Proxy, None, bool]
"""The ``proxy=`` client option: a proxy URL, ``None`` (the ``HTTP(S)_PROXY``/``NO_PROXY`` environment, the
default) or ``False`` (never a proxy)."""


def proxy_for(setting: ProxySetting, scheme: str, host: str) -> Optional[Proxy]:
    """The proxy a request to ``scheme://host`` goes through, or None for a direct connection."""
    if setting is False or setting is True:
        return None
    if isinstance(setting, Proxy):
        return setting
    if isinstance(setting, str):
        return Proxy.parse(setting)
    url = urllib.request.getproxies().get(scheme)
    if not url or bool(urllib.request.proxy_bypass(host)):
        return None
    return Proxy.parse(url)


class _Origin(NamedTuple):
    scheme: str
    host: str
    port: int


class HTTPTransport:
    """The default transport: ``http.client`` connections kept alive and reused, one pool per client.

    ``proxy``: see :data:`ProxySetting` (HTTPS goes through a CONNECT tunnel, HTTP in absolute form);
    ``ssl_context``: the TLS settings of HTTPS connections (default: the system's trusted certificates).
    Safe to use from several threads: each request takes an idle connection or opens one.
    """

    def __init__(self, *, proxy: ProxySetting = None, ssl_context: Optional[ssl.SSLContext] = None) -> None:
        self._proxy = proxy
        self._ssl_context = ssl_context
        self._idle: Dict[_Origin, List[http.client.HTTPConnection]] = {}
        self._lock = threading.Lock()
        self.connections_opened = 0
        """How many connections this transport opened (reuse shows as fewer than requests)."""

    def __call__(self, request: TransportRequest) -> TransportResponse:
        deadline = time.monotonic() + request.timeout
        parts = urlsplit(request.url)
        scheme = parts.scheme.lower()
        if scheme not in ("http", "https") or not parts.hostname:
            raise http.client.InvalidURL(f"Unsupported URL {request.url!r}")
        origin = _Origin(scheme, parts.hostname, parts.port or (443 if scheme == "https" else 80))
        proxy = proxy_for(self._proxy, scheme, origin.host)
        target = parts.path or "/"
        if parts.query:
            target += "?" + parts.query
        headers = dict(request.headers)
        if proxy is not None and scheme == "http":
            target = request.url  # absolute form through a plain HTTP proxy
            if proxy.authorization is not None:
                headers["Proxy-Authorization"] = proxy.authorization
        reused, connection = self._take(origin, proxy)
        try:
            response = self._exchange(connection, request, target, headers, deadline)
        except (ConnectionResetError, BrokenPipeError, http.client.RemoteDisconnected):
            connection.close()
            if not reused:
                raise
            # An idle connection the server had closed: one more try on a fresh connection.
            connection = self._open(origin, proxy)
            response = self._exchange(connection, request, target, headers, deadline)
        except BaseException:
            connection.close()
            raise
        return self._wrap(origin, connection, response, request, deadline)

    def close(self) -> None:
        """Closes every idle connection (connections in use close when their response is done)."""
        with self._lock:
            idle = [c for connections in self._idle.values() for c in connections]
            self._idle.clear()
        for connection in idle:
            connection.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown: the sockets close with the process
            pass

    def _take(self, origin: _Origin, proxy: Optional[Proxy]) -> Tuple[bool, http.client.HTTPConnection]:
        with self._lock:
            idle = self._idle.get(origin)
            if idle:
                return True, idle.pop()
        return False, self._open(origin, proxy)

    def _open(self, origin: _Origin, proxy: Optional[Proxy]) -> http.client.HTTPConnection:
        host, port = (origin.host, origin.port) if proxy is None else (proxy.host, proxy.port)
        connection: http.client.HTTPConnection
        if origin.scheme == "https":
            if self._ssl_context is None:
                self._ssl_context = ssl.create_default_context()  # once per transport: loading certificates is slow
            context = self._ssl_context
            connection = http.client.HTTPSConnection(host, port, context=context)
            if proxy is not None:
                tunnel_headers = {} if proxy.authorization is None else {"Proxy-Authorization": proxy.authorization}
                connection.set_tunnel(origin.host, origin.port, headers=tunnel_headers)
        else:
            connection = http.client.HTTPConnection(host, port)
        with self._lock:
            self.connections_opened += 1
        return connection

    def _exchange(
        self,
        connection: http.client.HTTPConnection,
        request: TransportRequest,
        target: str,
        headers: Dict[str, str],
        deadline: float,
    ) -> http.client.HTTPResponse:
        if connection.sock is None:
            connection.timeout = _remaining(deadline)
            connection.connect()
        _arm(connection, deadline)
        # Without a header of the caller's, Accept-Encoding: identity (a server may not compress what the client cannot read).
        caller_encoding = any(name.lower() == "accept-encoding" for name in headers)
        connection.putrequest(request.method, target, skip_accept_encoding=caller_encoding)
        for name, value in headers.items():
            connection.putheader(name, value)
        if request.body is not None or request.method in ("POST", "PUT", "PATCH"):
            connection.putheader("Content-Length", str(len(request.body or b"")))
        connection.endheaders(request.body)
        _arm(connection, deadline)
        return connection.getresponse()

    def _wrap(
        self,
        origin: _Origin,
        connection: http.client.HTTPConnection,
        response: http.client.HTTPResponse,
        request: TransportRequest,
        deadline: float,
    ) -> TransportResponse:
        def chunks() -> Iterator[bytes]:
            while True:
                if request.stream:
                    _arm(connection, time.monotonic() + request.timeout)
                else:
                    _arm(connection, deadline)
                chunk = response.read1(_READ_SIZE)  # at most one socket read, so the deadline is checked before each
                if not chunk:
                    response.close()  # the body is complete: the connection may take the next request
                    return
                yield chunk

        def on_close(complete: bool) -> None:
            if complete and not response.will_close and connection.sock is not None:
                self._release(origin, connection)
            else:
                # A response that will close holds the socket itself (http.client hands it over): close both.
                response.close()
                connection.close()

        headers: Dict[str, str] = {}
        for name, value in response.getheaders():
            key = name.lower()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        return TransportResponse(response.status, headers, chunks(), on_close)

    def _release(self, origin: _Origin, connection: http.client.HTTPConnection) -> None:
        with self._lock:
            idle = self._idle.setdefault(origin, [])
            if len(idle) < MAX_IDLE_PER_HOST:
                idle.append(connection)
                return
        connection.close()


def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise socket.timeout("timed out")
    return left


def _arm(connection: http.client.HTTPConnection, deadline: float) -> None:
    """Gives the socket's next blocking call only the time left before the deadline."""
    if connection.sock is not None:
        connection.sock.settimeout(_remaining(deadline))
