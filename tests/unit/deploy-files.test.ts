/**
 * The deployment files (deploy/: Dockerfiles, compose.yaml, k8s/) are linted and schema-checked by
 * deploy/lint.mjs, an ES module tested with node:test beside it; this runs that test so `npm test`
 * covers them. Nothing is downloaded: the linters and schemas are npm dev packages.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

it('passes deploy/lint.test.mjs: every deployment file lints clean, and the linters refuse what they are for', async () => {
  const file = path.join(__dirname, '..', '..', 'deploy', 'lint.test.mjs');
  const run = promisify(execFile)(process.execPath, ['--test', '--test-force-exit', '--test-reporter=dot', file], { timeout: 50_000 });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`node --test failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
  expect(stdout).not.toMatch(/✖|not ok/);
});
