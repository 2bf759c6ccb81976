# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""The HTTP core every generated client extends (standard library only)."""

from __future__ import annotations

import asyncio
import base64
import http.client
import json
import logging
import os
import platform
import random
import re
import socket
import ssl
import time
import urllib.parse
import uuid
from dataclasses import dataclass
from typing import (
    Any,
    AsyncIterable,
    AsyncIterator,
    Awaitable,
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Protocol,
    Sequence,
    Tuple,
    Type,
    TypedDict,
    TypeVar,
    cast,
)

from . import errors
from .body import BodyEncoding, ResponseType, encode_body
from .models import BaseModel, construct_value, strip_omitted
from .async_transport import AsyncHTTPTransport, AsyncTransport, AsyncTransportResponse
from .logs import configure_logging, logger, redact_headers
from .pagination import AsyncPage, AsyncPager, Page, PageRequest, PageResponse, PaginationSpec
from .responses import RESPONSE_MODE, APIResponse, AsyncStreamedAPIResponse, StreamedAPIResponse, request_id_of
from .retries import DEFAULT_RETRY_POLICY, RetryPolicy, retry_delay
from .streaming import AsyncStream, Stream
from .transport import HTTPTransport, ProxySetting, Transport, TransportRequest, TransportResponse
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
    idempotency_header: Optional[str] = None
    """``client.idempotency_header``: every call other than GET and HEAD sends one key in it, the same on each retry."""
    request_id_header: Optional[str] = None
    """``client.request_id_header``: the response header with the request id (None: ``x-request-id``, then ``request-id``)."""
    log_env: Optional[str] = None
    """The environment variable that switches logging on (``<NAME>_LOG``: ``info`` or ``debug``)."""


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
    idempotency_key: str
    """This call's idempotency key (sdkgen.yaml's ``client.idempotency_header``), instead of a generated one."""


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
    """A received response (any status), its body read and decoded."""

    __slots__ = ("status_code", "headers", "body")

    def __init__(self, status_code: int, headers: Dict[str, str], body: Any) -> None:
        self.status_code = status_code
        self.headers = headers
        self.body = body


ClientT = TypeVar("ClientT", bound="ClientCore")
T = TypeVar("T")


class _Call(NamedTuple):
    """One operation call, ready to send: what every attempt of it shares."""

    method: str
    url: str
    body: Optional[Tuple[bytes, str]]
    accept: str
    credentials: List[Tuple[Auth, str]]
    timeout: float
    policy: RetryPolicy
    max_retries: int
    options: RequestOptions
    stream: bool = False
    idempotency_key: Optional[str] = None
    """The key every attempt of this call sends in the idempotency header, or None."""


class ClientCore:
    """What the synchronous and the async client share: configuration, URLs, headers, errors, retry decisions.

    The sending itself lives in :class:`BaseClient` and ``AsyncBaseClient``."""

    base_url: str
    """Base URL every path is appended to."""
    api_key: Optional[str]
    """The API key in use, or None when none was passed or found in the environment."""
    max_retries: int
    """Retries after the first attempt, unless a call overrides it."""
    timeout: float
    """Per-attempt timeout in seconds (a total deadline: connect, send, receive), unless a call overrides it."""

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
        log_level: Optional[str] = None,
    ) -> None:
        """``path_values``: the values of the path parameters the generated client takes as client options (a path
        parameter with a default, such as an API version segment), by the parameter's name in the spec.
        ``credentials``: the values of the client options of the security schemes other than the primary one, by
        scheme name; a scheme given None is read from its environment variable. ``log_level``: ``"info"`` or
        ``"debug"`` switches logging on (else the config's ``log_env`` variable may; see :mod:`.logs`)."""
        configure_logging(log_level, config.log_env)
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

    def with_options(
        self: ClientT,
        *,
        base_url: Optional[str] = None,
        api_key: Optional[str] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        default_headers: Optional[Mapping[str, str]] = None,
    ) -> ClientT:
        """A copy of this client with the given settings changed; it shares this client's transport (and its
        connections), so copies are cheap: ``client.with_options(timeout=5).accounts.list()``.
        ``default_headers`` are added to this client's (a None value in them is not allowed)."""
        copy = object.__new__(type(self))
        skipped = ("with_raw_response", "with_streaming_response")
        copy.__dict__.update({k: v for k, v in self.__dict__.items() if k not in skipped})
        if base_url is not None:
            copy.base_url = base_url
            copy._base_url_overridden = True
        if api_key is not None:
            copy.api_key = api_key
        if max_retries is not None:
            copy.max_retries = _check_max_retries(max_retries)
        if timeout is not None:
            copy.timeout = _check_timeout(timeout)
        copy._default_headers = {**self._default_headers, **(default_headers or {})}
        for name, value in self.__dict__.items():
            if isinstance(value, _ResourceBase) and getattr(value, "_client", None) is self:
                copy.__dict__[name] = type(value)(copy)
        return copy

    def _prepare(
        self,
        method: str,
        target: "_Target",
        query: Optional[Mapping[str, Any]],
        body: Optional[Tuple[bytes, str]],
        response_type: ResponseType,
        accept: Optional[str],
        retryable: bool,
        options: RequestOptions,
    ) -> _Call:
        credentials = self._credentials_for(target.security)
        url = self._build_url(target, query, options, credentials)
        policy = self._config.retry_policy if self._config.retry_policy is not None else DEFAULT_RETRY_POLICY
        max_retries = _check_max_retries(options.get("max_retries", self.max_retries)) if retryable else 0
        timeout = _check_timeout(options.get("timeout", self.timeout))
        if accept is None:
            accept = {"json": "application/json", "stream": "text/event-stream"}.get(response_type, "*/*")
        key = options.get("idempotency_key")
        if key is None and method.upper() not in ("GET", "HEAD"):
            key = f"sdkgen-retry-{uuid.uuid4()}"
        if self._config.idempotency_header is None:
            key = None
        return _Call(method.upper(), url, body, accept, credentials, timeout, policy, max_retries, options, idempotency_key=key)

    def _page_call(
        self,
        method: str,
        target: "_Target",
        request: PageRequest,
        body: Tuple[Any, Optional[Tuple[bytes, str]]],
        encoding: BodyEncoding,
        content_type: Optional[str],
        retryable: bool,
        options: RequestOptions,
    ) -> _Call:
        """One page's call: the pager's query, its body properties over the caller's body (``body``: as given and as
        encoded once), or the next link's URL (with the options' query and query credentials added, as to every
        request). A link is followed only under the base URL the list was called on
        (same scheme, host, port and base path), so that credentials never go to another host; else ValueError."""
        encoded = body[1]
        if request.body is not None:
            merged = {**cast(Mapping[str, Any], body[0] or {}), **request.body}
            encoded = _encoded_body(merged, encoding, content_type, options)
        call = self._prepare(method, target, request.query, encoded, "json", None, retryable, options)
        if request.url is None:
            return call
        base = target.server_url if target.server_url is not None and not self._base_url_overridden else self.base_url
        root = base.rstrip("/")
        url = urllib.parse.urljoin(root + "/", request.url)
        if not url.startswith(root) or url[len(root) : len(root) + 1] not in ("", "/", "?", "#"):
            raise ValueError(f"The next page's link {url} is not under the base URL {base}: not followed")
        extra: Dict[str, Any] = dict(options.get("query") or {})  # what every request adds, as _build_url does
        for auth, value in call.credentials:
            if auth.kind == "query" and auth.name:
                extra[auth.name] = value
        return call._replace(url=join_url(url, "", encode_query(extra, target.query_styles)) if extra else url)

    def _transport_request(self, call: _Call, retry: int) -> TransportRequest:
        content_type = None if call.body is None else call.body[1]
        headers = self._build_headers(call.options, call.accept, content_type, retry, call.credentials, call.idempotency_key)
        data = None if call.body is None else call.body[0]
        return TransportRequest(call.method, call.url, headers, data, call.timeout, call.stream)

    def _retry_after_failure(self, call: _Call, retry: int) -> Optional[float]:
        """The wait before retrying a call that got no response, or None when it must not be retried."""
        if retry < call.max_retries and call.policy.connection_errors:
            return retry_delay(call.policy, retry, None, self._random())
        return None

    def _retry_after_status(self, call: _Call, retry: int, status: int, headers: Mapping[str, str]) -> Optional[float]:
        """The wait before retrying a call answered with a failed status, or None when it must not be retried.

        ``x-should-retry: true`` retries a status ``retry_on`` does not list, ``false`` stops one it lists; either
        only within the call's max retries. ``retry-after-ms`` (milliseconds) wins over ``Retry-After``."""
        should = headers.get("x-should-retry", "").strip().lower()
        if retry >= call.max_retries or should == "false":
            return None
        if status in call.policy.retry_on or should == "true":
            return retry_delay(call.policy, retry, headers.get("retry-after"), self._random(),
                               retry_after_ms=headers.get("retry-after-ms"))
        return None

    def _connection_error(self, error: BaseException, call: _Call) -> errors.ConnectionError:
        safe_url = self._redact(call.url)
        if _is_timeout(error):
            message = f"Request timed out after {call.timeout:g} s: {safe_url}"
            return errors.ConnectionTimeoutError(safe_url, message)
        return errors.ConnectionError(safe_url, f"Connection error: {_describe(error)}: {safe_url}")

    def _log_attempt(
        self,
        call: _Call,
        request: TransportRequest,
        retry: int,
        started: float,
        response: Optional[_Answer],
        error: Optional[BaseException] = None,
    ) -> None:
        """Logs one attempt (info: method, URL, status or failure, time to the response's headers, the attempt
        number; debug: the request's and the response's headers, credentials redacted)."""
        if not logger.isEnabledFor(logging.INFO):
            return
        elapsed = (time.monotonic() - started) * 1000
        outcome = str(response.status_code) if response is not None else f"failed ({_describe(error or OSError())})"
        logger.info("%s %s -> %s in %.0f ms (attempt %d)", call.method, self._redact(call.url), outcome, elapsed, retry + 1)
        if logger.isEnabledFor(logging.DEBUG):
            secret = [a.name for a in (self._config.auth, *self._config.schemes) if a.kind == "header" and a.name]
            logger.debug("request headers: %s", redact_headers(request.headers, secret))
            if response is not None:
                logger.debug("response headers: %s", redact_headers(response.headers, secret))

    def _log_retry(self, call: _Call, retry: int, delay: float) -> None:
        logger.info("retrying %s %s in %.3f s (retry %d of %d)", call.method, self._redact(call.url), delay, retry + 1,
                    call.max_retries)

    def _random(self) -> float:
        """A number in [0, 1) for the backoff jitter. Tests replace it for exact delays."""
        return random.random()

    def _result(
        self,
        call: _Call,
        status: int,
        headers: Mapping[str, str],
        payload: bytes,
        response_type: ResponseType,
        cast_to: Any,
    ) -> Any:
        """What a generated method returns for a successful response (``parse()`` of its raw response)."""
        body = _decode_success(payload, headers, response_type)
        if cast_to is None or response_type != "json":
            return body
        value = construct_value(cast_to, body)
        if isinstance(value, BaseModel):
            object.__setattr__(value, "_sdk_request_id", request_id_of(headers, self._config.request_id_header))
        return value

    def _raw(self, call: _Call, status: int, headers: Mapping[str, str], parse: Callable[[bytes], T], payload: bytes) -> APIResponse[T]:
        return APIResponse(status, headers, payload, parse, method=call.method, url=self._redact(call.url),
                           request_id_header=self._config.request_id_header)

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
        idempotency_key: Optional[str] = None,
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
        if idempotency_key is not None and config.idempotency_header is not None:
            headers.set(config.idempotency_header, idempotency_key)
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
        error = errors.APIError.from_response(response.status_code, response.headers, response.body, message)
        error.request_id_header = self._config.request_id_header
        return error

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


class BaseClient(ClientCore):
    """The HTTP core every generated synchronous client extends.

    Generated methods call :meth:`_request` or :meth:`_paginate`; users see the constructor arguments, the public
    attributes, :meth:`with_options`, :meth:`close` and the generic :meth:`get` / :meth:`post` / ... requests.
    """

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
        log_level: Optional[str] = None,
        transport: Optional[Transport] = None,
        proxy: ProxySetting = None,
        ssl_context: Optional[ssl.SSLContext] = None,
    ) -> None:
        """``transport``: sends each attempt instead of the built-in :class:`HTTPTransport` (a custom HTTP stack,
        a recorder in tests); ``proxy`` and ``ssl_context`` configure the built-in one."""
        super().__init__(
            config=config,
            base_url=base_url,
            api_key=api_key,
            max_retries=max_retries,
            timeout=timeout,
            default_headers=default_headers,
            path_values=path_values,
            credentials=credentials,
            log_level=log_level,
        )
        self._transport: Transport = transport if transport is not None else HTTPTransport(proxy=proxy, ssl_context=ssl_context)

    def close(self) -> None:
        """Closes the idle connections of the built-in transport (a client is usable again afterwards)."""
        close = getattr(self._transport, "close", None)
        if callable(close):
            close()

    def __enter__(self: ClientT) -> ClientT:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

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
        event_data: str = "json",
        stream_flag: Optional[str] = None,
        retryable: bool = True,
        cast_to: Any = None,
        stream_cast_to: Any = None,
        options: Optional[RequestOptions] = None,
    ) -> Any:
        """Sends one operation call, retrying as the policy allows; returns the response body.

        ``body`` (None: no body) is encoded as ``encoding`` says, with ``content_type`` or the
        encoding's default; fields whose value is ``omit`` are left out, the options' ``extra_body`` is merged
        in. By ``response_type``: ``"json"`` gives None for an empty body, the decoded JSON for a JSON
        response (as ``cast_to``, a generated type, when given), text otherwise; ``"text"`` gives ``str``;
        ``"binary"`` gives ``bytes``; ``"stream"`` gives a :class:`Stream` of Server-Sent Events over the live body, its
        items read as ``event_data`` says and converted to ``cast_to`` (the timeout then bounds each wait between
        reads). ``stream_flag``: a JSON-or-stream operation's body field (``stream``); when the body sets it to True
        the call streams, its items converted to ``stream_cast_to``. Raises an :class:`~errors.APIError` subclass.
        Called by generated code.
        Called through ``with_raw_response`` it returns an :class:`APIResponse`, through
        ``with_streaming_response`` a :class:`StreamedAPIResponse`.
        """
        mode = RESPONSE_MODE.get()
        RESPONSE_MODE.set(None)
        request_options: RequestOptions = options or {}
        encoded = _encoded_body(body, encoding, content_type, request_options)
        target = _Target(path, path_params, query_styles, server_url, security)
        if stream_flag is not None and _flag_set(body, stream_flag):
            response_type, accept, cast_to = "stream", "text/event-stream", stream_cast_to
        call = self._prepare(method, target, query, encoded, response_type, accept, retryable, request_options)
        call = call._replace(stream=mode == "stream" or response_type == "stream")
        response = self._send(call)
        if response_type == "stream":
            return self._event_stream(call, response, mode, event_data, cast_to)

        def parse(payload: bytes) -> Any:
            return self._result(call, response.status_code, response.headers, payload, response_type, cast_to)

        if mode == "stream":
            chunks = self._chunks(call, response)
            return StreamedAPIResponse(
                response.status_code, response.headers, chunks, response.close, parse, method=call.method, url=self._redact(call.url),
                request_id_header=self._config.request_id_header,
            )
        payload = self._read(call, response)
        if mode == "raw":
            return self._raw(call, response.status_code, response.headers, parse, payload)
        return parse(payload)

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
        ``page_type`` and ``item_type`` (generated types) when given. Called by generated code. Through
        ``with_raw_response`` it returns the first page's :class:`APIResponse` (``parse()`` gives the page).
        """
        mode = RESPONSE_MODE.get()
        RESPONSE_MODE.set(None)
        request_options: RequestOptions = options or {}
        encoded = _encoded_body(body, encoding, content_type, request_options)
        target = _Target(path, path_params, query_styles, server_url, security)

        def fetch(request: PageRequest) -> Tuple[_Call, TransportResponse, bytes]:
            call = self._page_call(method, target, request, (body, encoded), encoding, content_type, retryable, request_options)
            response = self._send(call)
            return call, response, self._read(call, response)

        def fetch_page(request: PageRequest) -> PageResponse:
            call, response, payload = fetch(request)
            parsed = self._result(call, response.status_code, response.headers, payload, "json", None)
            return PageResponse(parsed, response.headers.get("link"))

        start = {key: value for key, value in (query or {}).items() if value is not None}
        if mode is None:
            return Page[Any, Any].first(pagination, start, fetch_page, page_type=page_type, item_type=item_type)
        first_call, first, first_payload = fetch(PageRequest(start))

        def parse(payload: bytes) -> Any:
            parsed = self._result(first_call, first.status_code, first.headers, payload, "json", None)
            response = PageResponse(parsed, first.headers.get("link"))
            return Page[Any, Any](pagination, PageRequest(start), response, fetch_page, page_type=page_type, item_type=item_type)

        return cast(Any, self._raw(first_call, first.status_code, first.headers, parse, first_payload))

    def request(
        self,
        method: str,
        path: str,
        *,
        cast_to: Type[T],
        body: Any = None,
        query: Optional[Mapping[str, Any]] = None,
        headers: Optional[Headers] = None,
        options: Optional[RequestOptions] = None,
    ) -> T:
        """Calls an endpoint the SDK has no method for, with the client's authentication, retries and errors.

        ``path`` is appended to the base URL as given (encode its values yourself); ``body`` is sent as JSON;
        ``cast_to`` is what the response becomes (a model class, ``Dict[str, Any]``, ``object`` for the JSON as
        decoded, ``str``, ``bytes``)."""
        kind = _generic_kind(cast_to)
        value = self._request(
            method, _literal_path(path), body=body, query=query, response_type=kind[0], cast_to=kind[1], options=merge_options(options, headers)
        )
        return cast(T, value)

    def get(self, path: str, *, cast_to: Type[T], query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``GET path`` (see :meth:`request`)."""
        return self.request("get", path, cast_to=cast_to, query=query, headers=headers, options=options)

    def post(self, path: str, *, cast_to: Type[T], body: Any = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``POST path`` with a JSON ``body`` (see :meth:`request`)."""
        return self.request("post", path, cast_to=cast_to, body=body, query=query, headers=headers, options=options)

    def put(self, path: str, *, cast_to: Type[T], body: Any = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``PUT path`` with a JSON ``body`` (see :meth:`request`)."""
        return self.request("put", path, cast_to=cast_to, body=body, query=query, headers=headers, options=options)

    def patch(self, path: str, *, cast_to: Type[T], body: Any = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``PATCH path`` with a JSON ``body`` (see :meth:`request`)."""
        return self.request("patch", path, cast_to=cast_to, body=body, query=query, headers=headers, options=options)

    def delete(self, path: str, *, cast_to: Type[T], query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``DELETE path`` (see :meth:`request`)."""
        return self.request("delete", path, cast_to=cast_to, query=query, headers=headers, options=options)

    def _sleep(self, seconds: float) -> None:
        """Waits before a retry. Tests replace it to avoid real waiting."""
        time.sleep(seconds)

    def _event_stream(
        self, call: _Call, response: TransportResponse, mode: Optional[str], event_data: str, cast_to: Any
    ) -> Any:
        """An event-stream call's result: a :class:`Stream` over the live body. Through ``with_raw_response``, an
        :class:`APIResponse` whose ``parse()`` gives that stream (its ``content`` is empty: the stream reads the body);
        through ``with_streaming_response``, the response with the body unread (``parse()`` reads all of it and gives
        the stream of its events)."""

        def stream(chunks: Iterable[bytes], close: Callable[[], None]) -> Stream[Any]:
            return Stream(chunks, close, status_code=response.status_code, headers=response.headers,
                          event_data=event_data, cast_to=cast_to, request_id_header=self._config.request_id_header)

        if mode == "stream":
            return StreamedAPIResponse(
                response.status_code, response.headers, self._chunks(call, response), response.close,
                lambda payload: stream([payload], _closed), method=call.method, url=self._redact(call.url),
                request_id_header=self._config.request_id_header,
            )
        live = stream(self._chunks(call, response), response.close)
        return live if mode is None else self._raw(call, response.status_code, response.headers, lambda _: live, b"")

    def _send(self, call: _Call) -> TransportResponse:
        """Sends the call's attempts until one succeeds (2xx: the response with its body unread) or an error is
        final (raised)."""
        retry = 0
        while True:
            request = self._transport_request(call, retry)
            started = time.monotonic()
            try:
                response = self._transport(request)
            except (OSError, http.client.HTTPException) as error:
                self._log_attempt(call, request, retry, started, None, error)
                delay = self._retry_after_failure(call, retry)
                if delay is None:
                    raise self._connection_error(error, call) from error
                self._log_retry(call, retry, delay)
                self._sleep(delay)
                retry += 1
                continue
            self._log_attempt(call, request, retry, started, response)
            if 200 <= response.status_code < 300:
                return response
            payload = self._read(call, response)
            failed = RawResponse(response.status_code, response.headers, _parse_body(payload, response.headers))
            delay = self._retry_after_status(call, retry, failed.status_code, failed.headers)
            if delay is None:
                raise self._error_for(failed)
            self._log_retry(call, retry, delay)
            self._sleep(delay)
            retry += 1

    def _read(self, call: _Call, response: TransportResponse) -> bytes:
        try:
            return response.read()
        except (OSError, http.client.HTTPException) as error:
            raise self._connection_error(error, call) from error

    def _chunks(self, call: _Call, response: TransportResponse) -> Iterator[bytes]:
        try:
            yield from response.iter_bytes()
        except (OSError, http.client.HTTPException) as error:
            raise self._connection_error(error, call) from error


class AsyncBaseClient(ClientCore):
    """The core every generated async client (``Async<Client>``) extends: the same options, retries and errors as
    :class:`BaseClient`, every call awaitable, HTTP over ``asyncio`` (:class:`AsyncHTTPTransport`) so calls never
    block the event loop. Cancelling a call closes its connection."""

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
        log_level: Optional[str] = None,
        transport: Optional[AsyncTransport] = None,
        proxy: ProxySetting = None,
        ssl_context: Optional[ssl.SSLContext] = None,
    ) -> None:
        """``transport``: an async callable sending each attempt instead of the built-in
        :class:`AsyncHTTPTransport`; ``proxy`` and ``ssl_context`` configure the built-in one."""
        super().__init__(
            config=config,
            base_url=base_url,
            api_key=api_key,
            max_retries=max_retries,
            timeout=timeout,
            default_headers=default_headers,
            path_values=path_values,
            credentials=credentials,
            log_level=log_level,
        )
        self._transport: AsyncTransport = (
            transport if transport is not None else AsyncHTTPTransport(proxy=proxy, ssl_context=ssl_context)
        )

    async def close(self) -> None:
        """Closes the idle connections of the built-in transport."""
        close = getattr(self._transport, "aclose", None)
        if callable(close):
            await cast(Callable[[], Awaitable[None]], close)()

    async def __aenter__(self: ClientT) -> ClientT:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def _request(
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
        event_data: str = "json",
        stream_flag: Optional[str] = None,
        retryable: bool = True,
        cast_to: Any = None,
        stream_cast_to: Any = None,
        options: Optional[RequestOptions] = None,
    ) -> Any:
        """:meth:`BaseClient._request`, awaitable (streamed responses: :class:`AsyncStreamedAPIResponse`)."""
        mode = RESPONSE_MODE.get()
        RESPONSE_MODE.set(None)
        request_options: RequestOptions = options or {}
        encoded = _encoded_body(body, encoding, content_type, request_options)
        target = _Target(path, path_params, query_styles, server_url, security)
        if stream_flag is not None and _flag_set(body, stream_flag):
            response_type, accept, cast_to = "stream", "text/event-stream", stream_cast_to
        call = self._prepare(method, target, query, encoded, response_type, accept, retryable, request_options)
        call = call._replace(stream=mode == "stream" or response_type == "stream")
        response = await self._send(call)
        if response_type == "stream":
            return self._event_stream(call, response, mode, event_data, cast_to)

        def parse(payload: bytes) -> Any:
            return self._result(call, response.status_code, response.headers, payload, response_type, cast_to)

        if mode == "stream":
            chunks = self._chunks(call, response)
            return AsyncStreamedAPIResponse(
                response.status_code, response.headers, chunks, response.aclose, parse, method=call.method, url=self._redact(call.url),
                request_id_header=self._config.request_id_header,
            )
        payload = await self._read(call, response)
        if mode == "raw":
            return self._raw(call, response.status_code, response.headers, parse, payload)
        return parse(payload)

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
    ) -> AsyncPager[Any, Any]:
        """:meth:`BaseClient._paginate` for the async client: the :class:`AsyncPager` sends the first request when
        awaited or iterated."""
        mode = RESPONSE_MODE.get()
        request_options: RequestOptions = options or {}
        encoded = _encoded_body(body, encoding, content_type, request_options)
        target = _Target(path, path_params, query_styles, server_url, security)
        start = {key: value for key, value in (query or {}).items() if value is not None}

        async def fetch(request: PageRequest) -> Tuple[_Call, AsyncTransportResponse, bytes]:
            call = self._page_call(method, target, request, (body, encoded), encoding, content_type, retryable, request_options)
            response = await self._send(call)
            return call, response, await self._read(call, response)

        async def fetch_page(request: PageRequest) -> PageResponse:
            call, response, payload = await fetch(request)
            parsed = self._result(call, response.status_code, response.headers, payload, "json", None)
            return PageResponse(parsed, response.headers.get("link"))

        def page(response: PageResponse) -> AsyncPage[Any, Any]:
            return AsyncPage[Any, Any](pagination, PageRequest(start), response, fetch_page, page_type=page_type, item_type=item_type)

        async def first() -> Any:
            if mode is None:
                return page(await fetch_page(PageRequest(start)))
            call, response, payload = await fetch(PageRequest(start))

            def parse(raw: bytes) -> Any:
                parsed = self._result(call, response.status_code, response.headers, raw, "json", None)
                return page(PageResponse(parsed, response.headers.get("link")))

            return self._raw(call, response.status_code, response.headers, parse, payload)

        return AsyncPager[Any, Any](first)

    async def request(
        self,
        method: str,
        path: str,
        *,
        cast_to: Type[T],
        body: Any = None,
        query: Optional[Mapping[str, Any]] = None,
        headers: Optional[Headers] = None,
        options: Optional[RequestOptions] = None,
    ) -> T:
        """:meth:`BaseClient.request`, awaitable."""
        kind = _generic_kind(cast_to)
        value = await self._request(
            method, _literal_path(path), body=body, query=query, response_type=kind[0], cast_to=kind[1], options=merge_options(options, headers)
        )
        return cast(T, value)

    async def get(self, path: str, *, cast_to: Type[T], query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``GET path`` (see :meth:`request`)."""
        return await self.request("get", path, cast_to=cast_to, query=query, headers=headers, options=options)

    async def post(self, path: str, *, cast_to: Type[T], body: Any = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``POST path`` with a JSON ``body`` (see :meth:`request`)."""
        return await self.request("post", path, cast_to=cast_to, body=body, query=query, headers=headers, options=options)

    async def put(self, path: str, *, cast_to: Type[T], body: Any = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``PUT path`` with a JSON ``body`` (see :meth:`request`)."""
        return await self.request("put", path, cast_to=cast_to, body=body, query=query, headers=headers, options=options)

    async def patch(self, path: str, *, cast_to: Type[T], body: Any = None, query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``PATCH path`` with a JSON ``body`` (see :meth:`request`)."""
        return await self.request("patch", path, cast_to=cast_to, body=body, query=query, headers=headers, options=options)

    async def delete(self, path: str, *, cast_to: Type[T], query: Optional[Mapping[str, Any]] = None, headers: Optional[Headers] = None, options: Optional[RequestOptions] = None) -> T:
        """``DELETE path`` (see :meth:`request`)."""
        return await self.request("delete", path, cast_to=cast_to, query=query, headers=headers, options=options)

    async def _sleep(self, seconds: float) -> None:
        """Waits before a retry without blocking the event loop. Tests replace it to avoid real waiting."""
        await asyncio.sleep(seconds)

    def _event_stream(
        self, call: _Call, response: AsyncTransportResponse, mode: Optional[str], event_data: str, cast_to: Any
    ) -> Any:
        """:meth:`BaseClient._event_stream` with an :class:`AsyncStream`."""

        def stream(chunks: AsyncIterable[bytes], close: Callable[[], Awaitable[None]]) -> AsyncStream[Any]:
            return AsyncStream(chunks, close, status_code=response.status_code, headers=response.headers,
                               event_data=event_data, cast_to=cast_to, request_id_header=self._config.request_id_header)

        if mode == "stream":
            return AsyncStreamedAPIResponse(
                response.status_code, response.headers, self._chunks(call, response), response.aclose,
                lambda payload: stream(_async_chunks(payload), _async_closed), method=call.method,
                url=self._redact(call.url), request_id_header=self._config.request_id_header,
            )
        live = stream(self._chunks(call, response), response.aclose)
        return live if mode is None else self._raw(call, response.status_code, response.headers, lambda _: live, b"")

    async def _send(self, call: _Call) -> AsyncTransportResponse:
        """:meth:`BaseClient._send`, awaitable."""
        retry = 0
        while True:
            request = self._transport_request(call, retry)
            started = time.monotonic()
            try:
                response = await self._transport(request)
            except _ASYNC_NO_RESPONSE as error:
                self._log_attempt(call, request, retry, started, None, error)
                delay = self._retry_after_failure(call, retry)
                if delay is None:
                    raise self._connection_error(error, call) from error
                self._log_retry(call, retry, delay)
                await self._sleep(delay)
                retry += 1
                continue
            self._log_attempt(call, request, retry, started, response)
            if 200 <= response.status_code < 300:
                return response
            payload = await self._read(call, response)
            failed = RawResponse(response.status_code, response.headers, _parse_body(payload, response.headers))
            delay = self._retry_after_status(call, retry, failed.status_code, failed.headers)
            if delay is None:
                raise self._error_for(failed)
            self._log_retry(call, retry, delay)
            await self._sleep(delay)
            retry += 1

    async def _read(self, call: _Call, response: AsyncTransportResponse) -> bytes:
        try:
            return await response.aread()
        except _ASYNC_NO_RESPONSE as error:
            raise self._connection_error(error, call) from error

    async def _chunks(self, call: _Call, response: AsyncTransportResponse) -> AsyncIterator[bytes]:
        try:
            async for chunk in response.aiter_bytes():
                yield chunk
        except _ASYNC_NO_RESPONSE as error:
            raise self._connection_error(error, call) from error


_ASYNC_NO_RESPONSE = (OSError, EOFError, asyncio.LimitOverrunError)
"""What the async transport raises when no (complete) response arrived."""


class _Answer(Protocol):
    """What :meth:`ClientCore._log_attempt` reads of a response of either transport."""

    status_code: int
    headers: Dict[str, str]


def _flag_set(body: Any, flag: str) -> bool:
    """Whether a JSON-or-stream call asks for the stream: its body sets ``flag`` to True."""
    return isinstance(body, Mapping) and cast(Mapping[str, Any], body).get(flag) is True


def _closed() -> None:
    """The close of a stream over bytes already read."""


async def _async_closed() -> None:
    """The close of an async stream over bytes already read."""


async def _async_chunks(payload: bytes) -> AsyncIterator[bytes]:
    yield payload


def _generic_kind(cast_to: Any) -> Tuple[ResponseType, Any]:
    """The response type and ``cast_to`` of a generic request's ``cast_to``: bytes, str, object or a type."""
    if cast_to is bytes:
        return "binary", None
    if cast_to is str:
        return "text", None
    return "json", None if cast_to is object else cast_to


def _literal_path(path: str) -> str:
    """A path given by the user, with braces escaped so they are not taken as placeholders."""
    return path.replace("{", "%7B").replace("}", "%7D")


class _ResourceBase:
    """What resource classes of both clients share: the client they call (``with_options`` rebinds it)."""

    _client: Any

    def __init__(self, client: Any) -> None:
        self._client = client


class APIResource(_ResourceBase):
    """Base class of generated resource classes.

    Their methods call :meth:`_request` and :meth:`_paginate`, exactly as methods on the client root
    call the client's own: they are the client's methods (see :meth:`BaseClient._request` / :meth:`BaseClient._paginate`).
    """

    _client: BaseClient

    def __init__(self, client: BaseClient) -> None:
        super().__init__(client)
        # A resource calls its client's core: a use of the core's own internals.
        self._request = client._request  # pyright: ignore[reportPrivateUsage]
        self._paginate = client._paginate  # pyright: ignore[reportPrivateUsage]


class AsyncAPIResource(_ResourceBase):
    """Base class of the async client's generated resource classes (``Async<Resource>``): :meth:`_request` and
    :meth:`_paginate` are those of :class:`AsyncBaseClient`."""

    _client: AsyncBaseClient

    def __init__(self, client: AsyncBaseClient) -> None:
        super().__init__(client)
        self._request = client._request  # pyright: ignore[reportPrivateUsage]
        self._paginate = client._paginate  # pyright: ignore[reportPrivateUsage]


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
    if reason is not None and isinstance(reason, BaseException):
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
    "ClientCore",
    "BaseClient",
    "AsyncBaseClient",
    "APIResource",
    "AsyncAPIResource",
]
