/**
 * Setting and removing the customer's favourite locations, and the condition that narrows a
 * locations read to them (reading the favourites is the store finder's: store-finder/repository.ts).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { favoriteLocations, locations } from '@/server/db/schema';

/** Adds the favourite; nothing when it is one already. */
export async function insertFavorite(db: Database, customerId: number, locationId: number, at: Date): Promise<void> {
  await db.insert(favoriteLocations).values({ customerId, locationId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavorite(db: Database, customerId: number, locationId: number): Promise<void> {
  await db.delete(favoriteLocations).where(and(eq(favoriteLocations.customerId, customerId), eq(favoriteLocations.locationId, locationId)));
}

/** Locations with one of the ids, for the locations repository's reads. */
export const locationIdIn = (ids: number[]): SQL => inArray(locations.id, ids);
