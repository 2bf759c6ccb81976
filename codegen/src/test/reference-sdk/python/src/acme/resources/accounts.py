# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
from __future__ import annotations

from typing import Optional

from .._core import APIResource, BaseClient, Page, PaginationSpec, RequestOptions
from ..types import Account, AccountCreateParams, AccountList, AccountUpdateParams
from .cards import Cards

_LIST_PAGINATION = PaginationSpec(
    type="cursor",
    items="data",
    limit_param="limit",
    cursor_param="starting_after",
    cursor_field="id",
    has_more="has_more",
)


class Accounts(APIResource):
    cards: Cards

    def __init__(self, client: BaseClient) -> None:
        super().__init__(client)
        self.cards = Cards(client)

    def list(
        self,
        *,
        limit: Optional[int] = None,
        starting_after: Optional[str] = None,
        options: Optional[RequestOptions] = None,
    ) -> Page[Account, AccountList]:
        """List accounts."""
        return self._paginate(
            "get",
            "/accounts",
            query={"limit": limit, "starting_after": starting_after},
            pagination=_LIST_PAGINATION,
            options=options,
        )

    def create(self, body: AccountCreateParams, *, options: Optional[RequestOptions] = None) -> Account:
        """Create an account."""
        return self._request("post", "/accounts", body=body, options=options)

    def update(
        self, account_id: str, body: AccountUpdateParams, *, options: Optional[RequestOptions] = None
    ) -> Account:
        """Update an account."""
        return self._request(
            "post", "/accounts/{account_id}", path_params=[account_id], body=body, encoding="form", options=options
        )

    def get(self, account_id: str, *, options: Optional[RequestOptions] = None) -> Account:
        """Retrieve an account."""
        return self._request("get", "/accounts/{account_id}", path_params=[account_id], options=options)
