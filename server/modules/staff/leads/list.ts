/**
 * The console's lead list: the leads of the stores the member sees (one store when asked: another
 * store's id answers 404), filtered by status, event day and a search, by event then number.
 * The search `q` is a lead number, or part of the buyer's name, email or company.
 */
import { isEventDate } from '@/domain/validation';
import type { WireStaffLeadPage } from '@/domain/wire/staff-leads';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError } from '@/server/errors';
import { latestEstimates } from '@/server/modules/catering';
import { staffStore } from '../queue';
import { storesOf } from '../repository';
import { presentLeadSummary } from './presenter';
import { leadsPage } from './repository';

export type LeadListQuery = { storeId?: number; status?: string; from?: string; to?: string; q?: string; page: number; pageSize: number };

/** '2,4,16' → [2, 4, 16]; each a lead status 1 to 17 (the schema's pattern holds the shape). */
function statusIds(status: string | undefined): number[] {
  if (!status) return [];
  const ids = status.split(',').map(Number);
  const wrong = ids.find((id) => !Number.isInteger(id) || id < 1 || id > 17);
  if (wrong !== undefined) throw new BadRequestError(`"status" takes lead status ids from 1 to 17, got ${wrong}`);
  return ids;
}

function day(name: 'from' | 'to', value: string | undefined): string | undefined {
  if (value !== undefined && !isEventDate(value)) throw new BadRequestError(`"${name}" must be a day written YYYY-MM-DD, got "${value}"`);
  return value;
}

export async function listStaffLeads(db: Database, staff: StaffIdentity, query: LeadListQuery): Promise<WireStaffLeadPage> {
  const stores = query.storeId !== undefined ? [await staffStore(db, staff, query.storeId)] : await storesOf(db, staff);
  const { page, pageSize } = query;
  const statuses = statusIds(query.status);
  const [from, to] = [day('from', query.from), day('to', query.to)];
  if (stores.length === 0) return { data: [], total: 0, page, pageSize };
  const { rows, total } = await leadsPage(db, { storeIds: stores.map((store) => store.id), statusIds: statuses, from, to, q: query.q }, { page, pageSize });
  const estimates = await latestEstimates(db, rows.map((row) => row.id));
  const byId = new Map(stores.map((store) => [store.id, store]));
  return { data: rows.map((row) => presentLeadSummary(row, estimates.get(row.id), byId.get(row.locationId)!)), total, page, pageSize };
}
