// Behaviour of the reference SDK against the mock server: the pattern the generated-SDK behaviour
// suite follows (stage the SDK, copy mockServer.ts next to the tests, compile, run with node --test).

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import {
  Acme,
  APIError,
  AuthenticationError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  toFile,
} from '../src/index.js';
import type { Account, ClientOptions } from '../src/index.js';
import { MockServer } from './mockServer.js';

/** The generated client with waits recorded instead of slept. */
class TestAcme extends Acme {
  readonly sleeps: number[] = [];

  constructor(options: ClientOptions) {
    super(options);
  }

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
  delete process.env['ACME_API_KEY'];
});

function acme(options: ClientOptions = {}): TestAcme {
  return new TestAcme({ baseURL: server.url, apiKey: 'sk-test', ...options });
}

describe('Acme reference SDK', () => {
  it('puts path parameters in order across nested resources', async () => {
    await server.enqueue({ method: 'POST', path: '/accounts/a1/cards/c%201/freeze', json: { id: 'c 1', frozen: true } });
    const card = await acme().accounts.cards.freeze('a1', 'c 1');
    assert.deepEqual(card, { id: 'c 1', frozen: true });
    assert.equal((await server.requests())[0]!.method, 'POST');
  });

  it('sends the body argument as JSON', async () => {
    await server.enqueue({ method: 'POST', path: '/accounts', json: { id: 'a1', name: 'x' } });
    const account = await acme().accounts.create({ name: 'x' });
    assert.equal(account.id, 'a1');
    assert.deepEqual((await server.requests())[0]!.json, { name: 'x' });
  });

  it('has $client methods on the root', async () => {
    await server.enqueue({ path: '/health', json: { status: 'ok' } });
    assert.deepEqual(await acme().health(), { status: 'ok' });
  });

  it('auto-paginates a cursor list', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: [{ id: 'a1', name: 'x' }], has_more: true } },
      { path: '/accounts', json: { data: [{ id: 'a2', name: 'y' }], has_more: false } },
    );
    const ids: string[] = [];
    for await (const account of acme().accounts.list({ limit: 1 })) {
      const typed: Account = account;
      ids.push(typed.id);
    }
    assert.deepEqual(ids, ['a1', 'a2']);
    assert.deepEqual((await server.requests()).map((r) => r.query), ['limit=1', 'limit=1&starting_after=a1']);
  });

  it('auto-paginates an offset list of a subresource', async () => {
    await server.enqueue(
      { path: '/accounts/a1/cards', json: { data: [{ id: 'c1', frozen: false }], total: 2 } },
      { path: '/accounts/a1/cards', json: { data: [{ id: 'c2', frozen: true }], total: 2 } },
    );
    const page = await acme().accounts.cards.list('a1');
    assert.deepEqual(page.items.map((c) => c.id), ['c1']);
    assert.equal(page.body.total, 2);
    const next = await page.getNextPage();
    assert.deepEqual(next.items.map((c) => c.id), ['c2']);
    assert.equal(next.hasNextPage(), false);
  });

  it('retries a listed status, honouring Retry-After', async () => {
    await server.enqueue(
      { path: '/accounts/a1', status: 429, headers: { 'Retry-After': '3' }, json: {} },
      { path: '/accounts/a1', json: { id: 'a1', name: 'x' } },
    );
    const client = acme();
    assert.equal((await client.accounts.get('a1')).id, 'a1');
    assert.deepEqual(client.sleeps, [3000]);
  });

  it('does not retry a retries-disabled operation', async () => {
    await server.enqueue({ path: '/accounts/a1/cards/c1/freeze', status: 503, json: {}, repeat: true });
    await assert.rejects(acme().accounts.cards.freeze('a1', 'c1'), InternalServerError);
    assert.equal((await server.requests()).length, 1);
  });

  it('raises the status error classes with their fields', async () => {
    await server.enqueue(
      { path: '/accounts/nope', status: 404, json: { error: { message: 'no such account' } } },
      { path: '/accounts/limited', status: 429, headers: { 'Retry-After': '5' }, json: {}, repeat: true },
    );
    const client = acme({ maxRetries: 0 });
    const notFound = await client.accounts.get('nope').catch((e: unknown) => e);
    assert.ok(notFound instanceof NotFoundError && notFound instanceof APIError);
    assert.equal(notFound.status, 404);
    assert.equal(notFound.message, '404 no such account');
    const limited = await client.accounts.get('limited').catch((e: unknown) => e);
    assert.ok(limited instanceof RateLimitError);
    assert.equal(limited.retryAfter, 5);
  });

  it('raises ConnectionError with the URL', async () => {
    await server.enqueue({ path: '/health', drop: true });
    const error = await acme().health().catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
    assert.equal(error.url, `${server.url}/health`);
  });

  it('reads the API key from ACME_API_KEY', async () => {
    process.env['ACME_API_KEY'] = 'sk-env';
    await server.enqueue({ path: '/health', json: { status: 'ok' } }, { path: '/health', status: 401, json: {} });
    await new TestAcme({ baseURL: server.url }).health();
    assert.equal((await server.requests())[0]!.headers['authorization'], 'Bearer sk-env');
    delete process.env['ACME_API_KEY'];
    await assert.rejects(new TestAcme({ baseURL: server.url }).health(), AuthenticationError);
  });
});

describe('Acme reference SDK: non-JSON operations', () => {
  it('uploads a file as multipart/form-data', async () => {
    await server.enqueue({ method: 'POST', path: '/files', json: { id: 'file_1', filename: 'q.pdf', bytes: 3, purpose: 'audit' } });
    const file = await acme().files.upload({
      file: toFile(new Uint8Array([0x25, 0x50, 0xff]), 'q.pdf', { contentType: 'application/pdf' }),
      purpose: 'audit',
    });
    assert.equal(file.id, 'file_1');
    const [request] = await server.requests();
    assert.match(request!.headers['content-type']!, /^multipart\/form-data; boundary=/);
    assert.deepEqual(
      request!.parts!.map((p) => [p.name, p.filename, p.contentType, [...p.bodyBytes]]),
      [
        ['file', 'q.pdf', 'application/pdf', [0x25, 0x50, 0xff]],
        ['purpose', null, null, [...new TextEncoder().encode('audit')]],
      ],
    );
  });

  it('downloads binary content as a Response', async () => {
    await server.enqueue({ method: 'GET', path: '/files/file_1/content', bodyBytes: new Uint8Array([0, 1, 254, 255]) });
    const response = await acme().files.content('file_1');
    assert.deepEqual([...new Uint8Array(await response.arrayBuffer())], [0, 1, 254, 255]);
    assert.equal((await server.requests())[0]!.headers['accept'], 'application/octet-stream');
  });

  it('uploads raw bytes with the operation content type', async () => {
    await server.enqueue({ method: 'PUT', path: '/files/file_1/content', json: { id: 'file_1', filename: 'q.pdf', bytes: 2, purpose: 'audit' } });
    await acme().files.replace('file_1', new Uint8Array([0x0d, 0x0a]));
    const [request] = await server.requests();
    assert.equal(request!.headers['content-type'], 'application/pdf');
    assert.deepEqual([...request!.bodyBytes], [0x0d, 0x0a]);
  });

  it('sends a form-encoded body', async () => {
    await server.enqueue({ method: 'POST', path: '/accounts/a1', json: { id: 'a1', name: 'New' } });
    await acme().accounts.update('a1', { name: 'New name', metadata: { tier: 'gold' }, tags: ['x', 'y'] });
    const [request] = await server.requests();
    assert.equal(request!.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(request!.body, 'name=New+name&metadata[tier]=gold&tags[0]=x&tags[1]=y');
  });

  it('returns a text response as a string', async () => {
    await server.enqueue({ method: 'GET', path: '/version', headers: { 'Content-Type': 'text/plain' }, body: '2024-06-01' });
    assert.equal(await acme().version(), '2024-06-01');
    assert.equal((await server.requests())[0]!.headers['accept'], 'text/plain');
  });
});
