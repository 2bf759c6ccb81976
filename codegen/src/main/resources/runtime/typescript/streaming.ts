// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

import { APIError, ConnectionTimeoutError, errorMessage } from './errors.js';
import type { ResponseHeaders } from './errors.js';

/** One Server-Sent Event as the decoder dispatches it. */
export interface ServerSentEvent {
  /** The `event:` field; `message` when the event names none. */
  readonly event: string;
  /** The `data:` lines joined with `\n`. */
  readonly data: string;
  /** The last `id:` seen in the stream so far, or `undefined`. */
  readonly id: string | undefined;
  /** The `retry:` field of this event (milliseconds), or `undefined`. */
  readonly retry: number | undefined;
}

/**
 * What one item of an event stream is made of: `json` the event's data parsed as JSON, `text` its data as a
 * string, `named` the whole event (`{ event, data, id }`, the data parsed when it is JSON).
 */
export type EventData = 'json' | 'text' | 'named';

/** The data of the event that ends a stream (OpenAI's convention). */
export const DONE_SENTINEL = '[DONE]';

/**
 * An incremental decoder of the `text/event-stream` format (WHATWG HTML, "Server-sent events"): lines end with
 * CRLF, LF or CR (also split across chunks); a leading byte order mark is skipped; `data:` lines accumulate,
 * `event:`, `id:` (without NUL) and `retry:` (digits only) set their fields; lines starting with `:` are comments;
 * one space after the colon is dropped; a blank line dispatches the event unless it has no data. Unlike a
 * browser's EventSource, an event left without a blank line at the end of the stream is still dispatched.
 */
export class SSEDecoder {
  private readonly text = new TextDecoder('utf-8');
  private buffer = '';
  private started = false;
  private pendingCR = false;
  private eventType = '';
  private data: string[] = [];
  private hasData = false;
  private lastId: string | undefined;
  private retry: number | undefined;

  /** Decodes a chunk of bytes; returns the events it completes. */
  decode(chunk: Uint8Array): ServerSentEvent[] {
    return this.feed(this.text.decode(chunk, { stream: true }));
  }

  /** Ends the stream: returns the last event when it had no blank line after it. */
  flush(): ServerSentEvent[] {
    const events = this.feed(this.text.decode());
    if (this.buffer !== '') {
      this.line(this.buffer, events);
      this.buffer = '';
    }
    const last = this.dispatch();
    if (last !== undefined) {
      events.push(last);
    }
    return events;
  }

  /** Decodes text (already decoded from UTF-8); returns the events it completes. */
  feed(text: string): ServerSentEvent[] {
    let input = text;
    if (!this.started && input.length > 0) {
      this.started = true;
      if (input.charCodeAt(0) === 0xfeff) {
        input = input.slice(1);
      }
    }
    if (this.pendingCR && input.startsWith('\n')) {
      input = input.slice(1);
    }
    this.pendingCR = false;
    const events: ServerSentEvent[] = [];
    let buffer = this.buffer + input;
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      if (end < 0) {
        break;
      }
      const line = buffer.slice(0, end);
      let next = end + 1;
      if (buffer[end] === '\r') {
        if (next === buffer.length) {
          this.pendingCR = true;
        } else if (buffer[next] === '\n') {
          next++;
        }
      }
      buffer = buffer.slice(next);
      this.line(line, events);
    }
    this.buffer = buffer;
    return events;
  }

  private line(line: string, events: ServerSentEvent[]): void {
    if (line === '') {
      const event = this.dispatch();
      if (event !== undefined) {
        events.push(event);
      }
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'event') {
      this.eventType = value;
    } else if (field === 'data') {
      this.data.push(value);
      this.hasData = true;
    } else if (field === 'id') {
      if (!value.includes('\0')) {
        this.lastId = value;
      }
    } else if (field === 'retry') {
      if (/^[0-9]+$/.test(value)) {
        this.retry = Number(value);
      }
    }
  }

  private dispatch(): ServerSentEvent | undefined {
    const event: ServerSentEvent = {
      event: this.eventType === '' ? 'message' : this.eventType,
      data: this.data.join('\n'),
      id: this.lastId,
      retry: this.retry,
    };
    const had = this.hasData;
    this.eventType = '';
    this.data = [];
    this.hasData = false;
    this.retry = undefined;
    return had ? event : undefined;
  }
}

/** What {@link Stream.fromResponse} needs beside the response. */
export interface StreamOptions {
  /** What an item is made of (default `json`). */
  readonly eventData?: EventData | undefined;
  /** Milliseconds to wait for the next bytes before the stream fails with a {@link ConnectionTimeoutError}. */
  readonly idleTimeout: number;
  /** The URL for errors (credentials masked). */
  readonly url: string;
  /** Called once when the stream ends, however it ends. */
  readonly onClose?: (() => void) | undefined;
}

/**
 * The events of a streaming response, each as it arrives: `for await (const chunk of stream)`. Leaving the loop
 * early (`break`, `return`, an exception) aborts the request and closes the connection. An `error` event throws an
 * {@link APIError} carrying the event's data as its body; an event whose data is `[DONE]` ends the stream. A
 * stream can be iterated once.
 */
export class Stream<Item> implements AsyncIterable<Item> {
  /** Aborting it closes the connection. */
  readonly controller: AbortController;
  private readonly source: () => AsyncGenerator<Item>;
  private consumed = false;

  constructor(source: () => AsyncGenerator<Item>, controller: AbortController) {
    this.source = source;
    this.controller = controller;
  }

  /** A stream over a live `text/event-stream` response. */
  static fromResponse<Item>(response: Response, controller: AbortController, options: StreamOptions): Stream<Item> {
    const headers: ResponseHeaders = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    async function* items(): AsyncGenerator<Item> {
      let done = false;
      try {
        for await (const event of readEvents(response, controller, options)) {
          if (event.data === DONE_SENTINEL) {
            break;
          }
          if (event.event === 'error') {
            const body = parseData(event.data);
            throw new APIError<number>(response.status, headers, body, `error event: ${errorMessage(response.status, body)}`);
          }
          yield toItem<Item>(event, options.eventData ?? 'json');
        }
        done = true;
      } finally {
        if (!done) {
          controller.abort();
        }
        options.onClose?.();
      }
    }
    return new Stream<Item>(items, controller);
  }

  [Symbol.asyncIterator](): AsyncIterator<Item> {
    if (this.consumed) {
      throw new Error('This stream has already been iterated; a stream can be read once');
    }
    this.consumed = true;
    return this.source();
  }

  /** The items as a `ReadableStream` of newline-delimited JSON (one item per line), for passing a stream on. */
  toReadableStream(): ReadableStream<Uint8Array> {
    let iterator: AsyncIterator<Item> | undefined;
    const encoder = new TextEncoder();
    return new ReadableStream<Uint8Array>({
      start: () => {
        iterator = this[Symbol.asyncIterator]();
      },
      pull: async (ctrl) => {
        const next = await (iterator as AsyncIterator<Item>).next();
        if (next.done === true) {
          ctrl.close();
        } else {
          ctrl.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
        }
      },
      cancel: async () => {
        await iterator?.return?.();
      },
    });
  }
}

async function* readEvents(
  response: Response,
  controller: AbortController,
  options: StreamOptions,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new SSEDecoder();
  if (response.body === null) {
    yield* decoder.flush();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const chunk = await readIdle(reader, controller, options);
      if (chunk.done === true) {
        break;
      }
      yield* decoder.decode(chunk.value);
    }
    yield* decoder.flush();
  } finally {
    reader.releaseLock();
  }
}

/** One read that fails when no bytes arrive within the idle timeout. */
async function readIdle(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  controller: AbortController,
  options: StreamOptions,
): Promise<Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.idleTimeout);
  try {
    return await reader.read();
  } catch (error) {
    if (timedOut) {
      throw new ConnectionTimeoutError(
        options.url,
        `No event arrived within ${options.idleTimeout} ms: ${options.url}`,
        error,
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function toItem<Item>(event: ServerSentEvent, eventData: EventData): Item {
  if (eventData === 'text') {
    return event.data as unknown as Item;
  }
  if (eventData === 'named') {
    const item: Record<string, unknown> = { event: event.event, data: parseData(event.data) };
    if (event.id !== undefined) {
      item['id'] = event.id;
    }
    return item as Item;
  }
  return JSON.parse(event.data) as Item;
}

/** The data parsed as JSON, or the text itself when it is not JSON. */
function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}
