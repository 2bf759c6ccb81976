# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""TypedDicts with additional properties (PEP 728's ``extra_items``) on every Python version."""

from __future__ import annotations

import typing
from typing import Any, Dict

_TYPED_DICT: Any = typing.TypedDict


def open_typed_dict(name: str, fields: Dict[str, Any], *, total: bool = True, extra_items: Any = None) -> Any:
    """``TypedDict(name, fields, extra_items=T)`` at run time.

    The generated ``types.py`` gives type checkers ``typing_extensions.TypedDict``, which reads
    ``extra_items`` (an object with named properties and ``additionalProperties``: a dict may have more
    keys, of that type). ``typing.TypedDict`` refuses the argument before Python 3.15, and the SDK has no
    dependencies, so at run time the type is made without it: a TypedDict is a plain ``dict`` at run time
    either way.
    """
    del extra_items
    return _TYPED_DICT(name, fields, total=total)
