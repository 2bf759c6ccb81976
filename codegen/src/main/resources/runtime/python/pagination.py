# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Auto-pagination for list operations marked with ``x-sdkgen-pagination``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import (
    Any,
    AsyncIterator,
    Awaitable,
    Callable,
    Dict,
    Generator,
    Generic,
    Iterator,
    List,
    Mapping,
    Optional,
    TypeVar,
    cast,
)

from .models import construct_value

ItemT = TypeVar("ItemT")
BodyT = TypeVar("BodyT")

PageFetcher = Callable[[Dict[str, Any]], Any]
"""Fetches one page: the list request with the given query; returns the parsed response body."""


@dataclass(frozen=True)
class PaginationSpec:
    """How a list operation pages, from its ``x-sdkgen-pagination`` extension or a sdkgen.yaml scheme (wire names)."""

    type: str
    """``"offset"``, ``"page"`` or ``"cursor"``."""
    items: str = "data"
    """Response array property holding the page's items."""
    limit_param: Optional[str] = None
    """Query parameter for the page size, if the operation has one."""
    offset_param: str = "offset"
    """type offset: query parameter taking the offset."""
    page_param: str = "page"
    """type page: query parameter taking the 1-based page number."""
    cursor_param: str = "cursor"
    """type cursor: query parameter taking the cursor."""
    cursor_field: str = "id"
    """type cursor: field of the last item that is the next cursor."""
    has_more: Optional[str] = None
    """Boolean response property that says whether more pages exist."""
    total: Optional[str] = None
    """Integer response property with the total number of items."""
    next_cursor: Optional[str] = None
    """type cursor: response property (a dotted path) holding the next cursor, instead of the last item's field."""
    done: Optional[str] = None
    """Boolean response property that is true on the last page."""

    def __post_init__(self) -> None:
        if self.type not in ("offset", "page", "cursor"):
            raise ValueError(f"Unknown pagination type {self.type!r}: expected offset, page or cursor")


class BasePage(Generic[ItemT, BodyT]):
    """What :class:`Page` and :class:`AsyncPage` share: one page's items and body, and where the next page is."""

    body: BodyT
    """The parsed response body of this page."""
    items: List[ItemT]
    """This page's items (the response property named by the pagination spec)."""

    def __init__(
        self,
        spec: PaginationSpec,
        query: Mapping[str, Any],
        body: Any,
        *,
        seen_before: int = 0,
        page_size: Optional[int] = None,
        page_type: Any = None,
        item_type: Any = None,
    ) -> None:
        self._spec = spec
        self._query: Dict[str, Any] = dict(query)
        self._raw = body
        self._types = (page_type, item_type)
        self.body = cast(BodyT, body if page_type is None else construct_value(page_type, body))
        raw_items = _field(body, spec.items)
        self._raw_items: List[Any] = list(cast(List[Any], raw_items)) if isinstance(raw_items, list) else []
        self.items = [cast(ItemT, item if item_type is None else construct_value(item_type, item)) for item in self._raw_items]
        self._seen_before = seen_before
        if spec.type == "page" and page_size is None:
            page_size = _limit_of(spec, self._query) or (len(self.items) or None)
        self._page_size = page_size

    def has_next_page(self) -> bool:
        """Whether another page follows.

        False on an empty page, when the ``has_more`` property is false, when the ``done`` property is
        true, when the items seen reach the ``total`` property, or (type cursor) when there is no next
        cursor (the ``next_cursor`` property, else the last item's cursor field).
        """
        return self.next_page_query() is not None

    def next_page_query(self) -> Optional[Dict[str, Any]]:
        """The query of the next page, or None when this is the last page."""
        if not self.items:
            return None
        spec = self._spec
        if spec.has_more is not None and _field(self._raw, spec.has_more) is False:
            return None
        if spec.done is not None and _field(self._raw, spec.done) is True:
            return None
        if spec.total is not None:
            total = _field(self._raw, spec.total)
            if isinstance(total, (int, float)) and not isinstance(total, bool) and self._position() >= total:
                return None
        query = dict(self._query)
        if spec.type == "offset":
            query[spec.offset_param] = self._offset() + len(self.items)
        elif spec.type == "page":
            query[spec.page_param] = self._page_number() + 1
        else:
            if spec.next_cursor is not None:
                cursor = _value_at(self._raw, spec.next_cursor)
            else:
                cursor = _field(self._raw_items[-1], spec.cursor_field)
            if cursor is None or cursor == "":
                return None
            if self._query.get(spec.cursor_param) == cursor:
                return None  # the server handed back the cursor it was given: stop rather than loop
            query[spec.cursor_param] = cursor
        return query

    def _next_query(self) -> Dict[str, Any]:
        query = self.next_page_query()
        if query is None:
            raise LookupError("No next page: check has_next_page() before calling get_next_page()")
        return query

    def _next_options(self) -> Dict[str, Any]:
        """The keyword arguments of the next page's constructor besides spec, query and body."""
        return {
            "seen_before": self._seen_before + len(self.items),
            "page_size": self._page_size,
            "page_type": self._types[0],
            "item_type": self._types[1],
        }

    def __repr__(self) -> str:
        return f"{type(self).__name__}(items={len(self.items)}, has_next_page={self.has_next_page()})"

    def _position(self) -> int:
        """How many items of the whole list have been seen once this page is read (``total`` rule)."""
        if self._spec.type == "offset":
            return self._offset() + len(self.items)
        if self._spec.type == "page":
            size = self._page_size if self._page_size is not None else len(self.items)
            return (self._page_number() - 1) * size + len(self.items)
        return self._seen_before + len(self.items)

    def _offset(self) -> int:
        return _to_int(self._query.get(self._spec.offset_param)) or 0

    def _page_number(self) -> int:
        return _to_int(self._query.get(self._spec.page_param)) or 1


class Page(BasePage[ItemT, BodyT]):
    """One page of a paginated list.

    ``items`` holds this page's items and ``body`` the whole response, as the generated types (models).
    Iterating a page yields its items and then those of every following page, fetching them as needed.
    """

    def __init__(
        self,
        spec: PaginationSpec,
        query: Mapping[str, Any],
        body: Any,
        fetcher: PageFetcher,
        *,
        seen_before: int = 0,
        page_size: Optional[int] = None,
        page_type: Any = None,
        item_type: Any = None,
    ) -> None:
        super().__init__(
            spec, query, body, seen_before=seen_before, page_size=page_size, page_type=page_type, item_type=item_type
        )
        self._fetcher = fetcher

    @classmethod
    def first(
        cls,
        spec: PaginationSpec,
        query: Mapping[str, Any],
        fetcher: PageFetcher,
        *,
        page_type: Any = None,
        item_type: Any = None,
    ) -> "Page[ItemT, BodyT]":
        """Fetches the first page of a list. Used by the client; generated code calls ``_paginate``.

        ``page_type`` and ``item_type``: the generated types the response and its items are read as."""
        start = dict(query)
        return cls(spec, start, fetcher(start), fetcher, page_type=page_type, item_type=item_type)

    def get_next_page(self) -> "Page[ItemT, BodyT]":
        """Fetches the next page. Raises LookupError when there is none; check has_next_page() first."""
        query = self._next_query()
        return Page(self._spec, query, self._fetcher(query), self._fetcher, **self._next_options())

    def iter_pages(self) -> Iterator["Page[ItemT, BodyT]"]:
        """Yields this page and then each following page."""
        page = self
        yield page
        while page.has_next_page():
            page = page.get_next_page()
            yield page

    def __iter__(self) -> Iterator[ItemT]:
        """Yields this page's items and then those of every following page."""
        for page in self.iter_pages():
            yield from page.items


AsyncPageFetcher = Callable[[Dict[str, Any]], Awaitable[Any]]
"""The async client's :data:`PageFetcher`."""


class AsyncPage(BasePage[ItemT, BodyT]):
    """One page of a paginated list of the async client: ``async for`` yields every item of every page."""

    def __init__(
        self,
        spec: PaginationSpec,
        query: Mapping[str, Any],
        body: Any,
        fetcher: AsyncPageFetcher,
        *,
        seen_before: int = 0,
        page_size: Optional[int] = None,
        page_type: Any = None,
        item_type: Any = None,
    ) -> None:
        super().__init__(
            spec, query, body, seen_before=seen_before, page_size=page_size, page_type=page_type, item_type=item_type
        )
        self._fetcher = fetcher

    async def get_next_page(self) -> "AsyncPage[ItemT, BodyT]":
        """Fetches the next page. Raises LookupError when there is none; check has_next_page() first."""
        query = self._next_query()
        return AsyncPage(self._spec, query, await self._fetcher(query), self._fetcher, **self._next_options())

    async def iter_pages(self) -> AsyncIterator["AsyncPage[ItemT, BodyT]"]:
        """Yields this page and then each following page."""
        page = self
        yield page
        while page.has_next_page():
            page = await page.get_next_page()
            yield page

    async def __aiter__(self) -> AsyncIterator[ItemT]:
        """Yields this page's items and then those of every following page."""
        async for page in self.iter_pages():
            for item in page.items:
                yield item


class AsyncPager(Generic[ItemT, BodyT]):
    """What a list method of the async client returns: ``await`` it for the first :class:`AsyncPage`, or
    ``async for item in client.accounts.list()`` for every item of every page (the first request is sent then)."""

    def __init__(self, first: Callable[[], Awaitable[Any]]) -> None:
        self._first = first

    def __await__(self) -> Generator[Any, None, AsyncPage[ItemT, BodyT]]:
        return self._first().__await__()

    async def __aiter__(self) -> AsyncIterator[ItemT]:
        page: AsyncPage[ItemT, BodyT] = await self._first()
        async for item in page:
            yield item


def _field(value: object, name: str) -> object:
    """The named property of a JSON object, or None when ``value`` is not an object."""
    if isinstance(value, dict):
        return cast(Dict[str, object], value).get(name)
    return None


def _value_at(value: object, path: str) -> object:
    """The value at a dotted property path (``meta.next_cursor``) of a JSON object, or None."""
    at = value
    for name in path.split("."):
        at = _field(at, name)
    return at


def _limit_of(spec: PaginationSpec, query: Mapping[str, Any]) -> Optional[int]:
    if spec.limit_param is None:
        return None
    limit = _to_int(query.get(spec.limit_param))
    return limit if limit is not None and limit > 0 else None


def _to_int(value: Any) -> Optional[int]:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            return None
    return None
