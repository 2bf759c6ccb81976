# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The hand-written core of the SDK: HTTP, authentication, retries, errors and pagination."""

from .body import DEFAULT_CONTENT_TYPES, BinaryBody, BodyEncoding, FileContent, FileTypes, ResponseType
from .client import DEFAULT_TIMEOUT, APIResource, Auth, BaseClient, ClientConfig, RawResponse, RequestOptions
from .errors import (
    APIError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ConnectionError,
    ConnectionTimeoutError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)
from .pagination import Page, PaginationSpec
from .retries import (
    DEFAULT_INITIAL_DELAY_MS,
    DEFAULT_MAX_DELAY_MS,
    DEFAULT_MAX_RETRIES,
    DEFAULT_RETRY_ON,
    DEFAULT_RETRY_POLICY,
    MAX_JITTER,
    MAX_RETRY_AFTER_SECONDS,
    RetryPolicy,
)
from .streaming import AsyncStream, SSEDecoder, ServerSentEvent, Stream
from .typeddict import open_typed_dict
from .url import PathParam, cookie_header

__all__ = [
    "DEFAULT_CONTENT_TYPES",
    "BinaryBody",
    "BodyEncoding",
    "FileContent",
    "FileTypes",
    "ResponseType",
    "DEFAULT_TIMEOUT",
    "APIResource",
    "Auth",
    "BaseClient",
    "ClientConfig",
    "RawResponse",
    "RequestOptions",
    "APIError",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "ConnectionError",
    "ConnectionTimeoutError",
    "InternalServerError",
    "NotFoundError",
    "PermissionDeniedError",
    "RateLimitError",
    "UnprocessableEntityError",
    "Page",
    "PaginationSpec",
    "DEFAULT_INITIAL_DELAY_MS",
    "DEFAULT_MAX_DELAY_MS",
    "DEFAULT_MAX_RETRIES",
    "DEFAULT_RETRY_ON",
    "DEFAULT_RETRY_POLICY",
    "MAX_JITTER",
    "MAX_RETRY_AFTER_SECONDS",
    "RetryPolicy",
    "AsyncStream",
    "SSEDecoder",
    "ServerSentEvent",
    "Stream",
    "open_typed_dict",
    "PathParam",
    "cookie_header",
]
