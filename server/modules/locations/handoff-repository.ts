/**
 * A store's handoffs from its location_handoffs rows: which it offers, the lead time of each
 * and its instructions. Refuses a handoff the store does not offer with 422 handoff_not_offered.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { handoffParams, handoffText, handoffValueOf, isOfferedByDefault, storeHandoffs, type HandoffId, type HandoffOffer, type StoreHandoffSetting } from '@/domain/ordering';
import type { Database } from '@/server/db/client';
import { locationHandoffs, locations } from '@/server/db/schema';
import { UnprocessableError } from '@/server/errors';

export async function handoffSettingsOf(db: Database, locationId: number): Promise<StoreHandoffSetting[]> {
  return db
    .select({ handoffId: locationHandoffs.handoffId, offered: locationHandoffs.offered, leadMinutes: locationHandoffs.leadMinutes, instructions: locationHandoffs.instructions })
    .from(locationHandoffs)
    .where(eq(locationHandoffs.locationId, locationId));
}

/** The handoffs of several stores at once, by location id. */
export async function handoffsOfStores(db: Database, locationIds: readonly number[]): Promise<Map<number, HandoffOffer[]>> {
  const settings = new Map<number, StoreHandoffSetting[]>(locationIds.map((id) => [id, []]));
  if (locationIds.length > 0) {
    const rows = await db
      .select({ locationId: locationHandoffs.locationId, handoffId: locationHandoffs.handoffId, offered: locationHandoffs.offered, leadMinutes: locationHandoffs.leadMinutes, instructions: locationHandoffs.instructions })
      .from(locationHandoffs)
      .where(inArray(locationHandoffs.locationId, [...locationIds]));
    for (const { locationId, ...row } of rows) settings.get(locationId)?.push(row);
  }
  return new Map([...settings].map(([id, rows]) => [id, storeHandoffs(rows)]));
}

/** The store's offer of a handoff, or 422 handoff_not_offered. */
export async function offeredHandoff(db: Database, locationId: number, handoffId: HandoffId): Promise<HandoffOffer> {
  return offeredHandoffOf(await handoffSettingsOf(db, locationId), locationId, handoffId);
}

/** The offer of a handoff among the store's handoff settings (read already), or 422 handoff_not_offered. */
export function offeredHandoffOf(settings: readonly StoreHandoffSetting[], locationId: number, handoffId: HandoffId): HandoffOffer {
  const offer = storeHandoffs(settings).find((candidate) => candidate.handoffId === handoffId);
  if (offer) return offer;
  const params = handoffParams('notOffered', { handoff: handoffValueOf(handoffId), locationId });
  throw new UnprocessableError(handoffText('notOffered', params), undefined, { code: 'handoff_not_offered', params });
}

/** The store's own lead time for a handoff, null for the default. */
export async function storeLeadMinutes(db: Database, locationId: number, handoffId: number): Promise<number | null> {
  const [row] = await db
    .select({ leadMinutes: locationHandoffs.leadMinutes })
    .from(locationHandoffs)
    .where(and(eq(locationHandoffs.locationId, locationId), eq(locationHandoffs.handoffId, handoffId)))
    .limit(1);
  return row?.leadMinutes ?? null;
}

/** A condition on `locations` for the stores offering a handoff (the finder's filter). */
export function offersHandoffCondition(handoffId: HandoffId): SQL {
  const row = sql`select 1 from ${locationHandoffs} where ${locationHandoffs.locationId} = ${locations.id} and ${locationHandoffs.handoffId} = ${handoffId}`;
  return isOfferedByDefault(handoffId)
    ? sql`not exists (${row} and ${locationHandoffs.offered} = false)`
    : sql`exists (${row} and ${locationHandoffs.offered} = true)`;
}
