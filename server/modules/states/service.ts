/** States and cities of the market, and the locations of one city. */
import type { WireCity, WireList, WireLocation, WireState, WireStateWithCities } from '@/domain/wire/catalog';
import { NotFoundError } from '@/server/errors';
import type { LocationRepository, LocationScope, LocationService } from '@/server/modules/locations';
import type { PageRequest } from '@/server/schemas/common';
import { groupByStateAndCity, groupCounts, presentCity, presentState } from './presenter';
import { inCity, type StateRepository } from './repository';

type Dependencies = { states: StateRepository; locations: LocationRepository; locationService: LocationService };

export function createStateService({ states, locations, locationService }: Dependencies) {
  async function requireState(scope: LocationScope, param: string) {
    const state = await states.findState(scope.country, param);
    if (!state) throw new NotFoundError(`State "${param}" was not found in ${scope.country}`);
    return state;
  }

  return {
    async list(scope: LocationScope, page: PageRequest): Promise<WireList<WireState>> {
      const { rows, total } = await states.statesWithLocations(scope, page);
      return { data: rows.map(presentState), total, ...page };
    },

    async cities(scope: LocationScope, stateParam: string, page: PageRequest): Promise<WireList<WireCity>> {
      const state = await requireState(scope, stateParam);
      const { rows, total } = await states.citiesWithLocations(scope, state.id, page);
      return { data: rows.map((row) => presentCity(row, state)), total, ...page };
    },

    async cityLocations(
      scope: LocationScope,
      stateParam: string,
      cityParam: string,
      page: PageRequest,
    ): Promise<WireList<WireLocation>> {
      const state = await requireState(scope, stateParam);
      const city = await states.findCity(state.id, cityParam);
      if (!city) throw new NotFoundError(`City "${cityParam}" was not found in ${state.label}`);
      const { rows, total } = await locations.list(scope, { where: [inCity(city.id)], ...page });
      return { data: await locationService.present(rows), total, ...page };
    },

    /**
     * States → cities → stores of the market. With `storesUpTo`, a market of more stores than that
     * gets its states and cities with their counts only (every `locations` list empty).
     */
    async allCitiesAndStates(scope: LocationScope, storesUpTo?: number): Promise<WireStateWithCities[]> {
      if (storesUpTo !== undefined) {
        const counts = await states.cityCounts(scope);
        const total = counts.reduce((sum, row) => sum + row.locationCount, 0);
        if (total > storesUpTo) return groupCounts(counts, scope.country);
      }
      const rows = await locations.all(scope);
      const wire = await locationService.present(rows);
      const located = rows.map((row, index) => ({
        location: wire[index] as WireLocation,
        stateId: row.stateId,
        cityId: row.cityId,
        cityLocalName: row.cityLocalName,
      }));
      return groupByStateAndCity(located, scope.country);
    },
  };
}
