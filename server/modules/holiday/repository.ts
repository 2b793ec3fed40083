/** Holiday settings rows: the brand's own, and a store's that replaces it. */
import { and, eq, isNull } from 'drizzle-orm';
import type { HolidayPeriods } from '@/domain/ordering';
import type { Database } from '@/server/db/client';
import { countries, holidaySettings, locations } from '@/server/db/schema';
import type { LocationScope } from '@/server/modules/locations';

type SettingsRow = typeof holidaySettings.$inferSelect;

function periodsOf(row: SettingsRow | undefined): HolidayPeriods | null {
  if (!row) return null;
  return {
    holiday: { start: row.holidayStart, end: row.holidayEnd },
    preorder: { start: row.preorderStart, end: row.preorderEnd },
    pickup: { start: row.timeslotGenStart, end: row.timeslotGenEnd },
  };
}

export async function brandPeriods(db: Database, brandId: number): Promise<HolidayPeriods | null> {
  const [row] = await db
    .select()
    .from(holidaySettings)
    .where(and(eq(holidaySettings.brandId, brandId), isNull(holidaySettings.locationId)))
    .limit(1);
  return periodsOf(row);
}

export async function storePeriods(db: Database, locationId: number): Promise<HolidayPeriods | null> {
  const [row] = await db.select().from(holidaySettings).where(eq(holidaySettings.locationId, locationId)).limit(1);
  return periodsOf(row);
}

/** The store's time zone when it belongs to the market's brand and country, else undefined. */
export async function storeZone(db: Database, scope: LocationScope, locationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(and(eq(locations.id, locationId), eq(locations.brandId, scope.brandId), eq(countries.code, scope.country)))
    .limit(1);
  return row?.timeZone;
}
