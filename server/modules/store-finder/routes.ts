/** GET /locations/search and /locations/:locationId/menu-type/:menuTypeId/delivery-radius. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { handoffsOfStores, findStore } from '@/server/modules/locations';
import { favoriteIdsOf } from './repository';
import { NotFoundError } from '@/server/errors';
import { deliveryRadiusSchema, searchSchema, storeHandoffsSchema } from './schema';
import { storeFinderServiceFor } from './service';

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
