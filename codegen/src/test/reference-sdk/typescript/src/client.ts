// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

import { BaseClient, retryPolicy } from './core/index.js';
import type { ClientConfig, ClientOptions, RequestOptions } from './core/index.js';
import type { Health } from './models.js';
import { Accounts } from './resources/accounts.js';
import { Files } from './resources/files.js';

const CONFIG: ClientConfig = {
  sdkName: 'acme',
  sdkVersion: '1.4.0',
  defaultBaseURL: 'https://api.acme.com',
  apiKeyEnv: 'ACME_API_KEY',
  auth: { type: 'bearer' },
  retryPolicy: retryPolicy({
    maxRetries: 2,
    retryOn: [408, 429, 500, 502, 503, 504],
    initialDelayMs: 500,
    maxDelayMs: 8000,
    connectionErrors: false,
  }),
};

/** Client for the Acme API. */
export class Acme extends BaseClient {
  readonly accounts: Accounts = new Accounts(this);
  readonly files: Files = new Files(this);

  constructor(options: ClientOptions = {}) {
    super(CONFIG, options);
  }

  /**
   * Health check.
   */
  health(options?: RequestOptions): Promise<Health> {
    return this._request<Health>({ method: 'get', path: '/health' }, options);
  }

  /**
   * The API version (text/plain).
   */
  version(options?: RequestOptions): Promise<string> {
    return this._request<string>({ method: 'get', path: '/version', responseType: 'text', accept: 'text/plain' }, options);
  }
}
