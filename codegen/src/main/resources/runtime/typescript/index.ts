// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

export { DEFAULT_CONTENT_TYPES, FileUpload, toFile } from './body.js';
export type { BinaryBody, BodyEncoding, ResponseType, Uploadable } from './body.js';
export { APIResource, BaseClient, DEFAULT_TIMEOUT_MS } from './client.js';
export type {
  AuthPlacement,
  AuthScheme,
  ClientConfig,
  ClientOptions,
  Fetch,
  HttpMethod,
  NamedAuthScheme,
  RawResponse,
  RequestOptions,
  RequestSpec,
} from './client.js';
export { LOG_LEVELS, REDACTED, SECRET_HEADERS, parseLogLevel, redactHeaders } from './logging.js';
export type { Logger, LogLevel } from './logging.js';
export {
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
} from './errors.js';
export type { ResponseHeaders } from './errors.js';
export { Page, PagePromise } from './pagination.js';
export { APIPromise, requestIdOf } from './response.js';
export type { WithResponse } from './response.js';
export type { PageFetcher, PageRequest, PageResponse, PaginationSpec } from './pagination.js';
export { DONE_SENTINEL, SSEDecoder, Stream } from './streaming.js';
export type { EventData, ServerSentEvent, StreamOptions } from './streaming.js';
export {
  DEFAULT_INITIAL_DELAY_MS,
  DEFAULT_MAX_DELAY_MS,
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_ON,
  DEFAULT_RETRY_POLICY,
  MAX_JITTER,
  MAX_RETRY_AFTER_SECONDS,
  retryPolicy,
} from './retries.js';
export type { RetryPolicy } from './retries.js';
export { cookieHeader } from './url.js';
export type { PathParam, QueryStyle } from './url.js';
