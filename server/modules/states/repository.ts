/**
 * States and cities of a market that have locations of the brand, with their location counts.
 * A state or city param accepts its label or slug (TX or texas), case-insensitively.
 */
import { and, asc, countDistinct, eq, type SQL, sql } from 'drizzle-orm';
import type { CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import { cities, countries, locations, states } from '@/server/db/schema';
import type { LocationScope } from '@/server/modules/locations';
import type { PageRequest } from '@/server/schemas/common';

const inCountry = (country: CountryCode) => eq(countries.code, country);

/** The condition of the locations of one city, for the location repository's lists. */
export const inCity = (cityId: number): SQL => eq(locations.cityId, cityId);

/** How many locations a grouped state or city row stands for. */
const locationCount = () => sql<number>`count(${locations.id})::int`;

export function createStateRepository(db: Database) {
  const brandLocations = (scope: LocationScope) => and(eq(locations.brandId, scope.brandId), inCountry(scope.country));

  return {
    async statesWithLocations(scope: LocationScope, page: PageRequest) {
      const rows = await db
        .select({
          id: states.id,
          label: states.label,
          name: states.name,
          slug: states.slug,
          countryCode: countries.code,
          locationCount: locationCount(),
        })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .innerJoin(locations, eq(locations.stateId, states.id))
        .where(brandLocations(scope))
        .groupBy(states.id, countries.code)
        .orderBy(asc(states.name), asc(states.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [count] = await db
        .select({ total: countDistinct(states.id) })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .innerJoin(locations, eq(locations.stateId, states.id))
        .where(brandLocations(scope));
      return { rows, total: count?.total ?? 0 };
    },

    async findState(country: CountryCode, labelOrSlug: string) {
      const [row] = await db
        .select({ id: states.id, label: states.label, name: states.name, slug: states.slug })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(
          and(
            inCountry(country),
            sql`(upper(${states.label}) = upper(${labelOrSlug}) or lower(${states.slug}) = lower(${labelOrSlug}))`,
          ),
        )
        .limit(1);
      return row;
    },

    async citiesWithLocations(scope: LocationScope, stateId: number, page: PageRequest) {
      const where = and(eq(cities.stateId, stateId), eq(locations.brandId, scope.brandId));
      const rows = await db
        .select({
          id: cities.id,
          name: cities.name,
          localName: cities.localName,
          slug: cities.slug,
          locationCount: locationCount(),
        })
        .from(cities)
        .innerJoin(locations, eq(locations.cityId, cities.id))
        .where(where)
        .groupBy(cities.id)
        .orderBy(asc(cities.name), asc(cities.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [count] = await db
        .select({ total: countDistinct(cities.id) })
        .from(cities)
        .innerJoin(locations, eq(locations.cityId, cities.id))
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /** Every city of the market with stores of the brand and its store count, ordered by state and city name. */
    async cityCounts(scope: LocationScope) {
      return db
        .select({
          stateId: states.id,
          stateLabel: states.label,
          stateName: states.name,
          stateSlug: states.slug,
          cityId: cities.id,
          cityName: cities.name,
          cityLocalName: cities.localName,
          citySlug: cities.slug,
          locationCount: locationCount(),
        })
        .from(locations)
        .innerJoin(states, eq(states.id, locations.stateId))
        .innerJoin(countries, eq(countries.id, states.countryId))
        .innerJoin(cities, eq(cities.id, locations.cityId))
        .where(brandLocations(scope))
        .groupBy(states.id, cities.id)
        .orderBy(asc(states.name), asc(states.id), asc(cities.name), asc(cities.id));
    },

    async findCity(stateId: number, slugOrName: string) {
      const [row] = await db
        .select({ id: cities.id, name: cities.name, slug: cities.slug })
        .from(cities)
        .where(
          and(
            eq(cities.stateId, stateId),
            sql`(lower(${cities.slug}) = lower(${slugOrName}) or lower(${cities.name}) = lower(${slugOrName}))`,
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type StateRepository = ReturnType<typeof createStateRepository>;
export type StateRow = Awaited<ReturnType<StateRepository['statesWithLocations']>>['rows'][number];
export type CityRow = Awaited<ReturnType<StateRepository['citiesWithLocations']>>['rows'][number];
export type CityCountRow = Awaited<ReturnType<StateRepository['cityCounts']>>[number];
