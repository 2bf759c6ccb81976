"""Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
array query parameters in every style, a path parameter that keeps its "/" (allowReserved, and a last-segment
`object_path`), the choice of request content type (four PATCH formats; JSON or a multipart upload), and an
API-version path segment with a default taken from a client option, and the request id read from
client.request_id_header (X-Wire-Trace) only."""

import asyncio
import base64
import io
import os
import unittest

from mock_server import MockServer
from wire import APIError, AsyncWire, ConnectionError, NotFoundError, Wire


class WireTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop("WIRE_KEY", None)

    def test_a_path_key_with_a_fragment_is_sent_without_it(self) -> None:
        self.server.enqueue("GET", "/files/f1", json={"id": "f1"})
        client = Wire(base_url=self.server.url, api_key="k1")
        self.assertEqual(client.files.shared_link("f1", fields="shared_link").id, "f1")
        request = self.server.requests()[0]
        self.assertEqual(request["path"], "/files/f1")
        self.assertEqual(request["query_params"], {"fields": ["shared_link"]})

    def test_an_operation_with_its_own_server_goes_there_unless_base_url_is_given(self) -> None:
        own = Wire(api_key="k1")
        self.assertEqual(own.base_url, "https://api.wire.example.test/v1")
        with self.assertRaises(ConnectionError) as upload:
            own.uploads.create(id="f1")
        self.assertEqual(upload.exception.url, "http://127.0.0.1:1/upload/uploads")
        with self.assertRaises(ConnectionError) as token:
            own.tokens.create(grant_type="client_credentials")
        self.assertEqual(token.exception.url, "http://127.0.0.1:1/auth/oauth/token")

        self.server.enqueue("POST", "/uploads", 201, json={"id": "f1"})
        overridden = Wire(base_url=self.server.url, api_key="k1")
        self.assertEqual(overridden.uploads.create(id="f1").to_dict(), {"id": "f1"})
        self.assertEqual(self.server.requests()[0]["path"], "/uploads")

    def test_the_request_id_comes_from_request_id_header_only_on_models_raw_responses_and_errors(self) -> None:
        self.server.enqueue("GET", "/files/f1", json={"id": "f1"}, headers={"X-Wire-Trace": "tr_1", "X-Request-Id": "req_1"})
        self.server.enqueue("GET", "/files/f2", json={"id": "f2"}, headers={"X-Request-Id": "req_2"})
        self.server.enqueue("GET", "/files/f3", 404, json={"message": "no"}, headers={"X-Wire-Trace": "tr_3"})
        self.server.enqueue("GET", "/files/f4", json={"id": "f4"}, headers={"X-Wire-Trace": "tr_4", "X-Request-Id": "req_4"})
        self.server.enqueue("GET", "/files/f5", 404, json={}, headers={"X-Request-Id": "req_5"})
        client = Wire(base_url=self.server.url, api_key="k1")
        first = client.files.retrieve("f1")
        self.assertEqual(first._request_id, "tr_1")  # pyright: ignore[reportPrivateUsage]
        raw = client.with_raw_response.files.retrieve("f2")
        self.assertEqual((raw.request_id, raw.headers["x-request-id"]), (None, "req_2"))
        with self.assertRaises(NotFoundError) as missing:
            client.files.retrieve("f3")
        self.assertEqual(missing.exception.request_id, "tr_3")

        async def calls() -> object:
            async_client = AsyncWire(base_url=self.server.url, api_key="k1")
            raw4 = await async_client.with_raw_response.files.retrieve("f4")
            try:
                await async_client.files.retrieve("f5")
            except APIError as error:
                return raw4.request_id, raw4.parse()._request_id, error.request_id  # pyright: ignore[reportPrivateUsage]
            return None

        self.assertEqual(asyncio.run(calls()), ("tr_4", "tr_4", None))

    def test_the_key_follows_the_auth_prefix_in_the_authorization_header(self) -> None:
        self.server.enqueue("GET", "/files/f1", json={"id": "f1"}, repeat=True)
        Wire(base_url=self.server.url, api_key="k1").files.retrieve("f1")
        os.environ["WIRE_KEY"] = "from-env"
        Wire(base_url=self.server.url).files.retrieve("f1")
        self.assertEqual([r["headers"]["authorization"] for r in self.server.requests()], ["Bot k1", "Bot from-env"])

    def test_array_query_parameters_in_their_style(self) -> None:
        self.server.enqueue("GET", "/items", json=[])
        client = Wire(base_url=self.server.url, api_key="k1")
        client.items.list(
            ids=["a", "b"],
            tags=["x", "y z"],
            codes=[1, 2],
            expand=["customer", "invoice"],
            status=["open", "paid"],
            sort=["name", "-id"],
        )
        request = self.server.requests()[0]
        self.assertEqual(
            request["query_params"],
            {
                "ids": ["a,b"],
                "tags": ["x y z"],
                "codes": ["1|2"],
                "expand[]": ["customer", "invoice"],
                "status[]": ["open", "paid"],
                "sort": ["name", "-id"],
            },
        )
        self.assertTrue(
            request["query"].startswith("ids=a%2Cb&tags=x%20y%20z&codes=1%7C2&expand%5B%5D=customer&"), request["query"]
        )

    def test_a_path_parameter_with_allow_reserved_keeps_its_slashes(self) -> None:
        self.server.enqueue("GET", "/proxy/v2/users/a%20b", json={"id": "u"})
        client = Wire(base_url=self.server.url, api_key="k1")
        self.assertEqual(client.proxy.get("v2/users/a b").id, "u")
        self.assertEqual(self.server.requests()[0]["path"], "/proxy/v2/users/a%20b")

    def test_a_last_segment_path_parameter_named_like_a_path_keeps_its_slashes(self) -> None:
        self.server.enqueue("GET", "/buckets/b%2F1/objects/docs/a%20b.txt", json={"id": "o"})
        client = Wire(base_url=self.server.url, api_key="k1")
        self.assertEqual(client.buckets.get_object("b/1", "docs/a b.txt").id, "o")
        self.assertEqual(self.server.requests()[0]["path"], "/buckets/b%2F1/objects/docs/a%20b.txt")

    def test_each_patch_format_is_sent_with_its_own_content_type(self) -> None:
        self.server.enqueue("PATCH", "/pods/p1", json={"name": "p1"}, repeat=True)
        pods = Wire(base_url=self.server.url, api_key="k1").pods
        pods.update("p1", name_="p1", labels={"app": "web"})
        pods.update_json_patch(
            "p1",
            [
                {"op": "replace", "path": "/labels/app", "value": "api"},
                {"op": "move", "from": "/labels/a", "path": "/labels/b"},
            ],
        )
        pods.update_merge_patch("p1", {"labels": {"app": None}})
        pods.update_strategic_merge_patch("p1", {"labels": {"tier": "front"}})
        self.assertEqual(
            [(r["headers"]["content-type"], r["json"]) for r in self.server.requests()],
            [
                ("application/json", {"name": "p1", "labels": {"app": "web"}}),
                (
                    "application/json-patch+json",
                    [
                        {"op": "replace", "path": "/labels/app", "value": "api"},
                        {"op": "move", "from": "/labels/a", "path": "/labels/b"},
                    ],
                ),
                ("application/merge-patch+json", {"labels": {"app": None}}),
                ("application/strategic-merge-patch+json", {"labels": {"tier": "front"}}),
            ],
        )

    def test_json_or_a_multipart_upload_as_the_caller_chooses(self) -> None:
        self.server.enqueue("POST", "/documents", 201, json={"id": "d1"}, repeat=True)
        documents = Wire(base_url=self.server.url, api_key="k1").documents
        documents.create(name="n", url="https://example.test/a.txt")
        documents.create_multipart(name="n", file=("a.txt", io.BytesIO(b"hi"), "text/plain"))
        as_json, multipart = self.server.requests()
        self.assertEqual(as_json["headers"]["content-type"], "application/json")
        self.assertEqual(as_json["json"], {"name": "n", "url": "https://example.test/a.txt"})
        self.assertRegex(multipart["headers"]["content-type"], r"^multipart/form-data; boundary=")
        self.assertEqual(
            [(p["name"], p["filename"], p["content_type"], base64.b64decode(p["body_base64"])) for p in multipart["parts"]],
            [("name", None, None, b"n"), ("file", "a.txt", "text/plain", b"hi")],
        )

    def test_a_path_parameter_with_a_default_comes_from_the_client_option(self) -> None:
        self.server.enqueue("GET", "/v4/widgets/w1", json={"id": "w1"})
        self.server.enqueue("GET", "/v4beta/widgets/w%2F2", json={"id": "w2"})
        self.assertEqual(Wire(base_url=self.server.url, api_key="k1").widgets.retrieve("w1").id, "w1")
        beta = Wire(base_url=self.server.url, api_key="k1", api_version="v4beta")
        self.assertEqual(beta.widgets.retrieve("w/2").id, "w2")
        self.assertEqual([r["path"] for r in self.server.requests()], ["/v4/widgets/w1", "/v4beta/widgets/w%2F2"])


    def test_the_required_json_body_of_a_delete_is_sent(self) -> None:
        self.server.enqueue("DELETE", "/documents/d1/share", 204)
        Wire(base_url=self.server.url, api_key="k1").documents.unshare("d1", email="a@example.test", notify=False)
        (request,) = self.server.requests()
        self.assertEqual(request["method"], "DELETE")
        self.assertEqual(request["headers"]["content-type"], "application/json")
        self.assertEqual(request["json"], {"email": "a@example.test", "notify": False})

    def test_a_binary_format_string_inside_json_is_a_string(self) -> None:
        self.server.enqueue("POST", "/documents/d1/attachments", 201, json={"filename": "a.txt", "content": "aGk="})
        documents = Wire(base_url=self.server.url, api_key="k1").documents
        attachment = documents.attach("d1", filename="a.txt", content="aGk=")
        content: str = attachment.content
        self.assertEqual(content, "aGk=")
        self.assertEqual(self.server.requests()[0]["json"], {"filename": "a.txt", "content": "aGk="})

    def test_no_method_for_an_operation_that_only_switches_protocols(self) -> None:
        documents = Wire(base_url=self.server.url, api_key="k1").documents
        self.assertFalse(hasattr(documents, "watch"))
        self.assertTrue(callable(documents.attach))

if __name__ == "__main__":
    unittest.main()
