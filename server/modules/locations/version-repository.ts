/** The version of every row a store's answer is made of: the store, its hours and exceptions, its place. */
import type { Database } from '@/server/db/client';
import { readVersion, rowsVersion } from '@/server/db/row-versions';
import { cities, countries, locationHours, locationHoursExceptions, locations, states } from '@/server/db/schema';

export function storesVersion(db: Database): Promise<string> {
  return readVersion(db, [locations, locationHours, locationHoursExceptions, states, cities, countries].map((table) => rowsVersion(table)));
}
