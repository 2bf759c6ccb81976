#!/usr/bin/env python3
"""A scriptable mock HTTP server for testing sdkgen SDKs (Python standard library only, >= 3.9).

A test queues canned responses per route (method + path), drives an SDK against the server, then
reads back the requests the server received. Used in-process from Python tests::

    from mock_server import MockServer
    with MockServer() as server:
        server.enqueue("GET", "/accounts", status=503, headers={"Retry-After": "0"})
        server.enqueue("GET", "/accounts", json={"data": []})
        ...  # call the SDK with base_url=server.url
        assert [r["path"] for r in server.requests()] == ["/accounts", "/accounts"]

and as a process from any other language (the harnesses in Java and TypeScript do this)::

    python3 mock_server.py [--host 127.0.0.1] [--port 0] [--until-stdin-closes]

which prints ``MOCK_SERVER_URL=http://127.0.0.1:<port>`` on its first stdout line and is then
scripted over HTTP under ``/__mock/``:

``POST /__mock/responses``
    body: one response spec or a JSON array of them; answers ``{"queued": n}``.
``GET /__mock/requests``
    the recorded requests, oldest first (control requests are not recorded).
``POST /__mock/reset``
    forgets all queued responses and recorded requests.
``GET /__mock/health``
    ``{"ok": true}``.

A response spec: ``{"method": "GET", "path": "/accounts", "status": 200, "headers": {...},
"json": <any JSON> | "body": "<text>" | "body_base64": "<bytes, base64>", "delay_ms": 0,
"drop": false, "repeat": false, "chunks": [{"body": "<text>", "delay_ms": 0}, ...]}``.
``method`` defaults to ``*`` (any method); ``path`` is matched exactly against the raw
(still percent-encoded) request path without the query. Responses for a route are served in the
order queued; ``repeat`` keeps a response in place so it answers every later request too (queue it
last). ``delay_ms`` waits before answering (to provoke timeouts); ``drop`` closes the connection
without any response (the client sees no response at all). ``json`` sets ``Content-Type:
application/json`` unless ``headers`` say otherwise. A request with nothing queued gets status 418
and a JSON error naming the route.

``chunks`` streams the body instead (Server-Sent Events, say): the headers go out at once, then each chunk's
text, after waiting its ``delay_ms``, as one HTTP/1.1 chunk (``Transfer-Encoding: chunked``), flushed. While it
waits the server watches the connection: when the client closes it, no further chunk is sent. The recorded
request then carries ``"stream": {"chunks_sent": n, "client_closed": bool, "finished": bool}`` (``chunks_sent``
counts a chunk as soon as its waiting ends, before its bytes are written), updated as the
response goes out, so a test can see how far the server got when the client read an event, and that leaving a
stream early closed the connection.

A recorded request: ``{"method", "path", "query" (raw string), "query_params" ({name: [values]}),
"headers" ({lower-cased name: value}), "body" (text, UTF-8 with replacement), "body_base64" (the
exact bytes), "json" (parsed body or null), "form", "parts", "multipart_error", "time" (seconds since
the server started, for measuring waits between retries), "connection" (the 1-based number of the TCP
connection it came on), and "stream" for a streamed response}``.

Connections: every response says ``Connection: close`` unless the server was started with
``keep_alive=True`` (``--keep-alive``); then connections stay open and are reused, and
``MockServer.connections()`` counts the connections accepted (a client that reuses its connection makes one).

``form`` is, for an ``application/x-www-form-urlencoded`` body, the decoded ``[name, value]`` pairs in
wire order (null for other bodies, or when the body is not valid form encoding). ``parts`` is, for a
``multipart/form-data`` body, one ``{"name", "filename", "content_type", "headers", "body",
"body_base64"}`` per part (``filename`` / ``content_type`` null when absent). The multipart parser is
strict (no preamble, CRLF line breaks, a closing boundary, a ``form-data`` disposition with a name
per part); a body it rejects gives ``parts: null`` and the reason in ``multipart_error``.
"""

from __future__ import annotations

import argparse
import base64
import json
import re
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional, Tuple, Union, cast
from urllib.parse import parse_qs, parse_qsl, urlsplit

CONTROL_PREFIX = "/__mock/"
UNMATCHED_STATUS = 418
_JSON = "application/json"
_FORM = "application/x-www-form-urlencoded"


class MockServer:
    """The server. ``start()`` (or ``with``) runs it on a background thread; ``close()`` stops it."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, keep_alive: bool = False) -> None:
        self.keep_alive = keep_alive
        self._connections = 0
        self._lock = threading.Lock()
        self._queues: Dict[Tuple[str, str], List[Dict[str, Any]]] = {}
        self._requests: List[Dict[str, Any]] = []
        self._started_at = time.monotonic()
        self._httpd = _QuietServer((host, port), _make_handler(self))
        self._thread: Optional[threading.Thread] = None

    @property
    def url(self) -> str:
        """Base URL of the server, e.g. ``http://127.0.0.1:54321`` (no trailing slash)."""
        host, port = self._httpd.server_address[:2]
        return f"http://{host if isinstance(host, str) else host.decode()}:{port}"

    def start(self) -> "MockServer":
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="mock-server", daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> "MockServer":
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def enqueue(
        self,
        method: str,
        path: str,
        status: int = 200,
        *,
        json: Any = None,
        body: Optional[str] = None,
        body_bytes: Optional[bytes] = None,
        headers: Optional[Dict[str, str]] = None,
        delay_ms: int = 0,
        drop: bool = False,
        repeat: bool = False,
    ) -> None:
        """Queues one response for ``method path`` (``method`` may be ``*``)."""
        self.add(_response_spec(method, path, status, json, body, body_bytes, headers, delay_ms, drop, repeat))

    def add(self, spec: Dict[str, Any]) -> None:
        """Queues one response spec in the wire format described in the module docstring."""
        checked = _check_spec(spec)
        with self._lock:
            self._queues.setdefault((checked["method"], checked["path"]), []).append(checked)

    def requests(self) -> List[Dict[str, Any]]:
        """The recorded requests, oldest first."""
        with self._lock:
            return [
                {**request, "stream": dict(request["stream"])} if "stream" in request else dict(request)
                for request in self._requests
            ]

    def _stream_state(self, request: Dict[str, Any], **state: Any) -> None:
        with self._lock:
            request.setdefault("stream", {"chunks_sent": 0, "client_closed": False, "finished": False}).update(state)

    def reset(self) -> None:
        """Forgets all queued responses and recorded requests, and restarts the connection count."""
        with self._lock:
            self._queues.clear()
            self._requests.clear()
            self._connections = 0

    def connections(self) -> int:
        """How many TCP connections were accepted since the start (or the last reset)."""
        with self._lock:
            return self._connections

    def _connected(self) -> int:
        with self._lock:
            self._connections += 1
            return self._connections

    def _record(self, request: Dict[str, Any]) -> None:
        with self._lock:
            self._requests.append(request)

    def _next_response(self, method: str, path: str) -> Optional[Dict[str, Any]]:
        with self._lock:
            for key in ((method, path), ("*", path)):
                queue = self._queues.get(key)
                if queue:
                    spec = queue[0]
                    if not spec["repeat"]:
                        queue.pop(0)
                    return spec
        return None

    def _elapsed(self) -> float:
        return round(time.monotonic() - self._started_at, 6)


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # many clients connecting at once (concurrency tests) are not refused

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that gave up (timeout) or a dropped connection is expected here, not an error.
        if isinstance(sys.exc_info()[1], OSError):
            return
        super().handle_error(request, client_address)


class MockServerClient:
    """Scripts a mock server running elsewhere (another process) over its control endpoints.

    Same methods as :class:`MockServer` (``enqueue``, ``add``, ``requests``, ``reset``)::

        server = MockServerClient(os.environ["SDKGEN_MOCK_URL"])
    """

    def __init__(self, url: str) -> None:
        self.url = url.rstrip("/")

    def enqueue(
        self,
        method: str,
        path: str,
        status: int = 200,
        *,
        json: Any = None,
        body: Optional[str] = None,
        body_bytes: Optional[bytes] = None,
        headers: Optional[Dict[str, str]] = None,
        delay_ms: int = 0,
        drop: bool = False,
        repeat: bool = False,
    ) -> None:
        """Queues one response for ``method path`` (``method`` may be ``*``)."""
        self.add(_response_spec(method, path, status, json, body, body_bytes, headers, delay_ms, drop, repeat))

    def add(self, spec: Dict[str, Any]) -> None:
        self._control("POST", "responses", [spec])

    def requests(self) -> List[Dict[str, Any]]:
        return cast(List[Dict[str, Any]], self._control("GET", "requests"))

    def reset(self) -> None:
        self._control("POST", "reset", {})

    def _control(self, method: str, command: str, payload: Any = None) -> Any:
        import urllib.request

        data = None if payload is None else json.dumps(payload).encode("utf-8")
        request = urllib.request.Request(
            f"{self.url}{CONTROL_PREFIX}{command}", data=data, method=method, headers={"Content-Type": _JSON}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read().decode("utf-8"))


def _response_spec(
    method: str,
    path: str,
    status: int,
    json_body: Any,
    body: Optional[str],
    body_bytes: Optional[bytes],
    headers: Optional[Dict[str, str]],
    delay_ms: int,
    drop: bool,
    repeat: bool,
) -> Dict[str, Any]:
    spec: Dict[str, Any] = {
        "method": method,
        "path": path,
        "status": status,
        "headers": dict(headers or {}),
        "delay_ms": delay_ms,
        "drop": drop,
        "repeat": repeat,
    }
    if json_body is not None:
        spec["json"] = json_body
    if body is not None:
        spec["body"] = body
    if body_bytes is not None:
        spec["body_base64"] = base64.b64encode(body_bytes).decode("ascii")
    return spec


def _check_spec(spec: Dict[str, Any]) -> Dict[str, Any]:
    if not isinstance(spec.get("path"), str) or not spec["path"].startswith("/"):
        raise ValueError(f"a response spec needs a 'path' starting with '/': {spec!r}")
    unknown = set(spec) - {"method", "path", "status", "headers", "json", "body", "body_base64", "delay_ms", "drop", "repeat",
                           "chunks"}
    if unknown:
        raise ValueError(f"unknown response spec field(s) {sorted(unknown)}")
    if len({"json", "body", "body_base64", "chunks"} & set(spec)) > 1:
        raise ValueError("a response spec takes one of 'json', 'body', 'body_base64' and 'chunks'")
    chunks = spec.get("chunks")
    if chunks is not None and not (
        isinstance(chunks, list) and all(isinstance(c, dict) and set(c) <= {"body", "delay_ms"} for c in chunks)
    ):
        raise ValueError("'chunks' must be a list of {\"body\": text, \"delay_ms\": n}")
    raw: Optional[bytes] = None
    if "body_base64" in spec:
        raw = base64.b64decode(str(spec["body_base64"]), validate=True)
    elif spec.get("body") is not None:
        raw = str(spec["body"]).encode("utf-8")
    headers = spec.get("headers") or {}
    if not isinstance(headers, dict):
        raise ValueError("'headers' must be an object")
    return {
        "method": str(spec.get("method") or "*").upper(),
        "path": spec["path"],
        "status": int(spec.get("status", 200)),
        "headers": {str(k): str(v) for k, v in cast(Dict[Any, Any], headers).items()},
        "has_json": "json" in spec,
        "json": spec.get("json"),
        "raw": raw or b"",
        "delay_ms": int(spec.get("delay_ms") or 0),
        "drop": bool(spec.get("drop", False)),
        "repeat": bool(spec.get("repeat", False)),
        "chunks": None
        if chunks is None
        else [(str(c.get("body") or "").encode("utf-8"), int(c.get("delay_ms") or 0)) for c in chunks],
    }


def _media_type(content_type: str) -> str:
    return content_type.split(";", 1)[0].strip().lower()


def _parse_form(body: bytes) -> Optional[List[List[str]]]:
    """The ``[name, value]`` pairs of a form-encoded body, or None when it is not valid form encoding."""
    if not body:
        return []
    try:
        pairs = parse_qsl(body.decode("ascii"), keep_blank_values=True, strict_parsing=True, errors="strict")
    except (ValueError, UnicodeDecodeError):
        return None
    return [[name, value] for name, value in pairs]


_PARAM = re.compile(r';\s*([A-Za-z0-9_*-]+)="([^"]*)"')
_BOUNDARY = re.compile(r'(?i);\s*boundary=(?:"([^"]+)"|([^;\s]+))')


def parse_multipart(body: bytes, content_type: str) -> List[Dict[str, Any]]:
    """Splits a ``multipart/form-data`` body into its parts, strictly; raises ValueError when malformed."""
    match = _BOUNDARY.search(content_type)
    if match is None:
        raise ValueError("the Content-Type has no boundary parameter")
    delimiter = b"--" + (match.group(1) or match.group(2)).encode("latin-1")
    if not body.startswith(delimiter + b"\r\n"):
        raise ValueError("the body does not start with the boundary line")
    rest = body[len(delimiter) + 2:]
    parts: List[Dict[str, Any]] = []
    while True:
        end = rest.find(b"\r\n" + delimiter)
        if end < 0:
            raise ValueError("a part is not closed by a boundary")
        parts.append(_parse_part(rest[:end], len(parts)))
        after = rest[end + 2 + len(delimiter):]
        if after.startswith(b"--"):
            if after[2:] not in (b"", b"\r\n"):
                raise ValueError("data after the closing boundary")
            return parts
        if not after.startswith(b"\r\n"):
            raise ValueError("a boundary line is not followed by CRLF")
        rest = after[2:]


def _parse_part(raw: bytes, index: int) -> Dict[str, Any]:
    head, separator, content = raw.partition(b"\r\n\r\n")
    if not separator:
        raise ValueError(f"part {index} has no blank line after its headers")
    headers: Dict[str, str] = {}
    for line in head.decode("utf-8").split("\r\n"):
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():
            raise ValueError(f"part {index} has a malformed header line {line!r}")
        headers[name.lower()] = value.strip()
    disposition = headers.get("content-disposition", "")
    if not disposition.lower().startswith("form-data"):
        raise ValueError(f"part {index} has no form-data Content-Disposition")
    params = {key.lower(): value for key, value in _PARAM.findall(disposition)}
    if "name" not in params:
        raise ValueError(f"part {index} has no name")
    return {
        "name": params["name"],
        "filename": params.get("filename"),
        "content_type": headers.get("content-type"),
        "headers": headers,
        "body": content.decode("utf-8", errors="replace"),
        "body_base64": base64.b64encode(content).decode("ascii"),
    }


def _make_handler(server: MockServer) -> type:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "sdkgen-mock/1"

        connection_number = 0

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
            pass

        def setup(self) -> None:
            super().setup()
            self.connection_number = server._connected()

        def do_GET(self) -> None:
            self._handle()

        do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_GET

        def _handle(self) -> None:
            parts = urlsplit(self.path)
            body = self._read_body()
            if parts.path.startswith(CONTROL_PREFIX):
                self._control(parts.path[len(CONTROL_PREFIX):], body)
                return
            text = body.decode("utf-8", errors="replace")
            try:
                parsed: Any = json.loads(text) if text else None
            except ValueError:
                parsed = None
            headers = self._lower_headers()
            content_type = headers.get("content-type", "")
            multipart_parts: Optional[List[Dict[str, Any]]] = None
            multipart_error: Optional[str] = None
            if _media_type(content_type) == "multipart/form-data":
                try:
                    multipart_parts = parse_multipart(body, content_type)
                except ValueError as error:
                    multipart_error = str(error)
            request: Dict[str, Any] = {
                "method": self.command,
                "path": parts.path,
                "query": parts.query,
                "query_params": parse_qs(parts.query, keep_blank_values=True),
                "headers": headers,
                "body": text,
                "body_base64": base64.b64encode(body).decode("ascii"),
                "json": parsed,
                "form": _parse_form(body) if _media_type(content_type) == _FORM else None,
                "parts": multipart_parts,
                "multipart_error": multipart_error,
                "time": server._elapsed(),
                "connection": self.connection_number,
            }
            server._record(request)
            spec = server._next_response(self.command, parts.path)
            if spec is None:
                message = f"mock server: no response queued for {self.command} {parts.path}"
                self._send(UNMATCHED_STATUS, {"Content-Type": _JSON}, json.dumps({"error": {"message": message}}))
                return
            if spec["delay_ms"] > 0:
                time.sleep(spec["delay_ms"] / 1000.0)
            if spec["drop"]:
                self.close_connection = True
                try:
                    self.connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                return
            response_headers = dict(spec["headers"])
            if spec["chunks"] is not None:
                self._stream(spec["status"], response_headers, spec["chunks"], request)
            elif spec["has_json"]:
                payload = json.dumps(spec["json"])
                if not any(name.lower() == "content-type" for name in response_headers):
                    response_headers["Content-Type"] = _JSON
                self._send(spec["status"], response_headers, payload)
            else:
                self._send(spec["status"], response_headers, spec["raw"])

        def _stream(
            self, status: int, headers: Dict[str, str], chunks: List[Tuple[bytes, int]], request: Dict[str, Any]
        ) -> None:
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Transfer-Encoding", "chunked")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            server._stream_state(request)
            try:
                self.wfile.flush()
                for index, (data, delay_ms) in enumerate(chunks):
                    if self._client_closed(delay_ms / 1000.0):
                        server._stream_state(request, client_closed=True)
                        return
                    server._stream_state(request, chunks_sent=index + 1)
                    if data:
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
                        self.wfile.flush()
                self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
                server._stream_state(request, finished=True)
            except OSError:
                server._stream_state(request, client_closed=True)

        def _client_closed(self, wait: float) -> bool:
            """Waits up to ``wait`` seconds; true as soon as the client closes the connection."""
            deadline = time.monotonic() + wait
            while True:
                remaining = max(0.0, deadline - time.monotonic())
                readable, _, _ = select.select([self.connection], [], [], remaining)
                if readable:
                    try:
                        if self.connection.recv(4096, socket.MSG_PEEK) == b"":
                            return True
                        self.connection.recv(4096)
                    except OSError:
                        return True
                if remaining <= 0:
                    return False

        def _control(self, command: str, body: bytes) -> None:
            try:
                if command == "responses" and self.command == "POST":
                    specs: Any = json.loads(body.decode("utf-8") or "null")
                    items = cast(List[Dict[str, Any]], specs if isinstance(specs, list) else [specs])
                    for item in items:
                        server.add(item)
                    self._send(201, {"Content-Type": _JSON}, json.dumps({"queued": len(items)}))
                elif command == "requests" and self.command == "GET":
                    self._send(200, {"Content-Type": _JSON}, json.dumps(server.requests()))
                elif command == "reset" and self.command == "POST":
                    server.reset()
                    self._send(200, {"Content-Type": _JSON}, json.dumps({"ok": True}))
                elif command == "health" and self.command == "GET":
                    self._send(200, {"Content-Type": _JSON}, json.dumps({"ok": True}))
                else:
                    self._send(404, {"Content-Type": _JSON}, json.dumps({"error": f"unknown control {self.command} {command}"}))
            except (ValueError, TypeError) as error:
                self._send(400, {"Content-Type": _JSON}, json.dumps({"error": str(error)}))

        def _read_body(self) -> bytes:
            if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                chunks: List[bytes] = []
                while True:
                    size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                    if size == 0:
                        while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                            pass
                        return b"".join(chunks)
                    chunks.append(self.rfile.read(size))
                    self.rfile.readline()
            length = int(self.headers.get("Content-Length") or 0)
            return self.rfile.read(length) if length > 0 else b""

        def _lower_headers(self) -> Dict[str, str]:
            headers: Dict[str, str] = {}
            for name, value in self.headers.items():
                key = name.lower()
                headers[key] = f"{headers[key]}, {value}" if key in headers else value
            return headers

        def _send(self, status: int, headers: Dict[str, str], payload: Union[str, bytes]) -> None:
            data = payload.encode("utf-8") if isinstance(payload, str) else payload
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            if not any(name.lower() == "content-length" for name in headers):
                self.send_header("Content-Length", str(len(data)))
            if not server.keep_alive:
                self.send_header("Connection", "close")
                self.close_connection = True
            self.end_headers()
            if self.command != "HEAD" and data:
                self.wfile.write(data)

    return Handler


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Scriptable mock HTTP server for sdkgen SDK tests.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--keep-alive", action="store_true", help="keep connections open between requests")
    parser.add_argument(
        "--until-stdin-closes",
        action="store_true",
        help="stop when standard input reaches end of file (so the server dies with its parent)",
    )
    args = parser.parse_args(argv)
    server = MockServer(args.host, args.port, keep_alive=args.keep_alive).start()
    print(f"MOCK_SERVER_URL={server.url}", flush=True)
    try:
        if args.until_stdin_closes:
            while sys.stdin.buffer.read(4096):
                pass
        else:
            while True:
                time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
