/**
 * One page of a listing and how many rows the listing holds in all, the shape every console and
 * account list answers with; and the store scope a staff listing is read under.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { PageRequest } from '@/server/schemas/common';
import type { Database } from './client';

export type { PageRequest };

/** A page of rows and the count of the whole listing. */
export type Page<Row> = { rows: Row[]; total: number };

/** A count query: one row with the listing's `total`. */
type CountQuery = PromiseLike<{ total: number }[]>;

/**
 * The page `page` (1-based) of `query`, which is filtered and ordered already (make it `.$dynamic()`),
 * and the total `counted` finds. The page is read first, then the count.
 */
export async function pageOf<Q extends PgSelect>(query: Q, { page, pageSize }: PageRequest, counted: CountQuery): Promise<Page<Q['_']['result'][number]>> {
  const rows: Q['_']['result'] = await query.limit(pageSize).offset((page - 1) * pageSize);
  const [row] = await counted;
  return { rows, total: row?.total ?? 0 };
}

/** How many rows of `table` meet `where`: a listing's total when its filter needs no join. */
export function countOf(db: Pick<Database, 'select'>, table: PgTable, where: SQL | undefined) {
  return db.select({ total: count() }).from(table).where(where);
}

/** Which stores a staff listing shows: every store of the brand (`storeIds` null) or these (none when empty). */
export type StoreFilter = { brandId: number; storeIds: number[] | null };

/** The rows of the filter's brand at the stores it shows, for a table with a brand and a store column. */
export function inStores(columns: { brandId: PgColumn; locationId: PgColumn }, filter: StoreFilter): SQL | undefined {
  const stores = filter.storeIds === null ? undefined : filter.storeIds.length > 0 ? inArray(columns.locationId, filter.storeIds) : sql`false`;
  return and(eq(columns.brandId, filter.brandId), stores);
}
