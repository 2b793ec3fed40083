/** GET /locations, /locations/:locationId, /locations/slug/:slug and /all-locations. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { createLocationRepository } from './repository';
import { allLocationsSchema, listLocationsSchema, locationByIdSchema, locationBySlugSchema } from './schema';
import { createLocationService } from './service';

const locationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const service = createLocationService(createLocationRepository(db));

  app.get('/locations', { schema: listLocationsSchema }, async (request) =>
    service.list(request.market, request.query),
  );

  app.get('/all-locations', { schema: allLocationsSchema }, async (request) => service.all(request.market));

  app.get('/locations/:locationId', { schema: locationByIdSchema }, async (request) =>
    service.byId(request.market, request.params.locationId),
  );

  app.get('/locations/slug/:slug', { schema: locationBySlugSchema }, async (request) =>
    service.bySlug(request.market, request.params.slug),
  );
};

export default locationRoutes;
