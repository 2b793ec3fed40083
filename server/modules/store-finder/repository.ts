/**
 * Store-finder queries: the delivery radius of a store for an order-menu category, the stores
 * whose radius covers a point, the market's cities with the mean position of their stores, and
 * the signed-in customer's favourite stores (a search puts them first).
 * Every store query keeps to the request's brand and country, like the location repository.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cities, countries, favoriteLocations, locationCategorySettings, locations, states } from '@/server/db/schema';
import { distanceKm, type GeoPoint, type LocationScope } from '@/server/modules/locations';

/** The radius for `categoryId`: the category's own setting, else the store's default. */
function radiusFor(categoryId: number): SQL<number> {
  return sql<number>`coalesce((
    select ${locationCategorySettings.deliveryRadiusKm} from ${locationCategorySettings}
    where ${locationCategorySettings.locationId} = ${locations.id} and ${locationCategorySettings.categoryId} = ${categoryId}
  ), ${locations.deliveryRadiusKm})`;
}

const orderable = sql<boolean>`(${locations.onlineOrdering} and ${countries.onlineOrdering} and ${locations.acceptingOrders})`;

function inScope(scope: LocationScope): SQL | undefined {
  return and(eq(locations.brandId, scope.brandId), eq(countries.code, scope.country));
}

export type DeliveryRow = { id: number; radiusKm: number; distanceKm: number; orderable: boolean };

export function createStoreFinderRepository(db: Database) {
  return {
    /** One store's radius and distance to `point`; undefined when not in scope. */
    async deliveryOf(scope: LocationScope, locationId: number, categoryId: number, point: GeoPoint): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select({ id: locations.id, radiusKm: radiusFor(categoryId), distanceKm: distanceKm(point), orderable })
        .from(locations)
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .where(and(inScope(scope), eq(locations.id, locationId)))
        .limit(1);
      return row;
    },

    /** Orderable stores whose radius for the category covers `point`, nearest first. */
    async deliveringTo(scope: LocationScope, categoryId: number, point: GeoPoint, limit: number): Promise<DeliveryRow[]> {
      const distance = distanceKm(point);
      const radius = radiusFor(categoryId);
      return db
        .select({ id: locations.id, radiusKm: radius, distanceKm: distance, orderable })
        .from(locations)
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .where(and(inScope(scope), orderable, sql`${distance} <= ${radius}`))
        .orderBy(asc(distance), asc(locations.id))
        .limit(limit);
    },

    /** The everyday radius of each store (for search results). */
    async radiiOf(locationIds: number[], categoryId: number): Promise<Map<number, number>> {
      if (locationIds.length === 0) return new Map();
      const rows = await db
        .select({ id: locations.id, radiusKm: radiusFor(categoryId) })
        .from(locations)
        .where(inArray(locations.id, locationIds));
      return new Map(rows.map((row) => [row.id, row.radiusKm]));
    },

    /** The market's cities that have stores, with the mean position of those stores. */
    async citiesOf(scope: LocationScope) {
      return db
        .select({
          name: cities.name,
          stateLabel: states.label,
          lat: sql<number>`avg(${locations.latitude})::double precision`,
          lng: sql<number>`avg(${locations.longitude})::double precision`,
        })
        .from(locations)
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .innerJoin(cities, eq(cities.id, locations.cityId))
        .innerJoin(states, eq(states.id, locations.stateId))
        .where(inScope(scope))
        .groupBy(cities.id, cities.name, states.label)
        .orderBy(asc(cities.name));
    },
  };
}

export type StoreFinderRepository = ReturnType<typeof createStoreFinderRepository>;

/** The customer's favourite location ids, newest first. */
export async function favoriteIdsOf(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteLocations.locationId })
    .from(favoriteLocations)
    .where(eq(favoriteLocations.customerId, customerId))
    .orderBy(desc(favoriteLocations.createdAt), desc(favoriteLocations.locationId));
  return rows.map((row) => row.id);
}
