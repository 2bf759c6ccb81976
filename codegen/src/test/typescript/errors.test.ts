import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';

import {
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
} from '../../main/resources/runtime/typescript/errors.js';

describe('APIError.fromResponse', () => {
  const cases: Array<[number, Function, string]> = [
    [400, BadRequestError, 'BadRequestError'],
    [401, AuthenticationError, 'AuthenticationError'],
    [403, PermissionDeniedError, 'PermissionDeniedError'],
    [404, NotFoundError, 'NotFoundError'],
    [409, ConflictError, 'ConflictError'],
    [422, UnprocessableEntityError, 'UnprocessableEntityError'],
    [429, RateLimitError, 'RateLimitError'],
    [500, InternalServerError, 'InternalServerError'],
    [503, InternalServerError, 'InternalServerError'],
    [599, InternalServerError, 'InternalServerError'],
  ];
  for (const [status, errorClass, name] of cases) {
    it(`maps ${status} to ${name}`, () => {
      const error = APIError.fromResponse(status, { 'x-request-id': 'r1' }, { error: { message: 'nope' } });
      assert.ok(error instanceof errorClass);
      assert.ok(error instanceof APIError);
      assert.ok(error instanceof Error);
      assert.equal(error.name, name);
      assert.equal(error.status, status);
      assert.deepEqual(error.headers, { 'x-request-id': 'r1' });
      assert.deepEqual(error.body, { error: { message: 'nope' } });
      assert.equal(error.message, `${status} nope`);
    });
  }

  it('maps other statuses to a plain APIError', () => {
    for (const status of [402, 405, 410, 418, 451]) {
      const error = APIError.fromResponse(status, {}, undefined);
      assert.equal(error.constructor, APIError);
      assert.equal(error.status, status);
      assert.equal(error.message, `${status} status code (no body)`);
    }
  });
});

describe('messages', () => {
  it('takes the server message from common body shapes', () => {
    assert.equal(APIError.fromResponse(400, {}, { message: 'bad name' }).message, '400 bad name');
    assert.equal(APIError.fromResponse(400, {}, { error: 'bad' }).message, '400 bad');
    assert.equal(APIError.fromResponse(400, {}, { detail: 'why' }).message, '400 why');
    assert.equal(APIError.fromResponse(400, {}, 'plain text').message, '400 plain text');
    assert.equal(APIError.fromResponse(400, {}, { code: 7 }).message, '400 {"code":7}');
    assert.equal(APIError.fromResponse(400, {}, 'x'.repeat(5000)).message.length, 4 + 1000 + 1);
  });
});

describe('RateLimitError', () => {
  it('carries Retry-After in seconds', () => {
    const limited = APIError.fromResponse(429, { 'retry-after': '7' }, undefined) as RateLimitError;
    assert.equal(limited.retryAfter, 7);
    const unknown = APIError.fromResponse(429, {}, undefined) as RateLimitError;
    assert.equal(unknown.retryAfter, undefined);
  });
});

describe('ConnectionError', () => {
  it('is an APIError without a status that carries the URL and the cause', () => {
    const cause = new Error('ECONNREFUSED');
    const error = new ConnectionError('http://127.0.0.1:1/accounts', undefined, cause);
    assert.ok(error instanceof APIError);
    assert.equal(error.status, undefined);
    assert.deepEqual(error.headers, {});
    assert.equal(error.url, 'http://127.0.0.1:1/accounts');
    assert.equal(error.name, 'ConnectionError');
    assert.equal((error as { cause?: unknown }).cause, cause);
    const timeout = new ConnectionTimeoutError('http://x/y', 'timed out');
    assert.ok(timeout instanceof ConnectionError);
    assert.equal(timeout.name, 'ConnectionTimeoutError');
  });
});
