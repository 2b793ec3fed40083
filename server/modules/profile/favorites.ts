/**
 * Favourite locations: set and remove (idempotent), listed in the request's market. The store
 * finder reads them (favoriteIdsOf) and puts them first when a customer searches signed in.
 */
import type { WireLocation } from '@/domain/wire/catalog';
import type { WireFavorite } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { byId, createLocationRepository, type LocationScope, createLocationService } from '@/server/modules/locations';
import { favoriteIdsOf } from '@/server/modules/store-finder';
import { deleteFavorite, insertFavorite, locationIdIn } from './favorite-repository';

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
      const rows = await locations.all(scope, [locationIdIn(ids)]);
      const present = await locationService.present(rows);
      return present.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    },

    async set(scope: LocationScope, customerId: number, locationId: number): Promise<WireFavorite> {
      await assertLocation(scope, locationId);
      await insertFavorite(db, customerId, locationId, clock());
      return { locationId, favorite: true };
    },

    async remove(scope: LocationScope, customerId: number, locationId: number): Promise<WireFavorite> {
      await assertLocation(scope, locationId);
      await deleteFavorite(db, customerId, locationId);
      return { locationId, favorite: false };
    },
  };
}

export type FavoriteService = ReturnType<typeof createFavoriteService>;
