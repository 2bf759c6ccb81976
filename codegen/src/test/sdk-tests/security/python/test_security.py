"""Behaviour of the GENERATED SDK of codegen/src/test/fixtures/security: which credentials each operation sends on
the wire. The bearer token is the primary scheme (api_key, SECURITY_API_KEY); app_key, app_secret and tenant are
keyword arguments of their own (SECURITY_APP_KEY, SECURITY_APP_SECRET, SECURITY_TENANT). The scenarios of
../typescript/security.test.ts, in Python."""

import os
import unittest
from typing import Optional

from mock_server import MockServer
from security import Security

VARIABLES = ("SECURITY_API_KEY", "SECURITY_APP_KEY", "SECURITY_APP_SECRET", "SECURITY_TENANT")


class SecurityTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        for name in VARIABLES:
            os.environ.pop(name, None)

    def client(
        self,
        *,
        api_key: Optional[str] = None,
        app_key: Optional[str] = None,
        app_secret: Optional[str] = None,
        tenant: Optional[str] = None,
    ) -> Security:
        return Security(
            base_url=self.server.url, api_key=api_key, app_key=app_key, app_secret=app_secret, tenant=tenant
        )

    def test_the_schemes_of_one_requirement_are_sent_together(self) -> None:
        self.server.enqueue("GET", "/reports", json={"ok": True})
        self.client(api_key="tok", app_key="ak", app_secret="as", tenant="t1").reports.list()
        request = self.server.requests()[0]
        self.assertEqual(request["headers"].get("x-app-key"), "ak")
        self.assertEqual(request["headers"].get("x-app-secret"), "as")
        self.assertEqual(request["query_params"], {"tenant_id": ["t1"]})
        self.assertIsNone(request["headers"].get("authorization"))

    def test_the_first_alternative_whose_schemes_all_have_a_value_is_sent(self) -> None:
        self.server.enqueue("GET", "/widgets", json={"ok": True}, repeat=True)
        self.client(api_key="tok", app_key="ak", app_secret="as", tenant="t1").widgets.list()
        self.client(api_key="tok").widgets.list()
        self.client(api_key="tok", app_key="ak").widgets.list()
        self.client(app_key="ak").widgets.list()
        seen = [
            (r["headers"].get("x-app-key"), r["headers"].get("x-app-secret"), r["headers"].get("authorization"), r["query"])
            for r in self.server.requests()
        ]
        self.assertEqual(
            seen,
            [
                ("ak", "as", None, "tenant_id=t1"),
                (None, None, "Bearer tok", ""),
                (None, None, "Bearer tok", ""),
                ("ak", None, None, ""),
            ],
        )

    def test_no_credentials_for_an_empty_security_and_the_primary_scheme_without_any(self) -> None:
        self.server.enqueue("GET", "/status", json={"ok": True})
        self.server.enqueue("GET", "/profile", json={"ok": True})
        sdk = self.client(api_key="tok", app_key="ak", app_secret="as", tenant="t1")
        sdk.status()
        sdk.profile.get()
        status, profile = self.server.requests()
        self.assertIsNone(status["headers"].get("authorization"))
        self.assertIsNone(status["headers"].get("x-app-key"))
        self.assertEqual(status["query"], "")
        self.assertEqual(profile["headers"].get("authorization"), "Bearer tok")
        self.assertIsNone(profile["headers"].get("x-app-key"))

    def test_cookie_parameters_are_sent_in_one_cookie_header_percent_encoded(self) -> None:
        self.server.enqueue("GET", "/preferences", json={"ok": True}, repeat=True)
        sdk = self.client(api_key="tok")
        sdk.preferences.get(session_id='s 1;x,"y"%\u00e9', theme="dark", tabs=3)
        sdk.preferences.get(session_id="abc")
        full, minimal = self.server.requests()
        self.assertEqual(full["headers"].get("cookie"), "session_id=s%201%3Bx%2C%22y%22%25%C3%A9; theme=dark; tabs=3")
        self.assertEqual(minimal["headers"].get("cookie"), "session_id=abc")
        self.assertIsNone(full["headers"].get("authorization"))

    def test_each_scheme_is_read_from_its_own_environment_variable(self) -> None:
        self.server.enqueue("GET", "/reports", json={"ok": True})
        os.environ["SECURITY_APP_KEY"] = "env-ak"
        os.environ["SECURITY_APP_SECRET"] = "env-as"
        os.environ["SECURITY_TENANT"] = "env-t"
        self.client().reports.list()
        request = self.server.requests()[0]
        self.assertEqual(request["headers"].get("x-app-key"), "env-ak")
        self.assertEqual(request["headers"].get("x-app-secret"), "env-as")
        self.assertEqual(request["query_params"], {"tenant_id": ["env-t"]})

    def test_a_path_option_and_credentials_are_keyword_arguments_of_the_same_client(self) -> None:
        self.server.enqueue("GET", "/us/exports", json={"ok": True})
        self.server.enqueue("GET", "/eu/exports", json={"ok": True})
        Security(base_url=self.server.url, region="us", app_key="ak").exports.list()
        Security(base_url=self.server.url, app_key="ak2").exports.list()
        us, eu = self.server.requests()
        self.assertEqual(us["path"], "/us/exports")
        self.assertEqual(us["headers"].get("x-app-key"), "ak")
        self.assertEqual(eu["path"], "/eu/exports")
        self.assertEqual(eu["headers"].get("x-app-key"), "ak2")


if __name__ == "__main__":
    unittest.main()
