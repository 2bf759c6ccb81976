# Hand-written tests in the shape of an SDK's own tests (one per method, the client on TEST_API_BASE_URL), for the
# runtime gate's self-test (RuntimeGateTest.gateFailsARequestThePrismMockRefuses): three methods as the spec allows them,
# and one call that breaks the spec (limit above its maximum of 100), which the validating mock must refuse.
import os
import unittest

from petstore import Petstore

BASE_URL = os.environ.get("TEST_API_BASE_URL", "http://127.0.0.1:4010")


class TestPets(unittest.TestCase):
    def setUp(self) -> None:
        self.client = Petstore(base_url=BASE_URL, api_key="My API Key", max_retries=0)

    def test_list(self) -> None:
        self.client.pets.list()

    def test_list_with_all_params(self) -> None:
        self.client.pets.list(limit=10)

    def test_create(self) -> None:
        self.client.pets.create(id=1, name="doggie")

    def test_retrieve(self) -> None:
        self.client.pets.retrieve("1")

    def test_list_limit_over_maximum(self) -> None:
        self.client.pets.list(limit=1000)

    @unittest.skip("no value can be made")
    def test_skipped(self) -> None:
        self.client.pets.list()
