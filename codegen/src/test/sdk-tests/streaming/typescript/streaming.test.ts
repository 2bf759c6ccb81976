// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/streaming: Server-Sent Events read as they arrive
// (the first event before the server sends the second), a loop left early closing the connection (the server sees
// it), [DONE], an error event, named events, text events, comments and multi-line data, and JSON-or-stream methods
// chosen by the body's `stream` flag (a JSON body, and a multipart one).

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { APIError, Streamer, Stream } from '../src/index.js';
import type { CompletionChunk, JobEvent, TranscriptDelta } from '../src/models.js';
import { MockServer } from './mockServer.js';
import type { RecordedRequest } from './mockServer.js';

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

const SSE = { 'Content-Type': 'text/event-stream' };

function client(): Streamer {
  return new Streamer({ baseURL: server.url, apiKey: 'sk-test' });
}

/** The first recorded request once `done` holds (polled for up to two seconds). */
async function recorded(done: (r: RecordedRequest) => boolean): Promise<RecordedRequest> {
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

describe('generated streaming methods', () => {
  it('delivers each event as it arrives: the first before the server sends the second', async () => {
    await server.enqueue({
      method: 'GET',
      path: '/events',
      headers: SSE,
      chunks: [
        { body: 'data: {"seq":1,"message":"one"}\n\n' },
        { body: 'data: {"seq":2,"message":"two"}\n\n', delayMs: 700 },
        { body: 'data: [DONE]\n\n', delayMs: 10 },
      ],
    });
    const stream = await client().events.tail({ topic: 'builds' });
    assert.ok(stream instanceof Stream);
    const seen: number[] = [];
    for await (const event of stream) {
      if (seen.length === 0) {
        assert.equal((await server.requests())[0]!.stream?.chunksSent, 1, 'the second event was sent before the first arrived');
      }
      seen.push(event.seq);
    }
    assert.deepEqual(seen, [1, 2]);
    const request = (await server.requests())[0]!;
    assert.equal(request.headers['accept'], 'text/event-stream');
    assert.deepEqual(request.queryParams, { topic: ['builds'] });
    assert.equal(request.headers['authorization'], 'Bearer sk-test');
  });

  it('closes the connection when the loop is left early, and the server sees it', async () => {
    await server.enqueue({
      path: '/events',
      headers: SSE,
      chunks: [
        { body: 'data: {"seq":1,"message":"one"}\n\n' },
        { body: 'data: {"seq":2,"message":"two"}\n\n', delayMs: 1500 },
      ],
    });
    for await (const event of await client().events.tail()) {
      assert.equal(event.seq, 1);
      break;
    }
    const request = await recorded((r) => r.stream?.clientClosed === true);
    assert.deepEqual(request.stream, { chunksSent: 1, clientClosed: true, finished: false });
  });

  it('raises APIError for an error event in the middle of the stream', async () => {
    await server.enqueue({
      path: '/events',
      headers: SSE,
      chunks: [
        { body: 'data: {"seq":1,"message":"one"}\n\n' },
        { body: 'event: error\ndata: {"error":{"message":"stream broke"}}\n\n', delayMs: 20 },
        { body: 'data: {"seq":3,"message":"never"}\n\n' },
      ],
    });
    const seen: number[] = [];
    await assert.rejects(
      (async () => {
        for await (const event of await client().events.tail()) {
          seen.push(event.seq);
        }
      })(),
      (error: unknown) =>
        error instanceof APIError && /stream broke/.test(error.message) && JSON.stringify(error.body).includes('stream broke'),
    );
    assert.deepEqual(seen, [1]);
  });

  it('types named events by their event name', async () => {
    await server.enqueue({
      method: 'GET',
      path: '/jobs/j%2F1/watch',
      headers: SSE,
      chunks: [
        { body: 'event: progress\nid: 1\ndata: {"percent":50}\n\n' },
        { body: ': still working\n\nevent: done\nid: 2\ndata: {"status":\ndata: "succeeded"}\n\n', delayMs: 20 },
      ],
    });
    const events: JobEvent[] = [];
    for await (const event of await client().events.watch('j/1')) {
      events.push(event);
    }
    assert.deepEqual(events, [
      { event: 'progress', data: { percent: 50 }, id: '1' },
      { event: 'done', data: { status: 'succeeded' }, id: '2' },
    ]);
    const last = events[1]!;
    assert.ok(last.event === 'done' && last.data.status === 'succeeded'); // narrows on the event name
  });

  it('reads text events with multi-line data, CRLF line ends and no blank line at the end', async () => {
    await server.enqueue({
      path: '/logs',
      headers: SSE,
      chunks: [{ body: '\uFEFFdata: first line\r\ndata: second line\r\n\r\n' }, { body: ':comment\rdata: last' }],
    });
    const lines: string[] = [];
    for await (const line of await client().events.logs()) {
      lines.push(line);
    }
    assert.deepEqual(lines, ['first line\nsecond line', 'last']);
  });

  it('returns the JSON result when stream is not set, and a stream of chunks when it is true', async () => {
    await server.enqueue(
      { method: 'POST', path: '/completions', json: { id: 'c1', text: 'hello' } },
      {
        method: 'POST',
        path: '/completions',
        headers: SSE,
        chunks: [
          { body: 'data: {"id":"c1","delta":"hel"}\n\n' },
          { body: 'data: {"id":"c1","delta":"lo"}\n\ndata: [DONE]\n\n', delayMs: 20 },
        ],
      },
    );
    const completion = await client().completions.create({ prompt: 'hi' });
    assert.equal(completion.text, 'hello');
    const chunks: CompletionChunk[] = [];
    for await (const chunk of await client().completions.create({ prompt: 'hi', stream: true })) {
      chunks.push(chunk);
    }
    assert.deepEqual(
      chunks.map((c) => c.delta),
      ['hel', 'lo'],
    );
    const [json, streamed] = await server.requests();
    assert.equal(json!.headers['accept'], 'application/json');
    assert.deepEqual(json!.json, { prompt: 'hi' });
    assert.equal(streamed!.headers['accept'], 'text/event-stream');
    assert.deepEqual(streamed!.json, { prompt: 'hi', stream: true });
  });

  it('sends a multipart body with stream=true as a part and reads typed deltas; without it, the JSON result', async () => {
    await server.enqueue(
      { method: 'POST', path: '/transcriptions', json: { text: 'hello' } },
      {
        method: 'POST',
        path: '/transcriptions',
        headers: SSE,
        chunks: [{ body: 'data: {"delta":"hel"}\n\n' }, { body: 'data: {"delta":"lo"}\n\ndata: [DONE]\n\n', delayMs: 20 }],
      },
    );
    const file = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])]);
    const transcription = await client().transcriptions.create({ file, model: 'whisper-1' });
    assert.equal(transcription.text, 'hello');
    const deltas: TranscriptDelta[] = [];
    for await (const delta of await client().transcriptions.create({ file, model: 'whisper-1', stream: true })) {
      deltas.push(delta);
    }
    assert.deepEqual(
      deltas.map((d) => d.delta),
      ['hel', 'lo'],
    );
    const [json, streamed] = await server.requests();
    assert.equal(json!.headers['accept'], 'application/json');
    assert.deepEqual(
      json!.parts!.map((p) => [p.name, p.body]),
      [
        ['file', 'RIFF'],
        ['model', 'whisper-1'],
      ],
    );
    assert.equal(streamed!.headers['accept'], 'text/event-stream');
    assert.match(streamed!.headers['content-type']!, /^multipart\/form-data; boundary=/);
    assert.deepEqual(
      streamed!.parts!.map((p) => [p.name, p.filename, p.body]),
      [
        ['file', 'file', 'RIFF'],
        ['model', null, 'whisper-1'],
        ['stream', null, 'true'],
      ],
    );
  });

  it('retries a 503 before the first byte', async () => {
    await server.enqueue(
      { path: '/events', status: 503, json: { error: { message: 'busy' } } },
      { path: '/events', headers: SSE, chunks: [{ body: 'data: {"seq":7,"message":"late"}\n\n' }] },
    );
    const seen: number[] = [];
    for await (const event of await client().events.tail()) {
      seen.push(event.seq);
    }
    assert.deepEqual(seen, [7]);
    assert.equal((await server.requests()).length, 2);
  });

  it('passes the events on as a ReadableStream of JSON lines', async () => {
    await server.enqueue({ path: '/events', headers: SSE, chunks: [{ body: 'data: {"seq":1,"message":"a"}\n\n' }] });
    const stream = await client().events.tail();
    assert.equal(await new Response(stream.toReadableStream()).text(), '{"seq":1,"message":"a"}\n');
  });
});
