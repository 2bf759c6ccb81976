import { strict as assert } from 'node:assert';
import { createServer } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';

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
import { parseLogLevel, redactHeaders } from '../../main/resources/runtime/typescript/logging.js';
import type { Logger } from '../../main/resources/runtime/typescript/logging.js';
import { retryPolicy } from '../../main/resources/runtime/typescript/retries.js';
import { MockServer } from './mockServer.js';
import { API_KEY_ENV, TestClient, testConfig } from './testClient.js';

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.reset();
  delete process.env[API_KEY_ENV];
});

function client(config = testConfig(), options: ConstructorParameters<typeof TestClient>[1] = {}): TestClient {
  return new TestClient(config, { baseURL: server.url, apiKey: 'sk-test', ...options });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the call to fail');
}

const RETRYING = testConfig({ retryPolicy: retryPolicy({ maxRetries: 2, retryOn: [429, 503] }) });

describe('requests', () => {
  it('sends method, encoded path, query and standard headers', async () => {
    await server.enqueue({ method: 'GET', path: '/accounts/a%2F1/cards', json: { ok: true } });
    const result = await client()._request<{ ok: boolean }>({
      method: 'get',
      path: '/accounts/{account_id}/cards',
      pathParams: ['a/1'],
      query: { limit: 5, status: ['open', 'frozen'], expand: true, none: undefined },
    });
    assert.deepEqual(result, { ok: true });
    const [request] = await server.requests();
    assert.equal(request!.method, 'GET');
    assert.equal(request!.path, '/accounts/a%2F1/cards');
    assert.deepEqual(request!.queryParams, { limit: ['5'], status: ['open', 'frozen'], expand: ['true'] });
    assert.equal(request!.headers['accept'], 'application/json');
    assert.equal(request!.headers['content-type'], undefined);
    assert.match(request!.headers['user-agent']!, /^acme\/1\.4\.0 \(typescript; node v\d+/);
    assert.equal(request!.headers['x-sdkgen-lang'], 'typescript');
    assert.equal(request!.headers['x-sdkgen-package-version'], '1.4.0');
    assert.equal(request!.headers['x-sdkgen-retry-count'], '0');
    assert.equal(request!.body, '');
  });

  it('sends a JSON body with its content type', async () => {
    await server.enqueue({ method: 'POST', path: '/accounts', status: 201, json: { id: 'a1' } });
    const result = await client()._request({ method: 'post', path: '/accounts', body: { name: 'x', tags: ['a'] } });
    assert.deepEqual(result, { id: 'a1' });
    const [request] = await server.requests();
    assert.equal(request!.method, 'POST');
    assert.equal(request!.headers['content-type'], 'application/json');
    assert.deepEqual(request!.json, { name: 'x', tags: ['a'] });
  });

  it('appends the path to a base URL with a path prefix', async () => {
    await server.enqueue({ path: '/v1/health', json: {} });
    await client(testConfig(), { baseURL: `${server.url}/v1/` })._request({ method: 'get', path: '/health' });
    assert.equal((await server.requests())[0]!.path, '/v1/health');
  });

  it('parses empty, JSON, text and malformed-JSON responses', async () => {
    await server.enqueue(
      { path: '/empty', status: 204 },
      { path: '/json', json: [1, 2] },
      { path: '/text', body: 'hello', headers: { 'Content-Type': 'text/plain' } },
      { path: '/bad', body: '{oops', headers: { 'Content-Type': 'application/json' } },
    );
    const c = client();
    assert.equal(await c._request({ method: 'delete', path: '/empty' }), undefined);
    assert.deepEqual(await c._request({ method: 'get', path: '/json' }), [1, 2]);
    assert.equal(await c._request({ method: 'get', path: '/text' }), 'hello');
    assert.equal(await c._request({ method: 'get', path: '/bad' }), '{oops');
  });

  it('applies per-request headers, query and header removal', async () => {
    await server.enqueue({ path: '/x', json: {} });
    const c = client(testConfig(), { defaultHeaders: { 'X-Team': 'core', 'X-Drop': 'me' } });
    await c._request(
      { method: 'get', path: '/x', query: { a: '1' } },
      { headers: { 'x-extra': 'yes', 'X-Drop': null, 'X-Sdkgen-Lang': 'custom' }, query: { b: 2 } },
    );
    const [request] = await server.requests();
    assert.equal(request!.headers['x-team'], 'core');
    assert.equal(request!.headers['x-extra'], 'yes');
    assert.equal(request!.headers['x-drop'], undefined);
    assert.equal(request!.headers['x-sdkgen-lang'], 'custom');
    assert.deepEqual(request!.queryParams, { a: ['1'], b: ['2'] });
  });
});

describe('authentication', () => {
  it('sends a bearer token', async () => {
    await server.enqueue({ path: '/me', json: {} });
    await client()._request({ method: 'get', path: '/me' });
    assert.equal((await server.requests())[0]!.headers['authorization'], 'Bearer sk-test');
  });

  it('sends the key in a named header', async () => {
    await server.enqueue({ path: '/me', json: {} });
    await client(testConfig({ auth: { type: 'header', name: 'X-API-Key' } }))._request({ method: 'get', path: '/me' });
    const [request] = await server.requests();
    assert.equal(request!.headers['x-api-key'], 'sk-test');
    assert.equal(request!.headers['authorization'], undefined);
  });

  it('sends the key in a named query parameter', async () => {
    await server.enqueue({ path: '/me', json: {} });
    await client(testConfig({ auth: { type: 'query', name: 'api_key' } }))._request({
      method: 'get',
      path: '/me',
      query: { q: 'x' },
    });
    const [request] = await server.requests();
    assert.deepEqual(request!.queryParams, { q: ['x'], api_key: ['sk-test'] });
    assert.equal(request!.headers['authorization'], undefined);
  });

  it('sends nothing for auth none', async () => {
    await server.enqueue({ path: '/me', json: {} });
    await client(testConfig({ auth: { type: 'none' } }))._request({ method: 'get', path: '/me' });
    assert.equal((await server.requests())[0]!.headers['authorization'], undefined);
  });

  it('reads the key from the configured environment variable when none is passed', async () => {
    process.env[API_KEY_ENV] = 'sk-from-env';
    await server.enqueue({ path: '/me', json: {} }, { path: '/me', json: {} });
    const fromEnv = new TestClient(testConfig(), { baseURL: server.url });
    assert.equal(fromEnv.apiKey, 'sk-from-env');
    await fromEnv._request({ method: 'get', path: '/me' });
    await client()._request({ method: 'get', path: '/me' }); // an explicit key wins
    const requests = await server.requests();
    assert.equal(requests[0]!.headers['authorization'], 'Bearer sk-from-env');
    assert.equal(requests[1]!.headers['authorization'], 'Bearer sk-test');
  });

  it('sends no credentials without a key and says how to set one on 401', async () => {
    await server.enqueue({ path: '/me', status: 401, json: { error: { message: 'no key' } } });
    const anonymous = new TestClient(testConfig(), { baseURL: server.url });
    assert.equal(anonymous.apiKey, undefined);
    const error = await rejection(anonymous._request({ method: 'get', path: '/me' }));
    assert.ok(error instanceof AuthenticationError);
    assert.match(error.message, new RegExp(`401 no key .*${API_KEY_ENV}`));
    assert.equal((await server.requests())[0]!.headers['authorization'], undefined);
  });
});

describe('errors', () => {
  const cases: Array<[number, Function]> = [
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [502, InternalServerError],
    [418, APIError],
  ];
  for (const [status, errorClass] of cases) {
    it(`raises ${errorClass.name} for ${status} with status, headers and body`, async () => {
      await server.enqueue({
        path: '/thing',
        status,
        headers: { 'X-Request-Id': 'req_1' },
        json: { error: { message: `failed with ${status}` } },
      });
      const error = await rejection(client()._request({ method: 'get', path: '/thing' }));
      assert.ok(error instanceof errorClass, `got ${String(error)}`);
      assert.ok(error instanceof APIError);
      assert.equal(error.status, status);
      assert.equal(error.headers['x-request-id'], 'req_1');
      assert.deepEqual(error.body, { error: { message: `failed with ${status}` } });
      assert.equal(error.message, `${status} failed with ${status}`);
    });
  }

  it('gives RateLimitError the Retry-After seconds', async () => {
    await server.enqueue({ path: '/thing', status: 429, headers: { 'Retry-After': '12' }, json: {} });
    const error = await rejection(client()._request({ method: 'get', path: '/thing' }));
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.retryAfter, 12);
  });

  it('raises ConnectionError with the URL when the connection is dropped', async () => {
    await server.enqueue({ path: '/drop', drop: true });
    const error = await rejection(client()._request({ method: 'get', path: '/drop', query: { a: 1 } }));
    assert.ok(error instanceof ConnectionError, `got ${String(error)}`);
    assert.ok(error instanceof APIError);
    assert.equal(error.status, undefined);
    assert.equal(error.url, `${server.url}/drop?a=1`);
    assert.ok(error.message.includes(`${server.url}/drop`));
  });

  it('raises ConnectionError when nothing listens', async () => {
    const port = await freePort();
    const c = new TestClient(testConfig(), { baseURL: `http://127.0.0.1:${port}`, apiKey: 'k' });
    const error = await rejection(c._request({ method: 'get', path: '/health' }));
    assert.ok(error instanceof ConnectionError);
    assert.equal(error.url, `http://127.0.0.1:${port}/health`);
  });

  it('masks an API key sent as a query parameter in the ConnectionError URL', async () => {
    await server.enqueue({ path: '/drop', drop: true });
    const c = client(testConfig({ auth: { type: 'query', name: 'api_key' } }));
    const error = await rejection(c._request({ method: 'get', path: '/drop' }));
    assert.ok(error instanceof ConnectionError);
    assert.equal(error.url, `${server.url}/drop?api_key=***`);
  });

  it('raises ConnectionTimeoutError when the response is too slow', async () => {
    await server.enqueue({ path: '/slow', delayMs: 2000, json: {} });
    const started = Date.now();
    const error = await rejection(client()._request({ method: 'get', path: '/slow' }, { timeout: 200 }));
    assert.ok(error instanceof ConnectionTimeoutError, `got ${String(error)}`);
    assert.ok(error instanceof ConnectionError);
    assert.equal(error.url, `${server.url}/slow`);
    assert.ok(Date.now() - started < 1500, 'the timeout should cut the wait short');
  });

  it('passes a caller abort through without wrapping it', async () => {
    await server.enqueue({ path: '/slow', delayMs: 2000, json: {} });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await rejection(
      client()._request({ method: 'get', path: '/slow' }, { signal: controller.signal }),
    );
    assert.ok(!(error instanceof APIError), `got ${String(error)}`);
  });

  it('rejects invalid client options', () => {
    assert.throws(() => new TestClient(testConfig(), { maxRetries: -1 }), /maxRetries/);
    assert.throws(() => new TestClient(testConfig(), { timeout: 0 }), /timeout/);
  });
});

describe('retries', () => {
  it('never retries when the client has no retry policy', async () => {
    await server.enqueue({ path: '/r', status: 503, json: {} }, { path: '/r', json: { ok: true } });
    const c = client();
    assert.equal(c.maxRetries, 0);
    const error = await rejection(c._request({ method: 'get', path: '/r' }));
    assert.ok(error instanceof InternalServerError);
    assert.equal((await server.requests()).length, 1);
    assert.deepEqual(c.sleeps, []);
  });

  it('retries a listed status and then succeeds', async () => {
    await server.enqueue({ path: '/r', status: 503, json: {} }, { path: '/r', json: { ok: true } });
    const c = client(RETRYING);
    assert.equal(c.maxRetries, 2);
    assert.deepEqual(await c._request({ method: 'get', path: '/r' }), { ok: true });
    const requests = await server.requests();
    assert.deepEqual(
      requests.map((r) => r.headers['x-sdkgen-retry-count']),
      ['0', '1'],
    );
    assert.deepEqual(c.sleeps, [500]);
  });

  it('backs off exponentially and raises the status error when exhausted', async () => {
    await server.enqueue({ path: '/r', status: 503, json: { message: 'down' }, repeat: true });
    const c = client(testConfig({ retryPolicy: retryPolicy({ maxRetries: 3, initialDelayMs: 100, maxDelayMs: 250 }) }));
    const error = await rejection(c._request({ method: 'get', path: '/r' }));
    assert.ok(error instanceof InternalServerError);
    assert.equal(error.message, '503 down');
    assert.equal((await server.requests()).length, 4);
    assert.deepEqual(c.sleeps, [100, 200, 250]);
  });

  it('applies jitter below the computed delay', async () => {
    await server.enqueue({ path: '/r', status: 503, json: {} }, { path: '/r', json: {} });
    const c = client(RETRYING);
    c.randomValue = 0.5;
    await c._request({ method: 'get', path: '/r' });
    assert.deepEqual(c.sleeps, [437.5]);
  });

  it('does not retry a status that is not listed', async () => {
    await server.enqueue({ path: '/r', status: 500, json: {} }, { path: '/r', json: {} });
    const error = await rejection(client(RETRYING)._request({ method: 'get', path: '/r' }));
    assert.ok(error instanceof InternalServerError);
    assert.equal((await server.requests()).length, 1);
  });

  it('never retries an operation marked retries-disabled', async () => {
    await server.enqueue({ path: '/r', status: 503, json: {} }, { path: '/r', json: {} });
    const error = await rejection(client(RETRYING)._request({ method: 'post', path: '/r', retryable: false }));
    assert.ok(error instanceof InternalServerError);
    assert.equal((await server.requests()).length, 1);
  });

  it('honours Retry-After in seconds, capped at 60 s', async () => {
    await server.enqueue(
      { path: '/r', status: 429, headers: { 'Retry-After': '2' }, json: {} },
      { path: '/r', status: 429, headers: { 'Retry-After': '3600' }, json: {} },
      { path: '/r', json: { ok: true } },
    );
    const c = client(RETRYING);
    await c._request({ method: 'get', path: '/r' });
    assert.deepEqual(c.sleeps, [2000, 60000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    await server.enqueue({ path: '/r', status: 503, headers: { 'Retry-After': at }, json: {} }, { path: '/r', json: {} });
    const c = client(RETRYING);
    await c._request({ method: 'get', path: '/r' });
    assert.equal(c.sleeps.length, 1);
    assert.ok(c.sleeps[0]! > 25_000 && c.sleeps[0]! <= 30_000, `slept ${c.sleeps[0]}`);
  });

  it('really waits for Retry-After', async () => {
    await server.enqueue({ path: '/r', status: 503, headers: { 'Retry-After': '1' }, json: {} }, { path: '/r', json: {} });
    const c = client(RETRYING);
    c.realSleep = true;
    await c._request({ method: 'get', path: '/r' });
    const [first, second] = await server.requests();
    assert.ok(second!.time - first!.time >= 0.95, `waited ${second!.time - first!.time} s`);
  });

  it('raises RateLimitError with Retry-After when 429 retries are exhausted', async () => {
    await server.enqueue({ path: '/r', status: 429, headers: { 'Retry-After': '1' }, json: {}, repeat: true });
    const c = client(RETRYING);
    const error = await rejection(c._request({ method: 'get', path: '/r' }));
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.retryAfter, 1);
    assert.equal((await server.requests()).length, 3);
  });

  it('lets a call override max retries', async () => {
    await server.enqueue({ path: '/r', status: 503, json: {}, repeat: true });
    const c = client(RETRYING);
    await rejection(c._request({ method: 'get', path: '/r' }, { maxRetries: 0 }));
    assert.equal((await server.requests()).length, 1);
    await server.reset();
    await server.enqueue({ path: '/r', status: 503, json: {}, repeat: true });
    await rejection(c._request({ method: 'get', path: '/r' }, { maxRetries: 4 }));
    assert.equal((await server.requests()).length, 5);
  });

  it('retries with the default policy when the caller sets maxRetries without a generated policy', async () => {
    await server.enqueue({ path: '/r', status: 502, json: {} }, { path: '/r', json: { ok: 1 } });
    const c = client(testConfig(), { maxRetries: 1 });
    assert.deepEqual(await c._request({ method: 'get', path: '/r' }), { ok: 1 });
    assert.equal((await server.requests()).length, 2);
    assert.deepEqual(c.sleeps, [500]);
  });

  it('does not retry connection errors unless the policy says so', async () => {
    await server.enqueue({ path: '/r', drop: true }, { path: '/r', json: { ok: true } });
    const error = await rejection(client(RETRYING)._request({ method: 'get', path: '/r' }));
    assert.ok(error instanceof ConnectionError);
    assert.equal((await server.requests()).length, 1);
  });

  it('retries dropped connections and timeouts with connection_errors', async () => {
    await server.enqueue(
      { path: '/r', drop: true },
      { path: '/r', delayMs: 1500, json: {} },
      { path: '/r', json: { ok: true } },
    );
    const c = client(testConfig({ retryPolicy: retryPolicy({ connectionErrors: true }) }));
    assert.deepEqual(await c._request({ method: 'get', path: '/r' }, { timeout: 300 }), { ok: true });
    assert.equal((await server.requests()).length, 3);
    assert.deepEqual(c.sleeps, [500, 1000]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('server retry headers and idempotency keys', () => {
  const KEYED = testConfig({ ...RETRYING, idempotencyHeader: 'Idempotency-Key' });

  it('waits retry-after-ms, which wins over Retry-After', async () => {
    await server.enqueue(
      { path: '/r', status: 503, headers: { 'retry-after-ms': '20', 'Retry-After': '5' }, json: {} },
      { path: '/r', json: { ok: true } },
    );
    const c = client(RETRYING);
    await c._request({ method: 'get', path: '/r' });
    assert.deepEqual(c.sleeps, [20]);
  });

  it('stops retrying on x-should-retry: false', async () => {
    await server.enqueue({ path: '/r', status: 503, headers: { 'x-should-retry': 'false' }, json: {} }, { path: '/r', json: {} });
    const error = await rejection(client(RETRYING)._request({ method: 'get', path: '/r' }));
    assert.ok(error instanceof InternalServerError);
    assert.equal((await server.requests()).length, 1);
  });

  it('retries an unlisted status on x-should-retry: true, within max retries and for a retryable operation', async () => {
    await server.enqueue({ path: '/r', status: 400, headers: { 'x-should-retry': 'true' }, json: {}, repeat: true });
    const c = client(RETRYING);
    assert.ok((await rejection(c._request({ method: 'get', path: '/r' }))) instanceof BadRequestError);
    assert.equal((await server.requests()).length, 3);
    await server.reset();
    await server.enqueue({ path: '/r', status: 400, headers: { 'x-should-retry': 'true' }, json: {}, repeat: true });
    await rejection(c._request({ method: 'post', path: '/r', retryable: false }));
    assert.equal((await server.requests()).length, 1);
  });

  it('sends one key on every attempt of a call and a new one on the next call, none on GET', async () => {
    await server.enqueue(
      { path: '/r', status: 503, json: {} },
      { path: '/r', status: 200, json: {} },
      { path: '/r', status: 200, json: {} },
      { path: '/r', status: 200, json: {} },
    );
    const c = client(KEYED);
    await c._request({ method: 'post', path: '/r', body: {} });
    await c._request({ method: 'delete', path: '/r' });
    await c._request({ method: 'get', path: '/r' });
    const keys = (await server.requests()).map((r) => r.headers['idempotency-key']);
    assert.match(keys[0]!, /^sdkgen-retry-/);
    assert.equal(keys[1], keys[0]);
    assert.match(keys[2]!, /^sdkgen-retry-/);
    assert.notEqual(keys[2], keys[0]);
    assert.equal(keys[3], undefined);
  });

  it('sends the key the call passes, and a header the caller sets wins', async () => {
    await server.enqueue({ path: '/r', json: {} }, { path: '/r', json: {} }, { path: '/r', json: {} });
    const c = client(KEYED);
    await c._request({ method: 'post', path: '/r' }, { idempotencyKey: 'k-1' });
    await c._request({ method: 'post', path: '/r' }, { idempotencyKey: 'k-2', headers: { 'idempotency-key': 'mine' } });
    await client(RETRYING)._request({ method: 'post', path: '/r' }, { idempotencyKey: 'k-3' });
    const keys = (await server.requests()).map((r) => r.headers['idempotency-key']);
    assert.deepEqual(keys, ['k-1', 'mine', undefined]);
  });
});

describe('extra body fields and logging', () => {
  function logger(): Logger & { lines: string[] } {
    const lines: string[] = [];
    const at =
      (level: string) =>
      (message: string, ...details: unknown[]): void => {
        lines.push(`${level} ${message}${details.length > 0 ? ' ' + JSON.stringify(details) : ''}`);
      };
    return { lines, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  }

  it('merges extra fields over a form body and refuses them for a binary body', async () => {
    await server.enqueue({ method: 'POST', path: '/f', json: {} });
    await client()._request({ method: 'post', path: '/f', body: { a: '1' }, encoding: 'form' }, { body: { b: 2 } });
    const [request] = await server.requests();
    assert.equal(request!.body, 'a=1&b=2');
    await assert.rejects(
      client()._request({ method: 'post', path: '/f', body: new Blob(['x']), encoding: 'binary' }, { body: { b: 2 } }),
      TypeError,
    );
    await assert.rejects(client()._request({ method: 'post', path: '/f', body: { a: 1 } }, { body: [1] }), TypeError);
    assert.equal((await server.requests()).length, 1, 'a refused merge sends nothing');
  });

  it('masks an API key sent in the query in every log line, and logs the final connection error at error', async () => {
    await server.enqueue({ path: '/q', json: {} }, { path: '/drop', drop: true });
    const log = logger();
    const config = testConfig({ auth: { type: 'query', name: 'api_key' } });
    const sdk = client(config, { logLevel: 'debug', logger: log });
    await sdk._request({ method: 'get', path: '/q' });
    await assert.rejects(sdk._request({ method: 'get', path: '/drop' }), ConnectionError);
    const all = log.lines.join('\n');
    assert.ok(!all.includes('sk-test'), all);
    assert.match(all, /^info GET http:\S+\/q\?api_key=\*\*\* -> 200 in \d+ ms$/m);
    assert.match(all, /^error GET http:\S+\/drop\?api_key=\*\*\* failed after \d+ ms: Connection error/m);
  });

  it('reads log levels in any case, refuses an unknown option value, and masks secret headers by name', () => {
    assert.equal(parseLogLevel(' DEBUG '), 'debug');
    assert.equal(parseLogLevel('verbose'), undefined);
    assert.equal(parseLogLevel(undefined), undefined);
    assert.throws(() => client(testConfig(), { logLevel: 'loud' as 'info' }), TypeError);
    assert.deepEqual(redactHeaders({ Authorization: 'Bearer x', 'x-api-key': 'k', Accept: '*/*' }, ['X-API-Key']), {
      Authorization: '***',
      'x-api-key': '***',
      Accept: '*/*',
    });
  });

  it('reads the log level from the config variable, and sends a generic request with a literal path', async () => {
    await server.enqueue({ path: '/v1/%7Bx%7D', json: { ok: true } });
    process.env['SDKGEN_RUNTIME_TEST_LOG'] = 'info';
    try {
      const log = logger();
      const sdk = client(testConfig({ logEnv: 'SDKGEN_RUNTIME_TEST_LOG' }), { logger: log });
      assert.deepEqual(await sdk.get('/v1/{x}'), { ok: true }, 'the path is not a template');
      assert.equal(log.lines.length, 1);
      assert.match(log.lines[0]!, /^info GET /);
    } finally {
      delete process.env['SDKGEN_RUNTIME_TEST_LOG'];
    }
  });
});
