/**
 * Location queries. Every query is scoped to the request's brand and country, so another
 * market's store answers 404 like a missing one. Filters and distance are SQL, never JS.
 */
import { and, asc, between, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { FilterColumns } from '@/server/db/filter-sql';
import { cities, countries, locationHours, locationHoursExceptions, locations, states, storePauses } from '@/server/db/schema';
import { boxAround } from './geo-box';
import { storeSummaryColumns } from './store-summary-repository';

export type LocationScope = { brandId: number; country: CountryCode };
export type GeoPoint = { lat: number; lng: number };

/** Effective online ordering: the store offers it and its country's stores take online orders. */
const onlineOrdering = sql<boolean>`(${locations.onlineOrdering} and ${countries.onlineOrdering})`;

/** The filter allow-list of GET /locations. */
export const LOCATION_FILTER_COLUMNS: FilterColumns = {
  id: { expr: sql`${locations.id}`, type: 'integer' },
  slug: { expr: sql`${locations.slug}`, type: 'text' },
  title: { expr: sql`${locations.title}`, type: 'text' },
  phone: { expr: sql`${locations.phone}`, type: 'text' },
  zip: { expr: sql`${locations.zip}`, type: 'text' },
  latitude: { expr: sql`${locations.latitude}`, type: 'number' },
  longitude: { expr: sql`${locations.longitude}`, type: 'number' },
  onlineOrdering: { expr: onlineOrdering, type: 'boolean' },
  acceptingOrders: { expr: sql`${locations.acceptingOrders}`, type: 'boolean' },
  countryCode: { expr: sql`${countries.code}`, type: 'text' },
  'state.label': { expr: sql`${states.label}`, type: 'text' },
  'state.slug': { expr: sql`${states.slug}`, type: 'text' },
  'state.name': { expr: sql`${states.name}`, type: 'text' },
  'city.slug': { expr: sql`${cities.slug}`, type: 'text' },
  'city.name': { expr: sql`${cities.name}`, type: 'text' },
};

const columns = {
  ...storeSummaryColumns,
  brandId: locations.brandId,
  subtitle: locations.subtitle,
  onlineOrdering,
  acceptingOrders: locations.acceptingOrders,
  imageUrl: locations.imageUrl,
  socialNetworks: locations.socialNetworks,
  deliveryPartners: locations.deliveryPartners,
  stateId: states.id,
  cityId: cities.id,
  cityLocalName: cities.localName,
  currency: countries.currency,
};

export type HoursRow = typeof locationHours.$inferSelect;
export type ExceptionRow = typeof locationHoursExceptions.$inferSelect;

export type ListQuery = { where: SQL[]; page: number; pageSize: number; near?: GeoPoint };

/** Great-circle distance in km (haversine), computed by the database. */
export function distanceKm({ lat, lng }: GeoPoint): SQL<number> {
  const lat0 = sql`${lat}::double precision`;
  const lng0 = sql`${lng}::double precision`;
  return sql<number>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${locations.latitude} - ${lat0}) / 2), 2)
    + cos(radians(${lat0})) * cos(radians(${locations.latitude}))
    * power(sin(radians(${locations.longitude} - ${lng0}) / 2), 2)))))`;
}

/**
 * The nearest-store search's first box radius (km), and the widest it tries before reading every
 * store of the scope.
 */
export const NEAREST_FIRST_RADIUS_KM = 25;
export const NEAREST_LAST_RADIUS_KM = 3200;

/**
 * The next box radius once a box of `radiusKm` held `found` of the `limit` stores wanted: wide
 * enough for `limit` at the density seen (with a margin), at least double, at most eight times.
 */
export function nextRadiusKm(radiusKm: number, found: number, limit: number): number {
  const factor = found === 0 ? 8 : Math.sqrt(limit / found) * 1.25;
  return radiusKm * Math.min(8, Math.max(2, factor));
}

/** Stores whose latitude and longitude lie in the box around `near` (the locations_geo index). */
export function inBoxOf(near: GeoPoint, radiusKm: number): SQL | undefined {
  const box = boxAround(near, radiusKm);
  const lngRanges = box.lngRanges?.map(([west, east]) => and(gte(locations.longitude, west), lte(locations.longitude, east)));
  return and(between(locations.latitude, box.minLat, box.maxLat), lngRanges && or(...lngRanges));
}

export function createLocationRepository(db: Database) {
  function scoped(scope: LocationScope, where: SQL[]): SQL | undefined {
    return and(eq(locations.brandId, scope.brandId), eq(countries.code, scope.country), ...where);
  }

  /** `distance` orders by nearness; without it distanceKm is null. */
  function selectLocations(distance?: SQL<number>) {
    return db
      .select({ ...columns, distanceKm: distance ?? sql<number | null>`null::double precision` })
      .from(locations)
      .innerJoin(states, eq(states.id, locations.stateId))
      .innerJoin(cities, eq(cities.id, locations.cityId))
      .innerJoin(countries, eq(countries.id, locations.countryId));
  }

  const byPlace = [asc(states.name), asc(cities.name), asc(locations.title), asc(locations.id)];

  return {
    async list(scope: LocationScope, query: ListQuery) {
      const where = scoped(scope, query.where);
      const distance = query.near ? distanceKm(query.near) : undefined;
      const rows = await selectLocations(distance)
        .where(where)
        .orderBy(...(distance ? [asc(distance), asc(locations.id)] : byPlace))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(locations)
        .innerJoin(states, eq(states.id, locations.stateId))
        .innerJoin(cities, eq(cities.id, locations.cityId))
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * The `limit` stores nearest `near` (then by id), as `list` orders them. Boxes around the
     * point, growing (nextRadiusKm), are read (an index range), keeping the stores within the
     * box's radius: once `limit` are, no store outside the box can be nearer. When even the widest
     * box holds too few, every store of the scope.
     */
    async nearest(scope: LocationScope, where: SQL[], near: GeoPoint, limit: number) {
      const distance = distanceKm(near);
      const query = (bounds: SQL[]) =>
        selectLocations(distance)
          .where(scoped(scope, [...where, ...bounds]))
          .orderBy(asc(distance), asc(locations.id))
          .limit(limit);
      for (let radiusKm = NEAREST_FIRST_RADIUS_KM; radiusKm <= NEAREST_LAST_RADIUS_KM; ) {
        const rows = await query([inBoxOf(near, radiusKm)!, sql`${distance} <= ${radiusKm}`]);
        if (rows.length >= limit) return rows;
        radiusKm = nextRadiusKm(radiusKm, rows.length, limit);
      }
      return query([]);
    },

    /** Every location of the scope, ordered by state, city and title (not paginated). */
    async all(scope: LocationScope, where: SQL[] = []) {
      return selectLocations().where(scoped(scope, where)).orderBy(...byPlace);
    },

    async findOne(scope: LocationScope, where: SQL) {
      const [row] = await selectLocations().where(scoped(scope, [where])).limit(1);
      return row;
    },

    /** The stores' pauses of online orders in force at `now`, by location, each by handoff. */
    async pausesFor(locationIds: number[], now: Date): Promise<Map<number, { locationId: number; handoffId: number; until: Date | null }[]>> {
      if (locationIds.length === 0) return new Map();
      const rows = await db
        .select({ locationId: storePauses.locationId, handoffId: storePauses.handoffId, until: storePauses.until })
        .from(storePauses)
        .where(and(inArray(storePauses.locationId, locationIds), or(sql`${storePauses.until} is null`, sql`${storePauses.until} > ${now}`)))
        .orderBy(asc(storePauses.locationId), asc(storePauses.handoffId));
      return groupByLocation(rows);
    },

    async hoursFor(locationIds: number[]): Promise<Map<number, HoursRow[]>> {
      const byLocation = new Map<number, HoursRow[]>();
      if (locationIds.length === 0) return byLocation;
      const rows = await db
        .select()
        .from(locationHours)
        .where(inArray(locationHours.locationId, locationIds))
        .orderBy(asc(locationHours.locationId), asc(locationHours.weekday), asc(locationHours.interval));
      return groupByLocation(rows);
    },

    /**
     * Exceptions dated from two days before `from` (UTC) on: a store's local yesterday is never
     * earlier, and its late interval may still run at `from`.
     */
    async exceptionsFor(locationIds: number[], from: Date): Promise<Map<number, ExceptionRow[]>> {
      if (locationIds.length === 0) return new Map();
      const since = new Date(from.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const rows = await db
        .select()
        .from(locationHoursExceptions)
        .where(and(inArray(locationHoursExceptions.locationId, locationIds), gte(locationHoursExceptions.date, since)))
        .orderBy(asc(locationHoursExceptions.locationId), asc(locationHoursExceptions.date));
      return groupByLocation(rows);
    },
  };
}

function groupByLocation<T extends { locationId: number }>(rows: readonly T[]): Map<number, T[]> {
  const byLocation = new Map<number, T[]>();
  for (const row of rows) {
    const list = byLocation.get(row.locationId) ?? [];
    list.push(row);
    byLocation.set(row.locationId, list);
  }
  return byLocation;
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
export type LocationRow = Awaited<ReturnType<LocationRepository['all']>>[number];
export const byId = (id: number): SQL => eq(locations.id, id);
export const byIds = (ids: readonly number[]): SQL => inArray(locations.id, [...ids]);
export const bySlug = (slug: string): SQL => sql`lower(${locations.slug}) = lower(${slug})`;
export { locations as locationsTable, states as statesTable, cities as citiesTable };
