/**
 * The console's lead list: the leads of the stores the member sees (one store when asked: another
 * store's id answers 404), filtered by status, event day and a search, by event then number.
 * The search `q` is a lead number, or part of the buyer's name, email or company.
 */
import { and, asc, count, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { isEventDate } from '@/domain/validation';
import type { WireStaffLeadPage } from '@/domain/wire/staff-leads';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { cateringLeads } from '@/server/db/schema';
import { BadRequestError } from '@/server/errors';
import { latestEstimates } from '@/server/modules/catering/repository';
import { staffStore } from '../queue';
import { storesOf } from '../repository';
import { presentLeadSummary } from './presenter';

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

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function search(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return sql`${cateringLeads.number} = ${Number(text)}`;
  const pattern = likeText(text);
  return or(
    sql`(${cateringLeads.contact}->>'firstName') || ' ' || (${cateringLeads.contact}->>'lastName') ilike ${pattern}`,
    sql`${cateringLeads.contact}->>'email' ilike ${pattern}`,
    ilike(cateringLeads.company, pattern),
  );
}

export async function listStaffLeads(db: Database, staff: StaffIdentity, query: LeadListQuery): Promise<WireStaffLeadPage> {
  const stores = query.storeId !== undefined ? [await staffStore(db, staff, query.storeId)] : await storesOf(db, staff);
  const { page, pageSize } = query;
  const statuses = statusIds(query.status);
  const [from, to] = [day('from', query.from), day('to', query.to)];
  if (stores.length === 0) return { data: [], total: 0, page, pageSize };
  const where = and(
    inArray(cateringLeads.locationId, stores.map((store) => store.id)),
    statuses.length > 0 ? inArray(cateringLeads.statusId, statuses) : undefined,
    from ? gte(cateringLeads.eventDate, from) : undefined,
    to ? lte(cateringLeads.eventDate, to) : undefined,
    search(query.q),
  );
  const rows = await db
    .select()
    .from(cateringLeads)
    .where(where)
    .orderBy(asc(cateringLeads.eventStartsAt), asc(cateringLeads.number))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ value: total } = { value: 0 }] = await db.select({ value: count() }).from(cateringLeads).where(where);
  const estimates = await latestEstimates(db, rows.map((row) => row.id));
  const byId = new Map(stores.map((store) => [store.id, store]));
  return { data: rows.map((row) => presentLeadSummary(row, estimates.get(row.id), byId.get(row.locationId)!)), total, page, pageSize };
}
