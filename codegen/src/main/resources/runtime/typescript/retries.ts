// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

/**
 * When and how long the SDK waits before repeating a failed request. A generated client carries one
 * built from the `retries` section of sdkgen.yaml; without that section it carries none and only
 * retries when the caller sets `maxRetries` above zero (then these defaults apply).
 */
export interface RetryPolicy {
  /** Retries after the first attempt (so `maxRetries + 1` attempts at most). */
  readonly maxRetries: number;
  /** Response statuses that are retried; every other status fails at once. */
  readonly retryOn: readonly number[];
  /** Backoff before the first retry, doubled for each further retry. */
  readonly initialDelayMs: number;
  /** Upper bound of the backoff (before jitter). */
  readonly maxDelayMs: number;
  /** Also retry requests that got no response at all (connection failure or timeout). */
  readonly connectionErrors: boolean;
}

/** Retries after the first attempt when the policy does not say. */
export const DEFAULT_MAX_RETRIES = 2;
/** Statuses retried when the policy does not say: timeout, rate limit and transient server errors. */
export const DEFAULT_RETRY_ON: readonly number[] = Object.freeze([408, 429, 500, 502, 503, 504]);
/** Backoff before the first retry when the policy does not say. */
export const DEFAULT_INITIAL_DELAY_MS = 500;
/** Backoff ceiling when the policy does not say. */
export const DEFAULT_MAX_DELAY_MS = 8000;
/** A server's Retry-After is honoured up to this many seconds, never longer. */
export const MAX_RETRY_AFTER_SECONDS = 60;
/** The backoff is shortened by a random fraction of up to this much (never lengthened). */
export const MAX_JITTER = 0.25;

/** Response header giving the wait before a retry in milliseconds; it wins over `Retry-After`. */
export const RETRY_AFTER_MS_HEADER = 'retry-after-ms';
/** Response header by which a server asks for a retry (`true`) or forbids one (`false`). */
export const SHOULD_RETRY_HEADER = 'x-should-retry';
/** Prefix of the idempotency keys the client generates (one per call, reused by its retries). */
export const IDEMPOTENCY_KEY_PREFIX = 'sdkgen-retry-';

/** The policy used when the caller asks for retries on a client generated without a `retries` section. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxRetries: DEFAULT_MAX_RETRIES,
  retryOn: DEFAULT_RETRY_ON,
  initialDelayMs: DEFAULT_INITIAL_DELAY_MS,
  maxDelayMs: DEFAULT_MAX_DELAY_MS,
  connectionErrors: false,
});

/** Builds a policy, taking the contract's default for every field left out. */
export function retryPolicy(fields: Partial<RetryPolicy> = {}): RetryPolicy {
  return Object.freeze({
    maxRetries: fields.maxRetries ?? DEFAULT_MAX_RETRIES,
    retryOn: Object.freeze([...(fields.retryOn ?? DEFAULT_RETRY_ON)]),
    initialDelayMs: fields.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS,
    maxDelayMs: fields.maxDelayMs ?? DEFAULT_MAX_DELAY_MS,
    connectionErrors: fields.connectionErrors ?? false,
  });
}

const DELTA_SECONDS = /^\d+(?:\.\d+)?$/;

/**
 * Reads a `Retry-After` header value: delta-seconds (`"3"`, `"1.5"`) or an HTTP date. Returns the
 * wait in seconds (a date in the past gives 0), or `undefined` when the value is absent or unreadable.
 * The result is not capped; see {@link MAX_RETRY_AFTER_SECONDS}.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  const text = value.trim();
  if (text === '') {
    return undefined;
  }
  if (DELTA_SECONDS.test(text)) {
    return Number(text);
  }
  // An HTTP date names a weekday and a month; anything without letters (such as "-5") is not one.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(at)) {
    return undefined;
  }
  return Math.max(0, (at - now) / 1000);
}

/**
 * Exponential backoff before retry number `retry` (0 for the first retry):
 * `min(initialDelayMs * 2^retry, maxDelayMs)`, shortened by up to {@link MAX_JITTER}.
 * `random` is a number in [0, 1); 0 gives the full delay.
 */
export function backoffDelayMs(policy: RetryPolicy, retry: number, random: number): number {
  const full = Math.min(policy.initialDelayMs * 2 ** retry, policy.maxDelayMs);
  return full * (1 - MAX_JITTER * random);
}

/**
 * The wait before retry number `retry`: the server's `Retry-After` when it sent a readable one
 * (capped at {@link MAX_RETRY_AFTER_SECONDS}), else the backoff.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  retry: number,
  retryAfterHeader: string | undefined,
  random: number,
  now: number = Date.now(),
): number {
  const retryAfter = parseRetryAfter(retryAfterHeader, now);
  if (retryAfter !== undefined) {
    return Math.min(retryAfter, MAX_RETRY_AFTER_SECONDS) * 1000;
  }
  return backoffDelayMs(policy, retry, random);
}

/** Reads a `retry-after-ms` header value: non-negative milliseconds, or `undefined` when absent or unreadable. */
export function parseRetryAfterMs(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return DELTA_SECONDS.test(text) ? Number(text) : undefined;
}

/**
 * Whether a failed response is retried: a server's `x-should-retry: true` asks for a retry and `false` forbids
 * one; without that header, whether the policy lists the status. (The caller still checks the retries left.)
 */
export function shouldRetryResponse(policy: RetryPolicy, status: number, headers: Readonly<Record<string, string>>): boolean {
  const verdict = headers[SHOULD_RETRY_HEADER]?.trim().toLowerCase();
  if (verdict === 'true') {
    return true;
  }
  if (verdict === 'false') {
    return false;
  }
  return policy.retryOn.includes(status);
}

/**
 * The wait before retrying a response (headers lower-cased): its `retry-after-ms` when readable, else its
 * `Retry-After`, else the backoff; a server's wait is capped at {@link MAX_RETRY_AFTER_SECONDS}.
 */
export function responseRetryDelayMs(
  policy: RetryPolicy,
  retry: number,
  headers: Readonly<Record<string, string>>,
  random: number,
  now: number = Date.now(),
): number {
  const retryAfterMs = parseRetryAfterMs(headers[RETRY_AFTER_MS_HEADER]);
  if (retryAfterMs !== undefined) {
    return Math.min(retryAfterMs, MAX_RETRY_AFTER_SECONDS * 1000);
  }
  return retryDelayMs(policy, retry, headers['retry-after'], random, now);
}

/** A new idempotency key: {@link IDEMPOTENCY_KEY_PREFIX} and a random UUID (128 random bits where no UUID source exists). */
export function newIdempotencyKey(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID !== undefined) {
    return IDEMPOTENCY_KEY_PREFIX + crypto.randomUUID();
  }
  let hex = '';
  for (let i = 0; i < 32; i++) {
    hex += Math.floor(Math.random() * 16).toString(16);
  }
  return `${IDEMPOTENCY_KEY_PREFIX}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
