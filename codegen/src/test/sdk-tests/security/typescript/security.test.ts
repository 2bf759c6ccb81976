// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/security: which credentials each operation sends on the
// wire. The bearer token is the primary scheme (apiKey, SECURITY_API_KEY); appKey, appSecret and tenant are client
// options of their own (SECURITY_APP_KEY, SECURITY_APP_SECRET, SECURITY_TENANT).

import { strict as assert } from 'node:assert';
import { after, before, beforeEach, describe, it } from 'node:test';

import { Security } from '../src/index.js';
import type { SecurityOptions } from '../src/index.js';
import { MockServer } from './mockServer.js';

const VARIABLES = ['SECURITY_API_KEY', 'SECURITY_APP_KEY', 'SECURITY_APP_SECRET', 'SECURITY_TENANT'];

let server: MockServer;

before(async () => {
  server = await MockServer.start();
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.reset();
  for (const name of VARIABLES) {
    delete process.env[name];
  }
});

function client(options: SecurityOptions): Security {
  return new Security({ baseURL: server.url, ...options });
}

const APP: SecurityOptions = { appKey: 'ak', appSecret: 'as', tenant: 't1' };

describe('generated SDK security', () => {
  it('sends the schemes of one requirement together', async () => {
    await server.enqueue({ path: '/reports', json: { ok: true } });
    await client({ ...APP, apiKey: 'tok' }).reports.list();
    const [request] = await server.requests();
    assert.equal(request!.headers['x-app-key'], 'ak');
    assert.equal(request!.headers['x-app-secret'], 'as');
    assert.deepEqual(request!.queryParams, { tenant_id: ['t1'] });
    assert.equal(request!.headers['authorization'], undefined);
  });

  it('sends the first alternative whose schemes all have a value', async () => {
    await server.enqueue({ path: '/widgets', json: { ok: true }, repeat: true });
    await client({ ...APP, apiKey: 'tok' }).widgets.list();
    await client({ apiKey: 'tok' }).widgets.list();
    await client({ appKey: 'ak', apiKey: 'tok' }).widgets.list();
    await client({ appKey: 'ak' }).widgets.list();
    const requests = await server.requests();
    assert.deepEqual(
      requests.map((r) => [r.headers['x-app-key'], r.headers['x-app-secret'], r.headers['authorization'], r.query]),
      [
        ['ak', 'as', undefined, 'tenant_id=t1'],
        [undefined, undefined, 'Bearer tok', ''],
        [undefined, undefined, 'Bearer tok', ''],
        ['ak', undefined, undefined, ''],
      ],
    );
  });

  it('sends nothing for security: [] and the primary scheme where no security is declared', async () => {
    await server.enqueue({ path: '/status', json: { ok: true } });
    await server.enqueue({ path: '/profile', json: { ok: true } });
    const sdk = client({ ...APP, apiKey: 'tok' });
    await sdk.status();
    await sdk.profile.get();
    const [status, profile] = await server.requests();
    assert.equal(status!.headers['authorization'], undefined);
    assert.equal(status!.headers['x-app-key'], undefined);
    assert.equal(status!.query, '');
    assert.equal(profile!.headers['authorization'], 'Bearer tok');
    assert.equal(profile!.headers['x-app-key'], undefined);
  });

  it('sends cookie parameters in one Cookie header, percent-encoded outside the cookie octets', async () => {
    await server.enqueue({ path: '/preferences', json: { ok: true }, repeat: true });
    const sdk = client({ apiKey: 'tok' });
    await sdk.preferences.get({ session_id: 's 1;x,"y"%\u00e9', theme: 'dark', tabs: 3 });
    await sdk.preferences.get({ session_id: 'abc' });
    const [full, minimal] = await server.requests();
    assert.equal(full!.headers['cookie'], 'session_id=s%201%3Bx%2C%22y%22%25%C3%A9; theme=dark; tabs=3');
    assert.equal(minimal!.headers['cookie'], 'session_id=abc');
    assert.equal(full!.headers['authorization'], undefined);
  });

  it('reads each scheme from its own environment variable', async () => {
    await server.enqueue({ path: '/reports', json: { ok: true } });
    process.env['SECURITY_APP_KEY'] = 'env-ak';
    process.env['SECURITY_APP_SECRET'] = 'env-as';
    process.env['SECURITY_TENANT'] = 'env-t';
    await client({}).reports.list();
    const [request] = await server.requests();
    assert.equal(request!.headers['x-app-key'], 'env-ak');
    assert.equal(request!.headers['x-app-secret'], 'env-as');
    assert.deepEqual(request!.queryParams, { tenant_id: ['env-t'] });
  });

  it('takes a path option and credentials in the same client options', async () => {
    await server.enqueue({ path: '/us/exports', json: { ok: true } });
    await server.enqueue({ path: '/eu/exports', json: { ok: true } });
    const options: SecurityOptions = { region: 'us', appKey: 'ak' };
    await client(options).exports.list();
    await client({ appKey: 'ak2' }).exports.list();
    const [us, eu] = await server.requests();
    assert.equal(us!.path, '/us/exports');
    assert.equal(us!.headers['x-app-key'], 'ak');
    assert.equal(eu!.path, '/eu/exports');
    assert.equal(eu!.headers['x-app-key'], 'ak2');
  });
});
