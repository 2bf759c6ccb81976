import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { APIError, ConnectionError, NotFoundError } from '../../main/resources/runtime/typescript/errors.js';
import { APIPromise, requestIdOf } from '../../main/resources/runtime/typescript/response.js';
import { retryPolicy } from '../../main/resources/runtime/typescript/retries.js';
import { Stream } from '../../main/resources/runtime/typescript/streaming.js';
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

function client(config = testConfig()): TestClient {
  return new TestClient(config, { baseURL: server.url, apiKey: 'sk-test' });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the call to fail');
}

describe('APIPromise', () => {
  it('awaits to the parsed body, as a plain promise', async () => {
    await server.enqueue({ path: '/thing', json: { id: 't1' }, headers: { 'X-Request-Id': 'req_1' } });
    const promise = client()._request<{ id: string }>({ method: 'get', path: '/thing' });
    assert.ok(promise instanceof APIPromise);
    assert.deepEqual(await promise, { id: 't1' });
  });

  it('withResponse gives the body beside the status, headers and request id', async () => {
    await server.enqueue({ path: '/thing', status: 201, json: { id: 't1' }, headers: { 'X-Request-Id': 'req_1', 'X-Extra': 'e' } });
    const { data, response, requestId } = await client()
      ._request<{ id: string }>({ method: 'post', path: '/thing' })
      .withResponse();
    assert.deepEqual(data, { id: 't1' });
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('x-extra'), 'e');
    assert.equal(requestId, 'req_1');
    assert.equal(response.bodyUsed, false);
    assert.deepEqual(await response.json(), { id: 't1' });
  });

  it('asResponse gives the response with its body unread', async () => {
    await server.enqueue({ path: '/thing', json: { id: 't2' }, headers: { 'Request-Id': 'req_2' } });
    const response = await client()._request({ method: 'get', path: '/thing' }).asResponse();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('request-id'), 'req_2');
    assert.equal(response.bodyUsed, false);
    assert.equal(await response.text(), '{"id": "t2"}');
  });

  it('an empty 204 gives undefined data and a response without a body', async () => {
    await server.enqueue({ path: '/thing', status: 204 });
    const { data, response, requestId } = await client()._request({ method: 'delete', path: '/thing' }).withResponse();
    assert.equal(data, undefined);
    assert.equal(response.status, 204);
    assert.equal(requestId, undefined);
  });

  it('gives the response of the final attempt after a retry', async () => {
    await server.enqueue({ path: '/thing', status: 503, headers: { 'X-Request-Id': 'req_first' } });
    await server.enqueue({ path: '/thing', json: {}, headers: { 'X-Request-Id': 'req_second' } });
    const config = testConfig({ retryPolicy: retryPolicy({ maxRetries: 1, retryOn: [503] }) });
    const { response, requestId } = await client(config)._request({ method: 'get', path: '/thing' }).withResponse();
    assert.equal(response.status, 200);
    assert.equal(requestId, 'req_second');
  });

  it('reads only the configured request id header', async () => {
    await server.enqueue({ path: '/thing', json: {}, headers: { 'X-Request-Id': 'req_x', 'X-Trace-Id': 'trace_1' } });
    await server.enqueue({ path: '/other', json: {}, headers: { 'X-Request-Id': 'req_x' } });
    const traced = client(testConfig({ requestIdHeader: 'X-Trace-Id' }));
    assert.equal((await traced._request({ method: 'get', path: '/thing' }).withResponse()).requestId, 'trace_1');
    assert.equal((await traced._request({ method: 'get', path: '/other' }).withResponse()).requestId, undefined);
  });

  it('rejects withResponse, asResponse and await with the same APIError, its request id set', async () => {
    await server.enqueue({ path: '/thing', status: 404, json: { message: 'gone' }, headers: { 'X-Request-Id': 'req_404' } });
    const promise = client()._request({ method: 'get', path: '/thing' });
    const errors = [await rejection(promise.withResponse()), await rejection(promise.asResponse()), await rejection(promise)];
    for (const error of errors) {
      assert.ok(error instanceof NotFoundError);
      assert.equal(error.requestId, 'req_404');
      assert.equal(error, errors[0]);
    }
  });

  it('gives an APIError the configured header, and none to a connection error', async () => {
    await server.enqueue({ path: '/thing', status: 500, json: {}, headers: { 'X-Request-Id': 'req_x', 'X-Trace-Id': 'trace_2' } });
    const error = await rejection(client(testConfig({ requestIdHeader: 'X-Trace-Id' }))._request({ method: 'get', path: '/thing' }));
    assert.ok(error instanceof APIError);
    assert.equal(error.requestId, 'trace_2');
    assert.equal(new ConnectionError('http://x').requestId, undefined);
  });

  it('a stream call gives the stream as data and the live response', async () => {
    await server.enqueue({
      path: '/events',
      headers: { 'Content-Type': 'text/event-stream', 'X-Request-Id': 'req_s' },
      body: 'data: {"n": 1}\n\n',
    });
    const { data, response, requestId } = await client()
      ._request<Stream<{ n: number }>>({ method: 'get', path: '/events', responseType: 'stream' })
      .withResponse();
    assert.ok(data instanceof Stream);
    assert.equal(response.status, 200);
    assert.equal(requestId, 'req_s');
    const items: Array<{ n: number }> = [];
    for await (const item of data) {
      items.push(item);
    }
    assert.deepEqual(items, [{ n: 1 }]);
  });
});

describe('requestIdOf', () => {
  it('prefers x-request-id, then request-id, and skips empty values', () => {
    assert.equal(requestIdOf({ 'x-request-id': 'a', 'request-id': 'b' }), 'a');
    assert.equal(requestIdOf({ 'request-id': 'b' }), 'b');
    assert.equal(requestIdOf({ 'x-request-id': '', 'request-id': 'b' }), 'b');
    assert.equal(requestIdOf({}), undefined);
  });

  it('reads only the named header, in any case', () => {
    assert.equal(requestIdOf({ 'x-trace-id': 't', 'x-request-id': 'a' }, 'X-Trace-Id'), 't');
    assert.equal(requestIdOf({ 'x-request-id': 'a' }, 'X-Trace-Id'), undefined);
  });
});
