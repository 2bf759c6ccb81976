import datetime
import os
import socket
import time
import unittest
from typing import Any, List, Tuple, Type

from support import API_KEY_ENV, MockServer, RecordingClient, config
from sdkgen_runtime.client import Auth
from sdkgen_runtime.errors import (
    APIError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ConnectionError,
    ConnectionTimeoutError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)
from sdkgen_runtime.retries import RetryPolicy

RETRYING = config(retry_policy=RetryPolicy(max_retries=2, retry_on=(429, 503)))


class ServerTestCase(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop(API_KEY_ENV, None)

    def client(self, client_config: Any = None, **kwargs: Any) -> RecordingClient:
        options = {"base_url": self.server.url, "api_key": "sk-test"}
        options.update(kwargs)
        return RecordingClient(client_config, **options)

    def raised(self, error_class: Type[BaseException], call: Any) -> Any:
        with self.assertRaises(error_class) as caught:
            call()
        return caught.exception


class RequestTest(ServerTestCase):
    def test_sends_method_encoded_path_query_and_standard_headers(self) -> None:
        self.server.enqueue("GET", "/accounts/a%2F1/cards", json={"ok": True})
        result = self.client()._request(
            "get",
            "/accounts/{account_id}/cards",
            path_params=["a/1"],
            query={"limit": 5, "status": ["open", "frozen"], "expand": True, "none": None},
        )
        self.assertEqual(result, {"ok": True})
        [request] = self.server.requests()
        self.assertEqual(request["method"], "GET")
        self.assertEqual(request["path"], "/accounts/a%2F1/cards")
        self.assertEqual(request["query_params"], {"limit": ["5"], "status": ["open", "frozen"], "expand": ["true"]})
        headers = request["headers"]
        self.assertEqual(headers["accept"], "application/json")
        self.assertNotIn("content-type", headers)
        self.assertRegex(headers["user-agent"], r"^acme/1\.4\.0 \(python; 3\.\d+")
        self.assertEqual(headers["x-sdkgen-lang"], "python")
        self.assertEqual(headers["x-sdkgen-package-version"], "1.4.0")
        self.assertEqual(headers["x-sdkgen-retry-count"], "0")
        self.assertEqual(request["body"], "")

    def test_sends_a_json_body(self) -> None:
        self.server.enqueue("POST", "/accounts", 201, json={"id": "a1"})
        body = {"name": "x", "tags": ["a"], "at": datetime.date(2024, 1, 2)}
        self.assertEqual(self.client()._request("post", "/accounts", body=body), {"id": "a1"})
        [request] = self.server.requests()
        self.assertEqual(request["headers"]["content-type"], "application/json")
        self.assertEqual(request["json"], {"name": "x", "tags": ["a"], "at": "2024-01-02"})

    def test_base_url_with_a_path_prefix(self) -> None:
        self.server.enqueue("GET", "/v1/health", json={})
        self.client(base_url=self.server.url + "/v1/")._request("get", "/health")
        self.assertEqual(self.server.requests()[0]["path"], "/v1/health")

    def test_parses_empty_json_text_and_malformed_json(self) -> None:
        self.server.enqueue("DELETE", "/empty", 204)
        self.server.enqueue("GET", "/json", json=[1, 2])
        self.server.enqueue("GET", "/text", body="hello", headers={"Content-Type": "text/plain"})
        self.server.enqueue("GET", "/bad", body="{oops", headers={"Content-Type": "application/json"})
        client = self.client()
        self.assertIsNone(client._request("delete", "/empty"))
        self.assertEqual(client._request("get", "/json"), [1, 2])
        self.assertEqual(client._request("get", "/text"), "hello")
        self.assertEqual(client._request("get", "/bad"), "{oops")

    def test_per_request_headers_query_and_header_removal(self) -> None:
        self.server.enqueue("GET", "/x", json={})
        client = self.client(default_headers={"X-Team": "core", "X-Drop": "me"})
        client._request(
            "get",
            "/x",
            query={"a": "1"},
            options={"headers": {"x-extra": "yes", "X-Drop": None, "X-Sdkgen-Lang": "custom"}, "query": {"b": 2}},
        )
        [request] = self.server.requests()
        headers = request["headers"]
        self.assertEqual(headers["x-team"], "core")
        self.assertEqual(headers["x-extra"], "yes")
        self.assertNotIn("x-drop", headers)
        self.assertEqual(headers["x-sdkgen-lang"], "custom")
        self.assertEqual(request["query_params"], {"a": ["1"], "b": ["2"]})

    def test_rejects_invalid_client_options(self) -> None:
        with self.assertRaisesRegex(ValueError, "max_retries"):
            RecordingClient(max_retries=-1)
        with self.assertRaisesRegex(ValueError, "timeout"):
            RecordingClient(timeout=0)


class AuthTest(ServerTestCase):
    def test_bearer(self) -> None:
        self.server.enqueue("GET", "/me", json={})
        self.client()._request("get", "/me")
        self.assertEqual(self.server.requests()[0]["headers"]["authorization"], "Bearer sk-test")

    def test_named_header(self) -> None:
        self.server.enqueue("GET", "/me", json={})
        self.client(config(auth=Auth.header("X-API-Key")))._request("get", "/me")
        headers = self.server.requests()[0]["headers"]
        self.assertEqual(headers["x-api-key"], "sk-test")
        self.assertNotIn("authorization", headers)

    def test_named_query_parameter(self) -> None:
        self.server.enqueue("GET", "/me", json={})
        self.client(config(auth=Auth.query("api_key")))._request("get", "/me", query={"q": "x"})
        [request] = self.server.requests()
        self.assertEqual(request["query_params"], {"q": ["x"], "api_key": ["sk-test"]})
        self.assertNotIn("authorization", request["headers"])

    def test_none(self) -> None:
        self.server.enqueue("GET", "/me", json={})
        self.client(config(auth=Auth.none()))._request("get", "/me")
        self.assertNotIn("authorization", self.server.requests()[0]["headers"])

    def test_reads_the_environment_variable_when_no_key_is_passed(self) -> None:
        os.environ[API_KEY_ENV] = "sk-from-env"
        self.server.enqueue("GET", "/me", json={})
        self.server.enqueue("GET", "/me", json={})
        from_env = RecordingClient(base_url=self.server.url)
        self.assertEqual(from_env.api_key, "sk-from-env")
        from_env._request("get", "/me")
        self.client()._request("get", "/me")  # an explicit key wins
        requests = self.server.requests()
        self.assertEqual(requests[0]["headers"]["authorization"], "Bearer sk-from-env")
        self.assertEqual(requests[1]["headers"]["authorization"], "Bearer sk-test")

    def test_no_key_sends_no_credentials_and_401_says_how_to_set_one(self) -> None:
        self.server.enqueue("GET", "/me", 401, json={"error": {"message": "no key"}})
        anonymous = RecordingClient(base_url=self.server.url)
        self.assertIsNone(anonymous.api_key)
        error = self.raised(AuthenticationError, lambda: anonymous._request("get", "/me"))
        self.assertRegex(str(error), f"401 no key .*{API_KEY_ENV}")
        self.assertNotIn("authorization", self.server.requests()[0]["headers"])

    def test_auth_validation(self) -> None:
        with self.assertRaises(ValueError):
            Auth("header")
        with self.assertRaises(ValueError):
            Auth("digest")
        self.assertEqual(Auth.basic(), Auth("basic"))


STATUS_CASES: List[Tuple[int, Type[APIError]]] = [
    (400, BadRequestError),
    (401, AuthenticationError),
    (403, PermissionDeniedError),
    (404, NotFoundError),
    (409, ConflictError),
    (422, UnprocessableEntityError),
    (429, RateLimitError),
    (500, InternalServerError),
    (502, InternalServerError),
    (418, APIError),
]


class ErrorTest(ServerTestCase):
    def test_status_errors_carry_status_headers_and_body(self) -> None:
        for status, error_class in STATUS_CASES:
            with self.subTest(status=status):
                self.server.enqueue(
                    "GET", "/thing", status, headers={"X-Request-Id": "req_1"}, json={"error": {"message": f"failed {status}"}}
                )
                error = self.raised(APIError, lambda: self.client()._request("get", "/thing"))
                self.assertIs(type(error), error_class)
                self.assertEqual(error.status_code, status)
                self.assertEqual(error.headers["x-request-id"], "req_1")
                self.assertEqual(error.body, {"error": {"message": f"failed {status}"}})
                self.assertEqual(str(error), f"{status} failed {status}")

    def test_rate_limit_error_carries_retry_after(self) -> None:
        self.server.enqueue("GET", "/thing", 429, headers={"Retry-After": "12"}, json={})
        error = self.raised(RateLimitError, lambda: self.client()._request("get", "/thing"))
        self.assertEqual(error.retry_after, 12.0)

    def test_connection_error_with_the_url_when_dropped(self) -> None:
        self.server.enqueue("GET", "/drop", drop=True)
        error = self.raised(ConnectionError, lambda: self.client()._request("get", "/drop", query={"a": 1}))
        self.assertIsInstance(error, APIError)
        self.assertIsNone(error.status_code)
        self.assertEqual(error.url, self.server.url + "/drop?a=1")
        self.assertIn(self.server.url + "/drop", str(error))

    def test_connection_error_when_nothing_listens(self) -> None:
        port = _free_port()
        client = RecordingClient(base_url=f"http://127.0.0.1:{port}", api_key="k")
        error = self.raised(ConnectionError, lambda: client._request("get", "/health"))
        self.assertEqual(error.url, f"http://127.0.0.1:{port}/health")

    def test_query_api_key_is_masked_in_the_url(self) -> None:
        self.server.enqueue("GET", "/drop", drop=True)
        client = self.client(config(auth=Auth.query("api_key")))
        error = self.raised(ConnectionError, lambda: client._request("get", "/drop"))
        self.assertEqual(error.url, self.server.url + "/drop?api_key=***")
        self.assertNotIn("sk-test", str(error))

    def test_timeout(self) -> None:
        self.server.enqueue("GET", "/slow", delay_ms=2000, json={})
        started = time.monotonic()
        error = self.raised(ConnectionTimeoutError, lambda: self.client()._request("get", "/slow", options={"timeout": 0.2}))
        self.assertIsInstance(error, ConnectionError)
        self.assertEqual(error.url, self.server.url + "/slow")
        self.assertLess(time.monotonic() - started, 1.5)


class RetryTest(ServerTestCase):
    def test_never_retries_without_a_policy(self) -> None:
        self.server.enqueue("GET", "/r", 503, json={})
        self.server.enqueue("GET", "/r", json={"ok": True})
        client = self.client()
        self.assertEqual(client.max_retries, 0)
        self.raised(InternalServerError, lambda: client._request("get", "/r"))
        self.assertEqual(len(self.server.requests()), 1)
        self.assertEqual(client.sleeps, [])

    def test_retries_a_listed_status_then_succeeds(self) -> None:
        self.server.enqueue("GET", "/r", 503, json={})
        self.server.enqueue("GET", "/r", json={"ok": True})
        client = self.client(RETRYING)
        self.assertEqual(client.max_retries, 2)
        self.assertEqual(client._request("get", "/r"), {"ok": True})
        self.assertEqual([r["headers"]["x-sdkgen-retry-count"] for r in self.server.requests()], ["0", "1"])
        self.assertEqual(client.sleeps, [0.5])

    def test_backs_off_exponentially_and_raises_when_exhausted(self) -> None:
        self.server.enqueue("GET", "/r", 503, json={"message": "down"}, repeat=True)
        client = self.client(config(retry_policy=RetryPolicy(max_retries=3, initial_delay_ms=100, max_delay_ms=250)))
        error = self.raised(InternalServerError, lambda: client._request("get", "/r"))
        self.assertEqual(str(error), "503 down")
        self.assertEqual(len(self.server.requests()), 4)
        self.assertEqual(client.sleeps, [0.1, 0.2, 0.25])

    def test_jitter_is_below_the_computed_delay(self) -> None:
        self.server.enqueue("GET", "/r", 503, json={})
        self.server.enqueue("GET", "/r", json={})
        client = self.client(RETRYING)
        client.random_value = 0.5
        client._request("get", "/r")
        self.assertEqual(client.sleeps, [0.4375])

    def test_does_not_retry_an_unlisted_status(self) -> None:
        self.server.enqueue("GET", "/r", 500, json={})
        self.server.enqueue("GET", "/r", json={})
        self.raised(InternalServerError, lambda: self.client(RETRYING)._request("get", "/r"))
        self.assertEqual(len(self.server.requests()), 1)

    def test_never_retries_a_retries_disabled_operation(self) -> None:
        self.server.enqueue("POST", "/r", 503, json={})
        self.server.enqueue("POST", "/r", json={})
        self.raised(InternalServerError, lambda: self.client(RETRYING)._request("post", "/r", retryable=False))
        self.assertEqual(len(self.server.requests()), 1)

    def test_honours_retry_after_capped_at_60_seconds(self) -> None:
        self.server.enqueue("GET", "/r", 429, headers={"Retry-After": "2"}, json={})
        self.server.enqueue("GET", "/r", 429, headers={"Retry-After": "3600"}, json={})
        self.server.enqueue("GET", "/r", json={"ok": True})
        client = self.client(RETRYING)
        client._request("get", "/r")
        self.assertEqual(client.sleeps, [2.0, 60.0])

    def test_honours_retry_after_as_an_http_date(self) -> None:
        import email.utils

        at = email.utils.formatdate(time.time() + 30, usegmt=True)
        self.server.enqueue("GET", "/r", 503, headers={"Retry-After": at}, json={})
        self.server.enqueue("GET", "/r", json={})
        client = self.client(RETRYING)
        client._request("get", "/r")
        self.assertEqual(len(client.sleeps), 1)
        self.assertTrue(25 < client.sleeps[0] <= 30, client.sleeps)

    def test_really_waits_for_retry_after(self) -> None:
        self.server.enqueue("GET", "/r", 503, headers={"Retry-After": "1"}, json={})
        self.server.enqueue("GET", "/r", json={})
        client = self.client(RETRYING)
        client.real_sleep = True
        client._request("get", "/r")
        first, second = self.server.requests()
        self.assertGreaterEqual(second["time"] - first["time"], 0.95)

    def test_rate_limit_error_after_exhausting_429_retries(self) -> None:
        self.server.enqueue("GET", "/r", 429, headers={"Retry-After": "1"}, json={}, repeat=True)
        error = self.raised(RateLimitError, lambda: self.client(RETRYING)._request("get", "/r"))
        self.assertEqual(error.retry_after, 1.0)
        self.assertEqual(len(self.server.requests()), 3)

    def test_a_call_overrides_max_retries(self) -> None:
        self.server.enqueue("GET", "/r", 503, json={}, repeat=True)
        client = self.client(RETRYING)
        self.raised(InternalServerError, lambda: client._request("get", "/r", options={"max_retries": 0}))
        self.assertEqual(len(self.server.requests()), 1)
        self.server.reset()
        self.server.enqueue("GET", "/r", 503, json={}, repeat=True)
        self.raised(InternalServerError, lambda: client._request("get", "/r", options={"max_retries": 4}))
        self.assertEqual(len(self.server.requests()), 5)

    def test_caller_max_retries_without_a_generated_policy_uses_the_defaults(self) -> None:
        self.server.enqueue("GET", "/r", 502, json={})
        self.server.enqueue("GET", "/r", json={"ok": 1})
        client = self.client(max_retries=1)
        self.assertEqual(client._request("get", "/r"), {"ok": 1})
        self.assertEqual(len(self.server.requests()), 2)
        self.assertEqual(client.sleeps, [0.5])

    def test_connection_errors_are_not_retried_unless_the_policy_says_so(self) -> None:
        self.server.enqueue("GET", "/r", drop=True)
        self.server.enqueue("GET", "/r", json={"ok": True})
        self.raised(ConnectionError, lambda: self.client(RETRYING)._request("get", "/r"))
        self.assertEqual(len(self.server.requests()), 1)

    def test_retries_drops_and_timeouts_with_connection_errors(self) -> None:
        self.server.enqueue("GET", "/r", drop=True)
        self.server.enqueue("GET", "/r", delay_ms=1500, json={})
        self.server.enqueue("GET", "/r", json={"ok": True})
        client = self.client(config(retry_policy=RetryPolicy(connection_errors=True)))
        self.assertEqual(client._request("get", "/r", options={"timeout": 0.3}), {"ok": True})
        self.assertEqual(len(self.server.requests()), 3)
        self.assertEqual(client.sleeps, [0.5, 1.0])


def _free_port() -> int:
    probe = socket.socket()
    try:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port
    finally:
        probe.close()


if __name__ == "__main__":
    unittest.main()
