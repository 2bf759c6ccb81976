# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The errors the SDK raises.

Every error raised for a request is an :class:`APIError`: a status error when the server answered
with a non-2xx status, :class:`ConnectionError` when no response arrived (``status_code`` is None).

``ConnectionError`` deliberately has the name of the builtin: it also *subclasses* the builtin
``ConnectionError`` (and ``ConnectionTimeoutError`` the builtin ``TimeoutError``), so
``except ConnectionError`` catches the SDK's connection failures whichever of the two names is in
scope. Inside this package the builtin is reached as ``builtins.ConnectionError``.
"""

from __future__ import annotations

import builtins
import json
from typing import Any, Dict, Mapping, Optional, Type, cast

from .responses import request_id_of
from .retries import parse_retry_after

__all__ = [
    "APIError",
    "BadRequestError",
    "AuthenticationError",
    "PermissionDeniedError",
    "NotFoundError",
    "ConflictError",
    "UnprocessableEntityError",
    "RateLimitError",
    "InternalServerError",
    "ConnectionError",
    "ConnectionTimeoutError",
    "error_message",
]

_MAX_DETAIL_LENGTH = 1000


class APIError(Exception):
    """Base class of every error raised for a request."""

    status_code: Optional[int]
    """HTTP status of the response, or None when there was no response."""
    headers: Dict[str, str]
    """Response headers (lower-cased names); empty when there was no response."""
    body: Any
    """Response body: parsed JSON, text, or None when empty or absent."""
    message: str
    """The error message (also ``str(error)``)."""
    request_id_header: Optional[str] = None
    """The header :attr:`request_id` reads (sdkgen.yaml's ``client.request_id_header``, set by the client), or None
    for ``x-request-id``, then ``request-id``."""

    def __init__(
        self,
        status_code: Optional[int],
        headers: Optional[Mapping[str, str]],
        body: Any,
        message: Optional[str] = None,
    ) -> None:
        text = message if message is not None else error_message(status_code, body)
        super().__init__(text)
        self.message = text
        self.status_code = status_code
        self.headers = dict(headers) if headers is not None else {}
        self.body = body

    @property
    def request_id(self) -> Optional[str]:
        """The server's id for the failed request (:attr:`request_id_header`, else the ``x-request-id`` or
        ``request-id`` header), for support requests; None when it sent none or there was no response."""
        return request_id_of(self.headers, self.request_id_header)

    @staticmethod
    def from_response(
        status_code: int,
        headers: Mapping[str, str],
        body: Any,
        message: Optional[str] = None,
    ) -> "APIError":
        """The error for a response status: one class per common status, plain APIError otherwise."""
        error_class = _STATUS_ERRORS.get(status_code)
        if error_class is None:
            error_class = InternalServerError if status_code >= 500 else APIError
        return error_class(status_code, headers, body, message)


class BadRequestError(APIError):
    """400: the server rejected the request as malformed."""


class AuthenticationError(APIError):
    """401: the API key is missing, wrong or expired."""


class PermissionDeniedError(APIError):
    """403: the API key is valid but not allowed to do this."""


class NotFoundError(APIError):
    """404: the addressed resource does not exist."""


class ConflictError(APIError):
    """409: the request conflicts with the current state of the resource."""


class UnprocessableEntityError(APIError):
    """422: the request was well-formed but its content was rejected."""


class RateLimitError(APIError):
    """429: too many requests. Raised once retries (if any) are exhausted."""

    retry_after: Optional[float]
    """Seconds the server asked to wait (its ``Retry-After`` header), or None when it did not say."""

    def __init__(
        self,
        status_code: Optional[int],
        headers: Optional[Mapping[str, str]],
        body: Any,
        message: Optional[str] = None,
    ) -> None:
        super().__init__(status_code, headers, body, message)
        self.retry_after = parse_retry_after(self.headers.get("retry-after"))


class InternalServerError(APIError):
    """Any status of 500 or above: the server failed."""


class ConnectionError(APIError, builtins.ConnectionError):  # noqa: A001 - the contract's name
    """No response arrived: the connection failed, was dropped, or the request timed out."""

    url: str
    """The URL that was requested (an API key sent as a query parameter is masked)."""

    def __init__(self, url: str, message: Optional[str] = None) -> None:
        text = message if message is not None else f"Connection error: no response from {url}"
        super().__init__(None, None, None, text)
        self.url = url


class ConnectionTimeoutError(ConnectionError, builtins.TimeoutError):
    """The request got no response within the timeout."""


_STATUS_ERRORS: Dict[int, Type[APIError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def error_message(status_code: Optional[int], body: Any) -> str:
    """A one-line description of a failed response: the status and the server's message, if any."""
    if status_code is None:
        return "Connection error"
    detail = _describe_body(body)
    return f"{status_code} status code (no body)" if detail is None else f"{status_code} {detail}"


def _describe_body(body: Any) -> Optional[str]:
    if body is None or body == "":
        return None
    if isinstance(body, str):
        return _truncate(body)
    if isinstance(body, dict):
        record = cast(Dict[str, Any], body)
        error = record.get("error")
        if isinstance(error, dict):
            nested = cast(Dict[str, Any], error).get("message")
            if isinstance(nested, str) and nested:
                return _truncate(nested)
        for key in ("message", "error", "detail"):
            value = record.get(key)
            if isinstance(value, str) and value:
                return _truncate(value)
    try:
        return _truncate(json.dumps(body, ensure_ascii=False))
    except (TypeError, ValueError):
        return _truncate(repr(cast(object, body)))


def _truncate(text: str) -> str:
    return text if len(text) <= _MAX_DETAIL_LENGTH else text[:_MAX_DETAIL_LENGTH] + "…"
