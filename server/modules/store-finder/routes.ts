/** GET /locations/search and /locations/:locationId/menu-type/:menuTypeId/delivery-radius. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { createLocationRepository } from '@/server/modules/locations/repository';
import { createLocationService } from '@/server/modules/locations/service';
import { handoffsOfStores } from '@/server/modules/locations/handoff-repository';
import { findStore } from '@/server/modules/locations/store-repository';
import { createStoreFinderRepository, favoriteIdsOf } from './repository';
import { NotFoundError } from '@/server/errors';
import { deliveryRadiusSchema, searchSchema, storeHandoffsSchema } from './schema';
import { createStoreFinderService } from './service';

export function storeFinderServiceFor(db: Database) {
  const locations = createLocationRepository(db);
  return createStoreFinderService({
    finder: createStoreFinderRepository(db),
    locations,
    locationService: createLocationService(locations),
    handoffsOf: (locationIds) => handoffsOfStores(db, locationIds),
  });
}

const storeFinderRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const service = storeFinderServiceFor(db);

  app.get('/locations/search', { schema: searchSchema }, async (request) => {
    const favorites = request.customer ? await favoriteIdsOf(db, request.customer.id) : [];
    return service.search(request.market, request.query, favorites);
  });

  app.get('/locations/:locationId/handoffs', { schema: storeHandoffsSchema }, async (request) => {
    const store = await findStore(db, request.market, request.params.locationId);
    if (!store) throw new NotFoundError(`Location ${request.params.locationId} was not found`);
    const handoffs = (await handoffsOfStores(db, [store.id])).get(store.id) ?? [];
    return { locationId: store.id, handoffs: handoffs.map(({ handoffId, handoff, leadMinutes }) => ({ handoffId, handoff, leadMinutes })) };
  });

  app.get('/locations/:locationId/menu-type/:menuTypeId/delivery-radius', { schema: deliveryRadiusSchema }, async (request) =>
    service.deliveryRadius(request.market, request.params.locationId, request.params.menuTypeId, request.query),
  );
};

export default storeFinderRoutes;
