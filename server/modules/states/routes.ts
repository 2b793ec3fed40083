/** GET /states, /states/:state/cities, /states/:stateLabel/cities/:city/locations, /all-cities-and-states. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { createLocationRepository } from '@/server/modules/locations/repository';
import { createLocationService } from '@/server/modules/locations/service';
import { createStateRepository } from './repository';
import { allCitiesAndStatesSchema, citiesSchema, cityLocationsSchema, statesSchema } from './schema';
import { createStateService } from './service';

const stateRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const locations = createLocationRepository(db);
  const service = createStateService({
    states: createStateRepository(db),
    locations,
    locationService: createLocationService(locations),
  });

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

  app.get('/all-cities-and-states', { schema: allCitiesAndStatesSchema }, async (request) =>
    service.allCitiesAndStates(request.market),
  );
};

export default stateRoutes;
