"""Non-JSON request bodies, text/binary responses and basic auth, asserted on the bytes the mock server received."""

import base64
import datetime
import io
import os
import re
import tempfile
import unittest
from typing import Any, Dict, List

from support import API_KEY_ENV, MockServer, RecordingClient, config
from sdkgen_runtime.body import encode_form
from sdkgen_runtime.client import Auth
from sdkgen_runtime.errors import AuthenticationError, NotFoundError
from sdkgen_runtime.pagination import PaginationSpec
from sdkgen_runtime.retries import RetryPolicy

ALL_BYTES = bytes(range(256))
"""Every byte value, so any re-encoding on the way shows."""

BASIC = config(auth=Auth.basic())


def raw(request: Dict[str, Any]) -> bytes:
    return base64.b64decode(request["body_base64"])


def part_bytes(part: Dict[str, Any]) -> bytes:
    return base64.b64decode(part["body_base64"])


class BodyTestCase(unittest.TestCase):
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
        options: Dict[str, Any] = {"base_url": self.server.url, "api_key": "sk-test"}
        options.update(kwargs)
        return RecordingClient(client_config, **options)

    def only(self) -> Dict[str, Any]:
        requests = self.server.requests()
        self.assertEqual(len(requests), 1)
        return requests[0]


class FormBodyTest(BodyTestCase):
    def test_sends_a_stripe_style_body_byte_for_byte(self) -> None:
        self.server.enqueue("POST", "/v1/customers", json={"id": "cus_1"})
        result = self.client()._request(
            "post",
            "/v1/customers",
            encoding="form",
            body={
                "name": "Jane Doe",
                "metadata": {"order_id": "6735", "note": "a&b=c"},
                "items": [{"price": "price_1", "quantity": 2}, {"price": "price_2", "quantity": 1}],
                "expand": ("customer", "invoice"),
                "livemode": False,
                "amount": 1999,
                "ratio": 0.5,
                "created": datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc),
                "day": datetime.date(2024, 1, 2),
                "coupon": None,
            },
        )
        self.assertEqual(result, {"id": "cus_1"})
        request = self.only()
        self.assertEqual(request["headers"]["content-type"], "application/x-www-form-urlencoded")
        self.assertEqual(
            request["body"],
            "name=Jane+Doe&metadata[order_id]=6735&metadata[note]=a%26b%3Dc"
            "&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2&items[1][quantity]=1"
            "&expand[0]=customer&expand[1]=invoice&livemode=false&amount=1999&ratio=0.5"
            "&created=2024-01-02T03%3A04%3A05%2B00%3A00&day=2024-01-02",
        )
        self.assertEqual(
            request["form"],
            [
                ["name", "Jane Doe"],
                ["metadata[order_id]", "6735"],
                ["metadata[note]", "a&b=c"],
                ["items[0][price]", "price_1"],
                ["items[0][quantity]", "2"],
                ["items[1][price]", "price_2"],
                ["items[1][quantity]", "1"],
                ["expand[0]", "customer"],
                ["expand[1]", "invoice"],
                ["livemode", "false"],
                ["amount", "1999"],
                ["ratio", "0.5"],
                ["created", "2024-01-02T03:04:05+00:00"],
                ["day", "2024-01-02"],
            ],
        )

    def test_percent_encodes_utf8_and_reserved_characters_and_drops_empty_containers(self) -> None:
        self.assertEqual(
            encode_form(
                {"a[b": "x", "q": "é ü!'()*~-._", "m": {"k y": ""}, "empty": [], "none": {}, "nested": [[1, 2]], "big": 10**20}
            ),
            "a%5Bb=x&q=%C3%A9+%C3%BC%21%27%28%29%2A~-._&m[k+y]=&nested[0][0]=1&nested[0][1]=2&big=100000000000000000000",
        )
        self.assertEqual(encode_form({}), "")

    def test_rejects_a_body_that_is_not_a_mapping(self) -> None:
        for body in (["a"], "text", 5):
            with self.assertRaisesRegex(TypeError, "form-encoded request body must be a mapping"):
                self.client()._request("post", "/f", encoding="form", body=body)
        self.assertEqual(self.server.requests(), [])

    def test_resends_the_identical_body_on_a_retry(self) -> None:
        self.server.enqueue("POST", "/f", 503)
        self.server.enqueue("POST", "/f", json={})
        retrying = self.client(config(retry_policy=RetryPolicy(max_retries=1, retry_on=(503,))))
        retrying._request("post", "/f", encoding="form", body={"a": [1, {"b": True}]})
        first, second = self.server.requests()
        self.assertEqual(first["body"], "a[0]=1&a[1][b]=true")
        self.assertEqual(raw(second), raw(first))
        self.assertEqual(second["headers"]["content-type"], "application/x-www-form-urlencoded")

    def test_honours_a_content_type_and_keeps_the_body_on_every_page(self) -> None:
        pagination = PaginationSpec(type="page", items="data", page_param="page", has_more="has_more")
        self.server.enqueue("POST", "/search", json={"data": [1], "has_more": True})
        self.server.enqueue("POST", "/search", json={"data": [2], "has_more": False})
        page = self.client()._paginate(
            "post",
            "/search",
            pagination=pagination,
            body={"q": "x y"},
            encoding="form",
            content_type="application/x-www-form-urlencoded; charset=utf-8",
        )
        self.assertEqual(list(page), [1, 2])
        self.assertEqual(
            [(r["query"], r["body"], r["headers"]["content-type"]) for r in self.server.requests()],
            [
                ("", "q=x+y", "application/x-www-form-urlencoded; charset=utf-8"),
                ("page=2", "q=x+y", "application/x-www-form-urlencoded; charset=utf-8"),
            ],
        )


class MultipartBodyTest(BodyTestCase):
    def test_sends_fields_and_files_as_strict_multipart_form_data(self) -> None:
        self.server.enqueue("POST", "/files", json={"id": "file_1"})
        result = self.client()._request(
            "post",
            "/files",
            encoding="multipart",
            body={
                "purpose": "fine-tune",
                "file": ("data.bin", ALL_BYTES, "application/x-custom"),
                "image": ("pic.png", io.BytesIO(b"\x89PNG")),
                "raw": ALL_BYTES,
                "buffer": bytearray(b"h\xc3\xa9llo"),
                "tags": ["a", "b"],
                "meta": {"k": "v", "n": [1, 2]},
                "count": 3,
                "flag": True,
                "at": datetime.date(2024, 1, 2),
                "nothing": None,
                'we"ird\r\nname': "ünïcode value",
            },
        )
        self.assertEqual(result, {"id": "file_1"})
        request = self.only()
        match = re.fullmatch(r"multipart/form-data; boundary=(sdkgen-[0-9a-f]{32})", request["headers"]["content-type"])
        assert match is not None, request["headers"]["content-type"]
        boundary = match.group(1).encode("ascii")
        self.assertIsNone(request["multipart_error"])
        self.assertTrue(
            raw(request).startswith(b"--" + boundary + b'\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nfine-tune\r\n')
        )
        self.assertTrue(raw(request).endswith(b"\r\n--" + boundary + b"--\r\n"))
        parts: List[Dict[str, Any]] = request["parts"]
        self.assertEqual(
            [(p["name"], p["filename"], p["content_type"]) for p in parts],
            [
                ("purpose", None, None),
                ("file", "data.bin", "application/x-custom"),
                ("image", "pic.png", "application/octet-stream"),
                ("raw", "raw", "application/octet-stream"),
                ("buffer", "buffer", "application/octet-stream"),
                ("tags", None, None),
                ("tags", None, None),
                ("meta", None, "application/json"),
                ("count", None, None),
                ("flag", None, None),
                ("at", None, None),
                ("we%22ird%0D%0Aname", None, None),
            ],
        )
        self.assertEqual(part_bytes(parts[1]), ALL_BYTES)
        self.assertEqual(part_bytes(parts[2]), b"\x89PNG")
        self.assertEqual(part_bytes(parts[3]), ALL_BYTES)
        self.assertEqual(parts[4]["body"], "héllo")
        self.assertEqual(
            [p["body"] for p in parts[5:]],
            ["a", "b", '{"k":"v","n":[1,2]}', "3", "true", "2024-01-02", "ünïcode value"],
        )

    def test_file_objects_give_their_base_name_and_a_tuple_can_name_none(self) -> None:
        self.server.enqueue("POST", "/upload", 204)
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "rows.csv")
            with open(path, "wb") as out:
                out.write(b"a,b\n1,2\n")
            with open(path, "rb") as file:
                self.client()._request(
                    "post",
                    "/upload",
                    encoding="multipart",
                    body={"a": file, "b": (None, b"y", "text/plain"), "c": io.BytesIO(b"z"), "d": [b"1", ("two.txt", b"2")]},
                )
        parts = self.only()["parts"]
        self.assertEqual(
            [(p["name"], p["filename"], p["content_type"], p["body"]) for p in parts],
            [
                ("a", "rows.csv", "application/octet-stream", "a,b\n1,2\n"),
                ("b", "b", "text/plain", "y"),
                ("c", "c", "application/octet-stream", "z"),
                ("d", "d", "application/octet-stream", "1"),
                ("d", "two.txt", "application/octet-stream", "2"),
            ],
        )

    def test_reads_a_file_once_and_resends_the_same_bytes_on_a_retry(self) -> None:
        self.server.enqueue("POST", "/m", 500)
        self.server.enqueue("POST", "/m", json={}, repeat=True)
        retrying = self.client(config(retry_policy=RetryPolicy(max_retries=1, retry_on=(500,))))
        retrying._request("post", "/m", encoding="multipart", body={"f": io.BytesIO(b"\x01\x02\x03"), "s": "x"})
        retrying._request("post", "/m", encoding="multipart", body={"f": b"\x01\x02\x03", "s": "x"})
        first, second, third = self.server.requests()
        self.assertEqual(raw(second), raw(first))
        self.assertEqual(second["headers"]["content-type"], first["headers"]["content-type"])
        self.assertNotEqual(third["headers"]["content-type"], first["headers"]["content-type"])
        self.assertEqual([part_bytes(p) for p in second["parts"]], [b"\x01\x02\x03", b"x"])

    def test_keeps_a_given_multipart_subtype_with_its_own_boundary(self) -> None:
        self.server.enqueue("POST", "/m", json={})
        self.client()._request(
            "post", "/m", encoding="multipart", content_type="multipart/mixed; boundary=ignored", body={"a": "1"}
        )
        self.assertRegex(self.only()["headers"]["content-type"], r"^multipart/mixed; boundary=sdkgen-[0-9a-f]{32}$")

    def test_rejects_a_body_that_is_not_a_mapping(self) -> None:
        with self.assertRaisesRegex(TypeError, "multipart request body must be a mapping of fields, got list"):
            self.client()._request("post", "/m", encoding="multipart", body=[1])


class BinaryAndTextBodyTest(BodyTestCase):
    def test_sends_bytes_file_objects_and_str_byte_for_byte(self) -> None:
        bodies: List[Any] = [ALL_BYTES, bytearray(ALL_BYTES), memoryview(ALL_BYTES)[250:], io.BytesIO(ALL_BYTES), "snow ☃"]
        expected = [ALL_BYTES, ALL_BYTES, ALL_BYTES[250:], ALL_BYTES, "snow ☃".encode("utf-8")]
        self.server.enqueue("PUT", "/images/i1", 204, repeat=True)
        for body in bodies:
            result = self.client()._request(
                "put", "/images/{id}", path_params=["i1"], body=body, encoding="binary", content_type="image/png"
            )
            self.assertIsNone(result)
        requests = self.server.requests()
        self.assertEqual([raw(r) for r in requests], expected)
        for request, data in zip(requests, expected):
            self.assertEqual(request["headers"]["content-type"], "image/png")
            self.assertEqual(request["headers"]["content-length"], str(len(data)))

    def test_defaults_to_octet_stream_and_rejects_other_values(self) -> None:
        self.server.enqueue("POST", "/b", json={})
        self.client()._request("post", "/b", body=b"\x00", encoding="binary")
        self.assertEqual(self.only()["headers"]["content-type"], "application/octet-stream")
        with self.assertRaisesRegex(TypeError, "binary request body must be"):
            self.client()._request("post", "/b", body={"a": 1}, encoding="binary")

    def test_sends_text_as_utf8_with_its_content_type(self) -> None:
        self.server.enqueue("POST", "/t", json={})
        self.server.enqueue("POST", "/t", json={})
        self.client()._request("post", "/t", body="Grüße\n", encoding="text")
        self.client()._request("post", "/t", body="a,b", encoding="text", content_type="text/csv")
        plain, csv = self.server.requests()
        self.assertEqual(raw(plain), "Grüße\n".encode("utf-8"))
        self.assertEqual(plain["headers"]["content-type"], "text/plain; charset=utf-8")
        self.assertEqual(csv["body"], "a,b")
        self.assertEqual(csv["headers"]["content-type"], "text/csv")
        with self.assertRaises(TypeError):
            self.client()._request("post", "/t", body=5, encoding="text")

    def test_json_with_a_given_content_type_and_no_content_type_without_a_body(self) -> None:
        self.server.enqueue("PATCH", "/j", json={})
        self.server.enqueue("POST", "/j", json={})
        self.client()._request("patch", "/j", body={"a": None}, content_type="application/merge-patch+json")
        self.client()._request("post", "/j", encoding="form")
        patch, empty = self.server.requests()
        self.assertEqual(patch["headers"]["content-type"], "application/merge-patch+json")
        self.assertEqual(patch["body"], '{"a": null}')
        self.assertNotIn("content-type", empty["headers"])
        self.assertEqual(empty["body"], "")

    def test_unknown_encoding_is_an_error(self) -> None:
        with self.assertRaisesRegex(ValueError, "Unknown body encoding 'xml'"):
            self.client()._request("post", "/x", body="<a/>", encoding="xml")  # type: ignore[arg-type]


class ResponseTypeTest(BodyTestCase):
    def test_returns_a_binary_response_as_the_exact_bytes(self) -> None:
        self.server.enqueue(
            "GET",
            "/files/f1/content",
            headers={"Content-Type": "application/octet-stream"},
            body_bytes=ALL_BYTES,
        )
        data = self.client()._request(
            "get",
            "/files/{id}/content",
            path_params=["f1"],
            response_type="binary",
            accept="application/octet-stream",
        )
        self.assertIsInstance(data, bytes)
        self.assertEqual(data, ALL_BYTES)
        self.assertEqual(self.only()["headers"]["accept"], "application/octet-stream")

    def test_binary_even_when_labelled_json_and_empty_bytes_for_no_content(self) -> None:
        self.server.enqueue("GET", "/b", json={"a": 1})
        self.server.enqueue("GET", "/b", 204)
        self.assertEqual(self.client()._request("get", "/b", response_type="binary"), b'{"a": 1}')
        self.assertEqual(self.client()._request("get", "/b", response_type="binary"), b"")
        self.assertEqual(self.server.requests()[0]["headers"]["accept"], "*/*")

    def test_returns_text_decoding_the_declared_charset(self) -> None:
        self.server.enqueue("GET", "/t", headers={"Content-Type": "application/json"}, body='{"not": "parsed"}')
        self.server.enqueue("GET", "/t", headers={"Content-Type": "text/plain; charset=iso-8859-1"}, body_bytes=b"caf\xe9")
        self.server.enqueue("GET", "/t", headers={"Content-Type": "text/plain; charset=x-unknown"}, body="Grüße")
        self.server.enqueue("GET", "/t", 200)
        client = self.client()
        results = [client._request("get", "/t", response_type="text") for _ in range(4)]
        self.assertEqual(results, ['{"not": "parsed"}', "café", "Grüße", ""])

    def test_default_json_responses_also_honour_the_charset(self) -> None:
        self.server.enqueue("GET", "/j", headers={"Content-Type": "application/json; charset=utf-16"}, body_bytes='{"a": "é"}'.encode("utf-16"))
        self.assertEqual(self.client()._request("get", "/j"), {"a": "é"})

    def test_still_raises_typed_errors_with_the_json_message(self) -> None:
        self.server.enqueue("GET", "/f", 404, json={"error": {"message": "No such file"}})
        self.server.enqueue("GET", "/f", 404, json={"error": {"message": "No such text"}})
        with self.assertRaises(NotFoundError) as binary:
            self.client()._request("get", "/f", response_type="binary")
        self.assertEqual(str(binary.exception), "404 No such file")
        self.assertEqual(binary.exception.body, {"error": {"message": "No such file"}})
        with self.assertRaises(NotFoundError) as text:
            self.client()._request("get", "/f", response_type="text")
        self.assertEqual(str(text.exception), "404 No such text")

    def test_a_per_call_header_overrides_accept(self) -> None:
        self.server.enqueue("GET", "/a", body="x")
        self.client()._request("get", "/a", response_type="text", options={"headers": {"Accept": "text/csv"}})
        self.assertEqual(self.only()["headers"]["accept"], "text/csv")


class BasicAuthTest(BodyTestCase):
    def test_sends_user_and_password_base64_encoded(self) -> None:
        self.server.enqueue("GET", "/me", json={})
        self.client(BASIC, api_key="aladdin:open sesame")._request("get", "/me")
        self.assertEqual(self.only()["headers"]["authorization"], "Basic YWxhZGRpbjpvcGVuIHNlc2FtZQ==")

    def test_a_key_without_a_colon_is_the_user_with_an_empty_password_utf8_encoded(self) -> None:
        self.server.enqueue("GET", "/me", json={}, repeat=True)
        self.client(BASIC, api_key="sk_test_123")._request("get", "/me")
        self.client(BASIC, api_key="jürgen:pässword")._request("get", "/me")
        stripe, utf8 = self.server.requests()
        self.assertEqual(stripe["headers"]["authorization"], "Basic " + base64.b64encode(b"sk_test_123:").decode())
        self.assertEqual(
            utf8["headers"]["authorization"], "Basic " + base64.b64encode("jürgen:pässword".encode("utf-8")).decode()
        )

    def test_reads_the_environment_and_explains_a_401_without_a_key(self) -> None:
        os.environ[API_KEY_ENV] = "env-user:env-pass"
        self.server.enqueue("GET", "/me", json={})
        self.server.enqueue("GET", "/me", 401, json={"message": "Unauthorized"})
        RecordingClient(BASIC, base_url=self.server.url)._request("get", "/me")
        del os.environ[API_KEY_ENV]
        with self.assertRaises(AuthenticationError) as caught:
            RecordingClient(BASIC, base_url=self.server.url)._request("get", "/me")
        self.assertRegex(str(caught.exception), rf"^401 Unauthorized \(no API key was set: .*{API_KEY_ENV}")
        with_key, without_key = self.server.requests()
        self.assertEqual(with_key["headers"]["authorization"], "Basic " + base64.b64encode(b"env-user:env-pass").decode())
        self.assertNotIn("authorization", without_key["headers"])


if __name__ == "__main__":
    unittest.main()
