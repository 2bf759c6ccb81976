"""Shared set-up for the runtime's Python tests.

The runtime (codegen/src/main/resources/runtime/python) is imported as the package
``sdkgen_runtime``. The JUnit driver stages a copy under that name on PYTHONPATH; when the tests are
run by hand without it, the directory is registered under that name here.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from typing import Any, List, Optional

_HERE = os.path.dirname(os.path.abspath(__file__))
_MODULE_DIR = os.path.dirname(os.path.dirname(_HERE))  # codegen/src
_MOCK_DIR = os.path.join(_MODULE_DIR, "test", "mockserver")
if _MOCK_DIR not in sys.path:
    sys.path.insert(0, _MOCK_DIR)

if importlib.util.find_spec("sdkgen_runtime") is None:  # pragma: no cover - manual runs only
    _runtime = os.path.join(_MODULE_DIR, "main", "resources", "runtime", "python")
    _spec = importlib.util.spec_from_file_location(
        "sdkgen_runtime", os.path.join(_runtime, "__init__.py"), submodule_search_locations=[_runtime]
    )
    assert _spec is not None and _spec.loader is not None
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["sdkgen_runtime"] = _module
    _loader: Any = _spec.loader
    _loader.exec_module(_module)

from mock_server import MockServer  # noqa: E402
from sdkgen_runtime.client import Auth, BaseClient, ClientConfig  # noqa: E402
from sdkgen_runtime.retries import RetryPolicy  # noqa: E402

API_KEY_ENV = "SDKGEN_RUNTIME_TEST_API_KEY"

__all__ = ["API_KEY_ENV", "MockServer", "RecordingClient", "config"]


def config(auth: Optional[Auth] = None, retry_policy: Optional[RetryPolicy] = None) -> ClientConfig:
    return ClientConfig(
        sdk_name="acme",
        sdk_version="1.4.0",
        default_base_url="http://127.0.0.1:9",
        api_key_env=API_KEY_ENV,
        auth=auth if auth is not None else Auth.bearer(),
        retry_policy=retry_policy,
    )


class RecordingClient(BaseClient):
    """A concrete client that records the waits between retries instead of sleeping."""

    def __init__(self, client_config: Optional[ClientConfig] = None, **kwargs: Any) -> None:
        super().__init__(config=client_config if client_config is not None else config(), **kwargs)
        self.sleeps: List[float] = []
        self.random_value = 0.0
        self.real_sleep = False

    def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        if self.real_sleep:
            super()._sleep(seconds)

    def _random(self) -> float:
        return self.random_value
