// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

/** How a request body is put on the wire (the IR's `RequestBody.encoding`, lower-cased). */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'binary' | 'text';

/**
 * What a successful response is turned into: `json` parses a JSON body (other bodies give text),
 * `text` always gives the text, `binary` gives a fetch `Response` over the bytes read, `stream` a
 * `Stream` of Server-Sent Events read as they arrive.
 */
export type ResponseType = 'json' | 'text' | 'binary' | 'stream';

/** The body of an operation whose request body is raw bytes (`encoding: 'binary'`). */
export type BinaryBody = Blob | ArrayBuffer | ArrayBufferView | string;

/** A file inside a multipart body. Use {@link toFile} to give bytes a filename or a content type. */
export type Uploadable = Blob | ArrayBuffer | ArrayBufferView | FileUpload;

/** File content with an optional filename and content type, for multipart bodies. Made by {@link toFile}. */
export class FileUpload {
  readonly data: Blob;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;

  constructor(data: Blob, filename?: string, contentType?: string) {
    this.data = data;
    this.filename = filename;
    this.contentType = contentType;
  }
}

/**
 * Wraps file content for a multipart upload: `toFile(bytes, 'report.pdf', { contentType: 'application/pdf' })`.
 * A string is taken as UTF-8 text. Without a filename a `File`'s own name is used, else the field name.
 */
export function toFile(
  data: Blob | ArrayBuffer | ArrayBufferView | string,
  filename?: string,
  options: { contentType?: string | undefined } = {},
): FileUpload {
  const blob = typeof data === 'string' ? new Blob([data]) : isBlob(data) ? data : new Blob([copyBytes(data)]);
  return new FileUpload(blob, filename ?? blobName(data), options.contentType);
}

/** A body ready for `fetch`, with the Content-Type to send. */
export interface EncodedBody {
  readonly body: string | Blob;
  readonly contentType: string;
}

/** The Content-Type sent for each encoding when the operation does not name one. */
export const DEFAULT_CONTENT_TYPES: Readonly<Record<BodyEncoding, string>> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  binary: 'application/octet-stream',
  text: 'text/plain; charset=utf-8',
};

/** Encodes a request body once per call (retries resend the same bytes). */
export function encodeBody(body: unknown, encoding: BodyEncoding, contentType?: string): EncodedBody {
  const type = contentType ?? DEFAULT_CONTENT_TYPES[encoding];
  switch (encoding) {
    case 'json':
      return { body: JSON.stringify(body), contentType: type };
    case 'form':
      return { body: encodeForm(body), contentType: type };
    case 'multipart': {
      const boundary = multipartBoundary();
      const media = type.split(';', 1)[0]!.trim();
      return {
        body: encodeMultipart(body, boundary),
        contentType: `${media.toLowerCase().startsWith('multipart/') ? media : 'multipart/form-data'}; boundary=${boundary}`,
      };
    }
    case 'binary':
      return { body: binaryBody(body), contentType: type };
    case 'text':
      if (typeof body !== 'string') {
        throw new TypeError(`A text request body must be a string, got ${describe(body)}`);
      }
      return { body, contentType: type };
    default:
      throw new TypeError(`Unknown body encoding ${String(encoding)}`);
  }
}

/**
 * `application/x-www-form-urlencoded` in Stripe's style: nested objects as `a[b]=v`, arrays with
 * indices (`a[0]=x`, `items[0][price]=p`); `null`/`undefined` left out; booleans `true`/`false`;
 * dates ISO 8601. Names and values are percent-encoded (space as `+`), the brackets stay literal.
 */
export function encodeForm(body: unknown): string {
  if (!isPlainObject(body)) {
    throw new TypeError(`A form-encoded request body must be an object, got ${describe(body)}`);
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    appendFormValue(pairs, formEscape(key), value);
  }
  return pairs.join('&');
}

function appendFormValue(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) {
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index: number) => appendFormValue(pairs, `${key}[${index}]`, item));
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${key}=${formEscape(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [subKey, subValue] of Object.entries(value as Record<string, unknown>)) {
      appendFormValue(pairs, `${key}[${formEscape(subKey)}]`, subValue);
    }
    return;
  }
  pairs.push(`${key}=${formEscape(String(value))}`);
}

/** Percent-encodes all but RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`); space becomes `+`. */
function formEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** A fresh multipart boundary: `sdkgen-` and 32 random hex digits. */
export function multipartBoundary(): string {
  let hex = '';
  for (let i = 0; i < 4; i++) {
    hex += Math.floor(Math.random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  }
  return `sdkgen-${hex}`;
}

/**
 * `multipart/form-data`: one part per field (arrays repeat the field); files (Blob, ArrayBuffer,
 * typed arrays, {@link FileUpload}) with a filename and Content-Type; objects as JSON parts;
 * scalars as text parts; `null`/`undefined` left out.
 */
export function encodeMultipart(body: unknown, boundary: string): Blob {
  if (!isPlainObject(body)) {
    throw new TypeError(`A multipart request body must be an object of fields, got ${describe(body)}`);
  }
  const chunks: Array<string | Blob> = [];
  for (const [name, value] of Object.entries(body)) {
    appendPart(chunks, boundary, name, value, true);
  }
  chunks.push(`--${boundary}--\r\n`);
  return new Blob(chunks);
}

function appendPart(chunks: Array<string | Blob>, boundary: string, name: string, value: unknown, top: boolean): void {
  if (value === undefined || value === null) {
    return;
  }
  if (top && Array.isArray(value)) {
    for (const item of value as unknown[]) {
      appendPart(chunks, boundary, name, item, false);
    }
    return;
  }
  const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${headerEscape(name)}"`;
  const file = fileOf(value);
  if (file !== undefined) {
    const filename = file.filename ?? blobName(file.data) ?? name;
    const type = file.contentType ?? (file.data.type === '' ? 'application/octet-stream' : file.data.type);
    chunks.push(`${disposition}; filename="${headerEscape(filename)}"\r\nContent-Type: ${type}\r\n\r\n`, file.data, '\r\n');
    return;
  }
  if (value instanceof Date) {
    chunks.push(`${disposition}\r\n\r\n${value.toISOString()}\r\n`);
  } else if (typeof value === 'object') {
    chunks.push(`${disposition}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(value)}\r\n`);
  } else {
    chunks.push(`${disposition}\r\n\r\n${String(value)}\r\n`);
  }
}

function fileOf(value: unknown): FileUpload | undefined {
  if (value instanceof FileUpload) {
    return value;
  }
  if (isBlob(value)) {
    return new FileUpload(value);
  }
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    return new FileUpload(new Blob([copyBytes(value)]));
  }
  return undefined;
}

/** The HTML form rule for names and filenames in Content-Disposition. */
function headerEscape(text: string): string {
  return text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function binaryBody(body: unknown): string | Blob {
  if (typeof body === 'string' || isBlob(body)) {
    return body;
  }
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    return new Blob([copyBytes(body)]);
  }
  throw new TypeError(`A binary request body must be a Blob, ArrayBuffer, typed array or string, got ${describe(body)}`);
}

/**
 * The bytes of a buffer or view as a fresh Uint8Array over its own ArrayBuffer, which every `Blob`
 * typing accepts (TypeScript 5.7+ rejects views over `ArrayBufferLike`). The return type is inferred on purpose.
 */
function copyBytes(data: ArrayBuffer | ArrayBufferView) {
  const source =
    data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const copy = new Uint8Array(source.byteLength);
  copy.set(source);
  return copy;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** A `File`'s name (File extends Blob in Node 20+ and browsers). */
function blobName(value: unknown): string | undefined {
  const name: unknown = isBlob(value) ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !isBlob(value);
}

function describe(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  return typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value;
}
