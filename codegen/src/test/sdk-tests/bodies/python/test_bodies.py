"""Non-JSON operations of a GENERATED SDK (codegen/src/test/fixtures/bodies) against the mock server:
form-encoded and multipart bodies, binary and text bodies and responses, basic auth."""

import base64
import io
import os
import unittest

from bodies import Bodies
from mock_server import MockServer


class BodiesTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop("BODIES_KEY", None)

    def client(self) -> Bodies:
        return Bodies(base_url=self.server.url, api_key="user:secret")

    def test_form_encoded_body_with_brackets_and_indexed_arrays(self) -> None:
        self.server.enqueue("POST", "/accounts/a1", json={"id": "a1", "name": "New name"})
        account = self.client().accounts.update("a1", name="New name", metadata={"tier": "gold"}, tags=["x", "y"])
        self.assertEqual(account.name, "New name")
        request = self.server.requests()[0]
        self.assertEqual(request["headers"]["content-type"], "application/x-www-form-urlencoded")
        self.assertEqual(request["body"], "name=New+name&metadata[tier]=gold&tags[0]=x&tags[1]=y")

    def test_no_body_on_a_get_even_when_the_spec_declares_one(self) -> None:
        self.server.enqueue("GET", "/accounts", json=[{"id": "a1"}])
        self.assertEqual([a.to_dict() for a in self.client().accounts.list(limit=2)], [{"id": "a1"}])
        request = self.server.requests()[0]
        self.assertEqual(request["body"], "")
        self.assertNotIn("content-type", request["headers"])
        self.assertEqual(request["query_params"], {"limit": ["2"]})

    def test_multipart_upload(self) -> None:
        self.server.enqueue("POST", "/files", json={"id": "f1", "bytes": 3})
        file = self.client().files.upload(file=("q.pdf", io.BytesIO(b"%P\xff"), "application/pdf"), purpose="audit")
        self.assertEqual((file.id, file.bytes), ("f1", 3))
        request = self.server.requests()[0]
        self.assertRegex(request["headers"]["content-type"], r"^multipart/form-data; boundary=")
        self.assertEqual(
            [(p["name"], p["filename"], p["content_type"], base64.b64decode(p["body_base64"])) for p in request["parts"]],
            [("file", "q.pdf", "application/pdf", b"%P\xff"), ("purpose", None, None, b"audit")],
        )

    def test_binary_download_as_bytes(self) -> None:
        self.server.enqueue("GET", "/files/f1/content", body_bytes=b"\x00\x01\xfe\xff")
        self.assertEqual(self.client().files.content("f1"), b"\x00\x01\xfe\xff")
        self.assertEqual(self.server.requests()[0]["headers"]["accept"], "application/octet-stream")

    def test_raw_bytes_upload_with_the_operation_content_type(self) -> None:
        self.server.enqueue("PUT", "/files/f1/content", json={"id": "f1", "bytes": 2})
        self.client().files.replace("f1", b"\r\n")
        request = self.server.requests()[0]
        self.assertEqual(request["headers"]["content-type"], "application/pdf")
        self.assertEqual(base64.b64decode(request["body_base64"]), b"\r\n")

    def test_text_body_and_text_responses(self) -> None:
        self.server.enqueue("POST", "/notes/render", headers={"Content-Type": "text/html"}, body="<p>hi</p>")
        self.server.enqueue("GET", "/version", headers={"Content-Type": "text/plain"}, body="2024-06-01")
        client = self.client()
        self.assertEqual(client.notes.render("hi"), "<p>hi</p>")
        self.assertEqual(client.version(), "2024-06-01")
        render, version = self.server.requests()
        self.assertTrue(render["headers"]["content-type"].startswith("text/plain"))
        self.assertEqual(render["body"], "hi")
        self.assertEqual(render["headers"]["accept"], "text/html")
        self.assertEqual(version["headers"]["accept"], "text/plain")

    def test_api_key_from_bodies_key_as_basic_auth(self) -> None:
        os.environ["BODIES_KEY"] = "user:secret"
        self.server.enqueue("GET", "/version", headers={"Content-Type": "text/plain"}, body="1")
        Bodies(base_url=self.server.url).version()
        expected = "Basic " + base64.b64encode(b"user:secret").decode("ascii")
        self.assertEqual(self.server.requests()[0]["headers"]["authorization"], expected)


if __name__ == "__main__":
    unittest.main()
