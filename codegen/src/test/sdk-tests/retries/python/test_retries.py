"""Behaviour of the GENERATED SDK of a config with the retry policy `sdkgen init` writes and an idempotency header
(codegen/src/test/fixtures/retries): 409 and dropped connections retried twice; the server's retry-after-ms and
x-should-retry honoured; one Idempotency-Key per call, the same on each of its retries.
"""

import re
import unittest
from typing import Any, List, Optional

from mock_server import MockServer
from shop import BadRequestError, ConflictError, InternalServerError, Shop

ORDER = {"id": "o1", "item": "tea"}


class RecordingShop(Shop):
    """The generated client with the waits before retries recorded instead of slept, and no jitter."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sleeps: List[float] = []

    def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    def _random(self) -> float:
        return 0.0


class RetriesTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()

    def client(self) -> RecordingShop:
        return RecordingShop(base_url=self.server.url)

    def keys(self) -> List[Optional[str]]:
        return [r["headers"].get("idempotency-key") for r in self.server.requests()]

    def test_retries_a_409_out_of_the_box_twice_at_most(self) -> None:
        self.server.enqueue("POST", "/orders", 409, json={"message": "busy"})
        self.server.enqueue("POST", "/orders", 201, json=ORDER)
        client = self.client()
        self.assertEqual(client.max_retries, 2)
        self.assertEqual(client.orders.create(item="tea").id, "o1")
        self.assertEqual(client.sleeps, [0.5])
        self.server.reset()
        self.server.enqueue("POST", "/orders", 409, json={"message": "busy"}, repeat=True)
        with self.assertRaises(ConflictError):
            client.orders.create(item="tea")
        self.assertEqual(len(self.server.requests()), 3)

    def test_retries_a_dropped_connection(self) -> None:
        self.server.enqueue("GET", "/orders/o1", drop=True)
        self.server.enqueue("GET", "/orders/o1", json=ORDER)
        self.assertEqual(self.client().orders.retrieve("o1").item, "tea")
        self.assertEqual([r["headers"]["x-sdkgen-retry-count"] for r in self.server.requests()], ["0", "1"])

    def test_waits_the_retry_after_ms_the_server_sends_in_place_of_retry_after(self) -> None:
        self.server.enqueue("GET", "/orders/o1", 503, headers={"retry-after-ms": "20", "Retry-After": "7"}, json={})
        self.server.enqueue("GET", "/orders/o1", json=ORDER)
        client = self.client()
        client.orders.retrieve("o1")
        self.assertEqual(client.sleeps, [0.02])

    def test_stops_retrying_a_503_on_x_should_retry_false(self) -> None:
        self.server.enqueue("GET", "/orders/o1", 503, headers={"x-should-retry": "false"}, json={})
        self.server.enqueue("GET", "/orders/o1", json=ORDER)
        client = self.client()
        with self.assertRaises(InternalServerError):
            client.orders.retrieve("o1")
        self.assertEqual(len(self.server.requests()), 1)
        self.assertEqual(client.sleeps, [])

    def test_retries_a_400_on_x_should_retry_true(self) -> None:
        self.server.enqueue("GET", "/orders/o1", 400, headers={"x-should-retry": "true"}, json={})
        self.server.enqueue("GET", "/orders/o1", json=ORDER)
        client = self.client()
        self.assertEqual(client.orders.retrieve("o1").id, "o1")
        self.assertEqual(len(self.server.requests()), 2)
        self.server.reset()
        self.server.enqueue("GET", "/orders/o1", 400, json={})
        self.server.enqueue("GET", "/orders/o1", json=ORDER)
        with self.assertRaises(BadRequestError):
            client.orders.retrieve("o1")

    def test_one_idempotency_key_on_every_attempt_of_a_call_and_a_new_one_on_the_next(self) -> None:
        self.server.enqueue("POST", "/orders", 503, json={})
        self.server.enqueue("POST", "/orders", drop=True)
        self.server.enqueue("POST", "/orders", 201, json=ORDER)
        self.server.enqueue("POST", "/orders/o1/cancel", json=ORDER)
        client = self.client()
        client.orders.create(item="tea")
        client.orders.cancel("o1")
        first, second, third, following = self.keys()
        assert first is not None and following is not None
        self.assertRegex(first, r"^sdkgen-retry-[0-9a-f-]{36}$")
        self.assertEqual([second, third], [first, first])
        self.assertTrue(re.match(r"^sdkgen-retry-", following) and following != first, following)

    def test_no_idempotency_key_on_a_get(self) -> None:
        self.server.enqueue("GET", "/orders/o1", json=ORDER)
        self.client().orders.retrieve("o1")
        self.assertEqual(self.keys(), [None])

    def test_the_key_a_call_passes_is_sent_on_every_attempt_and_a_header_the_caller_sets_wins(self) -> None:
        self.server.enqueue("POST", "/orders", 409, json={})
        self.server.enqueue("POST", "/orders", 201, json=ORDER)
        self.server.enqueue("POST", "/orders", 201, json=ORDER)
        client = self.client()
        client.orders.create(item="tea", options={"idempotency_key": "order-42"})
        client.orders.create(item="tea", options={"idempotency_key": "order-43"}, extra_headers={"Idempotency-Key": "mine"})
        self.assertEqual(self.keys(), ["order-42", "order-42", "mine"])


if __name__ == "__main__":
    unittest.main()
