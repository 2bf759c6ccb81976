"""Behaviour of the reference SDK against the mock server: the pattern the generated-SDK behaviour
suite follows (the SDK's src/ and mock_server.py on PYTHONPATH, run with unittest)."""

import base64
import io
import os
import unittest
from typing import Any, List

from acme import (
    Acme,
    APIError,
    AuthenticationError,
    ConnectionError,
    InternalServerError,
    NotFoundError,
    RateLimitError,
)
from acme.types import Account
from mock_server import MockServer


class TestAcme(Acme):
    """The generated client with waits recorded instead of slept."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sleeps: List[float] = []

    def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


class AcmeTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop("ACME_API_KEY", None)

    def acme(self, **kwargs: Any) -> TestAcme:
        options: Any = {"base_url": self.server.url, "api_key": "sk-test"}
        options.update(kwargs)
        return TestAcme(**options)

    def test_path_parameters_in_order_across_nested_resources(self) -> None:
        self.server.enqueue("POST", "/accounts/a1/cards/c%201/freeze", json={"id": "c 1", "frozen": True})
        card = self.acme().accounts.cards.freeze("a1", "c 1")
        self.assertEqual(card, {"id": "c 1", "frozen": True})

    def test_body_argument(self) -> None:
        self.server.enqueue("POST", "/accounts", json={"id": "a1", "name": "x"})
        account = self.acme().accounts.create({"name": "x"})
        self.assertEqual(account["id"], "a1")
        self.assertEqual(self.server.requests()[0]["json"], {"name": "x"})

    def test_client_root_method(self) -> None:
        self.server.enqueue("GET", "/health", json={"status": "ok"})
        self.assertEqual(self.acme().health(), {"status": "ok"})

    def test_cursor_auto_pagination(self) -> None:
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "a1", "name": "x"}], "has_more": True})
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "a2", "name": "y"}], "has_more": False})
        ids: List[str] = []
        for account in self.acme().accounts.list(limit=1):
            typed: Account = account
            ids.append(typed["id"])
        self.assertEqual(ids, ["a1", "a2"])
        self.assertEqual([r["query"] for r in self.server.requests()], ["limit=1", "limit=1&starting_after=a1"])

    def test_offset_pagination_of_a_subresource(self) -> None:
        self.server.enqueue("GET", "/accounts/a1/cards", json={"data": [{"id": "c1", "frozen": False}], "total": 2})
        self.server.enqueue("GET", "/accounts/a1/cards", json={"data": [{"id": "c2", "frozen": True}], "total": 2})
        page = self.acme().accounts.cards.list("a1")
        self.assertEqual([c["id"] for c in page.items], ["c1"])
        self.assertEqual(page.body["total"], 2)
        following = page.get_next_page()
        self.assertEqual([c["id"] for c in following.items], ["c2"])
        self.assertFalse(following.has_next_page())

    def test_retries_a_listed_status_honouring_retry_after(self) -> None:
        self.server.enqueue("GET", "/accounts/a1", 429, headers={"Retry-After": "3"}, json={})
        self.server.enqueue("GET", "/accounts/a1", json={"id": "a1", "name": "x"})
        client = self.acme()
        self.assertEqual(client.accounts.get("a1")["id"], "a1")
        self.assertEqual(client.sleeps, [3.0])

    def test_no_retry_for_a_retries_disabled_operation(self) -> None:
        self.server.enqueue("POST", "/accounts/a1/cards/c1/freeze", 503, json={}, repeat=True)
        with self.assertRaises(InternalServerError):
            self.acme().accounts.cards.freeze("a1", "c1")
        self.assertEqual(len(self.server.requests()), 1)

    def test_status_errors_and_their_fields(self) -> None:
        self.server.enqueue("GET", "/accounts/nope", 404, json={"error": {"message": "no such account"}})
        self.server.enqueue("GET", "/accounts/limited", 429, headers={"Retry-After": "5"}, json={}, repeat=True)
        client = self.acme(max_retries=0)
        with self.assertRaises(NotFoundError) as not_found:
            client.accounts.get("nope")
        self.assertIsInstance(not_found.exception, APIError)
        self.assertEqual(not_found.exception.status_code, 404)
        self.assertEqual(str(not_found.exception), "404 no such account")
        with self.assertRaises(RateLimitError) as limited:
            client.accounts.get("limited")
        self.assertEqual(limited.exception.retry_after, 5.0)

    def test_connection_error_with_the_url(self) -> None:
        self.server.enqueue("GET", "/health", drop=True)
        with self.assertRaises(ConnectionError) as caught:
            self.acme().health()
        self.assertEqual(caught.exception.url, self.server.url + "/health")

    def test_api_key_from_the_environment(self) -> None:
        os.environ["ACME_API_KEY"] = "sk-env"
        self.server.enqueue("GET", "/health", json={"status": "ok"})
        self.server.enqueue("GET", "/health", 401, json={})
        TestAcme(base_url=self.server.url).health()
        self.assertEqual(self.server.requests()[0]["headers"]["authorization"], "Bearer sk-env")
        del os.environ["ACME_API_KEY"]
        with self.assertRaises(AuthenticationError):
            TestAcme(base_url=self.server.url).health()

    def test_uploads_a_file_as_multipart_form_data(self) -> None:
        self.server.enqueue("POST", "/files", json={"id": "file_1", "filename": "q.pdf", "bytes": 3, "purpose": "audit"})
        file = self.acme().files.upload({"file": ("q.pdf", io.BytesIO(b"%P\xff"), "application/pdf"), "purpose": "audit"})
        self.assertEqual(file["id"], "file_1")
        request = self.server.requests()[0]
        self.assertRegex(request["headers"]["content-type"], r"^multipart/form-data; boundary=")
        self.assertEqual(
            [(p["name"], p["filename"], p["content_type"], base64.b64decode(p["body_base64"])) for p in request["parts"]],
            [("file", "q.pdf", "application/pdf", b"%P\xff"), ("purpose", None, None, b"audit")],
        )

    def test_downloads_binary_content_as_bytes(self) -> None:
        self.server.enqueue("GET", "/files/file_1/content", body_bytes=b"\x00\x01\xfe\xff")
        self.assertEqual(self.acme().files.content("file_1"), b"\x00\x01\xfe\xff")
        self.assertEqual(self.server.requests()[0]["headers"]["accept"], "application/octet-stream")

    def test_uploads_raw_bytes_with_the_operation_content_type(self) -> None:
        self.server.enqueue("PUT", "/files/file_1/content", json={"id": "file_1", "filename": "q.pdf", "bytes": 2, "purpose": "a"})
        self.acme().files.replace("file_1", b"\r\n")
        request = self.server.requests()[0]
        self.assertEqual(request["headers"]["content-type"], "application/pdf")
        self.assertEqual(base64.b64decode(request["body_base64"]), b"\r\n")

    def test_sends_a_form_encoded_body(self) -> None:
        self.server.enqueue("POST", "/accounts/a1", json={"id": "a1", "name": "New"})
        self.acme().accounts.update("a1", {"name": "New name", "metadata": {"tier": "gold"}, "tags": ["x", "y"]})
        request = self.server.requests()[0]
        self.assertEqual(request["headers"]["content-type"], "application/x-www-form-urlencoded")
        self.assertEqual(request["body"], "name=New+name&metadata[tier]=gold&tags[0]=x&tags[1]=y")

    def test_returns_a_text_response_as_str(self) -> None:
        self.server.enqueue("GET", "/version", headers={"Content-Type": "text/plain"}, body="2024-06-01")
        self.assertEqual(self.acme().version(), "2024-06-01")
        self.assertEqual(self.server.requests()[0]["headers"]["accept"], "text/plain")


if __name__ == "__main__":
    unittest.main()
