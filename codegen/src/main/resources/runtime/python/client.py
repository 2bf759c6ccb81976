# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The HTTP core every generated client extends (standard library only)."""

from __future__ import annotations

import base64
import http.client
import json
import os
import platform
import random
import re
import socket
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, NamedTuple, Optional, Sequence, Tuple, TypedDict, cast

from . import errors
from .body import BodyEncoding, ResponseType, encode_body
from .models import construct_value, strip_omitted
from .pagination import Page, PaginationSpec
from .retries import DEFAULT_RETRY_POLICY, RetryPolicy, retry_delay
from .url import PathParam, QueryStyle, build_path, encode_query, join_url

DEFAULT_TIMEOUT = 60.0
"""Request timeout in seconds when the client and the call do not set one."""


@dataclass(frozen=True)
class Auth:
    """Where the API key goes, from the spec's security scheme. Build one with the class methods."""

    kind: str
    """``"none"``, ``"bearer"``, ``"basic"``, ``"header"`` or ``"query"``."""
    name: Optional[str] = None
    """The header or query parameter name (kinds ``header`` and ``query``)."""
    prefix: Optional[str] = None
    """Kind ``header``: a word sent before the key and a space (sdkgen.yaml's ``client.auth_prefix``)."""
    scheme: Optional[str] = None
    """The scheme's name in the spec, set when operations name the schemes they send (``security``)."""
    env: Optional[str] = None
    """A scheme other than the primary one: the environment variable read when its value is not passed."""

    @classmethod
    def none(cls) -> "Auth":
        """No authentication."""
        return cls("none")

    @classmethod
    def bearer(cls) -> "Auth":
        """``Authorization: Bearer <key>`` (http bearer)."""
        return cls("bearer")

    @classmethod
    def basic(cls) -> "Auth":
        """``Authorization: Basic <base64(key)>`` (http basic); the key is ``user:password``.

        A key without ``:`` is the user name with an empty password.
        """
        return cls("basic")

    @classmethod
    def header(cls, name: str, prefix: Optional[str] = None) -> "Auth":
        """The key as the value of the named header (apiKey in header), after ``prefix`` and a space when given."""
        return cls("header", name, prefix)

    @classmethod
    def query(cls, name: str) -> "Auth":
        """The key as the value of the named query parameter (apiKey in query)."""
        return cls("query", name)

    def named(self, scheme: str, env: Optional[str] = None) -> "Auth":
        """This placement as the spec's scheme ``scheme``; ``env``: its variable, for a scheme other than the primary one."""
        return Auth(self.kind, self.name, self.prefix, scheme, env)

    def __post_init__(self) -> None:
        if self.kind not in ("none", "bearer", "basic", "header", "query"):
            raise ValueError(f"Unknown auth kind {self.kind!r}")
        if self.kind in ("header", "query") and not self.name:
            raise ValueError(f"Auth kind {self.kind!r} needs a name")


@dataclass(frozen=True)
class ClientConfig:
    """The constants a generated client hands to :class:`BaseClient` (from sdkgen.yaml and the spec)."""

    sdk_name: str
    """``sdk.name``, for the User-Agent."""
    sdk_version: str
    """``sdk.version``, for the User-Agent."""
    default_base_url: str
    """``client.base_url``, else the spec's first server; ``""`` when neither gives one (then ``base_url`` is required)."""
    api_key_env: str
    """``client.api_key_env``: read when no API key is passed."""
    auth: Auth
    retry_policy: Optional[RetryPolicy]
    """The ``retries`` section, or None when sdkgen.yaml has none (then the client never retries by default)."""
    schemes: Sequence[Auth] = ()
    """The spec's other security schemes that some operation sends, each with its ``scheme`` name and ``env``."""
    idempotency_header: Optional[str] = None  # client.idempotency_header: accepted, not sent yet by this runtime
    request_id_header: Optional[str] = None
    """``client.request_id_header``: the response header with the request id (None: ``x-request-id``, then ``request-id``)."""


class RequestOptions(TypedDict, total=False):
    """Per-call options: the ``options=`` keyword argument of every generated method."""

    timeout: float
    """Per-attempt timeout in seconds for this call."""
    max_retries: int
    """Retries after the first attempt for this call (0 disables retrying)."""
    headers: Mapping[str, Optional[str]]
    """Extra headers; a None value removes a header the client would send."""
    query: Mapping[str, Any]
    """Extra query parameters."""
    extra_body: Mapping[str, Any]
    """Extra top-level fields merged into a JSON, form or multipart body (they win over the method's own)."""


Headers = Mapping[str, Optional[str]]
"""Extra request headers (``extra_headers=``); a None value removes a header the client would send."""
Query = Mapping[str, object]
"""Extra query parameters (``extra_query=``)."""
Body = Mapping[str, object]
"""Extra body fields (``extra_body=``), sent beside the declared ones; for fields the spec does not know yet."""


def merge_options(
    options: Optional[RequestOptions],
    extra_headers: Optional[Headers] = None,
    extra_query: Optional[Query] = None,
    extra_body: Optional[Body] = None,
    timeout: Optional[float] = None,
) -> RequestOptions:
    """One call's options: ``options`` with the method's ``extra_*`` and ``timeout`` arguments on top. Called
    by generated methods."""
    merged: RequestOptions = {}
    merged.update(options or {})
    if extra_headers:
        merged["headers"] = {**(merged.get("headers") or {}), **extra_headers}
    if extra_query:
        merged["query"] = {**(merged.get("query") or {}), **extra_query}
    if extra_body:
        merged["extra_body"] = {**(merged.get("extra_body") or {}), **extra_body}
    if timeout is not None:
        merged["timeout"] = timeout
    return merged


class RawResponse:
    """A received response (any status)."""

    __slots__ = ("status_code", "headers", "body")

    def __init__(self, status_code: int, headers: Dict[str, str], body: Any) -> None:
        self.status_code = status_code
        self.headers = headers
        self.body = body


class BaseClient:
    """The HTTP core every generated client extends.

    Generated methods call :meth:`_request` or :meth:`_paginate`; users only see the constructor
    arguments and the public attributes.
    """

    base_url: str
    """Base URL every path is appended to."""
    api_key: Optional[str]
    """The API key in use, or None when none was passed or found in the environment."""
    max_retries: int
    """Retries after the first attempt, unless a call overrides it."""
    timeout: float
    """Per-attempt timeout in seconds, unless a call overrides it."""

    def __init__(
        self,
        *,
        config: ClientConfig,
        base_url: Optional[str] = None,
        api_key: Optional[str] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        default_headers: Optional[Mapping[str, str]] = None,
        path_values: Optional[Mapping[str, str]] = None,
        credentials: Optional[Mapping[str, Optional[str]]] = None,
    ) -> None:
        """``path_values``: the values of the path parameters the generated client takes as client options (a path
        parameter with a default, such as an API version segment), by the parameter's name in the spec.
        ``credentials``: the values of the client options of the security schemes other than the primary one, by
        scheme name; a scheme given None is read from its environment variable."""
        self._config = config
        self._path_values: Dict[str, str] = dict(path_values or {})
        self.base_url = base_url if base_url is not None else config.default_base_url
        self._base_url_overridden = base_url is not None
        if not self.base_url:
            raise ValueError(
                "No base URL: the API description names no server, so pass base_url "
                "(for example base_url=\"https://api.example.com\")"
            )
        key = api_key if api_key is not None else os.environ.get(config.api_key_env, "").strip()
        self.api_key = key or None
        self._credentials: Dict[str, str] = {}
        for scheme in config.schemes:
            passed = (credentials or {}).get(scheme.scheme or "")
            value = passed if passed is not None else os.environ.get(scheme.env or "", "").strip()
            if value and scheme.scheme:
                self._credentials[scheme.scheme] = value
        if max_retries is None:
            max_retries = config.retry_policy.max_retries if config.retry_policy is not None else 0
        self.max_retries = _check_max_retries(max_retries)
        self.timeout = _check_timeout(timeout if timeout is not None else DEFAULT_TIMEOUT)
        self._default_headers: Dict[str, str] = dict(default_headers or {})
        self._opener = urllib.request.build_opener()

    def _request(
        self,
        method: str,
        path: str,
        *,
        path_params: Sequence[PathParam] = (),
        query: Optional[Mapping[str, Any]] = None,
        query_styles: Optional[Mapping[str, QueryStyle]] = None,
        server_url: Optional[str] = None,
        security: Optional[Sequence[Sequence[str]]] = None,
        body: Any = None,
        encoding: BodyEncoding = "json",
        content_type: Optional[str] = None,
        response_type: ResponseType = "json",
        accept: Optional[str] = None,
        retryable: bool = True,
        cast_to: Any = None,
        options: Optional[RequestOptions] = None,
    ) -> Any:
        """Sends one operation call, retrying as the policy allows; returns the response body.

        ``body`` (None: no body) is encoded as ``encoding`` says, with ``content_type`` or the
        encoding's default; fields whose value is ``omit`` are left out, the options' ``extra_body`` is merged
        in. By ``response_type``: ``"json"`` gives None for an empty body, the decoded JSON for a JSON
        response (as ``cast_to``, a generated type, when given), text otherwise; ``"text"`` gives ``str``;
        ``"binary"`` gives ``bytes``. Raises an :class:`~errors.APIError` subclass. Called by generated code.
        """
        request_options: RequestOptions = options or {}
        encoded = _encoded_body(body, encoding, content_type, request_options)
        target = _Target(path, path_params, query_styles, server_url, security)
        response = self._send(method, target, query, encoded, response_type, accept, retryable, request_options)
        if cast_to is not None and response_type == "json":
            return construct_value(cast_to, response.body)
        return response.body

    def _paginate(
        self,
        method: str,
        path: str,
        *,
        pagination: PaginationSpec,
        path_params: Sequence[PathParam] = (),
        query: Optional[Mapping[str, Any]] = None,
        query_styles: Optional[Mapping[str, QueryStyle]] = None,
        server_url: Optional[str] = None,
        security: Optional[Sequence[Sequence[str]]] = None,
        body: Any = None,
        encoding: BodyEncoding = "json",
        content_type: Optional[str] = None,
        retryable: bool = True,
        page_type: Any = None,
        item_type: Any = None,
        options: Optional[RequestOptions] = None,
    ) -> Page[Any, Any]:
        """Fetches the first page of a paginated list; iterating the page yields every item of every page.

        The body (if any) is encoded once and sent with every page request; pages and items are read as
        ``page_type`` and ``item_type`` (generated types) when given. Called by generated code.
        """
        request_options: RequestOptions = options or {}
        encoded = _encoded_body(body, encoding, content_type, request_options)

        target = _Target(path, path_params, query_styles, server_url, security)

        def fetch_page(page_query: Dict[str, Any]) -> Any:
            return self._send(method, target, page_query, encoded, "json", None, retryable, request_options).body

        start = {key: value for key, value in (query or {}).items() if value is not None}
        return Page[Any, Any].first(pagination, start, fetch_page, page_type=page_type, item_type=item_type)

    def _sleep(self, seconds: float) -> None:
        """Waits before a retry. Tests replace it to avoid real waiting."""
        time.sleep(seconds)

    def _random(self) -> float:
        """A number in [0, 1) for the backoff jitter. Tests replace it for exact delays."""
        return random.random()

    def _send(
        self,
        method: str,
        target: "_Target",
        query: Optional[Mapping[str, Any]],
        body: Optional[Tuple[bytes, str]],
        response_type: ResponseType,
        accept: Optional[str],
        retryable: bool,
        options: RequestOptions,
    ) -> RawResponse:
        credentials = self._credentials_for(target.security)
        url = self._build_url(target, query, options, credentials)
        policy = self._config.retry_policy if self._config.retry_policy is not None else DEFAULT_RETRY_POLICY
        max_retries = 0
        if retryable:
            max_retries = _check_max_retries(options.get("max_retries", self.max_retries))
        timeout = _check_timeout(options.get("timeout", self.timeout))
        if accept is None:
            accept = "application/json" if response_type == "json" else "*/*"

        retry = 0
        while True:
            can_retry = retry < max_retries
            headers = self._build_headers(options, accept, None if body is None else body[1], retry, credentials)
            try:
                status, response_headers, payload = self._attempt(
                    method, url, headers, None if body is None else body[0], timeout
                )
            except errors.ConnectionError:
                if can_retry and policy.connection_errors:
                    self._sleep(retry_delay(policy, retry, None, self._random()))
                    retry += 1
                    continue
                raise
            if 200 <= status < 300:
                return RawResponse(status, response_headers, _decode_success(payload, response_headers, response_type))
            response = RawResponse(status, response_headers, _parse_body(payload, response_headers))
            if can_retry and response.status_code in policy.retry_on:
                self._sleep(retry_delay(policy, retry, response.headers.get("retry-after"), self._random()))
                retry += 1
                continue
            raise self._error_for(response)

    def _attempt(
        self,
        method: str,
        url: str,
        headers: Dict[str, str],
        data: Optional[bytes],
        timeout: float,
    ) -> Tuple[int, Dict[str, str], bytes]:
        request = urllib.request.Request(url, data=data, headers=headers, method=method.upper())
        try:
            try:
                with self._opener.open(request, timeout=timeout) as response:
                    status: int = response.status
                    response_headers = _lower_headers(response.headers.items())
                    payload: bytes = response.read()
            except urllib.error.HTTPError as error:
                # A non-2xx status: urllib raises it, but it is a complete response.
                try:
                    status = error.code
                    response_headers = _lower_headers(error.headers.items())
                    payload = error.read()
                finally:
                    error.close()
        except (OSError, http.client.HTTPException) as error:
            safe_url = self._redact(url)
            if _is_timeout(error):
                message = f"Request timed out after {timeout:g} s: {safe_url}"
                raise errors.ConnectionTimeoutError(safe_url, message) from error
            raise errors.ConnectionError(safe_url, f"Connection error: {_describe(error)}: {safe_url}") from error
        return status, response_headers, payload

    def _credentials_for(self, security: Optional[Sequence[Sequence[str]]]) -> List[Tuple[Auth, str]]:
        """The schemes one call sends, with their values: the first alternative of ``security`` whose schemes all
        have a value, else the values the first alternative with some has; the primary scheme when None."""
        config = self._config
        if security is None:
            return [] if self.api_key is None else [(config.auth, self.api_key)]
        schemes = {scheme.scheme: scheme for scheme in config.schemes}
        values = dict(self._credentials)
        if config.auth.scheme is not None and self.api_key is not None:
            schemes[config.auth.scheme] = config.auth
            values[config.auth.scheme] = self.api_key
        alternatives = [alternative for alternative in security if alternative]
        chosen = next((a for a in alternatives if all(n in values for n in a)), None)
        if chosen is None:
            chosen = next((a for a in alternatives if any(n in values for n in a)), ())
        return [(schemes[n], values[n]) for n in chosen if n in values and n in schemes]

    def _build_url(
        self,
        target: "_Target",
        query: Optional[Mapping[str, Any]],
        options: RequestOptions,
        credentials: Sequence[Tuple[Auth, str]],
    ) -> str:
        merged: Dict[str, Any] = dict(query or {})
        merged.update(options.get("query") or {})
        for auth, value in credentials:
            if auth.kind == "query" and auth.name:
                merged[auth.name] = value
        base = target.server_url if target.server_url is not None and not self._base_url_overridden else self.base_url
        path = build_path(target.path, target.path_params, self._path_values)
        return join_url(base, path, encode_query(merged, target.query_styles))

    def _build_headers(
        self,
        options: RequestOptions,
        accept: str,
        content_type: Optional[str],
        retry: int,
        credentials: Sequence[Tuple[Auth, str]],
    ) -> Dict[str, str]:
        headers = _HeaderBag()
        headers.set("Accept", accept)
        if content_type is not None:
            headers.set("Content-Type", content_type)
        config = self._config
        headers.set("User-Agent", f"{config.sdk_name}/{config.sdk_version} (python; {platform.python_version()})")
        headers.set("X-Sdkgen-Lang", "python")
        headers.set("X-Sdkgen-Package-Version", config.sdk_version)
        headers.set("X-Sdkgen-Retry-Count", str(retry))
        for auth, value in credentials:
            if auth.kind == "bearer":
                headers.set("Authorization", f"Bearer {value}")
            elif auth.kind == "basic":
                user_password = value if ":" in value else f"{value}:"
                headers.set("Authorization", "Basic " + base64.b64encode(user_password.encode("utf-8")).decode("ascii"))
            elif auth.kind == "header" and auth.name:
                headers.set(auth.name, value if auth.prefix is None else f"{auth.prefix} {value}")
        for name, value in self._default_headers.items():
            headers.set(name, value)
        for name, extra in (options.get("headers") or {}).items():
            headers.set(name, extra)
        return headers.to_dict()

    def _error_for(self, response: RawResponse) -> errors.APIError:
        message: Optional[str] = None
        if response.status_code == 401 and self.api_key is None and self._config.auth.kind != "none":
            message = (
                f"{errors.error_message(response.status_code, response.body)} (no API key was set: "
                f"pass api_key or set the {self._config.api_key_env} environment variable)"
            )
        return errors.APIError.from_response(response.status_code, response.headers, response.body, message)

    def _redact(self, url: str) -> str:
        """The URL with every credential sent as a query parameter masked, for error messages."""
        sent: List[Tuple[Auth, str]] = [] if self.api_key is None else [(self._config.auth, self.api_key)]
        for scheme in self._config.schemes:
            value = self._credentials.get(scheme.scheme or "")
            if value is not None:
                sent.append((scheme, value))
        for auth, value in sent:
            if auth.kind == "query" and auth.name:
                name = encode_query({auth.name: ""})[:-1]
                url = url.replace(encode_query({auth.name: value}), f"{name}=***")
        return url


class APIResource:
    """Base class of generated resource classes.

    Their methods call :meth:`_request` and :meth:`_paginate`, exactly as methods on the client root
    call the client's own (same signatures as :meth:`BaseClient._request` / :meth:`BaseClient._paginate`).
    """

    _client: BaseClient

    def __init__(self, client: BaseClient) -> None:
        self._client = client

    def _request(
        self,
        method: str,
        path: str,
        *,
        path_params: Sequence[PathParam] = (),
        query: Optional[Mapping[str, Any]] = None,
        query_styles: Optional[Mapping[str, QueryStyle]] = None,
        server_url: Optional[str] = None,
        security: Optional[Sequence[Sequence[str]]] = None,
        body: Any = None,
        encoding: BodyEncoding = "json",
        content_type: Optional[str] = None,
        response_type: ResponseType = "json",
        accept: Optional[str] = None,
        retryable: bool = True,
        cast_to: Any = None,
        options: Optional[RequestOptions] = None,
    ) -> Any:
        """See :meth:`BaseClient._request`."""
        # A resource forwards to its client: a use of the core's own internals.
        return self._client._request(  # pyright: ignore[reportPrivateUsage]
            method,
            path,
            path_params=path_params,
            query=query,
            query_styles=query_styles,
            server_url=server_url,
            security=security,
            body=body,
            encoding=encoding,
            content_type=content_type,
            response_type=response_type,
            accept=accept,
            retryable=retryable,
            cast_to=cast_to,
            options=options,
        )

    def _paginate(
        self,
        method: str,
        path: str,
        *,
        pagination: PaginationSpec,
        path_params: Sequence[PathParam] = (),
        query: Optional[Mapping[str, Any]] = None,
        query_styles: Optional[Mapping[str, QueryStyle]] = None,
        server_url: Optional[str] = None,
        security: Optional[Sequence[Sequence[str]]] = None,
        body: Any = None,
        encoding: BodyEncoding = "json",
        content_type: Optional[str] = None,
        retryable: bool = True,
        page_type: Any = None,
        item_type: Any = None,
        options: Optional[RequestOptions] = None,
    ) -> Page[Any, Any]:
        """See :meth:`BaseClient._paginate`."""
        # A resource forwards to its client: a use of the core's own internals.
        return self._client._paginate(  # pyright: ignore[reportPrivateUsage]
            method,
            path,
            pagination=pagination,
            path_params=path_params,
            query=query,
            query_styles=query_styles,
            server_url=server_url,
            security=security,
            body=body,
            encoding=encoding,
            content_type=content_type,
            retryable=retryable,
            page_type=page_type,
            item_type=item_type,
            options=options,
        )


class _Target(NamedTuple):
    """Where one operation call goes: its path template and values, query styles, own base URL."""

    path: str
    path_params: Sequence[PathParam]
    query_styles: Optional[Mapping[str, QueryStyle]]
    server_url: Optional[str]
    security: Optional[Sequence[Sequence[str]]] = None


class _HeaderBag:
    """Case-insensitive header collection that keeps the first spelling of each name."""

    def __init__(self) -> None:
        self._entries: Dict[str, Tuple[str, str]] = {}

    def set(self, name: str, value: Optional[str]) -> None:
        key = name.lower()
        if value is None:
            self._entries.pop(key, None)
            return
        existing = self._entries.get(key)
        self._entries[key] = (existing[0] if existing is not None else name, value)

    def to_dict(self) -> Dict[str, str]:
        return {name: value for name, value in self._entries.values()}


def _encoded_body(
    body: Any, encoding: BodyEncoding, content_type: Optional[str], options: RequestOptions
) -> Optional[Tuple[bytes, str]]:
    """The body on the wire: ``omit`` fields left out, the options' ``extra_body`` merged into a structured body."""
    extra = options.get("extra_body")
    if encoding in ("json", "form", "multipart"):
        if extra:
            if body is None:
                body = {}
            if isinstance(body, Mapping):
                body = {**cast(Mapping[str, Any], body), **extra}
        body = strip_omitted(body)
    return None if body is None else encode_body(body, encoding, content_type)


def _lower_headers(items: Sequence[Tuple[str, str]]) -> Dict[str, str]:
    headers: Dict[str, str] = {}
    for name, value in items:
        key = name.lower()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value
    return headers


def _parse_body(payload: bytes, headers: Mapping[str, str]) -> Any:
    if not payload:
        return None
    text = _decode_text(payload, headers)
    if "json" in headers.get("content-type", "").lower():
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def _decode_success(payload: bytes, headers: Mapping[str, str], response_type: ResponseType) -> Any:
    if response_type == "binary":
        return payload
    if response_type == "text":
        return _decode_text(payload, headers)
    return _parse_body(payload, headers)


_CHARSET = re.compile(r';\s*charset="?([^";\s]+)', re.IGNORECASE)


def _decode_text(payload: bytes, headers: Mapping[str, str]) -> str:
    """The body as text in the Content-Type's charset when it names a known one, else UTF-8 (invalid bytes replaced)."""
    match = _CHARSET.search(headers.get("content-type", ""))
    if match is not None:
        try:
            return payload.decode(match.group(1), errors="replace")
        except LookupError:
            pass
    return payload.decode("utf-8", errors="replace")


def _is_timeout(error: BaseException) -> bool:
    if isinstance(error, (socket.timeout, TimeoutError)):
        return True
    reason: Any = getattr(error, "reason", None)
    return isinstance(reason, (socket.timeout, TimeoutError))


def _describe(error: BaseException) -> str:
    reason: Any = getattr(error, "reason", None)
    if isinstance(error, urllib.error.URLError) and reason is not None:
        return str(reason) or type(reason).__name__
    return str(error) or type(error).__name__


def _check_max_retries(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"max_retries must be a non-negative integer, got {value!r}")
    return value


def _check_timeout(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise ValueError(f"timeout must be a positive number of seconds, got {value!r}")
    return float(value)


__all__: List[str] = [
    "DEFAULT_TIMEOUT",
    "Auth",
    "ClientConfig",
    "RequestOptions",
    "Headers",
    "Query",
    "Body",
    "merge_options",
    "RawResponse",
    "BaseClient",
    "APIResource",
]
