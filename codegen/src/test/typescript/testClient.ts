// A concrete client over the runtime core for the runtime's own tests: it records the waits between
// retries instead of sleeping and makes the jitter deterministic.

import { BaseClient } from '../../main/resources/runtime/typescript/client.js';
import type { AuthScheme, ClientConfig, ClientOptions } from '../../main/resources/runtime/typescript/client.js';
import type { RetryPolicy } from '../../main/resources/runtime/typescript/retries.js';

export const API_KEY_ENV = 'SDKGEN_RUNTIME_TEST_API_KEY';

export function testConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    sdkName: 'acme',
    sdkVersion: '1.4.0',
    defaultBaseURL: 'http://127.0.0.1:9',
    apiKeyEnv: API_KEY_ENV,
    auth: { type: 'bearer' } as AuthScheme,
    retryPolicy: null as RetryPolicy | null,
    ...overrides,
  };
}

export class TestClient extends BaseClient {
  /** Waits the client asked for, in milliseconds. */
  readonly sleeps: number[] = [];
  /** What `_random` returns (0 = no jitter). */
  randomValue = 0;
  /** Whether `_sleep` really waits. */
  realSleep = false;

  constructor(config: ClientConfig, options: ClientOptions = {}) {
    super(config, options);
  }

  protected override _sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return this.realSleep ? super._sleep(ms) : Promise.resolve();
  }

  protected override _random(): number {
    return this.randomValue;
  }
}
