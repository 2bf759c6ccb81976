import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';

import { buildPath, encodeQuery, joinURL } from '../../main/resources/runtime/typescript/url.js';

describe('buildPath', () => {
  it('fills placeholders in order and encodes each value as one segment', () => {
    assert.equal(
      buildPath('/accounts/{account_id}/cards/{card_id}/freeze', ['a 1/x', 'c?#&']),
      '/accounts/a%201%2Fx/cards/c%3F%23%26/freeze',
    );
    assert.equal(buildPath('/items/{id}', [42]), '/items/42');
    assert.equal(buildPath('/flags/{on}', [true]), '/flags/true');
    assert.equal(buildPath('/health'), '/health');
  });

  it('encodes dot segments so they are not collapsed', () => {
    assert.equal(buildPath('/files/{name}', ['..']), '/files/%2E%2E');
    assert.equal(buildPath('/files/{name}', ['.']), '/files/%2E');
    assert.equal(buildPath('/files/{name}', ['a.b']), '/files/a.b');
  });

  it('rejects empty values and a wrong number of values', () => {
    assert.throws(() => buildPath('/accounts/{account_id}', ['']), /\{account_id\}.*non-empty/);
    assert.throws(() => buildPath('/accounts/{account_id}', []), /Missing a value/);
    assert.throws(() => buildPath('/accounts/{account_id}', ['a', 'b']), /Expected 1 path parameter/);
  });

  it('fills a {@name} placeholder from the client values, as one segment, not from the arguments', () => {
    assert.equal(buildPath('/{@apiVersion}/widgets/{id}', ['w/1'], { apiVersion: 'v4 beta' }), '/v4%20beta/widgets/w%2F1');
    assert.throws(() => buildPath('/{@apiVersion}/widgets', [], {}), /\{@apiVersion\}.*non-empty/);
  });
});

describe('encodeQuery', () => {
  it('serialises scalars, arrays, booleans, dates and nested objects', () => {
    const query = {
      limit: 10,
      tag: ['a b', 'c&d'],
      active: false,
      since: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
      filter: { status: 'open', owner: { id: 7 } },
      skipped: undefined,
      nothing: null,
    };
    assert.equal(
      encodeQuery(query),
      'limit=10&tag=a%20b&tag=c%26d&active=false&since=2024-01-02T03%3A04%3A05.000Z' +
        '&filter%5Bstatus%5D=open&filter%5Bowner%5D%5Bid%5D=7',
    );
  });

  it('gives an empty string for no parameters', () => {
    assert.equal(encodeQuery(undefined), '');
    assert.equal(encodeQuery({ a: undefined }), '');
  });
});

describe('joinURL', () => {
  it('keeps a base path prefix and uses exactly one slash', () => {
    assert.equal(joinURL('https://api.acme.com/v1/', '/accounts'), 'https://api.acme.com/v1/accounts');
    assert.equal(joinURL('https://api.acme.com/v1', '/accounts', 'a=1'), 'https://api.acme.com/v1/accounts?a=1');
    assert.equal(joinURL('https://api.acme.com', 'accounts'), 'https://api.acme.com/accounts');
  });
});
