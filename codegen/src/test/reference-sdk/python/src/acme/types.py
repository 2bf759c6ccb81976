# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
"""Models of the Acme API (responses are plain dicts)."""

from __future__ import annotations

from typing import List, Literal, TypedDict


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


class Card(TypedDict):
    id: str
    frozen: bool


class CardList(TypedDict):
    data: List[Card]
    total: int


class Health(TypedDict):
    status: str
