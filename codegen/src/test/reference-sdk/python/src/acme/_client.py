# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
from __future__ import annotations

from typing import Mapping, Optional

from ._core import Auth, BaseClient, ClientConfig, RequestOptions, RetryPolicy
from .resources import Accounts, Files
from .types import Health

_CONFIG = ClientConfig(
    sdk_name="acme",
    sdk_version="1.4.0",
    default_base_url="https://api.acme.com",
    api_key_env="ACME_API_KEY",
    auth=Auth.bearer(),
    retry_policy=RetryPolicy(
        max_retries=2,
        retry_on=(408, 429, 500, 502, 503, 504),
        initial_delay_ms=500,
        max_delay_ms=8000,
        connection_errors=False,
    ),
)


class Acme(BaseClient):
    """Client for the Acme API."""

    accounts: Accounts
    files: Files

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        default_headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        super().__init__(
            config=_CONFIG,
            api_key=api_key,
            base_url=base_url,
            max_retries=max_retries,
            timeout=timeout,
            default_headers=default_headers,
        )
        self.accounts = Accounts(self)
        self.files = Files(self)

    def health(self, *, options: Optional[RequestOptions] = None) -> Health:
        """Health check."""
        return self._request("get", "/health", options=options)

    def version(self, *, options: Optional[RequestOptions] = None) -> str:
        """The API version (text/plain)."""
        return self._request("get", "/version", response_type="text", accept="text/plain", options=options)
