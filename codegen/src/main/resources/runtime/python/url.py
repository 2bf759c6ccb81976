# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Building request URLs: path templates, query strings, base URL joining."""

from __future__ import annotations

import datetime
import re
from typing import Any, Dict, List, Literal, Mapping, Optional, Sequence, Tuple, Union, cast
from urllib.parse import quote

PathParam = Union[str, int, float, bool]
"""A value substituted for a ``{name}`` placeholder of a path template."""

_PLACEHOLDER = re.compile(r"\{[^{}/]*\}")


def build_path(template: str, params: Sequence[PathParam] = (), client_values: Optional[Mapping[str, str]] = None) -> str:
    """Fills the ``{name}`` placeholders of an OpenAPI path template, in order, with ``params``.

    Each value is percent-encoded as one path segment:
    ``build_path("/accounts/{id}/cards", ["a/1"])`` gives ``/accounts/a%2F1/cards``. A ``{+name}``
    placeholder (RFC 6570 reserved expansion, for ``allowReserved: true``) keeps ``/`` and the other
    reserved characters. A ``{@name}`` placeholder (a path parameter with a default that the generated
    client takes as a client option) is filled from ``client_values``, not from ``params``. An empty value
    (which would address a different endpoint) raises ValueError.
    """
    values: List[object] = list(params)
    used = 0

    def substitute(match: "re.Match[str]") -> str:
        nonlocal used
        if match.group(0).startswith("{@"):
            option = (client_values or {}).get(match.group(0)[2:-1], "")
            if option == "":
                raise ValueError(f"Client option for path parameter {match.group(0)} of {template} must be a non-empty value")
            return encode_path_segment(option)
        if used >= len(values):
            raise ValueError(f"Missing a value for path parameter {match.group(0)} of {template}")
        value = values[used]
        used += 1
        text = "" if value is None else scalar_text(value)
        if text == "":
            raise ValueError(f"Path parameter {match.group(0)} of {template} must be a non-empty value")
        return encode_reserved(text) if match.group(0).startswith("{+") else encode_path_segment(text)

    path = _PLACEHOLDER.sub(substitute, template)
    if used != len(values):
        raise ValueError(f"Expected {used} path parameter(s) for {template} but got {len(values)}")
    return path


def encode_path_segment(value: str) -> str:
    """Percent-encodes one path segment; ``.`` and ``..`` are encoded too, so they are never collapsed."""
    encoded = quote(value, safe="")
    return encoded.replace(".", "%2E") if encoded in (".", "..") else encoded


def encode_reserved(value: str) -> str:
    """Percent-encodes a value that may hold reserved characters (``/``, ``:``, ``@``...), which stay as they are.

    Only ``?`` and ``#``, which would end the path, are encoded with the rest.
    """
    return quote(value, safe="/:@!$&'()*+,;=-._~")


QueryStyle = Literal["comma", "space", "pipe", "brackets"]
"""How an array query parameter is sent when not as repeated keys (``tag=a&tag=b``, the default).

``comma``: ``tag=a,b`` (form, explode false); ``space``: ``tag=a%20b`` (spaceDelimited); ``pipe``:
``tag=a|b`` (pipeDelimited); ``brackets``: ``tag[]=a&tag[]=b`` (deepObject, as Stripe's ``expand`` expects).
"""

_DELIMITERS: Dict[str, str] = {"comma": ",", "space": " ", "pipe": "|"}


def encode_query(query: Optional[Mapping[str, Any]], styles: Optional[Mapping[str, QueryStyle]] = None) -> str:
    """Serialises query parameters, in order, without the leading ``?``.

    None values are left out; lists and tuples repeat the key (``tag=a&tag=b``) unless ``styles`` names
    another :data:`QueryStyle` for the key; booleans are ``true``/``false``; dates and datetimes are
    ISO 8601; nested mappings use brackets (``filter[status]=open``).
    """
    pairs: List[Tuple[str, str]] = []
    if query is not None:
        for key, value in query.items():
            style = None if styles is None else styles.get(str(key))
            if style is not None and isinstance(value, (list, tuple)):
                _append_styled(pairs, str(key), cast(Sequence[Any], value), style)
            else:
                _append(pairs, str(key), value)
    return "&".join(f"{quote(key, safe='')}={quote(value, safe='')}" for key, value in pairs)


def _append_styled(pairs: List[Tuple[str, str]], key: str, values: Sequence[Any], style: QueryStyle) -> None:
    present = [item for item in values if item is not None]
    if style == "brackets":
        for item in present:
            _append(pairs, key + "[]", item)
        return
    pairs.append((key, _DELIMITERS.get(style, ",").join(scalar_text(item) for item in present)))


def _append(pairs: List[Tuple[str, str]], key: str, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, (list, tuple)):
        for index, item in enumerate(cast(Sequence[Any], value)):
            _append(pairs, f"{key}[{index}]" if isinstance(item, Mapping) else key, item)
        return
    if isinstance(value, Mapping):
        for sub_key, sub_value in cast(Mapping[Any, Any], value).items():
            _append(pairs, f"{key}[{sub_key}]", sub_value)
        return
    pairs.append((key, scalar_text(value)))


def scalar_text(value: Any) -> str:
    """A scalar as query or form text: booleans ``true``/``false``, dates ISO 8601, anything else ``str()``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)


def join_url(base_url: str, path: str, query: str = "") -> str:
    """Joins a base URL (which may carry a path prefix such as ``/v1``) and an encoded path.

    Exactly one slash separates them; the encoded query is appended.
    """
    base = base_url[:-1] if base_url.endswith("/") else base_url
    suffix = path if path == "" or path.startswith("/") else "/" + path
    if not query:
        return base + suffix
    separator = "&" if "?" in base or "?" in suffix else "?"
    return f"{base}{suffix}{separator}{query}"


def cookie_header(values: Mapping[str, Any]) -> Optional[str]:
    """The ``Cookie`` header of a method's cookie parameters (OpenAPI's ``form`` style), or None without any.

    ``name=value`` pairs joined by ``"; "``; a list's items are joined by ``","`` before encoding; None values are
    left out; booleans are ``true``/``false``. Each value is percent-encoded outside RFC 6265's cookie-octet
    (space, ``"``, ``,``, ``;``, ``\\``, controls, non-ASCII) and ``%`` itself.
    """
    pairs: List[str] = []
    for name, value in values.items():
        if value is None:
            continue
        items: List[Any] = list(cast(Sequence[Any], value)) if isinstance(value, (list, tuple)) else [value]
        text = ",".join(_cookie_text(item) for item in items)
        pairs.append(f"{name}={_encode_cookie_value(text)}")
    return "; ".join(pairs) if pairs else None


def _cookie_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _encode_cookie_value(text: str) -> str:
    out: List[str] = []
    for byte in text.encode("utf-8"):
        plain = 0x21 <= byte <= 0x7E and byte not in (0x22, 0x25, 0x2C, 0x3B, 0x5C)
        out.append(chr(byte) if plain else f"%{byte:02X}")
    return "".join(out)
