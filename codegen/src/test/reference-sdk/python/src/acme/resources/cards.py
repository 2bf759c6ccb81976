# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
from __future__ import annotations

from typing import Optional

from .._core import APIResource, Page, PaginationSpec, RequestOptions
from ..types import Card, CardList

_LIST_PAGINATION = PaginationSpec(type="offset", items="data", limit_param="limit", offset_param="offset", total="total")


class Cards(APIResource):
    def list(
        self,
        account_id: str,
        *,
        limit: Optional[int] = None,
        offset: Optional[int] = None,
        options: Optional[RequestOptions] = None,
    ) -> Page[Card, CardList]:
        """List the cards of an account."""
        return self._paginate(
            "get",
            "/accounts/{account_id}/cards",
            path_params=[account_id],
            query={"limit": limit, "offset": offset},
            pagination=_LIST_PAGINATION,
            options=options,
        )

    def freeze(self, account_id: str, card_id: str, *, options: Optional[RequestOptions] = None) -> Card:
        """Freeze a card. Never retried (``x-sdkgen-retries: {enabled: false}``)."""
        return self._request(
            "post",
            "/accounts/{account_id}/cards/{card_id}/freeze",
            path_params=[account_id, card_id],
            retryable=False,
            options=options,
        )
