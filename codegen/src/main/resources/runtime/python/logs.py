# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Logging of requests through the standard ``logging`` module, on the logger named after the SDK's package.

``info`` logs one line per attempt (method, URL, status or failure, duration) and one per retry (the wait, the
attempt number); ``debug`` adds the request and response headers. Credentials never reach a log: the
``Authorization``, ``Proxy-Authorization``, ``Cookie`` and ``Set-Cookie`` headers and every API-key header are written
``REDACTED``, an API key sent as a query parameter ``***``. Logging is off unless switched on: the client option
``log_level`` or the ``<NAME>_LOG`` environment variable (``info`` or ``debug``) sets the logger's level and gives
it a handler writing to stderr when it has none; an application that configures the logger itself sees the same
lines without either.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Iterable, Mapping, Optional

__all__ = ["LOGGER_NAME", "logger", "LOG_LEVELS", "REDACTED", "configure_logging", "redact_headers"]

LOGGER_NAME = __name__.rsplit(".", 2)[0]
"""The SDK's package (``acme`` for ``acme._core.logs``)."""

logger = logging.getLogger(LOGGER_NAME)

LOG_LEVELS = {"info": logging.INFO, "debug": logging.DEBUG}
"""The values of the ``log_level`` option and the ``<NAME>_LOG`` variable."""

REDACTED = "REDACTED"
"""What a credential header's value is replaced with in a log."""

SECRET_HEADERS = frozenset({"authorization", "proxy-authorization", "cookie", "set-cookie"})
"""Headers whose values are always redacted (lower-case)."""


def configure_logging(option: Optional[str], env: Optional[str]) -> None:
    """Switches logging on when ``option`` (the client's ``log_level``) or the environment variable ``env`` says
    ``info`` or ``debug`` (the option wins); an unknown value raises ValueError. Without either, nothing changes."""
    value = option if option is not None else os.environ.get(env or "", "").strip().lower() or None
    if value is None:
        return
    level = LOG_LEVELS.get(value.lower())
    if level is None:
        source = "log_level" if option is not None else env
        raise ValueError(f"{source} must be one of {', '.join(LOG_LEVELS)}, got {value!r}")
    if logger.level == logging.NOTSET or logger.level > level:
        logger.setLevel(level)
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("[%(asctime)s %(name)s %(levelname)s] %(message)s"))
        logger.addHandler(handler)


def redact_headers(headers: Mapping[str, str], secret: Iterable[str] = ()) -> str:
    """Headers as one log text, ``name: value`` separated by ``, ``, the values of :data:`SECRET_HEADERS` and of
    ``secret`` (the API-key header names, any case) replaced by :data:`REDACTED`."""
    hidden = SECRET_HEADERS | {name.lower() for name in secret}
    return ", ".join(f"{name}: {REDACTED if name.lower() in hidden else value}" for name, value in headers.items())
