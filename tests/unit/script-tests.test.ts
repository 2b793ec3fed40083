/**
 * The scripts' own modules (scripts/lib: start order, nginx in front, the storefront's cache headers) are
 * ES modules tested with node:test beside them; this runs each of those files so `npm test`
 * covers them.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const dir = path.join(__dirname, '..', '..', 'scripts', 'lib');
const files = readdirSync(dir).filter((name) => name.endsWith('.test.mjs'));

it('finds the scripts tests', () => {
  expect(files).toEqual(expect.arrayContaining(['env.test.mjs', 'nginx.test.mjs', 'shared-answers.test.mjs', 'stack.test.mjs']));
});

it.each(files)('passes scripts/lib/%s', async (file) => {
  const run = promisify(execFile)(process.execPath, ['--test', '--test-force-exit', '--test-reporter=dot', path.join(dir, file)], { timeout: 50_000 });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`node --test failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
  expect(stdout).not.toMatch(/✖|not ok/);
});
