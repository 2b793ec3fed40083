/**
 * The location reads of pages that also carry Restaurant structured data: the same
 * single request as lib/api/locations.ts, keeping the wire fields the page model drops (image,
 * country) so the JSON-LD can describe each store in full.
 */
import { apiGet, type ApiContext } from './client';
import { isNotFound, statePath, cityPath, toStoreDetails, toStoreSummary, type StateWithCities, type StoreDetails } from './locations';
import { languageOf } from '@/domain/markets';
import { regionName } from '@/domain/region-names';
import { cityName, storeTitle } from '@/domain/addresses/store-address';
import { postalAddressParts } from '@/domain/addresses/postal-address';
import type { WireLocation, WireStateWithCities } from '@/domain/wire/catalog';
import { absoluteUrl } from '@/lib/seo/alternates';
import { mapStoreOf, type MapStore } from '@/lib/maps/pins';
import type { RestaurantFacts } from '@/lib/seo/json-ld';

/** What the Restaurant JSON-LD says about a store, with absolute URLs for its page and picture. */
export function restaurantFactsOf(location: WireLocation, api: ApiContext, site: string): RestaurantFacts {
  const summary = toStoreSummary(location, api.locale);
  const { address, countryCode } = location;
  const language = languageOf(api.locale);
  const parts = postalAddressParts(address, countryCode, language);
  return {
    name: storeTitle({ title: location.label || location.title, localTitle: location.localTitle }, countryCode, language),
    url: absoluteUrl(site, api.locale, summary.path),
    image: location.image ? (/^https?:/i.test(location.image.url) ? location.image.url : site + location.image.url) : null,
    telephone: location.phone,
    address: { ...parts, country: countryCode },
    latitude: address.latitude,
    longitude: address.longitude,
    workingHours: location.workingHours,
    hoursExceptions: location.hoursExceptions ?? [],
  };
}

/**
 * Beyond this many stores in the market, the /locations page lists its states and cities with
 * their store counts instead of every store (the state, city and store pages list the rest).
 */
const DIRECTORY_STORES_UP_TO = 300;

/**
 * The market's stores by state and city (the /locations page), every store's facts and its map
 * pin; `storesListed` false (no stores, facts or pins, only the counts) beyond DIRECTORY_STORES_UP_TO.
 */
export async function fetchLocationsDirectory(
  api: ApiContext,
  site: string,
): Promise<{ states: StateWithCities[]; storesListed: boolean; restaurants: RestaurantFacts[]; pins: MapStore[] }> {
  const states = await apiGet<WireStateWithCities[]>(api, `/online-ordering/all-cities-and-states?storesUpTo=${DIRECTORY_STORES_UP_TO}`);
  const total = states.reduce((sum, state) => sum + state.locationCount, 0);
  return {
    states: states.map((state) => ({
      label: state.label,
      name: regionName(state.countryCode, state.label, state.name, languageOf(api.locale)),
      slug: state.slug,
      locationCount: state.locationCount,
      path: statePath(state.slug),
      cities: state.cities.map((city) => ({
        name: cityName(city, state.countryCode, languageOf(api.locale)),
        slug: city.slug,
        locationCount: city.locationCount,
        path: cityPath(city.stateSlug, city.slug),
        stores: city.locations.map((location) => toStoreSummary(location, api.locale)),
      })),
    })),
    storesListed: total <= DIRECTORY_STORES_UP_TO,
    restaurants: states.flatMap((state) => state.cities.flatMap((city) => city.locations.map((location) => restaurantFactsOf(location, api, site)))),
    pins: states.flatMap((state) => state.cities.flatMap((city) => city.locations.map((location) => mapStoreOf(location, languageOf(api.locale))))),
  };
}

/** One store and its facts, or null when the API does not know the slug. */
export async function fetchStoreWithFacts(api: ApiContext, slug: string, site: string): Promise<{ store: StoreDetails; restaurant: RestaurantFacts } | null> {
  try {
    const location = await apiGet<WireLocation>(api, `/online-ordering/locations/slug/${encodeURIComponent(slug)}`);
    return { store: toStoreDetails(location, api.locale), restaurant: restaurantFactsOf(location, api, site) };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
