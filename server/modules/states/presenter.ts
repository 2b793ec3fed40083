/** State and city rows → WireState, WireCity and the nested WireStateWithCities. */
import type { CountryCode } from '@/domain/markets';
import type { WireCity, WireCityWithLocations, WireLocation, WireState, WireStateWithCities } from '@/domain/wire/catalog';
import type { CityCountRow, CityRow, StateRow } from './repository';

export function presentState(row: StateRow): WireState {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    slug: row.slug,
    countryCode: row.countryCode,
    locationCount: row.locationCount,
  };
}

export function presentCity(row: CityRow, state: { label: string; slug: string }): WireCity {
  return {
    id: row.id,
    name: row.name,
    localName: row.localName,
    slug: row.slug,
    stateLabel: state.label,
    stateSlug: state.slug,
    locationCount: row.locationCount,
  };
}

/** Groups locations (already ordered by state, city, title) into states → cities → locations. */
export function groupByStateAndCity(
  located: { location: WireLocation; stateId: number; cityId: number; cityLocalName: string | null }[],
  countryCode: CountryCode,
): WireStateWithCities[] {
  const result: WireStateWithCities[] = [];
  const stateIndex = new Map<number, WireStateWithCities>();
  const cityIndex = new Map<number, WireCityWithLocations>();
  for (const { location, stateId, cityId, cityLocalName } of located) {
    const { state: address } = location.address;
    let state = stateIndex.get(stateId);
    if (!state) {
      state = { id: stateId, ...address, countryCode, locationCount: 0, cities: [] };
      stateIndex.set(stateId, state);
      result.push(state);
    }
    let city = cityIndex.get(cityId);
    if (!city) {
      city = {
        id: cityId,
        name: location.address.city,
        localName: cityLocalName,
        slug: location.address.citySlug,
        stateLabel: address.label,
        stateSlug: address.slug,
        locationCount: 0,
        locations: [],
      };
      cityIndex.set(cityId, city);
      state.cities.push(city);
    }
    city.locations.push(location);
    city.locationCount += 1;
    state.locationCount += 1;
  }
  return result;
}

/** City counts (ordered by state, city) → states → cities with their counts and no store lists. */
export function groupCounts(rows: CityCountRow[], countryCode: CountryCode): WireStateWithCities[] {
  const result: WireStateWithCities[] = [];
  const stateIndex = new Map<number, WireStateWithCities>();
  for (const row of rows) {
    let state = stateIndex.get(row.stateId);
    if (!state) {
      state = { id: row.stateId, label: row.stateLabel, name: row.stateName, slug: row.stateSlug, countryCode, locationCount: 0, cities: [] };
      stateIndex.set(row.stateId, state);
      result.push(state);
    }
    state.cities.push({
      id: row.cityId,
      name: row.cityName,
      localName: row.cityLocalName,
      slug: row.citySlug,
      stateLabel: row.stateLabel,
      stateSlug: row.stateSlug,
      locationCount: row.locationCount,
      locations: [],
    });
    state.locationCount += row.locationCount;
  }
  return result;
}
