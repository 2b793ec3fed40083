/** GET /states, /states/:state/cities, /states/:stateLabel/cities/:city/locations, /all-cities-and-states. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import type { ChangeSubscription } from '@/server/cache/change-feed';
import { VERSION_KEYS } from '@/server/cache/version-keys';
import { createReadCache, nextMinute } from '@/server/cache/read-cache';
import { publicRead, sendCached, serialize200 } from '@/server/plugins/public-read';
import { createLocationRepository, createLocationService, storesVersion } from '@/server/modules/locations';
import { createStateRepository } from './repository';
import { allCitiesAndStatesSchema, citiesSchema, cityLocationsSchema, statesSchema } from './schema';
import { createStateService } from './service';

export type StateRoutesOptions = {
  db: Database;
  /** How long a cached directory answer is served before the stores' version is checked again (0: every request). */
  readCacheFreshMs?: number;
  /** Change events that make the cache re-read a version at once (server/cache/change-feed.ts). */
  changes?: ChangeSubscription;
  now?: () => number;
};

const stateRoutes: FastifyPluginAsyncTypebox<StateRoutesOptions> = async (app, { db, readCacheFreshMs = 0, now = Date.now, changes }) => {
  const locations = createLocationRepository(db);
  const service = createStateService({
    states: createStateRepository(db),
    locations,
    locationService: createLocationService(locations),
  });
  const directories = createReadCache({ freshMs: readCacheFreshMs, maxEntries: 64, now, changes, onLookup: app.metrics?.cacheLookup('states') });

  app.get('/states', { schema: statesSchema }, async (request) => {
    const { page, pageSize } = request.query;
    return service.list(request.market, { page, pageSize });
  });

  app.get('/states/:state/cities', { schema: citiesSchema }, async (request) => {
    const { page, pageSize } = request.query;
    return service.cities(request.market, request.params.state, { page, pageSize });
  });

  app.get('/states/:stateLabel/cities/:city/locations', { schema: cityLocationsSchema }, async (request) => {
    const { page, pageSize } = request.query;
    const { stateLabel, city } = request.params;
    return service.cityLocations(request.market, stateLabel, city, { page, pageSize });
  });

  app.get('/all-cities-and-states', { schema: allCitiesAndStatesSchema, ...publicRead }, async (request, reply) => {
    const { market, query } = request;
    const answer = await directories.get(`${market.brandId}:${market.country}:${query.storesUpTo ?? 'all'}`, {
      versionKey: VERSION_KEYS.stores,
      version: () => storesVersion(db),
      // Each listed store's openNow and upcoming exceptions change at most at a minute's turn.
      build: async () => ({
        body: serialize200(reply, await service.allCitiesAndStates(market, query.storesUpTo)),
        expiresAt: nextMinute(now()),
      }),
    });
    return sendCached(reply, answer);
  });
};

export default stateRoutes;
