// Non-JSON request bodies, text/binary responses and basic auth, asserted on the bytes the mock server received.

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { encodeForm, FileUpload, toFile } from '../../main/resources/runtime/typescript/body.js';
import { AuthenticationError, NotFoundError } from '../../main/resources/runtime/typescript/errors.js';
import type { PaginationSpec } from '../../main/resources/runtime/typescript/pagination.js';
import { retryPolicy } from '../../main/resources/runtime/typescript/retries.js';
import { MockServer } from './mockServer.js';
import type { RecordedRequest } from './mockServer.js';
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

async function only(): Promise<RecordedRequest> {
  const requests = await server.requests();
  assert.equal(requests.length, 1);
  return requests[0]!;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the call to fail');
}

/** Every byte value, so any re-encoding on the way shows. */
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);

function text(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('utf8');
}

describe('form bodies', () => {
  it('sends a Stripe-style body byte for byte with its content type', async () => {
    await server.enqueue({ method: 'POST', path: '/v1/customers', json: { id: 'cus_1' } });
    const result = await client()._request({
      method: 'post',
      path: '/v1/customers',
      encoding: 'form',
      body: {
        name: 'Jane Doe',
        metadata: { order_id: '6735', note: 'a&b=c' },
        items: [
          { price: 'price_1', quantity: 2 },
          { price: 'price_2', quantity: 1 },
        ],
        expand: ['customer', 'invoice'],
        livemode: false,
        amount: 1999,
        ratio: 0.5,
        created: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
        description: undefined,
        coupon: null,
      },
    });
    assert.deepEqual(result, { id: 'cus_1' });
    const request = await only();
    assert.equal(request.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(
      request.body,
      'name=Jane+Doe&metadata[order_id]=6735&metadata[note]=a%26b%3Dc' +
        '&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2&items[1][quantity]=1' +
        '&expand[0]=customer&expand[1]=invoice&livemode=false&amount=1999&ratio=0.5' +
        '&created=2024-01-02T03%3A04%3A05.000Z',
    );
    assert.deepEqual(request.form, [
      ['name', 'Jane Doe'],
      ['metadata[order_id]', '6735'],
      ['metadata[note]', 'a&b=c'],
      ['items[0][price]', 'price_1'],
      ['items[0][quantity]', '2'],
      ['items[1][price]', 'price_2'],
      ['items[1][quantity]', '1'],
      ['expand[0]', 'customer'],
      ['expand[1]', 'invoice'],
      ['livemode', 'false'],
      ['amount', '1999'],
      ['ratio', '0.5'],
      ['created', '2024-01-02T03:04:05.000Z'],
    ]);
  });

  it('percent-encodes UTF-8 and reserved characters, keeps structural brackets, drops empty containers', () => {
    assert.equal(
      encodeForm({ 'a[b': 'x', q: "é ü!'()*~-._", m: { 'k y': '' }, empty: [], none: {}, nested: [[1, 2]], big: 10n }),
      'a%5Bb=x&q=%C3%A9+%C3%BC%21%27%28%29%2A~-._&m[k+y]=&nested[0][0]=1&nested[0][1]=2&big=10',
    );
    assert.equal(encodeForm({}), '');
  });

  it('rejects a body that is not an object', async () => {
    for (const body of [['a'], 'text', 5, new Date()]) {
      const error = await rejection(client()._request({ method: 'post', path: '/f', encoding: 'form', body }));
      assert.ok(error instanceof TypeError, String(error));
      assert.match(error.message, /form-encoded request body must be an object/);
    }
    assert.equal((await server.requests()).length, 0);
  });

  it('resends the identical body on a retry', async () => {
    await server.enqueue({ method: 'POST', path: '/f', status: 503 }, { method: 'POST', path: '/f', json: {} });
    const retrying = client(testConfig({ retryPolicy: retryPolicy({ maxRetries: 1, retryOn: [503] }) }));
    await retrying._request({ method: 'post', path: '/f', encoding: 'form', body: { a: [1, { b: true }] } });
    const requests = await server.requests();
    assert.equal(requests.length, 2);
    assert.equal(requests[0]!.body, 'a[0]=1&a[1][b]=true');
    assert.equal(requests[1]!.body, requests[0]!.body);
    assert.equal(requests[1]!.headers['content-type'], 'application/x-www-form-urlencoded');
  });

  it('honours a given content type and keeps the encoding on every page of a paginated call', async () => {
    const pagination: PaginationSpec = { type: 'page', items: 'data', pageParam: 'page', hasMore: 'has_more' };
    await server.enqueue(
      { method: 'POST', path: '/search', json: { data: [1], has_more: true } },
      { method: 'POST', path: '/search', json: { data: [2], has_more: false } },
    );
    const items: unknown[] = [];
    const spec = {
      method: 'post',
      path: '/search',
      body: { q: 'x y' },
      encoding: 'form',
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
    } as const;
    for await (const item of client()._paginate<number>(spec, pagination)) {
      items.push(item);
    }
    assert.deepEqual(items, [1, 2]);
    const requests = await server.requests();
    assert.deepEqual(
      requests.map((r) => [r.query, r.body, r.headers['content-type']]),
      [
        ['', 'q=x+y', 'application/x-www-form-urlencoded; charset=utf-8'],
        ['page=2', 'q=x+y', 'application/x-www-form-urlencoded; charset=utf-8'],
      ],
    );
  });
});

describe('multipart bodies', () => {
  it('sends fields and files as strict multipart/form-data', async () => {
    await server.enqueue({ method: 'POST', path: '/files', json: { id: 'file_1' } });
    const result = await client()._request({
      method: 'post',
      path: '/files',
      encoding: 'multipart',
      body: {
        purpose: 'fine-tune',
        file: toFile(ALL_BYTES, 'data.bin', { contentType: 'application/x-custom' }),
        image: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
        raw: ALL_BYTES.buffer,
        view: Buffer.from('héllo'),
        tags: ['a', 'b'],
        meta: { k: 'v', n: [1, 2] },
        count: 3,
        flag: true,
        at: new Date(Date.UTC(2024, 0, 2)),
        skipped: undefined,
        nothing: null,
        'we"ird\r\nname': 'ünïcode value',
      },
    });
    assert.deepEqual(result, { id: 'file_1' });
    const request = await only();
    const contentType = request.headers['content-type']!;
    const boundary = /^multipart\/form-data; boundary=(sdkgen-[0-9a-f]{32})$/.exec(contentType)?.[1];
    assert.ok(boundary !== undefined, contentType);
    assert.equal(request.multipartError, null);
    assert.ok(text(request.bodyBytes).startsWith(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nfine-tune\r\n`));
    assert.ok(text(request.bodyBytes).endsWith(`\r\n--${boundary}--\r\n`));
    const parts = request.parts!;
    assert.deepEqual(
      parts.map((p) => [p.name, p.filename, p.contentType]),
      [
        ['purpose', null, null],
        ['file', 'data.bin', 'application/x-custom'],
        ['image', 'image', 'image/png'],
        ['raw', 'raw', 'application/octet-stream'],
        ['view', 'view', 'application/octet-stream'],
        ['tags', null, null],
        ['tags', null, null],
        ['meta', null, 'application/json'],
        ['count', null, null],
        ['flag', null, null],
        ['at', null, null],
        ['we%22ird%0D%0Aname', null, null],
      ],
    );
    assert.deepEqual(parts[1]!.bodyBytes, ALL_BYTES);
    assert.deepEqual(parts[2]!.bodyBytes, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    assert.deepEqual(parts[3]!.bodyBytes, ALL_BYTES);
    assert.equal(parts[4]!.body, 'héllo');
    assert.deepEqual(
      parts.slice(5).map((p) => p.body),
      ['a', 'b', '{"k":"v","n":[1,2]}', '3', 'true', '2024-01-02T00:00:00.000Z', 'ünïcode value'],
    );
  });

  it('uses a File name, a FileUpload without a name falls back to the field name', async () => {
    await server.enqueue({ method: 'POST', path: '/upload', status: 204 });
    const named = Object.assign(new Blob(['x'], { type: 'text/csv' }), { name: 'rows.csv' });
    await client()._request({
      method: 'post',
      path: '/upload',
      encoding: 'multipart',
      body: { a: named, b: new FileUpload(new Blob(['y'])), c: toFile('z', undefined, { contentType: 'text/plain' }) },
    });
    const parts = (await only()).parts!;
    assert.deepEqual(
      parts.map((p) => [p.name, p.filename, p.contentType, p.body]),
      [
        ['a', 'rows.csv', 'text/csv', 'x'],
        ['b', 'b', 'application/octet-stream', 'y'],
        ['c', 'c', 'text/plain', 'z'],
      ],
    );
  });

  it('resends the same bytes on a retry, with a fresh boundary per call', async () => {
    await server.enqueue({ method: 'POST', path: '/m', status: 500 }, { method: 'POST', path: '/m', json: {}, repeat: true });
    const retrying = client(testConfig({ retryPolicy: retryPolicy({ maxRetries: 1, retryOn: [500] }) }));
    const body = { f: new Uint8Array([1, 2, 3]), s: 'x' };
    await retrying._request({ method: 'post', path: '/m', encoding: 'multipart', body });
    await retrying._request({ method: 'post', path: '/m', encoding: 'multipart', body });
    const [first, second, third] = await server.requests();
    assert.deepEqual(second!.bodyBytes, first!.bodyBytes);
    assert.equal(second!.headers['content-type'], first!.headers['content-type']);
    assert.notEqual(third!.headers['content-type'], first!.headers['content-type']);
    assert.deepEqual(second!.parts!.map((p) => p.bodyBytes), [new Uint8Array([1, 2, 3]), new TextEncoder().encode('x')]);
  });

  it('keeps a given multipart subtype but always uses its own boundary', async () => {
    await server.enqueue({ method: 'POST', path: '/m', json: {} });
    await client()._request({
      method: 'post',
      path: '/m',
      encoding: 'multipart',
      contentType: 'multipart/mixed; boundary=ignored',
      body: { a: '1' },
    });
    assert.match((await only()).headers['content-type']!, /^multipart\/mixed; boundary=sdkgen-[0-9a-f]{32}$/);
  });

  it('rejects a body that is not an object of fields', async () => {
    const error = await rejection(client()._request({ method: 'post', path: '/m', encoding: 'multipart', body: [1] }));
    assert.ok(error instanceof TypeError);
    assert.match(error.message, /multipart request body must be an object of fields, got an array/);
  });
});

describe('binary and text bodies', () => {
  it('sends typed arrays, ArrayBuffers, Blobs and strings byte for byte', async () => {
    const bodies: Array<[unknown, Uint8Array]> = [
      [ALL_BYTES, ALL_BYTES],
      [ALL_BYTES.buffer, ALL_BYTES],
      [ALL_BYTES.subarray(250), ALL_BYTES.subarray(250)],
      [new Blob([ALL_BYTES], { type: 'ignored/type' }), ALL_BYTES],
      ['snow ☃', new TextEncoder().encode('snow ☃')],
    ];
    await server.enqueue({ method: 'PUT', path: '/images/i1', status: 204, repeat: true });
    for (const [body] of bodies) {
      const result = await client()._request({
        method: 'put',
        path: '/images/{id}',
        pathParams: ['i1'],
        body,
        encoding: 'binary',
        contentType: 'image/png',
      });
      assert.equal(result, undefined);
    }
    const requests = await server.requests();
    assert.equal(requests.length, bodies.length);
    requests.forEach((request, i) => {
      assert.deepEqual(request.bodyBytes, bodies[i]![1], `body ${i}`);
      assert.equal(request.headers['content-type'], 'image/png');
      assert.equal(request.headers['content-length'], String(bodies[i]![1].byteLength));
    });
  });

  it('defaults to application/octet-stream and rejects other values', async () => {
    await server.enqueue({ method: 'POST', path: '/b', json: {} });
    await client()._request({ method: 'post', path: '/b', body: new Uint8Array([0]), encoding: 'binary' });
    assert.equal((await only()).headers['content-type'], 'application/octet-stream');
    const error = await rejection(client()._request({ method: 'post', path: '/b', body: { a: 1 }, encoding: 'binary' }));
    assert.ok(error instanceof TypeError);
    assert.match(error.message, /binary request body must be/);
  });

  it('sends text as UTF-8 with its content type', async () => {
    await server.enqueue({ method: 'POST', path: '/t', json: {} }, { method: 'POST', path: '/t', json: {} });
    await client()._request({ method: 'post', path: '/t', body: 'Grüße\n', encoding: 'text' });
    await client()._request({ method: 'post', path: '/t', body: 'a,b', encoding: 'text', contentType: 'text/csv' });
    const [plain, csv] = await server.requests();
    assert.deepEqual(plain!.bodyBytes, new Uint8Array(Buffer.from('Grüße\n', 'utf8')));
    assert.equal(plain!.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(csv!.body, 'a,b');
    assert.equal(csv!.headers['content-type'], 'text/csv');
    const error = await rejection(client()._request({ method: 'post', path: '/t', body: 5, encoding: 'text' }));
    assert.ok(error instanceof TypeError);
  });

  it('sends JSON with a given content type, and no content type without a body', async () => {
    await server.enqueue({ method: 'PATCH', path: '/j', json: {} }, { method: 'POST', path: '/j', json: {} });
    await client()._request({ method: 'patch', path: '/j', body: { a: null }, contentType: 'application/merge-patch+json' });
    await client()._request({ method: 'post', path: '/j', encoding: 'form' });
    const [patch, empty] = await server.requests();
    assert.equal(patch!.headers['content-type'], 'application/merge-patch+json');
    assert.equal(patch!.body, '{"a":null}');
    assert.equal(empty!.headers['content-type'], undefined);
    assert.equal(empty!.body, '');
  });
});

describe('responses', () => {
  it('returns a binary response as a fetch Response over the exact bytes', async () => {
    await server.enqueue({
      method: 'GET',
      path: '/files/f1/content',
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="f.bin"' },
      bodyBytes: ALL_BYTES,
    });
    const response = await client()._request<Response>({
      method: 'get',
      path: '/files/{id}/content',
      pathParams: ['f1'],
      responseType: 'binary',
      accept: 'application/octet-stream',
    });
    assert.ok(response instanceof Response);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-disposition'), 'attachment; filename="f.bin"');
    assert.deepEqual(new Uint8Array(await response.arrayBuffer()), ALL_BYTES);
    assert.equal((await only()).headers['accept'], 'application/octet-stream');
  });

  it('returns binary even when the server labels it JSON, and an empty Response for no content', async () => {
    await server.enqueue(
      { method: 'GET', path: '/b', json: { a: 1 } },
      { method: 'GET', path: '/b', status: 204 },
    );
    const labelled = await client()._request<Response>({ method: 'get', path: '/b', responseType: 'binary' });
    assert.equal(await labelled.text(), '{"a": 1}');
    const empty = await client()._request<Response>({ method: 'get', path: '/b', responseType: 'binary' });
    assert.equal(empty.status, 204);
    assert.equal((await empty.arrayBuffer()).byteLength, 0);
    const [first] = await server.requests();
    assert.equal(first!.headers['accept'], '*/*');
  });

  it('returns text for responseType text, decoding the declared charset', async () => {
    await server.enqueue(
      { method: 'GET', path: '/t', headers: { 'Content-Type': 'application/json' }, body: '{"not": "parsed"}' },
      { method: 'GET', path: '/t', headers: { 'Content-Type': 'text/plain; charset=iso-8859-1' }, bodyBytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9]) },
      { method: 'GET', path: '/t', headers: { 'Content-Type': 'text/plain; charset=x-unknown' }, body: 'Grüße' },
      { method: 'GET', path: '/t', status: 200 },
    );
    const spec = { method: 'get', path: '/t', responseType: 'text' } as const;
    assert.equal(await client()._request<string>(spec), '{"not": "parsed"}');
    assert.equal(await client()._request<string>(spec), 'café');
    assert.equal(await client()._request<string>(spec), 'Grüße');
    assert.equal(await client()._request<string>(spec), '');
  });

  it('still raises typed errors with the JSON message for binary and text calls', async () => {
    await server.enqueue(
      { method: 'GET', path: '/f', status: 404, json: { error: { message: 'No such file' } } },
      { method: 'GET', path: '/f', status: 404, json: { error: { message: 'No such text' } } },
    );
    const binary = await rejection(client()._request({ method: 'get', path: '/f', responseType: 'binary' }));
    assert.ok(binary instanceof NotFoundError);
    assert.equal(binary.message, '404 No such file');
    assert.deepEqual(binary.body, { error: { message: 'No such file' } });
    const textError = await rejection(client()._request({ method: 'get', path: '/f', responseType: 'text' }));
    assert.ok(textError instanceof NotFoundError);
    assert.equal(textError.message, '404 No such text');
  });

  it('lets a per-call header override Accept', async () => {
    await server.enqueue({ method: 'GET', path: '/a', body: 'x' });
    await client()._request({ method: 'get', path: '/a', responseType: 'text' }, { headers: { Accept: 'text/csv' } });
    assert.equal((await only()).headers['accept'], 'text/csv');
  });
});

describe('basic auth', () => {
  const BASIC = testConfig({ auth: { type: 'basic' } });

  it('sends user:password base64-encoded', async () => {
    await server.enqueue({ method: 'GET', path: '/me', json: {} });
    await client(BASIC, { apiKey: 'aladdin:open sesame' })._request({ method: 'get', path: '/me' });
    assert.equal((await only()).headers['authorization'], 'Basic YWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });

  it('takes a key without a colon as the user with an empty password, UTF-8 encoded', async () => {
    await server.enqueue({ method: 'GET', path: '/me', json: {}, repeat: true });
    await client(BASIC, { apiKey: 'sk_test_123' })._request({ method: 'get', path: '/me' });
    await client(BASIC, { apiKey: 'jürgen:pässword' })._request({ method: 'get', path: '/me' });
    const [stripe, utf8] = await server.requests();
    assert.equal(stripe!.headers['authorization'], `Basic ${Buffer.from('sk_test_123:').toString('base64')}`);
    assert.equal(utf8!.headers['authorization'], `Basic ${Buffer.from('jürgen:pässword', 'utf8').toString('base64')}`);
  });

  it('reads the key from the environment and says how to set one on a 401 without it', async () => {
    process.env[API_KEY_ENV] = 'env-user:env-pass';
    await server.enqueue({ method: 'GET', path: '/me', json: {} }, { method: 'GET', path: '/me', status: 401, json: { message: 'Unauthorized' } });
    await new TestClient(BASIC, { baseURL: server.url })._request({ method: 'get', path: '/me' });
    delete process.env[API_KEY_ENV];
    const error = await rejection(new TestClient(BASIC, { baseURL: server.url })._request({ method: 'get', path: '/me' }));
    assert.ok(error instanceof AuthenticationError);
    assert.match(error.message, new RegExp(`^401 Unauthorized \\(no API key was set: .*${API_KEY_ENV}`));
    const [withKey, withoutKey] = await server.requests();
    assert.equal(withKey!.headers['authorization'], `Basic ${Buffer.from('env-user:env-pass').toString('base64')}`);
    assert.equal(withoutKey!.headers['authorization'], undefined);
  });
});
