import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { NotFoundError } from '../../main/resources/runtime/typescript/errors.js';
import { linkWithRel, Page, PagePromise, parseLinkHeader } from '../../main/resources/runtime/typescript/pagination.js';
import type { PaginationSpec } from '../../main/resources/runtime/typescript/pagination.js';
import { MockServer } from './mockServer.js';
import { TestClient, testConfig } from './testClient.js';

interface Account {
  id: string;
}

interface AccountList {
  data: Account[];
  has_more?: boolean;
  total?: number;
}

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

function client(): TestClient {
  return new TestClient(testConfig(), { baseURL: server.url, apiKey: 'k' });
}

function accounts(...ids: string[]): Account[] {
  return ids.map((id) => ({ id }));
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) {
    items.push(item);
  }
  return items;
}

async function queries(): Promise<Array<Record<string, string[]>>> {
  return (await server.requests()).map((r) => r.queryParams);
}

const OFFSET: PaginationSpec = { type: 'offset', limitParam: 'limit', offsetParam: 'offset', hasMore: 'has_more' };
const PAGE: PaginationSpec = { type: 'page', items: 'results', limitParam: 'per_page', pageParam: 'page', total: 'total' };
const CURSOR: PaginationSpec = {
  type: 'cursor',
  limitParam: 'limit',
  cursorParam: 'starting_after',
  cursorField: 'id',
  hasMore: 'has_more',
};

describe('offset pagination', () => {
  it('iterates every item and stops when has_more is false', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a', 'b'), has_more: true } },
      { path: '/accounts', json: { data: accounts('c', 'd'), has_more: true } },
      { path: '/accounts', json: { data: accounts('e'), has_more: false } },
    );
    const list = client()._paginate<Account, AccountList>(
      { method: 'get', path: '/accounts', query: { limit: 2, status: 'open' } },
      OFFSET,
    );
    assert.ok(list instanceof PagePromise);
    assert.deepEqual((await collect(list)).map((a) => a.id), ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(await queries(), [
      { limit: ['2'], status: ['open'] },
      { limit: ['2'], status: ['open'], offset: ['2'] },
      { limit: ['2'], status: ['open'], offset: ['4'] },
    ]);
  });

  it('continues from a caller-given offset and stops when the items reach total', async () => {
    const spec: PaginationSpec = { type: 'offset', total: 'total' };
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('k', 'l'), total: 14 } },
      { path: '/accounts', json: { data: accounts('m', 'n'), total: 14 } },
    );
    const items = await collect(client()._paginate<Account>({ method: 'get', path: '/accounts', query: { offset: 10 } }, spec));
    assert.deepEqual(items.map((a) => a.id), ['k', 'l', 'm', 'n']);
    assert.deepEqual(await queries(), [{ offset: ['10'] }, { offset: ['12'] }]);
  });

  it('stops on an empty page', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a') } },
      { path: '/accounts', json: { data: [] } },
    );
    const items = await collect(client()._paginate<Account>({ method: 'get', path: '/accounts' }, { type: 'offset' }));
    assert.deepEqual(items.map((a) => a.id), ['a']);
    assert.equal((await server.requests()).length, 2);
  });
});

describe('page pagination', () => {
  it('counts pages from 1 and stops when the items reach total', async () => {
    await server.enqueue(
      { path: '/users', json: { results: accounts('a', 'b'), total: 5 } },
      { path: '/users', json: { results: accounts('c', 'd'), total: 5 } },
      { path: '/users', json: { results: accounts('e'), total: 5 } },
    );
    const items = await collect(
      client()._paginate<Account>({ method: 'get', path: '/users', query: { per_page: 2 } }, PAGE),
    );
    assert.deepEqual(items.map((a) => a.id), ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(await queries(), [{ per_page: ['2'] }, { per_page: ['2'], page: ['2'] }, { per_page: ['2'], page: ['3'] }]);
  });

  it('infers the page size from the first page when no limit is given', async () => {
    await server.enqueue(
      { path: '/users', json: { results: accounts('a', 'b', 'c'), total: 4 } },
      { path: '/users', json: { results: accounts('d'), total: 4 } },
    );
    const items = await collect(client()._paginate<Account>({ method: 'get', path: '/users' }, PAGE));
    assert.deepEqual(items.map((a) => a.id), ['a', 'b', 'c', 'd']);
    assert.equal((await server.requests()).length, 2);
  });

  it('stops on an empty page without has_more or total', async () => {
    await server.enqueue(
      { path: '/users', json: { results: accounts('a') } },
      { path: '/users', json: { results: [] } },
    );
    const spec: PaginationSpec = { type: 'page', items: 'results' };
    const items = await collect(client()._paginate<Account>({ method: 'get', path: '/users' }, spec));
    assert.deepEqual(items.map((a) => a.id), ['a']);
    assert.deepEqual(await queries(), [{}, { page: ['2'] }]);
  });
});

describe('cursor pagination', () => {
  it('passes the cursor field of the last item and stops when has_more is false', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a1', 'a2'), has_more: true } },
      { path: '/accounts', json: { data: accounts('a3'), has_more: false } },
    );
    const items = await collect(
      client()._paginate<Account>({ method: 'get', path: '/accounts', query: { limit: 2 } }, CURSOR),
    );
    assert.deepEqual(items.map((a) => a.id), ['a1', 'a2', 'a3']);
    assert.deepEqual(await queries(), [{ limit: ['2'] }, { limit: ['2'], starting_after: ['a2'] }]);
  });

  it('stops when the items reach total', async () => {
    const spec: PaginationSpec = { type: 'cursor', cursorParam: 'after', cursorField: 'id', total: 'total' };
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a', 'b'), total: 3 } },
      { path: '/accounts', json: { data: accounts('c'), total: 3 } },
    );
    const items = await collect(client()._paginate<Account>({ method: 'get', path: '/accounts' }, spec));
    assert.deepEqual(items.map((a) => a.id), ['a', 'b', 'c']);
    assert.equal((await server.requests()).length, 2);
  });

  it('stops when the last item has no cursor', async () => {
    await server.enqueue({ path: '/accounts', json: { data: [{ name: 'no id' }], has_more: true } });
    const items = await collect(client()._paginate<Record<string, unknown>>({ method: 'get', path: '/accounts' }, CURSOR));
    assert.equal(items.length, 1);
    assert.equal((await server.requests()).length, 1);
  });
});

describe('PagePromise and Page', () => {
  it('awaits to the first page with its items, body and navigation', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a1', 'a2'), has_more: true } },
      { path: '/accounts', json: { data: accounts('a3'), has_more: false } },
    );
    const page = await client()._paginate<Account, AccountList>({ method: 'get', path: '/accounts' }, CURSOR);
    assert.ok(page instanceof Page);
    assert.deepEqual(page.items.map((a) => a.id), ['a1', 'a2']);
    assert.equal(page.body.has_more, true);
    assert.ok(page.hasNextPage());
    assert.deepEqual(page.nextPageQuery(), { starting_after: 'a2' });
    assert.equal((await server.requests()).length, 1, 'awaiting fetches only the first page');
    const next = await page.getNextPage();
    assert.deepEqual(next.items.map((a) => a.id), ['a3']);
    assert.equal(next.hasNextPage(), false);
    await assert.rejects(next.getNextPage(), /No next page/);
  });

  it('iterates pages and items from a page', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a1'), has_more: true } },
      { path: '/accounts', json: { data: accounts('a2'), has_more: false } },
    );
    const page = await client()._paginate<Account, AccountList>({ method: 'get', path: '/accounts' }, CURSOR);
    const pages = await collect(page.iterPages());
    assert.deepEqual(pages.map((p) => p.items.length), [1, 1]);
    assert.equal((await server.requests()).length, 2);
  });

  it('reports a failing first page through await and through iteration', async () => {
    await server.enqueue({ path: '/accounts', status: 404, json: { message: 'gone' }, repeat: true });
    const c = client();
    await assert.rejects(c._paginate({ method: 'get', path: '/accounts' }, CURSOR), NotFoundError);
    await assert.rejects(collect(c._paginate({ method: 'get', path: '/accounts' }, CURSOR)), NotFoundError);
    await assert.rejects(
      c._paginate({ method: 'get', path: '/accounts' }, CURSOR).then(() => 'unexpected'),
      NotFoundError,
    );
  });

  it('reports a failing later page through iteration', async () => {
    await server.enqueue(
      { path: '/accounts', json: { data: accounts('a1'), has_more: true } },
      { path: '/accounts', status: 404, json: { message: 'gone' } },
    );
    const seen: string[] = [];
    await assert.rejects(async () => {
      for await (const account of client()._paginate<Account>({ method: 'get', path: '/accounts' }, CURSOR)) {
        seen.push(account.id);
      }
    }, NotFoundError);
    assert.deepEqual(seen, ['a1']);
  });

  it('does not raise an unhandled rejection for a list that is never awaited', async () => {
    await server.enqueue({ path: '/accounts', status: 500, json: {} });
    let unhandled = 0;
    const listener = (): void => {
      unhandled++;
    };
    process.on('unhandledRejection', listener);
    try {
      void client()._paginate({ method: 'get', path: '/accounts' }, CURSOR);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(unhandled, 0);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});

describe('Link header parsing (RFC 8288)', () => {
  it('reads several links, quoted and token parameters, and commas and semicolons inside <...> and quotes', () => {
    const header =
      '<https://api.test/items?page=2&q=a,b;c>; rel="next", <https://api.test/items?page=9>;rel=last; ' +
      'title="a, \\"quoted\\"; title", <https://api.test/x>; REL="Prev Start"; rel=ignored';
    assert.deepEqual(parseLinkHeader(header), [
      { url: 'https://api.test/items?page=2&q=a,b;c', params: { rel: 'next' } },
      { url: 'https://api.test/items?page=9', params: { rel: 'last', title: 'a, "quoted"; title' } },
      { url: 'https://api.test/x', params: { rel: 'Prev Start' } },
    ]);
    assert.equal(linkWithRel(header, 'next'), 'https://api.test/items?page=2&q=a,b;c');
    assert.equal(linkWithRel(header, 'start'), 'https://api.test/x', 'a rel of several types, case-insensitive');
    assert.equal(linkWithRel(header, 'first'), undefined);
  });

  it('finds rel="next" wherever it stands, and nothing in an empty or malformed header', () => {
    const github =
      '<https://api.github.com/repositories/1/issues?page=1>; rel="prev", ' +
      '<https://api.github.com/repositories/1/issues?page=3>; rel="next", ' +
      '<https://api.github.com/repositories/1/issues?page=5>; rel="last"';
    assert.equal(linkWithRel(github, 'next'), 'https://api.github.com/repositories/1/issues?page=3');
    assert.equal(linkWithRel('', 'next'), undefined);
    assert.equal(linkWithRel(null, 'next'), undefined);
    assert.equal(linkWithRel('rel="next"', 'next'), undefined, 'no <url>');
    assert.equal(linkWithRel('<https://a.test/unclosed; rel="next"', 'next'), undefined);
    assert.deepEqual(parseLinkHeader('<https://a.test/1>; rel=next;, garbage, <https://a.test/2>; rel="next"'), [
      { url: 'https://a.test/1', params: { rel: 'next' } },
      { url: 'https://a.test/2', params: { rel: 'next' } },
    ]);
  });
});

describe('link pagination', () => {
  it('follows rel="next" under the base URL until a page has none, the first query sent once', async () => {
    await server.enqueue(
      {
        path: '/repos/issues',
        json: accounts('a', 'b'),
        headers: { Link: `<${server.url}/repos/issues?per_page=2&page=2>; rel="next", <${server.url}/x>; rel="last"` },
      },
      { path: '/repos/issues', json: accounts('c'), headers: { Link: `<${server.url}/repos/issues?page=1>; rel="first"` } },
    );
    const items = await collect(
      client()._paginate<Account>({ method: 'get', path: '/repos/issues', query: { per_page: 2 } }, { type: 'link' }),
    );
    assert.deepEqual(items.map((a) => a.id), ['a', 'b', 'c']);
    assert.deepEqual(await queries(), [{ per_page: ['2'] }, { per_page: ['2'], page: ['2'] }]);
  });

  it('reads the items property of an object response, and refuses a link to another host', async () => {
    await server.enqueue({
      path: '/search',
      json: { total_count: 3, items: accounts('a') },
      headers: { Link: '<https://elsewhere.test/search?page=2>; rel="next"' },
    });
    const page = await client()._paginate<Account>({ method: 'get', path: '/search' }, { type: 'link', items: 'items' });
    assert.deepEqual(page.items.map((a) => a.id), ['a']);
    assert.equal(page.hasNextPage(), true);
    await assert.rejects(page.getNextPage(), /link https:\/\/elsewhere\.test\/search\?page=2 is not under the base URL/);
    assert.equal((await server.requests()).length, 1, 'no request to the other host');
  });
});

describe('cursor in the request body', () => {
  it('sends the next cursor in the body beside the caller\'s fields, the query unchanged', async () => {
    await server.enqueue(
      { path: '/search', json: { results: accounts('a'), next: 'c2' } },
      { path: '/search', json: { results: accounts('b'), next: 'c3' } },
      { path: '/search', json: { results: accounts('c'), next: null } },
    );
    const spec: PaginationSpec = { type: 'cursor', items: 'results', cursorBody: 'page_token', nextCursor: 'next' };
    const items = await collect(
      client()._paginate<Account>({ method: 'post', path: '/search', query: { v: 1 }, body: { query: 'x' } }, spec),
    );
    assert.deepEqual(items.map((a) => a.id), ['a', 'b', 'c']);
    const sent = await server.requests();
    assert.deepEqual(sent.map((r) => JSON.parse(r.body)), [
      { query: 'x' },
      { query: 'x', page_token: 'c2' },
      { query: 'x', page_token: 'c3' },
    ]);
    assert.deepEqual(sent.map((r) => r.queryParams), [{ v: ['1'] }, { v: ['1'] }, { v: ['1'] }]);
  });

  it('stops when the server hands back the cursor just sent', async () => {
    await server.enqueue(
      { path: '/search', json: { results: accounts('a'), next: 'same' } },
      { path: '/search', json: { results: accounts('b'), next: 'same' } },
    );
    const spec: PaginationSpec = { type: 'cursor', items: 'results', cursorBody: 'page_token', nextCursor: 'next' };
    const items = await collect(client()._paginate<Account>({ method: 'post', path: '/search', body: {} }, spec));
    assert.deepEqual(items.map((a) => a.id), ['a', 'b']);
    assert.equal((await server.requests()).length, 2);
  });
});
