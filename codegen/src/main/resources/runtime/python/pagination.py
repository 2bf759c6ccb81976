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
    NamedTuple,
    Optional,
    Tuple,
    TypeVar,
    cast,
)

from .models import construct_value

ItemT = TypeVar("ItemT")
BodyT = TypeVar("BodyT")

class PageRequest(NamedTuple):
    """One page's request: its query, the body properties the pager sets over the caller's body (``cursor_body``),
    or (type link) the URL of the previous page's ``Link`` header, sent as it is."""

    query: Dict[str, Any]
    body: Optional[Dict[str, Any]] = None
    url: Optional[str] = None


class PageResponse(NamedTuple):
    """What fetching a page gives the pager: the parsed response body and the ``Link`` header, if any."""

    body: Any
    link: Optional[str] = None


PageFetcher = Callable[[PageRequest], PageResponse]
"""Fetches one page: the list request as the :class:`PageRequest` says."""


class Link(NamedTuple):
    """One link of a ``Link`` header (RFC 8288): its target as written and its parameters, names lower-cased."""

    url: str
    params: Dict[str, str]


def parse_link_header(header: str) -> List[Link]:
    """Parses a ``Link`` header (RFC 8288): ``<url>; rel="next", <url>; rel="last"``.

    Commas and semicolons inside ``<...>`` and in quoted values do not split; a parameter's value is a token or a
    quoted string (backslash escapes); a repeated parameter keeps its first value; a part without ``<...>`` is
    skipped."""
    links: List[Link] = []
    i = 0
    n = len(header)
    while i < n:
        start = header.find("<", i)
        end = header.find(">", start + 1) if start >= 0 else -1
        if end < 0:
            break
        params: Dict[str, str] = {}
        i = _skip_space(header, end + 1)
        while i < n and header[i] == ";":
            i = _skip_space(header, i + 1)
            name = _token(header, i)
            i = _skip_space(header, i + len(name))
            value = ""
            if i < n and header[i] == "=":
                i = _skip_space(header, i + 1)
                if i < n and header[i] == '"':
                    value, i = _quoted(header, i)
                else:
                    value = _token(header, i)
                    i += len(value)
            if name and name.lower() not in params:
                params[name.lower()] = value
            i = _skip_space(header, i)
        links.append(Link(header[start + 1 : end].strip(), params))
        while i < n and header[i] != ",":
            i = _quoted(header, i)[1] if header[i] == '"' else i + 1
        i += 1
    return links


def link_with_rel(header: Optional[str], rel: str) -> Optional[str]:
    """The target of the header's first link whose ``rel`` has the relation type ``rel`` (case-insensitive)."""
    if not header:
        return None
    for link in parse_link_header(header):
        if rel.lower() in link.params.get("rel", "").lower().split():
            return link.url
    return None


def _skip_space(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t":
        i += 1
    return i


def _token(text: str, i: int) -> str:
    end = i
    while end < len(text) and text[end] not in ' \t;,="':
        end += 1
    return text[i:end]


def _quoted(text: str, i: int) -> Tuple[str, int]:
    """The quoted string starting at ``i`` (its opening quote): its value unescaped and the index after it."""
    value: List[str] = []
    i += 1
    while i < len(text) and text[i] != '"':
        if text[i] == "\\" and i + 1 < len(text):
            i += 1
        value.append(text[i])
        i += 1
    return "".join(value), i + 1


@dataclass(frozen=True)
class PaginationSpec:
    """How a list operation pages, from its ``x-sdkgen-pagination`` extension or a sdkgen.yaml scheme (wire names)."""

    type: str
    """``"offset"``, ``"page"``, ``"cursor"`` or ``"link"``."""
    items: str = "data"
    """Response array property holding the page's items; a response that is an array is the items."""
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
    cursor_body: Optional[str] = None
    """type cursor: JSON request body property taking the cursor, instead of the query parameter ``cursor_param``."""

    def __post_init__(self) -> None:
        if self.type not in ("offset", "page", "cursor", "link"):
            raise ValueError(f"Unknown pagination type {self.type!r}: expected offset, page, cursor or link")


class BasePage(Generic[ItemT, BodyT]):
    """What :class:`Page` and :class:`AsyncPage` share: one page's items and body, and where the next page is."""

    body: BodyT
    """The parsed response body of this page."""
    items: List[ItemT]
    """This page's items (the response property named by the pagination spec)."""

    def __init__(
        self,
        spec: PaginationSpec,
        request: PageRequest,
        response: PageResponse,
        *,
        seen_before: int = 0,
        page_size: Optional[int] = None,
        page_type: Any = None,
        item_type: Any = None,
    ) -> None:
        self._spec = spec
        self._request = request
        self._query: Dict[str, Any] = dict(request.query)
        self._link = response.link
        body = response.body
        self._raw = body
        self._types = (page_type, item_type)
        self.body = cast(BodyT, body if page_type is None else construct_value(page_type, body))
        raw_items: object = cast(object, body) if isinstance(body, list) else _field(body, spec.items)
        self._raw_items: List[Any] = list(cast(List[Any], raw_items)) if isinstance(raw_items, list) else []
        self.items = [cast(ItemT, item if item_type is None else construct_value(item_type, item)) for item in self._raw_items]
        self._seen_before = seen_before
        if spec.type == "page" and page_size is None:
            page_size = _limit_of(spec, self._query) or (len(self.items) or None)
        self._page_size = page_size

    def has_next_page(self) -> bool:
        """Whether another page follows.

        False on an empty page, when the ``has_more`` property is false, when the ``done`` property is
        true, when the items seen reach the ``total`` property, (type cursor) when there is no next
        cursor (the ``next_cursor`` property, else the last item's cursor field), or (type link) when the
        ``Link`` header has no ``rel="next"`` link.
        """
        return self.next_page_request() is not None

    def next_page_query(self) -> Optional[Dict[str, Any]]:
        """The query of the next page (type link: this page's; the link's URL carries the next), or None."""
        request = self.next_page_request()
        return None if request is None else request.query

    def next_page_request(self) -> Optional[PageRequest]:
        """The request of the next page, or None when this is the last page."""
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
        elif spec.type == "link":
            url = link_with_rel(self._link, "next")
            return PageRequest(query, None, url) if url else None
        else:
            return self._next_cursor_request(query)
        return PageRequest(query)

    def _next_cursor_request(self, query: Dict[str, Any]) -> Optional[PageRequest]:
        spec = self._spec
        if spec.next_cursor is not None:
            cursor = _value_at(self._raw, spec.next_cursor)
        else:
            cursor = _field(self._raw_items[-1], spec.cursor_field)
        if cursor is None or cursor == "":
            return None
        sent = self._query.get(spec.cursor_param) if spec.cursor_body is None else (self._request.body or {}).get(spec.cursor_body)
        if sent == cursor:
            return None  # the server handed back the cursor it was given: stop rather than loop
        if spec.cursor_body is not None:
            return PageRequest(query, {**(self._request.body or {}), spec.cursor_body: cursor})
        query[spec.cursor_param] = cursor
        return PageRequest(query)

    def _next_request(self) -> PageRequest:
        request = self.next_page_request()
        if request is None:
            raise LookupError("No next page: check has_next_page() before calling get_next_page()")
        return request

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
        request: PageRequest,
        response: PageResponse,
        fetcher: PageFetcher,
        *,
        seen_before: int = 0,
        page_size: Optional[int] = None,
        page_type: Any = None,
        item_type: Any = None,
    ) -> None:
        super().__init__(
            spec, request, response, seen_before=seen_before, page_size=page_size, page_type=page_type, item_type=item_type
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
        start = PageRequest(dict(query))
        return cls(spec, start, fetcher(start), fetcher, page_type=page_type, item_type=item_type)

    def get_next_page(self) -> "Page[ItemT, BodyT]":
        """Fetches the next page. Raises LookupError when there is none; check has_next_page() first."""
        request = self._next_request()
        return Page(self._spec, request, self._fetcher(request), self._fetcher, **self._next_options())

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


AsyncPageFetcher = Callable[[PageRequest], Awaitable[PageResponse]]
"""The async client's :data:`PageFetcher`."""


class AsyncPage(BasePage[ItemT, BodyT]):
    """One page of a paginated list of the async client: ``async for`` yields every item of every page."""

    def __init__(
        self,
        spec: PaginationSpec,
        request: PageRequest,
        response: PageResponse,
        fetcher: AsyncPageFetcher,
        *,
        seen_before: int = 0,
        page_size: Optional[int] = None,
        page_type: Any = None,
        item_type: Any = None,
    ) -> None:
        super().__init__(
            spec, request, response, seen_before=seen_before, page_size=page_size, page_type=page_type, item_type=item_type
        )
        self._fetcher = fetcher

    async def get_next_page(self) -> "AsyncPage[ItemT, BodyT]":
        """Fetches the next page. Raises LookupError when there is none; check has_next_page() first."""
        request = self._next_request()
        return AsyncPage(self._spec, request, await self._fetcher(request), self._fetcher, **self._next_options())

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
