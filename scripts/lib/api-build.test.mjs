/**
 * The compiled API (node:test; tests/unit/script-tests.test.ts runs it inside `npm test`), on a
 * small stand-in of the repository: `@/` aliases resolved, the files read beside the modules copied
 * beside the bundle, and a build current until one of its own sources changes.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { API_ENTRY, apiBuildReason, buildApi } from './api-build.mjs';

function write(root, file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** Dates a file `seconds` from now: later than the build, as an edit after it would (negative: long before it). */
function touchLater(root, file, seconds = 60) {
  const later = new Date(Date.now() + seconds * 1000);
  utimesSync(path.join(root, file), later, later);
}

function standIn() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hickory-api-build-'));
  write(root, 'tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }));
  write(root, 'package-lock.json', '{}');
  write(root, 'domain/greeting.ts', "export const greeting = (name: string): string => `hello ${name}`;\n");
  write(root, 'domain/greeting.test.ts', '// not part of the bundle\n');
  write(root, 'server/db/client.ts', "import path from 'node:path';\nexport const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');\n");
  write(root, 'server/db/migrations/0000_first.sql', 'select 1;\n');
  write(root, 'server/modules/auth/common-passwords.txt', 'password\n');
  write(
    root,
    'server/index.ts',
    [
      "import { readdirSync, readFileSync } from 'node:fs';",
      "import path from 'node:path';",
      "import { greeting } from '@/domain/greeting';",
      "import { MIGRATIONS_FOLDER } from './db/client';",
      "const passwords = readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8').trim();",
      "console.log(JSON.stringify({ greeting: greeting('pit'), migrations: readdirSync(MIGRATIONS_FOLDER), passwords }));",
    ].join('\n'),
  );
  return root;
}

describe('buildApi and apiBuildReason', () => {
  const root = standIn();
  after(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build, and the bundle runs under node with its aliases and side files', async () => {
    assert.equal(apiBuildReason(root), 'no build yet');
    await buildApi(root, { log: () => {} });
    assert.equal(apiBuildReason(root), null);
    const output = JSON.parse(execFileSync(process.execPath, [API_ENTRY], { cwd: root, encoding: 'utf8' }));
    assert.deepEqual(output, { greeting: 'hello pit', migrations: ['0000_first.sql'], passwords: 'password' });
  });

  it('stays current when a test file changes, and is stale once a source, a migration or the lockfile does', async () => {
    touchLater(root, 'domain/greeting.test.ts');
    assert.equal(apiBuildReason(root), null);
    touchLater(root, 'domain/greeting.test.ts', -3600);
    for (const file of ['domain/greeting.ts', 'server/db/migrations/0000_first.sql', 'package-lock.json']) {
      await buildApi(root, { log: () => {} });
      touchLater(root, file);
      assert.match(apiBuildReason(root), new RegExp(`^${file.split('/')[0]}.* changed since the last build$`));
      touchLater(root, file, -3600);
    }
  });

  it('is stale when a migration is added', async () => {
    await buildApi(root, { log: () => {} });
    write(root, 'server/db/migrations/0001_second.sql', 'select 2;\n');
    touchLater(root, 'server/db/migrations/0001_second.sql');
    assert.equal(apiBuildReason(root), 'server/db/migrations changed since the last build');
  });
});
