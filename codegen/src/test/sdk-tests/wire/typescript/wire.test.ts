// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
// fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
// array query parameters in every style, and a path parameter that keeps its "/" (allowReserved).

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { ConnectionError, Wire } from '../src/index.js';
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
  delete process.env['WIRE_KEY'];
});

describe('generated SDK on the wire', () => {
  it('sends a path key with a fragment without it, query string included', async () => {
    await server.enqueue({ path: '/files/f1', json: { id: 'f1' } });
    const client = new Wire({ baseURL: server.url, apiKey: 'k1' });
    assert.deepEqual(await client.files.sharedLink('f1', { fields: 'shared_link' }), { id: 'f1' });
    const [request] = await server.requests();
    assert.equal(request!.path, '/files/f1');
    assert.deepEqual(request!.queryParams, { fields: ['shared_link'] });
  });

  it("sends an operation with its own server there, unless the user's baseURL overrides it", async () => {
    const own = new Wire({ apiKey: 'k1' });
    assert.equal(own.baseURL, 'https://api.wire.example.test/v1');
    const upload = await own.uploads.create({ id: 'f1' }).catch((e: unknown) => e);
    assert.ok(upload instanceof ConnectionError);
    assert.equal(upload.url, 'http://127.0.0.1:1/upload/uploads');
    const token = await own.tokens.create({ grant_type: 'client_credentials' }).catch((e: unknown) => e);
    assert.ok(token instanceof ConnectionError);
    assert.equal(token.url, 'http://127.0.0.1:1/auth/oauth/token');

    await server.enqueue({ method: 'POST', path: '/uploads', status: 201, json: { id: 'f1' } });
    const overridden = new Wire({ baseURL: server.url, apiKey: 'k1' });
    assert.deepEqual(await overridden.uploads.create({ id: 'f1' }), { id: 'f1' });
    assert.equal((await server.requests())[0]!.path, '/uploads');
  });

  it('sends the API key after the auth_prefix word in the Authorization header, also from WIRE_KEY', async () => {
    await server.enqueue({ path: '/files/f1', json: { id: 'f1' }, repeat: true });
    await new Wire({ baseURL: server.url, apiKey: 'k1' }).files.retrieve('f1');
    process.env['WIRE_KEY'] = 'from-env';
    await new Wire({ baseURL: server.url }).files.retrieve('f1');
    const requests = await server.requests();
    assert.deepEqual(
      requests.map((r) => r.headers['authorization']),
      ['Bot k1', 'Bot from-env'],
    );
  });

  it('sends array query parameters in their style', async () => {
    await server.enqueue({ path: '/items', json: [] });
    const client = new Wire({ baseURL: server.url, apiKey: 'k1' });
    await client.items.list({
      ids: ['a', 'b'],
      tags: ['x', 'y z'],
      codes: [1, 2],
      expand: ['customer', 'invoice'],
      'status[]': ['open', 'paid'],
      sort: ['name', '-id'],
    });
    const [request] = await server.requests();
    assert.deepEqual(request!.queryParams, {
      ids: ['a,b'],
      tags: ['x y z'],
      codes: ['1|2'],
      'expand[]': ['customer', 'invoice'],
      'status[]': ['open', 'paid'],
      sort: ['name', '-id'],
    });
    assert.ok(request!.query.startsWith('ids=a%2Cb&tags=x%20y%20z&codes=1%7C2&expand%5B%5D=customer&'), request!.query);
  });

  it('keeps "/" in a path parameter with allowReserved', async () => {
    await server.enqueue({ path: '/proxy/v2/users/a%20b', json: { id: 'u' } });
    const client = new Wire({ baseURL: server.url, apiKey: 'k1' });
    assert.deepEqual(await client.proxy.get('v2/users/a b'), { id: 'u' });
    assert.equal((await server.requests())[0]!.path, '/proxy/v2/users/a%20b');
  });
});
