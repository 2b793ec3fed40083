/**
 * GET /locations, /locations/:locationId, /locations/slug/:slug and /all-locations: public reads
 * (ETag, Cache-Control, 304). The plain list (no filter, no search point) is served from a
 * per-instance cache of its serialised pages, checked against the stores' version.
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import type { ChangeSubscription } from '@/server/cache/change-feed';
import { VERSION_KEYS } from '@/server/cache/version-keys';
import { createReadCache, nextMinute } from '@/server/cache/read-cache';
import { publicRead, sendCached, serialize200 } from '@/server/plugins/public-read';
import { createLocationRepository } from './repository';
import { allLocationsSchema, listLocationsSchema, locationByIdSchema, locationBySlugSchema } from './schema';
import { createLocationService } from './service';
import { storesVersion } from './version-repository';

export type LocationRoutesOptions = {
  db: Database;
  /** How long a cached list page is served before its version is checked again (0: every request). */
  readCacheFreshMs?: number;
  /** Change events that make the cache re-read a version at once (server/cache/change-feed.ts). */
  changes?: ChangeSubscription;
  now?: () => number;
};

const locationRoutes: FastifyPluginAsyncTypebox<LocationRoutesOptions> = async (app, { db, readCacheFreshMs = 0, now = Date.now, changes }) => {
  const service = createLocationService(createLocationRepository(db));
  const lists = createReadCache({ freshMs: readCacheFreshMs, maxEntries: 64, now, changes, onLookup: app.metrics?.cacheLookup('locations') });

  app.get('/locations', { schema: listLocationsSchema, ...publicRead }, async (request, reply) => {
    const { query, market } = request;
    if (query.filter !== undefined || query.lat !== undefined || query.lng !== undefined) return service.list(market, query);
    const answer = await lists.get(`${market.brandId}:${market.country}:${query.page}:${query.pageSize}`, {
      versionKey: VERSION_KEYS.stores,
      version: () => storesVersion(db),
      // Each store's openNow and upcoming exceptions change at most at a minute's turn.
      build: async () => ({ body: serialize200(reply, await service.list(market, query)), expiresAt: nextMinute(now()) }),
    });
    return sendCached(reply, answer);
  });

  app.get('/all-locations', { schema: allLocationsSchema, ...publicRead }, async (request) => service.all(request.market));

  app.get('/locations/:locationId', { schema: locationByIdSchema, ...publicRead }, async (request) =>
    service.byId(request.market, request.params.locationId),
  );

  app.get('/locations/slug/:slug', { schema: locationBySlugSchema, ...publicRead }, async (request) =>
    service.bySlug(request.market, request.params.slug),
  );
};

export default locationRoutes;
