// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

import { requestIdOf } from './response.js';
import { parseRetryAfter } from './retries.js';

/** Response headers with lower-cased names. */
export type ResponseHeaders = Record<string, string>;

const MAX_DETAIL_LENGTH = 1000;

/**
 * Every error the SDK throws for a request is an `APIError`: the status errors below when the server
 * answered with a non-2xx status, {@link ConnectionError} when no response arrived (then `status` is
 * `undefined`). Catch `APIError` to handle them all.
 */
export class APIError<TStatus extends number | undefined = number | undefined> extends Error {
  /** HTTP status of the response, or `undefined` when there was no response. */
  readonly status: TStatus;
  /** Response headers (lower-cased names); empty when there was no response. */
  readonly headers: ResponseHeaders;
  /** Response body: parsed JSON, text, or `undefined` when empty or absent. */
  readonly body: unknown;
  /** The response's request id (see {@link requestIdOf}), or `undefined` when it sent none or there was no response. */
  readonly requestId: string | undefined;

  /** @param requestIdHeader the header with the request id (`client.request_id_header`), else the default lookup */
  constructor(
    status: TStatus,
    headers: ResponseHeaders | undefined,
    body: unknown,
    message?: string,
    requestIdHeader?: string,
  ) {
    super(message ?? errorMessage(status, body));
    this.name = new.target.name;
    this.status = status;
    this.headers = headers ?? {};
    this.body = body;
    this.requestId = requestIdOf(this.headers, requestIdHeader);
  }

  /** The error class for a response status: one per common status, plain `APIError` for others. */
  static fromResponse(
    status: number,
    headers: ResponseHeaders,
    body: unknown,
    message?: string,
    requestIdHeader?: string,
  ): APIError<number> {
    switch (status) {
      case 400:
        return new BadRequestError(status, headers, body, message, requestIdHeader);
      case 401:
        return new AuthenticationError(status, headers, body, message, requestIdHeader);
      case 403:
        return new PermissionDeniedError(status, headers, body, message, requestIdHeader);
      case 404:
        return new NotFoundError(status, headers, body, message, requestIdHeader);
      case 409:
        return new ConflictError(status, headers, body, message, requestIdHeader);
      case 422:
        return new UnprocessableEntityError(status, headers, body, message, requestIdHeader);
      case 429:
        return new RateLimitError(status, headers, body, message, requestIdHeader);
      default:
        return status >= 500
          ? new InternalServerError(status, headers, body, message, requestIdHeader)
          : new APIError<number>(status, headers, body, message, requestIdHeader);
    }
  }
}

/** 400: the server rejected the request as malformed. */
export class BadRequestError extends APIError<400> {}

/** 401: the API key is missing, wrong or expired. */
export class AuthenticationError extends APIError<401> {}

/** 403: the API key is valid but not allowed to do this. */
export class PermissionDeniedError extends APIError<403> {}

/** 404: the addressed resource does not exist. */
export class NotFoundError extends APIError<404> {}

/** 409: the request conflicts with the current state of the resource. */
export class ConflictError extends APIError<409> {}

/** 422: the request was well-formed but its content was rejected. */
export class UnprocessableEntityError extends APIError<422> {}

/** 429: too many requests. Thrown once retries (if any) are exhausted. */
export class RateLimitError extends APIError<429> {
  /** Seconds the server asked to wait (its `Retry-After` header), or `undefined` when it did not say. */
  readonly retryAfter: number | undefined;

  constructor(status: 429, headers: ResponseHeaders | undefined, body: unknown, message?: string, requestIdHeader?: string) {
    super(status, headers, body, message, requestIdHeader);
    this.retryAfter = parseRetryAfter(this.headers['retry-after']);
  }
}

/** Any status of 500 or above: the server failed. */
export class InternalServerError extends APIError<number> {}

/** No response arrived: the connection failed, was dropped, or the request timed out. */
export class ConnectionError extends APIError<undefined> {
  /** The URL that was requested (an API key sent as a query parameter is masked). */
  readonly url: string;

  constructor(url: string, message?: string, cause?: unknown) {
    super(undefined, undefined, undefined, message ?? `Connection error: no response from ${url}`);
    this.url = url;
    if (cause !== undefined) {
      Object.defineProperty(this, 'cause', { value: cause, enumerable: false, writable: true, configurable: true });
    }
  }
}

/** The request got no response within the timeout. */
export class ConnectionTimeoutError extends ConnectionError {}

/** A one-line description of a failed response: the status and the server's message, if it sent one. */
export function errorMessage(status: number | undefined, body: unknown): string {
  if (status === undefined) {
    return 'Connection error';
  }
  const detail = describeBody(body);
  return detail === undefined ? `${status} status code (no body)` : `${status} ${detail}`;
}

function describeBody(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') {
    return undefined;
  }
  if (typeof body === 'string') {
    return truncate(body);
  }
  if (typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const error = record['error'];
    if (typeof error === 'object' && error !== null) {
      const nested = (error as Record<string, unknown>)['message'];
      if (typeof nested === 'string' && nested !== '') {
        return truncate(nested);
      }
    }
    for (const key of ['message', 'error', 'detail']) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') {
        return truncate(value);
      }
    }
  }
  return truncate(JSON.stringify(body) ?? String(body));
}

function truncate(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;
}
