// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

export { Acme } from './client.js';
export {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  ConnectionTimeoutError,
  InternalServerError,
  NotFoundError,
  Page,
  PagePromise,
  PermissionDeniedError,
  RateLimitError,
  toFile,
  UnprocessableEntityError,
} from './core/index.js';
export type { BinaryBody, ClientOptions, FileUpload, RequestOptions, Uploadable } from './core/index.js';
export type * from './models.js';
