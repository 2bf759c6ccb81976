# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
from .accounts import Accounts
from .cards import Cards
from .files import Files

__all__ = ["Accounts", "Cards", "Files"]
