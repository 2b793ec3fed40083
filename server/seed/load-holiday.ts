/**
 * The demo chain's holiday season 2026–27, so the holiday menu can be pre-ordered today.
 *
 * The main brand:
 *  - holiday period 15 November 2026 – 5 January 2027: the holiday entries show in the navigation;
 *  - pre-orders are taken from 1 November to 22 December 2026 (two days before the last pick-up,
 *    so every pre-order still meets the 24-hour lead time);
 *  - pick-up days 25 November (Thanksgiving Eve) to 24 December 2026 (Christmas Eve).
 * The ByWard Market store in Ottawa has its own season (Canada's Thanksgiving is in October, so
 * it starts later): holiday period from 1 December, pre-orders from 1 to 20 December, pick-up 18 to 24 December.
 *
 * Idempotent: rows already present are kept.
 */
import { holidaySettings } from '@/server/db/schema';
import { MAIN_BRAND_ID } from './data/brands';
import { idOf } from './rows';
import type { SeedDb } from './types';

type Season = {
  holidayStart: string;
  holidayEnd: string;
  preorderStart: string;
  preorderEnd: string;
  timeslotGenStart: string;
  timeslotGenEnd: string;
};

export const BRAND_SEASON: Season = {
  holidayStart: '2026-11-15',
  holidayEnd: '2027-01-05',
  preorderStart: '2026-11-01',
  preorderEnd: '2026-12-22',
  timeslotGenStart: '2026-11-25',
  timeslotGenEnd: '2026-12-24',
};

/** Stores with a season of their own, by slug. */
export const STORE_SEASONS: Readonly<Record<string, Season>> = {
  'ottawa-byward-market': {
    holidayStart: '2026-12-01',
    holidayEnd: '2027-01-05',
    preorderStart: '2026-12-01',
    preorderEnd: '2026-12-20',
    timeslotGenStart: '2026-12-18',
    timeslotGenEnd: '2026-12-24',
  },
};

export async function loadHoliday(tx: SeedDb, locationIds: Map<string, number>): Promise<void> {
  const stores = Object.entries(STORE_SEASONS).map(([slug, season]) => ({
    brandId: MAIN_BRAND_ID,
    locationId: idOf(locationIds, slug, 'location'),
    ...season,
  }));
  await tx.insert(holidaySettings).values([{ brandId: MAIN_BRAND_ID, locationId: null, ...BRAND_SEASON }, ...stores]).onConflictDoNothing();
}
