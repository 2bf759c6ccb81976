// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/wire: the request on the wire for a path key with a
// fragment, operation- and path-level servers, an API key sent as "Authorization: Bot <key>" (client.auth_prefix),
// array query parameters in every style, a path parameter that keeps its "/" (allowReserved, and a last-segment
// `object_path`), the choice of request content type (four PATCH formats; JSON or a multipart upload), an
// API-version path segment with a default taken from a client option, a DELETE's JSON body, a binary-format string
// inside JSON (a string), and no method for a WebSocket operation (101 only).

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { APIError, ConnectionError, Wire, toFile } from '../src/index.js';
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

  it('keeps "/" in a last-segment path parameter named like a path, and encodes it elsewhere', async () => {
    await server.enqueue({ path: '/buckets/b%2F1/objects/docs/a%20b.txt', json: { id: 'o' } });
    const client = new Wire({ baseURL: server.url, apiKey: 'k1' });
    assert.deepEqual(await client.buckets.getObject('b/1', 'docs/a b.txt'), { id: 'o' });
    assert.equal((await server.requests())[0]!.path, '/buckets/b%2F1/objects/docs/a%20b.txt');
  });

  it('sends each PATCH format the caller chooses with its own Content-Type', async () => {
    await server.enqueue({ method: 'PATCH', path: '/pods/p1', json: { name: 'p1' }, repeat: true });
    const pods = new Wire({ baseURL: server.url, apiKey: 'k1' }).pods;
    await pods.update('p1', { name: 'p1', labels: { app: 'web' } });
    await pods.updateJsonPatch('p1', [
      { op: 'replace', path: '/labels/app', value: 'api' },
      { op: 'move', from: '/labels/a', path: '/labels/b' },
    ]);
    await pods.updateMergePatch('p1', { labels: { app: null } });
    await pods.updateStrategicMergePatch('p1', { labels: { tier: 'front' } });
    const requests = await server.requests();
    assert.deepEqual(
      requests.map((r) => [r.headers['content-type'], r.json]),
      [
        ['application/json', { name: 'p1', labels: { app: 'web' } }],
        [
          'application/json-patch+json',
          [
            { op: 'replace', path: '/labels/app', value: 'api' },
            { op: 'move', from: '/labels/a', path: '/labels/b' },
          ],
        ],
        ['application/merge-patch+json', { labels: { app: null } }],
        ['application/strategic-merge-patch+json', { labels: { tier: 'front' } }],
      ],
    );
  });

  it('sends JSON or, when the caller chooses, a multipart upload', async () => {
    await server.enqueue({ method: 'POST', path: '/documents', status: 201, json: { id: 'd1' }, repeat: true });
    const documents = new Wire({ baseURL: server.url, apiKey: 'k1' }).documents;
    await documents.create({ name: 'n', url: 'https://example.test/a.txt' });
    await documents.createMultipart({ name: 'n', file: toFile(new TextEncoder().encode('hi'), 'a.txt', { contentType: 'text/plain' }) });
    const [json, multipart] = await server.requests();
    assert.equal(json!.headers['content-type'], 'application/json');
    assert.deepEqual(json!.json, { name: 'n', url: 'https://example.test/a.txt' });
    assert.match(multipart!.headers['content-type']!, /^multipart\/form-data; boundary=/);
    assert.deepEqual(
      multipart!.parts!.map((p) => [p.name, p.filename, p.contentType, new TextDecoder().decode(new Uint8Array(p.bodyBytes))]),
      [
        ['name', null, null, 'n'],
        ['file', 'a.txt', 'text/plain', 'hi'],
      ],
    );
  });

  it('fills a path parameter with a default from the client option, default v4', async () => {
    await server.enqueue({ path: '/v4/widgets/w1', json: { id: 'w1' } });
    await server.enqueue({ path: '/v4beta/widgets/w%2F2', json: { id: 'w2' } });
    assert.deepEqual(await new Wire({ baseURL: server.url, apiKey: 'k1' }).widgets.retrieve('w1'), { id: 'w1' });
    const beta = new Wire({ baseURL: server.url, apiKey: 'k1', apiVersion: 'v4beta' });
    assert.deepEqual(await beta.widgets.retrieve('w/2'), { id: 'w2' });
    assert.deepEqual(
      (await server.requests()).map((r) => r.path),
      ['/v4/widgets/w1', '/v4beta/widgets/w%2F2'],
    );
  });
  it('sends the required JSON body of a DELETE', async () => {
    await server.enqueue({ method: 'DELETE', path: '/documents/d1/share', status: 204 });
    await new Wire({ baseURL: server.url, apiKey: 'k1' }).documents.unshare('d1', { email: 'a@example.test', notify: false });
    const [request] = await server.requests();
    assert.equal(request!.method, 'DELETE');
    assert.equal(request!.headers['content-type'], 'application/json');
    assert.deepEqual(request!.json, { email: 'a@example.test', notify: false });
  });

  it('sends and reads a binary-format string inside a JSON body as a string', async () => {
    await server.enqueue({ method: 'POST', path: '/documents/d1/attachments', status: 201, json: { filename: 'a.txt', content: 'aGk=' } });
    const attachment = await new Wire({ baseURL: server.url, apiKey: 'k1' }).documents.attach('d1', { filename: 'a.txt', content: 'aGk=' });
    const content: string = attachment.content;
    assert.equal(content, 'aGk=');
    assert.deepEqual((await server.requests())[0]!.json, { filename: 'a.txt', content: 'aGk=' });
  });

  it('reads the request id from client.request_id_header only, on a success and on an APIError', async () => {
    await server.enqueue({ path: '/files/f1', json: { id: 'f1' }, headers: { 'X-Wire-Trace': 'tr_1', 'X-Request-Id': 'req_1' } });
    await server.enqueue({ path: '/files/f2', json: { id: 'f2' }, headers: { 'X-Request-Id': 'req_2' } });
    await server.enqueue({ path: '/files/f3', status: 404, json: { message: 'no' }, headers: { 'X-Wire-Trace': 'tr_3' } });
    const client = new Wire({ baseURL: server.url, apiKey: 'k1' });
    const first = await client.files.retrieve('f1').withResponse();
    assert.equal(first.requestId, 'tr_1');
    assert.equal(first.response.headers.get('x-request-id'), 'req_1');
    assert.equal((await client.files.retrieve('f2').withResponse()).requestId, undefined);
    const error = await client.files.retrieve('f3').catch((e: unknown) => e);
    assert.ok(error instanceof APIError);
    assert.equal(error.requestId, 'tr_3');
  });

  it('has no method for an operation that only switches protocols (a WebSocket)', () => {
    const documents = new Wire({ baseURL: server.url, apiKey: 'k1' }).documents;
    assert.equal('watch' in documents, false);
    assert.equal(typeof documents.attach, 'function');
  });
});
