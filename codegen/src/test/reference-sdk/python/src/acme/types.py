# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
"""Models of the Acme API (responses are plain dicts)."""

from __future__ import annotations

from typing import Dict, List, Literal, TypedDict

from ._core import FileTypes


class _AccountOptional(TypedDict, total=False):
    status: Literal["open", "frozen"]


class Account(_AccountOptional):
    id: str
    name: str


class AccountList(TypedDict):
    data: List[Account]
    has_more: bool


class AccountCreateParams(TypedDict):
    name: str


class AccountUpdateParams(TypedDict, total=False):
    """Sent form-encoded (the operation's only request content type is application/x-www-form-urlencoded)."""

    name: str
    metadata: Dict[str, str]
    tags: List[str]


class Card(TypedDict):
    id: str
    frozen: bool


class CardList(TypedDict):
    data: List[Card]
    total: int


class FileObject(TypedDict):
    id: str
    filename: str
    bytes: int
    purpose: str


class FileCreateParams(TypedDict):
    """A multipart/form-data body: ``file`` has ``format: binary``."""

    file: FileTypes
    purpose: str


class Health(TypedDict):
    status: str
