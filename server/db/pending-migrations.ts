/**
 * The migrations a database still lacks: those of the journal in `migrationsFolder` newer than the
 * last one drizzle recorded in drizzle.__drizzle_migrations (drizzle's own rule for what to apply).
 * An instance started with MIGRATE_ON_START=false refuses a database that lacks any, rather than
 * serve queries against an older schema.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type Journal = { entries: { when: number; tag: string }[] };
type Rows<T> = { rows: T[] };

/** The tags of the migrations not yet applied, oldest first (every one on an empty database). */
export async function pendingMigrations(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const present = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as Rows<{ present: boolean }>;
  let last = -Infinity;
  if (present.rows[0]?.present) {
    const result = (await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as Rows<{ last: string | null }>;
    const value = result.rows[0]?.last;
    if (value !== null && value !== undefined) last = Number(value);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** Why an instance that does not migrate must not start on this database, or null when it is current. */
export function pendingMigrationsRefusal(pending: string[]): string | null {
  if (pending.length === 0) return null;
  const which = pending.length === 1 ? pending[0] : `${pending.length}, ${pending[0]} to ${pending[pending.length - 1]}`;
  return `the database lacks migrations (${which}) and MIGRATE_ON_START is false: run \`npm run db:migrate\` (the migrate job) first, or start one instance with MIGRATE_ON_START=true`;
}
