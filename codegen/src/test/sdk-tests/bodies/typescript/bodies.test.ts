// Non-JSON operations of a GENERATED SDK (codegen/src/test/fixtures/bodies) against the mock server:
// form-encoded and multipart bodies, binary and text bodies and responses, basic auth.

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { Bodies, toFile } from '../src/index.js';
import { MockServer } from './mockServer.js';

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.reset();
  delete process.env['BODIES_KEY'];
});

function client(): Bodies {
  return new Bodies({ baseURL: server.url, apiKey: 'user:secret' });
}

describe('generated SDK with non-JSON operations', () => {
  it('sends a form-encoded body with brackets and indexed arrays', async () => {
    await server.enqueue({ method: 'POST', path: '/accounts/a1', json: { id: 'a1', name: 'New name' } });
    const account = await client().accounts.update('a1', { name: 'New name', metadata: { tier: 'gold' }, tags: ['x', 'y'] });
    assert.equal(account.name, 'New name');
    const [request] = await server.requests();
    assert.equal(request!.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(request!.body, 'name=New+name&metadata[tier]=gold&tags[0]=x&tags[1]=y');
  });

  it('sends no body on a GET even when the spec declares one', async () => {
    await server.enqueue({ method: 'GET', path: '/accounts', json: [{ id: 'a1' }] });
    assert.deepEqual(await client().accounts.list({ limit: 2 }), [{ id: 'a1' }]);
    const [request] = await server.requests();
    assert.equal(request!.body, '');
    assert.equal(request!.headers['content-type'], undefined);
    assert.deepEqual(request!.queryParams, { limit: ['2'] });
  });

  it('uploads a file as multipart/form-data', async () => {
    await server.enqueue({ method: 'POST', path: '/files', json: { id: 'f1', bytes: 3 } });
    const file = await client().files.upload({
      file: toFile(new Uint8Array([0x25, 0x50, 0xff]), 'q.pdf', { contentType: 'application/pdf' }),
      purpose: 'audit',
    });
    assert.deepEqual(file, { id: 'f1', bytes: 3 });
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
    await server.enqueue({ method: 'GET', path: '/files/f1/content', bodyBytes: new Uint8Array([0, 1, 254, 255]) });
    const response = await client().files.content('f1');
    assert.deepEqual([...new Uint8Array(await response.arrayBuffer())], [0, 1, 254, 255]);
    assert.equal((await server.requests())[0]!.headers['accept'], 'application/octet-stream');
  });

  it('uploads raw bytes with the operation content type', async () => {
    await server.enqueue({ method: 'PUT', path: '/files/f1/content', json: { id: 'f1', bytes: 2 } });
    await client().files.replace('f1', new Uint8Array([0x0d, 0x0a]));
    const [request] = await server.requests();
    assert.equal(request!.headers['content-type'], 'application/pdf');
    assert.deepEqual([...request!.bodyBytes], [0x0d, 0x0a]);
  });

  it('sends a text body and returns a text response', async () => {
    await server.enqueue(
      { method: 'POST', path: '/notes/render', headers: { 'Content-Type': 'text/html' }, body: '<p>hi</p>' },
      { method: 'GET', path: '/version', headers: { 'Content-Type': 'text/plain' }, body: '2024-06-01' },
    );
    const c = client();
    assert.equal(await c.notes.render('hi'), '<p>hi</p>');
    assert.equal(await c.version(), '2024-06-01');
    const [render, version] = await server.requests();
    assert.match(render!.headers['content-type']!, /^text\/plain/);
    assert.equal(render!.body, 'hi');
    assert.equal(render!.headers['accept'], 'text/html');
    assert.equal(version!.headers['accept'], 'text/plain');
  });

  it('sends the API key from BODIES_KEY as HTTP basic auth', async () => {
    process.env['BODIES_KEY'] = 'user:secret';
    await server.enqueue({ method: 'GET', path: '/version', headers: { 'Content-Type': 'text/plain' }, body: '1' });
    await new Bodies({ baseURL: server.url }).version();
    assert.equal((await server.requests())[0]!.headers['authorization'], `Basic ${Buffer.from('user:secret').toString('base64')}`);
  });
});
