import unittest
from typing import Any, Dict, List

from support import MockServer, RecordingClient
from sdkgen_runtime.errors import NotFoundError
from sdkgen_runtime.pagination import Link, Page, PaginationSpec, link_with_rel, parse_link_header

OFFSET = PaginationSpec(type="offset", limit_param="limit", offset_param="offset", has_more="has_more")
PAGE = PaginationSpec(type="page", items="results", limit_param="per_page", page_param="page", total="total")
CURSOR = PaginationSpec(
    type="cursor", limit_param="limit", cursor_param="starting_after", cursor_field="id", has_more="has_more"
)


def accounts(*ids: str) -> List[Dict[str, Any]]:
    return [{"id": account_id} for account_id in ids]


class PaginationTestCase(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        self.client = RecordingClient(base_url=self.server.url, api_key="k")

    def queue(self, path: str, *bodies: Any) -> None:
        for body in bodies:
            self.server.enqueue("GET", path, json=body)

    def queries(self) -> List[Dict[str, List[str]]]:
        return [request["query_params"] for request in self.server.requests()]


class OffsetTest(PaginationTestCase):
    def test_iterates_every_item_and_stops_when_has_more_is_false(self) -> None:
        self.queue(
            "/accounts",
            {"data": accounts("a", "b"), "has_more": True},
            {"data": accounts("c", "d"), "has_more": True},
            {"data": accounts("e"), "has_more": False},
        )
        page = self.client._paginate("get", "/accounts", pagination=OFFSET, query={"limit": 2, "status": "open"})
        self.assertEqual([a["id"] for a in page], ["a", "b", "c", "d", "e"])
        self.assertEqual(
            self.queries(),
            [
                {"limit": ["2"], "status": ["open"]},
                {"limit": ["2"], "status": ["open"], "offset": ["2"]},
                {"limit": ["2"], "status": ["open"], "offset": ["4"]},
            ],
        )

    def test_continues_from_a_given_offset_and_stops_at_total(self) -> None:
        self.queue("/accounts", {"data": accounts("k", "l"), "total": 14}, {"data": accounts("m", "n"), "total": 14})
        spec = PaginationSpec(type="offset", total="total")
        items = list(self.client._paginate("get", "/accounts", pagination=spec, query={"offset": 10}))
        self.assertEqual([a["id"] for a in items], ["k", "l", "m", "n"])
        self.assertEqual(self.queries(), [{"offset": ["10"]}, {"offset": ["12"]}])

    def test_stops_on_an_empty_page(self) -> None:
        self.queue("/accounts", {"data": accounts("a")}, {"data": []})
        items = list(self.client._paginate("get", "/accounts", pagination=PaginationSpec(type="offset")))
        self.assertEqual([a["id"] for a in items], ["a"])
        self.assertEqual(len(self.server.requests()), 2)


class PageNumberTest(PaginationTestCase):
    def test_counts_pages_from_one_and_stops_at_total(self) -> None:
        self.queue(
            "/users",
            {"results": accounts("a", "b"), "total": 5},
            {"results": accounts("c", "d"), "total": 5},
            {"results": accounts("e"), "total": 5},
        )
        items = list(self.client._paginate("get", "/users", pagination=PAGE, query={"per_page": 2}))
        self.assertEqual([a["id"] for a in items], ["a", "b", "c", "d", "e"])
        self.assertEqual(
            self.queries(),
            [{"per_page": ["2"]}, {"per_page": ["2"], "page": ["2"]}, {"per_page": ["2"], "page": ["3"]}],
        )

    def test_infers_the_page_size_from_the_first_page(self) -> None:
        self.queue("/users", {"results": accounts("a", "b", "c"), "total": 4}, {"results": accounts("d"), "total": 4})
        items = list(self.client._paginate("get", "/users", pagination=PAGE))
        self.assertEqual([a["id"] for a in items], ["a", "b", "c", "d"])
        self.assertEqual(len(self.server.requests()), 2)

    def test_stops_on_an_empty_page_without_has_more_or_total(self) -> None:
        self.queue("/users", {"results": accounts("a")}, {"results": []})
        spec = PaginationSpec(type="page", items="results")
        items = list(self.client._paginate("get", "/users", pagination=spec))
        self.assertEqual([a["id"] for a in items], ["a"])
        self.assertEqual(self.queries(), [{}, {"page": ["2"]}])


class CursorTest(PaginationTestCase):
    def test_passes_the_last_items_cursor_field_and_stops_when_has_more_is_false(self) -> None:
        self.queue(
            "/accounts",
            {"data": accounts("a1", "a2"), "has_more": True},
            {"data": accounts("a3"), "has_more": False},
        )
        items = list(self.client._paginate("get", "/accounts", pagination=CURSOR, query={"limit": 2}))
        self.assertEqual([a["id"] for a in items], ["a1", "a2", "a3"])
        self.assertEqual(self.queries(), [{"limit": ["2"]}, {"limit": ["2"], "starting_after": ["a2"]}])

    def test_stops_at_total(self) -> None:
        self.queue("/accounts", {"data": accounts("a", "b"), "total": 3}, {"data": accounts("c"), "total": 3})
        spec = PaginationSpec(type="cursor", cursor_param="after", cursor_field="id", total="total")
        self.assertEqual(len(list(self.client._paginate("get", "/accounts", pagination=spec))), 3)
        self.assertEqual(len(self.server.requests()), 2)

    def test_stops_when_the_last_item_has_no_cursor(self) -> None:
        self.queue("/accounts", {"data": [{"name": "no id"}], "has_more": True})
        self.assertEqual(len(list(self.client._paginate("get", "/accounts", pagination=CURSOR))), 1)
        self.assertEqual(len(self.server.requests()), 1)


class PageObjectTest(PaginationTestCase):
    def test_first_page_items_body_and_navigation(self) -> None:
        self.queue(
            "/accounts",
            {"data": accounts("a1", "a2"), "has_more": True},
            {"data": accounts("a3"), "has_more": False},
        )
        page = self.client._paginate("get", "/accounts", pagination=CURSOR)
        self.assertIsInstance(page, Page)
        self.assertEqual(len(self.server.requests()), 1, "the call fetches only the first page")
        self.assertEqual([a["id"] for a in page.items], ["a1", "a2"])
        self.assertEqual(page.body["has_more"], True)
        self.assertTrue(page.has_next_page())
        self.assertEqual(page.next_page_query(), {"starting_after": "a2"})
        following = page.get_next_page()
        self.assertEqual([a["id"] for a in following.items], ["a3"])
        self.assertFalse(following.has_next_page())
        with self.assertRaises(LookupError):
            following.get_next_page()

    def test_iter_pages(self) -> None:
        self.queue("/accounts", {"data": accounts("a1"), "has_more": True}, {"data": accounts("a2"), "has_more": False})
        page = self.client._paginate("get", "/accounts", pagination=CURSOR)
        self.assertEqual([len(p.items) for p in page.iter_pages()], [1, 1])

    def test_errors_raise_at_the_call_and_during_iteration(self) -> None:
        self.server.enqueue("GET", "/accounts", 404, json={"message": "gone"})
        with self.assertRaises(NotFoundError):
            self.client._paginate("get", "/accounts", pagination=CURSOR)
        self.queue("/accounts", {"data": accounts("a1"), "has_more": True})
        self.server.enqueue("GET", "/accounts", 404, json={"message": "gone"})
        seen: List[str] = []
        with self.assertRaises(NotFoundError):
            for account in self.client._paginate("get", "/accounts", pagination=CURSOR):
                seen.append(account["id"])
        self.assertEqual(seen, ["a1"])

    def test_rejects_an_unknown_type(self) -> None:
        with self.assertRaises(ValueError):
            PaginationSpec(type="keyset")


class LinkHeaderTest(unittest.TestCase):
    def test_parses_several_links_quoted_params_and_commas_inside_brackets_and_quotes(self) -> None:
        header = (
            '<https://api.test/items?page=2&q=a,b;c>; rel="next", <https://api.test/items?page=9>;rel=last; '
            'title="a, \\"quoted\\"; title", <https://api.test/x>; REL="Prev Start"; rel=ignored'
        )
        self.assertEqual(
            parse_link_header(header),
            [
                Link("https://api.test/items?page=2&q=a,b;c", {"rel": "next"}),
                Link("https://api.test/items?page=9", {"rel": "last", "title": 'a, "quoted"; title'}),
                Link("https://api.test/x", {"rel": "Prev Start"}),
            ],
        )
        self.assertEqual(link_with_rel(header, "next"), "https://api.test/items?page=2&q=a,b;c")
        self.assertEqual(link_with_rel(header, "START"), "https://api.test/x")
        self.assertIsNone(link_with_rel(header, "first"))
        self.assertIsNone(link_with_rel(None, "next"))
        self.assertIsNone(link_with_rel('rel="next"', "next"))
        self.assertIsNone(link_with_rel('<https://a.test/unclosed; rel="next"', "next"))


class LinkTest(PaginationTestCase):
    def test_follows_rel_next_under_the_base_url_until_a_page_has_none(self) -> None:
        url = self.server.url
        self.server.enqueue(
            "GET", "/issues", json=accounts("a", "b"),
            headers={"Link": f'<{url}/issues?per_page=2&page=2>; rel="next", <{url}/issues?page=3>; rel="last"'},
        )
        self.server.enqueue("GET", "/issues", json=accounts("c"), headers={"Link": f'<{url}/issues?page=1>; rel="first"'})
        page = self.client._paginate("get", "/issues", pagination=PaginationSpec(type="link"), query={"per_page": 2})
        self.assertEqual([a["id"] for a in page], ["a", "b", "c"])
        self.assertEqual(self.queries(), [{"per_page": ["2"]}, {"per_page": ["2"], "page": ["2"]}])

    def test_refuses_a_link_to_another_host(self) -> None:
        self.server.enqueue(
            "GET", "/search", json={"items": accounts("a")}, headers={"Link": '<https://elsewhere.test/s?page=2>; rel="next"'}
        )
        page = self.client._paginate("get", "/search", pagination=PaginationSpec(type="link", items="items"))
        self.assertEqual([a["id"] for a in page.items], ["a"])
        with self.assertRaisesRegex(ValueError, "https://elsewhere.test/s.page=2 is not under the base URL"):
            page.get_next_page()
        self.assertEqual(len(self.server.requests()), 1)


class BodyCursorTest(PaginationTestCase):
    def test_sends_the_next_cursor_in_the_body_beside_the_callers_fields(self) -> None:
        for body in ({"results": accounts("a"), "next": "c2"}, {"results": accounts("b"), "next": "c2"}):
            self.server.enqueue("POST", "/search", json=body)
        spec = PaginationSpec(type="cursor", items="results", cursor_body="page_token", next_cursor="next")
        page = self.client._paginate("post", "/search", pagination=spec, query={"v": 1}, body={"query": "x"})
        self.assertEqual([a["id"] for a in page], ["a", "b"], "the cursor just sent came back: stop")
        sent = self.server.requests()
        self.assertEqual([r["json"] for r in sent], [{"query": "x"}, {"query": "x", "page_token": "c2"}])
        self.assertEqual([r["query_params"] for r in sent], [{"v": ["1"]}, {"v": ["1"]}])


if __name__ == "__main__":
    unittest.main()
