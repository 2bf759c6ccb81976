// Behaviour of the GENERATED SDK of a config with the retry policy `sdkgen init` writes and an idempotency header
// (codegen/src/test/fixtures/retries): 408, 409, 429 and 5xx and dropped connections retried twice; the server's
// retry-after-ms and x-should-retry honoured; one Idempotency-Key per call, the same on each of its retries.

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { BadRequestError, ConflictError, InternalServerError, Shop } from '../src/index.js';
import type { ClientOptions, Order } from '../src/index.js';
import { MockServer } from './mockServer.js';

class RecordingShop extends Shop {
  readonly sleeps: number[] = [];

  protected override _sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return Promise.resolve();
  }

  protected override _random(): number {
    return 0;
  }
}

const ORDER = { id: 'o1', item: 'tea' };

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.reset();
});

function client(options: ClientOptions = {}): RecordingShop {
  return new RecordingShop({ baseURL: server.url, ...options });
}

async function keys(): Promise<(string | undefined)[]> {
  return (await server.requests()).map((r) => r.headers['idempotency-key']);
}

describe('generated SDK with the init-written retry policy and an idempotency header', () => {
  it('retries a 409 out of the box, twice at most', async () => {
    await server.enqueue({ path: '/orders', status: 409, json: { message: 'busy' } }, { path: '/orders', status: 201, json: ORDER });
    const c = client();
    assert.equal(c.maxRetries, 2);
    const order: Order = await c.orders.create({ item: 'tea' });
    assert.deepEqual(order, ORDER);
    assert.deepEqual(c.sleeps, [500]);
    await server.reset();
    await server.enqueue({ path: '/orders', status: 409, json: { message: 'busy' }, repeat: true });
    await assert.rejects(c.orders.create({ item: 'tea' }), ConflictError);
    assert.equal((await server.requests()).length, 3);
  });

  it('retries a dropped connection (connection_errors: true)', async () => {
    await server.enqueue({ path: '/orders/o1', drop: true }, { path: '/orders/o1', json: ORDER });
    const c = client();
    assert.deepEqual(await c.orders.retrieve('o1'), ORDER);
    assert.deepEqual(
      (await server.requests()).map((r) => r.headers['x-sdkgen-retry-count']),
      ['0', '1'],
    );
  });

  it('waits the retry-after-ms the server sends, in place of Retry-After', async () => {
    await server.enqueue(
      { path: '/orders/o1', status: 503, headers: { 'retry-after-ms': '20', 'Retry-After': '7' }, json: {} },
      { path: '/orders/o1', json: ORDER },
    );
    const c = client();
    await c.orders.retrieve('o1');
    assert.deepEqual(c.sleeps, [20]);
  });

  it('stops retrying a 503 on x-should-retry: false', async () => {
    await server.enqueue(
      { path: '/orders/o1', status: 503, headers: { 'x-should-retry': 'false' }, json: {} },
      { path: '/orders/o1', json: ORDER },
    );
    const c = client();
    await assert.rejects(c.orders.retrieve('o1'), InternalServerError);
    assert.equal((await server.requests()).length, 1);
    assert.deepEqual(c.sleeps, []);
  });

  it('retries a 400 on x-should-retry: true', async () => {
    await server.enqueue(
      { path: '/orders/o1', status: 400, headers: { 'x-should-retry': 'true' }, json: {} },
      { path: '/orders/o1', json: ORDER },
    );
    const c = client();
    assert.deepEqual(await c.orders.retrieve('o1'), ORDER);
    assert.equal((await server.requests()).length, 2);
    await server.reset();
    await server.enqueue({ path: '/orders/o1', status: 400, json: {} }, { path: '/orders/o1', json: ORDER });
    await assert.rejects(c.orders.retrieve('o1'), BadRequestError);
  });

  it('sends one idempotency key on every attempt of a call and a new one on the next call', async () => {
    await server.enqueue(
      { path: '/orders', status: 503, json: {} },
      { path: '/orders', drop: true },
      { path: '/orders', status: 201, json: ORDER },
      { path: '/orders/o1/cancel', json: ORDER },
    );
    const c = client();
    await c.orders.create({ item: 'tea' });
    await c.orders.cancel('o1');
    const [first, second, third, next] = await keys();
    assert.match(first!, /^sdkgen-retry-[0-9a-f-]{36}$/);
    assert.equal(second, first);
    assert.equal(third, first);
    assert.match(next!, /^sdkgen-retry-/);
    assert.notEqual(next, first);
  });

  it('sends no idempotency key on a GET', async () => {
    await server.enqueue({ path: '/orders/o1', json: ORDER });
    await client().orders.retrieve('o1');
    assert.deepEqual(await keys(), [undefined]);
  });

  it('sends the key a call passes, on every attempt; a header the caller sets wins', async () => {
    await server.enqueue(
      { path: '/orders', status: 409, json: {} },
      { path: '/orders', status: 201, json: ORDER },
      { path: '/orders', status: 201, json: ORDER },
    );
    const c = client();
    await c.orders.create({ item: 'tea' }, { idempotencyKey: 'order-42' });
    await c.orders.create({ item: 'tea' }, { idempotencyKey: 'order-43', headers: { 'Idempotency-Key': 'mine' } });
    assert.deepEqual(await keys(), ['order-42', 'order-42', 'mine']);
  });
});
