// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

import type { WithResponse } from './response.js';

/**
 * How a list operation pages, from the operation's `x-sdkgen-pagination` extension or a pagination
 * scheme of its sdkgen.yaml. Parameter and property names are the wire names from the spec.
 */
export interface PaginationSpec {
  readonly type: 'offset' | 'page' | 'cursor' | 'link';
  /** Response array property holding the page's items (default `data`); a response that is an array is the items. */
  readonly items?: string | undefined;
  /** Query parameter for the page size, if the operation has one. */
  readonly limitParam?: string | undefined;
  /** type `offset`: query parameter taking the offset (default `offset`). */
  readonly offsetParam?: string | undefined;
  /** type `page`: query parameter taking the 1-based page number (default `page`). */
  readonly pageParam?: string | undefined;
  /** type `cursor`: query parameter taking the cursor (default `cursor`). */
  readonly cursorParam?: string | undefined;
  /** type `cursor`: field of the last item that is the next cursor (default `id`). */
  readonly cursorField?: string | undefined;
  /** Boolean response property that says whether more pages exist. */
  readonly hasMore?: string | undefined;
  /** Integer response property with the total number of items. */
  readonly total?: string | undefined;
  /** type `cursor`: response property (a dotted path) holding the next cursor, instead of the last item's field. */
  readonly nextCursor?: string | undefined;
  /** Boolean response property that is true on the last page. */
  readonly done?: string | undefined;
  /** type `cursor`: JSON request body property taking the cursor, instead of the query parameter `cursorParam`. */
  readonly cursorBody?: string | undefined;
}

/**
 * One page's request: its query, the body properties the pager sets over the caller's body (`cursorBody`), or
 * (type `link`) the URL of the previous page's `Link` header, sent as it is.
 */
export interface PageRequest {
  readonly query: Record<string, unknown>;
  readonly body?: Readonly<Record<string, unknown>> | undefined;
  readonly url?: string | undefined;
}

/** What fetching a page gives the pager: the parsed response body and the response's `Link` header, if any. */
export interface PageResponse {
  readonly body: unknown;
  readonly link?: string | null | undefined;
}

/** Fetches one page: the list request as `request` says. */
export type PageFetcher = (request: PageRequest) => Promise<PageResponse>;

/** One link of a `Link` header (RFC 8288): its target as written and its parameters, names lower-cased. */
export interface Link {
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Parses a `Link` header (RFC 8288): `<url>; rel="next", <url>; rel="last"`. Commas and semicolons inside `<...>`
 * and in quoted values do not split; a parameter's value may be a token or a quoted string (`\` escapes); a repeated
 * parameter keeps its first value; a part without `<...>` is skipped.
 */
export function parseLinkHeader(header: string): Link[] {
  const links: Link[] = [];
  let i = 0;
  const skipSpace = (): void => {
    while (i < header.length && (header[i] === ' ' || header[i] === '\t')) i++;
  };
  while (i < header.length) {
    const open = header.indexOf('<', i);
    const close = open < 0 ? -1 : header.indexOf('>', open + 1);
    if (close < 0) {
      break;
    }
    const url = header.slice(open + 1, close).trim();
    const params: Record<string, string> = {};
    i = close + 1;
    for (skipSpace(); header[i] === ';'; skipSpace()) {
      i++;
      skipSpace();
      const name = readToken(header, i);
      i += name.length;
      skipSpace();
      let value = '';
      if (header[i] === '=') {
        i++;
        skipSpace();
        [value, i] = header[i] === '"' ? readQuoted(header, i) : [readToken(header, i), i + readToken(header, i).length];
      }
      if (name !== '' && !(name.toLowerCase() in params)) {
        params[name.toLowerCase()] = value;
      }
    }
    links.push({ url, params });
    i = skipToNextLink(header, i);
  }
  return links;
}

/** The target of the header's first link whose `rel` has the relation type `rel` (case-insensitive), or undefined. */
export function linkWithRel(header: string | null | undefined, rel: string): string | undefined {
  if (header === undefined || header === null) {
    return undefined;
  }
  const wanted = rel.toLowerCase();
  return parseLinkHeader(header).find((l) => (l.params['rel'] ?? '').toLowerCase().split(/\s+/).includes(wanted))?.url;
}

function readToken(text: string, from: number): string {
  let end = from;
  while (end < text.length && !' \t;,="'.includes(text[end] as string)) end++;
  return text.slice(from, end);
}

/** A quoted string starting at `from` (the opening quote): its value unescaped and the index after it. */
function readQuoted(text: string, from: number): [string, number] {
  let value = '';
  let i = from + 1;
  while (i < text.length && text[i] !== '"') {
    if (text[i] === '\\' && i + 1 < text.length) i++;
    value += text[i];
    i++;
  }
  return [value, i + 1];
}

/** The index after the comma that ends the current link (quoted strings skipped), or the end. */
function skipToNextLink(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] !== ',') {
    i = text[i] === '"' ? readQuoted(text, i)[1] : i + 1;
  }
  return i + 1;
}

/** Where a page sits in the list, carried from one page to the next. */
interface PageContext {
  /** Items before this page that were fetched since the iteration started (type `cursor`). */
  readonly seenBefore: number;
  /** Page size for type `page` (the limit parameter, else the first page's length). */
  readonly pageSize: number | undefined;
}

/**
 * One page of a paginated list. `items` holds this page's items and `body` the whole response.
 * Iterating a page with `for await` yields its items and then those of every following page.
 */
export class Page<Item, Body = unknown> implements AsyncIterable<Item> {
  /** The parsed response body of this page. */
  readonly body: Body;
  /** This page's items (the response property named by the pagination spec). */
  readonly items: Item[];

  private readonly spec: PaginationSpec;
  private readonly request: PageRequest;
  private readonly query: Record<string, unknown>;
  private readonly link: string | null | undefined;
  private readonly fetcher: PageFetcher;
  private readonly context: PageContext;

  private constructor(
    spec: PaginationSpec,
    request: PageRequest,
    response: PageResponse,
    fetcher: PageFetcher,
    context: PageContext,
  ) {
    this.spec = spec;
    this.request = request;
    this.query = request.query;
    this.link = response.link;
    this.fetcher = fetcher;
    const body = response.body;
    this.body = body as Body;
    const items = Array.isArray(body) ? body : isRecord(body) ? body[spec.items ?? 'data'] : undefined;
    this.items = Array.isArray(items) ? (items as Item[]) : [];
    this.context =
      spec.type === 'page' && context.pageSize === undefined
        ? { seenBefore: context.seenBefore, pageSize: limitOf(spec, request.query) ?? (this.items.length || undefined) }
        : context;
  }

  /**
   * Fetches the first page of a list, or reads it from `firstBody` when the caller has already asked for it. Used by
   * the client; generated code calls `client._paginate`.
   */
  static async first<Item, Body>(
    spec: PaginationSpec,
    query: Record<string, unknown>,
    fetcher: PageFetcher,
    firstResponse?: Promise<PageResponse>,
  ): Promise<Page<Item, Body>> {
    const response = await (firstResponse ?? fetcher({ query }));
    return new Page<Item, Body>(spec, { query }, response, fetcher, {
      seenBefore: 0,
      pageSize: spec.type === 'page' ? limitOf(spec, query) : undefined,
    });
  }

  /**
   * Whether another page follows: false on an empty page, when the `has_more` property is false, when
   * the `done` property is true, when the items seen reach the `total` property, (type `cursor`) when
   * there is no next cursor (the `nextCursor` property, else the last item's cursor field), or (type `link`)
   * when the response's `Link` header has no `rel="next"` link.
   */
  hasNextPage(): boolean {
    return this.nextPageRequest() !== undefined;
  }

  /** The query of the next page (type `link`: this page's; the link's URL carries the next), or `undefined`. */
  nextPageQuery(): Record<string, unknown> | undefined {
    return this.nextPageRequest()?.query;
  }

  /** The request of the next page, or `undefined` when this is the last page. */
  nextPageRequest(): PageRequest | undefined {
    if (this.items.length === 0) {
      return undefined;
    }
    const body: Record<string, unknown> = isRecord(this.body) ? this.body : {};
    if (this.spec.hasMore !== undefined && body[this.spec.hasMore] === false) {
      return undefined;
    }
    if (this.spec.done !== undefined && body[this.spec.done] === true) {
      return undefined;
    }
    if (this.spec.total !== undefined) {
      const total = body[this.spec.total];
      if (typeof total === 'number' && this.position() >= total) {
        return undefined;
      }
    }
    switch (this.spec.type) {
      case 'offset': {
        const param = this.spec.offsetParam ?? 'offset';
        return { query: { ...this.query, [param]: this.offset() + this.items.length } };
      }
      case 'page': {
        const param = this.spec.pageParam ?? 'page';
        return { query: { ...this.query, [param]: this.pageNumber() + 1 } };
      }
      case 'cursor':
        return this.nextCursorRequest(body);
      case 'link': {
        const url = linkWithRel(this.link, 'next');
        return url === undefined || url === '' ? undefined : { query: this.query, url };
      }
    }
  }

  private nextCursorRequest(body: Record<string, unknown>): PageRequest | undefined {
    const cursor = this.spec.nextCursor !== undefined ? valueAt(body, this.spec.nextCursor) : this.cursorOfLast();
    if (cursor === undefined || cursor === null || cursor === '') {
      return undefined;
    }
    const inBody = this.spec.cursorBody;
    const param = this.spec.cursorParam ?? 'cursor';
    const sent = inBody !== undefined ? this.request.body?.[inBody] : this.query[param];
    if (sent === cursor) {
      return undefined; // the server handed back the cursor it was given: stop rather than loop
    }
    return inBody !== undefined
      ? { query: this.query, body: { ...this.request.body, [inBody]: cursor } }
      : { query: { ...this.query, [param]: cursor } };
  }

  /** Fetches the next page. Throws when there is none; check {@link hasNextPage} first. */
  async getNextPage(): Promise<Page<Item, Body>> {
    const request = this.nextPageRequest();
    if (request === undefined) {
      throw new Error('No next page: check hasNextPage() before calling getNextPage()');
    }
    const response = await this.fetcher(request);
    return new Page<Item, Body>(this.spec, request, response, this.fetcher, {
      seenBefore: this.context.seenBefore + this.items.length,
      pageSize: this.context.pageSize,
    });
  }

  /** Yields this page and then each following page. */
  async *iterPages(): AsyncGenerator<Page<Item, Body>, void, undefined> {
    let page: Page<Item, Body> = this;
    yield page;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield page;
    }
  }

  /** Yields this page's items and then those of every following page. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) {
      yield* page.items;
    }
  }

  /** The cursor field of this page's last item. */
  private cursorOfLast(): unknown {
    const last = this.items[this.items.length - 1];
    return isRecord(last) ? last[this.spec.cursorField ?? 'id'] : undefined;
  }

  /** How many items of the whole list have been seen once this page is read (for the `total` rule). */
  private position(): number {
    switch (this.spec.type) {
      case 'offset':
        return this.offset() + this.items.length;
      case 'page':
        return (this.pageNumber() - 1) * (this.context.pageSize ?? this.items.length) + this.items.length;
      case 'cursor':
      case 'link':
        return this.context.seenBefore + this.items.length;
    }
  }

  private offset(): number {
    return toInteger(this.query[this.spec.offsetParam ?? 'offset']) ?? 0;
  }

  private pageNumber(): number {
    return toInteger(this.query[this.spec.pageParam ?? 'page']) ?? 1;
  }
}

/**
 * What a paginated list method returns: `await` it for the first {@link Page}, or iterate it with
 * `for await` to get every item of every page. The first request starts at once.
 * {@link PagePromise.withResponse} gives the first page with the response it came from and its request id,
 * {@link PagePromise.asResponse} that response alone.
 */
export class PagePromise<Item, Body = unknown> implements Promise<Page<Item, Body>>, AsyncIterable<Item> {
  readonly [Symbol.toStringTag] = 'PagePromise';
  private readonly firstPage: Promise<Page<Item, Body>>;
  private readonly firstResponse: Promise<WithResponse<unknown>> | undefined;

  /** @param firstResponse the first page's response, for {@link withResponse} and {@link asResponse} */
  constructor(firstPage: Promise<Page<Item, Body>>, firstResponse?: Promise<WithResponse<unknown>>) {
    this.firstPage = firstPage;
    this.firstResponse = firstResponse;
    // The caller may iterate instead of awaiting: mark the promises handled so that a failure is
    // reported through whichever the caller uses, not as an unhandled rejection.
    firstPage.catch(() => undefined);
    firstResponse?.catch(() => undefined);
  }

  /** The first page, the response of its final attempt and its request id. */
  async withResponse(): Promise<WithResponse<Page<Item, Body>>> {
    const [page, first] = await Promise.all([this.firstPage, this.response()]);
    return { data: page, response: first.response, requestId: first.requestId };
  }

  /** The response of the first page's final attempt (its status and headers; its body unread). */
  async asResponse(): Promise<Response> {
    return (await this.response()).response;
  }

  private response(): Promise<WithResponse<unknown>> {
    if (this.firstResponse === undefined) {
      return Promise.reject(new Error('This PagePromise was made without its response'));
    }
    return this.firstResponse;
  }

  then<TResult1 = Page<Item, Body>, TResult2 = never>(
    onfulfilled?: ((value: Page<Item, Body>) => TResult1 | PromiseLike<TResult1>) | null,
    onrejected?: ((reason: unknown) => TResult2 | PromiseLike<TResult2>) | null,
  ): Promise<TResult1 | TResult2> {
    return this.firstPage.then(onfulfilled, onrejected);
  }

  catch<TResult = never>(
    onrejected?: ((reason: unknown) => TResult | PromiseLike<TResult>) | null,
  ): Promise<Page<Item, Body> | TResult> {
    return this.firstPage.catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<Page<Item, Body>> {
    return this.firstPage.finally(onfinally);
  }

  /** Yields every item of every page, fetching pages as needed. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    const page = await this.firstPage;
    yield* page;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted property path (`meta.next_cursor`) of a JSON object, or undefined. */
function valueAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const name of path.split('.')) {
    at = isRecord(at) ? at[name] : undefined;
  }
  return at;
}

function limitOf(spec: PaginationSpec, query: Record<string, unknown>): number | undefined {
  const limit = spec.limitParam === undefined ? undefined : toInteger(query[spec.limitParam]);
  return limit !== undefined && limit > 0 ? limit : undefined;
}

function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(number) ? number : undefined;
}
