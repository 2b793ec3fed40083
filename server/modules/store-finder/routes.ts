/** GET /locations/search and /locations/:locationId/menu-type/:menuTypeId/delivery-radius. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { createLocationRepository } from '@/server/modules/locations/repository';
import { createLocationService } from '@/server/modules/locations/service';
import { favoriteIdsOf } from '@/server/modules/profile/favorites';
import { createStoreFinderRepository } from './repository';
import { deliveryRadiusSchema, searchSchema } from './schema';
import { createStoreFinderService } from './service';

export function storeFinderServiceFor(db: Database) {
  const locations = createLocationRepository(db);
  return createStoreFinderService({
    finder: createStoreFinderRepository(db),
    locations,
    locationService: createLocationService(locations),
  });
}

const storeFinderRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const service = storeFinderServiceFor(db);

  app.get('/locations/search', { schema: searchSchema }, async (request) => {
    const favorites = request.customer ? await favoriteIdsOf(db, request.customer.id) : [];
    return service.search(request.market, request.query, favorites);
  });

  app.get('/locations/:locationId/menu-type/:menuTypeId/delivery-radius', { schema: deliveryRadiusSchema }, async (request) =>
    service.deliveryRadius(request.market, request.params.locationId, request.params.menuTypeId, request.query),
  );
};

export default storeFinderRoutes;
