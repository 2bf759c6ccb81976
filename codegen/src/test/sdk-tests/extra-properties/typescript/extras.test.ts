// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/extra-properties: an object with named properties and
// additionalProperties is an interface with an index signature; the extra properties are sent and read unchanged.

import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';

import { Extras } from '../src/index.js';
import { MockServer } from './mockServer.js';

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

describe('generated SDK with additional properties beside named ones', () => {
  it('sends and reads the additional properties', async () => {
    const stored = { name: 'release', color: 'blue', env: 'prod', tier: 'gold' };
    await server.enqueue({ method: 'POST', path: '/labels', json: stored });
    const labels = await new Extras({ baseURL: server.url }).labels.create({ name: 'release', env: 'prod', tier: 'gold' });
    assert.deepEqual((await server.requests())[0]!.json, { name: 'release', env: 'prod', tier: 'gold' });
    assert.deepEqual(labels, stored);
    assert.equal(labels['tier'], 'gold');
  });
});
