# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
from .accounts import Accounts
from .cards import Cards

__all__ = ["Accounts", "Cards"]
