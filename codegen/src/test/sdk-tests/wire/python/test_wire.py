"""Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
array query parameters in every style, and a path parameter that keeps its "/" (allowReserved)."""

import os
import unittest

from mock_server import MockServer
from wire import ConnectionError, Wire


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
        self.assertEqual(client.files.shared_link("f1", fields="shared_link"), {"id": "f1"})
        request = self.server.requests()[0]
        self.assertEqual(request["path"], "/files/f1")
        self.assertEqual(request["query_params"], {"fields": ["shared_link"]})

    def test_an_operation_with_its_own_server_goes_there_unless_base_url_is_given(self) -> None:
        own = Wire(api_key="k1")
        self.assertEqual(own.base_url, "https://api.wire.example.test/v1")
        with self.assertRaises(ConnectionError) as upload:
            own.uploads.create({"id": "f1"})
        self.assertEqual(upload.exception.url, "http://127.0.0.1:1/upload/uploads")
        with self.assertRaises(ConnectionError) as token:
            own.tokens.create({"grant_type": "client_credentials"})
        self.assertEqual(token.exception.url, "http://127.0.0.1:1/auth/oauth/token")

        self.server.enqueue("POST", "/uploads", 201, json={"id": "f1"})
        overridden = Wire(base_url=self.server.url, api_key="k1")
        self.assertEqual(overridden.uploads.create({"id": "f1"}), {"id": "f1"})
        self.assertEqual(self.server.requests()[0]["path"], "/uploads")

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
        self.assertEqual(client.proxy.get("v2/users/a b"), {"id": "u"})
        self.assertEqual(self.server.requests()[0]["path"], "/proxy/v2/users/a%20b")


if __name__ == "__main__":
    unittest.main()
