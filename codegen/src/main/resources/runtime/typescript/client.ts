// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

import { encodeBody } from './body.js';
import type { BodyEncoding, EncodedBody, ResponseType } from './body.js';
import { APIError, ConnectionError, ConnectionTimeoutError, errorMessage } from './errors.js';
import type { ResponseHeaders } from './errors.js';
import { Log, parseLogLevel, redactHeaders } from './logging.js';
import type { Logger, LogLevel } from './logging.js';
import { Page, PagePromise } from './pagination.js';
import { APIPromise, requestIdOf } from './response.js';
import type { WithResponse } from './response.js';
import type { PageRequest, PageResponse, PaginationSpec } from './pagination.js';
import { DEFAULT_RETRY_POLICY, newIdempotencyKey, responseRetryDelayMs, retryDelayMs, shouldRetryResponse } from './retries.js';
import type { RetryPolicy } from './retries.js';
import { Stream } from './streaming.js';
import type { EventData } from './streaming.js';
import { buildPath, encodeQuery, joinURL } from './url.js';
import type { PathParam, QueryStyle } from './url.js';

/** Request timeout when the client and the call do not set one: one minute. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/**
 * Where the API key goes, from the spec's security scheme. `scheme` is the scheme's name in the spec, set when
 * operations name the schemes they send ({@link RequestSpec.security}).
 */
export type AuthScheme = AuthPlacement & { readonly scheme?: string };

/**
 * A security scheme other than the primary one: its value comes from the client option `option`, else from
 * the environment variable `env`.
 */
export type NamedAuthScheme = AuthPlacement & {
  readonly scheme: string;
  readonly option: string;
  readonly env: string;
};

/** A credential's placement on the request. */
export type AuthPlacement =
  | { readonly type: 'none' }
  /** `Authorization: Bearer <key>` (http bearer). */
  | { readonly type: 'bearer' }
  /** `Authorization: Basic <base64(key)>` (http basic); the key is `user:password` (no `:` = empty password). */
  | { readonly type: 'basic' }
  /**
   * The key as the value of a named header (apiKey in header); with a `prefix` (sdkgen.yaml's
   * `client.auth_prefix`, for the Authorization header) it is sent as `<prefix> <key>`.
   */
  | { readonly type: 'header'; readonly name: string; readonly prefix?: string }
  /** The key as the value of a named query parameter (apiKey in query). */
  | { readonly type: 'query'; readonly name: string };

/** The constants a generated client hands to {@link BaseClient}: they come from sdkgen.yaml and the spec. */
export interface ClientConfig {
  /** `sdk.name`, for the User-Agent. */
  readonly sdkName: string;
  /** `sdk.version`, for the User-Agent. */
  readonly sdkVersion: string;
  /** `client.base_url`, else the spec's first server; `''` when neither gives one (then `baseURL` is required). */
  readonly defaultBaseURL: string;
  /** `client.api_key_env`: read when no API key is passed. */
  readonly apiKeyEnv: string;
  readonly auth: AuthScheme;
  /** The spec's other security schemes that some operation sends, each with its own option and variable. */
  readonly schemes?: readonly NamedAuthScheme[] | undefined;
  /** The `retries` section, or `null` when sdkgen.yaml has none (then the client never retries by default). */
  readonly retryPolicy: RetryPolicy | null;
  /**
   * `client.idempotency_header`: the header that carries an idempotency key on every request but GET and HEAD (one
   * key per call, the same on each of its retries); absent when sdkgen.yaml sets none (then no key is sent).
   */
  readonly idempotencyHeader?: string | undefined;
  /** `client.request_id_header`: the response header with the request id; without it `x-request-id`, then `request-id`. */
  readonly requestIdHeader?: string | undefined;
  /** UPPER_SNAKE(`sdk.name`) + `_LOG`: the variable that sets the log level when the `logLevel` option does not. */
  readonly logEnv?: string | undefined;
}

/** The fetch function the client calls; the global `fetch` unless the caller passes another. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** What a user passes to the generated client's constructor. */
export interface ClientOptions {
  /**
   * Overrides the default base URL (for a proxy, a mock server, another region). It replaces the base
   * URL of every operation, also of those the spec sends to a host of their own (an upload host).
   * Required when the spec names no server and sdkgen.yaml sets no `client.base_url`.
   */
  baseURL?: string | undefined;
  /** The API key; when omitted, the environment variable named by `client.api_key_env` is read. */
  apiKey?: string | undefined;
  /** Retries after the first attempt. Defaults to the generated retry policy's, else 0. */
  maxRetries?: number | undefined;
  /** Per-attempt timeout in milliseconds (default {@link DEFAULT_TIMEOUT_MS}). */
  timeout?: number | undefined;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string> | undefined;
  /** A fetch implementation to use instead of the global one. */
  fetch?: Fetch | undefined;
  /**
   * Options merged into every fetch call's `RequestInit` (a Node `dispatcher` for a proxy or connection pool,
   * `keepalive`, `cache`, ...). The client's own `method`, `headers`, `body` and `signal` win over these.
   */
  fetchOptions?: RequestInit | undefined;
  /**
   * How much to log (`off`, `error`, `warn`, `info`, `debug`); without it the `<NAME>_LOG` environment variable's
   * value, else `off`. Credentials are always masked.
   */
  logLevel?: LogLevel | undefined;
  /** Where log lines go (an object with `error`, `warn`, `info` and `debug` methods); `console` by default. */
  logger?: Logger | undefined;
}

/** Per-call options: the last argument of every generated method. */
export interface RequestOptions {
  /** Per-attempt timeout in milliseconds for this call. */
  timeout?: number | undefined;
  /** Retries after the first attempt for this call (0 disables retrying). */
  maxRetries?: number | undefined;
  /** Extra headers; a `null` value removes a header the client would send. */
  headers?: Record<string, string | null | undefined> | undefined;
  /** Extra query parameters, merged over the method's own. */
  query?: object | undefined;
  /**
   * Extra body fields, merged over the method's JSON, form or multipart body (for a parameter the spec does not
   * describe yet). On a generic request ({@link BaseClient.post} ...) this is the whole request body, sent as JSON.
   */
  body?: unknown;
  /** Options merged into this call's fetch `RequestInit`, over the client's `fetchOptions`. */
  fetchOptions?: RequestInit | undefined;
  /** Cancels the call when aborted. */
  signal?: AbortSignal | undefined;
  /**
   * The idempotency key of this call, instead of a generated one (sent on every attempt, whatever the method);
   * only for an SDK generated with `client.idempotency_header`. A header set in `headers` wins over it.
   */
  idempotencyKey?: string | undefined;
}

/** One operation call, as generated code describes it. */
export interface RequestSpec {
  readonly method: HttpMethod;
  /** The spec's path template, e.g. `/accounts/{account_id}/cards`. */
  readonly path: string;
  /** Values for the template's placeholders, in order; each is percent-encoded. */
  readonly pathParams?: readonly PathParam[] | undefined;
  /** Query parameters (wire names); `undefined` values are left out. */
  readonly query?: object | undefined;
  /** Array query parameters (wire names) not sent as repeated keys, and how they are sent. */
  readonly queryStyles?: Readonly<Record<string, QueryStyle>> | undefined;
  /**
   * The operation's own base URL (`servers` on the operation or its path item), used instead of the
   * client's default; a `baseURL` the user passed to the client wins over it.
   */
  readonly serverUrl?: string | undefined;
  /**
   * The operation's security requirements when not the primary scheme alone: alternatives, each the names of
   * the schemes sent together. The call sends the first alternative whose schemes all have a value, else the
   * values the first alternative with some has; `[]` sends no credentials.
   */
  readonly security?: readonly (readonly string[])[] | undefined;
  /** Request body, encoded as `encoding` says; `undefined` sends no body. */
  readonly body?: unknown;
  /** How the body is encoded: `json` (default), `form`, `multipart`, `binary` or `text`. */
  readonly encoding?: BodyEncoding | undefined;
  /** The Content-Type of the body; defaults to the encoding's (multipart always gets its own boundary). */
  readonly contentType?: string | undefined;
  /**
   * What a successful response becomes: `json` (default), `text` (a string), `binary` (a fetch `Response`) or
   * `stream` (a {@link Stream} of its Server-Sent Events).
   */
  readonly responseType?: ResponseType | undefined;
  /**
   * The Accept header; defaults to `application/json` for `json` responses, `text/event-stream` for streams, any
   * type otherwise.
   */
  readonly accept?: string | undefined;
  /** What one item of an event stream is made of (default `json`: the event's data parsed as JSON). */
  readonly eventData?: EventData | undefined;
  /**
   * A boolean body property that asks for an event stream (`stream`): when the body has it `true`, the response is
   * read as a `stream` (a JSON-or-stream operation).
   */
  readonly streamFlag?: string | undefined;
  /** `false` for operations marked `x-sdkgen-retries: {enabled: false}`: never retried. */
  readonly retryable?: boolean | undefined;
  /** `true` for a generic request: the path is sent as given, without placeholders to fill. */
  readonly literalPath?: boolean | undefined;
}

/** A received response (any status). */
export interface RawResponse {
  readonly status: number;
  readonly headers: ResponseHeaders;
  readonly body: unknown;
}

/** A response the call returns: the decoded body, and the fetch `Response` that {@link APIPromise} hands out. */
interface Sent extends RawResponse {
  readonly response: Response;
}

/** What one attempt received, before the body is decoded. */
interface Received {
  readonly status: number;
  readonly statusText: string;
  readonly headers: ResponseHeaders;
  readonly fetchHeaders: Headers;
  readonly data: ArrayBuffer;
  /** A streamed success: the unread response, the controller that aborts it and what to undo when it ends. */
  readonly live?: { readonly response: Response; readonly controller: AbortController; readonly release: () => void };
}

/**
 * The HTTP core every generated client extends. Generated methods call {@link BaseClient._request}
 * or {@link BaseClient._paginate}; users only see the constructor options and the public fields.
 */
export class BaseClient {
  /** Base URL every path is appended to. */
  readonly baseURL: string;
  /** The API key in use, or `undefined` when none was passed or found in the environment. */
  readonly apiKey: string | undefined;
  /** Retries after the first attempt, unless a call overrides it. */
  readonly maxRetries: number;
  /** Per-attempt timeout in milliseconds, unless a call overrides it. */
  readonly timeout: number;

  /** @internal */
  protected readonly _config: ClientConfig;
  private readonly _defaultHeaders: Record<string, string>;
  private readonly _baseURLOverridden: boolean;
  private readonly _fetch: Fetch;
  private readonly _fetchOptions: RequestInit;
  private readonly _log: Log;
  private readonly _options: ClientOptions;
  private readonly _pathValues: Readonly<Record<string, string>>;
  private readonly _credentials: Map<string, string> = new Map();

  /**
   * @param pathValues the values of the path parameters the generated client takes as client options (a path
   *   parameter with a default, such as an API version segment), by the parameter's name in the spec
   */
  constructor(config: ClientConfig, options: ClientOptions = {}, pathValues: Readonly<Record<string, string>> = {}) {
    this._config = config;
    this._options = copyOptions(options);
    this._pathValues = { ...pathValues };
    this.baseURL = options.baseURL ?? config.defaultBaseURL;
    this._baseURLOverridden = options.baseURL !== undefined;
    if (this.baseURL === '') {
      throw new TypeError(
        'No base URL: the API description names no server, so pass the baseURL option ' +
          "(for example new Client({ baseURL: 'https://api.example.com' }))",
      );
    }
    const apiKey = options.apiKey ?? readEnv(config.apiKeyEnv);
    this.apiKey = apiKey === undefined || apiKey === '' ? undefined : apiKey;
    const passed = options as unknown as Record<string, unknown>;
    for (const scheme of config.schemes ?? []) {
      const option = passed[scheme.option];
      const value = typeof option === 'string' ? option : readEnv(scheme.env);
      if (value !== undefined && value !== '') {
        this._credentials.set(scheme.scheme, value);
      }
    }
    this.maxRetries = checkNonNegativeInteger('maxRetries', options.maxRetries ?? config.retryPolicy?.maxRetries ?? 0);
    this.timeout = checkPositive('timeout', options.timeout ?? DEFAULT_TIMEOUT_MS);
    this._defaultHeaders = { ...(options.defaultHeaders ?? {}) };
    const fetchImpl = options.fetch ?? (globalThis as { fetch?: Fetch }).fetch;
    if (fetchImpl === undefined) {
      throw new Error('No global fetch is available: use Node 18 or later, or pass the `fetch` client option');
    }
    this._fetch = fetchImpl;
    this._fetchOptions = { ...(options.fetchOptions ?? {}) };
    const level = options.logLevel ?? parseLogLevel(config.logEnv === undefined ? undefined : readEnv(config.logEnv)) ?? 'off';
    this._log = new Log(level, options.logger ?? console);
  }

  /**
   * A new client of the same class with these options over the ones this client was made with (the API key this
   * client resolved included). The two share nothing mutable: headers and fetch options are copied.
   */
  withOptions(options: ClientOptions): this {
    const make = this.constructor as new (options: ClientOptions) => this;
    return new make({ ...copyOptions(this._options), apiKey: this.apiKey, ...copyOptions(options) });
  }

  /**
   * A GET request to a path of the API that has no method in this SDK, with the client's authentication, retries
   * and errors. The path is relative to the base URL and sent as given; `options.query` adds query parameters.
   * Resolves to the parsed JSON body, typed as `T` (not checked).
   */
  get<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>('get', path, options);
  }

  /** A POST request to an undocumented path (see {@link get}); `options.body` is the JSON body. */
  post<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>('post', path, options);
  }

  /** A PUT request to an undocumented path (see {@link get}); `options.body` is the JSON body. */
  put<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>('put', path, options);
  }

  /** A PATCH request to an undocumented path (see {@link get}); `options.body` is the JSON body. */
  patch<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>('patch', path, options);
  }

  /** A DELETE request to an undocumented path (see {@link get}); `options.body`, when given, is the JSON body. */
  delete<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>('delete', path, options);
  }

  /** A request with any method to an undocumented path (see {@link get}). */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): APIPromise<T> {
    return this._request<T>({ method, path, literalPath: true }, options);
  }

  /**
   * Sends one operation call, retrying as the policy allows, and resolves to the response body as
   * `spec.responseType` says: parsed JSON or text (`undefined` when empty) by default, always a
   * string for `text`, a fetch `Response` for `binary`. Rejects with an {@link APIError} subclass.
   * The {@link APIPromise} also gives the final attempt's response and request id.
   * @internal Called by generated code.
   */
  _request<T = unknown>(spec: RequestSpec, options?: RequestOptions): APIPromise<T> {
    const received = this._send(spec, options ?? {}).then((sent) => ({
      data: sent.body as T,
      response: sent.response,
      requestId: requestIdOf(sent.headers, this._config.requestIdHeader),
    }));
    return new APIPromise<T>(received);
  }

  /**
   * Starts a paginated list call: the result is awaitable (the first page) and async-iterable
   * (every item of every page).
   * @internal Called by generated code.
   */
  _paginate<Item, Body = unknown>(
    spec: RequestSpec,
    pagination: PaginationSpec,
    options?: RequestOptions,
  ): PagePromise<Item, Body> {
    const pageOf = (received: WithResponse<unknown>): PageResponse => ({
      body: received.data,
      link: received.response.headers.get('link'),
    });
    const fetchPage = (request: PageRequest): Promise<PageResponse> =>
      this._request<unknown>(this._pageSpec(spec, request), options)
        .withResponse()
        .then(pageOf);
    const query: Record<string, unknown> = { ...(spec.query ?? {}) };
    const first: Promise<WithResponse<unknown>> = this._request<unknown>({ ...spec, query }, options).withResponse();
    const page = Page.first<Item, Body>(pagination, query, fetchPage, first.then(pageOf));
    return new PagePromise<Item, Body>(page, first);
  }

  /**
   * The request of a page after the first: the pager's query, its body properties over the caller's body, or the
   * next link's URL. A link is followed only under the base URL the list was called on (same scheme, host, port and
   * base path), so that credentials never go to another host; else the page fails with an error naming the link.
   */
  private _pageSpec(spec: RequestSpec, request: PageRequest): RequestSpec {
    const body = request.body === undefined ? spec.body : { ...(spec.body as object), ...request.body };
    if (request.url === undefined) {
      return { ...spec, query: request.query, body };
    }
    const base = this._baseURLOverridden ? this.baseURL : (spec.serverUrl ?? this.baseURL);
    const root = base.endsWith('/') ? base.slice(0, -1) : base;
    const url = new URL(request.url, root + '/').href;
    const rest = url.slice(root.length);
    if (!url.startsWith(root) || (rest !== '' && !'/?#'.includes(rest[0] as string))) {
      throw new Error(`The next page's link ${url} is not under the base URL ${base}: not followed`);
    }
    return { ...spec, path: rest, literalPath: true, pathParams: [], query: {}, body };
  }

  /** Waits before a retry. Tests override it to avoid real waiting. */
  protected _sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** A number in [0, 1) for the backoff jitter. Tests override it for exact delays. */
  protected _random(): number {
    return Math.random();
  }

  private async _send(spec: RequestSpec, options: RequestOptions): Promise<Sent> {
    const credentials = this._credentialsFor(spec);
    const url = this._buildURL(spec, options, credentials);
    const policy = this._config.retryPolicy ?? DEFAULT_RETRY_POLICY;
    const maxRetries =
      spec.retryable === false ? 0 : checkNonNegativeInteger('maxRetries', options.maxRetries ?? this.maxRetries);
    const timeout = checkPositive('timeout', options.timeout ?? this.timeout);
    const merged = withExtraBody(spec, options.body);
    const body = merged === undefined ? undefined : encodeBody(merged, spec.encoding ?? 'json', spec.contentType);
    const responseType = streamRequested(spec) ? 'stream' : (spec.responseType ?? 'json');
    const accept =
      responseType === 'stream'
        ? (spec.accept ?? 'text/event-stream')
        : (spec.accept ?? (responseType === 'json' ? 'application/json' : '*/*'));
    const idempotencyKey = this._idempotencyKeyFor(spec.method, options);

    const init: RequestInit = { ...this._fetchOptions, ...(options.fetchOptions ?? {}) };
    const label = `${spec.method.toUpperCase()} ${this._redact(url)}`;

    for (let retry = 0; ; retry++) {
      const canRetry = retry < maxRetries;
      let received: Received;
      const started = Date.now();
      try {
        const headers = this._buildHeaders(options, accept, body, retry, credentials, idempotencyKey);
        this._logHeaders(`${label} request headers`, headers);
        received = await this._attempt(spec.method, url, init, headers, body?.body, timeout, options.signal, responseType);
      } catch (error) {
        const failed = `${label} failed after ${Date.now() - started} ms: ${error instanceof Error ? error.message : String(error)}`;
        if (canRetry && policy.connectionErrors && error instanceof ConnectionError) {
          this._log.write('info', failed);
          await this._retryAfter(label, retry, maxRetries, retryDelayMs(policy, retry, undefined, this._random()));
          continue;
        }
        this._log.write('error', failed);
        throw error;
      }
      this._log.write('info', `${label} -> ${received.status} in ${Date.now() - started} ms`);
      this._logHeaders(`${label} response headers`, received.headers);
      if (received.live !== undefined) {
        const { response, controller, release } = received.live;
        const stream = Stream.fromResponse(response, controller, {
          eventData: spec.eventData,
          idleTimeout: timeout,
          url: this._redact(url),
          onClose: release,
        });
        return { status: received.status, headers: received.headers, body: stream, response };
      }
      if (received.status >= 200 && received.status < 300) {
        const data = decodeSuccess(received, responseType);
        const raw = data instanceof Response ? data : fetchResponse(received);
        return { status: received.status, headers: received.headers, body: data, response: raw };
      }
      const response: RawResponse = {
        status: received.status,
        headers: received.headers,
        body: parseBody(decodeText(received.data, received.headers), received.headers),
      };
      if (canRetry && shouldRetryResponse(policy, response.status, response.headers)) {
        await this._retryAfter(label, retry, maxRetries, responseRetryDelayMs(policy, retry, response.headers, this._random()));
        continue;
      }
      throw this._errorFor(response);
    }
  }

  /** Logs a retry (level `info`) and waits for it. */
  private _retryAfter(label: string, retry: number, maxRetries: number, delayMs: number): Promise<void> {
    this._log.write('info', `${label} retrying in ${Math.round(delayMs)} ms (retry ${retry + 1} of ${maxRetries})`);
    return this._sleep(delayMs);
  }

  /** Logs headers at level `debug`, every credential masked. */
  private _logHeaders(message: string, headers: Readonly<Record<string, string>>): void {
    if (this._log.enabled('debug')) {
      const secrets: string[] = [];
      for (const scheme of [this._config.auth, ...(this._config.schemes ?? [])]) {
        if (scheme.type === 'header') {
          secrets.push(scheme.name);
        }
      }
      this._log.write('debug', message, redactHeaders(headers, secrets));
    }
  }

  private async _attempt(
    method: HttpMethod,
    url: string,
    fetchOptions: RequestInit,
    headers: Record<string, string>,
    body: string | Blob | undefined,
    timeout: number,
    signal: AbortSignal | undefined,
    responseType: ResponseType,
  ): Promise<Received> {
    if (signal?.aborted) {
      throw abortReason(signal);
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const forwardAbort = (): void => controller.abort();
    signal?.addEventListener('abort', forwardAbort);
    let streaming = false;
    try {
      const init: RequestInit = { ...fetchOptions, method: method.toUpperCase(), headers, signal: controller.signal };
      if (body !== undefined) {
        init.body = body;
      }
      const response = await this._fetch(url, init);
      const responseHeaders: ResponseHeaders = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name.toLowerCase()] = value;
      });
      if (responseType === 'stream' && response.status >= 200 && response.status < 300) {
        // The stream's own idle timeout takes over from here; the caller's signal still aborts it.
        streaming = true;
        const release = (): void => signal?.removeEventListener('abort', forwardAbort);
        return {
          status: response.status,
          statusText: response.statusText,
          headers: responseHeaders,
          fetchHeaders: response.headers,
          data: new ArrayBuffer(0),
          live: { response, controller, release },
        };
      }
      const data = await response.arrayBuffer();
      return {
        status: response.status,
        statusText: response.statusText,
        headers: responseHeaders,
        fetchHeaders: response.headers,
        data,
      };
    } catch (error) {
      if (signal?.aborted) {
        throw abortReason(signal);
      }
      const safeURL = this._redact(url);
      if (timedOut) {
        throw new ConnectionTimeoutError(safeURL, `Request timed out after ${timeout} ms: ${safeURL}`, error);
      }
      throw new ConnectionError(safeURL, `Connection error: ${describeCause(error)}: ${safeURL}`, error);
    } finally {
      clearTimeout(timer);
      if (!streaming) {
        signal?.removeEventListener('abort', forwardAbort);
      }
    }
  }

  /** The schemes this call sends, each with its value (see {@link RequestSpec.security}). */
  private _credentialsFor(spec: RequestSpec): Credential[] {
    if (spec.security === undefined) {
      return this.apiKey === undefined ? [] : [[this._config.auth, this.apiKey]];
    }
    const value = (name: string): string | undefined =>
      name === this._config.auth.scheme ? this.apiKey : this._credentials.get(name);
    const alternatives = spec.security.filter((alternative) => alternative.length > 0);
    const chosen =
      alternatives.find((alternative) => alternative.every((name) => value(name) !== undefined)) ??
      alternatives.find((alternative) => alternative.some((name) => value(name) !== undefined)) ??
      [];
    const out: Credential[] = [];
    for (const name of chosen) {
      const scheme =
        name === this._config.auth.scheme ? this._config.auth : this._config.schemes?.find((s) => s.scheme === name);
      const v = value(name);
      if (scheme !== undefined && v !== undefined) {
        out.push([scheme, v]);
      }
    }
    return out;
  }

  /** The call's idempotency key: the caller's, else a new one for a method other than GET and HEAD; none without the header. */
  private _idempotencyKeyFor(method: HttpMethod, options: RequestOptions): string | undefined {
    if (this._config.idempotencyHeader === undefined) {
      return undefined;
    }
    if (options.idempotencyKey !== undefined) {
      return options.idempotencyKey;
    }
    return method === 'get' || method === 'head' ? undefined : newIdempotencyKey();
  }

  private _buildURL(spec: RequestSpec, options: RequestOptions, credentials: readonly Credential[]): string {
    const path = spec.literalPath === true ? spec.path : buildPath(spec.path, spec.pathParams ?? [], this._pathValues);
    const query: Record<string, unknown> = { ...(spec.query ?? {}), ...(options.query ?? {}) };
    for (const [auth, value] of credentials) {
      if (auth.type === 'query') {
        query[auth.name] = value;
      }
    }
    const base = this._baseURLOverridden ? this.baseURL : (spec.serverUrl ?? this.baseURL);
    return joinURL(base, path, encodeQuery(query, spec.queryStyles));
  }

  private _buildHeaders(
    options: RequestOptions,
    accept: string,
    body: EncodedBody | undefined,
    retry: number,
    credentials: readonly Credential[],
    idempotencyKey: string | undefined,
  ): Record<string, string> {
    const headers = new HeaderBag();
    headers.set('Accept', accept);
    if (body !== undefined) {
      headers.set('Content-Type', body.contentType);
    }
    headers.set('User-Agent', `${this._config.sdkName}/${this._config.sdkVersion} (typescript; ${runtimeName()})`);
    headers.set('X-Sdkgen-Lang', 'typescript');
    headers.set('X-Sdkgen-Package-Version', this._config.sdkVersion);
    headers.set('X-Sdkgen-Retry-Count', String(retry));
    for (const [auth, value] of credentials) {
      if (auth.type === 'bearer') {
        headers.set('Authorization', `Bearer ${value}`);
      } else if (auth.type === 'basic') {
        headers.set('Authorization', `Basic ${base64(value.includes(':') ? value : `${value}:`)}`);
      } else if (auth.type === 'header') {
        headers.set(auth.name, auth.prefix === undefined ? value : `${auth.prefix} ${value}`);
      }
    }
    if (idempotencyKey !== undefined && this._config.idempotencyHeader !== undefined) {
      headers.set(this._config.idempotencyHeader, idempotencyKey);
    }
    for (const [name, value] of Object.entries(this._defaultHeaders)) {
      headers.set(name, value);
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      headers.set(name, value);
    }
    return headers.toRecord();
  }

  private _errorFor(response: RawResponse): APIError<number> {
    let message: string | undefined;
    if (response.status === 401 && this.apiKey === undefined && this._config.auth.type !== 'none') {
      message =
        `${errorMessage(response.status, response.body)} (no API key was set: ` +
        `pass the apiKey option or set the ${this._config.apiKeyEnv} environment variable)`;
    }
    return APIError.fromResponse(response.status, response.headers, response.body, message, this._config.requestIdHeader);
  }

  /** The URL with every credential sent as a query parameter masked, for error messages. */
  private _redact(url: string): string {
    const sent: Credential[] = this.apiKey === undefined ? [] : [[this._config.auth, this.apiKey]];
    for (const scheme of this._config.schemes ?? []) {
      const value = this._credentials.get(scheme.scheme);
      if (value !== undefined) {
        sent.push([scheme, value]);
      }
    }
    let out = url;
    for (const [auth, value] of sent) {
      if (auth.type === 'query') {
        const secret = `${encodeURIComponent(auth.name)}=${encodeURIComponent(value)}`;
        out = out.split(secret).join(`${encodeURIComponent(auth.name)}=***`);
      }
    }
    return out;
  }
}

/**
 * Base class of generated resource classes. Their methods call {@link APIResource._request} and
 * {@link APIResource._paginate}, exactly as methods on the client root call the client's own.
 */
export class APIResource {
  protected readonly _client: BaseClient;

  constructor(client: BaseClient) {
    this._client = client;
  }

  /** See {@link BaseClient._request}. */
  protected _request<T = unknown>(spec: RequestSpec, options?: RequestOptions): APIPromise<T> {
    return this._client._request<T>(spec, options);
  }

  /** See {@link BaseClient._paginate}. */
  protected _paginate<Item, Body = unknown>(
    spec: RequestSpec,
    pagination: PaginationSpec,
    options?: RequestOptions,
  ): PagePromise<Item, Body> {
    return this._client._paginate<Item, Body>(spec, pagination, options);
  }
}

/** Case-insensitive header collection that keeps the first spelling of each name. */
class HeaderBag {
  private readonly entries = new Map<string, [string, string]>();

  set(name: string, value: string | null | undefined): void {
    const key = name.toLowerCase();
    if (value === null) {
      this.entries.delete(key);
    } else if (value !== undefined) {
      const existing = this.entries.get(key);
      this.entries.set(key, [existing === undefined ? name : existing[0], value]);
    }
  }

  toRecord(): Record<string, string> {
    const record: Record<string, string> = {};
    for (const [name, value] of this.entries.values()) {
      record[name] = value;
    }
    return record;
  }
}

/**
 * The request body with the call's extra body fields: merged over an object body (JSON, form or multipart); the
 * extra value itself when the operation has no body (a generic request's body).
 */
function withExtraBody(spec: RequestSpec, extra: unknown): unknown {
  if (extra === undefined) {
    return spec.body;
  }
  if (spec.body === undefined) {
    return extra;
  }
  const encoding = spec.encoding ?? 'json';
  if (!isPlainObject(spec.body) || !isPlainObject(extra) || encoding === 'binary' || encoding === 'text') {
    throw new TypeError(`Extra body fields need an object, and a method whose body is an object; ${spec.method} ${spec.path} has a ${encoding} body`);
  }
  return { ...spec.body, ...extra };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

/** A copy of client options that shares no mutable object with them (headers and fetch options copied). */
function copyOptions(options: ClientOptions): ClientOptions {
  const copy: ClientOptions = { ...options };
  if (options.defaultHeaders !== undefined) {
    copy.defaultHeaders = { ...options.defaultHeaders };
  }
  if (options.fetchOptions !== undefined) {
    copy.fetchOptions = { ...options.fetchOptions };
  }
  return copy;
}

/** Whether the call's response is an event stream: a `stream` response type, or the body's stream flag set. */
function streamRequested(spec: RequestSpec): boolean {
  if (spec.responseType === 'stream') {
    return true;
  }
  const body = spec.body;
  return (
    spec.streamFlag !== undefined &&
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)[spec.streamFlag] === true
  );
}

function decodeSuccess(received: Received, responseType: ResponseType): unknown {
  if (responseType === 'binary') {
    return fetchResponse(received);
  }
  const text = decodeText(received.data, received.headers);
  return responseType === 'text' ? text : parseBody(text, received.headers);
}

/** A fetch `Response` with what the attempt received: its status, headers and an unread copy of its body. */
function fetchResponse(received: Received): Response {
  const empty = received.data.byteLength === 0;
  return new Response(empty ? null : received.data, {
    status: received.status,
    statusText: received.statusText,
    headers: received.fetchHeaders,
  });
}

/** The body as text in the Content-Type's charset when it names a known one, else UTF-8 (invalid bytes replaced). */
function decodeText(data: ArrayBuffer, headers: ResponseHeaders): string {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(headers['content-type'] ?? '')?.[1];
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset).decode(data);
    } catch {
      // An unknown label: fall back to UTF-8.
    }
  }
  return new TextDecoder().decode(data);
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

function parseBody(text: string, headers: ResponseHeaders): unknown {
  if (text === '') {
    return undefined;
  }
  const contentType = (headers['content-type'] ?? '').toLowerCase();
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** A scheme a call sends, with its value. */
type Credential = readonly [AuthScheme, string];

function readEnv(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.[name];
  return value === undefined ? undefined : value.trim();
}

function runtimeName(): string {
  const version = (globalThis as { process?: { version?: string } }).process?.version;
  return version === undefined ? 'unknown runtime' : `node ${version}`;
}

function abortReason(signal: AbortSignal): unknown {
  const reason: unknown = (signal as { reason?: unknown }).reason;
  return reason ?? new Error('Request was aborted');
}

function describeCause(error: unknown): string {
  if (error instanceof Error) {
    const cause: unknown = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : undefined;
    return detail === undefined || detail === '' ? error.message : `${error.message} (${detail})`;
  }
  return String(error);
}

function checkNonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new TypeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

function checkPositive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new TypeError(`${name} must be a positive number of milliseconds, got ${value}`);
  }
  return value;
}
