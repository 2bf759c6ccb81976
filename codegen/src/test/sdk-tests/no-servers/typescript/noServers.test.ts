// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/no-servers: the spec names no server and sdkgen.yaml
// sets no client.base_url, so the client demands a base URL when it is created.

import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';

import { NoServers } from '../src/index.js';
import { MockServer } from './mockServer.js';

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

describe('generated SDK of a spec without servers', () => {
  it('refuses to be created without a base URL, naming the option', () => {
    assert.throws(() => new NoServers(), (e: unknown) => e instanceof TypeError && /No base URL.*baseURL/.test(e.message));
  });

  it('sends requests to the base URL it is given', async () => {
    await server.enqueue({ path: '/ping', json: { ok: true } });
    assert.deepEqual(await new NoServers({ baseURL: server.url }).ping(), { ok: true });
    assert.equal((await server.requests())[0]!.path, '/ping');
  });
});
