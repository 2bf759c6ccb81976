"""The synchronous transport: connection reuse, the per-attempt deadline, proxies, an injected transport."""

import os
import socket
import threading
import time
import unittest
from typing import Any, List

from support import MockServer, RecordingClient
from sdkgen_runtime.errors import ConnectionError, ConnectionTimeoutError, NotFoundError
from sdkgen_runtime.transport import HTTPTransport, Proxy, TransportRequest, TransportResponse, proxy_for


class _RawServer:
    """A one-connection TCP server that records what it received and answers with a script of (delay, bytes)."""

    def __init__(self, script: List[Any]) -> None:
        self._listener = socket.socket()
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(1)
        self.port: int = self._listener.getsockname()[1]
        self.received = b""
        self._script = script
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        connection, _ = self._listener.accept()
        try:
            connection.settimeout(5)
            while b"\r\n\r\n" not in self.received:
                data = connection.recv(4096)
                if not data:
                    return
                self.received += data
            for delay, data in self._script:
                time.sleep(delay)
                connection.sendall(data)
        except OSError:
            pass
        finally:
            connection.close()
            self._listener.close()


class ConnectionReuseTest(unittest.TestCase):
    def test_sequential_calls_reuse_one_connection(self) -> None:
        with MockServer(keep_alive=True) as server:
            for index in range(5):
                server.enqueue("GET", f"/n/{index}", json={"n": index})
            client = RecordingClient(base_url=server.url, api_key="k")
            results = [client._request("get", f"/n/{index}") for index in range(5)]
            self.assertEqual(results, [{"n": index} for index in range(5)])
            self.assertEqual(server.connections(), 1)
            self.assertEqual({request["connection"] for request in server.requests()}, {1})

    def test_identity_encoding_unless_the_caller_asks_otherwise(self) -> None:
        with MockServer() as server:
            server.enqueue("GET", "/a", json={}, repeat=True)
            client = RecordingClient(base_url=server.url, api_key="k")
            client._request("get", "/a")
            client._request("get", "/a", options={"headers": {"Accept-Encoding": "br"}})
            self.assertEqual([r["headers"]["accept-encoding"] for r in server.requests()], ["identity", "br"])

    def test_a_server_that_closes_each_connection_gets_a_new_one_per_call(self) -> None:
        with MockServer() as server:  # answers with Connection: close
            server.enqueue("GET", "/a", json={"a": 1})
            server.enqueue("GET", "/b", json={"b": 2})
            client = RecordingClient(base_url=server.url, api_key="k")
            self.assertEqual(client._request("get", "/a"), {"a": 1})
            self.assertEqual(client._request("get", "/b"), {"b": 2})
            self.assertEqual(server.connections(), 2)

    def test_an_error_response_keeps_the_connection_reusable(self) -> None:
        with MockServer(keep_alive=True) as server:
            server.enqueue("GET", "/missing", 404, json={"error": {"message": "no"}})
            server.enqueue("GET", "/ok", json={"ok": True})
            client = RecordingClient(base_url=server.url, api_key="k")
            with self.assertRaises(NotFoundError):
                client._request("get", "/missing")
            self.assertEqual(client._request("get", "/ok"), {"ok": True})
            self.assertEqual(server.connections(), 1)

    def test_an_idle_connection_the_server_closed_is_replaced_once(self) -> None:
        with MockServer(keep_alive=True) as server:
            server.enqueue("GET", "/a", json={"a": 1})
            client = RecordingClient(base_url=server.url, api_key="k")
            client._request("get", "/a")
        # The server is gone and another listens on a new port: the pooled connection is dead.
        with MockServer(keep_alive=True) as second:
            second.enqueue("GET", "/b", json={"b": 2})
            client.base_url = second.url
            self.assertEqual(client._request("get", "/b"), {"b": 2})

    def test_with_options_shares_the_connections(self) -> None:
        with MockServer(keep_alive=True) as server:
            server.enqueue("GET", "/a", json={}, repeat=True)
            client = RecordingClient(base_url=server.url, api_key="k")
            client._request("get", "/a")
            copy = client.with_options(timeout=3, default_headers={"X-Copy": "1"})
            copy._request("get", "/a")
            self.assertEqual(server.connections(), 1)
            self.assertEqual(copy.timeout, 3.0)
            self.assertEqual(client.timeout, 60.0)
            self.assertEqual(server.requests()[1]["headers"]["x-copy"], "1")
            self.assertNotIn("x-copy", server.requests()[0]["headers"])


class DeadlineTest(unittest.TestCase):
    def test_the_timeout_bounds_the_whole_attempt_not_each_read(self) -> None:
        # Headers at once, then one body byte every 0.15 s: no single read waits long, the whole takes 3 s.
        head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n"
        server = _RawServer([(0, head)] + [(0.15, b" ")] * 20)
        client = RecordingClient(base_url=f"http://127.0.0.1:{server.port}", api_key="k")
        started = time.monotonic()
        with self.assertRaises(ConnectionTimeoutError) as caught:
            client._request("get", "/drip", options={"timeout": 0.6})
        self.assertLess(time.monotonic() - started, 1.5)
        self.assertEqual(caught.exception.url, f"http://127.0.0.1:{server.port}/drip")
        self.assertIn("timed out after 0.6 s", str(caught.exception))


class ProxyTest(unittest.TestCase):
    def test_http_goes_through_the_proxy_in_absolute_form(self) -> None:
        with MockServer() as proxy:
            proxy.enqueue("GET", "/accounts", json={"via": "proxy"})
            client = RecordingClient(base_url="http://api.example.invalid", api_key="k", proxy=proxy.url)
            self.assertEqual(client._request("get", "/accounts"), {"via": "proxy"})
            self.assertEqual(proxy.requests()[0]["headers"]["host"], "api.example.invalid")

    def test_https_opens_a_connect_tunnel_with_proxy_credentials(self) -> None:
        server = _RawServer([(0, b"HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n")])
        proxy = f"http://user:p%40ss@127.0.0.1:{server.port}"
        client = RecordingClient(base_url="https://api.example.invalid:8443", api_key="k", proxy=proxy)
        with self.assertRaises(ConnectionError) as caught:
            client._request("get", "/secret")
        first_line = server.received.split(b"\r\n")[0]
        self.assertEqual(first_line, b"CONNECT api.example.invalid:8443 HTTP/1.0")
        self.assertIn(b"Proxy-Authorization: Basic dXNlcjpwQHNz", server.received)  # user:p@ss
        self.assertNotIn(b"/secret", server.received)  # the request itself only goes inside the tunnel
        self.assertEqual(caught.exception.url, "https://api.example.invalid:8443/secret")

    def test_environment_proxy_and_no_proxy(self) -> None:
        saved = {name: os.environ.get(name) for name in ("HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy")}
        try:
            for name in saved:
                os.environ.pop(name, None)
            os.environ["http_proxy"] = "http://proxy.internal:3128"
            os.environ["no_proxy"] = "localhost,.corp.example"
            self.assertEqual(proxy_for(None, "http", "api.example.com"), Proxy("proxy.internal", 3128))
            self.assertIsNone(proxy_for(None, "http", "svc.corp.example"))
            self.assertIsNone(proxy_for(None, "https", "api.example.com"))
            self.assertIsNone(proxy_for(False, "http", "api.example.com"))
            self.assertEqual(proxy_for("http://other:8080", "http", "svc.corp.example"), Proxy("other", 8080))
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


class InjectedTransportTest(unittest.TestCase):
    def test_a_custom_transport_gets_every_attempt(self) -> None:
        seen: List[TransportRequest] = []

        def transport(request: TransportRequest) -> TransportResponse:
            seen.append(request)
            return TransportResponse(200, {"Content-Type": "application/json", "X-Request-Id": "req_9"}, [b'{"ok"', b": true}"])

        client = RecordingClient(base_url="https://api.example.com/v1", api_key="k", transport=transport)
        self.assertEqual(client._request("post", "/things", body={"a": 1}, options={"timeout": 7}), {"ok": True})
        request = seen[0]
        self.assertEqual((request.method, request.url, request.body, request.timeout), ("POST", "https://api.example.com/v1/things", b'{"a": 1}', 7.0))
        self.assertEqual(request.headers["Authorization"], "Bearer k")

    def test_a_transport_failure_is_a_connection_error_with_the_url(self) -> None:
        def transport(request: TransportRequest) -> TransportResponse:
            raise OSError("no route")

        client = RecordingClient(base_url="https://api.example.com", api_key="k", transport=transport)
        with self.assertRaises(ConnectionError) as caught:
            client._request("get", "/x")
        self.assertEqual(caught.exception.url, "https://api.example.com/x")
        self.assertIn("no route", str(caught.exception))

    def test_the_builtin_transport_counts_its_connections(self) -> None:
        transport = HTTPTransport()
        with MockServer(keep_alive=True) as server:
            server.enqueue("GET", "/a", json={}, repeat=True)
            client = RecordingClient(base_url=server.url, api_key="k", transport=transport)
            for _ in range(3):
                client._request("get", "/a")
            self.assertEqual(transport.connections_opened, 1)
            client.close()
            client._request("get", "/a")
            self.assertEqual(transport.connections_opened, 2)


if __name__ == "__main__":
    unittest.main()
