/**
 * `npm start`'s order of processes lives in scripts/lib/stack.mjs, an ES module tested with
 * node:test in scripts/lib/stack.test.mjs; this runs that file so `npm test` covers it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

it('passes the start-order tests (scripts/lib/stack.test.mjs)', async () => {
  const file = path.join(__dirname, '..', '..', 'scripts', 'lib', 'stack.test.mjs');
  const run = promisify(execFile)(process.execPath, ['--test', '--test-force-exit', '--test-reporter=dot', file], { timeout: 50_000 });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`node --test failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
  expect(stdout).not.toMatch(/✖|not ok/);
});
