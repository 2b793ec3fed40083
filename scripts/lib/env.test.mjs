/**
 * The stack's environment (node:test; tests/unit/script-tests.test.ts runs it inside `npm test`):
 * every process of a stack finds the sandbox payment processor from its port, and a scratch
 * stack (journeys, benchmarks) never talks to the developer's processor.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scratchStackEnv, stackEnv } from './env.mjs';

describe('stackEnv', () => {
  it('puts the sandbox processor on 4010 at localhost when nothing says otherwise', () => {
    const { env, gatewayUrl } = stackEnv({});
    assert.equal(env.SANDBOX_GATEWAY_PORT, '4010');
    assert.equal(env.SANDBOX_GATEWAY_URL, 'http://localhost:4010');
    assert.equal(gatewayUrl, 'http://localhost:4010');
  });

  it('derives the processor URL from SANDBOX_GATEWAY_PORT, an empty value counting as unset', () => {
    const { env, gatewayUrl } = stackEnv({ SANDBOX_GATEWAY_PORT: '4410', SANDBOX_GATEWAY_URL: '' });
    assert.equal(env.SANDBOX_GATEWAY_URL, 'http://localhost:4410');
    assert.equal(gatewayUrl, 'http://localhost:4410');
  });

  it('keeps a SANDBOX_GATEWAY_URL that is set (the public address browsers load the card fields from)', () => {
    const { env, gatewayUrl } = stackEnv({ SANDBOX_GATEWAY_URL: 'https://cards.whitlocks.example' });
    assert.equal(env.SANDBOX_GATEWAY_URL, 'https://cards.whitlocks.example');
    assert.equal(gatewayUrl, 'http://localhost:4010');
  });
});

describe('scratchStackEnv', () => {
  it("runs the processor on the stack's own port, whatever the developer's environment says", () => {
    const saved = { url: process.env.SANDBOX_GATEWAY_URL, port: process.env.SANDBOX_GATEWAY_PORT };
    process.env.SANDBOX_GATEWAY_URL = 'http://localhost:4010';
    process.env.SANDBOX_GATEWAY_PORT = '4010';
    try {
      const { env, gatewayUrl } = scratchStackEnv({ apiPort: 4100, webPort: 3100, gatewayPort: 4110, scratch: '/tmp/x' });
      assert.equal(env.SANDBOX_GATEWAY_PORT, '4110');
      assert.equal(env.SANDBOX_GATEWAY_URL, 'http://localhost:4110');
      assert.equal(gatewayUrl, 'http://localhost:4110');
    } finally {
      for (const [name, value] of [['SANDBOX_GATEWAY_URL', saved.url], ['SANDBOX_GATEWAY_PORT', saved.port]]) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
