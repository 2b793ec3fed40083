/**
 * Store finder: search by postal code, city or coordinates, nearest first; and the
 * delivery-radius check of an address against a store, with the stores that do deliver there.
 */
import type { CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import { INTERFACE_MESSAGES } from '@/domain/messages';
import { handoffIdOf, ORDER_CATEGORY, type HandoffOffer } from '@/domain/ordering';
import type { WireLocation } from '@/domain/wire/catalog';
import type { WireDeliveryRadius, WireLocationSearch, WireSearchLocation, WireSearchOrigin } from '@/domain/wire/orders';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { lookupPostalCode, lookupUsCity, normalizeName, parsePostalCode, type GeoPoint } from '@/server/geo/postal-codes';
import { createLocationRepository, createLocationService, handoffsOfStores, offersHandoffCondition, byIds, type LocationRepository, type LocationRow, type LocationScope, type LocationService } from '@/server/modules/locations';
import { requestClock } from '@/server/clock';
import { assertPostalCode } from '@/server/schemas/postal-code';
import { createStoreFinderRepository, type DeliveryRow, type StoreFinderRepository } from './repository';

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_ALTERNATIVES = 5;

export type SearchInput = { q?: string; lat?: number; lng?: number; limit: number; handoff?: string };
export type AddressInput = { address?: string; city?: string; state?: string; zip?: string; lat?: number; lng?: number };
export type DeliveryCheck = { deliverable: boolean; distanceKm: number; radiusKm: number };

type Deps = {
  finder: StoreFinderRepository;
  locations: LocationRepository;
  locationService: LocationService;
  /** The handoffs each store offers, by location id. */
  handoffsOf?: (locationIds: number[]) => Promise<Map<number, HandoffOffer[]>>;
};

const round2 = (km: number) => Math.round(km * 100) / 100;

export function createStoreFinderService({ finder, locations, locationService, handoffsOf }: Deps) {
  /** A seeded city of the market ("Toronto", "montreal", "Austin, TX"), else a US city. */
  async function cityOrigin(scope: LocationScope, text: string): Promise<WireSearchOrigin | null> {
    const wanted = normalizeName(text);
    for (const city of await finder.citiesOf(scope)) {
      const name = normalizeName(city.name);
      if (wanted === name || wanted === `${name} ${city.stateLabel.toLowerCase()}`) {
        return { kind: 'city', label: `${city.name}, ${city.stateLabel}`, latitude: city.lat, longitude: city.lng };
      }
    }
    const place = lookupUsCity(text);
    return place && { kind: 'city', label: place.label, latitude: place.lat, longitude: place.lng };
  }

  async function origin(scope: LocationScope, input: SearchInput): Promise<WireSearchOrigin> {
    if (input.lat !== undefined && input.lng !== undefined) {
      return { kind: 'coordinates', label: `${input.lat},${input.lng}`, latitude: input.lat, longitude: input.lng };
    }
    const text = input.q?.trim() ?? '';
    if (text === '') throw new BadRequestError('Enter a ZIP or postal code, a city, or use your location (lat and lng)');
    if (input.lat !== undefined || input.lng !== undefined) throw new BadRequestError('lat and lng must be given together');
    const postal = lookupPostalCode(text);
    if (postal) return { kind: 'postal-code', label: postal.label, latitude: postal.lat, longitude: postal.lng };
    if (parsePostalCode(text)) throw new NotFoundError(`We could not find the ZIP or postal code "${text}"`);
    const city = await cityOrigin(scope, text);
    if (!city) throw new NotFoundError(`We could not find "${text}": try a ZIP or postal code, or a city name`);
    return city;
  }

  /** The stores as the search shows them: hours, delivery radius and handoffs read together. */
  async function presented(rows: LocationRow[], distances?: Map<number, number>): Promise<WireSearchLocation[]> {
    const ids = rows.map((row) => row.id);
    const [wire, radii, handoffs] = await Promise.all([
      locationService.present(rows),
      finder.radiiOf(ids, ORDER_CATEGORY.everyday),
      handoffsOf?.(ids),
    ]);
    return wire.map((location) => ({
      ...(handoffs && { handoffs: (handoffs.get(location.id) ?? []).map(({ handoffId, handoff, leadMinutes }) => ({ handoffId, handoff, leadMinutes })) }),
      ...location,
      distanceKm: distances?.get(location.id) ?? location.distanceKm ?? 0,
      orderable: location.onlineOrdering && location.acceptingOrders,
      deliveryRadiusKm: radii.get(location.id) ?? 0,
    }));
  }

  async function presentDeliveryRows(scope: LocationScope, rows: DeliveryRow[]): Promise<WireSearchLocation[]> {
    if (rows.length === 0) return [];
    const found: LocationRow[] = await locations.all(scope, [byIds(rows.map((row) => row.id))]);
    const distances = new Map(rows.map((row) => [row.id, round2(row.distanceKm)]));
    const wire = await presented(found, distances);
    return wire.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
  }

  /**
   * Where a delivery address in `country` (the market's) lies: its postal-code centroid, or
   * the coordinates given. A zip that is no postal code of the country is refused.
   */
  function placeAddress(input: AddressInput, country: CountryCode): GeoPoint {
    if (input.lat !== undefined && input.lng !== undefined && !input.address && !input.zip) return { lat: input.lat, lng: input.lng };
    const missing = (['address', 'city', 'zip'] as const).filter((field) => !input[field]?.trim());
    if (missing.length > 0) {
      throw new BadRequestError(INTERFACE_MESSAGES.fullDeliveryAddressNeeded, missing.map((field) => `"${field}" is required`), { code: 'full_delivery_address_needed' });
    }
    assertPostalCode(country, input.zip!);
    const place = lookupPostalCode(input.zip!);
    if (!place) throw new BadRequestError(`We could not find the ZIP or postal code "${input.zip!.trim()}"; please check it`);
    return place;
  }

  async function checkDelivery(scope: LocationScope, locationId: number, categoryId: number, point: GeoPoint): Promise<DeliveryCheck> {
    const row = await finder.deliveryOf(scope, locationId, categoryId, point);
    if (!row) throw new NotFoundError(`Location ${locationId} was not found`);
    const radiusKm = row.orderable ? row.radiusKm : 0;
    return { deliverable: radiusKm > 0 && row.distanceKm <= radiusKm, distanceKm: round2(row.distanceKm), radiusKm };
  }

  return {
    placeAddress,
    checkDelivery,

    /**
     * Nearest first; a signed-in customer's favourites of the market come before the
     * others, nearest first among themselves, marked `favorite: true`, on top of the `limit` nearest.
     */
    async search(scope: LocationScope, input: SearchInput, favoriteIds: readonly number[] = []): Promise<WireLocationSearch> {
      const from = await origin(scope, input);
      const near = { lat: from.latitude, lng: from.longitude };
      const handoffId = input.handoff ? handoffIdOf(input.handoff) : null;
      const offering = handoffId ? [offersHandoffCondition(handoffId)] : [];
      const rows = await locations.nearest(scope, offering, near, input.limit);
      if (favoriteIds.length === 0) return { origin: from, data: await presented(rows) };
      const where = [byIds(favoriteIds), ...offering];
      const { rows: favorites } = await locations.list(scope, { where, page: 1, pageSize: favoriteIds.length, near });
      const others = rows.filter((row) => !favoriteIds.includes(row.id));
      const data = await presented([...favorites, ...others]);
      return { origin: from, data: data.map((location) => (favoriteIds.includes(location.id) ? { ...location, favorite: true } : location)) };
    },

    async deliveryRadius(scope: LocationScope, locationId: number, categoryId: number, input: AddressInput): Promise<WireDeliveryRadius> {
      const point = placeAddress(input, scope.country);
      const check = await checkDelivery(scope, locationId, categoryId, point);
      if (check.deliverable) return { ...check, alternatives: [] };
      const rows = await finder.deliveringTo(scope, categoryId, point, MAX_ALTERNATIVES + 1);
      const alternatives = await presentDeliveryRows(scope, rows.filter((row) => row.id !== locationId).slice(0, MAX_ALTERNATIVES));
      return { ...check, alternatives };
    },
  };
}

export type StoreFinderService = ReturnType<typeof createStoreFinderService>;

/** The finder over the database's stores, as the store finder routes and the order service use it. */
export function storeFinderServiceFor(db: Database) {
  const locations = createLocationRepository(db);
  return createStoreFinderService({
    finder: createStoreFinderRepository(db),
    locations,
    // Open now and the coming exceptions are the diner's calendar: the request's clock.
    locationService: createLocationService(locations, requestClock),
    handoffsOf: (locationIds) => handoffsOfStores(db, locationIds),
  });
}
