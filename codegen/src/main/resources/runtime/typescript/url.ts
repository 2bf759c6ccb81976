// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

/** A value substituted for a `{name}` placeholder of a path template. */
export type PathParam = string | number | bigint | boolean;

const PLACEHOLDER = /\{[^{}/]*\}/g;

/**
 * Fills the `{name}` placeholders of an OpenAPI path template, in order, with `params`, each
 * percent-encoded as one path segment: `buildPath('/accounts/{id}/cards', ['a/1'])` →
 * `/accounts/a%2F1/cards`. A `{+name}` placeholder (RFC 6570 reserved expansion, for a parameter with
 * `allowReserved: true`) keeps `/` and the other reserved characters: `{+path}` with `a/b c` gives `a/b%20c`.
 * A `{@name}` placeholder (a path parameter with a default that the generated client takes as a client
 * option) is filled from `clientValues`, not from `params`.
 * An empty value (which would address a different endpoint) is a TypeError.
 */
export function buildPath(
  template: string,
  params: readonly PathParam[] = [],
  clientValues: Readonly<Record<string, string>> = {},
): string {
  let index = 0;
  const path = template.replace(PLACEHOLDER, (placeholder) => {
    if (placeholder.startsWith('{@')) {
      const value = clientValues[placeholder.slice(2, -1)] ?? '';
      if (value === '') {
        throw new TypeError(`Client option for path parameter ${placeholder} of ${template} must be a non-empty value`);
      }
      return encodePathSegment(value);
    }
    if (index >= params.length) {
      throw new TypeError(`Missing a value for path parameter ${placeholder} of ${template}`);
    }
    const value = params[index++];
    const text = value === undefined || value === null ? '' : String(value);
    if (text === '') {
      throw new TypeError(`Path parameter ${placeholder} of ${template} must be a non-empty value`);
    }
    return placeholder.startsWith('{+') ? encodeReserved(text) : encodePathSegment(text);
  });
  if (index !== params.length) {
    throw new TypeError(`Expected ${index} path parameter(s) for ${template} but got ${params.length}`);
  }
  return path;
}

/** Percent-encodes one path segment; `.` and `..` are encoded too, so they are never collapsed. */
export function encodePathSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%2E') : encoded;
}

/**
 * Percent-encodes a value that may hold reserved characters (`/`, `:`, `@`…), which stay as they are;
 * only `?` and `#`, which would end the path, are encoded with the rest.
 */
export function encodeReserved(value: string): string {
  return encodeURI(value).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

/**
 * How an array query parameter is sent when not as repeated keys (`tag=a&tag=b`, the default):
 * `comma` (`tag=a,b`: form, explode false), `space` (`tag=a%20b`: spaceDelimited), `pipe` (`tag=a|b`:
 * pipeDelimited), `brackets` (`tag[]=a&tag[]=b`: deepObject, as Stripe's `expand` expects).
 */
export type QueryStyle = 'comma' | 'space' | 'pipe' | 'brackets';

const DELIMITERS: Record<string, string> = { comma: ',', space: ' ', pipe: '|' };

/**
 * Serialises query parameters, in insertion order, without the leading `?`:
 * `undefined` and `null` are left out; arrays repeat the key (`tag=a&tag=b`) unless `styles` names
 * another {@link QueryStyle} for the key; booleans are `true`/`false`; dates are ISO 8601; nested
 * objects use brackets (`filter[status]=open`).
 */
export function encodeQuery(query: object | undefined, styles: Readonly<Record<string, QueryStyle>> = {}): string {
  const pairs: string[] = [];
  if (query !== undefined && query !== null) {
    for (const [key, value] of Object.entries(query)) {
      const style = Object.prototype.hasOwnProperty.call(styles, key) ? styles[key] : undefined;
      if (style !== undefined && Array.isArray(value)) {
        appendStyled(pairs, key, value, style);
      } else {
        appendQueryValue(pairs, key, value);
      }
    }
  }
  return pairs.join('&');
}

function appendStyled(pairs: string[], key: string, values: readonly unknown[], style: QueryStyle): void {
  const present = values.filter((v) => v !== undefined && v !== null);
  if (style === 'brackets') {
    present.forEach((item) => appendQueryValue(pairs, `${key}[]`, item));
    return;
  }
  const text = present.map((item) => (item instanceof Date ? item.toISOString() : String(item))).join(DELIMITERS[style] ?? ',');
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
}

function appendQueryValue(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) {
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index: number) => {
      const isComposite = typeof item === 'object' && item !== null && !(item instanceof Date) && !Array.isArray(item);
      appendQueryValue(pairs, isComposite ? `${key}[${index}]` : key, item);
    });
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [subKey, subValue] of Object.entries(value as Record<string, unknown>)) {
      appendQueryValue(pairs, `${key}[${subKey}]`, subValue);
    }
    return;
  }
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

/**
 * Joins a base URL (which may carry a path prefix such as `/v1`) and an encoded path, then appends
 * the encoded query. Exactly one slash separates them.
 */
export function joinURL(baseURL: string, path: string, query: string = ''): string {
  const base = baseURL.endsWith('/') ? baseURL.slice(0, -1) : baseURL;
  const suffix = path === '' || path.startsWith('/') ? path : `/${path}`;
  if (query === '') {
    return base + suffix;
  }
  return `${base}${suffix}${suffix.includes('?') || base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The `Cookie` header of a method's cookie parameters (OpenAPI's `form` style): `name=value` pairs joined by
 * `; `, a list's items joined by `,` before encoding; `undefined` and `null` values are left out (no header
 * without any). Each value is percent-encoded outside RFC 6265's cookie-octet (space, `"`, `,`, `;`, `\`,
 * controls, non-ASCII) and `%` itself, so the server can decode it unambiguously.
 */
export function cookieHeader(values: Readonly<Record<string, unknown>>): string | undefined {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) {
      continue;
    }
    const text = Array.isArray(value) ? value.map((item) => String(item)).join(',') : String(value);
    pairs.push(`${name}=${encodeCookieValue(text)}`);
  }
  return pairs.length === 0 ? undefined : pairs.join('; ');
}

function encodeCookieValue(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const plain =
      byte >= 0x21 && byte <= 0x7e && byte !== 0x22 && byte !== 0x25 && byte !== 0x2c && byte !== 0x3b && byte !== 0x5c;
    out += plain ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
