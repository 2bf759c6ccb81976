import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { APIError, ConnectionTimeoutError, InternalServerError } from '../../main/resources/runtime/typescript/errors.js';
import { retryPolicy } from '../../main/resources/runtime/typescript/retries.js';
import { SSEDecoder, Stream } from '../../main/resources/runtime/typescript/streaming.js';
import type { ServerSentEvent } from '../../main/resources/runtime/typescript/streaming.js';
import { MockServer } from './mockServer.js';
import type { RecordedRequest } from './mockServer.js';
import { TestClient, testConfig } from './testClient.js';

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

function client(options: ConstructorParameters<typeof TestClient>[1] = {}, config = testConfig()): TestClient {
  return new TestClient(config, { baseURL: server.url, apiKey: 'sk-test', ...options });
}

const SSE = { 'Content-Type': 'text/event-stream' };

function decodeAll(...chunks: string[]): ServerSentEvent[] {
  const decoder = new SSEDecoder();
  const encoder = new TextEncoder();
  const events: ServerSentEvent[] = [];
  for (const chunk of chunks) {
    events.push(...decoder.decode(encoder.encode(chunk)));
  }
  events.push(...decoder.flush());
  return events;
}

/** The recorded request's stream state, polled until `done` holds or two seconds pass. */
async function streamState(done: (r: RecordedRequest) => boolean): Promise<RecordedRequest> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const request = (await server.requests())[0];
    assert.ok(request !== undefined, 'no request recorded');
    if (done(request) || Date.now() > deadline) {
      return request;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SSE decoder', () => {
  it('joins multi-line data, reads event, id and retry, and skips comments', () => {
    const events = decodeAll(': a comment\n', 'event: delta\nid: 7\nretry: 1500\ndata: line one\ndata: line two\n\n');
    assert.deepEqual(events, [{ event: 'delta', data: 'line one\nline two', id: '7', retry: 1500 }]);
  });

  it('accepts CRLF, CR and LF line ends, also split between chunks', () => {
    const events = decodeAll('data: a\r', '\n\r', '\ndata: b\r\rdata: c\n', '\n');
    assert.deepEqual(
      events.map((e) => e.data),
      ['a', 'b', 'c'],
    );
  });

  it('skips a leading byte order mark, only at the start', () => {
    const events = decodeAll('\uFEFFdata: x\n\n', 'data: \uFEFFy\n\n');
    assert.deepEqual(
      events.map((e) => e.data),
      ['x', '\uFEFFy'],
    );
  });

  it('dispatches a final event without a blank line', () => {
    assert.deepEqual(
      decodeAll('data: first\n\ndata: last').map((e) => e.data),
      ['first', 'last'],
    );
  });

  it('drops one space after the colon only, takes a line without a colon as a field, ignores bad retry and NUL ids', () => {
    const events = decodeAll('data:  two spaces\nid: a\0b\nretry: 10x\n\ndata\n\n');
    assert.deepEqual(events, [
      { event: 'message', data: ' two spaces', id: undefined, retry: undefined },
      { event: 'message', data: '', id: undefined, retry: undefined },
    ]);
  });

  it('does not dispatch an event without data, and keeps the last id for later events', () => {
    const events = decodeAll('id: 1\nevent: ping\n\ndata: x\n\n');
    assert.deepEqual(events, [{ event: 'message', data: 'x', id: '1', retry: undefined }]);
  });

  it('decodes UTF-8 split inside a character', () => {
    const bytes = new TextEncoder().encode('data: é\n\n');
    const decoder = new SSEDecoder();
    const events = [...decoder.decode(bytes.slice(0, 7)), ...decoder.decode(bytes.slice(7)), ...decoder.flush()];
    assert.deepEqual(
      events.map((e) => e.data),
      ['é'],
    );
  });
});

describe('streaming responses', () => {
  it('yields the first event before the server sends the second, and sends Accept: text/event-stream', async () => {
    await server.enqueue({
      method: 'GET',
      path: '/events',
      headers: SSE,
      chunks: [{ body: 'data: {"n":1}\n\n' }, { body: 'data: {"n":2}\n\n', delayMs: 700 }],
    });
    const stream = await client()._request<Stream<{ n: number }>>({
      method: 'get',
      path: '/events',
      responseType: 'stream',
      accept: 'text/event-stream',
    });
    const seen: number[] = [];
    for await (const item of stream) {
      if (seen.length === 0) {
        const request = (await server.requests())[0]!;
        assert.equal(request.stream?.chunksSent, 1, 'the second chunk was already sent');
      }
      seen.push(item.n);
    }
    assert.deepEqual(seen, [1, 2]);
    const request = await streamState((r) => r.stream?.finished === true);
    assert.equal(request.headers['accept'], 'text/event-stream');
    assert.equal(request.stream?.finished, true);
  });

  it('closes the connection when the loop is left early (the server sees it)', async () => {
    await server.enqueue({
      method: 'GET',
      path: '/events',
      headers: SSE,
      chunks: [
        { body: 'data: 1\n\n' },
        { body: 'data: 2\n\n', delayMs: 1500 },
        { body: 'data: 3\n\n', delayMs: 1500 },
      ],
    });
    const stream = await client()._request<Stream<number>>({ method: 'get', path: '/events', responseType: 'stream' });
    for await (const item of stream) {
      assert.equal(item, 1);
      break;
    }
    const request = await streamState((r) => r.stream?.clientClosed === true);
    assert.equal(request.stream?.clientClosed, true);
    assert.equal(request.stream?.chunksSent, 1);
    assert.equal(stream.controller.signal.aborted, true);
  });

  it('ends at [DONE], reads text and named events, and skips comments', async () => {
    await server.enqueue(
      { path: '/a', headers: SSE, chunks: [{ body: ': keep-alive\n\ndata: "x"\n\ndata: [DONE]\n\ndata: "never"\n\n' }] },
      { path: '/b', headers: SSE, chunks: [{ body: 'data: plain\ndata: text\n\n' }] },
      { path: '/c', headers: SSE, chunks: [{ body: 'event: delta\nid: 4\ndata: {"t":"hi"}\n\nevent: note\ndata: not json\n\n' }] },
    );
    const c = client();
    const collect = async <T>(path: string, eventData?: 'text' | 'named'): Promise<T[]> => {
      const out: T[] = [];
      const spec = { method: 'get' as const, path, responseType: 'stream' as const };
      for await (const item of await c._request<Stream<T>>(eventData === undefined ? spec : { ...spec, eventData })) {
        out.push(item);
      }
      return out;
    };
    assert.deepEqual(await collect('/a'), ['x']);
    assert.deepEqual(await collect('/b', 'text'), ['plain\ntext']);
    assert.deepEqual(await collect('/c', 'named'), [
      { event: 'delta', data: { t: 'hi' }, id: '4' },
      { event: 'note', data: 'not json', id: '4' },
    ]);
  });

  it('throws APIError for an error event after the events before it', async () => {
    await server.enqueue({
      path: '/events',
      headers: SSE,
      chunks: [{ body: 'data: 1\n\n' }, { body: 'event: error\ndata: {"error":{"message":"overloaded"}}\n\n', delayMs: 50 }],
    });
    const stream = await client()._request<Stream<number>>({ method: 'get', path: '/events', responseType: 'stream' });
    const seen: number[] = [];
    let caught: unknown;
    try {
      for await (const item of stream) {
        seen.push(item);
      }
    } catch (error) {
      caught = error;
    }
    assert.deepEqual(seen, [1]);
    assert.ok(caught instanceof APIError, String(caught));
    assert.deepEqual(caught.body, { error: { message: 'overloaded' } });
    assert.match(caught.message, /overloaded/);
  });

  it('retries before the first byte (a 503), never after', async () => {
    await server.enqueue(
      { path: '/events', status: 503, json: { error: { message: 'busy' } } },
      { path: '/events', headers: SSE, chunks: [{ body: 'data: 1\n\n' }] },
    );
    const config = testConfig({ retryPolicy: retryPolicy({ maxRetries: 2, retryOn: [503] }) });
    const items: number[] = [];
    for await (const item of await client({}, config)._request<Stream<number>>({
      method: 'get',
      path: '/events',
      responseType: 'stream',
    })) {
      items.push(item);
    }
    assert.deepEqual(items, [1]);
    assert.equal((await server.requests()).length, 2);
  });

  it('raises the status error without retries left, as for any call', async () => {
    await server.enqueue({ path: '/events', status: 500, json: { error: { message: 'boom' } } });
    await assert.rejects(
      client()._request({ method: 'get', path: '/events', responseType: 'stream' }),
      (error: unknown) => error instanceof InternalServerError && error.status === 500,
    );
  });

  it('times out between events (idle), not over the whole stream', async () => {
    await server.enqueue(
      {
        path: '/slow',
        headers: SSE,
        chunks: [
          { body: 'data: 1\n\n' },
          { body: 'data: 2\n\n', delayMs: 250 },
          { body: 'data: 3\n\n', delayMs: 250 },
          { body: 'data: 4\n\n', delayMs: 250 },
        ],
      },
      { path: '/stuck', headers: SSE, chunks: [{ body: 'data: 1\n\n' }, { body: 'data: 2\n\n', delayMs: 2000 }] },
    );
    const c = client({ timeout: 500 });
    const items: number[] = [];
    for await (const item of await c._request<Stream<number>>({ method: 'get', path: '/slow', responseType: 'stream' })) {
      items.push(item);
    }
    assert.deepEqual(items, [1, 2, 3, 4], 'a stream longer than the timeout but never idle that long completes');
    const stuck = await c._request<Stream<number>>({ method: 'get', path: '/stuck', responseType: 'stream' });
    const seen: number[] = [];
    await assert.rejects(
      (async () => {
        for await (const item of stuck) {
          seen.push(item);
        }
      })(),
      (error: unknown) => error instanceof ConnectionTimeoutError,
    );
    assert.deepEqual(seen, [1]);
  });

  it('streams when the body flag is true, and reads JSON when it is not', async () => {
    await server.enqueue(
      { method: 'POST', path: '/chat', json: { id: 'c1' } },
      { method: 'POST', path: '/chat', headers: SSE, chunks: [{ body: 'data: {"delta":"a"}\n\n' }] },
    );
    const c = client();
    const spec = { method: 'post' as const, path: '/chat', streamFlag: 'stream' };
    assert.deepEqual(await c._request({ ...spec, body: { stream: false } }), { id: 'c1' });
    const items: unknown[] = [];
    for await (const item of await c._request<Stream<unknown>>({ ...spec, body: { stream: true } })) {
      items.push(item);
    }
    assert.deepEqual(items, [{ delta: 'a' }]);
    const [json, streamed] = await server.requests();
    assert.equal(json?.headers['accept'], 'application/json');
    assert.equal(streamed?.headers['accept'], 'text/event-stream');
    assert.deepEqual(streamed?.json, { stream: true });
  });

  it('passes the items on as newline-delimited JSON with toReadableStream()', async () => {
    await server.enqueue({ path: '/events', headers: SSE, chunks: [{ body: 'data: {"a":1}\n\ndata: [2]\n\n' }] });
    const stream = await client()._request<Stream<unknown>>({ method: 'get', path: '/events', responseType: 'stream' });
    const text = await new Response(stream.toReadableStream()).text();
    assert.equal(text, '{"a":1}\n[2]\n');
  });

  it('can be iterated only once', async () => {
    await server.enqueue({ path: '/events', headers: SSE, chunks: [{ body: 'data: 1\n\n' }] });
    const stream = await client()._request<Stream<number>>({ method: 'get', path: '/events', responseType: 'stream' });
    for await (const item of stream) {
      assert.equal(item, 1);
    }
    assert.throws(() => stream[Symbol.asyncIterator](), /already been iterated/);
  });
});
