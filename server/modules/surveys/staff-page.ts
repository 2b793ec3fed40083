/**
 * A staff console's page: the rows of the stores the member may read (store staff theirs, or the
 * one the query names, which answers 404 when it is not theirs; a brand admin the whole brand),
 * each presented for the wire, with the listing's total and the page asked for.
 */
import type { WireSurveyPage } from '@/domain/wire/surveys';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { Page, PageRequest, StoreFilter } from '@/server/db/page';
import { staffStoreFilter } from '@/server/modules/staff';

export type StaffPageQuery = PageRequest & { storeId?: number };

/** The wire page of rows already presented. */
export function wirePage<Wire>(data: Wire[], total: number, { page, pageSize }: PageRequest): WireSurveyPage<Wire> {
  return { data, total, page, pageSize };
}

/** The page `read` finds among the stores the member may read, each row presented. */
export async function staffStorePage<Row, Wire>(
  db: Database,
  staff: StaffIdentity,
  query: StaffPageQuery,
  read: (db: Database, filter: StoreFilter, page: PageRequest) => Promise<Page<Row>>,
  present: (row: Row) => Wire,
): Promise<WireSurveyPage<Wire>> {
  const { rows, total } = await read(db, await staffStoreFilter(db, staff, query.storeId), query);
  return wirePage(rows.map(present), total, query);
}
