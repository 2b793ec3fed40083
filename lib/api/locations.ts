/**
 * Locations for the storefront: the only place that calls the location endpoints and reshapes
 * their wire format (domain/wire/catalog.ts) into what the pages show. Paths returned here are
 * unprefixed (/locations/texas/austin/...); components add the market prefix with marketLink.
 * Region names come in the page's language (domain/region-names.ts); the address lines, the
 * phone and the store's name are as the page's reader reads them (domain/addresses/).
 */
import { apiGet, type ApiContext } from './client';
import { isApiError } from './api-error';
import { countryOfLocale, languageOf, type LocaleTag } from '@/domain/markets';
import { regionName } from '@/domain/region-names';
import { cityName, regionShortName, storeAddressLines, storeCityName, storeTitle } from '@/domain/addresses/store-address';
import { storePhoneE164, storePhoneText } from '@/domain/addresses/store-phone';
import type {
  WireCity,
  WireList,
  WireLocation,
  WireState,
  WireStateWithCities,
  WireHoursException,
  WireWorkingHours,
} from '@/domain/wire/catalog';
import type { WireStoreHandoffs } from '@/domain/wire/handoffs';
import { cityPath, directionsUrl, menuPath, statePath, storePath } from '@/lib/location-paths';
import { toPauseViews, type StorePauseView } from '@/lib/store-pauses';

export { cityPath, directionsUrl, menuPath, statePath, storePath };

type StoreAddress = {
  line: string;
  /** In the market's script for readers of its language where the store has it ('大阪市'). */
  city: string;
  stateLabel: string;
  stateName: string;
  /** The region as an address line writes it: TX, BC; 大阪府 or Osaka in Japan. */
  region: string;
  zip: string;
  /** The address as the store's country writes it for the page's reader, line by line. */
  lines: string[];
};

/** A day of a store's opening hours (the same shape as the API's). */
export type WorkingHours = WireWorkingHours;
export type HoursException = WireHoursException;

export type StoreSummary = {
  id: number;
  slug: string;
  /** In the market's script for readers of its language where the store has such a name. */
  title: string;
  /** As the page's reader dials it: national for a local reader, international otherwise. */
  phone: string;
  /** The tel: address of the phone, in E.164. */
  tel: string;
  address: StoreAddress;
  path: string;
};

export type StoreDetails = StoreSummary & {
  subtitle: string | null;
  statePath: string;
  cityPath: string;
  latitude: number;
  longitude: number;
  workingHours: WorkingHours[];
  hoursExceptions: HoursException[];
  socialNetworks: { network: string; url: string }[];
  deliveryPartners: { name: string; url: string }[];
  onlineOrdering: boolean;
  acceptingOrders: boolean;
  timeZone?: string;
  /** Its handoffs paused now, with the end of each pause on the store's clock. */
  pauses?: StorePauseView[];
  /** Inside its opening hours when the API answered. */
  openNow: boolean;
  directionsUrl: string;
  menuPath: string;
};

export type StateSummary = { label: string; name: string; slug: string; locationCount: number; path: string };
export type CitySummary = { name: string; slug: string; locationCount: number; path: string };
/** A store as its menu pages show it: the summary and whether it takes online orders now. */
export type MenuStore = StoreSummary & { onlineOrdering: boolean; acceptingOrders: boolean; timeZone?: string; pauses?: StorePauseView[] };

export type { StorePauseView };

export type CityWithStores = CitySummary & { stores: StoreSummary[] };
export type StateWithCities = StateSummary & { cities: CityWithStores[] };

const enc = encodeURIComponent;

export function toStoreSummary(location: WireLocation, locale: LocaleTag): StoreSummary {
  const { address, countryCode } = location;
  const language = languageOf(locale);
  return {
    id: location.id,
    slug: location.slug,
    title: storeTitle(location, countryCode, language),
    phone: storePhoneText(location.phone, countryCode, locale),
    tel: `tel:${storePhoneE164(location.phone, countryCode)}`,
    address: {
      line: address.address,
      city: storeCityName(address, countryCode, language),
      stateLabel: address.state.label,
      stateName: regionName(countryCode, address.state.label, address.state.name, language),
      region: regionShortName(address.state, countryCode, language),
      zip: address.zip,
      lines: storeAddressLines(address, countryCode, language),
    },
    path: storePath(location),
  };
}

export function toStoreDetails(location: WireLocation, locale: LocaleTag): StoreDetails {
  const { address } = location;
  return {
    ...toStoreSummary(location, locale),
    subtitle: location.subtitle,
    statePath: statePath(address.state.slug),
    cityPath: cityPath(address.state.slug, address.citySlug),
    latitude: address.latitude,
    longitude: address.longitude,
    workingHours: location.workingHours,
    hoursExceptions: location.hoursExceptions ?? [],
    socialNetworks: location.socialNetworks,
    deliveryPartners: location.deliveryPartners,
    onlineOrdering: location.onlineOrdering,
    acceptingOrders: location.acceptingOrders,
    timeZone: location.timeZone,
    pauses: toPauseViews(location.pauses, location.timeZone),
    openNow: location.openNow,
    directionsUrl: directionsUrl(address.latitude, address.longitude),
    menuPath: menuPath(location.slug),
  };
}

export function toStateSummary(state: WireState, locale: LocaleTag): StateSummary {
  const { label, slug, locationCount } = state;
  const name = regionName(state.countryCode, label, state.name, languageOf(locale));
  return { label, name, slug, locationCount, path: statePath(slug) };
}

/** A city of the page's market, named in the market's script for readers of its language. */
function toCitySummary(city: WireCity, locale: LocaleTag): CitySummary {
  return { name: cityName(city, countryOfLocale(locale), languageOf(locale)), slug: city.slug, locationCount: city.locationCount, path: cityPath(city.stateSlug, city.slug) };
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** `load()`, or null when the API answers 404. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

const ALL = { page: 1, pageSize: 100 };

/** Every store of the market, by state and then city (the /locations page). */
export async function fetchStatesWithStores(ctx: ApiContext): Promise<StateWithCities[]> {
  const states = await apiGet<WireStateWithCities[]>(ctx, '/online-ordering/all-cities-and-states');
  return states.map((state) => ({
    ...toStateSummary(state, ctx.locale),
    cities: state.cities.map((city) => ({ ...toCitySummary(city, ctx.locale), stores: city.locations.map((location) => toStoreSummary(location, ctx.locale)) })),
  }));
}

export async function fetchStates(ctx: ApiContext): Promise<StateSummary[]> {
  const list = await apiGet<WireList<WireState>>(ctx, '/online-ordering/states', { query: ALL });
  return list.data.map((state) => toStateSummary(state, ctx.locale));
}

/** A state and its cities, or null when the market has no such state. */
export async function fetchStateWithCities(
  ctx: ApiContext,
  stateSlug: string,
): Promise<{ state: StateSummary; cities: CitySummary[] } | null> {
  const states = await fetchStates(ctx);
  const state = states.find((candidate) => candidate.slug === stateSlug.toLowerCase());
  if (!state) return null;
  const cities = await orNull(() =>
    apiGet<WireList<WireCity>>(ctx, `/online-ordering/states/${enc(state.slug)}/cities`, { query: ALL }),
  );
  return cities ? { state, cities: cities.data.map((city) => toCitySummary(city, ctx.locale)) } : null;
}

/** A city of a state and its stores, or null when either is unknown. */
export async function fetchCityWithStores(
  ctx: ApiContext,
  stateSlug: string,
  citySlug: string,
): Promise<{ state: StateSummary; city: CityWithStores } | null> {
  const found = await fetchStateWithCities(ctx, stateSlug);
  const city = found?.cities.find((candidate) => candidate.slug === citySlug.toLowerCase());
  if (!found || !city) return null;
  const path = `/online-ordering/states/${enc(found.state.label)}/cities/${enc(city.slug)}/locations`;
  const stores = await orNull(() => apiGet<WireList<WireLocation> | WireLocation[]>(ctx, path, { query: ALL }));
  if (!stores) return null;
  const list = Array.isArray(stores) ? stores : stores.data;
  return { state: found.state, city: { ...city, stores: list.map((location) => toStoreSummary(location, ctx.locale)) } };
}

/** One store by its slug, or null when the API does not know it. */
/** How soon a menu's order is ready: the store's lead time for its handoff and category, and whether it is open now. */
export type MenuReadiness = { openNow: boolean; leadMinutes: number };

/** The handoffs a store offers, each with its lead time for an everyday order. */
export function fetchStoreHandoffs(ctx: ApiContext, locationId: number): Promise<WireStoreHandoffs> {
  return apiGet<WireStoreHandoffs>(ctx, `/online-ordering/locations/${locationId}/handoffs`);
}

export async function fetchStore(ctx: ApiContext, slug: string): Promise<StoreDetails | null> {
  const location = await orNull(() => apiGet<WireLocation>(ctx, `/online-ordering/locations/slug/${enc(slug)}`));
  return location ? toStoreDetails(location, ctx.locale) : null;
}
