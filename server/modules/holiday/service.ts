/**
 * The holiday check of a brand (UTC calendar) or of one of its stores (the store's calendar,
 * its own periods replacing the brand's), and the pick-up days of a store's pre-orders.
 */
import { effectivePeriods, holidayCheck, preorderPickupDays, type DateRange, type HolidayPeriods } from '@/domain/ordering';
import type { WireHolidayCheck } from '@/domain/wire/holiday';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import type { LocationScope } from '@/server/modules/locations';
import { brandPeriods, storePeriods, storeZone } from './repository';

/** The periods that apply to a store: its own, else its brand's. */
export async function periodsOfStore(db: Database, brandId: number, locationId: number): Promise<HolidayPeriods | null> {
  return effectivePeriods(await brandPeriods(db, brandId), await storePeriods(db, locationId));
}

export async function checkHoliday(db: Database, scope: LocationScope, now: Date, locationId?: number): Promise<WireHolidayCheck> {
  if (locationId === undefined) return holidayCheck(await brandPeriods(db, scope.brandId), now);
  const timeZone = await storeZone(db, scope, locationId);
  if (!timeZone) throw new NotFoundError(`Location ${locationId} was not found`);
  return holidayCheck(await periodsOfStore(db, scope.brandId, locationId), now, timeZone);
}

/** The days a holiday pre-order placed now at the store may be picked up, or null when none. */
export async function pickupDaysOf(db: Database, store: { id: number; brandId: number; timeZone: string }, now: Date): Promise<DateRange | null> {
  return preorderPickupDays(await periodsOfStore(db, store.brandId, store.id), now, store.timeZone);
}
