"""Behaviour of the GENERATED kitchen-sink SDK's clients beyond single calls: connection reuse, the async client
(AsyncKitchenSink), raw and streamed responses with request ids, the generic requests and with_options, logging
(KITCHEN_SINK_LOG / log_level) with credentials redacted.

GeneratedSdkBehaviourTest generates the SDK and runs this with unittest beside test_kitchen_sink.py.
"""

import asyncio
import io
import logging
import os
import sys
import time
import unittest
from typing import Any, Dict, List

from kitchen_sink import (
    APIResponse,
    AsyncKitchenSink,
    AsyncPage,
    ConnectionError,
    KitchenSink,
    NotFoundError,
    RateLimitError,
)
from kitchen_sink.types import Comment, HealthResponse, Project, Task
from mock_server import MockServer


def project(project_id: str) -> Dict[str, Any]:
    return {"id": project_id, "created_at": "2024-01-01T00:00:00Z", "name": project_id, "status": "active"}


def task(task_id: str) -> Dict[str, Any]:
    return {"id": task_id, "created_at": "2024-01-01T00:00:00Z", "title": task_id, "done": False}


class RecordingAsyncKitchenSink(AsyncKitchenSink):
    """The generated async client with the waits before retries recorded instead of slept."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sleeps: List[float] = []

    async def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


class ServerCase(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer(keep_alive=True).start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop("KITCHEN_TOKEN", None)


class SyncClientTest(ServerCase):
    def client(self) -> KitchenSink:
        client = KitchenSink(base_url=self.server.url, api_key="tok")
        self.addCleanup(client.close)
        return client

    def test_sequential_calls_reuse_one_connection(self) -> None:
        self.server.enqueue("GET", "/health", json={"status": "ok"}, repeat=True)
        self.server.enqueue("GET", "/projects/p1", json=project("p1"), repeat=True)
        client = self.client()
        for _ in range(3):
            self.assertEqual(client.health(), HealthResponse(status="ok"))
            self.assertEqual(client.projects.retrieve("p1").id, "p1")
        self.assertEqual(len(self.server.requests()), 6)
        self.assertEqual(self.server.connections(), 1)
        self.assertEqual({r["connection"] for r in self.server.requests()}, {1})

    def test_raw_response_of_a_nested_resource_with_its_request_id(self) -> None:
        self.server.enqueue("POST", "/projects/p1/tasks/t1/comments", 201, json={"id": "c1", "body": "hi"},
                            headers={"X-Request-Id": "req_c1"})
        raw = self.client().with_raw_response.projects.tasks.comments.create("p1", "t1", body="hi")
        self.assertIsInstance(raw, APIResponse)
        self.assertEqual(raw.status_code, 201)
        self.assertEqual(raw.headers["x-request-id"], "req_c1")
        self.assertEqual((raw.request_id, raw.http_request_id), ("req_c1", "req_c1"))
        comment: Comment = raw.parse()
        self.assertEqual(comment, Comment(id="c1", body="hi"))
        self.assertEqual(comment._request_id, "req_c1")

    def test_request_id_on_models_and_errors(self) -> None:
        self.server.enqueue("GET", "/projects/p1", json=project("p1"), headers={"request-id": "req_p1"})
        self.server.enqueue("GET", "/projects/p2", 404, json={"message": "no"}, headers={"x-request-id": "req_404"})
        client = self.client()
        self.assertEqual(client.projects.retrieve("p1")._request_id, "req_p1")
        with self.assertRaises(NotFoundError) as caught:
            client.projects.retrieve("p2")
        self.assertEqual(caught.exception.request_id, "req_404")

    def test_streaming_response_reads_the_body_as_it_arrives(self) -> None:
        self.server.enqueue("GET", "/health", body='{"status":\n"ok"}', headers={"Content-Type": "application/json", "X-Request-Id": "s"})
        with self.client().with_streaming_response.health() as response:
            self.assertEqual(response.status_code, 200)
            self.assertEqual(response.request_id, "s")
            self.assertEqual(list(response.iter_lines()), ['{"status":', '"ok"}'])

    def test_raw_response_of_a_list_parses_to_its_pages(self) -> None:
        self.server.enqueue("GET", "/projects", json={"data": [project("p1")], "total": 2}, headers={"X-Request-Id": "l1"})
        self.server.enqueue("GET", "/projects", json={"data": [project("p2")], "total": 2})
        raw = self.client().with_raw_response.projects.list(limit=1)
        self.assertEqual(raw.request_id, "l1")
        self.assertEqual([p.id for p in raw.parse()], ["p1", "p2"])

    def test_generic_requests_use_auth_retries_and_errors(self) -> None:
        self.server.enqueue("GET", "/beta/flags", 503, json={}, headers={"Retry-After": "0"})
        self.server.enqueue("GET", "/beta/flags", json={"dark_mode": True})
        self.server.enqueue("POST", "/beta/projects", json=project("p9"))
        self.server.enqueue("DELETE", "/beta/projects/p9", 404, json={"message": "gone"})
        client = self.client()
        flags: Dict[str, Any] = client.get("/beta/flags", cast_to=Dict[str, Any], query={"scope": "all"})
        self.assertEqual(flags, {"dark_mode": True})
        made = client.post("/beta/projects", cast_to=Project, body={"name": "p9"}, headers={"X-Beta": "1"})
        self.assertEqual(made.id, "p9")
        with self.assertRaises(NotFoundError):
            client.delete("/beta/projects/p9", cast_to=object)
        requests = self.server.requests()
        self.assertEqual([r["headers"]["x-kitchen-token"] for r in requests], ["tok"] * 4)
        self.assertEqual(requests[1]["headers"]["x-sdkgen-retry-count"], "1")
        self.assertEqual(requests[1]["query_params"], {"scope": ["all"]})
        self.assertEqual((requests[2]["json"], requests[2]["headers"]["x-beta"]), ({"name": "p9"}, "1"))

    def test_with_options_copies_the_client_and_shares_its_connections(self) -> None:
        self.server.enqueue("GET", "/health", json={"status": "ok"}, repeat=True)
        client = self.client()
        client.health()
        copy = client.with_options(api_key="other", max_retries=0, default_headers={"X-Team": "a"})
        self.assertIsInstance(copy, KitchenSink)
        copy.health()
        self.assertIsNot(copy.projects.tasks, client.projects.tasks)  # the copy's resources call the copy
        client.health()
        tokens = [(r["headers"]["x-kitchen-token"], r["headers"].get("x-team")) for r in self.server.requests()]
        self.assertEqual(tokens, [("tok", None), ("other", "a"), ("tok", None)])
        self.assertEqual((client.max_retries, copy.max_retries), (3, 0))
        self.assertEqual(self.server.connections(), 1)


class AsyncClientTest(ServerCase):
    def run_async(self, coroutine: Any) -> Any:
        return asyncio.run(coroutine)

    def test_every_method_is_awaitable(self) -> None:
        self.server.enqueue("POST", "/projects/p%201/tasks/t%2F2/comments", 201, json={"id": "c1", "body": "hi"})
        self.server.enqueue("GET", "/health", json={"status": "ok"})
        self.server.enqueue("PATCH", "/projects/p1", json=project("p1"))

        async def calls() -> List[Any]:
            async with AsyncKitchenSink(base_url=self.server.url, api_key="tok") as client:
                comment = await client.projects.tasks.comments.create("p 1", "t/2", body="hi")
                health = await client.health()
                updated = await client.projects.update("p1", priority=0, extra_body={"x": 1})
                return [comment, health, updated]

        comment, health, updated = self.run_async(calls())
        self.assertEqual(comment, Comment(id="c1", body="hi"))
        self.assertEqual(health, HealthResponse(status="ok"))
        self.assertEqual(updated.id, "p1")
        requests = self.server.requests()
        self.assertEqual(requests[0]["path"], "/projects/p%201/tasks/t%2F2/comments")
        self.assertEqual(requests[2]["json"], {"priority": 0, "x": 1})
        self.assertEqual({r["headers"]["x-kitchen-token"] for r in requests}, {"tok"})
        self.assertEqual(self.server.connections(), 1)

    def test_async_for_over_every_page(self) -> None:
        self.server.enqueue("GET", "/projects/p1/tasks", json={"tasks": [task("t1"), task("t2")], "has_more": True})
        self.server.enqueue("GET", "/projects/p1/tasks", json={"tasks": [task("t3")], "has_more": False})
        self.server.enqueue("GET", "/projects/p1/tasks", json={"tasks": [task("t9")], "has_more": False})

        async def calls() -> Any:
            client = AsyncKitchenSink(base_url=self.server.url, api_key="tok")
            titles = [t.title async for t in client.projects.tasks.list("p1", limit=2)]
            first: AsyncPage[Task, Any] = await client.projects.tasks.list("p1")
            await client.close()
            return titles, first

        titles, first = self.run_async(calls())
        self.assertEqual(titles, ["t1", "t2", "t3"])
        self.assertEqual([t.id for t in first.items], ["t9"])
        self.assertEqual([r["query"] for r in self.server.requests()], ["limit=2", "limit=2&after=t2", ""])

    def test_retries_errors_and_connection_errors(self) -> None:
        self.server.enqueue("GET", "/health", 429, headers={"Retry-After": "3"}, json={}, repeat=True)
        client = RecordingAsyncKitchenSink(base_url=self.server.url, api_key="tok")
        with self.assertRaises(RateLimitError) as caught:
            self.run_async(client.health())
        self.assertEqual(caught.exception.retry_after, 3.0)
        self.assertEqual(client.sleeps, [3.0, 3.0, 3.0])
        self.server.reset()
        self.server.enqueue("GET", "/projects/p1", drop=True)
        with self.assertRaises(ConnectionError) as dropped:
            self.run_async(RecordingAsyncKitchenSink(base_url=self.server.url, api_key="tok").projects.retrieve("p1"))
        self.assertEqual(dropped.exception.url, self.server.url + "/projects/p1")

    def test_raw_and_streaming_responses(self) -> None:
        self.server.enqueue("GET", "/projects/p1", json=project("p1"), headers={"X-Request-Id": "a1"})
        self.server.enqueue("GET", "/health", body="line one\nline two", headers={"X-Request-Id": "a2"})

        async def calls() -> Any:
            client = AsyncKitchenSink(base_url=self.server.url, api_key="tok")
            raw = await client.with_raw_response.projects.retrieve("p1")
            async with client.with_streaming_response.health() as response:
                lines = [line async for line in response.iter_lines()]
                streamed_id = response.request_id
            await client.close()
            return raw, lines, streamed_id

        raw, lines, streamed_id = self.run_async(calls())
        self.assertEqual((raw.status_code, raw.request_id), (200, "a1"))
        self.assertEqual(raw.parse().id, "p1")
        self.assertEqual(raw.parse()._request_id, "a1")
        self.assertEqual(lines, ["line one", "line two"])
        self.assertEqual(streamed_id, "a2")

    def test_a_cancelled_call_raises_cancelled_and_the_client_goes_on(self) -> None:
        self.server.enqueue("GET", "/projects/slow", json=project("slow"), delay_ms=2000)
        self.server.enqueue("GET", "/projects/p1", json=project("p1"))

        async def calls() -> Any:
            client = AsyncKitchenSink(base_url=self.server.url, api_key="tok")
            call = asyncio.ensure_future(client.projects.retrieve("slow"))
            await asyncio.sleep(0.2)
            call.cancel()
            try:
                await call
                cancelled = False
            except asyncio.CancelledError:
                cancelled = True
            after = await client.projects.retrieve("p1")
            await client.close()
            return cancelled, after

        started = time.monotonic()
        cancelled, after = self.run_async(calls())
        self.assertTrue(cancelled)
        self.assertEqual(after.id, "p1")
        self.assertLess(time.monotonic() - started, 1.5)
        self.assertEqual(self.server.connections(), 2)

    def test_100_concurrent_calls_do_not_block_the_event_loop(self) -> None:
        for index in range(100):
            self.server.enqueue("GET", f"/projects/p{index}", json=project(f"p{index}"), delay_ms=1000)

        async def calls() -> List[Project]:
            client = AsyncKitchenSink(base_url=self.server.url, api_key="tok", timeout=30)
            results = await asyncio.gather(*(client.projects.retrieve(f"p{index}") for index in range(100)))
            await client.close()
            return list(results)

        started = time.monotonic()
        projects = self.run_async(calls())
        elapsed = time.monotonic() - started
        self.assertEqual([p.id for p in projects], [f"p{index}" for index in range(100)])
        self.assertGreaterEqual(elapsed, 1.0)
        self.assertLess(elapsed, 5.0, f"100 calls of 1 s each took {elapsed:.2f} s: the event loop was blocked")


class LoggingTest(ServerCase):
    """Logging on the ``kitchen_sink`` logger, switched on by KITCHEN_SINK_LOG or the log_level option."""

    def setUp(self) -> None:
        super().setUp()
        self.stderr = io.StringIO()
        real = sys.stderr
        sys.stderr = self.stderr  # the handler the client adds writes to sys.stderr as it is when the client is made
        self.addCleanup(setattr, sys, "stderr", real)
        logger = logging.getLogger("kitchen_sink")
        self.addCleanup(logger.setLevel, logging.NOTSET)
        self.addCleanup(lambda: [logger.removeHandler(h) for h in list(logger.handlers)])
        self.addCleanup(os.environ.pop, "KITCHEN_SINK_LOG", None)

    def retrieve_after_a_503(self, client: KitchenSink) -> None:
        self.server.enqueue("GET", "/projects/p1", 503, json={"message": "busy"})
        self.server.enqueue("GET", "/projects/p1", json=project("p1"), headers={"X-Request-Id": "req_log"})
        client.projects.retrieve("p1", extra_headers={"Authorization": "Bearer sk-extra-secret", "Cookie": "sid=cookie-secret"})

    def test_debug_from_the_environment_logs_the_call_its_retry_and_headers_but_never_a_credential(self) -> None:
        os.environ["KITCHEN_SINK_LOG"] = "debug"
        client = KitchenSink(base_url=self.server.url, api_key="sk-live-secret-key")
        self.retrieve_after_a_503(client)
        text = self.stderr.getvalue()
        url = f"{self.server.url}/projects/p1"
        self.assertRegex(text, rf"GET {url} -> 503 in \d+ ms \(attempt 1\)")
        self.assertRegex(text, rf"retrying GET {url} in [0-9.]+ s \(retry 1 of 3\)")
        self.assertRegex(text, rf"GET {url} -> 200 in \d+ ms \(attempt 2\)")
        self.assertIn("kitchen_sink DEBUG", text)
        self.assertIn("X-Kitchen-Token: REDACTED", text)
        self.assertIn("Authorization: REDACTED", text)
        self.assertIn("Cookie: REDACTED", text)
        self.assertIn("x-request-id: req_log", text)  # response headers at debug
        for secret in ("sk-live-secret-key", "sk-extra-secret", "cookie-secret"):
            self.assertNotIn(secret, text)

    def test_info_from_the_option_logs_calls_without_headers(self) -> None:
        client = KitchenSink(base_url=self.server.url, api_key="sk-live-secret-key", log_level="info")
        self.retrieve_after_a_503(client)
        text = self.stderr.getvalue()
        self.assertIn("-> 200 in", text)
        self.assertIn("retrying GET", text)
        self.assertNotIn("headers", text)
        self.assertNotIn("sk-live-secret-key", text)

    def test_nothing_is_logged_unless_switched_on_and_a_wrong_level_is_refused(self) -> None:
        self.retrieve_after_a_503(KitchenSink(base_url=self.server.url, api_key="sk-live-secret-key"))
        self.assertEqual(self.stderr.getvalue(), "")
        self.assertEqual(logging.getLogger("kitchen_sink").handlers, [])
        os.environ["KITCHEN_SINK_LOG"] = "verbose"
        with self.assertRaises(ValueError) as wrong:
            KitchenSink(base_url=self.server.url)
        self.assertIn("KITCHEN_SINK_LOG must be one of info, debug", str(wrong.exception))

    def test_the_async_client_logs_too(self) -> None:
        self.server.enqueue("GET", "/health", json={"status": "ok"})

        async def call() -> None:
            client = AsyncKitchenSink(base_url=self.server.url, api_key="sk-live-secret-key", log_level="debug")
            await client.health()
            await client.close()

        asyncio.run(call())
        text = self.stderr.getvalue()
        self.assertIn(f"GET {self.server.url}/health -> 200", text)
        self.assertIn("X-Kitchen-Token: REDACTED", text)
        self.assertNotIn("sk-live-secret-key", text)


if __name__ == "__main__":
    unittest.main()
