// Behaviour of the GENERATED SDK of a config WITHOUT a `retries` section (codegen/src/test/fixtures/no-retries):
// it never retries unless the caller asks; its API key goes in the `api_key` query parameter.

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { ConnectionError, InternalServerError, PlainWidgets, RateLimitError } from '../src/index.js';
import type { ClientOptions, Widget } from '../src/index.js';
import { MockServer } from './mockServer.js';

class RecordingWidgets extends PlainWidgets {
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
  delete process.env['WIDGETS_KEY'];
});

function client(options: ClientOptions = {}): RecordingWidgets {
  return new RecordingWidgets({ baseURL: server.url, apiKey: 'k1', ...options });
}

describe('generated SDK without a retries section', () => {
  it('never retries a 503 or a 429', async () => {
    await server.enqueue(
      { path: '/widgets/w1', status: 503, json: {}, repeat: true },
      { path: '/widgets/w2', status: 429, headers: { 'Retry-After': '1' }, json: {}, repeat: true },
    );
    const c = client();
    assert.equal(c.maxRetries, 0);
    await assert.rejects(c.widgets.retrieve('w1'), InternalServerError);
    await assert.rejects(c.widgets.retrieve('w2'), RateLimitError);
    assert.equal((await server.requests()).length, 2);
    assert.deepEqual(c.sleeps, []);
  });

  it('retries with the default policy only when the caller sets maxRetries', async () => {
    await server.enqueue({ path: '/widgets/w1', status: 503, json: {} }, { path: '/widgets/w1', json: { id: 'w1', color: null } });
    const c = client({ maxRetries: 2 });
    const widget: Widget = await c.widgets.retrieve('w1');
    assert.deepEqual(widget, { id: 'w1', color: null });
    assert.equal((await server.requests()).length, 2);
    assert.equal(c.sleeps.length, 1);
  });

  it('sends the API key from WIDGETS_KEY as the api_key query parameter, and masks it in ConnectionError', async () => {
    process.env['WIDGETS_KEY'] = 'secret-key';
    await server.enqueue({ path: '/widgets', json: [{ id: 'w1' }] }, { path: '/widgets', drop: true });
    const c = new RecordingWidgets({ baseURL: server.url });
    assert.deepEqual(await c.widgets.list({ color: 'red' }), [{ id: 'w1' }]);
    const [request] = await server.requests();
    assert.deepEqual(request!.queryParams, { color: ['red'], api_key: ['secret-key'] });
    const error = await c.widgets.list().catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
    assert.equal(error.url, `${server.url}/widgets?api_key=***`);
  });
});
