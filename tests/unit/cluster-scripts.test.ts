/**
 * The cluster's balancer and supervisor are ES modules under scripts/lib, tested with node:test
 * in scripts/lib/balancer.test.mjs; this runs that file so `npm test` covers it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

it('passes the balancer and supervisor tests (scripts/lib/balancer.test.mjs)', async () => {
  const file = path.join(__dirname, '..', '..', 'scripts', 'lib', 'balancer.test.mjs');
  const run = promisify(execFile)(process.execPath, ['--test', '--test-force-exit', '--test-reporter=dot', file], { timeout: 50_000 });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`node --test failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
  expect(stdout).not.toMatch(/✖|not ok/);
});
