/**
 * Favourite locations: set and remove (idempotent), listed in the request's market. The store
 * finder puts them first when a customer searches signed in (favoriteIdsOf).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WireLocation } from '@/domain/wire/catalog';
import type { WireFavorite } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { favoriteLocations } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { byId, createLocationRepository, locationsTable, type LocationScope } from '@/server/modules/locations/repository';
import { createLocationService } from '@/server/modules/locations/service';

/** The customer's favourite location ids, newest first. */
export async function favoriteIdsOf(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteLocations.locationId })
    .from(favoriteLocations)
    .where(eq(favoriteLocations.customerId, customerId))
    .orderBy(desc(favoriteLocations.createdAt), desc(favoriteLocations.locationId));
  return rows.map((row) => row.id);
}

export function createFavoriteService(db: Database, clock: () => Date = () => new Date()) {
  const locations = createLocationRepository(db);
  const locationService = createLocationService(locations);

  async function assertLocation(scope: LocationScope, locationId: number): Promise<void> {
    if (!(await locations.findOne(scope, byId(locationId)))) throw new NotFoundError(`Location ${locationId} was not found`);
  }

  return {
    async list(scope: LocationScope, customerId: number): Promise<WireLocation[]> {
      const ids = await favoriteIdsOf(db, customerId);
      if (ids.length === 0) return [];
      const rows = await locations.all(scope, [inArray(locationsTable.id, ids)]);
      const present = await locationService.present(rows);
      return present.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    },

    async set(scope: LocationScope, customerId: number, locationId: number): Promise<WireFavorite> {
      await assertLocation(scope, locationId);
      await db.insert(favoriteLocations).values({ customerId, locationId, createdAt: clock() }).onConflictDoNothing();
      return { locationId, favorite: true };
    },

    async remove(scope: LocationScope, customerId: number, locationId: number): Promise<WireFavorite> {
      await assertLocation(scope, locationId);
      await db.delete(favoriteLocations).where(and(eq(favoriteLocations.customerId, customerId), eq(favoriteLocations.locationId, locationId)));
      return { locationId, favorite: false };
    },
  };
}

export type FavoriteService = ReturnType<typeof createFavoriteService>;
