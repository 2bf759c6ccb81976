"""Behaviour of the GENERATED SDK of a config WITHOUT a ``retries`` section (codegen/src/test/fixtures/no-retries):
it never retries unless the caller asks; its API key goes in the ``api_key`` query parameter."""

import os
import unittest
from typing import Any, List

from mock_server import MockServer
from plain_widgets import ConnectionError, InternalServerError, PlainWidgets, RateLimitError
from plain_widgets.types import Widget


class RecordingWidgets(PlainWidgets):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sleeps: List[float] = []

    def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


class NoRetriesTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop("WIDGETS_KEY", None)

    def client(self, **kwargs: Any) -> RecordingWidgets:
        options: Any = {"base_url": self.server.url, "api_key": "k1"}
        options.update(kwargs)
        return RecordingWidgets(**options)

    def test_never_retries_a_503_or_a_429(self) -> None:
        self.server.enqueue("GET", "/widgets/w1", 503, json={}, repeat=True)
        self.server.enqueue("GET", "/widgets/w2", 429, headers={"Retry-After": "1"}, json={}, repeat=True)
        client = self.client()
        self.assertEqual(client.max_retries, 0)
        with self.assertRaises(InternalServerError):
            client.widgets.retrieve("w1")
        with self.assertRaises(RateLimitError):
            client.widgets.retrieve("w2")
        self.assertEqual(len(self.server.requests()), 2)
        self.assertEqual(client.sleeps, [])

    def test_logs_mask_the_api_key_of_the_query_for_an_application_that_configures_the_logger(self) -> None:
        self.server.enqueue("GET", "/widgets/w1", json={"id": "w1", "color": None})
        with self.assertLogs("plain_widgets", level="DEBUG") as logs:
            self.client(api_key="sk-query-secret").widgets.retrieve("w1")
        text = "\n".join(logs.output)
        self.assertRegex(text, r"INFO:plain_widgets:GET http://[^ ]+/widgets/w1\?api_key=\*\*\* -> 200 in \d+ ms")
        self.assertIn("DEBUG:plain_widgets:request headers:", text)
        self.assertNotIn("sk-query-secret", text)
        self.assertEqual(self.server.requests()[0]["query_params"], {"api_key": ["sk-query-secret"]})

    def test_retries_with_the_default_policy_only_when_asked(self) -> None:
        self.server.enqueue("GET", "/widgets/w1", 503, json={})
        self.server.enqueue("GET", "/widgets/w1", json={"id": "w1", "color": None})
        client = self.client(max_retries=2)
        widget: Widget = client.widgets.retrieve("w1")
        self.assertEqual(widget, Widget(id="w1", color=None))
        self.assertEqual(widget.to_dict(), {"id": "w1", "color": None}, "a null the server sent stays null, not absent")
        self.assertEqual(len(self.server.requests()), 2)
        self.assertEqual(len(client.sleeps), 1)

    def test_api_key_from_widgets_key_in_the_query_and_masked_in_connection_error(self) -> None:
        os.environ["WIDGETS_KEY"] = "secret-key"
        self.server.enqueue("GET", "/widgets", json=[{"id": "w1"}])
        self.server.enqueue("GET", "/widgets", drop=True)
        client = RecordingWidgets(base_url=self.server.url)
        self.assertEqual([w.id for w in client.widgets.list(color="red")], ["w1"])
        self.assertEqual(self.server.requests()[0]["query_params"], {"color": ["red"], "api_key": ["secret-key"]})
        with self.assertRaises(ConnectionError) as caught:
            client.widgets.list()
        self.assertEqual(caught.exception.url, self.server.url + "/widgets?api_key=***")


if __name__ == "__main__":
    unittest.main()
