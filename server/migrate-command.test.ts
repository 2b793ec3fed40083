/**
 * Migrating once before N replicas: `npm run db:migrate` (runMigrateCommand) migrates and loads the
 * start data; an instance with MIGRATE_ON_START=false refuses a database that lacks migrations,
 * naming what to run, and opens one the command migrated. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where two commands started together both succeed (they take turns).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase } from '@/server/db/client';
import { brands } from '@/server/db/schema';
import { adminQuery, testDatabases, type TestDatabaseKind } from '@/server/test/databases';
import { runMigrateCommand } from './migrate-command';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const firstTag = journal.entries[0]!.tag;
const lastTag = journal.entries[journal.entries.length - 1]!.tag;

function quiet() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

async function brandCount(settings: { databaseUrl: string | null; pgliteDir: string }): Promise<number> {
  const database = await openDatabase({ ...settings, migrateOnStart: false });
  try {
    const [row] = await database.db.select({ n: count() }).from(brands);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

type Target = { env: Record<string, string>; settings: { databaseUrl: string | null; pgliteDir: string }; drop(): Promise<void> };

async function emptyDatabase(kind: TestDatabaseKind): Promise<Target> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hickory-migrate-'));
    const pgliteDir = path.join(dir, 'pglite');
    return { env: { PGLITE_DIR: pgliteDir }, settings: { databaseUrl: null, pgliteDir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `hickory_migrate_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    settings: { databaseUrl, pgliteDir: '' },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

describe.each(testDatabases())('runMigrateCommand on %s', (kind) => {
  let target: Target;
  beforeAll(async () => {
    target = await emptyDatabase(kind);
  });
  afterAll(() => target.drop());

  it('lets an instance that does not migrate start only after the command migrated', async () => {
    await expect(openDatabase({ ...target.settings, migrateOnStart: false })).rejects.toThrow(
      `the database lacks migrations (${journal.entries.length}, ${firstTag} to ${lastTag}) and MIGRATE_ON_START is false: run \`npm run db:migrate\``,
    );

    const out = quiet();
    await expect(runMigrateCommand(target.env, out.log, out.log)).resolves.toBe(0);
    expect(out.lines).toEqual([`Migrated the ${kind} database; loaded the reference data and content/.`]);
    expect(await brandCount(target.settings)).toBeGreaterThan(0);

    const again = quiet();
    await expect(runMigrateCommand(target.env, again.log, again.log)).resolves.toBe(0);
    expect(again.lines).toEqual([`Migrated the ${kind} database; loaded nothing new.`]);
  });

  it('exits 1 naming the setting at fault', async () => {
    const out = quiet();
    await expect(runMigrateCommand({ ...target.env, MIGRATE_ON_START: 'later' }, out.log, out.log)).resolves.toBe(1);
    expect(out.lines).toEqual(['Could not migrate the database: MIGRATE_ON_START must be true or false, got "later"']);
  });

  if (kind === 'postgres') {
    it('lets two commands started together on a fresh database both succeed, one migrating after the other', async () => {
      const fresh = await emptyDatabase(kind);
      try {
        const [first, second] = [quiet(), quiet()];
        const codes = await Promise.all([runMigrateCommand(fresh.env, first.log, first.log), runMigrateCommand(fresh.env, second.log, second.log)]);
        expect(codes).toEqual([0, 0]);
        expect([...first.lines, ...second.lines].filter((line) => line.startsWith('Migrated the postgres database; loaded '))).toHaveLength(2);
        expect(await brandCount(fresh.settings)).toBeGreaterThan(0);
      } finally {
        await fresh.drop();
      }
    });
  }
});
