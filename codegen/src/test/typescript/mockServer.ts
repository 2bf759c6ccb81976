// TypeScript handle on the scriptable mock HTTP server (codegen/src/test/mockserver/mock_server.py).
// It starts the server as a child process and scripts it over its /__mock/ control endpoints.
// Reusable by any TypeScript test that drives an SDK: see docs/runtime.md, "Mock server".

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** One canned response. `method` defaults to any method; `path` is matched exactly (raw, without query). */
export interface MockResponse {
  method?: string;
  path: string;
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body (sets Content-Type: application/json unless `headers` say otherwise). */
  json?: unknown;
  /** A raw text body. */
  body?: string;
  /** A raw binary body (sent byte for byte). */
  bodyBytes?: Uint8Array;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Close the connection without any response. */
  drop?: boolean;
  /** Keep answering every later request on this route with this response (queue it last). */
  repeat?: boolean;
  /**
   * Stream the body in chunks (`Transfer-Encoding: chunked`), each after its pause; the server stops when the
   * client closes the connection. The request's {@link RecordedRequest.stream} says how far it got.
   */
  chunks?: Array<{ body: string; delayMs?: number }>;
}

/** How far a streamed response ({@link MockResponse.chunks}) got. */
export interface StreamState {
  /** Chunks the server has begun to send (counted before the bytes go out). */
  chunksSent: number;
  /** Whether the client closed the connection before the last chunk. */
  clientClosed: boolean;
  /** Whether every chunk was sent. */
  finished: boolean;
}

/** A request the server received. */
export interface RecordedRequest {
  method: string;
  /** Raw (percent-encoded) path without the query. */
  path: string;
  /** Raw query string without `?`. */
  query: string;
  queryParams: Record<string, string[]>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The body as text (UTF-8, invalid bytes replaced). */
  body: string;
  /** The exact bytes of the body. */
  bodyBytes: Uint8Array;
  /** The body parsed as JSON, or null. */
  json: unknown;
  /** For a form-encoded body: the decoded `[name, value]` pairs in wire order; else null. */
  form: Array<[string, string]> | null;
  /** For a multipart/form-data body: its parts in order; null otherwise or when malformed. */
  parts: MultipartPart[] | null;
  /** Why the strict multipart parser rejected the body, or null. */
  multipartError: string | null;
  /** Seconds since the server started. */
  time: number;
  /** For a streamed response: how far it got; else undefined. */
  stream: StreamState | undefined;
}

/** One part of a recorded multipart/form-data body. */
export interface MultipartPart {
  name: string;
  filename: string | null;
  /** The part's Content-Type header, or null. */
  contentType: string | null;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The content as text (UTF-8, invalid bytes replaced). */
  body: string;
  /** The exact bytes of the content. */
  bodyBytes: Uint8Array;
}

interface WireRequest {
  method: string;
  path: string;
  query: string;
  query_params: Record<string, string[]>;
  headers: Record<string, string>;
  body: string;
  body_base64: string;
  json: unknown;
  form: Array<[string, string]> | null;
  parts: WirePart[] | null;
  multipart_error: string | null;
  time: number;
  stream?: { chunks_sent: number; client_closed: boolean; finished: boolean };
}

interface WirePart {
  name: string;
  filename: string | null;
  content_type: string | null;
  headers: Record<string, string>;
  body: string;
  body_base64: string;
}

export class MockServer {
  /** Base URL of the server, without a trailing slash. */
  readonly url: string;
  private readonly child: ChildProcess | undefined;

  private constructor(url: string, child: ChildProcess | undefined) {
    this.url = url;
    this.child = child;
  }

  /** Starts a server on a free port. Close it with {@link close} (e.g. in an `after` hook). */
  static start(): Promise<MockServer> {
    const python = process.env['SDKGEN_PYTHON'] ?? 'python3';
    const child = spawn(python, [findScript(), '--until-stdin-closes'], { stdio: ['pipe', 'pipe', 'inherit'] });
    return new Promise<MockServer>((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error('mock server did not start within 60 s'));
      }, 60_000);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`mock server exited with ${code}`));
      });
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => {
        clearTimeout(timer);
        lines.close();
        const match = /^MOCK_SERVER_URL=(.+)$/.exec(line.trim());
        if (match === null) {
          child.kill();
          reject(new Error(`unexpected mock server output: ${line}`));
          return;
        }
        child.removeAllListeners('exit');
        resolvePromise(new MockServer(match[1]!, child));
      });
    });
  }

  /**
   * Scripts a server someone else started (e.g. a JUnit test that passes its URL in an environment
   * variable). {@link close} leaves that server running.
   */
  static connect(url: string): MockServer {
    return new MockServer(url.replace(/\/+$/, ''), undefined);
  }

  /** Queues responses, served in order per route. */
  async enqueue(...responses: MockResponse[]): Promise<void> {
    const wire = responses.map((response) => {
      const spec: Record<string, unknown> = { path: response.path };
      if (response.method !== undefined) spec['method'] = response.method;
      if (response.status !== undefined) spec['status'] = response.status;
      if (response.headers !== undefined) spec['headers'] = response.headers;
      if ('json' in response) spec['json'] = response.json;
      if (response.body !== undefined) spec['body'] = response.body;
      if (response.bodyBytes !== undefined) spec['body_base64'] = Buffer.from(response.bodyBytes).toString('base64');
      if (response.delayMs !== undefined) spec['delay_ms'] = response.delayMs;
      if (response.drop !== undefined) spec['drop'] = response.drop;
      if (response.repeat !== undefined) spec['repeat'] = response.repeat;
      if (response.chunks !== undefined) {
        spec['chunks'] = response.chunks.map((chunk) => ({ body: chunk.body, delay_ms: chunk.delayMs ?? 0 }));
      }
      return spec;
    });
    await this.control('POST', 'responses', wire);
  }

  /** The requests received so far (control requests excluded), oldest first. */
  async requests(): Promise<RecordedRequest[]> {
    const wire = (await this.control('GET', 'requests')) as WireRequest[];
    return wire.map((request) => ({
      method: request.method,
      path: request.path,
      query: request.query,
      queryParams: request.query_params,
      headers: request.headers,
      body: request.body,
      bodyBytes: fromBase64(request.body_base64),
      json: request.json,
      form: request.form,
      parts:
        request.parts === null
          ? null
          : request.parts.map((part) => ({
              name: part.name,
              filename: part.filename,
              contentType: part.content_type,
              headers: part.headers,
              body: part.body,
              bodyBytes: fromBase64(part.body_base64),
            })),
      multipartError: request.multipart_error,
      time: request.time,
      stream:
        request.stream === undefined
          ? undefined
          : {
              chunksSent: request.stream.chunks_sent,
              clientClosed: request.stream.client_closed,
              finished: request.stream.finished,
            },
    }));
  }

  /** Forgets queued responses and recorded requests. */
  async reset(): Promise<void> {
    await this.control('POST', 'reset');
  }

  /** Stops the server process (if {@link start} started it). */
  close(): Promise<void> {
    const child = this.child;
    return new Promise((resolvePromise) => {
      if (child === undefined || child.exitCode !== null) {
        resolvePromise();
        return;
      }
      child.once('exit', () => resolvePromise());
      child.stdin?.end();
      setTimeout(() => child.kill(), 2_000).unref();
    });
  }

  private async control(method: string, command: string, body?: unknown): Promise<unknown> {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json' };
    }
    const response = await fetch(`${this.url}/__mock/${command}`, init);
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`mock server control ${method} ${command} failed: ${response.status} ${text}`);
    }
    return JSON.parse(text) as unknown;
  }
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/** The server script: $SDKGEN_MOCK_SERVER, else found by walking up from this file. */
function findScript(): string {
  const fromEnv = process.env['SDKGEN_MOCK_SERVER'];
  if (fromEnv !== undefined && fromEnv !== '') {
    return resolve(fromEnv);
  }
  let dir = __dirname;
  for (;;) {
    for (const candidate of [
      join(dir, 'codegen', 'src', 'test', 'mockserver', 'mock_server.py'),
      join(dir, 'src', 'test', 'mockserver', 'mock_server.py'),
    ]) {
      if (existsSync(candidate)) {
        return candidate;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error('mock_server.py not found: set SDKGEN_MOCK_SERVER to its path');
    }
    dir = parent;
  }
}
