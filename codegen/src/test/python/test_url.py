import datetime
import unittest

import support  # noqa: F401  (makes sdkgen_runtime importable)
from sdkgen_runtime.url import build_path, encode_query, join_url


class BuildPathTest(unittest.TestCase):
    def test_fills_placeholders_in_order_and_encodes_each_value(self) -> None:
        self.assertEqual(
            build_path("/accounts/{account_id}/cards/{card_id}/freeze", ["a 1/x", "c?#&"]),
            "/accounts/a%201%2Fx/cards/c%3F%23%26/freeze",
        )
        self.assertEqual(build_path("/items/{id}", [42]), "/items/42")
        self.assertEqual(build_path("/flags/{on}", [True]), "/flags/true")
        self.assertEqual(build_path("/health"), "/health")

    def test_encodes_dot_segments(self) -> None:
        self.assertEqual(build_path("/files/{name}", [".."]), "/files/%2E%2E")
        self.assertEqual(build_path("/files/{name}", ["."]), "/files/%2E")
        self.assertEqual(build_path("/files/{name}", ["a.b"]), "/files/a.b")

    def test_rejects_empty_values_and_wrong_counts(self) -> None:
        with self.assertRaisesRegex(ValueError, r"\{account_id\}.*non-empty"):
            build_path("/accounts/{account_id}", [""])
        with self.assertRaisesRegex(ValueError, "Missing a value"):
            build_path("/accounts/{account_id}", [])
        with self.assertRaisesRegex(ValueError, "Expected 1 path parameter"):
            build_path("/accounts/{account_id}", ["a", "b"])

    def test_fills_a_client_placeholder_from_the_client_values(self) -> None:
        self.assertEqual(
            build_path("/{@apiVersion}/widgets/{id}", ["w/1"], {"apiVersion": "v4 beta"}), "/v4%20beta/widgets/w%2F1"
        )
        with self.assertRaisesRegex(ValueError, r"\{@apiVersion\}.*non-empty"):
            build_path("/{@apiVersion}/widgets", [], {})


class EncodeQueryTest(unittest.TestCase):
    def test_serialises_scalars_lists_booleans_dates_and_mappings(self) -> None:
        query = {
            "limit": 10,
            "tag": ["a b", "c&d"],
            "active": False,
            "since": datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc),
            "day": datetime.date(2024, 1, 2),
            "filter": {"status": "open", "owner": {"id": 7}},
            "nothing": None,
        }
        self.assertEqual(
            encode_query(query),
            "limit=10&tag=a%20b&tag=c%26d&active=false&since=2024-01-02T03%3A04%3A05%2B00%3A00"
            "&day=2024-01-02&filter%5Bstatus%5D=open&filter%5Bowner%5D%5Bid%5D=7",
        )

    def test_empty(self) -> None:
        self.assertEqual(encode_query(None), "")
        self.assertEqual(encode_query({"a": None}), "")


class JoinUrlTest(unittest.TestCase):
    def test_keeps_a_base_path_prefix_and_one_slash(self) -> None:
        self.assertEqual(join_url("https://api.acme.com/v1/", "/accounts"), "https://api.acme.com/v1/accounts")
        self.assertEqual(join_url("https://api.acme.com/v1", "/accounts", "a=1"), "https://api.acme.com/v1/accounts?a=1")
        self.assertEqual(join_url("https://api.acme.com", "accounts"), "https://api.acme.com/accounts")


if __name__ == "__main__":
    unittest.main()
