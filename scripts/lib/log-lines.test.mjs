/** Which servers log lines a failed journey run prints (node:test, run by tests/unit/script-tests.test.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { explainsFailure } from './log-lines.mjs';

describe('explainsFailure', () => {
  const cases = [
    ['[api] {"level":30,"msg":"incoming request","req":{"method":"GET","url":"/ready"}}', false],
    ['[sandbox-gateway] {"level":20,"msg":"debug note"}', false],
    ['[api] {"level":40,"msg":"demo mode is on"}', true],
    ['[api] {"level":50,"msg":"request failed"}', true],
    ['[api] {"level":60,"msg":"could not start"}', true],
    ['[web] ▲ Next.js ready on http://localhost:3100', true],
    ['[web] Error: fetch failed', true],
    ['[web] {"not":"pino"}', true],
    ['[api] 42', true],
    ['plain line without a name', true],
  ];
  for (const [line, shown] of cases) {
    it(`${shown ? 'shows' : 'hides'} ${line}`, () => assert.equal(explainsFailure(line), shown));
  }
});
