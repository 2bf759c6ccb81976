# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The retry policy: when a failed request is repeated and how long the client waits first."""

from __future__ import annotations

import datetime
import email.utils
import re
import time
from dataclasses import dataclass, field
from typing import Optional, Tuple

DEFAULT_MAX_RETRIES = 2
"""Retries after the first attempt when the policy does not say."""

DEFAULT_RETRY_ON: Tuple[int, ...] = (408, 429, 500, 502, 503, 504)
"""Statuses retried when the policy does not say: timeout, rate limit and transient server errors."""

DEFAULT_INITIAL_DELAY_MS = 500
"""Backoff before the first retry when the policy does not say."""

DEFAULT_MAX_DELAY_MS = 8000
"""Backoff ceiling when the policy does not say."""

MAX_RETRY_AFTER_SECONDS = 60.0
"""A server's Retry-After is honoured up to this many seconds, never longer."""

MAX_JITTER = 0.25
"""The backoff is shortened by a random fraction of up to this much (never lengthened)."""


@dataclass(frozen=True)
class RetryPolicy:
    """When and how long to wait before repeating a failed request.

    A generated client carries one built from the ``retries`` section of sdkgen.yaml; without that
    section it carries none and only retries when the caller sets ``max_retries`` above zero (then
    :data:`DEFAULT_RETRY_POLICY` applies).
    """

    max_retries: int = DEFAULT_MAX_RETRIES
    """Retries after the first attempt (so ``max_retries + 1`` attempts at most)."""
    retry_on: Tuple[int, ...] = field(default=DEFAULT_RETRY_ON)
    """Response statuses that are retried; every other status fails at once."""
    initial_delay_ms: int = DEFAULT_INITIAL_DELAY_MS
    """Backoff before the first retry, doubled for each further retry."""
    max_delay_ms: int = DEFAULT_MAX_DELAY_MS
    """Upper bound of the backoff (before jitter)."""
    connection_errors: bool = False
    """Also retry requests that got no response at all (connection failure or timeout)."""


DEFAULT_RETRY_POLICY = RetryPolicy()
"""The policy used when the caller asks for retries on a client generated without a ``retries`` section."""

_DELTA_SECONDS = re.compile(r"^\d+(?:\.\d+)?$")


def parse_retry_after(value: Optional[str], now: Optional[float] = None) -> Optional[float]:
    """Reads a ``Retry-After`` value: delta-seconds (``"3"``, ``"1.5"``) or an HTTP date.

    Returns the wait in seconds (a date in the past gives 0.0), or None when the value is absent or
    unreadable. The result is not capped; see :data:`MAX_RETRY_AFTER_SECONDS`.
    """
    if value is None:
        return None
    text = value.strip()
    if not text:
        return None
    if _DELTA_SECONDS.match(text):
        return float(text)
    try:
        at = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if at.tzinfo is None:  # "-0000" means UTC without a stated zone
        at = at.replace(tzinfo=datetime.timezone.utc)
    current = time.time() if now is None else now
    return max(0.0, at.timestamp() - current)


def backoff_delay(policy: RetryPolicy, retry: int, random: float) -> float:
    """Exponential backoff in seconds before retry number ``retry`` (0 for the first retry).

    ``min(initial_delay_ms * 2**retry, max_delay_ms)``, shortened by up to :data:`MAX_JITTER`;
    ``random`` is a number in [0, 1) and 0 gives the full delay.
    """
    full_ms = min(policy.initial_delay_ms * (2**retry), policy.max_delay_ms)
    return full_ms * (1.0 - MAX_JITTER * random) / 1000.0


def retry_delay(
    policy: RetryPolicy,
    retry: int,
    retry_after_header: Optional[str],
    random: float,
    now: Optional[float] = None,
    retry_after_ms: Optional[str] = None,
) -> float:
    """The wait in seconds before retry number ``retry``.

    The server's ``retry-after-ms`` (milliseconds) or ``Retry-After`` when it sent a readable one (capped at
    :data:`MAX_RETRY_AFTER_SECONDS`), else the backoff.
    """
    try:
        milliseconds = float(retry_after_ms) if retry_after_ms is not None else None
    except ValueError:
        milliseconds = None
    if milliseconds is not None and milliseconds >= 0 and milliseconds == milliseconds:
        return min(milliseconds / 1000.0, MAX_RETRY_AFTER_SECONDS)
    retry_after = parse_retry_after(retry_after_header, now)
    if retry_after is not None:
        return min(retry_after, MAX_RETRY_AFTER_SECONDS)
    return backoff_delay(policy, retry, random)
