// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

import type { WithResponse } from './response.js';

/**
 * How a list operation pages, from the operation's `x-sdkgen-pagination` extension or a pagination
 * scheme of its sdkgen.yaml. Parameter and property names are the wire names from the spec.
 */
export interface PaginationSpec {
  readonly type: 'offset' | 'page' | 'cursor';
  /** Response array property holding the page's items (default `data`). */
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
}

/** Fetches one page: the list request with the given query; resolves to the parsed response body. */
export type PageFetcher = (query: Record<string, unknown>) => Promise<unknown>;

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
  private readonly query: Record<string, unknown>;
  private readonly fetcher: PageFetcher;
  private readonly context: PageContext;

  private constructor(
    spec: PaginationSpec,
    query: Record<string, unknown>,
    body: unknown,
    fetcher: PageFetcher,
    context: PageContext,
  ) {
    this.spec = spec;
    this.query = query;
    this.fetcher = fetcher;
    this.body = body as Body;
    const items = isRecord(body) ? body[spec.items ?? 'data'] : undefined;
    this.items = Array.isArray(items) ? (items as Item[]) : [];
    this.context =
      spec.type === 'page' && context.pageSize === undefined
        ? { seenBefore: context.seenBefore, pageSize: limitOf(spec, query) ?? (this.items.length || undefined) }
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
    firstBody?: Promise<unknown>,
  ): Promise<Page<Item, Body>> {
    const body = await (firstBody ?? fetcher(query));
    return new Page<Item, Body>(spec, query, body, fetcher, {
      seenBefore: 0,
      pageSize: spec.type === 'page' ? limitOf(spec, query) : undefined,
    });
  }

  /**
   * Whether another page follows: false on an empty page, when the `has_more` property is false, when
   * the `done` property is true, when the items seen reach the `total` property, or (type `cursor`) when
   * there is no next cursor (the `nextCursor` property, else the last item's cursor field).
   */
  hasNextPage(): boolean {
    return this.nextPageQuery() !== undefined;
  }

  /** The query of the next page, or `undefined` when this is the last page. */
  nextPageQuery(): Record<string, unknown> | undefined {
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
        return { ...this.query, [param]: this.offset() + this.items.length };
      }
      case 'page': {
        const param = this.spec.pageParam ?? 'page';
        return { ...this.query, [param]: this.pageNumber() + 1 };
      }
      case 'cursor': {
        const cursor = this.spec.nextCursor !== undefined ? valueAt(body, this.spec.nextCursor) : this.cursorOfLast();
        if (cursor === undefined || cursor === null || cursor === '') {
          return undefined;
        }
        const param = this.spec.cursorParam ?? 'cursor';
        if (this.query[param] === cursor) {
          return undefined; // the server handed back the cursor it was given: stop rather than loop
        }
        return { ...this.query, [param]: cursor };
      }
    }
  }

  /** Fetches the next page. Throws when there is none; check {@link hasNextPage} first. */
  async getNextPage(): Promise<Page<Item, Body>> {
    const query = this.nextPageQuery();
    if (query === undefined) {
      throw new Error('No next page: check hasNextPage() before calling getNextPage()');
    }
    const body = await this.fetcher(query);
    return new Page<Item, Body>(this.spec, query, body, this.fetcher, {
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
