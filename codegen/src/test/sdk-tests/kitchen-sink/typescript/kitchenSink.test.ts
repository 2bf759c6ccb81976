// Behaviour of the GENERATED kitchen-sink SDK (fixtures/kitchen-sink) against the mock server.
// GeneratedSdkBehaviourTest generates the SDK, copies these tests and mockServer.ts into <sdk>/test/,
// compiles everything and runs it with node --test.

import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { promisify } from 'node:util';

import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  KitchenSink,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../src/index.js';
import type { Activity, ClientOptions, Comment, HealthResponse, Logger, Project, Task, WithResponse } from '../src/index.js';
import { MockServer } from './mockServer.js';

/** The generated client with the waits before retries recorded instead of slept. */
class RecordingKitchenSink extends KitchenSink {
  readonly sleeps: number[] = [];

  protected override _sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return Promise.resolve();
  }
}

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.reset();
  delete process.env['KITCHEN_TOKEN'];
  delete process.env['KITCHEN_SINK_LOG'];
});

function client(options: ClientOptions = {}): RecordingKitchenSink {
  return new RecordingKitchenSink({ baseURL: server.url, apiKey: 'tok-test', ...options });
}

const project = (id: string): Project => ({ id, created_at: '2024-01-01T00:00:00Z', name: id, status: 'active' });

describe('generated kitchen-sink SDK', () => {
  it('puts path parameters in order across three nested resources', async () => {
    await server.enqueue({ method: 'POST', path: '/projects/p%201/tasks/t%2F2/comments', status: 201, json: { id: 'c1', body: 'hi' } });
    const comment: Comment = await client().projects.tasks.comments.create('p 1', 't/2', { body: 'hi' });
    assert.deepEqual(comment, { id: 'c1', body: 'hi' });
    const [request] = await server.requests();
    assert.equal(request!.method, 'POST');
    assert.equal(request!.path, '/projects/p%201/tasks/t%2F2/comments');
  });

  it('sends the body argument as JSON', async () => {
    await server.enqueue({ method: 'POST', path: '/projects', status: 201, json: project('p1') });
    const body = { name: 'Apollo', settings: { visibility: 'private' as const, notify: true }, labels: { team: 'core' } };
    const created = await client().projects.create(body);
    assert.equal(created.id, 'p1');
    const [request] = await server.requests();
    assert.deepEqual(request!.json, body);
    assert.match(request!.headers['content-type'] ?? '', /^application\/json/);
  });

  it('has the $client method on the root', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok', uptime_seconds: 12 } });
    const health: HealthResponse = await client().health();
    assert.deepEqual(health, { status: 'ok', uptime_seconds: 12 });
  });

  it('sends header parameters, integer path parameters, and returns nothing for 204', async () => {
    await server.enqueue(
      { path: '/projects/p1', json: project('p1') },
      { path: '/nodes/42', json: { id: 42, children: [] } },
      { method: 'DELETE', path: '/projects/p1', status: 204 },
    );
    const c = client();
    await c.projects.retrieve('p1', { 'X-Request-Id': 'req-1' });
    assert.equal((await c.nodes.retrieve(42)).id, 42);
    assert.equal(await c.projects.delete('p1'), undefined);
    const requests = await server.requests();
    assert.equal(requests[0]!.headers['x-request-id'], 'req-1');
    assert.equal(requests[2]!.method, 'DELETE');
  });

  it('auto-paginates an offset list, keeping the other query parameters', async () => {
    await server.enqueue(
      { path: '/projects', json: { data: [project('p1'), project('p2')], total: 3 } },
      { path: '/projects', json: { data: [project('p3')], total: 3 } },
    );
    const ids: string[] = [];
    for await (const p of client().projects.list({ limit: 2, status: 'active', tag: ['a', 'b'] })) {
      ids.push(p.id);
    }
    assert.deepEqual(ids, ['p1', 'p2', 'p3']);
    const [first, second] = await server.requests();
    assert.deepEqual(first!.queryParams, { limit: ['2'], status: ['active'], tag: ['a', 'b'] });
    assert.deepEqual(second!.queryParams, { limit: ['2'], status: ['active'], tag: ['a', 'b'], offset: ['2'] });
  });

  it('auto-paginates a cursor list of a subresource', async () => {
    const task = (id: string): Task => ({ id, created_at: '2024-01-01T00:00:00Z', title: id, done: false });
    await server.enqueue(
      { path: '/projects/p1/tasks', json: { tasks: [task('t1'), task('t2')], has_more: true } },
      { path: '/projects/p1/tasks', json: { tasks: [task('t3')], has_more: false } },
    );
    const page = await client().projects.tasks.list('p1', { limit: 2 });
    assert.deepEqual(page.items.map((t) => t.id), ['t1', 't2']);
    assert.equal(page.hasNextPage(), true);
    const next = await page.getNextPage();
    assert.deepEqual(next.items.map((t) => t.id), ['t3']);
    assert.equal(next.hasNextPage(), false);
    assert.deepEqual((await server.requests()).map((r) => r.queryParams), [{ limit: ['2'] }, { limit: ['2'], after: ['t2'] }]);
  });

  it('auto-paginates a page-numbered list of a sub-subresource', async () => {
    await server.enqueue(
      { path: '/projects/p1/tasks/t1/comments', json: { data: [{ id: 'c1', body: 'a' }, { id: 'c2', body: 'b' }], has_more: true } },
      { path: '/projects/p1/tasks/t1/comments', json: { data: [{ id: 'c3', body: 'c' }], has_more: false } },
    );
    const ids: string[] = [];
    for await (const comment of client().projects.tasks.comments.list('p1', 't1', { per_page: 2 })) {
      ids.push(comment.id);
    }
    assert.deepEqual(ids, ['c1', 'c2', 'c3']);
    assert.deepEqual((await server.requests()).map((r) => r.queryParams), [{ per_page: ['2'] }, { per_page: ['2'], page: ['2'] }]);
  });

  it('paginates a POST search by a cursor sent back in the body; the caller\'s body fields stay', async () => {
    const activity = (id: string): Activity => ({ id, action: 'x' });
    await server.enqueue(
      { method: 'POST', path: '/activity/search', json: { results: [activity('s1'), activity('s2')], next_page_token: 'n 2' } },
      { method: 'POST', path: '/activity/search', json: { results: [activity('s3')], next_page_token: null } },
    );
    const ids: string[] = [];
    for await (const a of client().activity.search({ query: 'deploy' })) {
      ids.push(a.id);
    }
    assert.deepEqual(ids, ['s1', 's2', 's3']);
    const sent = await server.requests();
    assert.deepEqual(sent.map((r) => JSON.parse(r.body)), [{ query: 'deploy' }, { query: 'deploy', page_token: 'n 2' }]);
    assert.deepEqual(sent.map((r) => r.queryParams), [{}, {}]);
  });

  it('paginates by the Link header: the bare-array pages follow rel="next" until no next link', async () => {
    const activity = (id: string): Activity => ({ id, action: 'x' });
    const next = (page: number): string =>
      `<${server.url}/activity/feed?per_page=2&page=${page}>; rel="next", <${server.url}/activity/feed?page=1>; rel="first"`;
    await server.enqueue(
      { path: '/activity/feed', json: [activity('f1'), activity('f2')], headers: { Link: next(2) } },
      { path: '/activity/feed', json: [activity('f3'), activity('f4')], headers: { Link: next(3) } },
      { path: '/activity/feed', json: [activity('f5')], headers: { Link: `<${server.url}/activity/feed?page=1>; rel="first"` } },
      { path: '/activity/feed', json: [activity('x1')], headers: { Link: '<https://elsewhere.test/activity/feed?page=2>; rel="next"' } },
    );
    const ids: string[] = [];
    for await (const a of client().activity.feed({ per_page: 2 })) {
      ids.push(a.id);
    }
    assert.deepEqual(ids, ['f1', 'f2', 'f3', 'f4', 'f5']);
    const foreign = await client().activity.feed();
    assert.equal(foreign.hasNextPage(), true);
    await assert.rejects(foreign.getNextPage(), /is not under the base URL/);
    assert.deepEqual((await server.requests()).map((r) => r.query), ['per_page=2', 'per_page=2&page=2', 'per_page=2&page=3', '']);
  });

  it('paginates by a sdkgen.yaml scheme: a next-page token in the response; an empty token or done ends it', async () => {
    const activity = (id: string): Activity => ({ id, action: 'x' });
    await server.enqueue(
      { path: '/activity', json: { entries: [activity('a1'), activity('a2')], meta: { next_page_token: 'tok 2' } } },
      { path: '/activity', json: { entries: [activity('a3')], meta: { next_page_token: '' } } },
      { path: '/activity', json: { entries: [activity('a4')], meta: { next_page_token: 'tok 5' }, last_page: true } },
    );
    const ids: string[] = [];
    for await (const a of client().activity.list({ page_size: 2 })) {
      ids.push(a.id);
    }
    assert.deepEqual(ids, ['a1', 'a2', 'a3']);
    const last = await client().activity.list({ page_size: 1 });
    assert.deepEqual(last.items.map((a) => a.id), ['a4']);
    assert.equal(last.hasNextPage(), false, 'done is true although a token came');
    assert.deepEqual((await server.requests()).map((r) => r.queryParams), [
      { page_size: ['2'] },
      { page_size: ['2'], page_token: ['tok 2'] },
      { page_size: ['1'] },
    ]);
  });

  it('retries a status listed in retry_on with exponential backoff', async () => {
    await server.enqueue(
      { path: '/projects/p1', status: 503, json: { message: 'busy' } },
      { path: '/projects/p1', status: 503, json: { message: 'busy' } },
      { path: '/projects/p1', json: project('p1') },
    );
    const c = client();
    assert.equal((await c.projects.retrieve('p1')).id, 'p1');
    const requests = await server.requests();
    assert.deepEqual(requests.map((r) => r.headers['x-sdkgen-retry-count']), ['0', '1', '2']);
    assert.equal(c.sleeps.length, 2);
    assert.ok(c.sleeps[0]! > 7.4 && c.sleeps[0]! <= 10, `first backoff ${c.sleeps[0]} ms`);
    assert.ok(c.sleeps[1]! > 14.9 && c.sleeps[1]! <= 20, `second backoff ${c.sleeps[1]} ms`);
  });

  it('waits for Retry-After before retrying', async () => {
    await server.enqueue(
      { path: '/health', status: 429, headers: { 'Retry-After': '1' }, json: {} },
      { path: '/health', json: { status: 'ok' } },
    );
    const real = new KitchenSink({ baseURL: server.url, apiKey: 'tok-test' });
    assert.deepEqual(await real.health(), { status: 'ok' });
    const [first, second] = await server.requests();
    assert.ok(second!.time - first!.time >= 0.95, `waited ${second!.time - first!.time} s`);

    await server.reset();
    await server.enqueue(
      { path: '/health', status: 503, headers: { 'Retry-After': '2' }, json: {} },
      { path: '/health', json: { status: 'ok' } },
    );
    const recording = client();
    await recording.health();
    assert.deepEqual(recording.sleeps, [2000]);
  });

  it('does not retry a status outside retry_on', async () => {
    await server.enqueue({ path: '/projects/p1', status: 500, json: { message: 'boom' }, repeat: true });
    await assert.rejects(client().projects.retrieve('p1'), InternalServerError);
    assert.equal((await server.requests()).length, 1);
  });

  it('does not retry an operation marked x-sdkgen-retries: {enabled: false}', async () => {
    await server.enqueue({ method: 'POST', path: '/projects/p1/archive', status: 503, json: {}, repeat: true });
    const c = client();
    await assert.rejects(c.projects.archive('p1'), InternalServerError);
    assert.equal((await server.requests()).length, 1);
    assert.deepEqual(c.sleeps, []);
  });

  it('raises the error class of each status with its fields', async () => {
    const cases: Array<[number, Function]> = [
      [400, BadRequestError],
      [401, AuthenticationError],
      [403, PermissionDeniedError],
      [404, NotFoundError],
      [409, ConflictError],
      [422, UnprocessableEntityError],
      [429, RateLimitError],
      [500, InternalServerError],
      [418, APIError],
    ];
    const c = client({ maxRetries: 0 });
    for (const [status, errorClass] of cases) {
      await server.reset();
      await server.enqueue({
        path: '/projects/p1',
        status,
        headers: { 'X-Trace': `t${status}`, 'Retry-After': '7' },
        json: { error: { code: 'e', message: `failed with ${status}` } },
      });
      const error = await c.projects.retrieve('p1').catch((e: unknown) => e);
      assert.ok(error instanceof errorClass, `${status} gives ${errorClass.name}, got ${String(error)}`);
      assert.ok(error instanceof APIError);
      assert.equal(error.status, status);
      assert.equal(error.headers?.['x-trace'], `t${status}`);
      assert.deepEqual(error.body, { error: { code: 'e', message: `failed with ${status}` } });
      assert.equal(error.message, `${status} failed with ${status}`);
      if (status === 418) {
        assert.equal(error.constructor, APIError, 'an unlisted 4xx is a plain APIError');
      }
      if (error instanceof RateLimitError) {
        assert.equal(error.retryAfter, 7);
      }
    }
  });

  it('gives the status, headers and request id beside the parsed body (withResponse)', async () => {
    await server.enqueue({ method: 'POST', path: '/projects', status: 201, json: project('p1'), headers: { 'X-Request-Id': 'req_c', 'X-Extra': 'x' } });
    const created: WithResponse<Project> = await client().projects.create({ name: 'p1' }).withResponse();
    assert.equal(created.data.id, 'p1');
    assert.equal(created.response.status, 201);
    assert.equal(created.response.headers.get('x-extra'), 'x');
    assert.equal(created.requestId, 'req_c');
  });

  it('gives the raw response with its body unread (asResponse), the request id also from Request-Id', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok', uptime_seconds: 3 }, headers: { 'Request-Id': 'req_h' } });
    await server.enqueue({ method: 'DELETE', path: '/projects/p1', status: 204 });
    const c = client();
    const response = await c.health().asResponse();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('request-id'), 'req_h');
    assert.deepEqual(await response.json(), { status: 'ok', uptime_seconds: 3 });
    const deleted = await c.projects.delete('p1').withResponse();
    assert.equal(deleted.data, undefined);
    assert.equal(deleted.response.status, 204);
    assert.equal(deleted.requestId, undefined);
  });

  it('gives the response of the final attempt after retries, and the request id of an APIError', async () => {
    await server.enqueue(
      { path: '/projects/p1', status: 503, headers: { 'X-Request-Id': 'req_1' } },
      { path: '/projects/p1', json: project('p1'), headers: { 'X-Request-Id': 'req_2' } },
      { path: '/projects/p2', status: 404, json: { message: 'no' }, headers: { 'X-Request-Id': 'req_404' } },
    );
    const c = client();
    const retried = await c.projects.retrieve('p1').withResponse();
    assert.equal(retried.response.status, 200);
    assert.equal(retried.requestId, 'req_2');
    const promise = c.projects.retrieve('p2');
    const error = await promise.withResponse().catch((e: unknown) => e);
    assert.ok(error instanceof NotFoundError);
    assert.equal(error.requestId, 'req_404');
    assert.equal(await promise.catch((e: unknown) => e), error);
  });

  it('raises RateLimitError with retryAfter once retries are exhausted', async () => {
    await server.enqueue({ path: '/health', status: 429, headers: { 'Retry-After': '3' }, json: {}, repeat: true });
    const c = client();
    const error = await c.health().catch((e: unknown) => e);
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.retryAfter, 3);
    assert.equal((await server.requests()).length, 4, 'max_retries: 3 → four attempts');
    assert.deepEqual(c.sleeps, [3000, 3000, 3000]);
  });

  it('raises ConnectionError with the URL when no response arrives', async () => {
    await server.enqueue({ path: '/projects/p1', drop: true });
    const error = await client().projects.retrieve('p1').catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
    assert.ok(error instanceof APIError);
    assert.equal(error.url, `${server.url}/projects/p1`);
    assert.equal(error.status, undefined);
  });

  it('reads the API key from KITCHEN_TOKEN and sends it in X-Kitchen-Token', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok' }, repeat: true });
    process.env['KITCHEN_TOKEN'] = 'tok-env';
    await new KitchenSink({ baseURL: server.url }).health();
    await new KitchenSink({ baseURL: server.url, apiKey: 'tok-explicit' }).health();
    delete process.env['KITCHEN_TOKEN'];
    await new KitchenSink({ baseURL: server.url }).health();
    const [fromEnv, explicit, none] = await server.requests();
    assert.equal(fromEnv!.headers['x-kitchen-token'], 'tok-env');
    assert.equal(explicit!.headers['x-kitchen-token'], 'tok-explicit');
    assert.equal(none!.headers['x-kitchen-token'], undefined);

    await server.reset();
    await server.enqueue({ path: '/health', status: 401, json: { message: 'who are you' } });
    const error = await new KitchenSink({ baseURL: server.url }).health().catch((e: unknown) => e);
    assert.ok(error instanceof AuthenticationError);
    assert.match(error.message, /KITCHEN_TOKEN/);
  });
});

/** A logger that keeps every line, with its level and details. */
function recordingLogger(): Logger & { lines: Array<{ level: string; message: string; details: unknown[] }> } {
  const lines: Array<{ level: string; message: string; details: unknown[] }> = [];
  const at =
    (level: string) =>
    (message: string, ...details: unknown[]): void => {
      lines.push({ level, message, details });
    };
  return { lines, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

describe('escape hatches, logging and packaging of the generated kitchen-sink SDK', () => {
  it('sends extra body fields, query parameters and headers, and removes a header set to null', async () => {
    await server.enqueue({ method: 'POST', path: '/projects', status: 201, json: project('p1') });
    const sdk = client({ defaultHeaders: { 'X-Team': 'core', 'X-Drop': 'me' } });
    await sdk.projects.create(
      { name: 'p1' },
      { body: { beta_flag: true }, query: { dry_run: 'yes' }, headers: { 'X-Trace': 't1', 'X-Drop': null, 'X-Sdkgen-Lang': null } },
    );
    const [request] = await server.requests();
    assert.deepEqual(request!.json, { name: 'p1', beta_flag: true });
    assert.deepEqual(request!.queryParams, { dry_run: ['yes'] });
    assert.equal(request!.headers['x-trace'], 't1');
    assert.equal(request!.headers['x-team'], 'core');
    assert.equal(request!.headers['x-drop'], undefined);
    assert.equal(request!.headers['x-sdkgen-lang'], undefined);
    assert.equal(request!.headers['x-kitchen-token'], 'tok-test');
  });

  it('sends a generic request to an undocumented path with the client auth, retries and errors', async () => {
    await server.enqueue(
      { method: 'POST', path: '/projects/p1/clone', status: 503, json: {} },
      { method: 'POST', path: '/projects/p1/clone', status: 201, json: project('p2'), headers: { 'X-Request-Id': 'req_g' } },
      { method: 'GET', path: '/beta/usage', json: { calls: 7 } },
      { method: 'DELETE', path: '/beta/usage', status: 404, json: { message: 'gone' } },
    );
    const sdk = client();
    const { data, requestId } = await sdk.post<Project>('/projects/p1/clone', { body: { name: 'copy' }, query: { deep: true } }).withResponse();
    const typed: Project = data;
    assert.equal(typed.id, 'p2');
    assert.equal(requestId, 'req_g');
    assert.deepEqual(sdk.sleeps.length, 1);
    const usage = await sdk.get<{ calls: number }>('/beta/usage');
    assert.equal(usage.calls, 7);
    await assert.rejects(sdk.delete('/beta/usage'), NotFoundError);
    const [failed, retried, get] = await server.requests();
    assert.equal(failed!.headers['x-kitchen-token'], 'tok-test');
    assert.equal(retried!.headers['x-sdkgen-retry-count'], '1');
    assert.deepEqual(retried!.json, { name: 'copy' });
    assert.equal(retried!.query, 'deep=true');
    assert.equal(get!.method, 'GET');
  });

  it('withOptions gives a new client of the same class that shares nothing mutable with the first', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok' }, repeat: true });
    const headers: Record<string, string> = { 'X-Team': 'core' };
    const first = client({ defaultHeaders: headers, maxRetries: 2 });
    const second = first.withOptions({ maxRetries: 0, defaultHeaders: { 'X-Team': 'edge' } });
    headers['X-Team'] = 'changed later';
    assert.ok(second instanceof RecordingKitchenSink);
    assert.notEqual(second, first);
    assert.equal(first.maxRetries, 2);
    assert.equal(second.maxRetries, 0);
    assert.equal(second.apiKey, 'tok-test');
    assert.equal(second.baseURL, server.url);
    await first.health();
    await second.health();
    await second.withOptions({}).health();
    const [a, b, c] = await server.requests();
    assert.equal(a!.headers['x-team'], 'core');
    assert.equal(b!.headers['x-team'], 'edge');
    assert.equal(c!.headers['x-team'], 'edge');
    assert.equal(b!.headers['x-kitchen-token'], 'tok-test');
  });

  it('merges fetchOptions into every fetch call, a call’s own over the client’s', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok' }, repeat: true });
    const inits: RequestInit[] = [];
    const sdk = client({
      fetchOptions: { redirect: 'manual', keepalive: true },
      fetch: (url, init) => {
        inits.push(init);
        return fetch(url, init);
      },
    });
    await sdk.health();
    await sdk.health({ fetchOptions: { redirect: 'error', method: 'POST' } });
    assert.equal(inits[0]!.redirect, 'manual');
    assert.equal(inits[0]!.keepalive, true);
    assert.equal(inits[1]!.redirect, 'error');
    assert.equal(inits[1]!.keepalive, true);
    assert.equal(inits[1]!.method, 'GET', 'the client’s own method wins over fetchOptions');
    assert.equal((await server.requests()).length, 2);
  });

  it('gives the first page with its response and request id (PagePromise withResponse, asResponse)', async () => {
    await server.enqueue(
      { path: '/projects', json: { data: [project('p1')], total: 1 }, headers: { 'X-Request-Id': 'req_l' } },
      { path: '/projects', json: { data: [project('p9')], total: 1 }, headers: { 'X-Request-Id': 'req_m' } },
    );
    const { data: page, response, requestId } = await client().projects.list({ limit: 1 }).withResponse();
    assert.deepEqual(page.items.map((p) => p.id), ['p1']);
    assert.equal(page.hasNextPage(), false);
    assert.equal(response.status, 200);
    assert.equal(requestId, 'req_l');
    const raw = await client().projects.list().asResponse();
    assert.equal(raw.headers.get('x-request-id'), 'req_m');
    assert.deepEqual(((await raw.json()) as { data: Project[] }).data[0]!.id, 'p9');
    assert.equal((await server.requests()).length, 2, 'withResponse sends no request of its own');
  });

  it('logs each attempt and retry at info and headers at debug, the API key masked', async () => {
    await server.enqueue(
      { path: '/health', status: 503, json: {} },
      { path: '/health', json: { status: 'ok' }, headers: { 'Set-Cookie': 'session=s3cret' } },
    );
    const logger = recordingLogger();
    await client({ logLevel: 'debug', logger, defaultHeaders: { Cookie: 'c=cookie-value' } }).health();
    const infos = logger.lines.filter((l) => l.level === 'info').map((l) => l.message);
    assert.equal(infos.length, 3, infos.join('\n'));
    assert.match(infos[0]!, new RegExp(`^GET ${server.url}/health -> 503 in \\d+ ms$`));
    assert.match(infos[1]!, /^GET \S+\/health retrying in \d+ ms \(retry 1 of 3\)$/);
    assert.match(infos[2]!, /-> 200 in \d+ ms$/);
    const debug = logger.lines.filter((l) => l.level === 'debug');
    assert.equal(debug.length, 4);
    const sent = debug[0]!.details[0] as Record<string, string>;
    assert.equal(sent['X-Kitchen-Token'], '***');
    assert.equal(sent['Cookie'], '***');
    assert.equal(sent['X-Sdkgen-Retry-Count'], '0');
    assert.equal((debug[3]!.details[0] as Record<string, string>)['set-cookie'], '***');
    const everything = JSON.stringify(logger.lines);
    for (const secret of ['tok-test', 'cookie-value', 's3cret']) {
      assert.ok(!everything.includes(secret), `${secret} leaked into the log: ${everything}`);
    }
  });

  it('takes the log level from KITCHEN_SINK_LOG, and logs nothing by default', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok' }, repeat: true });
    const quiet = recordingLogger();
    await client({ logger: quiet }).health();
    assert.deepEqual(quiet.lines, []);
    process.env['KITCHEN_SINK_LOG'] = 'info';
    const info = recordingLogger();
    await client({ logger: info }).health();
    assert.deepEqual(info.lines.map((l) => l.level), ['info']);
    const off = recordingLogger();
    await client({ logger: off, logLevel: 'off' }).health();
    assert.deepEqual(off.lines, [], 'the option wins over the variable');
  });

  it('is importable from an ESM and a CommonJS project (package.json exports) and makes a call', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok', uptime_seconds: 1 }, repeat: true });
    const sdk = resolve(__dirname, '..', '..');
    const run = promisify(execFile);
    const outputs: Array<{ resolved: string; health: unknown; errors: string }> = [];
    for (const kind of ['esm', 'cjs']) {
      const project = join(sdk, 'test', 'consumers', kind);
      const link = join(project, 'node_modules', '@kitchen', 'sink');
      rmSync(link, { force: true, recursive: true });
      mkdirSync(join(project, 'node_modules', '@kitchen'), { recursive: true });
      symlinkSync(sdk, link, 'dir');
      const { stdout } = await run(process.execPath, [join(project, 'main.js')], {
        cwd: project,
        env: { ...process.env, KITCHEN_BASE_URL: server.url },
      });
      outputs.push(JSON.parse(stdout) as { resolved: string; health: unknown; errors: string });
    }
    const [esm, cjs] = outputs;
    assert.match(esm!.resolved, /\/dist\/esm\/index\.js$/);
    assert.match(cjs!.resolved, /\/dist\/cjs\/index\.js$/);
    for (const out of outputs) {
      assert.deepEqual(out.health, { status: 'ok', uptime_seconds: 1 });
      assert.equal(out.errors, 'function');
    }
    const tokens = (await server.requests()).map((r) => r.headers['x-kitchen-token']);
    assert.deepEqual(tokens, ['tok-esm', 'tok-cjs']);
  });
});
