/**
 * The one path ordering judges an item's availability through (domain/menu/availability.ts):
 * adding it to a cart and paying for the cart both ask here, against the order's handoff time
 * (its chosen time, else now), and refuse with 422, a code and the item's name.
 */
import { interpolate } from '@/domain/interpolate';
import { daypartsText, unavailabilityAt, type Handoff, type Unavailability } from '@/domain/menu/availability';
import { AVAILABILITY_MESSAGES, availabilityErrorCode, type AvailabilityMessageName } from '@/domain/menu/availability-messages';
import type { DateRange } from '@/domain/ordering/holiday-periods';
import { storeDateOf, storeTimeOf } from '@/domain/ordering/order-day';
import type { Database } from '@/server/db/client';
import { UnprocessableError } from '@/server/errors';
import { periodsOfStore } from '@/server/modules/holiday';
import { availabilityOf, type ItemAvailabilityRow } from './availability-repository';

export type AvailabilityStore = { id: number; brandId: number; timeZone: string };

const NAMES: Record<Unavailability, AvailabilityMessageName> = {
  'not-sold': 'notSold',
  'sold-out': 'soldOut',
  'outside-dayparts': 'outsideDayparts',
  'holiday-only': 'holidayOnly',
};

/** The store's holiday days: its holiday period, pre-order days and pick-up days. */
async function holidayDaysOf(db: Database, store: AvailabilityStore): Promise<DateRange[]> {
  const periods = await periodsOfStore(db, store.brandId, store.id);
  return periods ? [periods.holiday, periods.preorder, periods.pickup] : [];
}

function refusal(item: ItemAvailabilityRow, why: Unavailability, handoff: Handoff): UnprocessableError {
  const params: Record<string, string> = { item: item.title, itemId: String(item.id) };
  if (why === 'sold-out') {
    const until = new Date(item.soldOutUntil!);
    params.date = storeDateOf(until, handoff.timeZone);
    params.time = storeTimeOf(until, handoff.timeZone);
  }
  if (why === 'outside-dayparts') params.hours = daypartsText(item.dayparts);
  const name = NAMES[why];
  return new UnprocessableError(interpolate(AVAILABILITY_MESSAGES[name], params), undefined, { code: availabilityErrorCode(name), params });
}

/** Why each of `itemIds` the store sells cannot be ordered there for a handoff at `at`; an item missing from the answer can be (or is not sold there at all). */
export async function unavailableItems(db: Database, store: AvailabilityStore, itemIds: readonly number[], at: Date): Promise<Map<number, Unavailability>> {
  const answer = new Map<number, Unavailability>();
  const rows = await availabilityOf(db, store.id, [...new Set(itemIds)]);
  if (rows.length === 0) return answer;
  const handoff = await handoffAt(db, store, rows, at);
  for (const row of rows) {
    const why = unavailabilityAt(row, handoff);
    if (why) answer.set(row.id, why);
  }
  return answer;
}

async function handoffAt(db: Database, store: AvailabilityStore, rows: readonly ItemAvailabilityRow[], at: Date): Promise<Handoff> {
  return { at, timeZone: store.timeZone, holidayDays: rows.some((row) => row.holidayOnly) ? await holidayDaysOf(db, store) : [] };
}

/**
 * 422 for the first of `itemIds` (in the order given) that cannot be ordered at the store for a
 * handoff at `at`; nothing when all can. Items the store does not sell at all are the caller's to refuse.
 */
export async function assertOrderable(db: Database, store: AvailabilityStore, itemIds: readonly number[], at: Date): Promise<void> {
  const unique = [...new Set(itemIds)];
  const rows = await availabilityOf(db, store.id, unique);
  if (rows.length === 0) return;
  const handoff = await handoffAt(db, store, rows, at);
  for (const id of unique) {
    const row = rows.find((candidate) => candidate.id === id);
    const why = row && unavailabilityAt(row, handoff);
    if (row && why) throw refusal(row, why, handoff);
  }
}
