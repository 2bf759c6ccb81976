# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
"""Acme API client."""

from ._client import Acme
from ._core import (
    APIError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ConnectionError,
    ConnectionTimeoutError,
    InternalServerError,
    NotFoundError,
    Page,
    PermissionDeniedError,
    RateLimitError,
    RequestOptions,
    UnprocessableEntityError,
)

__all__ = [
    "Acme",
    "APIError",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "ConnectionError",
    "ConnectionTimeoutError",
    "InternalServerError",
    "NotFoundError",
    "Page",
    "PermissionDeniedError",
    "RateLimitError",
    "RequestOptions",
    "UnprocessableEntityError",
]
