"""Behaviour of the GENERATED SDK of codegen/src/test/fixtures/no-servers: the spec names no server and sdkgen.yaml
sets no client.base_url, so the client demands a base URL when it is created."""

import unittest

from mock_server import MockServer
from no_servers import NoServers


class NoServersTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def test_refuses_to_be_created_without_a_base_url(self) -> None:
        with self.assertRaisesRegex(ValueError, "No base URL.*base_url"):
            NoServers()

    def test_sends_requests_to_the_base_url_it_is_given(self) -> None:
        self.server.reset()
        self.server.enqueue("GET", "/ping", json={"ok": True})
        self.assertEqual(NoServers(base_url=self.server.url).ping().to_dict(), {"ok": True})
        self.assertEqual(self.server.requests()[0]["path"], "/ping")


if __name__ == "__main__":
    unittest.main()
