"""Behaviour of the GENERATED SDK of codegen/src/test/fixtures/extra-properties: an object with named properties and
additionalProperties is a TypedDict with PEP 728's extra_items, so a dict with more keys of that type is one; the
extra keys are sent and read unchanged (responses are dicts)."""

import unittest

from extras import Extras
from mock_server import MockServer


class ExtrasTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()

    def test_additional_properties_are_sent_and_read(self) -> None:
        stored = {"name": "release", "color": "blue", "env": "prod", "tier": "gold"}
        self.server.enqueue("POST", "/labels", json=stored)
        labels = Extras(base_url=self.server.url).labels.create(name="release", extra_body={"env": "prod", "tier": "gold"})
        self.assertEqual(self.server.requests()[0]["json"], {"name": "release", "env": "prod", "tier": "gold"})
        self.assertEqual(labels.to_dict(), stored)
        self.assertEqual((labels.name, labels.color), ("release", "blue"))
        self.assertEqual(labels.model_extra, {"env": "prod", "tier": "gold"})


if __name__ == "__main__":
    unittest.main()
