"""The async client core: requests, errors, retries, timeouts, pagination, raw and streamed responses, the
asyncio transport (keep-alive, chunked and close-delimited bodies, cancellation)."""

import asyncio
import time
import unittest
from typing import Any, Dict, List

from support import MockServer, config
from test_transport import _RawServer
from sdkgen_runtime.async_transport import AsyncHTTPTransport, AsyncTransportResponse
from sdkgen_runtime.client import AsyncBaseClient
from sdkgen_runtime.errors import ConnectionError, ConnectionTimeoutError, NotFoundError, RateLimitError
from sdkgen_runtime.models import BaseModel
from sdkgen_runtime.pagination import AsyncPage, PaginationSpec
from sdkgen_runtime.responses import APIResponse, async_to_raw_response_wrapper, async_to_streamed_response_wrapper
from sdkgen_runtime.retries import RetryPolicy
from sdkgen_runtime.transport import TransportRequest


class Account(BaseModel):
    id: str


class RecordingAsyncClient(AsyncBaseClient):
    def __init__(self, client_config: Any = None, **kwargs: Any) -> None:
        super().__init__(config=client_config if client_config is not None else config(), **kwargs)
        self.sleeps: List[float] = []

    async def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


class AsyncTestCase(unittest.IsolatedAsyncioTestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer(keep_alive=True).start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    async def asyncSetUp(self) -> None:
        self.server.reset()
        self.client = RecordingAsyncClient(base_url=self.server.url, api_key="k")

    async def asyncTearDown(self) -> None:
        await self.client.close()


class AsyncRequestTest(AsyncTestCase):
    async def test_sends_the_request_and_returns_the_model_with_its_request_id(self) -> None:
        self.server.enqueue("POST", "/accounts/a%2F1", json={"id": "a/1"}, headers={"X-Request-Id": "r1"})
        account = await self.client._request(
            "post", "/accounts/{id}", path_params=["a/1"], query={"q": "x y"}, body={"name": "n"}, cast_to=Account
        )
        self.assertEqual(account, Account(id="a/1"))
        self.assertEqual(account._request_id, "r1")
        request = self.server.requests()[0]
        self.assertEqual(request["query_params"], {"q": ["x y"]})
        self.assertEqual(request["json"], {"name": "n"})
        self.assertEqual(request["headers"]["authorization"], "Bearer k")
        self.assertEqual(request["headers"]["content-type"], "application/json")
        self.assertEqual(request["headers"]["host"], self.server.url[len("http://"):])

    async def test_identity_encoding_unless_the_caller_asks_otherwise(self) -> None:
        self.server.enqueue("GET", "/a", json={}, repeat=True)
        await self.client._request("get", "/a")
        await self.client._request("get", "/a", options={"headers": {"accept-encoding": "br"}})
        self.assertEqual([r["headers"]["accept-encoding"] for r in self.server.requests()], ["identity", "br"])

    async def test_sequential_calls_reuse_one_connection(self) -> None:
        self.server.enqueue("GET", "/n", json={"ok": True}, repeat=True)
        for _ in range(4):
            self.assertEqual(await self.client._request("get", "/n"), {"ok": True})
        self.assertEqual(self.server.connections(), 1)

    async def test_status_errors_carry_status_body_and_request_id(self) -> None:
        self.server.enqueue("GET", "/x", 404, json={"error": {"message": "gone"}}, headers={"Request-Id": "r404"})
        with self.assertRaises(NotFoundError) as caught:
            await self.client._request("get", "/x")
        self.assertEqual(caught.exception.status_code, 404)
        self.assertEqual(caught.exception.request_id, "r404")
        self.assertEqual(str(caught.exception), "404 gone")

    async def test_retries_then_raises_rate_limit_with_retry_after(self) -> None:
        client = RecordingAsyncClient(config(retry_policy=RetryPolicy(max_retries=2, retry_on=(429,))), base_url=self.server.url, api_key="k")
        for _ in range(3):
            self.server.enqueue("GET", "/r", 429, json={}, headers={"Retry-After": "3"})
        with self.assertRaises(RateLimitError) as caught:
            await client._request("get", "/r")
        self.assertEqual(client.sleeps, [3.0, 3.0])
        self.assertEqual(caught.exception.retry_after, 3.0)
        retries = [r["headers"]["x-sdkgen-retry-count"] for r in self.server.requests()]
        self.assertEqual(retries, ["0", "1", "2"])
        await client.close()

    async def test_connection_error_with_the_url_when_nothing_listens(self) -> None:
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        client = RecordingAsyncClient(base_url=f"http://127.0.0.1:{port}", api_key="k")
        with self.assertRaises(ConnectionError) as caught:
            await client._request("get", "/health")
        self.assertEqual(caught.exception.url, f"http://127.0.0.1:{port}/health")

    async def test_a_dropped_connection_is_a_connection_error(self) -> None:
        client = RecordingAsyncClient(base_url=self.server.url, api_key="k")
        self.server.enqueue("GET", "/drop", drop=True)
        with self.assertRaises(ConnectionError):
            await client._request("get", "/drop")

    async def test_the_timeout_is_a_deadline_for_the_whole_attempt(self) -> None:
        head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n"
        server = _RawServer([(0, head)] + [(0.15, b" ")] * 20)
        client = RecordingAsyncClient(base_url=f"http://127.0.0.1:{server.port}", api_key="k")
        started = time.monotonic()
        with self.assertRaises(ConnectionTimeoutError) as caught:
            await client._request("get", "/drip", options={"timeout": 0.6})
        self.assertLess(time.monotonic() - started, 1.5)
        self.assertIn("timed out after 0.6 s", str(caught.exception))

    async def test_chunked_and_close_delimited_bodies(self) -> None:
        chunked = _RawServer([(0, b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"),
                              (0, b"4\r\n{\"a\"\r\n"), (0.05, b"3;ext=1\r\n: 1\r\n"), (0, b"1\r\n}\r\n0\r\n\r\n")])
        client = RecordingAsyncClient(base_url=f"http://127.0.0.1:{chunked.port}", api_key="k")
        self.assertEqual(await client._request("get", "/c"), {"a": 1})
        until_close = _RawServer([(0, b"HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nall of "), (0.05, b"it")])
        client = RecordingAsyncClient(base_url=f"http://127.0.0.1:{until_close.port}", api_key="k")
        self.assertEqual(await client._request("get", "/e", response_type="text"), "all of it")

    async def test_a_cancelled_call_closes_its_connection(self) -> None:
        transport = AsyncHTTPTransport()
        client = RecordingAsyncClient(base_url=self.server.url, api_key="k", transport=transport)
        self.server.enqueue("GET", "/slow", json={}, delay_ms=1500)
        self.server.enqueue("GET", "/fast", json={"fast": True})
        task = asyncio.ensure_future(client._request("get", "/slow"))
        await asyncio.sleep(0.2)
        task.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await task
        self.assertEqual(await client._request("get", "/fast"), {"fast": True})
        self.assertEqual(transport.connections_opened, 2)  # the cancelled one was not reused

    async def test_cancelling_closes_the_socket_at_once(self) -> None:
        server = _SilentServer()
        client = RecordingAsyncClient(base_url=f"http://127.0.0.1:{server.port}", api_key="k")
        task = asyncio.ensure_future(client._request("get", "/never"))
        await asyncio.sleep(0.2)
        cancelled_at = time.monotonic()
        task.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0)  # let the event loop run the transport's close
        closed_at = await asyncio.get_running_loop().run_in_executor(None, server.wait_closed)
        self.assertIsNotNone(closed_at)
        self.assertLess(closed_at - cancelled_at, 0.5)

    async def test_http_through_a_proxy_in_absolute_form(self) -> None:
        self.server.enqueue("GET", "/accounts", json={"via": "proxy"})
        client = RecordingAsyncClient(base_url="http://api.example.invalid", api_key="k", proxy=self.server.url)
        self.assertEqual(await client._request("get", "/accounts"), {"via": "proxy"})
        self.assertEqual(self.server.requests()[0]["headers"]["host"], "api.example.invalid")

    async def test_https_opens_a_connect_tunnel_with_proxy_credentials(self) -> None:
        server = _RawServer([(0, b"HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n")])
        proxy = f"http://user:p%40ss@127.0.0.1:{server.port}"
        client = RecordingAsyncClient(base_url="https://api.example.invalid:8443", api_key="k", proxy=proxy)
        with self.assertRaises(ConnectionError) as caught:
            await client._request("get", "/secret")
        self.assertTrue(server.received.startswith(b"CONNECT api.example.invalid:8443 HTTP/1.1\r\n"))
        self.assertIn(b"Proxy-Authorization: Basic dXNlcjpwQHNz", server.received)
        self.assertNotIn(b"/secret", server.received)
        self.assertIn("Tunnel connection failed: 407", str(caught.exception))

    async def test_an_injected_async_transport(self) -> None:
        seen: List[TransportRequest] = []

        async def transport(request: TransportRequest) -> AsyncTransportResponse:
            seen.append(request)
            return AsyncTransportResponse(200, {"content-type": "application/json"}, [b"[1,", b"2]"])

        client = RecordingAsyncClient(base_url="https://api.example.com", api_key="k", transport=transport)
        self.assertEqual(await client._request("get", "/list"), [1, 2])
        self.assertEqual(seen[0].url, "https://api.example.com/list")


class _SilentServer:
    """Accepts one connection, reads the request, never answers; records when the client closed the socket."""

    def __init__(self) -> None:
        import socket
        import threading

        self._listener = socket.socket()
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(1)
        self.port: int = self._listener.getsockname()[1]
        self._closed_at: List[float] = []
        self._done = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        connection, _ = self._listener.accept()
        connection.settimeout(3)
        try:
            while connection.recv(4096):
                pass
            self._closed_at.append(time.monotonic())
        except OSError:
            pass
        finally:
            connection.close()
            self._listener.close()
            self._done.set()

    def wait_closed(self) -> Any:
        self._done.wait(4)
        return self._closed_at[0] if self._closed_at else None


class AsyncPaginationTest(AsyncTestCase):
    SPEC = PaginationSpec(type="cursor", cursor_param="after", cursor_field="id", has_more="has_more")

    def list_accounts(self) -> Any:
        return self.client._paginate("get", "/accounts", pagination=self.SPEC, query={"limit": 2}, item_type=Account)

    async def test_async_for_walks_every_page_and_await_gives_the_first(self) -> None:
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "a"}, {"id": "b"}], "has_more": True})
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "c"}], "has_more": False})
        self.assertEqual([account.id async for account in self.list_accounts()], ["a", "b", "c"])
        self.assertEqual([r["query"] for r in self.server.requests()], ["limit=2", "limit=2&after=b"])
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "a"}], "has_more": False})
        first: AsyncPage[Account, Any] = await self.list_accounts()
        self.assertEqual([a.id for a in first.items], ["a"])
        self.assertFalse(first.has_next_page())

    async def test_raw_first_page(self) -> None:
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "a"}], "has_more": False}, headers={"X-Request-Id": "p"})
        raw: Any = await async_to_raw_response_wrapper(self.list_accounts)()
        self.assertIsInstance(raw, APIResponse)
        self.assertEqual(raw.request_id, "p")
        self.assertEqual([a.id async for a in raw.parse()], ["a"])


class AsyncResponsesTest(AsyncTestCase):
    async def get_account(self, account_id: str) -> Account:
        return await self.client._request("get", "/accounts/{id}", path_params=[account_id], cast_to=Account)

    async def test_raw_response(self) -> None:
        self.server.enqueue("GET", "/accounts/a", json={"id": "a"}, headers={"X-Request-Id": "r"})
        raw = await async_to_raw_response_wrapper(self.get_account)("a")
        self.assertEqual((raw.status_code, raw.request_id), (200, "r"))
        self.assertEqual(raw.parse(), Account(id="a"))
        self.assertIsInstance(await self.get_account_again(), Account)

    async def get_account_again(self) -> Account:
        self.server.enqueue("GET", "/accounts/b", json={"id": "b"})
        return await self.get_account("b")

    async def test_streamed_response_lines(self) -> None:
        self.server.enqueue("GET", "/lines", body="a\nb\n", headers={"X-Request-Id": "s"})

        async def lines() -> str:
            return await self.client._request("get", "/lines", response_type="text")

        async with async_to_streamed_response_wrapper(lines)() as response:
            self.assertEqual(response.request_id, "s")
            self.assertEqual([line async for line in response.iter_lines()], ["a", "b"])

    async def test_generic_requests(self) -> None:
        self.server.enqueue("POST", "/beta/x", json={"id": "x"})
        account = await self.client.post("/beta/x", cast_to=Account, body={"k": 1})
        self.assertEqual(account, Account(id="x"))
        self.server.enqueue("GET", "/beta/y", json={"y": 1})
        value: Dict[str, Any] = await self.client.get("/beta/y", cast_to=Dict[str, Any], headers={"X-Beta": "1"})
        self.assertEqual(value, {"y": 1})
        self.assertEqual(self.server.requests()[1]["headers"]["x-beta"], "1")

    async def test_with_options_shares_the_transport(self) -> None:
        self.server.enqueue("GET", "/n", json={}, repeat=True)
        await self.client._request("get", "/n")
        copy = self.client.with_options(max_retries=0, timeout=4)
        await copy._request("get", "/n")
        self.assertEqual(self.server.connections(), 1)
        self.assertEqual(copy.timeout, 4.0)


if __name__ == "__main__":
    unittest.main()
