"""Raw and streamed responses, request ids, and the generic requests for undocumented endpoints."""

import unittest
from typing import Any, Dict, Optional

from support import MockServer, RecordingClient
from sdkgen_runtime.errors import ConnectionError, NotFoundError
from sdkgen_runtime.models import BaseModel
from sdkgen_runtime.pagination import PaginationSpec
from sdkgen_runtime.responses import (
    APIResponse,
    StreamedAPIResponse,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)


class Account(BaseModel):
    id: str
    name: Optional[str] = None


class ResponsesTestCase(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer(keep_alive=True).start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        self.client = RecordingClient(base_url=self.server.url, api_key="k")

    def tearDown(self) -> None:
        self.client.close()

    def get_account(self, account_id: str) -> Account:
        return self.client._request("get", "/accounts/{id}", path_params=[account_id], cast_to=Account)


class RequestIdTest(ResponsesTestCase):
    def test_a_model_carries_the_request_id_of_its_response(self) -> None:
        self.server.enqueue("GET", "/accounts/a1", json={"id": "a1"}, headers={"X-Request-Id": "req_1"})
        self.server.enqueue("GET", "/accounts/a2", json={"id": "a2"}, headers={"Request-Id": "req_2"})
        self.server.enqueue("GET", "/accounts/a3", json={"id": "a3"})
        self.assertEqual(self.get_account("a1")._request_id, "req_1")
        self.assertEqual(self.get_account("a2")._request_id, "req_2")
        self.assertIsNone(self.get_account("a3")._request_id)
        self.assertEqual(self.get_account.__name__, "get_account")

    def test_the_request_id_is_not_part_of_the_model(self) -> None:
        self.server.enqueue("GET", "/accounts/a1", json={"id": "a1"}, headers={"X-Request-Id": "req_1"})
        account = self.get_account("a1")
        self.assertEqual(account.to_dict(), {"id": "a1"})
        self.assertEqual(account, Account(id="a1"))

    def test_every_api_error_carries_the_request_id(self) -> None:
        self.server.enqueue("GET", "/accounts/x", 404, json={"error": {"message": "no"}}, headers={"request-id": "req_404"})
        with self.assertRaises(NotFoundError) as caught:
            self.get_account("x")
        self.assertEqual(caught.exception.request_id, "req_404")
        self.assertIsNone(ConnectionError("http://x").request_id)


class RawResponseTest(ResponsesTestCase):
    def test_raw_response_has_status_headers_request_id_and_parses_to_the_model(self) -> None:
        self.server.enqueue("GET", "/accounts/a1", 201, json={"id": "a1", "name": "A"}, headers={"X-Request-Id": "req_7"})
        raw = to_raw_response_wrapper(self.get_account)("a1")
        self.assertIsInstance(raw, APIResponse)
        self.assertEqual(raw.status_code, 201)
        self.assertEqual(raw.headers["content-type"], "application/json")
        self.assertEqual((raw.request_id, raw.http_request_id), ("req_7", "req_7"))
        self.assertEqual(raw.json(), {"id": "a1", "name": "A"})
        parsed = raw.parse()
        self.assertEqual(parsed, Account(id="a1", name="A"))
        self.assertIs(raw.parse(), parsed)
        self.assertEqual(parsed._request_id, "req_7")

    def test_the_mode_applies_to_the_wrapped_call_only(self) -> None:
        self.server.enqueue("GET", "/accounts/a1", json={"id": "a1"}, repeat=True)
        to_raw_response_wrapper(self.get_account)("a1")
        self.assertIsInstance(self.get_account("a1"), Account)

    def test_an_error_status_still_raises(self) -> None:
        self.server.enqueue("GET", "/accounts/x", 404, json={})
        with self.assertRaises(NotFoundError):
            to_raw_response_wrapper(self.get_account)("x")

    def test_a_raw_paginated_call_parses_to_the_first_page(self) -> None:
        spec = PaginationSpec(type="offset", offset_param="offset", has_more="has_more")
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "a"}], "has_more": True}, headers={"X-Request-Id": "p1"})
        self.server.enqueue("GET", "/accounts", json={"data": [{"id": "b"}], "has_more": False})

        def list_accounts() -> Any:
            return self.client._paginate("get", "/accounts", pagination=spec, item_type=Account)

        raw = to_raw_response_wrapper(list_accounts)()
        self.assertEqual(raw.request_id, "p1")
        self.assertEqual([account.id for account in raw.parse()], ["a", "b"])


class StreamedResponseTest(ResponsesTestCase):
    def download(self) -> bytes:
        return self.client._request("get", "/file", response_type="binary")

    def test_lines_arrive_unbuffered_and_the_connection_is_reused_after_a_full_read(self) -> None:
        self.server.enqueue("GET", "/file", body="one\ntwo\r\nthree", headers={"X-Request-Id": "s1"})
        self.server.enqueue("GET", "/file", body="again")
        with to_streamed_response_wrapper(self.download)() as response:
            self.assertIsInstance(response, StreamedAPIResponse)
            self.assertEqual(response.request_id, "s1")
            self.assertEqual(list(response.iter_lines()), ["one", "two", "three"])
        self.assertEqual(self.download(), b"again")
        self.assertEqual(self.server.connections(), 1)

    def test_leaving_the_block_early_closes_the_connection(self) -> None:
        self.server.enqueue("GET", "/file", body_bytes=b"x" * 300000)
        self.server.enqueue("GET", "/file", body="next")
        with to_streamed_response_wrapper(self.download)() as response:
            first = next(iter(response.iter_bytes()))
            self.assertGreater(len(first), 0)
        self.assertEqual(self.download(), b"next")
        self.assertEqual(self.server.connections(), 2)

    def test_parse_reads_the_rest(self) -> None:
        self.server.enqueue("GET", "/file", body="whole")
        with to_streamed_response_wrapper(self.download)() as response:
            self.assertEqual(response.parse(), b"whole")


class GenericRequestTest(ResponsesTestCase):
    def test_get_and_post_with_auth_query_headers_and_cast(self) -> None:
        self.server.enqueue("GET", "/beta/accounts/a1", json={"id": "a1", "extra": 1})
        self.server.enqueue("POST", "/beta/things", 201, json={"made": True})
        account = self.client.get("/beta/accounts/a1", cast_to=Account, query={"expand": "x"}, headers={"X-Beta": "on"})
        self.assertEqual(account, Account.from_dict({"id": "a1", "extra": 1}))
        made: Dict[str, Any] = self.client.post("/beta/things", cast_to=Dict[str, Any], body={"n": 1})
        self.assertEqual(made, {"made": True})
        first, second = self.server.requests()
        self.assertEqual(first["query_params"], {"expand": ["x"]})
        self.assertEqual(first["headers"]["authorization"], "Bearer k")
        self.assertEqual(first["headers"]["x-beta"], "on")
        self.assertEqual(second["json"], {"n": 1})

    def test_errors_retries_and_raw_bodies(self) -> None:
        self.server.enqueue("DELETE", "/beta/x", 404, json={})
        with self.assertRaises(NotFoundError):
            self.client.delete("/beta/x", cast_to=object)
        self.server.enqueue("GET", "/beta/raw", body_bytes=b"\x00\x01")
        self.assertEqual(self.client.get("/beta/raw", cast_to=bytes), b"\x00\x01")
        self.server.enqueue("PUT", "/beta/t", body="plain", headers={"Content-Type": "text/plain"})
        self.assertEqual(self.client.put("/beta/t", cast_to=str, body={}), "plain")
        self.server.enqueue("PATCH", "/beta/%7Bbraces%7D", json={"ok": 1})  # not a placeholder
        self.assertEqual(self.client.patch("/beta/{braces}", cast_to=object), {"ok": 1})


if __name__ == "__main__":
    unittest.main()
