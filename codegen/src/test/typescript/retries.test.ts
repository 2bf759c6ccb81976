import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';

import {
  DEFAULT_RETRY_POLICY,
  MAX_RETRY_AFTER_SECONDS,
  backoffDelayMs,
  newIdempotencyKey,
  parseRetryAfter,
  parseRetryAfterMs,
  responseRetryDelayMs,
  retryDelayMs,
  retryPolicy,
  shouldRetryResponse,
} from '../../main/resources/runtime/typescript/retries.js';

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('reads delta-seconds', () => {
    assert.equal(parseRetryAfter('3', now), 3);
    assert.equal(parseRetryAfter(' 1.5 ', now), 1.5);
    assert.equal(parseRetryAfter('0', now), 0);
  });

  it('reads HTTP dates relative to now, never negative', () => {
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 12:00:10 GMT', now), 10);
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 11:00:00 GMT', now), 0);
  });

  it('gives undefined for absent or unreadable values', () => {
    assert.equal(parseRetryAfter(undefined, now), undefined);
    assert.equal(parseRetryAfter('', now), undefined);
    assert.equal(parseRetryAfter('-5', now), undefined);
    assert.equal(parseRetryAfter('soon', now), undefined);
  });
});

describe('backoff', () => {
  const policy = retryPolicy({ initialDelayMs: 500, maxDelayMs: 8000 });

  it('doubles per retry up to the ceiling', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((retry) => backoffDelayMs(policy, retry, 0)),
      [500, 1000, 2000, 4000, 8000, 8000],
    );
  });

  it('jitters only downwards, by at most 25%', () => {
    assert.equal(backoffDelayMs(policy, 1, 0.5), 875);
    assert.equal(backoffDelayMs(policy, 1, 0.999999) > 750, true);
    for (let i = 0; i < 100; i++) {
      const delay = backoffDelayMs(policy, 2, Math.random());
      assert.ok(delay > 1500 && delay <= 2000, `delay ${delay}`);
    }
  });
});

describe('retryDelayMs', () => {
  it('prefers Retry-After, capped at 60 s', () => {
    assert.equal(retryDelayMs(DEFAULT_RETRY_POLICY, 0, '2', 0), 2000);
    assert.equal(retryDelayMs(DEFAULT_RETRY_POLICY, 0, '3600', 0), MAX_RETRY_AFTER_SECONDS * 1000);
    assert.equal(retryDelayMs(DEFAULT_RETRY_POLICY, 1, 'garbage', 0), 1000);
    assert.equal(retryDelayMs(DEFAULT_RETRY_POLICY, 1, undefined, 0), 1000);
  });
});

describe('retry-after-ms and x-should-retry', () => {
  it('reads retry-after-ms as milliseconds, else undefined', () => {
    assert.equal(parseRetryAfterMs('20'), 20);
    assert.equal(parseRetryAfterMs(' 1.5 '), 1.5);
    assert.equal(parseRetryAfterMs('-5'), undefined);
    assert.equal(parseRetryAfterMs('soon'), undefined);
    assert.equal(parseRetryAfterMs(undefined), undefined);
  });

  it('prefers retry-after-ms over Retry-After, capped at 60 s', () => {
    assert.equal(responseRetryDelayMs(DEFAULT_RETRY_POLICY, 0, { 'retry-after-ms': '20', 'retry-after': '5' }, 0), 20);
    assert.equal(responseRetryDelayMs(DEFAULT_RETRY_POLICY, 0, { 'retry-after-ms': '600000' }, 0), 60_000);
    assert.equal(responseRetryDelayMs(DEFAULT_RETRY_POLICY, 0, { 'retry-after-ms': 'x', 'retry-after': '5' }, 0), 5000);
    assert.equal(responseRetryDelayMs(DEFAULT_RETRY_POLICY, 1, {}, 0), 1000);
  });

  it('lets x-should-retry force or forbid a retry', () => {
    const policy = retryPolicy({ retryOn: [503] });
    assert.equal(shouldRetryResponse(policy, 503, {}), true);
    assert.equal(shouldRetryResponse(policy, 400, {}), false);
    assert.equal(shouldRetryResponse(policy, 400, { 'x-should-retry': 'true' }), true);
    assert.equal(shouldRetryResponse(policy, 503, { 'x-should-retry': 'false' }), false);
    assert.equal(shouldRetryResponse(policy, 503, { 'x-should-retry': 'maybe' }), true);
  });

  it('makes a new idempotency key each time', () => {
    const a = newIdempotencyKey();
    assert.match(a, /^sdkgen-retry-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.notEqual(newIdempotencyKey(), a);
  });
});

describe('retryPolicy', () => {
  it('takes the contract defaults', () => {
    assert.deepEqual({ ...retryPolicy() }, {
      maxRetries: 2,
      retryOn: [408, 429, 500, 502, 503, 504],
      initialDelayMs: 500,
      maxDelayMs: 8000,
      connectionErrors: false,
    });
    assert.deepEqual(retryPolicy({ retryOn: [503], maxRetries: 5 }).retryOn, [503]);
  });
});
