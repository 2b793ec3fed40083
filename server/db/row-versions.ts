/**
 * A version of some rows without a version column: per table, how many rows and the newest
 * writing transaction (`xmin`). An insert, update or delete changes it, whoever wrote (any API
 * instance, the seed, psql); reading it is one aggregate per table, on both drivers.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** The version of `table`'s rows (those `where` selects, when given), as text. */
export function rowsVersion(table: PgTable, where?: SQL): SQL<string> {
  const filter = where ? sql` where ${where}` : sql``;
  return sql<string>`(select count(*)::text || '.' || coalesce(max(xmin::text::bigint), 0)::text from ${table}${filter})`;
}

/** One round trip: the versions of `parts`, joined. */
export async function readVersion(db: Database, parts: SQL<string>[]): Promise<string> {
  // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result opaque.
  const result = (await db.execute(sql`select concat_ws(':', ${sql.join(parts, sql`, `)}) as version`)) as unknown as {
    rows: { version: string }[];
  };
  return String(result.rows[0]?.version ?? '');
}
